// The package graph stays one-way and honest (docs/architecture.md "Packages and the direction of
// imports"): no package imports another package's internals, nothing under packages/ or tooling/
// imports from apps/, no package's sources import each other in a circle (type-only imports
// count: a cycle of types is as hard to follow as one of values), and the dev host page does not import
// the Playwright kit (an app in a frame with a simulated host is the simulator's: its `./frame` entry). Import specifiers are read with the
// TypeScript compiler's own pre-processor, so comments and strings never count as imports.
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const SOURCE = /\.(?:[cm]?ts|tsx|[cm]?js|vue)$/;
const SKIP = new Set(["node_modules", "dist", "coverage", ".turbo"]);

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIP.has(entry.name)) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return SOURCE.test(entry.name) && !entry.name.endsWith(".d.ts") ? [path] : [];
  });
}

/** The module specifiers a file imports or re-exports (static, dynamic and `import type`). */
function specifiersOf(path: string): string[] {
  const info = ts.preProcessFile(readFileSync(path, "utf8"), true, true);
  return info.importedFiles.map((file) => file.fileName);
}

const PACKAGES = readdirSync(join(ROOT, "packages")).filter((name) =>
  existsSync(join(ROOT, "packages", name, "package.json")),
);
const APP_PACKAGE_NAMES = readdirSync(join(ROOT, "apps"))
  .map((name) => join(ROOT, "apps", name, "package.json"))
  .filter((path) => existsSync(path))
  .map((path) => (JSON.parse(readFileSync(path, "utf8")) as { name: string }).name);

/** `"<file>: <specifier>"` for every import under `dirs` that `bad` refuses. */
function offending(dirs: string[], bad: (specifier: string, file: string) => boolean): string[] {
  return dirs.flatMap((dir) =>
    filesUnder(dir).flatMap((file) =>
      specifiersOf(file)
        .filter((specifier) => bad(specifier, file))
        .map((specifier) => `${relative(ROOT, file)}: ${specifier}`),
    ),
  );
}

const intoApps = (specifier: string, file: string) =>
  (specifier.startsWith(".") &&
    resolve(dirname(file), specifier).startsWith(join(ROOT, "apps") + sep)) ||
  APP_PACKAGE_NAMES.some((name) => specifier == name || specifier.startsWith(`${name}/`));

const internalOf = (specifier: string) => /^@hostbridge\/[^/]+\/internal(?:\/|$)/.test(specifier);

const theKit = (specifier: string) => /^@hostbridge\/playwright(?:\/|$)/.test(specifier);
const DEV_HOST = join(ROOT, "apps", "dev-host");

/** Resolves a relative specifier to a source file of the same package, as the bundlers do. */
function resolveRelative(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  const stem = base.replace(/\.(?:[cm]?js)$/, "");
  for (const candidate of [base, `${stem}.ts`, `${stem}.tsx`, join(base, "index.ts")])
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
}

/** Every import cycle among the files under `src`, each as the list of its files. */
function cyclesIn(src: string): string[][] {
  const graph = new Map<string, string[]>();
  for (const file of filesUnder(src))
    graph.set(
      file,
      specifiersOf(file)
        .filter((specifier) => specifier.startsWith("."))
        .map((specifier) => resolveRelative(file, specifier))
        .filter((target): target is string => !!target),
    );
  const cycles: string[][] = [];
  const state = new Map<string, "open" | "done">();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, "open");
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) == "open") cycles.push(stack.slice(stack.indexOf(next)));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, "done");
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return cycles.map((cycle) => cycle.map((file) => relative(ROOT, file)));
}

describe("the package graph", () => {
  const scanned = [...PACKAGES.map((name) => join(ROOT, "packages", name)), join(ROOT, "tooling")];

  it("has no import of another package's ./internal, anywhere in packages/ or tooling/", () => {
    expect(offending(scanned, internalOf)).toEqual([]);
  });

  it("has no import from apps/ in packages/ or tooling/ (imports point down, never up)", () => {
    expect(APP_PACKAGE_NAMES.length).toBeGreaterThan(0);
    expect(offending(scanned, intoApps)).toEqual([]);
  });

  it("finds what it looks for (the scan sees a re-export from apps/ and an ./internal import)", () => {
    const file = join(ROOT, "tooling", "probe.ts");
    expect(intoApps("../apps/example-app/src/dom", file)).toBe(true);
    expect(intoApps("./chromium.mjs", file)).toBe(false);
    expect(intoApps("@hostbridge/example-app", file)).toBe(
      APP_PACKAGE_NAMES.includes("@hostbridge/example-app"),
    );
    expect(internalOf("@hostbridge/transport/internal")).toBe(true);
    expect(internalOf("@hostbridge/protocol-types/wire")).toBe(false);
    expect(
      ts
        .preProcessFile('export { h } from "../apps/x";\n// import "../apps/y"', true, true)
        .importedFiles.map((f) => f.fileName),
    ).toEqual(["../apps/x"]);
  });

  it("has no import of the Playwright kit in the dev host, nor a dependency on it", () => {
    expect(offending([DEV_HOST], theKit)).toEqual([]);
    const manifest = JSON.parse(readFileSync(join(DEV_HOST, "package.json"), "utf8")) as Record<
      string,
      Record<string, string> | undefined
    >;
    const listed = ["dependencies", "devDependencies", "peerDependencies"].flatMap((field) =>
      Object.keys(manifest[field] ?? {}),
    );
    expect(listed.filter(theKit)).toEqual([]);
    // (the scan sees what it looks for: the kit's subpaths count, a package named alike does not)
    expect(filesUnder(DEV_HOST).length).toBeGreaterThan(10);
    expect(["@hostbridge/playwright/scenario", "@hostbridge/playwright"].every(theKit)).toBe(true);
    expect(theKit("@hostbridge/playwright-extra")).toBe(false);
  });

  it("finds a cycle of type imports (the walk sees what it looks for)", () => {
    const dir = mkdtempSync(join(tmpdir(), "cycles-"));
    try {
      writeFileSync(join(dir, "a.ts"), 'import type { B } from "./b";\nexport type A = B[];\n');
      writeFileSync(
        join(dir, "b.ts"),
        'import type { A } from "./a.js";\nexport type B = { a?: A };\n',
      );
      writeFileSync(join(dir, "c.ts"), 'import type { A } from "./a";\nexport type C = A;\n');
      expect(cyclesIn(dir).map((cycle) => cycle.length)).toEqual([2]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.each(PACKAGES)("has no import cycle inside packages/%s/src, type imports included", (name) => {
    expect(cyclesIn(join(ROOT, "packages", name, "src"))).toEqual([]);
  });
});
