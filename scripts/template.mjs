#!/usr/bin/env node
// The templates `hostbridge init` scaffolds are derived from apps of this repository: `vanilla` (the
// default; `lean` is its alias in init) from apps/starter-app, `vue` from apps/vue-app, `react` from
// apps/react-app, `full` (`init --template full`) from apps/example-app. The same
// files, with the app's names turned into placeholders, workspace versions into published ones and
// the repository's shared configuration inlined. Nothing of them is committed: the CLI build
// (packages/cli/tsup.config.ts) calls writeTemplates() to produce packages/cli/dist/template/<name>,
// which ships in @hostbridge/cli.
//
//   node scripts/template.mjs <dir>           # write every template into <dir>/<name>
//   node scripts/template.mjs --check <dir>   # exit 1 when one in <dir> is out of date
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { format, resolveConfig } from "prettier";

const HERE = dirname(fileURLToPath(import.meta.url));
/** The repository root. */
export const REPO_ROOT = resolve(HERE, "..");
/** The example app (the `full` template). */
export const EXAMPLE_APP_DIR = join(REPO_ROOT, "apps", "example-app");
/** The Vue app (the `vue` template). */
export const VUE_APP_DIR = join(REPO_ROOT, "apps", "vue-app");
/** The starter app (the `vanilla` template, the default). */
export const STARTER_APP_DIR = join(REPO_ROOT, "apps", "starter-app");
/** The React app (the `react` template). */
export const REACT_APP_DIR = join(REPO_ROOT, "apps", "react-app");
/** Where the CLI build puts the templates, one folder each (the `init` command reads them from there). */
export const CLI_TEMPLATE_DIR = join(REPO_ROOT, "packages", "cli", "dist", "template");

/** The files every template takes from its app (besides everything under src/), and their names there. */
const COMMON_FILES = {
  ".gitignore": "_gitignore",
  ".hostbridgeignore": "_hostbridgeignore",
  "app.json": "app.json",
  "hostbridge.config.json": "hostbridge.config.json",
  "hostbridge.fixtures.json": "hostbridge.fixtures.json",
  "index.html": "index.html",
  "package.json": "package.json",
  "tsconfig.json": "tsconfig.json",
  "vite.config.ts": "vite.config.ts",
};

/**
 * The Playwright config and end-to-end test every template ships (`npm run test:e2e`). They read the
 * page only through its data-view / data-action marks, so one test serves every template: its one
 * source is the starter app; the other apps run it with `playwright test --config
 * ../starter-app/playwright.config.ts` (the kit serves the current directory's app).
 */
const E2E_FILES = ["playwright.config.ts", "e2e/app.e2e.ts"];
/** The `test:e2e` script of a scaffolded app (the shared files sit in the app itself there). */
const E2E_SCRIPT = "vite build && playwright test";

/**
 * The templates by name (what each is, for the `init` prompt, is said once, in
 * packages/cli/src/commands/init.ts `INIT_TEMPLATES`; a test keeps the two name lists equal). `trees`: folders copied whole (a leading `.` becomes `_` in the template,
 * as npm would drop some dot files from the package); `devDependencies`: the app's devDependencies a
 * scaffolded app gets (the others serve the repository's tests); `shared`: modules of tooling/ the app
 * imports, copied into the template; `scripts`: scripts replaced (a
 * `null` removes one: the repository's ESLint setup and test runner stay behind).
 */
export const TEMPLATES = {
  vanilla: {
    appDir: STARTER_APP_DIR,
    trees: ["src", "test", ".github"],
    devDependencies: [
      "@hostbridge/cli",
      "@hostbridge/host-simulator",
      "@hostbridge/playwright",
      "@hostbridge/vite-plugin",
      "@playwright/test",
      "vite",
      "vitest",
    ],
    scripts: { lint: null, test: "vitest run" },
  },
  react: {
    appDir: REACT_APP_DIR,
    trees: ["src", "test", ".github"],
    devDependencies: [
      "@hostbridge/cli",
      "@hostbridge/host-simulator",
      "@hostbridge/playwright",
      "@hostbridge/vite-plugin",
      "@playwright/test",
      "@testing-library/dom",
      "@testing-library/react",
      "@types/react",
      "@types/react-dom",
      "@vitejs/plugin-react",
      "happy-dom",
      "vite",
      "vitest",
    ],
    scripts: { lint: null, test: "vitest run" },
  },
  full: {
    appDir: EXAMPLE_APP_DIR,
    trees: ["src", "test", ".github"],
    // The DOM builder the example app shares with the dev host page lives in tooling/ (below both);
    // a scaffolded app gets its own copy, and its imports of it become relative.
    shared: {
      "@hostbridge/tooling/dom": {
        from: "tooling/dom.ts",
        to: "src/dom.ts",
        header:
          '// A tiny DOM builder, so the app needs no framework: h("button", { onclick: go }, "Go").',
      },
    },
    devDependencies: [
      "@hostbridge/cli",
      "@hostbridge/host-simulator",
      "@hostbridge/playwright",
      "@hostbridge/vite-plugin",
      "@playwright/test",
      "happy-dom",
      "vite",
      "vitest",
    ],
    scripts: { lint: null, test: "vitest run" },
  },
  vue: {
    appDir: VUE_APP_DIR,
    trees: ["src", "test", ".github"],
    files: { "vitest.config.ts": "vitest.config.ts" },
    devDependencies: [
      "@hostbridge/cli",
      "@hostbridge/host-simulator",
      "@hostbridge/playwright",
      "@hostbridge/vite-plugin",
      "@playwright/test",
      "@vitejs/plugin-vue",
      "@vue/test-utils",
      "happy-dom",
      "vite",
      "vitest",
      "vue-tsc",
    ],
    scripts: {},
  },
};
/** The template `init` writes without `--template`. */
export const DEFAULT_TEMPLATE = "vanilla";

const readJson = async (path) => JSON.parse(await readFile(path, "utf8"));

async function listFiles(dir) {
  const out = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await listFiles(path)));
    else out.push(path);
  }
  return out;
}

/** The placeholders `hostbridge init` fills in, replacing the app's own names. */
async function placeholders(appDir) {
  const manifest = await readJson(join(appDir, "app.json"));
  return (text) =>
    text
      .replaceAll(manifest.display_name, "__DISPLAY_NAME__")
      .replaceAll(manifest.name, "__APP_NAME__");
}

async function packageJson(template) {
  const pkg = await readJson(join(template.appDir, "package.json"));
  const root = await readJson(join(REPO_ROOT, "package.json"));
  const published = async (name) =>
    `^${(await readJson(join(REPO_ROOT, "packages", name.replace("@hostbridge/", ""), "package.json"))).version}`;
  const pin = async (deps = {}) =>
    Object.fromEntries(
      await Promise.all(
        Object.entries(deps).map(async ([name, range]) => [
          name,
          range.startsWith("workspace:") ? await published(name) : range,
        ]),
      ),
    );
  const scripts = { ...pkg.scripts, "test:e2e": E2E_SCRIPT };
  for (const [name, script] of Object.entries(template.scripts)) {
    if (script === null) delete scripts[name];
    else scripts[name] = script;
  }
  const devDependencies = Object.fromEntries(
    Object.entries(pkg.devDependencies ?? {}).filter(([name]) =>
      template.devDependencies.includes(name),
    ),
  );
  return {
    name: "__APP_NAME__",
    version: "0.1.0",
    private: true,
    description:
      "__DISPLAY_NAME__: an app embedded in the host platform, built with Vite and HostBridge.",
    type: "module",
    scripts,
    dependencies: await pin(pkg.dependencies),
    // The repository's TypeScript, and Node's types for the files that run in Node
    // (playwright.config.ts, vite.config.ts): the apps get them from the root here.
    devDependencies: Object.fromEntries(
      Object.entries({
        ...(await pin(devDependencies)),
        "@types/node": root.devDependencies["@types/node"],
        typescript: root.devDependencies.typescript,
      }).sort(([a], [b]) => a.localeCompare(b)),
    ),
  };
}

async function tsconfig(template) {
  const own = await readJson(join(template.appDir, "tsconfig.json"));
  const base = await readJson(join(REPO_ROOT, "tsconfig.base.json"));
  const compilerOptions = { ...base.compilerOptions, ...own.compilerOptions };
  delete compilerOptions.customConditions; // resolves the repository's sources; published packages have none
  const include = own.include.filter((path) => path !== "test" || template.trees.includes("test"));
  // the shared end-to-end files (see E2E_FILES) sit in every scaffolded app
  if (!include.includes("e2e")) include.splice(include.indexOf("test") + 1 || 1, 0, "e2e");
  if (!include.includes(E2E_FILES[0])) include.push(E2E_FILES[0]);
  return { compilerOptions, include };
}

/** `text` with each import of a shared module (`shared`: specifier -> its copy) made relative to `path`. */
function ownShared(path, text, shared) {
  let own = text;
  for (const [specifier, { to }] of shared) {
    const target = relative(dirname(path), to.replace(/\.ts$/, "")).split(sep).join("/");
    own = own.replaceAll(
      `"${specifier}"`,
      JSON.stringify(target.startsWith(".") ? target : `./${target}`),
    );
  }
  return own;
}

function templateNamed(name) {
  const template = TEMPLATES[name];
  if (!template)
    throw new Error(`no template "${name}": use one of ${Object.keys(TEMPLATES).join(", ")}`);
  return template;
}

/**
 * A template's files (`vanilla` by default): path in the template directory -> content, formatted with
 * the repository's Prettier settings (a scaffolded app starts formatted the way its sources are).
 * @returns {Promise<Map<string, string>>}
 */
export async function deriveTemplate(name = DEFAULT_TEMPLATE) {
  const template = templateNamed(name);
  const { appDir } = template;
  const rename = await placeholders(appDir);
  const files = new Map();
  for (const [from, to] of Object.entries({ ...COMMON_FILES, ...template.files })) {
    if (from === "package.json")
      files.set(to, JSON.stringify(await packageJson(template), null, 2));
    else if (from === "tsconfig.json")
      files.set(to, JSON.stringify(await tsconfig(template), null, 2));
    else files.set(to, await readFile(join(appDir, from), "utf8"));
  }
  for (const path of E2E_FILES)
    files.set(path, await readFile(join(STARTER_APP_DIR, path), "utf8"));
  const shared = Object.entries(template.shared ?? {});
  for (const tree of template.trees) {
    for (const path of await listFiles(join(appDir, tree))) {
      const inTemplate = relative(appDir, path).split(sep).join("/").replace(/^\./, "_");
      files.set(inTemplate, ownShared(inTemplate, await readFile(path, "utf8"), shared));
    }
  }
  // the copy's own comment replaces the repository's (which speaks of tooling/ and the dev host)
  for (const [, { from, to, header }] of shared)
    files.set(
      to,
      (await readFile(join(REPO_ROOT, from), "utf8")).replace(/^(\/\/.*\n)+/, `${header}\n`),
    );
  const readme = await readFile(join(appDir, "README.md"), "utf8");
  const section = /<!-- template:start -->\n([\s\S]*?)<!-- template:end -->/.exec(readme);
  if (!section)
    throw new Error(
      `${relative(REPO_ROOT, appDir)}/README.md lost its <!-- template:start --> ... <!-- template:end --> section`,
    );
  // No placeholder in Markdown: Prettier would read __NAME__ as bold text.
  files.set(
    "README.md",
    `# A HostBridge app\n\nScaffolded by \`hostbridge init\` (the ${name} template).\n\n${section[1]}`,
  );

  const out = new Map();
  for (const [path, text] of [...files].sort(([a], [b]) => a.localeCompare(b))) {
    const renamed = rename(text);
    const parser = path.startsWith("_") && !/\.ya?ml$/.test(path) ? undefined : path;
    const options = parser ? await resolveConfig(join(REPO_ROOT, parser)) : null;
    out.set(
      path,
      parser ? await format(renamed, { ...options, filepath: join(REPO_ROOT, parser) }) : renamed,
    );
  }
  return out;
}

/** The files now in a template directory: path -> content. */
export async function readTemplate(dir) {
  const files = new Map();
  for (const path of await listFiles(dir))
    files.set(relative(dir, path).split(sep).join("/"), await readFile(path, "utf8"));
  return files;
}

/**
 * Writes the derived template into `dir`, replacing what was there; returns the paths written.
 * Refuses a directory holding anything that is not part of the template (it is deleted first).
 */
export async function writeTemplate(dir, name = DEFAULT_TEMPLATE) {
  const files = await deriveTemplate(name);
  const ours = new Set([...files.keys()].map((path) => path.split("/")[0]));
  const existing = await readdir(dir).catch((error) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  const foreign = existing.filter((entry) => !ours.has(entry)).sort();
  if (foreign.length > 0) {
    throw new Error(
      `${dir} holds files that are not part of the app template (${foreign.slice(0, 3).join(", ")}): refusing to replace it; choose another directory`,
    );
  }
  await rm(dir, { recursive: true, force: true, maxRetries: 3 });
  for (const [path, text] of files) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), text);
  }
  return [...files.keys()];
}

/** Writes every template into `<dir>/<name>`; returns the template names. */
export async function writeTemplates(dir) {
  await mkdir(dir, { recursive: true });
  const foreign = (await readdir(dir)).filter((entry) => !(entry in TEMPLATES));
  if (foreign.length > 0)
    throw new Error(
      `${dir} holds files that are not app templates (${foreign.slice(0, 3).join(", ")}): refusing to replace it`,
    );
  for (const name of Object.keys(TEMPLATES)) await writeTemplate(join(dir, name), name);
  return Object.keys(TEMPLATES);
}

/** The paths whose content differs between the derived template and the one in `dir`. */
export async function staleTemplateFiles(dir, name = DEFAULT_TEMPLATE) {
  const [want, have] = await Promise.all([deriveTemplate(name), readTemplate(dir)]);
  return [...new Set([...want.keys(), ...have.keys()])]
    .filter((path) => want.get(path) !== have.get(path))
    .sort();
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const check = process.argv.includes("--check");
  const dirArg = process.argv.slice(2).find((arg) => arg !== "--check");
  if (!dirArg) {
    console.error("usage: node scripts/template.mjs [--check] <dir>");
    process.exit(2);
  }
  const dir = resolve(dirArg);
  if (check) {
    for (const name of Object.keys(TEMPLATES)) {
      const stale = await staleTemplateFiles(join(dir, name), name).catch((error) => {
        console.error(`cannot read the ${name} template in ${dir}: ${error.message}`);
        process.exit(1);
      });
      if (stale.length) {
        console.error(
          `${join(dir, name)} is out of date (${stale.join(", ")}); rebuild it (pnpm build in packages/cli) or run: node scripts/template.mjs ${dirArg}`,
        );
        process.exit(1);
      }
    }
    console.log(`${dir} matches the apps it is derived from`);
  } else {
    const names = await writeTemplates(dir);
    console.log(
      `wrote the templates ${names.join(", ")} to ${relative(process.cwd(), dir) || "."}`,
    );
  }
}
