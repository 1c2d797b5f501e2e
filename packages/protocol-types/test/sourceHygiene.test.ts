import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const SRC = fileURLToPath(new URL("../src/", import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(`${dir}${entry.name}/`)
      : entry.name.endsWith(".ts")
        ? [`${dir}${entry.name}`]
        : [],
  );
}

/** Source without comments and string literals, so only code is searched. */
function codeOnly(path: string): string {
  return readFileSync(path, "utf8")
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/\/\/.*$/gm, "")
    .replace(/"(?:[^"\\]|\\.)*"|`(?:[^`\\]|\\.)*`/g, '""');
}

const ROOT_ENTRY_FILES = sourceFiles(SRC).filter((path) => !path.includes("/schemas/"));

describe("package sources", () => {
  it("never type anything as any", () => {
    for (const path of sourceFiles(SRC)) {
      expect(codeOnly(path), path).not.toMatch(/\bany\b/);
    }
  });

  it("keep zod out of everything the root entry can reach, types included", () => {
    expect(ROOT_ENTRY_FILES.length).toBeGreaterThan(10);
    for (const path of ROOT_ENTRY_FILES) {
      expect(readFileSync(path, "utf8"), path).not.toMatch(
        /from "zod"|import\("zod"\)|from "\.\.?\/schemas/,
      );
    }
  });

  it("import zod as a namespace in the schemas, so bundlers can tree-shake it", () => {
    for (const path of sourceFiles(`${SRC}schemas/`)) {
      expect(readFileSync(path, "utf8"), path).not.toMatch(/import \{[^}]*\bz\b[^}]*\} from "zod"/);
    }
  });
});
