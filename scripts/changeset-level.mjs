#!/usr/bin/env node
// The changeset level check: compares the public API reports (`packages/*/api/*.api.md`, made by
// scripts/api-report.mjs) of the working tree with those of the merge base, and the levels the
// changesets (`.changeset/*.md`) ask for. A removed or changed declaration needs a major changeset
// for its package; a new export (or a member added to one) needs at least a minor.
//
//   node scripts/changeset-level.mjs [--base <git ref>] [--root <dir>]
//
// The base is the merge base of HEAD with --base, else $HOSTBRIDGE_API_BASE, else origin/main or
// main, whichever exists. A package with no report at the base (a new package, or the first
// reports) needs nothing: there is no earlier API to break. Nor does a package that has never been
// released (no CHANGELOG.md yet, the mark `changeset version` leaves): nobody installed its API, and
// a major would only push its first release to 1.0.0. Its report must still be current (api-report.mjs).
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

export const LEVELS = ["none", "patch", "minor", "major"];
const REPORT = /^packages\/([^/]+)\/api\/([^/]+)\.api\.md$/;
const DECLARATION =
  /^(?:export\s+)?(?:declare\s+)?(?:default\s+)?(?:abstract\s+)?(?:const\s+)?(function|class|interface|type|const|let|var|enum|namespace|module)\s+([\w$]+)/;

function depth(line) {
  let count = 0;
  for (const char of line) {
    if (char === "{" || char === "(" || char === "[") count += 1;
    if (char === "}" || char === ")" || char === "]") count -= 1;
  }
  return count;
}

/**
 * The declarations of one API report: a Map from a key (`interface Foo`, `export { Bar }`) to the
 * declaration's lines without comments (overloads of a function share one key).
 */
export function parseReport(text) {
  const start = text.indexOf("```ts");
  const end = text.lastIndexOf("```");
  const body = start >= 0 && end > start ? text.slice(start + 5, end) : text;
  const declarations = new Map();
  let current;
  let open = 0;
  // Top-level declarations are separated by a blank line; a union's members, with doc comments
  // between them, are not.
  let boundary = true;
  for (const raw of body.split("\n")) {
    const trimmed = raw.trim();
    if (trimmed === "") {
      if (open === 0) boundary = true;
      continue;
    }
    if (/^(\/\/|\/\*|\*\/|\* |\*$)/.test(trimmed)) continue;
    if (open === 0) {
      if (/^import\s/.test(trimmed)) continue;
      const reexport = /^export\s*\{([^}]*)\}/.exec(trimmed);
      if (reexport) {
        for (const name of reexport[1]
          .split(",")
          .map((part) => part.trim())
          .filter(Boolean))
          declarations.set(`export { ${name} }`, [`export { ${name} }`]);
        continue;
      }
    }
    if (open === 0 && boundary) {
      const match = DECLARATION.exec(trimmed);
      const key = match ? `${match[1]} ${match[2]}` : trimmed;
      current = declarations.get(key) ?? [];
      declarations.set(key, current);
      boundary = false;
    }
    current?.push(trimmed);
    open = Math.max(0, open + depth(trimmed));
  }
  return declarations;
}

function isSubsequence(small, large) {
  let at = 0;
  for (const line of large) if (at < small.length && line === small[at]) at += 1;
  return at === small.length;
}

/**
 * What changed between two versions of one report: `[{ level, what }]`, `major` for a removed or
 * changed declaration, `minor` for a new one or one that only gained lines (a member, an overload).
 */
export function compareReports(baseText, headText) {
  const base = parseReport(baseText);
  const head = parseReport(headText);
  const changes = [];
  for (const [key, lines] of base) {
    const now = head.get(key);
    if (!now) changes.push({ level: "major", what: `removes ${key}` });
    else if (now.join("\n") === lines.join("\n")) continue;
    else if (isSubsequence(lines, now)) changes.push({ level: "minor", what: `extends ${key}` });
    else changes.push({ level: "major", what: `changes ${key}` });
  }
  for (const key of head.keys())
    if (!base.has(key)) changes.push({ level: "minor", what: `adds ${key}` });
  return changes;
}

/** The highest level each package is given by the changesets: Map(name -> { level, files }). */
export function changesetLevels(changesets) {
  const levels = new Map();
  for (const { file, text } of changesets) {
    const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
    if (!frontmatter) continue;
    for (const line of frontmatter[1].split(/\r?\n/)) {
      const entry = /^\s*["']?([^"':\s]+)["']?\s*:\s*(major|minor|patch|none)\s*$/.exec(line);
      if (!entry) continue;
      const [, name, level] = entry;
      const known = levels.get(name) ?? { level: "none", files: [] };
      known.files.push(file);
      if (LEVELS.indexOf(level) > LEVELS.indexOf(known.level)) known.level = level;
      levels.set(name, known);
    }
  }
  return levels;
}

/**
 * The problems, each a sentence: `baseReports` and `headReports` map a report path
 * (`packages/<folder>/api/<entry>.api.md`) to its text; `packageNames` maps a folder to its
 * package name; `changesets` are `{ file, text }`; `unreleased` holds the folders of packages
 * never released (asked nothing).
 */
export function checkChangesetLevels({
  baseReports,
  headReports,
  packageNames,
  changesets,
  unreleased = new Set(),
}) {
  const needed = new Map();
  const foldersAtBase = new Set([...baseReports.keys()].map((path) => REPORT.exec(path)?.[1]));
  for (const path of new Set([...baseReports.keys(), ...headReports.keys()])) {
    const report = REPORT.exec(path);
    if (!report || !foldersAtBase.has(report[1]) || unreleased.has(report[1])) continue;
    const folder = report[1];
    const name = packageNames.get(folder) ?? `@hostbridge/${folder}`;
    const base = baseReports.get(path);
    const head = headReports.get(path);
    const changes =
      base === undefined
        ? [{ level: "minor", what: `adds the entry point "${report[2]}"` }]
        : head === undefined
          ? [{ level: "major", what: `removes the entry point "${report[2]}"` }]
          : compareReports(base, head);
    if (changes.length === 0) continue;
    const entry = needed.get(name) ?? { level: "none", reasons: [] };
    for (const change of changes) {
      entry.reasons.push({ ...change, path });
      if (LEVELS.indexOf(change.level) > LEVELS.indexOf(entry.level)) entry.level = change.level;
    }
    needed.set(name, entry);
  }
  const asked = changesetLevels(changesets);
  const problems = [];
  for (const [name, { level, reasons }] of [...needed].sort(([a], [b]) => a.localeCompare(b))) {
    const given = asked.get(name) ?? { level: "none", files: [] };
    if (LEVELS.indexOf(given.level) >= LEVELS.indexOf(level)) continue;
    const why = reasons
      .filter((reason) => reason.level === level)
      .map((reason) => `  - ${reason.path} ${reason.what}`);
    const files =
      given.files.length > 3
        ? `${given.files.slice(0, 3).join(", ")} and ${given.files.length - 3} more`
        : given.files.join(", ");
    const from =
      given.files.length > 0
        ? `the changesets ask for ${given.level} (${files})`
        : "no changeset names it";
    problems.push(
      `${name} needs a ${level} changeset: its public API ${level === "major" ? "removes or changes something" : "adds something"}, and ${from}:\n${why.join("\n")}\n  Add one with \`npm run changeset\` ("${name}": ${level}) and say how to migrate${level === "major" ? ", or put the API back" : ""}.`,
    );
  }
  return problems;
}

function git(root, args) {
  return execFileSync("git", args, {
    cwd: root,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  });
}

function refExists(root, ref) {
  try {
    git(root, ["rev-parse", "--verify", "--quiet", `${ref}^{commit}`]);
    return true;
  } catch {
    return false;
  }
}

function workingTreeReports(root) {
  const reports = new Map();
  const packagesDir = join(root, "packages");
  for (const folder of readdirSync(packagesDir)) {
    const apiDir = join(packagesDir, folder, "api");
    if (!existsSync(apiDir)) continue;
    for (const file of readdirSync(apiDir).filter((name) => name.endsWith(".api.md")))
      reports.set(`packages/${folder}/api/${file}`, readFileSync(join(apiDir, file), "utf8"));
  }
  return reports;
}

/** Runs the check against git: `{ base, problems }`, or `{ skipped }` when no base ref exists. */
export function checkAgainstGit({ root, baseRef }) {
  const candidates = baseRef
    ? [baseRef]
    : [process.env.HOSTBRIDGE_API_BASE, "origin/main", "main"].filter(Boolean);
  const ref = candidates.find((candidate) => refExists(root, candidate));
  // (neither main nor origin/main when none was named: a checkout with no main to compare with, a
  // skip even in CI; a named base that is missing is the CI's mistake)
  const named = !!(baseRef || process.env.HOSTBRIDGE_API_BASE);
  if (!ref) return { skipped: `none of ${candidates.join(", ")} is a git ref here`, noRef: !named };
  let base;
  try {
    base = git(root, ["merge-base", "HEAD", ref]).trim();
  } catch {
    // A shallow clone has no history to meet in: fetch more (`fetch-depth: 0`) for the check.
    return { skipped: `HEAD and ${ref} have no merge base in this clone (shallow?)` };
  }
  const baseReports = new Map();
  for (const path of git(root, ["ls-tree", "-r", "--name-only", base, "--", "packages"]).split(
    "\n",
  ))
    if (REPORT.test(path)) baseReports.set(path, git(root, ["show", `${base}:${path}`]));
  const packageNames = new Map();
  const unreleased = new Set();
  for (const folder of readdirSync(join(root, "packages"))) {
    const manifest = join(root, "packages", folder, "package.json");
    if (!existsSync(manifest)) continue;
    packageNames.set(folder, JSON.parse(readFileSync(manifest, "utf8")).name);
    if (!existsSync(join(root, "packages", folder, "CHANGELOG.md"))) unreleased.add(folder);
  }
  const changesetDir = join(root, ".changeset");
  const changesets = existsSync(changesetDir)
    ? readdirSync(changesetDir)
        .filter((file) => file.endsWith(".md") && file !== "README.md")
        .map((file) => ({
          file: `.changeset/${file}`,
          text: readFileSync(join(changesetDir, file), "utf8"),
        }))
    : [];
  const problems = checkChangesetLevels({
    baseReports,
    headReports: workingTreeReports(root),
    packageNames,
    changesets,
    unreleased,
  });
  return { base: `${ref} (${base.slice(0, 8)})`, problems, unreleased };
}

function main() {
  const { values } = parseArgs({
    options: { base: { type: "string" }, root: { type: "string" } },
  });
  const root = resolve(values.root ?? join(dirname(fileURLToPath(import.meta.url)), ".."));
  const result = checkAgainstGit({ root, baseRef: values.base });
  if (result.skipped) {
    const isCI = process.env.CI === "true" || process.env.CI === "1";
    const message = `changeset level: ${result.skipped}; pass --base <ref> or set HOSTBRIDGE_API_BASE (in CI, check out with the history of main: fetch-depth: 0)`;
    if (isCI && !result.noRef) {
      console.error(message);
      process.exitCode = 1;
    } else console.warn(`${message}. Skipped.`);
    return;
  }
  if (result.problems.length > 0) {
    console.error(`\nchangeset level: compared with ${result.base}:\n`);
    for (const problem of result.problems) console.error(`- ${problem}\n`);
    process.exitCode = 1;
    return;
  }
  console.log(`changeset level: the changesets cover every public API change since ${result.base}`);
  if (result.unreleased.size > 0)
    console.log(
      `changeset level: not yet released, so asked nothing: ${[...result.unreleased].sort().join(", ")}`,
    );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
