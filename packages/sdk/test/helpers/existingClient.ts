// Reads the platform's existing client, `@pitcher/js-api` (a test-only devDependency), from its
// shipped files at test time, for the API-parity test: which high-level request types it sends,
// which event names it knows, which high-level methods it exposes. Facts only: nothing of it is
// copied into HostBridge, and no list of its names is kept in this repository.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import ts from "typescript";

const require = createRequire(import.meta.url);

/** The folder of the installed `@pitcher/js-api` package. */
export const existingClientDir = (): string =>
  dirname(require.resolve("@pitcher/js-api/package.json"));

/** The text of one shipped file of the existing client (path relative to its package folder). */
export const readExistingClientFile = (path: string): string =>
  readFileSync(join(existingClientDir(), path), "utf8");

/** The version of the installed existing client. */
export const existingClientVersion = (): string =>
  (JSON.parse(readExistingClientFile("package.json")) as { version: string }).version;

const ENVIRONMENT_PREFIX = /^(ui|admin|dsr)_/;

const parse = (name: string, text: string, kind: ts.ScriptKind) =>
  ts.createSourceFile(name, text, ts.ScriptTarget.Latest, true, kind);

const stringValue = (node: ts.Node | undefined): string | undefined =>
  node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
    ? node.text
    : undefined;

/** The name of the function, method or property the node sits in (bundler suffixes like `$2` dropped). */
function enclosingName(node: ts.Node): string | undefined {
  for (let at: ts.Node | undefined = node.parent; at; at = at.parent) {
    const named =
      ts.isFunctionDeclaration(at) ||
      ts.isMethodDeclaration(at) ||
      ts.isPropertyAssignment(at) ||
      ts.isFunctionExpression(at)
        ? at.name
        : undefined;
    if (named && (ts.isIdentifier(named) || ts.isStringLiteral(named)))
      return named.text.replace(/\$\d+$/, "");
  }
  return undefined;
}

/**
 * Every high-level request type a bundle sends, with the names of the functions that send it:
 * the call sites `<anything>.request("<type>", ...)` whose first argument is a string literal,
 * found by parsing the bundle (comments and strings that merely mention a call do not count).
 * `ui_*`, `admin_*` and `dsr_*` requests belong to the environment APIs and are left out.
 */
export function requestTypesSentBy(bundle: string): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  const visit = (node: ts.Node): void => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === "request"
    ) {
      const type = stringValue(node.arguments[0]);
      if (type && !ENVIRONMENT_PREFIX.test(type)) {
        const senders = found.get(type) ?? new Set<string>();
        const name = enclosingName(node);
        if (name) senders.add(name);
        found.set(type, senders);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(parse("bundle.js", bundle, ts.ScriptKind.JS));
  return found;
}

/** The values of every `enum *EventName` in a declaration file (the event names the client knows). */
export function eventNamesDeclaredBy(declarations: string): string[] {
  const names: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isEnumDeclaration(node) && node.name.text.endsWith("EventName"))
      for (const member of node.members) {
        const value = stringValue(member.initializer);
        if (value) names.push(value);
      }
    ts.forEachChild(node, visit);
  };
  visit(parse("interfaces.d.ts", declarations, ts.ScriptKind.TS));
  return names;
}

/** The member names of the object `createHighLevelApi()` returns, from its declaration file. */
export function highLevelMethodNamesDeclaredBy(declarations: string): string[] {
  const names: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isFunctionDeclaration(node) &&
      node.name?.text === "createHighLevelApi" &&
      node.type &&
      ts.isTypeLiteralNode(node.type)
    )
      for (const member of node.type.members)
        if (member.name && ts.isIdentifier(member.name)) names.push(member.name.text);
    ts.forEachChild(node, visit);
  };
  visit(parse("HighLevelApi.d.ts", declarations, ts.ScriptKind.TS));
  return names;
}

/** The shipped files the parity test reads. */
export const EXISTING_CLIENT_FILES = {
  bundle: "js-api.esm.js",
  events: "lib/sdk/interfaces.d.ts",
  highLevelApi: "lib/sdk/api/HighLevelApi.d.ts",
} as const;

/** The entries of `theirs` that `ours` lacks, sorted. */
export const missingFrom = (ours: Iterable<string>, theirs: Iterable<string>): string[] => {
  const have = new Set(ours);
  return [...new Set(theirs)].filter((name) => !have.has(name)).sort();
};
