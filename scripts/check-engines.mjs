#!/usr/bin/env node
// The oldest engine, held: the built browser code must run on Safari/iPadOS 15 (README "Supported
// engines"). Three checks over the packages' dist files:
// - syntax: esbuild reprints each file for `safari15` and for `esnext`; any difference is syntax it had
//   to lower (private methods parse on 15; class static blocks, `??=`... are checked the same way);
// - built-ins newer than Safari 15.0 (Array.prototype.at, Object.hasOwn, structuredClone, ...) must
//   not be used; `crypto.randomUUID` (15.4) only where a fallback is;
// - WebKit bug 236843 (Safari 14.1-15.x): a class-field initializer that reads a variable of an
//   enclosing scope may see the wrong value; initializers may read only globals, `this` and their own
//   locals (assign anything else in the constructor).
// `node scripts/check-engines.mjs` prints what it found and exits 1 on any finding; test/oldestEngine.test.ts runs it in CI.
import { readdirSync, readFileSync, existsSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { transformSync } from "esbuild";
import ts from "typescript";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
/** The packages whose code runs in the app's page (the host simulator is a developer tool: Node and desktop browsers). */
export const BROWSER_PACKAGES = [
  "protocol-types",
  "transport",
  "ui-api",
  "admin-api",
  "dsr-api",
  "peer-connectivity",
  "sdk",
  "react",
  "vue",
];
export const OLDEST = "safari15";
/** The oldest version of every engine in the README's table (esbuild targets); Safari is the binding one. */
export const OLDEST_TARGETS = [OLDEST, "chrome92", "edge92", "firefox90"];

/** Built-ins Safari 15.0 lacks, by the pattern that uses them, with the version that has them. */
const NEWER_BUILTINS = [
  [/\.at\(-?\d/, "Array/String.prototype.at (Safari 15.4)"],
  [/\bObject\.hasOwn\(/, "Object.hasOwn (Safari 15.4)"],
  [/\bstructuredClone\(/, "structuredClone (Safari 15.4)"],
  [/\.findLast(Index)?\(/, "Array.prototype.findLast (Safari 15.4)"],
  [/\.to(Sorted|Reversed|Spliced)\(/, "change-array-by-copy methods (Safari 16)"],
  [/\bAbortSignal\.(timeout|any)\(/, "AbortSignal.timeout/any (Safari 16/17.4)"],
  [/\bPromise\.withResolvers\(/, "Promise.withResolvers (Safari 17.4)"],
  [/\b(Object|Map)\.groupBy\(/, "Object/Map.groupBy (Safari 17.4)"],
  [/\bArray\.fromAsync\(/, "Array.fromAsync (Safari 16.4)"],
  [/\bcrypto\.randomUUID\b/, "crypto.randomUUID (Safari 15.4)"],
];
/**
 * crypto.randomUUID with a fallback (typeof check or optional call). AbortSignal#reason (15.4) is
 * only read, `undefined` before 15.4; both are removed in host-simulator/test/iosBridge.e2e.test.ts.
 */
const GUARDED = [/typeof crypto[^;]{0,80}randomUUID/, /randomUUID\?\.\(/];
/**
 * Uses allowed on purpose, with why: createMemoryTransportPair is for tests and Node (server-side
 * rendering), where structuredClone exists; it is not used on a page (its docs say Safari 15.4+).
 */
// (`let`: the dist is syntax-minified, tooling/tsup.ts)
const EXEMPT = [/(?:const|let) copy = structuredClone\(message\)/];

/** The dist JavaScript files of the browser packages (missing dist: reported, not skipped). */
export function distFiles() {
  const files = [];
  const missing = [];
  for (const name of BROWSER_PACKAGES) {
    const dist = join(ROOT, "packages", name, "dist");
    if (!existsSync(dist)) {
      missing.push(name);
      continue;
    }
    for (const entry of readdirSync(dist, { recursive: true }))
      if (/\.(m?js|cjs)$/.test(entry) && !entry.endsWith(".map")) files.push(join(dist, entry));
  }
  return { files, missing };
}

/** Syntax `code` needs lowered for the oldest engines (empty when none). */
export function syntaxFindings(code, file = "input.js") {
  const format = file.endsWith("global.js") ? undefined : /\.cjs$/.test(file) ? "cjs" : "esm";
  const print = (target) => transformSync(code, { target, format, loader: "js" }).code;
  const findings = [];
  const esnext = print("esnext");
  for (const target of OLDEST_TARGETS) {
    try {
      const lowered = print(target);
      if (lowered === esnext) continue;
      const a = esnext.split("\n");
      const line = a.findIndex((text, i) => text !== lowered.split("\n")[i]);
      findings.push(`needs lowering for ${target} near: ${a[line]?.trim().slice(0, 120)}`);
    } catch (error) {
      findings.push(`does not build for ${target}: ${error.message.split("\n")[0]}`);
    }
  }
  return findings;
}

/** Built-ins newer than the oldest engine that `code` uses without a fallback. */
export function builtinFindings(code) {
  const found = [];
  for (const line of code.split("\n"))
    for (const [pattern, name] of NEWER_BUILTINS)
      if (pattern.test(line) && ![...GUARDED, ...EXEMPT].some((allowed) => allowed.test(line)))
        found.push(`uses ${name}: ${line.trim().slice(0, 120)}`);
  return found;
}

const declaredNames = (node, names = new Set()) => {
  const visit = (n) => {
    if (
      (ts.isVariableDeclaration(n) || ts.isParameter(n) || ts.isBindingElement(n)) &&
      ts.isIdentifier(n.name)
    )
      names.add(n.name.text);
    if (
      (ts.isFunctionDeclaration(n) ||
        ts.isClassDeclaration(n) ||
        ts.isImportSpecifier(n) ||
        ts.isImportClause(n) ||
        ts.isNamespaceImport(n) ||
        ts.isFunctionExpression(n) ||
        ts.isClassExpression(n)) &&
      n.name
    )
      names.add(n.name.text);
    ts.forEachChild(n, visit);
  };
  visit(node);
  return names;
};

const isReference = (id) => {
  const parent = id.parent;
  if (ts.isPropertyAccessExpression(parent) && parent.name === id) return false;
  if ((ts.isPropertyAssignment(parent) || ts.isMethodDeclaration(parent)) && parent.name === id)
    return false;
  if (
    (ts.isParameter(parent) || ts.isVariableDeclaration(parent) || ts.isBindingElement(parent)) &&
    parent.name === id
  )
    return false;
  return !ts.isLabeledStatement(parent) && !ts.isPropertyDeclaration(parent);
};

/** Class-field initializers that read a variable of an enclosing scope (WebKit bug 236843). */
export function classFieldFindings(code, file = "input.js") {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const inFile = declaredNames(source);
  const found = [];
  const visit = (node) => {
    if (
      ts.isPropertyDeclaration(node) &&
      node.initializer &&
      !node.modifiers?.some((m) => m.kind === ts.SyntaxKind.StaticKeyword)
    ) {
      const own = declaredNames(node.initializer);
      const reads = new Set();
      const collect = (n) => {
        if (ts.isIdentifier(n) && isReference(n) && inFile.has(n.text) && !own.has(n.text))
          reads.add(n.text);
        ts.forEachChild(n, collect);
      };
      collect(node.initializer);
      if (reads.size)
        found.push(
          `class field ${node.name.getText(source)} reads ${[...reads].join(", ")} of an enclosing scope (WebKit bug 236843): assign it in the constructor`,
        );
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every finding over the built browser packages, as "file: finding" lines. */
export function checkEngines() {
  const { files, missing } = distFiles();
  const findings = missing.map(
    (name) => `packages/${name}/dist is missing: run \`pnpm build\` first`,
  );
  for (const file of files) {
    const code = readFileSync(file, "utf8");
    const where = relative(ROOT, file);
    for (const finding of [
      ...syntaxFindings(code, file),
      ...builtinFindings(code),
      ...classFieldFindings(code, file),
    ])
      findings.push(`${where}: ${finding}`);
  }
  return { files: files.length, findings };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { files, findings } = checkEngines();
  for (const finding of findings) console.error(finding);
  console.log(`check-engines: ${files} files for ${OLDEST}, ${findings.length} finding(s)`);
  process.exit(findings.length ? 1 : 0);
}
