// The existing client's API objects (`useUi()`, `useAdmin()`, `useDsr()`, `usePitcherApi()`): which
// expressions hold one, their members renamed to ours, and the calls whose behaviour differs.
import ts from "typescript";
import type { SourceContext } from "./context";
import { flag, replace, walk } from "./context";
import type { ImportedBindings } from "./imports";
import type { ApiKind } from "./names";
import { FACTORIES, ourMemberName } from "./names";

/** The existing client's export a callee names (`useUi`, `pitcher.useUi`), if any. */
export function exportNamed(
  ctx: SourceContext,
  bindings: ImportedBindings,
  callee: ts.Expression,
): string | undefined {
  if (ts.isIdentifier(callee)) {
    const symbol = ctx.checker.getSymbolAtLocation(callee);
    return symbol ? bindings.named.get(symbol) : undefined;
  }
  if (ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.expression)) {
    const symbol = ctx.checker.getSymbolAtLocation(callee.expression);
    if (symbol && bindings.namespaces.has(symbol)) return callee.name.text;
  }
  return undefined;
}

/** The API kind `expression` holds: a tracked variable or a direct factory call. */
export function apiKindOf(
  ctx: SourceContext,
  bindings: ImportedBindings,
  expression: ts.Expression,
): ApiKind | undefined {
  if (ts.isIdentifier(expression)) {
    const symbol = ctx.checker.getSymbolAtLocation(expression);
    return symbol ? ctx.apiSymbols.get(symbol) : undefined;
  }
  if (ts.isCallExpression(expression)) {
    const name = exportNamed(ctx, bindings, expression.expression);
    return name === undefined ? undefined : FACTORIES[name];
  }
  if (ts.isParenthesizedExpression(expression))
    return apiKindOf(ctx, bindings, expression.expression);
  return undefined;
}

/** Finds the variables initialised with an API object (`const ui = useUi()`). */
export function trackApiObjects(ctx: SourceContext, bindings: ImportedBindings): void {
  walk(ctx.sf, (node) => {
    if (!ts.isVariableDeclaration(node) || !node.initializer || !ts.isIdentifier(node.name)) return;
    const kind = apiKindOf(ctx, bindings, node.initializer);
    const symbol = ctx.checker.getSymbolAtLocation(node.name);
    if (kind && symbol) ctx.apiSymbols.set(symbol, kind);
  });
}

const FACTORY_OPTIONS =
  "ours takes options too, with other defaults: a 30 s timeout per call, hostOrigin to set in production, " +
  "fetchMode 'prefer-online' only with your own onlineHandlers (no built-in REST handlers), errorLogger is logger, " +
  "and a call with other options retires the previous instance";

/** Renames members of API objects and reports the calls that differ in behaviour. */
export function rewriteApiMembers(ctx: SourceContext, bindings: ImportedBindings): void {
  walk(ctx.sf, (node) => {
    if (ts.isPropertyAccessExpression(node)) renameMember(ctx, bindings, node);
    if (ts.isCallExpression(node)) checkCall(ctx, bindings, node);
    if (ts.isPropertyAccessExpression(node) && node.name.text === "jsApiLocation") {
      flag(
        ctx,
        node,
        "reads jsApiLocation from the parent window: ours detects the environment from the jsApiLocation query parameter (detectLocation()); a cross-origin parent hides this property",
      );
    }
  });
}

function renameMember(
  ctx: SourceContext,
  bindings: ImportedBindings,
  node: ts.PropertyAccessExpression,
): void {
  const kind = apiKindOf(ctx, bindings, node.expression);
  if (kind === "impact" && node.name.text === "crmQueryAdaptive") {
    flag(
      ctx,
      node.name,
      "crmQueryAdaptive is not offered: call crmQuery (Web) or crmSmartQuery (iOS) as the environment's mode says",
    );
  }
  if (kind === undefined || kind === "impact") return;
  const name = node.name.text;
  const ours = ourMemberName(kind, name);
  if (ours === undefined) {
    flag(
      ctx,
      node.name,
      `${kind}.${name} has no equivalent in our ${kind} API: see docs/migration.md`,
    );
    return;
  }
  if (ours !== name) replace(ctx, node.name, ours, `${kind}.${name} -> ${kind}.${ours}`);
  const call = node.parent;
  if (!ts.isCallExpression(call) || call.expression !== node) return;
  if (ours === "getAppConfig" && call.arguments.length > 0) {
    flag(
      ctx,
      call,
      `${kind}.getAppConfig() takes no payload in ours (the host knows the app): drop the argument after checking it named this app`,
    );
  }
  if (ours === "openGlobalPopup" && call.arguments.length > 0) {
    flag(
      ctx,
      call,
      "ui.openGlobalPopup(appName, extraContext) takes one payload object in ours ({ app_name, extra_context }): rewrite the arguments",
    );
  }
  if (ours === "on" || ours.startsWith("on")) {
    if (ts.isPropertyAccessExpression(call.parent) && call.parent.name.text === "then") {
      flag(
        ctx,
        call,
        `${kind}.${ours}() returns the unsubscribe function itself in ours, not a promise of it: drop the .then()`,
      );
    }
  }
}

function checkCall(ctx: SourceContext, bindings: ImportedBindings, call: ts.CallExpression): void {
  const name = exportNamed(ctx, bindings, call.expression);
  if (name === undefined) return;
  if (name in FACTORIES && call.arguments.length > 0) {
    flag(ctx, call, `${name}(options): ${FACTORY_OPTIONS}`);
  }
  if (name === "useApi") {
    flag(
      ctx,
      call,
      "useApi(): in ui ours returns the ui methods with location 'ui', without the high-level methods merged in; use useHostApi() for those",
    );
  }
  if (name === "sendPeerConnectivityEvent" && waitsForResult(call)) {
    flag(
      ctx,
      call,
      "sendPeerConnectivityEvent() returns whether it sent the event (a boolean) in ours, not a promise: drop the .then()/.catch()/await and read the boolean",
    );
  }
  if (name === "getAvailableApis") {
    flag(
      ctx,
      call,
      "getAvailableApis() returns { location, apis } in ours, not an array of locations: adapt the code that reads it",
    );
  }
}

/** Whether the code waits for what `call` returns (`call.then(...)`, `call.catch(...)`, `await call`). */
function waitsForResult(call: ts.CallExpression): boolean {
  const parent = call.parent;
  if (ts.isAwaitExpression(parent)) return true;
  return (
    ts.isPropertyAccessExpression(parent) &&
    parent.expression === call &&
    ["then", "catch", "finally"].includes(parent.name.text)
  );
}
