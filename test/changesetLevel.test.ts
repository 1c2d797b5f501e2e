// The changeset level check (scripts/changeset-level.mjs): a public API report that loses or
// changes a declaration needs a major changeset for its package, one that gains a declaration
// needs at least a minor. Fixtures: test/fixtures/changeset-level/*.api.md, written in API
// Extractor's report format (base, and base with one change each).
import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { checkChangesetLevels, compareReports } from "../scripts/changeset-level.mjs";

const REPO = join(import.meta.dirname, "..");
const FIXTURES = join(import.meta.dirname, "fixtures", "changeset-level");
const SCRIPT = join(REPO, "scripts", "changeset-level.mjs");
const REPORT_PATH = "packages/transport/api/index.api.md";
const fixture = (name: string) => readFileSync(join(FIXTURES, `${name}.api.md`), "utf8");
const changeset = (level: string) => ({
  file: ".changeset/transport-change.md",
  text: `---\n"@hostbridge/transport": ${level}\n---\n\nWhat changed.\n`,
});

function check(head: string, changesets: { file: string; text: string }[]) {
  return checkChangesetLevels({
    baseReports: new Map([[REPORT_PATH, fixture("base")]]),
    headReports: new Map([[REPORT_PATH, fixture(head)]]),
    packageNames: new Map([["transport", "@hostbridge/transport"]]),
    changesets,
  });
}

describe("what a report change needs", () => {
  it("finds nothing in an unchanged report", () => {
    expect(compareReports(fixture("base"), fixture("base"))).toEqual([]);
  });

  it("calls a removed export major, a changed signature major, and an added export or member minor", () => {
    expect(compareReports(fixture("base"), fixture("removed"))).toEqual([
      { level: "major", what: "removes function isTransport" },
    ]);
    expect(compareReports(fixture("base"), fixture("changed"))).toEqual([
      { level: "major", what: "changes interface Transport" },
    ]);
    expect(compareReports(fixture("base"), fixture("added"))).toEqual([
      { level: "minor", what: "adds function closeAll" },
    ]);
    expect(compareReports(fixture("base"), fixture("extended"))).toEqual([
      { level: "minor", what: "extends interface TransportOptions" },
    ]);
  });
});

describe("the changesets against the reports", () => {
  it("fails a removed export without a major changeset, naming the package, the report and the fix", () => {
    const [problem, ...rest] = check("removed", [changeset("minor")]);
    expect(rest).toEqual([]);
    expect(problem).toContain("@hostbridge/transport needs a major changeset");
    expect(problem).toContain(`${REPORT_PATH} removes function isTransport`);
    expect(problem).toContain("the changesets ask for minor (.changeset/transport-change.md)");
    expect(problem).toContain('npm run changeset` ("@hostbridge/transport": major)');
    expect(check("removed", [])[0]).toContain("no changeset names it");
  });

  it("fails a changed signature without a major changeset", () => {
    expect(check("changed", [changeset("minor")])[0]).toContain(
      "@hostbridge/transport needs a major changeset",
    );
  });

  it("fails an added export with a patch changeset, and passes it with a minor or a major", () => {
    const [problem] = check("added", [changeset("patch")]);
    expect(problem).toContain("@hostbridge/transport needs a minor changeset");
    expect(problem).toContain(`${REPORT_PATH} adds function closeAll`);
    expect(check("added", [changeset("minor")])).toEqual([]);
    expect(check("extended", [changeset("minor")])).toEqual([]);
    expect(check("added", [changeset("major")])).toEqual([]);
  });

  it("passes a removed export with a major changeset, also when another changeset asks for less", () => {
    const other = {
      file: ".changeset/fix.md",
      text: '---\n"@hostbridge/transport": patch\n---\n\nA fix.\n',
    };
    expect(check("removed", [other, changeset("major")])).toEqual([]);
  });

  it("asks nothing of a package that had no report at the base", () => {
    expect(
      checkChangesetLevels({
        baseReports: new Map(),
        headReports: new Map([[REPORT_PATH, fixture("base")]]),
        packageNames: new Map([["transport", "@hostbridge/transport"]]),
        changesets: [],
      }),
    ).toEqual([]);
  });

  it("calls a removed entry point major and a new one minor", () => {
    const names = new Map([["transport", "@hostbridge/transport"]]);
    const wire = "packages/transport/api/wire.api.md";
    const removedEntry = checkChangesetLevels({
      baseReports: new Map([
        [REPORT_PATH, fixture("base")],
        [wire, fixture("base")],
      ]),
      headReports: new Map([[REPORT_PATH, fixture("base")]]),
      packageNames: names,
      changesets: [changeset("minor")],
    });
    expect(removedEntry[0]).toContain(`${wire} removes the entry point "wire"`);
    const addedEntry = checkChangesetLevels({
      baseReports: new Map([[REPORT_PATH, fixture("base")]]),
      headReports: new Map([
        [REPORT_PATH, fixture("base")],
        [wire, fixture("base")],
      ]),
      packageNames: names,
      changesets: [changeset("patch")],
    });
    expect(addedEntry[0]).toContain("needs a minor changeset");
  });
});

describe("scripts/changeset-level.mjs on a git branch", () => {
  const repo = mkdtempSync(join(tmpdir(), "hb-changeset-level-"));
  afterAll(() => rmSync(repo, { recursive: true, force: true }));
  const git = (...args: string[]) =>
    execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@example.com", ...args], {
      cwd: repo,
      stdio: "pipe",
    });
  const write = (path: string, text: string) => {
    mkdirSync(join(repo, path, ".."), { recursive: true });
    writeFileSync(join(repo, path), text);
  };
  const run = () =>
    spawnSync("node", [SCRIPT, "--root", repo, "--base", "main"], { encoding: "utf8" });

  it("compares the branch's reports with the merge base and fails until the changeset is major", () => {
    git("init", "-q", "-b", "main");
    write("packages/transport/package.json", '{ "name": "@hostbridge/transport" }\n');
    write("packages/transport/CHANGELOG.md", "# @hostbridge/transport\n\n## 1.0.0\n");
    write(REPORT_PATH, fixture("base"));
    write(".changeset/README.md", "Changesets.\n");
    git("add", ".");
    git("commit", "-q", "-m", "base");
    git("checkout", "-q", "-b", "feature");
    write(REPORT_PATH, fixture("removed"));
    write(".changeset/transport-change.md", changeset("minor").text);
    git("commit", "-q", "-am", "remove isTransport");
    git("add", ".");
    git("commit", "-q", "-m", "changeset");

    const failing = run();
    expect(failing.status).toBe(1);
    expect(failing.stderr).toContain("@hostbridge/transport needs a major changeset");
    expect(failing.stderr).toContain(`${REPORT_PATH} removes function isTransport`);

    write(".changeset/transport-change.md", changeset("major").text);
    const passing = run();
    expect(passing.stderr).toBe("");
    expect(passing.status).toBe(0);
    expect(passing.stdout).toContain("the changesets cover every public API change since main");
  });

  it("asks nothing of a package never released (no CHANGELOG.md yet), and says so", () => {
    rmSync(join(repo, "packages/transport/CHANGELOG.md"));
    write(".changeset/transport-change.md", changeset("minor").text);
    const result = run();
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("not yet released, so asked nothing: transport");
    write("packages/transport/CHANGELOG.md", "# @hostbridge/transport\n\n## 1.0.0\n");
    expect(run().stderr).toContain("@hostbridge/transport needs a major changeset");
  });

  it("skips without a base outside CI, and fails in CI, saying what to fetch", () => {
    const args = [SCRIPT, "--root", repo, "--base", "no-such-branch"];
    const local = spawnSync("node", args, { encoding: "utf8", env: { ...process.env, CI: "" } });
    expect(local.status).toBe(0);
    expect(local.stderr).toContain("none of no-such-branch is a git ref here");
    expect(local.stderr).toContain("Skipped.");
    const ci = spawnSync("node", args, { encoding: "utf8", env: { ...process.env, CI: "true" } });
    expect(ci.status).toBe(1);
    expect(ci.stderr).toContain("fetch-depth: 0");
  });
});
