// A file name says what one file holds (issue 43, "Names that say one thing"): within one package or
// app, no two source files share a name, so a name in a stack trace, a doc or a review points at one
// file. The one exception is `index.ts` where each copy is the entry point of the package or of one of
// its subpath exports (package.json `exports` names it under the source condition): a subpath's entry
// is its own public surface, and `index.ts` is what the exports map and the bundler config expect.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

/** The `src/` files of a package or app (paths relative to it) whose names appear more than once. */
function repeatedNames(files: readonly string[]): Map<string, string[]> {
  const byName = new Map<string, string[]>();
  for (const file of files)
    byName.set(basename(file), [...(byName.get(basename(file)) ?? []), file]);
  return new Map([...byName].filter(([, paths]) => paths.length > 1));
}

/** The files package.json `exports` names as entry points (its source condition), relative to it. */
function exportedEntries(dir: string): Set<string> {
  const path = join(dir, "package.json");
  if (!existsSync(path)) return new Set();
  const { exports } = JSON.parse(readFileSync(path, "utf8")) as { exports?: unknown };
  const entries = new Set<string>();
  const visit = (value: unknown) => {
    if (typeof value === "string") entries.add(value.replace(/^\.\//, ""));
    else if (value && typeof value === "object") Object.values(value).forEach(visit);
  };
  visit(exports);
  return entries;
}

/** The repeated names that are not allowed: every repeat except entry points named `index.ts`. */
function unexplainedRepeats(files: readonly string[], entries: Set<string>): string[] {
  return [...repeatedNames(files)]
    .filter(([name, paths]) => name !== "index.ts" || !paths.every((path) => entries.has(path)))
    .map(([name, paths]) => `${name}: ${paths.join(", ")}`);
}

const WORKSPACES = ["packages", "apps"].flatMap((group) =>
  readdirSync(join(ROOT, group))
    .map((name) => join(ROOT, group, name))
    .filter((dir) => existsSync(join(dir, "src"))),
);

describe("source file names", () => {
  it.each(WORKSPACES.map((dir) => [relative(ROOT, dir), dir]))(
    "%s has no file name twice in src/ (an index.ts twice only as export entry points)",
    (_, dir) => {
      const files = filesUnder(join(dir, "src")).map((file) => relative(dir, file));
      expect(unexplainedRepeats(files, exportedEntries(dir))).toEqual([]);
    },
  );

  it("finds a name used twice, and an index.ts that is not an export's entry point", () => {
    const entries = new Set(["src/index.ts", "src/wire/index.ts"]);
    expect(unexplainedRepeats(["src/index.ts", "src/wire/index.ts", "src/a.ts"], entries)).toEqual(
      [],
    );
    expect(
      unexplainedRepeats(["src/types.ts", "src/handlers/types.ts", "src/index.ts"], entries),
    ).toEqual(["types.ts: src/types.ts, src/handlers/types.ts"]);
    expect(unexplainedRepeats(["src/index.ts", "src/fixtures/index.ts"], entries)).toEqual([
      "index.ts: src/index.ts, src/fixtures/index.ts",
    ]);
  });
});
