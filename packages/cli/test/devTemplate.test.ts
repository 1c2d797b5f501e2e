// `hostbridge init` scaffolds the example app: packages/cli/template is derived from apps/example-app
// (apps/example-app/scripts/template.mjs) and must stay in sync with it.
import { mkdir, readdir, readFile, symlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { build } from "vite";
import { describe, expect, it } from "vitest";
import {
  deriveTemplate,
  EXAMPLE_APP_DIR,
  readTemplate,
  REPO_ROOT,
} from "../../../apps/example-app/scripts/template.mjs";
import { cli } from "./helpers/cli";
import { tempDir } from "./helpers/platform";

describe("the app template", { timeout: 30_000 }, () => {
  it("is the example app, derived by apps/example-app/scripts/template.mjs", async () => {
    const [want, have] = await Promise.all([deriveTemplate(), readTemplate()]);
    const stale = [...new Set([...want.keys(), ...have.keys()])].filter(
      (path) => want.get(path) !== have.get(path),
    );
    expect(
      stale,
      "packages/cli/template is out of date: run `node apps/example-app/scripts/template.mjs`",
    ).toEqual([]);
  });

  it("scaffolds a Vite app with the example's sources that validates once built, and builds", async () => {
    const root = await tempDir();
    const run = await cli(["init", "Field Notes", "--json"], { cwd: root });
    expect(run.code).toBe(0);
    const dir = join(root, "Field Notes");
    expect((await readdir(dir)).sort()).toEqual(
      [
        ".gitignore",
        ".hostbridgeignore",
        "README.md",
        "app.json",
        "hostbridge.config.json",
        "hostbridge.fixtures.json",
        "index.html",
        "package.json",
        "src",
        "tsconfig.json",
        "vite.config.ts",
      ].sort(),
    );
    for (const file of await readdir(join(EXAMPLE_APP_DIR, "src"))) {
      const example = await readFile(join(EXAMPLE_APP_DIR, "src", file), "utf8");
      const scaffolded = await readFile(join(dir, "src", file), "utf8");
      expect(scaffolded, file).toBe(example.replaceAll("HostBridge Example", "Field Notes"));
    }
    expect(JSON.parse(await readFile(join(dir, "app.json"), "utf8"))).toMatchObject({
      name: "field-notes",
      display_name: "Field Notes",
      entry: "dist/index.html",
    });
    const pkg = await readFile(join(dir, "package.json"), "utf8");
    expect(JSON.parse(pkg)).toMatchObject({
      name: "field-notes",
      private: true,
      dependencies: { "@hostbridge/sdk": expect.stringMatching(/^\^\d/) },
    });
    expect(pkg).not.toContain("workspace:");
    expect(await readFile(join(dir, "tsconfig.json"), "utf8")).not.toContain("extends");

    // Before a build there is nothing to ship, and validate says so.
    const unbuilt = await cli(["validate", "--json"], { cwd: dir });
    expect(unbuilt.code).toBe(3);
    expect(unbuilt.json().error?.message).toContain("dist/index.html");

    // The scaffold is a working Vite app (Vite linked in as `npm install` would, the SDK read from
    // this repository's sources).
    await mkdir(join(dir, "node_modules"));
    await symlink(
      join(REPO_ROOT, "packages", "cli", "node_modules", "vite"),
      join(dir, "node_modules", "vite"),
      "dir",
    );
    await build({
      root: dir,
      configFile: join(dir, "vite.config.ts"),
      logLevel: "error",
      resolve: {
        alias: { "@hostbridge/sdk": join(REPO_ROOT, "packages", "sdk", "src", "index.ts") },
        conditions: ["@hostbridge/source", "module", "browser", "production"],
      },
    });
    expect(await readFile(join(dir, "dist", "index.html"), "utf8")).toContain(
      "<title>Field Notes</title>",
    );
    await mkdir(join(dir, "src", "drafts"), { recursive: true });
    await writeFile(join(dir, "src", "drafts", "notes.md"), "not shipped");
    const built = await cli(["validate", "--json"], { cwd: dir });
    expect(built.code).toBe(0);
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
});
