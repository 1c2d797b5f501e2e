// The one Vitest configuration: a Node project (unit, property and type tests), a react18 project (the
// React binding's suites again under React 18), a browser project (Vitest browser mode on Debian
// Chromium through Playwright), the firefox and webkit projects (the wire suites again, in Firefox
// ESR and WebKitGTK: tooling/vitestEngines.mjs) and an e2e project (Node tests that drive the
// engines and real loopback servers). Packages resolve each other from source.
import { createRequire } from "node:module";
import { defineConfig } from "vitest/config";
import type { TestProjectInlineConfiguration } from "vitest/config";
import { playwright } from "@vitest/browser-playwright";
import {
  browserSkippedNotice,
  CHROMIUM_ARGS,
  CHROMIUM_INSTALL_HINT,
  findChromium,
} from "./tooling/chromium.mjs";
import { enginesSkippedNotice, findFirefox, findWebKit } from "./tooling/engines.mjs";
import { firefox, webkit } from "./tooling/vitestEngines.mjs";

const SOURCE_CONDITION = "@hostbridge/source";
const chromium = findChromium();
const isCI = process.env.CI === "true" || process.env.CI === "1";

if (!chromium && isCI) {
  throw new Error(`CI=true but no Chromium was found: ${CHROMIUM_INSTALL_HINT}.`);
}
if (!chromium && !process.env.HOSTBRIDGE_BROWSER_NOTICE_SHOWN) {
  console.warn(`\n${browserSkippedNotice()}\n`);
}
const firefoxPath = findFirefox();
const webkitVersion = findWebKit();
const missingEngines = [!firefoxPath && "firefox", !webkitVersion && "webkit"].filter(
  (name): name is string => !!name,
);
if (missingEngines.length && isCI) {
  throw new Error(
    `CI=true but ${missingEngines.join(" and ")} was not found.\n${enginesSkippedNotice(missingEngines)}`,
  );
}
if (missingEngines.length && !process.env.HOSTBRIDGE_BROWSER_NOTICE_SHOWN) {
  console.warn(`\n${enginesSkippedNotice(missingEngines)}\n`);
}

const sourceResolution = {
  resolve: { conditions: [SOURCE_CONDITION, "module", "browser", "development|production"] },
  ssr: { resolve: { conditions: [SOURCE_CONDITION, "module", "node", "development|production"] } },
};

const TEST_ROOTS = ["packages/*/test", "apps/*/test", "bench/test", "test"];
const glob = (suffix: string) => TEST_ROOTS.map((root) => `${root}/**/*${suffix}`);

const node: TestProjectInlineConfiguration = {
  ...sourceResolution,
  // Without "module": @opentelemetry/* put a bundler-only ESM build (extensionless imports Node
  // cannot load) under that condition, and Node loads what the node project resolves outside src
  ssr: { resolve: { conditions: [SOURCE_CONDITION, "node", "development|production"] } },
  test: {
    name: "node",
    environment: "node",
    // (the CPU-bound tests (property runs, type-checking a program) take about 1 s alone and ten
    // times that on a loaded 2-core machine: 5 s would fail them there for no fault of theirs)
    testTimeout: 20_000,
    include: [...glob(".test.ts"), ...glob(".test.tsx")],
    exclude: [
      "**/node_modules/**",
      ...glob(".browser.test.ts"),
      ...glob(".e2e.test.ts"),
      // its .vue components need @vitejs/plugin-vue: its own project below (apps/vue-app/vitest.config.ts)
      "apps/vue-app/**",
      // apps of the existing client with their own Vite and Vitest configs: run through their own
      // scripts by test/existingApps.test.ts
      "test/fixtures/existing-apps/**",
      // apps the codemod is run on (their tests are theirs, run in a copy by the migrate tests)
      "packages/migrate/test/fixtures/**",
    ],
    // tsc runs over the whole root tsconfig; report only errors in the type tests themselves
    // (each package's `pnpm typecheck` checks its own sources), so one package's work in progress
    // cannot fail another package's `pnpm test`.
    typecheck: {
      enabled: true,
      include: glob(".test-d.ts"),
      tsconfig: "./tsconfig.json",
      ignoreSourceErrors: true,
    },
  },
};

/**
 * The React binding's suites again under React 18 (its peer range is `^18.0.0 || ^19.0.0`; the node
 * project runs them under the React 19 that packages/react installs). React 18 lives in its own
 * workspace package, test/react18, so that its react-dom gets it as its peer; every import of React
 * from the tests, the binding's source and Testing Library (inlined so that the aliases reach it)
 * resolves there. reactVersion.test.ts fails if this project ever runs React 19.
 */
const REACT_18_SPECIFIERS = [
  "react",
  "react/jsx-runtime",
  "react/jsx-dev-runtime",
  "react-dom",
  "react-dom/client",
  "react-dom/server",
  "react-dom/test-utils",
];
const react18Require = createRequire(new URL("./test/react18/package.json", import.meta.url));
// Testing Library's ES build: its CommonJS main would `require` React 19 past the aliases.
const testingLibraryReact = createRequire(
  new URL("./packages/react/package.json", import.meta.url),
).resolve("@testing-library/react/dist/@testing-library/react.esm.js");
const react18: TestProjectInlineConfiguration = {
  ...node,
  resolve: {
    ...node.resolve,
    alias: [
      ...REACT_18_SPECIFIERS.map((specifier) => ({
        find: new RegExp(`^${specifier}$`),
        replacement: react18Require.resolve(specifier),
      })),
      { find: /^@testing-library\/react$/, replacement: testingLibraryReact },
    ],
  },
  test: {
    name: "react18",
    environment: "node",
    include: ["packages/react/test/{lifecycle,hooks,testing,ssr,reactVersion}.test.ts"],
    env: { HOSTBRIDGE_REACT_MAJOR: "18" },
    server: { deps: { inline: [/@testing-library[\\/]react[\\/]/] } },
  },
};

/**
 * The wire suites (transports, both wires and the automatic choice, origin policy and hostile
 * frames, pushes and events, our SDK in a real post-robot host, the existing client in our
 * simulator): written once for Vitest's browser mode, run in Chromium, Firefox and WebKit.
 */
const WIRE_SUITES = [
  "packages/transport/test/**/*.browser.test.ts",
  "packages/host-simulator/test/**/*.browser.test.ts",
];

const engineProject = (
  name: "firefox" | "webkit",
  provider: ReturnType<typeof firefox>,
): TestProjectInlineConfiguration => ({
  ...sourceResolution,
  optimizeDeps: { include: ["zod"] },
  test: {
    name,
    include: WIRE_SUITES,
    browser: {
      enabled: true,
      headless: true,
      screenshotFailures: false,
      provider,
      instances: [{ browser: name }],
    },
  },
});

const engineProjects = [
  ...(firefoxPath ? [engineProject("firefox", firefox(firefoxPath))] : []),
  ...(webkitVersion ? [engineProject("webkit", webkit())] : []),
];

const browserProjects: TestProjectInlineConfiguration[] = chromium
  ? [
      {
        ...sourceResolution,
        // Pre-bundle zod up front so Vite does not re-optimize (and reload the page) mid-run.
        optimizeDeps: { include: ["zod"] },
        test: {
          name: "browser",
          include: glob(".browser.test.ts"),
          browser: {
            enabled: true,
            headless: true,
            screenshotFailures: false,
            provider: playwright({
              launchOptions: { executablePath: chromium, args: CHROMIUM_ARGS },
            }),
            instances: [{ browser: "chromium" }],
          },
        },
      },
      {
        ...sourceResolution,
        test: {
          name: "e2e",
          environment: "node",
          include: glob(".e2e.test.ts"),
          // one folder per run for the consumer files' shared tarballs (test/consumer/workspace.ts)
          globalSetup: ["test/consumer/packsDir.globalSetup.ts"],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ]
  : [];

export default defineConfig({
  test: {
    projects: [
      node,
      react18,
      ...browserProjects,
      ...engineProjects,
      "apps/vue-app/vitest.config.ts",
    ],
    passWithNoTests: false,
  },
});
