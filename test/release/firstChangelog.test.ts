// The first release reads well: `changeset version`, run on a copy of the repository's pending
// changesets exactly as a maintainer would (README, "Releasing": first-release-versions.mjs, then
// `changeset version`), gives each package that was never released the version its package.json
// names (0.1.0, as the templates and the tarballs name it) and a short CHANGELOG.md with one entry
// saying what the package is and at most one naming its dependencies. When this fails because
// changesets were added, `node scripts/first-release-changesets.mjs` folds them again.
import { execFileSync, spawnSync } from "node:child_process";
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const REPO = join(import.meta.dirname, "..", "..");
const CHANGESET_BIN = join(REPO, "node_modules", "@changesets", "cli", "bin.js");
const MAX_LINES = 40;
const MAX_LINE_LENGTH = 200;

interface Manifest {
  name: string;
  version: string;
  description?: string;
  private?: boolean;
}

let copy: string;

/** The published packages that have no CHANGELOG.md yet: their next release is their first. */
const firstReleases = new Map<string, { folder: string; pkg: Manifest }>();
for (const name of readdirSync(join(REPO, "packages"))) {
  const folder = join("packages", name);
  if (!existsSync(join(REPO, folder, "package.json"))) continue;
  const pkg = JSON.parse(readFileSync(join(REPO, folder, "package.json"), "utf8")) as Manifest;
  if (!pkg.private && !existsSync(join(REPO, folder, "CHANGELOG.md")))
    firstReleases.set(pkg.name, { folder, pkg });
}

function git(args: string[], cwd: string): void {
  execFileSync("git", args, { cwd, stdio: "pipe" });
}

// Once every package has been released (the release workflow has run `changeset version`), there is no
// first release left to check.
describe.skipIf(firstReleases.size === 0)("the first release", () => {
  beforeAll(async () => {
    copy = await mkdtemp(join(tmpdir(), "hb-first-release-"));
    for (const file of ["package.json", "pnpm-workspace.yaml"])
      await cp(join(REPO, file), join(copy, file));
    await cp(join(REPO, ".changeset"), join(copy, ".changeset"), { recursive: true });
    await mkdir(join(copy, "scripts"));
    for (const script of ["first-release-changesets.mjs", "first-release-versions.mjs"])
      await cp(join(REPO, "scripts", script), join(copy, "scripts", script));
    for (const group of ["packages", "apps", "test"]) {
      for (const name of await readdir(join(REPO, group))) {
        const folder = join(group, name);
        if (!existsSync(join(REPO, folder, "package.json"))) continue;
        await mkdir(join(copy, folder), { recursive: true });
        await cp(join(REPO, folder, "package.json"), join(copy, folder, "package.json"));
        if (existsSync(join(REPO, folder, "CHANGELOG.md")))
          await cp(join(REPO, folder, "CHANGELOG.md"), join(copy, folder, "CHANGELOG.md"));
      }
    }
    for (const extra of ["tooling", "bench"]) {
      await mkdir(join(copy, extra));
      await cp(join(REPO, extra, "package.json"), join(copy, extra, "package.json"));
    }
    // A git history, so that each entry carries its changeset's commit as it will on the real release.
    git(["init", "-q"], copy);
    git(["add", "-A"], copy);
    await writeFile(join(copy, ".git", "info", "exclude"), "");
    git(
      [
        "-c",
        "user.name=release test",
        "-c",
        "user.email=release@test.invalid",
        "commit",
        "-qm",
        "pending",
      ],
      copy,
    );
    execFileSync("node", [join(copy, "scripts", "first-release-versions.mjs")], {
      cwd: copy,
      stdio: "pipe",
    });
    execFileSync("node", [CHANGESET_BIN, "version"], { cwd: copy, stdio: "pipe" });
  }, 120_000);

  afterAll(async () => {
    if (copy) await rm(copy, { recursive: true, force: true });
  });

  it("has one changeset per unreleased package (scripts/first-release-changesets.mjs --check)", () => {
    const check = spawnSync(
      "node",
      [join(REPO, "scripts", "first-release-changesets.mjs"), "--check"],
      {
        cwd: REPO,
        encoding: "utf8",
      },
    );
    expect(check.stderr).toBe("");
    expect(check.status).toBe(0);
  });

  it(`gives every unreleased package a CHANGELOG.md under ${MAX_LINES} lines, none over ${MAX_LINE_LENGTH} characters`, async () => {
    const tooLong: string[] = [];
    for (const [name, { folder }] of firstReleases) {
      const changelog = await readFile(join(copy, folder, "CHANGELOG.md"), "utf8");
      const lines = changelog.trimEnd().split("\n");
      if (lines.length >= MAX_LINES) tooLong.push(`${name}: ${lines.length} lines`);
      for (const line of lines)
        if (line.length > MAX_LINE_LENGTH)
          tooLong.push(`${name}: a line of ${line.length} characters: ${line.slice(0, 80)}...`);
    }
    expect(tooLong).toEqual([]);
  });

  it("releases every package at the version its package.json names, as the templates pin it", async () => {
    const moved: string[] = [];
    for (const [name, { folder, pkg }] of firstReleases) {
      const after = JSON.parse(
        await readFile(join(copy, folder, "package.json"), "utf8"),
      ) as Manifest;
      if (after.version !== pkg.version) moved.push(`${name}: ${pkg.version} -> ${after.version}`);
      const changelog = await readFile(join(copy, folder, "CHANGELOG.md"), "utf8");
      expect(changelog, name).toContain(`\n## ${pkg.version}\n`);
    }
    expect(moved).toEqual([]);
    expect([...firstReleases.values()].map(({ pkg }) => pkg.version)).toContain("0.1.0");
  });

  it("names the dependencies a release moves to in one entry, not one per dependency", async () => {
    for (const [name, { folder }] of firstReleases) {
      const changelog = await readFile(join(copy, folder, "CHANGELOG.md"), "utf8");
      expect(changelog, name).not.toContain("Updated dependencies");
      expect(changelog.match(/^- Depends on /gm)?.length ?? 0, name).toBeLessThanOrEqual(1);
      expect(changelog, name).not.toMatch(/^ {2}- @hostbridge\//m);
    }
    const sdk = await readFile(join(copy, "packages", "sdk", "CHANGELOG.md"), "utf8");
    expect(sdk.replace(/\s+/g, " ")).toContain("- Depends on @hostbridge/admin-api@0.1.0, ");
  });

  it("writes one entry per package, which says what the package is (its description)", async () => {
    for (const [name, { folder, pkg }] of firstReleases) {
      const changelog = await readFile(join(copy, folder, "CHANGELOG.md"), "utf8");
      const entries = changelog
        .split("\n")
        .filter((line) => line.startsWith("- ") && !/^- Depends on\b/.test(line));
      expect(entries, name).toHaveLength(1);
      expect(entries[0], name).toMatch(/^- [0-9a-f]{7}: First release\. /);
      // The entry is wrapped into short lines; read as prose, it holds the description.
      expect(changelog.replace(/\s+/g, " "), name).toContain(pkg.description!.replace(/\s+/g, " "));
      expect(changelog, name).not.toMatch(/^- .*\bBefore, /m);
    }
  });
});
