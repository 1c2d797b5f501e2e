// `hostbridge init --template full` scaffolds the example app (the default, `vanilla`, the starter app; `react`, the React app).
// Nothing of the templates is committed: the CLI build derives packages/cli/dist/template/<name> from
// apps/starter-app and apps/example-app through scripts/template.mjs (the one place with the rules),
// and `init` reads them from beside the built module.
import { mkdir, readdir, readFile, symlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { loadManifest } from "@hostbridge/deploy-client";
import {
  CLI_TEMPLATE_DIR,
  deriveTemplate,
  EXAMPLE_APP_DIR,
  readTemplate,
  REPO_ROOT,
  staleTemplateFiles,
  writeTemplate,
  STARTER_APP_DIR,
  TEMPLATES,
  DEFAULT_TEMPLATE,
} from "../../../scripts/template.mjs";
import { DEFAULT_INIT_TEMPLATE, INIT_TEMPLATES, templateDir } from "../src/commands/init";
import { cli } from "./helpers/cli";
import { tempDir } from "./helpers/platform";

/** The names `init` gives template files (npm would drop dot files from the package). */
const scaffoldedName = (path: string) => path.replace(/^_/, ".");

describe("the app templates", { timeout: 30_000 }, () => {
  it("are the ones init offers: the build writes exactly the templates init lists, the same default", () => {
    expect(Object.keys(TEMPLATES).sort()).toEqual(Object.keys(INIT_TEMPLATES).sort());
    expect(DEFAULT_TEMPLATE).toBe(DEFAULT_INIT_TEMPLATE);
  });

  it("are built into dist/template/<name> from the apps, and init reads them from there", async () => {
    for (const name of Object.keys(TEMPLATES)) {
      expect(
        await staleTemplateFiles(join(CLI_TEMPLATE_DIR, name), name),
        `packages/cli/dist/template/${name} is not what its app derives: run \`pnpm build\` in packages/cli`,
      ).toEqual([]);
    }
    expect(templateDir()).toBe(join(CLI_TEMPLATE_DIR, "vanilla"));
    expect(templateDir("full")).toBe(join(CLI_TEMPLATE_DIR, "full"));
  });

  it("derives the vanilla template from the starter app: its test, its CI workflow, the dev plugin", async () => {
    const files = await deriveTemplate("vanilla");
    expect([...files.keys()]).toEqual(
      expect.arrayContaining([
        "_github/workflows/ci.yml",
        "test/app.test.ts",
        "e2e/app.e2e.ts",
        "playwright.config.ts",
        "src/app.ts",
        "src/main.ts",
      ]),
    );
    const pkg = JSON.parse(files.get("package.json")!) as {
      scripts: Record<string, string>;
      devDependencies: Record<string, string>;
    };
    expect(pkg.scripts).toMatchObject({ dev: "vite", test: "vitest run", build: "vite build" });
    expect(pkg.scripts).not.toHaveProperty("lint");
    expect(Object.keys(pkg.devDependencies).sort()).toEqual([
      "@hostbridge/cli",
      "@hostbridge/host-simulator",
      "@hostbridge/playwright",
      "@hostbridge/vite-plugin",
      "@playwright/test",
      "@types/node",
      "typescript",
      "vite",
      "vitest",
    ]);
    expect(files.get("package.json")).not.toContain("workspace:");
    expect(JSON.parse(files.get("tsconfig.json")!)).toMatchObject({
      include: ["src", "test", "e2e", "vite.config.ts", "playwright.config.ts"],
    });
    expect(files.get("_github/workflows/ci.yml")).toContain("secrets.HOSTBRIDGE_API_KEY");
    expect(files.get("_github/workflows/ci.yml")).toContain("npm run test:e2e");
    expect(pkg.scripts["test:e2e"]).toBe("vite build && playwright test");
    expect(files.get("vite.config.ts")).toContain("hostbridgeDev()");
    const starter = JSON.parse(await readFile(join(STARTER_APP_DIR, "app.json"), "utf8"));
    expect(JSON.parse(files.get("app.json")!)).toEqual({
      ...starter,
      name: "__APP_NAME__",
      display_name: "__DISPLAY_NAME__",
    });
  });

  it("derives the example app's files with placeholders, published versions and inlined config", async () => {
    const dir = await tempDir();
    const written = await writeTemplate(join(dir, "template"), "full");
    const files = await readTemplate(join(dir, "template"));
    expect([...files.keys()].sort()).toEqual([...written].sort());
    // the example app's sources, and its own copy of the DOM builder it shares with the dev host
    const sources = (await readdir(join(EXAMPLE_APP_DIR, "src"))).map((file) => `src/${file}`);
    sources.push("src/dom.ts");
    expect([...files.keys()].sort()).toEqual(
      [
        "README.md",
        "_github/workflows/ci.yml",
        "_gitignore",
        "_hostbridgeignore",
        "app.json",
        "hostbridge.config.json",
        "hostbridge.fixtures.json",
        "index.html",
        "package.json",
        "playwright.config.ts",
        "tsconfig.json",
        "vite.config.ts",
        "e2e/app.e2e.ts",
        "test/app.browser.test.ts",
        ...sources,
      ].sort(),
    );
    const example = JSON.parse(await readFile(join(EXAMPLE_APP_DIR, "app.json"), "utf8"));
    expect(JSON.parse(files.get("app.json")!)).toEqual({
      ...example,
      name: "__APP_NAME__",
      display_name: "__DISPLAY_NAME__",
    });
    const pkg = files.get("package.json")!;
    expect(pkg).not.toContain("workspace:");
    // its own tests (`npm test`, in happy-dom) and CI workflow, like every template
    expect(JSON.parse(pkg).scripts).toMatchObject({
      test: "vitest run",
      typecheck: "tsc -p tsconfig.json",
    });
    expect(Object.keys(JSON.parse(pkg).devDependencies)).toEqual(
      expect.arrayContaining(["@hostbridge/host-simulator", "@types/node", "happy-dom", "vitest"]),
    );
    expect(files.get("tsconfig.json")).not.toContain("extends");
    expect(files.get("tsconfig.json")).not.toContain("customConditions");

    // It replaces an older template, never a directory holding anything else.
    await writeFile(join(dir, "notes.txt"), "mine");
    await expect(writeTemplate(dir)).rejects.toThrow(
      /not part of the app template \(notes.txt, template\)/,
    );
    expect(await readFile(join(dir, "notes.txt"), "utf8")).toBe("mine");
    expect(await writeTemplate(join(dir, "template"), "full")).toEqual(written);
  });

  it("looks for dist/template beside the built module and says how to get it when it is missing", async () => {
    const dist = await tempDir();
    expect(() => templateDir("full", dist)).toThrow(
      /missing from the @hostbridge\/cli installation.*pnpm build/,
    );
    await writeTemplate(join(dist, "template", "full"), "full");
    expect(templateDir("full", dist)).toBe(join(dist, "template", "full"));
  });

  it("scaffolds a Vite app with the example's sources that validates once built, and builds", async () => {
    const root = await tempDir();
    const run = await cli(["init", "Field Notes", "--template", "full", "--json"], { cwd: root });
    expect(run.code).toBe(0);
    const dir = join(root, "Field Notes");
    expect((await readdir(dir)).sort()).toEqual(
      [
        ".github",
        ".gitignore",
        ".hostbridgeignore",
        "README.md",
        "app.json",
        "hostbridge.config.json",
        "hostbridge.fixtures.json",
        "e2e",
        "index.html",
        "package.json",
        "playwright.config.ts",
        "src",
        "test",
        "tsconfig.json",
        "vite.config.ts",
      ].sort(),
    );
    // Every template file is there, with the placeholders filled in.
    for (const [path, text] of await deriveTemplate("full")) {
      expect(await readFile(join(dir, scaffoldedName(path)), "utf8"), path).toBe(
        text
          .replaceAll("__APP_NAME__", "field-notes")
          .replaceAll("__DISPLAY_NAME__", "Field Notes"),
      );
    }
    for (const file of await readdir(join(EXAMPLE_APP_DIR, "src"))) {
      const example = await readFile(join(EXAMPLE_APP_DIR, "src", file), "utf8");
      const scaffolded = await readFile(join(dir, "src", file), "utf8");
      expect(scaffolded, file).toBe(
        example
          .replaceAll("HostBridge Example", "Field Notes")
          .replaceAll('"@hostbridge/tooling/dom"', '"./dom"'),
      );
    }
    const dom = await readFile(join(dir, "src", "dom.ts"), "utf8");
    expect(dom).toContain("export function h<");
    expect(dom).not.toMatch(/tooling|dev host/);
    const example = JSON.parse(await readFile(join(EXAMPLE_APP_DIR, "app.json"), "utf8"));
    expect(await loadManifest(dir)).toEqual({
      ...example,
      name: "field-notes",
      display_name: "Field Notes",
    });
    const pkg = await readFile(join(dir, "package.json"), "utf8");
    expect(JSON.parse(pkg)).toMatchObject({
      name: "field-notes",
      private: true,
      dependencies: { "@hostbridge/sdk": expect.stringMatching(/^\^\d/) },
    });
    expect(pkg).not.toContain("workspace:");
    expect(await readFile(join(dir, "tsconfig.json"), "utf8")).not.toContain("extends");

    // Before a build there is nothing to ship, and validate says so (a warning; an error with --strict).
    const unbuilt = await cli(["validate", "--json"], { cwd: dir });
    expect(unbuilt.code).toBe(0);
    expect(JSON.stringify(unbuilt.json<{ warnings: unknown[] }>().result?.warnings)).toContain(
      "dist/index.html does not exist",
    );
    const strict = await cli(["validate", "--strict", "--json"], { cwd: dir });
    expect(strict.code).toBe(3);
    expect(strict.json().error?.message).toContain("dist/index.html");

    // The scaffold is a working Vite app: Vite, the dev plugin its vite.config.ts loads (which only
    // `vite` serve runs) and the SDK linked in as `npm install` would (their built packages), built
    // by `vite build` in a process of its own, as the app's `npm run build` does (a test's process
    // resolves our packages to their sources, which Node cannot load).
    await mkdir(join(dir, "node_modules", "@hostbridge"), { recursive: true });
    const links: [string, string][] = [
      [join(REPO_ROOT, "packages", "cli", "node_modules", "vite"), "vite"],
      [join(REPO_ROOT, "packages", "vite-plugin"), "@hostbridge/vite-plugin"],
      [join(REPO_ROOT, "packages", "sdk"), "@hostbridge/sdk"],
    ];
    for (const [target, name] of links)
      await symlink(target, join(dir, "node_modules", name), "dir");
    await promisify(execFile)(
      process.execPath,
      [join(dir, "node_modules", "vite", "bin", "vite.js"), "build", "--logLevel", "error"],
      { cwd: dir },
    );
    expect(await readFile(join(dir, "dist", "index.html"), "utf8")).toContain(
      "<title>Field Notes</title>",
    );
    await mkdir(join(dir, "src", "drafts"), { recursive: true });
    await writeFile(join(dir, "src", "drafts", "notes.md"), "not shipped");
    const built = await cli(["validate", "--json"], { cwd: dir });
    expect(built.code).toBe(0);
    expect(built.json<{ warnings: unknown[] }>().result?.warnings).toEqual([]);
    const listed = await cli(["pack", "--list", "--json"], { cwd: dir });
    const files = (
      listed.json<{ files: { path: string; included: boolean }[] }>().result?.files ?? []
    )
      .filter((file) => file.included)
      .map((file) => file.path);
    expect(files).toContain("app.json");
    expect(files).toContain("dist/index.html");
    expect(files.every((path) => path === "app.json" || path.startsWith("dist/"))).toBe(true);
    expect(files.some((path) => path.endsWith(".map"))).toBe(false);
  });

  it("leave none of this repository's app names in what they write (the inspector's app, a test project)", async () => {
    const internal = /\b(starter-app|example-app|vue-app|react-app)\b/;
    for (const name of Object.keys(TEMPLATES)) {
      for (const [path, text] of await deriveTemplate(name)) {
        if (path === "README.md") continue; // (a README may name the repository's folders as links)
        expect(internal.exec(text)?.[0], `${name}: ${path}`).toBeUndefined();
      }
    }
    const vanilla = await deriveTemplate("vanilla");
    expect(vanilla.get("src/main.ts")).toContain('createInspector({ app: "__APP_NAME__" })');
    expect((await deriveTemplate("vue")).get("vitest.config.ts")).toContain('name: "__APP_NAME__"');
  });

  it("start Vite and the dev host together with `npm run dev`, in every template (full included)", async () => {
    for (const name of Object.keys(TEMPLATES)) {
      const files = await deriveTemplate(name);
      const pkg = JSON.parse(files.get("package.json")!) as {
        scripts: Record<string, string>;
        devDependencies: Record<string, string>;
      };
      expect(pkg.scripts.dev, name).toBe("vite");
      expect(pkg.devDependencies, name).toHaveProperty("@hostbridge/vite-plugin");
      expect(files.get("vite.config.ts"), name).toMatch(/plugins: \[[^\]]*hostbridgeDev\(/);
      expect(files.get("README.md"), name).toMatch(/npm run dev +# Vite with hot reload, and the/);
    }
  });

  it("are all listed by `init --help`", async () => {
    const help = (await cli(["init", "--help"])).stdout.replace(/\s+/g, " ");
    for (const name of Object.keys(INIT_TEMPLATES)) expect(help, name).toContain(`${name} (`);
  });
});
