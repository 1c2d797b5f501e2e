// One flat ESLint config for the whole monorepo (type-checked typescript-eslint rules).
import js from "@eslint/js";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "**/dist/**",
      "**/node_modules/**",
      "**/.turbo/**",
      "**/coverage/**",
      ".reports/**",
      "apps/docs/api/**",
      "apps/docs/.vitepress/cache/**",
      "**/*.config.*",
      "**/*.mjs",
      "**/*.cjs",
      "**/*.js",
      // the types of the script-tag builds (packages/sdk/global.d.ts, ...): they import dist/, which
      // no tsconfig includes; attw checks them on the packed package
      "packages/*/*.d.ts",
      "packages/*/*.d.cts",
      // bench/ is plain JavaScript (checked by tsc with `// @ts-check`) under the same caps as the packages.
      "!bench/**/*.mjs",
      "packages/migrate/test/fixtures/**",
      "packages/migrate/test/.tmp/**",
      "test/fixtures/existing-apps/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      "@typescript-eslint/consistent-type-imports": [
        "error",
        { fixStyle: "separate-type-imports" },
      ],
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "no-restricted-syntax": [
        "error",
        {
          selector: "ExportDefaultDeclaration",
          message: 'Use named exports only (docs/architecture.md, "Public API is deliberate").',
        },
        {
          selector: "ExportAllDeclaration",
          message:
            'List exports by name; no `export *` (docs/architecture.md, "Public API is deliberate").',
        },
      ],
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: [
                "@hostbridge/*/src",
                "@hostbridge/*/src/**",
                "../../*/src/**",
                "../../../packages/*/src/**",
              ],
              message: "Import another package by its name, never from its src/.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["packages/*/src/**/*.ts"],
    ignores: ["packages/cli/src/**", "packages/local-platform/src/**"],
    rules: { "no-console": "error" },
  },
  // Issue #16: rooms of a size a newcomer can read. Every line counts (eslint's defaults:
  // blank lines and comments included, IIFEs counted as functions). Generated tables
  // (`*.generated.ts`) are exempt: their size follows the data, not the design.
  {
    files: ["packages/*/src/**/*.ts", "apps/*/src/**/*.ts"],
    ignores: ["**/*.generated.ts"],
    rules: {
      "max-lines": ["error", { max: 400, skipBlankLines: false, skipComments: false }],
      "max-lines-per-function": [
        "error",
        { max: 120, skipBlankLines: false, skipComments: false, IIFEs: true },
      ],
    },
  },
  // Issue #34: bench/ under the same caps. Its scripts are JavaScript, so the type-aware rules are off
  // (tsc checks the files marked `// @ts-check`); they run in Node and in the pages they bundle.
  {
    files: ["bench/**/*.mjs"],
    extends: [tseslint.configs.disableTypeChecked],
    rules: {
      // Node and browser globals both occur (the pages run in Chromium); tsc resolves names instead.
      "no-undef": "off",
      "max-lines": ["error", { max: 400, skipBlankLines: false, skipComments: false }],
      "max-lines-per-function": [
        "error",
        { max: 120, skipBlankLines: false, skipComments: false, IIFEs: true },
      ],
      "@typescript-eslint/consistent-type-imports": "off",
    },
  },
  {
    files: ["**/test/**/*.ts", "**/*.test.ts", "**/*.test-d.ts"],
    rules: {
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      "@typescript-eslint/no-unsafe-argument": "off",
      "@typescript-eslint/no-non-null-assertion": "off",
      "@typescript-eslint/unbound-method": "off",
      "@typescript-eslint/require-await": "off",
    },
  },
);
