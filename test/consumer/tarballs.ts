// What must never be in a published tarball: a `workspace:` range (npm cannot install it), test
// files, or a source map whose sources reach outside the package (or need files it does not ship);
// what must always be: the LICENSE, and the files each export condition names (docs/publishing.md).
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve, sep } from "node:path";

const DEPENDENCY_FIELDS = [
  "dependencies",
  "devDependencies",
  "peerDependencies",
  "optionalDependencies",
];
const TEST_FILE = /(^|\/)(test|tests|__tests__|fixtures)\/|\.(test|spec|test-d)\.[cm]?[jt]sx?$/;
/** In the shipped sources a folder may be named fixtures (the host simulator's sample data). */
const SOURCE_TEST_FILE = /(^|\/)(test|tests|__tests__)\/|\.(test|spec|test-d)\.[cm]?[jt]sx?$/;

/** Every file path an `exports` value names, whatever its conditions. */
function exportTargets(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (value && typeof value === "object") return Object.values(value).flatMap(exportTargets);
  return [];
}

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

interface SourceMap {
  sources?: string[];
  sourcesContent?: (string | null)[];
}

/** The problems of one packed tarball, each a readable sentence (empty: none). */
export function tarballProblems(name: string, tarball: string): string[] {
  const dir = mkdtempSync(join(tmpdir(), "hb-tarball-"));
  try {
    execFileSync("tar", ["-xzf", tarball, "-C", dir]);
    const root = join(dir, "package");
    const problems: string[] = [];
    const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as Record<
      string,
      unknown
    >;
    for (const field of DEPENDENCY_FIELDS) {
      for (const [dep, range] of Object.entries((pkg[field] ?? {}) as Record<string, string>)) {
        if (range.startsWith("workspace:")) problems.push(`${name}: ${field}.${dep} is "${range}"`);
      }
    }
    if (!existsSync(join(root, "LICENSE"))) problems.push(`${name}: ships no LICENSE`);
    for (const target of exportTargets(pkg.exports)) {
      if (!target.includes("*") && !existsSync(join(root, target)))
        problems.push(`${name}: exports names ${target}, which it does not ship`);
    }
    for (const file of files(root)) {
      const path = relative(root, file).split(sep).join("/");
      const testFile = path.startsWith("src/") ? SOURCE_TEST_FILE : TEST_FILE;
      if (testFile.test(path) && !path.startsWith("dist/template/"))
        problems.push(`${name}: ships the test file ${path}`);
      if (!path.endsWith(".map")) continue;
      const map = JSON.parse(readFileSync(file, "utf8")) as SourceMap;
      (map.sources ?? []).forEach((source, index) => {
        const target = resolve(dirname(file), source);
        const embedded = typeof map.sourcesContent?.[index] === "string";
        if (!target.startsWith(root + sep))
          problems.push(`${name}: ${path} points outside the package at ${source}`);
        else if (!existsSync(target))
          problems.push(`${name}: ${path} names ${source}, which the package does not ship`);
        else if (embedded && existsSync(target))
          problems.push(`${name}: ${path} embeds ${source}, which the package ships beside it`);
      });
    }
    return problems;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
