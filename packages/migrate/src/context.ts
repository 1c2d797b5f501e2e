import type { CompatRuleId } from "@hostbridge/compat";
import ts from "typescript";
import { MESSAGES } from "./messages";
import type { OurTypeExports } from "./typeExports";

/**
 * What a rewrite or a report belongs to: one of compat's rules, or `null` for leaving compat itself
 * (imports, package.json, types, options), which only a run of every rule does.
 */
export type Scope = CompatRuleId | null;

/** One text replacement in a source (offsets into the text the AST was parsed from). */
export interface Edit {
  start: number;
  end: number;
  text: string;
}

/** A place in a file: 1-based line and column. */
export interface Place {
  line: number;
  column: number;
}

/** Something the codemod changed. */
export interface Change extends Place {
  what: string;
  /** The modernise rule it belongs to (none: the first step, or leaving compat). */
  rule?: CompatRuleId;
}

/** Something the codemod left as it was and a person must look at. */
export interface Finding extends Place {
  why: string;
  /** The modernise rule it belongs to (none: the first step, or leaving compat). */
  rule?: CompatRuleId;
}

/**
 * A place in a script of the app that a pass over another script (or this one) found, following a
 * value there (a rejection handed to a helper of the app's own): reported in the script it is in,
 * naming the places that lead there (`src/app.ts:7`), once however many lead there.
 */
export interface FollowedFinding {
  /** The script the place is in. */
  sf: ts.SourceFile;
  /** 1-based, in that script. */
  place: Place;
  /** The same decision from wherever it is reached (one report line). */
  key: string;
  /** What to say there; `from` names the places that lead there. */
  why: (from: string) => string;
  rule: CompatRuleId;
  /** The place of the script being transformed that leads there. */
  from: Place;
}

/** What the passes over one parsed source share. */
export interface SourceContext {
  readonly sf: ts.SourceFile;
  readonly checker: ts.TypeChecker;
  /** Every script of the app the program holds (its own sources, not declaration files). */
  readonly appSources: readonly ts.SourceFile[];
  /** Places found in other scripts (or this one) by following a value there: see {@link FollowedFinding}. */
  readonly followed: FollowedFinding[];
  readonly edits: Edit[];
  readonly changes: Change[];
  readonly findings: Finding[];
  /** Our value exports (to check that an imported name exists). */
  readonly sdkExports: ReadonlySet<string>;
  /** Our type exports, for a type of the client with a same-named one of ours. */
  readonly typeExports: OurTypeExports;
  /** The rules this run modernises. */
  readonly rules: ReadonlySet<CompatRuleId>;
  /** Whether this run leaves compat for `@hostbridge/sdk` (a run of every rule). */
  readonly leaving: boolean;
  /**
   * Rules held back (a checked run rolled them back): their rewrites are reported where they
   * would have been made, never made; their other places are reported as usual.
   */
  readonly withheld: ReadonlySet<CompatRuleId>;
  /**
   * Calls of the existing client's method names on values of unknown type (`this.$pitcher.ui` in
   * plain JavaScript): said once for the whole app (see `untyped.ts`), not a line per place.
   */
  readonly untyped: { expression: string; place: Place }[];
}

/**
 * Whether a rewrite of `scope` is done in this run: its rule is run, and either the app leaves
 * compat now or the rewritten code works on compat as well (`onCompat`, proven by the caller).
 */
export function applies(ctx: SourceContext, scope: Scope, onCompat = false): boolean {
  if (scope === null) return ctx.leaving;
  return ctx.rules.has(scope) && (ctx.leaving || onCompat);
}

const ruleOf = (scope: Scope) => (scope === null ? {} : { rule: scope });

/**
 * Whether a rewrite of `scope` at `node` is held back (its rule was rolled back, see
 * {@link SourceContext.withheld}): then the place is reported with what would have been done.
 */
export function heldBack(
  ctx: SourceContext,
  node: ts.Node,
  what: string,
  scope: Scope,
  onCompat = false,
): boolean {
  if (scope === null || !ctx.withheld.has(scope) || !(ctx.leaving || onCompat)) return false;
  ctx.findings.push({
    ...placeOf(ctx, node),
    why: MESSAGES.withheldRule(what, scope),
    rule: scope,
  });
  return true;
}

/** The 1-based line and column of `node`'s start. */
export function placeOf(ctx: SourceContext, node: ts.Node): Place {
  const { line, character } = ctx.sf.getLineAndCharacterOfPosition(node.getStart(ctx.sf));
  return { line: line + 1, column: character + 1 };
}

/** Records a change at `node` (its edits are the caller's), when `scope` applies (see {@link applies}). */
export function changed(ctx: SourceContext, node: ts.Node, what: string, scope: Scope): void {
  ctx.changes.push({ ...placeOf(ctx, node), what, ...ruleOf(scope) });
}

/**
 * Records a replacement of `node`'s text and what it changed, when `scope` applies (see
 * {@link applies}); returns whether it did.
 */
export function replace(
  ctx: SourceContext,
  node: ts.Node,
  text: string,
  what: string,
  scope: Scope,
  onCompat = false,
): boolean {
  if (!applies(ctx, scope, onCompat)) {
    heldBack(ctx, node, what, scope, onCompat);
    return false;
  }
  ctx.edits.push({ start: node.getStart(ctx.sf), end: node.getEnd(), text });
  changed(ctx, node, what, scope);
  return true;
}

const TEST_RUNNERS: ReadonlySet<string> = new Set(["vi", "jest"]);
const TEST_DOUBLES: ReadonlySet<string> = new Set(["fn", "mock", "doMock", "spyOn", "stubGlobal"]);

/** The name a callee calls (`fn` of `vi.fn`, `mockResolvedValue` of `api.get.mockResolvedValue`). */
function calleeName(callee: ts.Expression): { name: string; on: ts.Expression | undefined } {
  if (ts.isPropertyAccessExpression(callee))
    return { name: callee.name.text, on: callee.expression };
  return { name: ts.isIdentifier(callee) ? callee.text : "", on: undefined };
}

/** Whether a call of an assertion chain starts at `expect(...)` (`expect(x).not.toBe(y)`). */
function isAssertion(on: ts.Expression | undefined): boolean {
  let at = on;
  while (at && (ts.isPropertyAccessExpression(at) || ts.isCallExpression(at))) {
    if (
      ts.isCallExpression(at) &&
      ts.isIdentifier(at.expression) &&
      at.expression.text === "expect"
    )
      return true;
    at = ts.isPropertyAccessExpression(at) ? at.expression : at.expression;
  }
  return false;
}

/**
 * Whether `node` is inside what a test hands its runner: an argument of a test double (`vi.fn(...)`,
 * `vi.mock(path, factory)`, `jest.spyOn`, `x.mockResolvedValue(...)`, `x.mockImplementation(...)`)
 * or of an assertion (`expect(...)`, `.toEqual(...)`). That is the test's own payload, not the app's
 * behaviour: no place there is a finding.
 */
function insideTestDouble(node: ts.Node): boolean {
  // (a module a test names, `vi.importActual("@pitcher/js-api")`, is its wiring: that stays work)
  if (ts.isCallExpression(node) && node.arguments[0] && ts.isStringLiteral(node.arguments[0]))
    return false;
  for (let at: ts.Node = node; at.parent; at = at.parent) {
    const call = at.parent;
    if (!ts.isCallExpression(call) || call.expression === at) continue;
    const { name, on } = calleeName(call.expression);
    if (/^mock[A-Z]/.test(name) || name === "expect" || (/^to[A-Z]/.test(name) && isAssertion(on)))
      return true;
    if (TEST_DOUBLES.has(name) && on && ts.isIdentifier(on) && TEST_RUNNERS.has(on.text))
      return true;
  }
  return false;
}

/**
 * Records a place that needs a person, when this run covers `scope` (never inside a test's own
 * doubles and assertions: see {@link insideTestDouble}).
 */
export function flag(ctx: SourceContext, node: ts.Node, why: string, scope: Scope): void {
  if (insideTestDouble(node)) return;
  if (scope === null ? !ctx.leaving : !ctx.rules.has(scope) && !ctx.withheld.has(scope)) return;
  ctx.findings.push({ ...placeOf(ctx, node), why, ...ruleOf(scope) });
}

/**
 * Records a place of `sf` (a script of the app, maybe another than the one transformed) reached from
 * `from` in this one, when this run covers `scope` (never inside a test's own doubles and assertions).
 */
export function flagFollowed(
  ctx: SourceContext,
  sf: ts.SourceFile,
  node: ts.Node,
  from: ts.Node,
  why: (from: string) => string,
  scope: CompatRuleId,
): void {
  if (insideTestDouble(node) || insideTestDouble(from)) return;
  if (!ctx.rules.has(scope) && !ctx.withheld.has(scope)) return;
  const { line, character } = sf.getLineAndCharacterOfPosition(node.getStart(sf));
  ctx.followed.push({
    sf,
    place: { line: line + 1, column: character + 1 },
    key: `${node.getStart(sf)}\u0000${why("")}`,
    why,
    rule: scope,
    from: placeOf(ctx, from),
  });
}

/** The symbol `node` names, through import aliases. */
export function resolvedSymbol(ctx: SourceContext, node: ts.Node): ts.Symbol | undefined {
  const symbol = ctx.checker.getSymbolAtLocation(node);
  if (symbol && symbol.flags & ts.SymbolFlags.Alias) return ctx.checker.getAliasedSymbol(symbol);
  return symbol;
}

/** The existing client's symbol an identifier names through aliases (imports, re-exports). */
export function oldClientSymbol(ctx: SourceContext, name: ts.Identifier): ts.Symbol | undefined {
  let symbol = ctx.checker.getSymbolAtLocation(name);
  if (!symbol || !(symbol.flags & ts.SymbolFlags.Alias)) return undefined;
  symbol = ctx.checker.getAliasedSymbol(symbol);
  const declarations = symbol.declarations ?? [];
  return declarations.length > 0 && declarations.every(declaredByOldClient) ? symbol : undefined;
}

/** Whether a declaration comes from the existing client's package or from compat's. */
export function declaredByOldClient(declaration: ts.Declaration): boolean {
  return clientFile(declaration.getSourceFile().fileName);
}

/** Whether a file is a declaration file of the existing client's package or of compat's. */
export function clientFile(file: string): boolean {
  return (
    file.includes("/@pitcher/js-api/") ||
    file.includes("/@hostbridge/compat/") ||
    file.includes("/packages/compat/")
  );
}

/** Whether `node` is written (assigned, deleted, incremented) rather than read. */
export function isWritten(node: ts.Node): boolean {
  const parent = node.parent;
  return (
    (ts.isBinaryExpression(parent) &&
      parent.left === node &&
      parent.operatorToken.kind >= ts.SyntaxKind.FirstAssignment &&
      parent.operatorToken.kind <= ts.SyntaxKind.LastAssignment) ||
    ts.isPrefixUnaryExpression(parent) ||
    ts.isPostfixUnaryExpression(parent) ||
    ts.isDeleteExpression(parent)
  );
}

/** Calls `visit` on every node under `root`, depth first. */
export function walk(root: ts.Node, visit: (node: ts.Node) => void): void {
  const step = (node: ts.Node): void => {
    visit(node);
    ts.forEachChild(node, step);
  };
  step(root);
}
