#!/usr/bin/env node
// The template `hostbridge init` scaffolds is derived from this example app: the same files, with the
// app's names turned into placeholders, workspace versions into published ones and the repository's
// shared configuration inlined. Nothing of it is committed: the CLI build (packages/cli/tsup.config.ts)
// calls writeTemplate() to produce packages/cli/dist/template, which ships in @hostbridge/cli.
//
//   node apps/example-app/scripts/template.mjs <dir>           # write the template into <dir>
//   node apps/example-app/scripts/template.mjs --check <dir>   # exit 1 when <dir> is out of date
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { format, resolveConfig } from "prettier";

const HERE = dirname(fileURLToPath(import.meta.url));
/** The repository root. */
export const REPO_ROOT = resolve(HERE, "..", "..", "..");
/** The example app. */
export const EXAMPLE_APP_DIR = resolve(HERE, "..");
/** Where the CLI build puts the template (the `init` command reads it from there). */
export const CLI_TEMPLATE_DIR = join(REPO_ROOT, "packages", "cli", "dist", "template");

/** The example app's files that make up the template (besides everything under src/), and their names there. */
const FILES = {
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

/** The example app's devDependencies a scaffolded app gets (the others serve the repository's tests). */
const TEMPLATE_DEV_DEPENDENCIES = ["@hostbridge/cli", "vite"];

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

/** The placeholders `hostbridge init` fills in, replacing the example app's own names. */
async function placeholders() {
  const manifest = await readJson(join(EXAMPLE_APP_DIR, "app.json"));
  return (text) =>
    text
      .replaceAll(manifest.display_name, "__DISPLAY_NAME__")
      .replaceAll(manifest.name, "__APP_NAME__");
}

async function packageJson() {
  const pkg = await readJson(join(EXAMPLE_APP_DIR, "package.json"));
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
  const scripts = { ...pkg.scripts };
  // The repository's ESLint setup and test runner (and the test-only devDependencies) stay behind.
  delete scripts.lint;
  delete scripts.test;
  const devDependencies = Object.fromEntries(
    Object.entries(pkg.devDependencies ?? {}).filter(([name]) =>
      TEMPLATE_DEV_DEPENDENCIES.includes(name),
    ),
  );
  return {
    name: "__APP_NAME__",
    version: "0.1.0",
    private: true,
    description:
      "__DISPLAY_NAME__: an app embedded in the host platform, built with Vite and @hostbridge/sdk.",
    type: "module",
    scripts,
    dependencies: await pin(pkg.dependencies),
    devDependencies: {
      ...(await pin(devDependencies)),
      typescript: root.devDependencies.typescript,
    },
  };
}

async function tsconfig() {
  const own = await readJson(join(EXAMPLE_APP_DIR, "tsconfig.json"));
  const base = await readJson(join(REPO_ROOT, "tsconfig.base.json"));
  const compilerOptions = { ...base.compilerOptions, ...own.compilerOptions };
  delete compilerOptions.customConditions; // resolves the repository's sources; published packages have none
  return { compilerOptions, include: own.include.filter((path) => path !== "test") };
}

/**
 * The template's files: path in the template directory -> content, formatted with the
 * repository's Prettier settings (a scaffolded app starts formatted the way its sources are).
 * @returns {Promise<Map<string, string>>}
 */
export async function deriveTemplate() {
  const rename = await placeholders();
  const files = new Map();
  for (const [from, to] of Object.entries(FILES)) {
    if (from === "package.json") files.set(to, JSON.stringify(await packageJson(), null, 2));
    else if (from === "tsconfig.json") files.set(to, JSON.stringify(await tsconfig(), null, 2));
    else files.set(to, await readFile(join(EXAMPLE_APP_DIR, from), "utf8"));
  }
  for (const path of await listFiles(join(EXAMPLE_APP_DIR, "src"))) {
    files.set(relative(EXAMPLE_APP_DIR, path).split(sep).join("/"), await readFile(path, "utf8"));
  }
  const readme = await readFile(join(EXAMPLE_APP_DIR, "README.md"), "utf8");
  const section = /<!-- template:start -->\n([\s\S]*?)<!-- template:end -->/.exec(readme);
  if (!section)
    throw new Error(
      "apps/example-app/README.md lost its <!-- template:start --> ... <!-- template:end --> section",
    );
  // No placeholder in Markdown: Prettier would read __NAME__ as bold text.
  files.set(
    "README.md",
    `# A HostBridge app\n\nScaffolded by \`hostbridge init\` from the HostBridge example app.\n\n${section[1]}`,
  );

  const out = new Map();
  for (const [path, text] of [...files].sort(([a], [b]) => a.localeCompare(b))) {
    const renamed = rename(text);
    const parser = path.startsWith("_") ? undefined : path;
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
export async function writeTemplate(dir) {
  const files = await deriveTemplate();
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

/** The paths whose content differs between the derived template and the one in `dir`. */
export async function staleTemplateFiles(dir) {
  const [want, have] = await Promise.all([deriveTemplate(), readTemplate(dir)]);
  return [...new Set([...want.keys(), ...have.keys()])]
    .filter((path) => want.get(path) !== have.get(path))
    .sort();
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const check = process.argv.includes("--check");
  const dirArg = process.argv.slice(2).find((arg) => arg !== "--check");
  if (!dirArg) {
    console.error("usage: node apps/example-app/scripts/template.mjs [--check] <dir>");
    process.exit(2);
  }
  const dir = resolve(dirArg);
  if (check) {
    const stale = await staleTemplateFiles(dir).catch((error) => {
      console.error(`cannot read the template in ${dir}: ${error.message}`);
      process.exit(1);
    });
    if (stale.length) {
      console.error(
        `${dir} is out of date (${stale.join(", ")}); rebuild it (pnpm build in packages/cli) or run: node apps/example-app/scripts/template.mjs ${dirArg}`,
      );
      process.exit(1);
    }
    console.log(`${dir} matches the example app`);
  } else {
    const written = await writeTemplate(dir);
    console.log(`wrote ${written.length} files to ${relative(process.cwd(), dir) || "."}`);
  }
}
