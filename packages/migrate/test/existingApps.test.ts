// The oracle apps of the existing client (test/fixtures/existing-apps: Vue, React and plain
// JavaScript, written from @pitcher/js-api 1.26.0's README and types by people who never saw ours),
// through the first step of `hostbridge migrate`: the app then depends on @hostbridge/compat and
// names it everywhere, and with no hand edit it type-checks, builds and passes its own tests through
// its own npm scripts. The copy resolves @hostbridge/compat from this checkout (a link in the copy's
// node_modules, as an install would put it there); everything else from the fixtures' own install.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { migrationReport, planMigration, writeMigration } from "@hostbridge/migrate";
import { describe, expect, it } from "vitest";
import type { ExistingAppName, ScriptRun } from "../../../test/helpers/existingApps";
import {
  copyExistingApp,
  EXISTING_APPS,
  linkOurPackages,
  runScript,
} from "../../../test/helpers/existingApps";

function passed(run: ScriptRun): string {
  return run.code === 0 ? "exit 0" : `exit ${run.code}\n${run.output}`;
}

/** Every file of the app that still names the existing client (the fixtures' shared install aside). */
function namesOldClient(dir: string, files: readonly string[]): string[] {
  return files.filter((file) => readFileSync(join(dir, file), "utf8").includes("@pitcher/js-api"));
}

describe.concurrent("apps of the existing client after hostbridge migrate (step 1)", () => {
  it.each(EXISTING_APPS)(
    "%s: depends on @hostbridge/compat, names it everywhere, type-checks, builds and passes its own tests with no hand edit",
    async (name: ExistingAppName) => {
      const app = await copyExistingApp(name);
      try {
        const plan = await planMigration(app.dir);
        writeMigration(plan);
        const report = migrationReport(plan, true);
        expect(report.skipped).toEqual([]);
        expect(report.files.flatMap((file) => file.needsPerson)).toEqual([]);
        const manifest = JSON.parse(readFileSync(join(app.dir, "package.json"), "utf8")) as {
          dependencies: Record<string, string>;
        };
        expect(manifest.dependencies["@pitcher/js-api"]).toBeUndefined();
        expect(manifest.dependencies["@hostbridge/compat"]).toMatch(/^\^\d+\.\d+\.\d+/);
        expect(
          namesOldClient(
            app.dir,
            plan.files.map((file) => file.file),
          ),
        ).toEqual([]);
        linkOurPackages(app.dir, ["compat"]);

        const typecheck = await runScript(app.dir, "typecheck");
        expect(passed(typecheck)).toBe("exit 0");
        const build = await runScript(app.dir, "build");
        expect(passed(build)).toBe("exit 0");
        const test = await runScript(app.dir, "test");
        expect(passed(test)).toBe("exit 0");
        expect(test.output).toMatch(/Tests\s+\d+ passed/);
      } finally {
        await app.remove();
      }
    },
    300_000,
  );
});
