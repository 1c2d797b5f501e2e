// `hostbridge migrate` on fixture apps of the existing client (see packages/migrate/test/fixtures):
// the dry run prints the diff and writes nothing, the default writes, the report lists each place
// that needs a person with file:line, and the exit code says whether there is any.
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { snapshot, tempAppsPerTest } from "../../migrate/test/helpers/tempApp";
import { cli } from "./helpers/cli";

const app = tempAppsPerTest();

interface Report {
  written: boolean;
  needsPersonCount: number;
  changedFiles: number;
  diff?: string;
  files: { file: string; needsPerson: { line: number; why: string }[] }[];
}

describe("hostbridge migrate", () => {
  it("--dry-run prints a unified diff and the report, writes nothing, exits 0 when nothing needs a person", async () => {
    const dir = app("vanilla-ts");
    const before = snapshot(dir);
    const run = await cli(["migrate", dir, "--dry-run", "--modernize"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("--- a/src/app.ts\n+++ b/src/app.ts\n@@ ");
    expect(run.stdout).toContain(
      '\n-import { usePitcherApi, useUi, useAdmin } from "@pitcher/js-api";\n',
    );
    expect(run.stdout).toContain(
      '\n+import { useHostApi, useUi, useAdmin } from "@hostbridge/sdk";\n',
    );
    expect(run.stdout).toContain(
      "-  await ui.app_resize({ height });\n+  await ui.appResize({ height });",
    );
    expect(run.stdout).toContain("would change (dry run: nothing written); 0 places need a person");
    expect(snapshot(dir)).toEqual(before);
  }, 120_000);

  it("writes the files and exits 8 with each place that needs a person (--json)", async () => {
    const dir = app("untouchable");
    const run = await cli(["migrate", dir, "--json", "--modernize"]);
    expect(run.code).toBe(8);
    const envelope = run.json<Report>();
    expect(envelope.ok).toBe(false);
    expect(envelope.result!.written).toBe(true);
    // 9: ui.openGlobalPopup(name, context) and the .then() on ui.onAppSetData() are rewritten,
    // not reported, and admin.getAppConfig({ app_name }) moves as it is
    expect(envelope.result!.needsPersonCount).toBe(9);
    const setup = envelope.result!.files.find((file) => file.file === "src/setup.ts")!;
    // (lines of the file as written: getAvailableApis stays imported from the client, on line 2)
    expect(setup.needsPerson.map((entry) => entry.line)).toEqual([4, 7, 8, 11]);
    expect(readFileSync(join(dir, "src/setup.ts"), "utf8")).toContain("@hostbridge/sdk");
  }, 300_000);

  it("--modernize rolls back a rule whose result fails the app's own test, says so and exits 8 (--json)", async () => {
    const dir = app("checked-resize");
    const before = snapshot(dir);
    const run = await cli(["migrate", dir, "--json", "--modernize", "snake-case-aliases"]);
    expect(run.code).toBe(8);
    const result = run.json<{
      checks: { script: string }[];
      missingChecks: string[];
      steps: {
        step: string;
        outcome: string;
        failure?: { script: string; firstLines: string[] };
      }[];
    }>().result!;
    expect(result.checks.map((check) => check.script)).toEqual(["test"]);
    expect(result.missingChecks).toEqual(["typecheck", "build"]);
    expect(result.steps).toMatchObject([
      {
        step: "snake-case-aliases",
        outcome: "rolled-back",
        failure: {
          script: "test",
          firstLines: expect.arrayContaining(["TypeError: ui.appResize is not a function"]),
        },
      },
    ]);
    expect(snapshot(dir)).toEqual(before);
  }, 300_000);

  it("prints file:line:column and why for people", async () => {
    const dir = app("untouchable");
    const run = await cli(["migrate", "--dry-run", "--app-dir", dir, "--modernize"]);
    expect(run.code).toBe(8);
    expect(run.stdout).toContain("needs a person (9):");
    expect(run.stdout).toMatch(
      /\n {2}src\/errors\.ts:9:\d+ {2}\[rejection-body\] \.catch\(\) after \.then\(\): .*\(docs\/migration\.md #16\)\n/,
    );
    // getAppConfig({ app_name }) reads another app's config in ours too: nothing for a person
    expect(run.stdout).not.toContain("getAppConfig");
    expect(run.stdout).toContain(
      "src/untyped.js:6:14  [env-pitcher] reads .pitcher from a value whose type is unknown",
    );
  }, 120_000);

  it("--require-clean refuses an app with uncommitted git changes and writes nothing (exit 2)", async () => {
    const dir = app("vanilla-ts");
    const git = (...args: string[]) =>
      execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@example.com", ...args], {
        cwd: dir,
        stdio: "ignore",
      });
    git("init", "-q");
    git("add", "-A");
    git("commit", "-qm", "app");
    writeFileSync(
      join(dir, "src/main.ts"),
      `${readFileSync(join(dir, "src/main.ts"), "utf8")}// wip\n`,
    );
    const before = snapshot(dir);
    const run = await cli(["migrate", dir, "--require-clean", "--json"]);
    expect(run.code).toBe(2);
    expect(run.json().error?.message).toContain("uncommitted changes (src/main.ts)");
    expect(snapshot(dir)).toEqual(before);
  });

  it("step 1 by default: the dependency and every import move to @hostbridge/compat, exit 0", async () => {
    const dir = app("vanilla-ts");
    const run = await cli(["migrate", dir, "--json"]);
    expect(run.code).toBe(0);
    const envelope = run.json<Report & { step: string }>();
    expect(envelope.result!.step).toBe("compat");
    expect(envelope.result!.needsPersonCount).toBe(0);
    expect(readFileSync(join(dir, "src/app.ts"), "utf8")).toContain(
      'import { usePitcherApi, useUi, useAdmin } from "@hostbridge/compat";',
    );
    const manifest = JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as {
      dependencies: Record<string, string>;
    };
    expect(Object.keys(manifest.dependencies)).toEqual(["@hostbridge/compat", "lodash-es"]);
  }, 120_000);

  it("takes the app's directory after --modernize and its rules too (migrate --modernize .), as before them", async () => {
    const dir = app("vanilla-ts");
    const before = snapshot(dir);
    const after = await cli(["migrate", "--dry-run", "--json", "--modernize", dir]);
    const first = await cli(["migrate", dir, "--dry-run", "--json", "--modernize"]);
    expect(after.code).toBe(0);
    expect(after.json()).toEqual(first.json());
    const ruled = await cli([
      ...["migrate", "--dry-run", "--json", "--modernize", "snake-case-aliases", dir],
    ]);
    expect(ruled.code).toBe(0);
    const diff = ruled.json<Report>().result?.diff ?? "";
    expect(diff).toContain(
      "-  await ui.app_resize({ height });\n+  await ui.appResize({ height });",
    );
    expect(diff).not.toContain("@hostbridge/sdk");
    expect(snapshot(dir)).toEqual(before);
  }, 120_000);

  it("--modernize with a rule compat does not have is refused, naming the rules (exit 2)", async () => {
    const dir = app("vanilla-ts");
    const before = snapshot(dir);
    const run = await cli(["migrate", dir, "--json", "--modernize", "no-such-rule"]);
    expect(run.code).toBe(2);
    expect(run.json().error?.message).toContain(
      "no modernise rule no-such-rule: the rules are use-pitcher-api",
    );
    expect(snapshot(dir)).toEqual(before);
  });

  it("refuses a directory that does not exist (exit 2)", async () => {
    const run = await cli(["migrate", "/nonexistent/app", "--json"]);
    expect(run.code).toBe(2);
    expect(run.json().error?.message).toContain("is not a directory");
  });
});
