// The baseline `hostbridge migrate` is held to: each fixture app of the existing client
// (test/fixtures/existing-apps/, written from `@pitcher/js-api` 1.26.0's README and types), unchanged,
// type-checks, builds and passes its own tests on the real client, through its own npm scripts.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  copyExistingApp,
  EXISTING_APPS,
  EXISTING_APPS_DIR,
  runScript,
} from "./helpers/existingApps";
import type { ScriptRun } from "./helpers/existingApps";

function passed(run: ScriptRun): string {
  return run.code === 0 ? "exit 0" : `exit ${run.code}\n${run.output}`;
}

describe.concurrent("apps of the existing client, unchanged", () => {
  it.each(EXISTING_APPS)(
    "%s depends on @pitcher/js-api 1.26.0, type-checks, builds and passes its own tests",
    async (name) => {
      const manifest = JSON.parse(
        readFileSync(join(EXISTING_APPS_DIR, name, "package.json"), "utf8"),
      ) as { dependencies: Record<string, string> };
      expect(manifest.dependencies["@pitcher/js-api"]).toBe("1.26.0");

      const app = await copyExistingApp(name);
      try {
        const typecheck = await runScript(app.dir, "typecheck");
        expect(passed(typecheck)).toBe("exit 0");

        const build = await runScript(app.dir, "build");
        expect(passed(build)).toBe("exit 0");
        expect(existsSync(join(app.dir, "dist", "index.html"))).toBe(true);

        const test = await runScript(app.dir, "test");
        expect(passed(test)).toBe("exit 0");
        expect(test.output).toMatch(/Tests\s+\d+ passed/);
        expect(test.output).not.toMatch(/failed/);
      } finally {
        await app.remove();
      }
    },
    240_000,
  );
});
