// The first step (the default `hostbridge migrate`) on test/fixtures/references: an app written to
// name the existing client in every way an app can (imports, re-exports, require, import(), type
// imports, deep type paths, typeof import(), JSDoc types, declaration files, Vue script blocks, vi
// and jest mocks, Vite/Vitest config, a Jest module mapper, tsconfig paths). Every reference becomes
// @hostbridge/compat's, the dependency is swapped in its section and place, and nothing else changes.
import { readFileSync } from "node:fs";
import type { MigrationPlan } from "@hostbridge/migrate";
import { migrationReport, planMigration, writeMigration } from "@hostbridge/migrate";
import { beforeAll, describe, expect, it } from "vitest";
import { snapshot, tempAppsPerTest } from "./helpers/tempApp";

const app = tempAppsPerTest();
const COMPAT_VERSION = (
  JSON.parse(readFileSync(new URL("../../compat/package.json", import.meta.url), "utf8")) as {
    version: string;
  }
).version;

/** Every line that differs between two texts of the same number of lines, as `-old` / `+new`. */
function changedLines(before: string, after: string): string[] {
  const a = before.split("\n");
  const b = after.split("\n");
  expect(b.length).toBe(a.length);
  return a.flatMap((line, index) => (line === b[index] ? [] : [`-${line}`, `+${b[index]}`]));
}

describe("the first step: @pitcher/js-api -> @hostbridge/compat", () => {
  let dir: string;
  let plan: MigrationPlan;
  let before: Map<string, string>;
  let after: Map<string, string>;

  beforeAll(async () => {
    dir = app("references");
    before = snapshot(dir);
    plan = await planMigration(dir);
    writeMigration(plan);
    after = snapshot(dir);
  });
  const diff = (file: string) => changedLines(before.get(file)!, after.get(file)!);

  it("swaps the dependency in its own section and place, at compat's range", () => {
    const manifest = JSON.parse(after.get("package.json")!) as Record<string, unknown>;
    expect(manifest["dependencies"]).toEqual({
      dayjs: "^1.11.0",
      "@hostbridge/compat": `^${COMPAT_VERSION}`,
      "lodash-es": "^4.18.1",
    });
    expect(Object.keys(manifest["dependencies"] as object)).toEqual([
      "dayjs",
      "@hostbridge/compat",
      "lodash-es",
    ]);
    expect(manifest["devDependencies"]).toEqual({ vitest: "^3.2.0" });
  });

  it("rewrites imports, re-exports, import(), typeof import() and deep type paths, and only them", () => {
    expect(diff("src/api.ts")).toEqual([
      '-import { useUi, usePitcherApi, type ApiOptions } from "@pitcher/js-api";',
      '+import { useUi, usePitcherApi, type ApiOptions } from "@hostbridge/compat";',
      "-import type { PitcherEnv } from '@pitcher/js-api';",
      "+import type { PitcherEnv } from '@hostbridge/compat';",
      '-import type { components } from "@pitcher/js-api/types/openapi";',
      '+import type { components } from "@hostbridge/compat/types/openapi";',
      '-export { useAdmin } from "@pitcher/js-api";',
      '+export { useAdmin } from "@hostbridge/compat";',
      '-export type { DsrEnv } from "@pitcher/js-api";',
      '+export type { DsrEnv } from "@hostbridge/compat";',
      '-export type Client = typeof import("@pitcher/js-api");',
      '+export type Client = typeof import("@hostbridge/compat");',
      '-export const loadClient = () => import("@pitcher/js-api");',
      '+export const loadClient = () => import("@hostbridge/compat");',
    ]);
    expect(diff("src/index.ts")).toEqual([
      '-export * from "@pitcher/js-api";',
      '+export * from "@hostbridge/compat";',
      '-export * as Pitcher from "@pitcher/js-api";',
      '+export * as Pitcher from "@hostbridge/compat";',
    ]);
  });

  it("rewrites require(), JSDoc import() types and declaration files", () => {
    expect(diff("src/legacy.cjs")).toEqual([
      '-const { useDsr } = require("@pitcher/js-api");',
      '+const { useDsr } = require("@hostbridge/compat");',
      '-const version = require("@pitcher/js-api/package.json").version;',
      '+const version = require("@hostbridge/compat/package.json").version;',
    ]);
    expect(diff("src/options.js")).toEqual([
      '-/** @typedef {import("@pitcher/js-api").ApiOptions} Options */',
      '+/** @typedef {import("@hostbridge/compat").ApiOptions} Options */',
      " * @param {import('@pitcher/js-api').PitcherEnv} env".replace(/^/, "-"),
      " * @param {import('@hostbridge/compat').PitcherEnv} env".replace(/^/, "+"),
    ]);
    expect(diff("src/shims.d.ts")).toEqual([
      '-import type { ApiOptions } from "@pitcher/js-api";',
      '+import type { ApiOptions } from "@hostbridge/compat";',
    ]);
  });

  it("rewrites Vue script blocks and nothing of the template", () => {
    expect(diff("src/components/Banner.vue")).toEqual([
      "-import { useUi } from '@pitcher/js-api';",
      "+import { useUi } from '@hostbridge/compat';",
    ]);
  });

  it("moves vi and jest mocks with the module, so the app's tests still mock what it imports", () => {
    expect(diff("test/api.test.ts")).toEqual([
      '-vi.mock("@pitcher/js-api", async () => {',
      '+vi.mock("@hostbridge/compat", async () => {',
      '-  const actual = await vi.importActual<typeof import("@pitcher/js-api")>("@pitcher/js-api");',
      '+  const actual = await vi.importActual<typeof import("@hostbridge/compat")>("@hostbridge/compat");',
      '-    vi.doMock("@pitcher/js-api/types/openapi", () => ({}));',
      '+    vi.doMock("@hostbridge/compat/types/openapi", () => ({}));',
    ]);
    expect(diff("test/jest-style.test.js")).toEqual([
      "-jest.mock('@pitcher/js-api', () => ({ useUi: () => ({}) }));",
      "+jest.mock('@hostbridge/compat', () => ({ useUi: () => ({}) }));",
      "-const actual = jest.requireActual('@pitcher/js-api');",
      "+const actual = jest.requireActual('@hostbridge/compat');",
    ]);
  });

  it("rewrites the module's name in Vite, Vitest and Jest config and tsconfig paths; reports paths into the old package's folder", () => {
    expect(diff("vite.config.ts")).toEqual([
      '-  optimizeDeps: { include: ["@pitcher/js-api", "dayjs"] },',
      '+  optimizeDeps: { include: ["@hostbridge/compat", "dayjs"] },',
      '-    alias: [{ find: /^@pitcher\\/js-api$/, replacement: "/test/doubles/client.ts" }],',
      '+    alias: [{ find: /^@hostbridge\\/compat$/, replacement: "/test/doubles/client.ts" }],',
      '-    server: { deps: { inline: ["@pitcher/js-api"] } },',
      '+    server: { deps: { inline: ["@hostbridge/compat"] } },',
    ]);
    expect(diff("jest.config.cjs")).toEqual([
      '-    "^@pitcher/js-api$": "<rootDir>/test/doubles/client.ts",',
      '+    "^@hostbridge/compat$": "<rootDir>/test/doubles/client.ts",',
    ]);
    expect(diff("tsconfig.json")).toEqual([
      '-      "@pitcher/js-api": ["./node_modules/@pitcher/js-api"],',
      '+      "@hostbridge/compat": ["./node_modules/@pitcher/js-api"],',
      '-      "@pitcher/js-api/types/*": ["./node_modules/@pitcher/js-api/types/*"],',
      '+      "@hostbridge/compat/types/*": ["./node_modules/@pitcher/js-api/types/*"],',
    ]);
    const report = migrationReport(plan, true);
    const people = report.files.flatMap((file) =>
      file.needsPerson.map((entry) => `${file.file}:${entry.line}:${entry.column}`),
    );
    // each path into the old package's folder (where `node_modules/` starts)
    expect(people.sort()).toEqual(["tsconfig.json:8:30", "tsconfig.json:9:38"]);
  });

  it("leaves prose, comments and templates that mention the client as they were", () => {
    expect(after.get("src/api.ts")).toContain(
      '// built with @pitcher/js-api 1.26: this comment and the string below name it in prose\nexport const CREDITS = "built with @pitcher/js-api 1.26";',
    );
    expect(after.get("src/components/Banner.vue")).toContain("message: '@pitcher/js-api'");
  });

  it("points the page's script tag of the installed client at compat's script-tag build", () => {
    expect(diff("index.html")).toEqual([
      '-    <script src="/node_modules/@pitcher/js-api/js-api.umd.min.js"></script>',
      '+    <script src="/node_modules/@hostbridge/compat/dist/js-api.umd.min.js"></script>',
    ]);
  });

  it("names each change with its file:line", () => {
    const report = migrationReport(plan, true);
    const api = report.files.find((file) => file.file === "src/api.ts")!;
    expect(api.changes.map((change) => `${change.line}: ${change.what}`)).toEqual([
      "1: import: @pitcher/js-api -> @hostbridge/compat",
      "2: import: @pitcher/js-api -> @hostbridge/compat",
      "3: import: @pitcher/js-api/types/openapi -> @hostbridge/compat/types/openapi",
      "5: re-export: @pitcher/js-api -> @hostbridge/compat",
      "6: re-export: @pitcher/js-api -> @hostbridge/compat",
      "8: import() type: @pitcher/js-api -> @hostbridge/compat",
      "14: import(): @pitcher/js-api -> @hostbridge/compat",
    ]);
  });
});
