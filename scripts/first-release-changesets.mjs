#!/usr/bin/env node
// A first release that reads well: folds every pending changeset of a package that has never been
// released (no CHANGELOG.md yet) into one changeset per package, at the highest bump level they ask
// for, whose text says what the package is. The history those changesets told stays in git.
//
//   node scripts/first-release-changesets.mjs           rewrite .changeset/ (run before `changeset version`)
//   node scripts/first-release-changesets.mjs --check   exit 1, listing them, when anything is left to fold
//
// Run it again whenever changesets were added since: it folds them into the same files. A package
// that already has a CHANGELOG.md keeps its changesets as they are.
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const LEVELS = ["none", "patch", "minor", "major"];
const PREFIX = "first-release-";

/** Parses one changeset file: its releases (package name -> level) and its summary. */
export function parseChangeset(text, file = "changeset") {
  const match = /^---\r?\n([\s\S]*?)\r?\n?---\r?\n?([\s\S]*)$/.exec(text);
  if (!match) throw new Error(`${file}: no frontmatter (a changeset starts with ---)`);
  const releases = new Map();
  for (const line of match[1].split(/\r?\n/)) {
    if (!line.trim()) continue;
    const entry = /^\s*(["']?)(@?[\w./-]+)\1\s*:\s*(\w+)\s*$/.exec(line);
    if (!entry || !LEVELS.includes(entry[3]))
      throw new Error(`${file}: cannot read the release line ${JSON.stringify(line)}`);
    releases.set(entry[2], entry[3]);
  }
  return { releases, summary: match[2].trim() };
}

/** Renders a changeset file. */
export function formatChangeset(releases, summary) {
  const lines = [...releases].map(([name, level]) => `"${name}": ${level}`);
  return `---\n${lines.join("\n")}\n---\n\n${summary}\n`;
}

/** The published packages of the workspace: name -> { folder, description, released }. */
export function publishedPackages(root) {
  const found = new Map();
  const packages = join(root, "packages");
  for (const name of readdirSync(packages)) {
    const manifest = join(packages, name, "package.json");
    if (!existsSync(manifest)) continue;
    const pkg = JSON.parse(readFileSync(manifest, "utf8"));
    if (pkg.private) continue;
    found.set(pkg.name, {
      folder: join(packages, name),
      description: pkg.description ?? "",
      released: existsSync(join(packages, name, "CHANGELOG.md")),
    });
  }
  return found;
}

/** Wraps prose at `width` columns (changelog lines stay short; Markdown joins them again). */
function wrap(text, width = 100) {
  const lines = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.join("\n");
}

/** The one entry a package's first changelog gets: what the package is. */
export function firstReleaseSummary(description) {
  const what = description.replace(/\s+/g, " ").trim();
  return wrap(
    `First release. ${what}${/[.!?]$/.test(what) ? "" : "."} Its README says how to use it; what ` +
      "changed before this release is in the repository's git history.",
  );
}

/**
 * What folding would do in `root`: the files to write (path -> text) and to remove, and the packages
 * whose pending changesets are not yet one first-release changeset.
 */
export function planFirstRelease(root) {
  const dir = join(root, ".changeset");
  const packages = publishedPackages(root);
  const levels = new Map();
  const write = new Map();
  const remove = [];
  const unfolded = new Set();
  for (const file of readdirSync(dir).sort()) {
    if (!file.endsWith(".md") || file === "README.md") continue;
    const path = join(dir, file);
    const { releases, summary } = parseChangeset(readFileSync(path, "utf8"), file);
    const kept = new Map();
    for (const [name, level] of releases) {
      const pkg = packages.get(name);
      if (!pkg || pkg.released) {
        kept.set(name, level);
        continue;
      }
      const expected = `${PREFIX}${name.replace(/^@hostbridge\//, "")}.md`;
      const expectedText = formatChangeset(
        new Map([[name, level]]),
        firstReleaseSummary(pkg.description),
      );
      if (file !== expected || releases.size !== 1 || readFileSync(path, "utf8") !== expectedText)
        unfolded.add(name);
      const previous = levels.get(name) ?? "none";
      levels.set(name, LEVELS.indexOf(level) > LEVELS.indexOf(previous) ? level : previous);
    }
    if (kept.size === releases.size) continue;
    if (kept.size === 0) remove.push(path);
    else write.set(path, formatChangeset(kept, summary));
  }
  for (const [name, level] of levels) {
    if (level === "none") continue;
    const path = join(dir, `${PREFIX}${name.replace(/^@hostbridge\//, "")}.md`);
    const text = formatChangeset(
      new Map([[name, level]]),
      firstReleaseSummary(packages.get(name).description),
    );
    const index = remove.indexOf(path);
    if (index !== -1) remove.splice(index, 1);
    write.set(path, text);
  }
  return { write, remove, unfolded: [...unfolded].sort(), levels };
}

function main() {
  const root = join(dirname(fileURLToPath(import.meta.url)), "..");
  const check = process.argv.includes("--check");
  const plan = planFirstRelease(root);
  if (check) {
    if (plan.unfolded.length === 0) {
      console.log("first release: one changeset per unreleased package");
      return 0;
    }
    console.error(
      `first release: the changesets of ${plan.unfolded.join(", ")} are not folded yet; ` +
        "run `node scripts/first-release-changesets.mjs`",
    );
    return 1;
  }
  for (const path of plan.remove) rmSync(path);
  for (const [path, text] of plan.write) writeFileSync(path, text);
  console.log(
    `first release: ${plan.levels.size} packages, one changeset each; ` +
      `${plan.remove.length} files removed, ${plan.write.size} written`,
  );
  return 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1])
  process.exitCode = main();
