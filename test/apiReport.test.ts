// The public API reports (scripts/api-report.mjs): every published entry point of every package has
// a checked-in report, and the check fails, naming the package, the entry and the command to run,
// when the built API and its report differ.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { apiReports, entryReportName, publishedEntryPoints } from "../scripts/api-report.mjs";

const REPO = join(import.meta.dirname, "..");
const SCRIPT = join(REPO, "scripts", "api-report.mjs");

describe("the reports of this repository", () => {
  it("has one report per published entry point with types, and no other", () => {
    for (const pkg of publishedEntryPoints(REPO)) {
      const manifest = JSON.parse(readFileSync(join(pkg.dir, "package.json"), "utf8")) as {
        exports: Record<string, unknown>;
      };
      // (script-tag builds have no types: the sdk's `./global`, compat's `./js-api.umd.min.js`)
      const keys = Object.keys(manifest.exports).filter(
        (key) => key !== "./package.json" && typeof manifest.exports[key] !== "string",
      );
      expect(
        pkg.entries.map((entry) => entry.key),
        pkg.name,
      ).toEqual(keys);
      const reports = readdirSync(join(pkg.dir, "api")).sort();
      expect(reports, `${pkg.name}: run npm run api`).toEqual(
        keys.map((key) => `${entryReportName(key)}.api.md`).sort(),
      );
    }
  });
});

describe("scripts/api-report.mjs", () => {
  // Inside the repository, so the analysis finds @types/node the way it does for the packages.
  mkdirSync(join(REPO, "node_modules", ".cache"), { recursive: true });
  const root = mkdtempSync(join(REPO, "node_modules", ".cache", "hb-api-report-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const pkgDir = join(root, "packages", "widget");
  const write = (path: string, text: string) => {
    mkdirSync(join(pkgDir, path, ".."), { recursive: true });
    writeFileSync(join(pkgDir, path), text);
  };

  it("writes a report per entry point, then fails the check when a signature changes until it is updated", async () => {
    write(
      "package.json",
      JSON.stringify({
        name: "@hostbridge/widget",
        version: "0.1.0",
        type: "module",
        exports: {
          "./package.json": "./package.json",
          ".": { import: { types: "./dist/index.d.ts", default: "./dist/index.js" } },
          "./extra": { import: { types: "./dist/extra.d.ts", default: "./dist/extra.js" } },
          "./global": "./dist/widget.global.js",
        },
      }),
    );
    write(
      "dist/index.d.ts",
      "/** Opens a widget. */\nexport declare function openWidget(id: string): void;\n",
    );
    write("dist/extra.d.ts", "/** Extra. */\nexport declare const EXTRA: 1;\n");
    write("api/gone.api.md", "## API Report File\n");

    const first = await apiReports({ root });
    expect(first.problems).toEqual([
      "@hostbridge/widget: packages/widget/api/gone.api.md reports an entry point the package no longer exports; run npm run api to remove it",
      '@hostbridge/widget "." (packages/widget/api/index.api.md) is missing; run npm run api and commit it',
      '@hostbridge/widget "./extra" (packages/widget/api/extra.api.md) is missing; run npm run api and commit it',
    ]);

    const update = await apiReports({ root, update: true });
    expect(update.problems).toEqual([]);
    expect(readdirSync(join(pkgDir, "api")).sort()).toEqual(["extra.api.md", "index.api.md"]);
    expect(readFileSync(join(pkgDir, "api", "index.api.md"), "utf8")).toContain(
      "export function openWidget(id: string): void;",
    );
    expect(await apiReports({ root })).toMatchObject({ problems: [], entries: 2 });

    write(
      "dist/index.d.ts",
      "/** Opens a widget. */\nexport declare function openWidget(id: number): void;\n",
    );
    const changed = spawnSync("node", [SCRIPT, "--root", root], { encoding: "utf8" });
    expect(changed.status).toBe(1);
    expect(changed.stderr).toContain(
      '@hostbridge/widget "." (packages/widget/api/index.api.md) does not match the built API',
    );
    expect(changed.stderr).toContain(
      "if the change is meant, run npm run api, commit the report and add a changeset of the right level",
    );
    expect(changed.stderr).toContain("-export function openWidget(id: string): void;");
    expect(changed.stderr).toContain("+export function openWidget(id: number): void;");
  }, 120_000);
});
