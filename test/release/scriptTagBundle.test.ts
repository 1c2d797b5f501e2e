// The script-tag builds survive a bundler: an app that imports `@hostbridge/sdk/global` (or compat's
// script build, the existing client's import path) for its side effect, the global it defines, gets
// that build in its bundle. With `"sideEffects": false` a bundler drops the import whole and the
// global is undefined. esbuild honours `sideEffects` as Vite and Rollup do. Needs the packages built.
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, symlink } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runInNewContext } from "node:vm";
import { build } from "esbuild";
import { afterAll, describe, expect, it } from "vitest";

const REPO = join(import.meta.dirname, "..", "..");
const temps: string[] = [];

/** Bundles `code` in an app that has `packages` installed (linked from the repository). */
async function bundle(code: string, packages: string[]): Promise<string> {
  const app = await mkdtemp(join(tmpdir(), "hb-script-tag-"));
  temps.push(app);
  await mkdir(join(app, "node_modules", "@hostbridge"), { recursive: true });
  for (const name of packages)
    await symlink(join(REPO, "packages", name), join(app, "node_modules", "@hostbridge", name));
  const result = await build({
    stdin: { contents: code, resolveDir: app, loader: "js" },
    bundle: true,
    treeShaking: true,
    format: "esm",
    platform: "browser",
    write: false,
    logLevel: "silent",
  });
  return result.outputFiles[0]!.text;
}

afterAll(async () => {
  await Promise.all(temps.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe("a script-tag build imported for its side effect", () => {
  const cases = [
    {
      name: "sdk",
      specifier: "@hostbridge/sdk/global",
      file: "hostbridge.global.js",
      global: "hostbridge",
    },
    {
      name: "compat",
      specifier: "@hostbridge/compat/js-api.umd.min.js",
      file: "js-api.umd.min.js",
      global: "pitcher",
    },
  ];
  for (const { name, specifier, file, global } of cases) {
    it(`keeps ${specifier} whole in the app's bundle (window.${global} defined)`, async () => {
      const built = join(REPO, "packages", name, "dist", file);
      expect(existsSync(built), `${built} is missing: build @hostbridge/${name} first`).toBe(true);
      const output = await bundle(`import "${specifier}";\n`, [name]);
      expect(output.length).toBeGreaterThan(10_000);
      // run as a page runs it: the global is defined (as a property of the window, declared or not)
      const page: Record<string, unknown> = {};
      page.window = page.globalThis = page.self = page;
      runInNewContext(output.replace(/^export\s*\{\s*\};?\s*$/m, ""), page);
      expect(typeof page[global], `the bundle defines no window.${global}`).toBe("object");
    });
  }
});
