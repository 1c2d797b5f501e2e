#!/usr/bin/env node
// A first release gets the version its package.json names (0.1.0: what the README, the templates and
// the tarballs name), not one bump above it. `changeset version` raises a version by its changeset's
// level, so before it runs this script sets each package that was never released (no CHANGELOG.md)
// to the version that level raises to the one named: 0.1.0 with a minor changeset starts from 0.0.0.
// Packages already released, and unreleased ones with no pending changeset, are left alone.
//
//   node scripts/first-release-versions.mjs           set the versions (run right before `changeset version`)
//   node scripts/first-release-versions.mjs --check   exit 1 when a first release cannot reach its version
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { planFirstRelease, publishedPackages } from "./first-release-changesets.mjs";

/**
 * The version that a `level` bump raises to `version` (`0.1.0`, `minor` -> `0.0.0`), or undefined
 * when there is none (a minor bump never gives `0.1.3`; a `1.0.0` cannot come from a patch).
 */
export function versionBefore(version, level) {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(version);
  if (!match) return undefined;
  const [major, minor, patch] = match.slice(1).map(Number);
  if (level === "major" && major > 0 && minor === 0 && patch === 0) return `${major - 1}.0.0`;
  if (level === "minor" && minor > 0 && patch === 0) return `${major}.${minor - 1}.0`;
  if (level === "patch" && patch > 0) return `${major}.${minor}.${patch - 1}`;
  return undefined;
}

/**
 * What to set in `root`: for each unreleased package with a pending changeset, its folder, the
 * version it names, the level asked and the version to start from (undefined when unreachable).
 */
export function planFirstReleaseVersions(root) {
  const packages = publishedPackages(root);
  const { levels } = planFirstRelease(root);
  const plan = [];
  for (const [name, level] of levels) {
    const pkg = packages.get(name);
    if (!pkg || pkg.released || level === "none") continue;
    const manifest = join(pkg.folder, "package.json");
    const { version } = JSON.parse(readFileSync(manifest, "utf8"));
    plan.push({ name, manifest, version, level, from: versionBefore(version, level) });
  }
  return plan;
}

function main() {
  const root = join(dirname(fileURLToPath(import.meta.url)), "..");
  const plan = planFirstReleaseVersions(root);
  const unreachable = plan.filter((entry) => entry.from === undefined);
  if (unreachable.length > 0) {
    for (const { name, version, level } of unreachable)
      console.error(
        `first release: a ${level} changeset cannot make ${name} ${version}; ` +
          "name a version that bump reaches in its package.json (0.1.0 for a minor)",
      );
    return 1;
  }
  if (process.argv.includes("--check")) {
    console.log(`first release: ${plan.length} packages reach the versions they name`);
    return 0;
  }
  for (const { manifest, from } of plan) {
    const text = readFileSync(manifest, "utf8");
    const pkg = JSON.parse(text);
    pkg.version = from;
    writeFileSync(manifest, `${JSON.stringify(pkg, null, 2)}\n`);
  }
  console.log(
    `first release: ${plan.length} packages start from the version their changeset raises to the one they name`,
  );
  return 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1])
  process.exitCode = main();
