// docs/architecture.md walks one request through the code as `file:function` steps; this test keeps
// each reference true (the file exists and declares the function; that the request runs through
// them, in order, is checked as it runs by packages/host-simulator/test/requestWalk.test.ts) and
// keeps the design in the repository: no file cites design notes kept outside it.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const DOC = readFileSync(join(ROOT, "docs", "architecture.md"), "utf8");

/** The numbered steps of the walk ("One request, ..." section). */
function walkSteps(doc: string): string[] {
  const start = doc.indexOf("\n## One request");
  const section = doc.slice(start, doc.indexOf("\n## ", start + 1));
  return section.split(/\n(?=\d+\. )/).filter((step) => /^\d+\. /.test(step));
}

/** Every `` `path/to/file.ts:name` `` reference in `text`. */
function references(text: string): { file: string; name: string }[] {
  return [...text.matchAll(/`([\w./-]+\.(?:ts|tsx|mjs)):#?([A-Za-z_$][\w$]*)`/g)].map((m) => ({
    file: m[1]!,
    name: m[2]!,
  }));
}

/** The names a source file declares: functions, variables, methods and properties (any depth). */
function declaredNames(path: string): Set<string> {
  const source = ts.createSourceFile(path, readFileSync(path, "utf8"), ts.ScriptTarget.Latest);
  const names = new Set<string>();
  const visit = (node: ts.Node) => {
    if (
      (ts.isFunctionDeclaration(node) ||
        ts.isVariableDeclaration(node) ||
        ts.isMethodDeclaration(node) ||
        ts.isPropertyAssignment(node) ||
        ts.isShorthandPropertyAssignment(node) ||
        ts.isClassDeclaration(node) ||
        ts.isPropertyDeclaration(node)) &&
      node.name &&
      (ts.isIdentifier(node.name) || ts.isPrivateIdentifier(node.name))
    )
      names.add(node.name.text.replace(/^#/, ""));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return names;
}

const SKIP = new Set(["node_modules", "dist", ".git", ".turbo", "coverage", "BENCHMARKS.md"]);
function repositoryFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIP.has(entry.name)) return [];
    const path = join(dir, entry.name);
    return entry.isDirectory() ? repositoryFiles(path) : [path];
  });
}

describe("docs/architecture.md", () => {
  const steps = walkSteps(DOC);

  it("walks one request in at most 12 steps, each naming a file:function", () => {
    expect(steps.length).toBeGreaterThan(0);
    expect(steps.length).toBeLessThanOrEqual(12);
    for (const step of steps) expect(references(step).length, step).toBeGreaterThan(0);
  });

  it("names only files that exist and functions they declare", () => {
    const missing = steps.flatMap(references).flatMap(({ file, name }) => {
      const path = join(ROOT, file);
      if (!existsSync(path)) return [`${file}: no such file`];
      return declaredNames(path).has(name) ? [] : [`${file}: declares no ${name}`];
    });
    expect(missing).toEqual([]);
  });

  it("finds a reference that does not exist (the check sees what it looks for)", () => {
    const step =
      "1. `packages/transport/src/bridge.ts:createBridge` then `packages/transport/src/bridge.ts:noSuchStep`";
    const [ok, stale] = references(step);
    expect(declaredNames(join(ROOT, ok!.file)).has(ok!.name)).toBe(true);
    expect(declaredNames(join(ROOT, stale!.file)).has(stale!.name)).toBe(false);
  });
});

describe("the design in the repository", () => {
  // Spelled in parts so that this file does not cite them itself.
  const outside = ["DESIGN", "STYLE"].map((name) => `${name}.md`);

  it("is cited from repository files only: no file mentions the design notes kept outside it", () => {
    const citing = repositoryFiles(ROOT)
      .filter((path) => !/\.(?:png|jpe?g|gif|ico|zip|tgz|gz|woff2?)$/.test(path))
      .filter((path) => {
        const text = readFileSync(path, "utf8");
        return outside.some((name) => text.includes(name));
      })
      .map((path) => relative(ROOT, path));
    expect(citing).toEqual([]);
  });
});
