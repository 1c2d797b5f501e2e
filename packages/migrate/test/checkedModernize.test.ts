// `--modernize` never leaves an app worse than it found it: each rule is written, the app's own
// checks run (its package.json scripts: type-check, build, tests), and a rule whose result fails
// them is rolled back, every file byte for byte, and reported with the failure's first lines. On
// the Options API app of the existing client (test/fixtures/existing-apps/vue-options, written from
// the client's README and types before this tool ran on it), leaving compat moves its `vi.mock` with
// the import it mocks, and the app still builds and passes its own tests.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import {
  appChecks,
  formatCheckedRun,
  modernizeChecked,
  planMigration,
  writeMigration,
} from "@hostbridge/migrate";
import { describe, expect, it } from "vitest";
import { copyExistingApp, linkOurPackages, runScript } from "../../../test/helpers/existingApps";
import { snapshot, tempApp } from "./helpers/tempApp";

// What the test runner sets for itself must not reach the app's own Vite and Vitest.
const RUNNER_ENV = /^(VITEST|VITE_|TEST$|NODE_ENV$|NODE_OPTIONS$)/;
const env = Object.fromEntries(
  Object.entries(process.env).filter(([key]) => !RUNNER_ENV.test(key)),
);

const TMP = fileURLToPath(new URL("./.tmp/", import.meta.url));

describe("the app's checks", () => {
  it("are its type-check, build and test scripts; a tsc script under another name is its type-check; npm's placeholder test is none", () => {
    mkdirSync(TMP, { recursive: true });
    const dir = mkdtempSync(join(TMP, "scripts-"));
    try {
      const write = (scripts: Record<string, string>) =>
        writeFileSync(join(dir, "package.json"), JSON.stringify({ scripts }));
      write({ build: "vite build", "lint:types": "vue-tsc --noEmit", test: "vitest run" });
      expect(appChecks(dir).map((check) => `${check.kind}:${check.script}`)).toEqual([
        "typecheck:lint:types",
        "build:build",
        "test:test",
      ]);
      write({ typecheck: "tsc -p .", test: 'echo "Error: no test specified" && exit 1' });
      expect(appChecks(dir).map((check) => check.kind)).toEqual(["typecheck"]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("--modernize judged by the app's own checks", () => {
  it("rolls back a rule whose result fails the app's test, byte for byte, with the failure's first lines, and says which checks it has none of", async () => {
    const copy = tempApp("checked-resize");
    try {
      const before = snapshot(copy.dir);
      const run = await modernizeChecked(copy.dir, { modernize: ["snake-case-aliases"], env });
      expect(run.checks.map((check) => check.script)).toEqual(["test"]);
      expect(run.missing).toEqual(["typecheck", "build"]);
      expect(run.steps.map((step) => [step.step, step.outcome, step.files])).toEqual([
        ["snake-case-aliases", "rolled-back", ["src/fit.js"]],
      ]);
      // the rewrite it tried, and why it was undone
      expect(run.steps[0]!.plan.files[0]!.after).toContain("ui.appResize({ height })");
      expect(run.steps[0]!.failure).toMatchObject({ script: "test", exitCode: 1 });
      expect(run.steps[0]!.failure!.firstLines[0]).toBe(
        "TypeError: ui.appResize is not a function",
      );
      expect(snapshot(copy.dir)).toEqual(before);
      const text = formatCheckedRun(run);
      expect(text).toContain(
        "checked by the app's own scripts: npm run test; it has no type-check, no build script",
      );
      expect(text).toContain(
        "rolled back snake-case-aliases (1 file: src/fit.js): npm run test failed on its result (exit 1); every file is as it was:\n    | TypeError: ui.appResize is not a function\n",
      );
    } finally {
      copy.dispose();
    }
  }, 300_000);

  it("leaves compat without the rule it rolled back: that rule's rewrite is not made again but reported at its line with the rule, and the rest is kept", async () => {
    const copy = tempApp("checked-resize");
    try {
      const fit = readFileSync(join(copy.dir, "src/fit.js"), "utf8");
      const run = await modernizeChecked(copy.dir, { env });
      expect(
        run.steps
          .filter((step) => step.outcome !== "nothing-to-do")
          .map((step) => [step.step, step.outcome]),
      ).toEqual([
        ["snake-case-aliases", "rolled-back"],
        ["leave-compat", "kept"],
      ]);
      // the leave step did not meet the rolled-back rule's failure a second time
      expect(run.steps.at(-1)!.failure).toBeUndefined();
      expect(readFileSync(join(copy.dir, "src/fit.js"), "utf8")).toBe(fit);
      const manifest = JSON.parse(readFileSync(join(copy.dir, "package.json"), "utf8")) as {
        dependencies: Record<string, string>;
      };
      expect(Object.keys(manifest.dependencies)).toEqual(["@hostbridge/sdk"]);
      expect(run.plan.leftCompat).toBe(true);
      expect(
        run.plan.files.flatMap((file) =>
          file.needsPerson.map(
            (entry) => `${file.file}:${entry.line} [${entry.rule}] ${entry.why}`,
          ),
        ),
      ).toEqual([
        "src/fit.js:9 [snake-case-aliases] not rewritten: ui.app_resize -> ui.appResize; the rule snake-case-aliases was rolled back in this run (its result failed the app's own checks, the failure is above): make this change by hand, or leave it with its rule",
      ]);
      const text = formatCheckedRun(run);
      expect(text).toContain("rolled back snake-case-aliases (1 file: src/fit.js)");
      expect(text).toContain("kept leave-compat (1 file: package.json)");
    } finally {
      copy.dispose();
    }
  }, 300_000);

  it("vue-options (Options API, plain JS): leaves compat with its vi.mock following the import it mocks; the app still builds and passes its own tests", async () => {
    const app = await copyExistingApp("vue-options");
    try {
      writeMigration(await planMigration(app.dir));
      linkOurPackages(app.dir, ["compat", "sdk", "protocol-types"]);
      const run = await modernizeChecked(app.dir, { env });
      expect(run.checks.map((check) => check.script)).toEqual(["build", "test"]);
      expect(run.missing).toEqual(["typecheck"]);
      expect(run.failingBefore).toEqual([]);
      expect(
        run.steps
          .filter((step) => step.outcome !== "nothing-to-do")
          .map((step) => [step.step, step.outcome]),
      ).toEqual([["leave-compat", "kept"]]);
      // one line per decision; `.open` on this.$pitcher.api (a value of unknown type) is not one:
      // ours has open() unchanged (only admin's is renamed)
      expect(
        run.plan.files.flatMap((file) =>
          file.needsPerson.map((entry) => `${file.file}:${entry.line} ${entry.why.split(":")[0]}`),
        ),
      ).toEqual([
        "src/App.vue:18 .app_loaded on a value of unknown type",
        "src/mixins/environment.js:10 reads .pitcher from a value whose type is unknown",
      ]);
      const test = readFileSync(join(app.dir, "test/App.test.js"), "utf8");
      expect(test).toContain(
        "vi.mock('@hostbridge/sdk', () => ({\n  useHostApi: () => api,\n  useUi: () => ui,\n}))",
      );
      expect(readFileSync(join(app.dir, "src/plugins/pitcher.js"), "utf8")).toContain(
        // (the file's style: no semicolon)
        "import { useHostApi, useUi } from '@hostbridge/sdk'\n",
      );
      // the app's own scripts, run again by the test's own runner: still green
      expect((await runScript(app.dir, "build")).code).toBe(0);
      const tests = await runScript(app.dir, "test");
      expect(tests.code).toBe(0);
      expect(tests.output).toMatch(/Tests\s+3 passed/);
    } finally {
      await app.remove();
    }
  }, 600_000);
});
