// The existing client's API objects (`useUi()`, `useAdmin()`, `useDsr()`, `usePitcherApi()`),
// recognised by their type (see `clientTypes.ts`): their members renamed to ours (property access,
// string-literal element access, destructuring), the calls whose behaviour differs reported, and
// every access the type cannot prove reported at its line.
import ts from "typescript";
import { apiKindsAt, isUntyped } from "./clientTypes";
import type { Scope, SourceContext } from "./context";
import {
  applies,
  changed,
  declaredByOldClient,
  flag,
  heldBack,
  placeOf,
  replace,
  walk,
} from "./context";
import type { ApiKind } from "./names";
import { platformCamelCase } from "@hostbridge/protocol-types/wire";
import { FACTORIES, OUR_METHODS, ourMemberName, RENAMED_METHODS } from "./names";
import { SOURCE_PACKAGES } from "./imports";
import { MESSAGES } from "./messages";
import { defaultCasing, typedErrorLogger } from "./sdkTypes";

/** The existing client's export a callee names (`useUi`, `pitcher.useUi`, through re-exports), if any. */
export function exportNamed(ctx: SourceContext, callee: ts.Expression): string | undefined {
  const nameNode = ts.isPropertyAccessExpression(callee) ? callee.name : callee;
  if (!ts.isIdentifier(nameNode)) return undefined;
  let symbol = ctx.checker.getSymbolAtLocation(nameNode);
  if (symbol && symbol.flags & ts.SymbolFlags.Alias) {
    const target = ctx.checker.getAliasedSymbol(symbol);
    // the client's declarations are not installed (a copy of the app without node_modules): the
    // import itself still proves which export of the client this is
    if (!target.declarations?.length) return importedFromOldClient(symbol);
    symbol = target;
  }
  const declarations = symbol?.declarations ?? [];
  if (declarations.length === 0 || !declarations.every(declaredByOldClient)) return undefined;
  return symbol!.name;
}

/** The client's export an import binding names, when `alias` is `import { name } from "@pitcher/js-api"`. */
function importedFromOldClient(alias: ts.Symbol): string | undefined {
  const spec = alias.declarations?.[0];
  if (!spec || !ts.isImportSpecifier(spec)) return undefined;
  const from = spec.parent.parent.parent.moduleSpecifier;
  if (!ts.isStringLiteral(from) || !SOURCE_PACKAGES.includes(from.text)) return undefined;
  return (spec.propertyName ?? spec.name).text;
}

/** Our name for `name` on an object that may be any of `kinds`; `undefined` when there is none. */
function ourNameFor(kinds: readonly ApiKind[], name: string): string | undefined | null {
  const names = new Set<string | undefined>();
  for (const kind of kinds) names.add(kind === "impact" ? name : ourMemberName(kind, name));
  if (names.has(undefined)) return undefined;
  // null: the kinds disagree (a union whose members would be renamed differently)
  return names.size === 1 ? [...names][0] : null;
}

/** Member names the existing client has that ours calls otherwise (reported on untyped values). */
const OLD_NAMES: ReadonlySet<string> = new Set([
  ...Object.values(RENAMED_METHODS).flatMap((table) => Object.keys(table)),
  "crmQueryAdaptive",
  "ui_select_content",
]);

/** Every method name of the existing client's ui, admin and dsr objects (ours and its aliases). */
const CLIENT_METHODS: ReadonlySet<string> = new Set([
  ...Object.values(OUR_METHODS).flatMap((methods) => [...methods]),
  ...OLD_NAMES,
]);

/** Whether a member of that name on an untyped value may be an old-client call to change. */
function suspicious(name: string): boolean {
  // (`open`, `close`: renamed on admin, the same on ui and dsr; the call works on those as it is)
  const kinds = ["ui", "admin", "dsr"] as const;
  if (OLD_NAMES.has(name)) return !kinds.some((kind) => ourMemberName(kind, name) === name);
  if (!/^[a-z]+(_[a-z0-9]+)+$/.test(name)) return false;
  return kinds.some((kind) => ourMemberName(kind, name) !== undefined);
}

/** Renames one member (`node` is its name: an identifier or a string literal). */
function renameAt(
  ctx: SourceContext,
  kinds: readonly ApiKind[],
  name: string,
  node: ts.Node,
  object: ts.Node,
  write: (ours: string) => string,
): string | undefined {
  const label = kinds.join("|");
  if (kinds.includes("impact") && name === "crmQueryAdaptive") {
    flag(ctx, node, MESSAGES.crmQueryAdaptive, "crm-query-adaptive");
    return undefined;
  }
  const ours = ourNameFor(kinds, name);
  if (ours === undefined) {
    flag(ctx, node, MESSAGES.noEquivalent(label, name), null);
    return undefined;
  }
  if (ours === null) {
    flag(ctx, node, MESSAGES.ambiguousMember(label, name), renameScope(name, name));
    return undefined;
  }
  if (ours !== name) {
    const what = `${label}.${name} -> ${label}.${ours}`;
    replace(ctx, node, write(ours), what, renameScope(name, ours), offers(ctx, object, ours));
  }
  return ours;
}

/** The rule of a rename: a snake_case alias to its camelCase method, or a method the spec renamed. */
function renameScope(name: string, ours: string): Scope {
  return ours === platformCamelCase(name) || (ours === name && name.includes("_"))
    ? "snake-case-aliases"
    : "renamed-methods";
}

/** Whether the object's own type (compat's, while the app is on it) has a member `name`. */
export function offers(ctx: SourceContext, object: ts.Node, name: string): boolean {
  const type = ctx.checker.getNonNullableType(ctx.checker.getTypeAtLocation(object));
  return ctx.checker.getPropertyOfType(type, name) !== undefined;
}

/** Renames members of API objects and reports the calls that differ in behaviour. */
export function rewriteApiMembers(ctx: SourceContext, usesClient: boolean): void {
  walk(ctx.sf, (node) => {
    if (ts.isPropertyAccessExpression(node)) propertyAccess(ctx, node, usesClient);
    else if (ts.isElementAccessExpression(node)) elementAccess(ctx, node);
    else if (ts.isObjectBindingPattern(node)) destructuring(ctx, node);
    if (ts.isCallExpression(node)) {
      checkCall(ctx, node);
      emitToSelf(ctx, node);
    }
    // (a write or a delete, where a test says where the page runs, reads nothing)
    if (ts.isPropertyAccessExpression(node) && node.name.text === "jsApiLocation" && !written(node))
      flag(ctx, node, MESSAGES.jsApiLocation, null);
  });
}

/** Whether `node` is written, not read: the target of an assignment (`x.y = ...`) or a `delete`. */
function written(node: ts.Expression): boolean {
  const parent = node.parent;
  return (
    ts.isDeleteExpression(parent) ||
    (ts.isBinaryExpression(parent) &&
      parent.left === node &&
      parent.operatorToken.kind === ts.SyntaxKind.EqualsToken)
  );
}

function propertyAccess(
  ctx: SourceContext,
  node: ts.PropertyAccessExpression,
  usesClient: boolean,
): void {
  const name = node.name.text;
  const kinds = apiKindsAt(ctx.checker, node.expression);
  if (kinds.length === 0) {
    const untyped = usesClient && isUntyped(ctx.checker.getTypeAtLocation(node.expression));
    if (untyped && ts.isCallExpression(node.parent) && node.parent.expression === node) {
      if (CLIENT_METHODS.has(name) || suspicious(name))
        ctx.untyped.push({
          expression: node.expression.getText(ctx.sf),
          place: placeOf(ctx, node),
        });
    }
    if (untyped && suspicious(name)) {
      flag(
        ctx,
        node.name,
        MESSAGES.untypedMember(name),
        renameScope(name, platformCamelCase(name)),
      );
    }
    return;
  }
  const ours = renameAt(ctx, kinds, name, node.name, node.expression, (text) => text);
  if (ours !== undefined) checkMemberCall(ctx, kinds, ours, node);
}

function elementAccess(ctx: SourceContext, node: ts.ElementAccessExpression): void {
  const kinds = apiKindsAt(ctx.checker, node.expression);
  if (kinds.length === 0) return;
  const argument = node.argumentExpression;
  if (ts.isStringLiteral(argument) || ts.isNoSubstitutionTemplateLiteral(argument)) {
    const quote = ctx.sf.text[argument.getStart(ctx.sf)]!;
    const ours = renameAt(
      ctx,
      kinds,
      argument.text,
      argument,
      node.expression,
      (text) => `${quote}${text}${quote}`,
    );
    if (ours !== undefined) checkMemberCall(ctx, kinds, ours, node);
    return;
  }
  flag(ctx, node, MESSAGES.dynamicMember(kinds.join("|")), null);
}

function destructuring(ctx: SourceContext, pattern: ts.ObjectBindingPattern): void {
  const kinds = apiKindsAt(ctx.checker, pattern);
  if (kinds.length === 0) return;
  for (const element of pattern.elements) {
    if (element.dotDotDotToken) {
      flag(ctx, element, MESSAGES.restOfApi(kinds.join("|")), null);
      continue;
    }
    const key = element.propertyName ?? element.name;
    if (ts.isIdentifier(key) || ts.isStringLiteral(key)) {
      const local = element.propertyName === undefined && ts.isIdentifier(element.name);
      const sameAsLocal = (ours: string) =>
        ts.isIdentifier(element.name) && element.name.text === ours && !local;
      renameAt(ctx, kinds, key.text, key, pattern, (ours) =>
        local
          ? `${ours}: ${key.text}`
          : sameAsLocal(ours)
            ? ""
            : ts.isStringLiteral(key)
              ? JSON.stringify(ours)
              : ours,
      );
      // `{ ui_select_content: selectContent }` -> `{ selectContent }`: drop the `: ` left behind
      const ours = ourNameFor(kinds, key.text) ?? "";
      const done = applies(ctx, renameScope(key.text, ours), offers(ctx, pattern, ours));
      if (sameAsLocal(ours) && done) {
        ctx.edits.push({ start: key.getEnd(), end: element.name.getStart(ctx.sf), text: "" });
      }
    } else {
      flag(ctx, element, MESSAGES.dynamicMember(kinds.join("|")), null);
    }
  }
}

function checkMemberCall(
  ctx: SourceContext,
  kinds: readonly ApiKind[],
  ours: string,
  access: ts.Expression,
): void {
  const call = access.parent;
  if (!ts.isCallExpression(call) || call.expression !== access) return;
  const label = kinds.join("|");
  if (ours === "openGlobalPopup" && call.arguments.length > 0) openGlobalPopup(ctx, call);
  if (ours.startsWith("on") && !kinds.includes("impact")) {
    // `.then()` on what on() returns: ours returns the unsubscribe function itself, so it is
    // wrapped (`Promise.resolve(...)`, a promise on compat stays that promise): the same meaning
    const then = ts.isPropertyAccessExpression(call.parent) && call.parent.name.text === "then";
    const what = MESSAGES.subscriptionThen(label, ours);
    if (then && applies(ctx, "subscription-promise", true)) {
      const start = call.getStart(ctx.sf);
      ctx.edits.push({ start, end: start, text: "Promise.resolve(" });
      ctx.edits.push({ start: call.getEnd(), end: call.getEnd(), text: ")" });
      changed(ctx, call, what, "subscription-promise");
    } else if (then) heldBack(ctx, call, what, "subscription-promise", true);
  }
}

/** `ui.openGlobalPopup(name, context)` -> `ui.openGlobalPopup({ app_name: name, extra_context: context })`. */
function openGlobalPopup(ctx: SourceContext, call: ts.CallExpression): void {
  const [name, context, ...rest] = call.arguments;
  const plain = (arg: ts.Expression | undefined) => arg === undefined || !ts.isSpreadElement(arg);
  if (rest.length > 0 || !plain(name) || !plain(context)) {
    flag(ctx, call, MESSAGES.openGlobalPopup, "open-global-popup-args");
    return;
  }
  const what =
    "ui.openGlobalPopup(appName, extraContext) -> ui.openGlobalPopup({ app_name, extra_context })";
  if (!applies(ctx, "open-global-popup-args")) {
    heldBack(ctx, name!, what, "open-global-popup-args");
    return;
  }
  // insertions around the arguments, so renames inside them still apply
  const start = name!.getStart(ctx.sf);
  ctx.edits.push({ start, end: start, text: "{ app_name: " });
  if (context) {
    ctx.edits.push({
      start: name!.getEnd(),
      end: context.getStart(ctx.sf),
      text: ", extra_context: ",
    });
  }
  const end = (context ?? name!).getEnd();
  ctx.edits.push({ start: end, end, text: " }" });
  changed(ctx, name!, what, "open-global-popup-args");
}

function checkCall(ctx: SourceContext, call: ts.CallExpression): void {
  const name = exportNamed(ctx, call.expression);
  if (name === undefined) return;
  if (name in FACTORIES && call.arguments.length > 0) {
    flag(
      ctx,
      call,
      MESSAGES.factoryOptions(name, defaultCasing(ctx, call) ? "snake" : "camel"),
      null,
    );
    typedErrorLogger(ctx, call);
  }
  if (name === "useApi") flag(ctx, call, MESSAGES.useApi, "use-api-merged");
  if (name === "getAvailableApis") {
    const from = ctx.leaving ? importedFrom(ctx, call.expression) : undefined;
    if (from !== undefined) availableApisKept(ctx, call, from);
    else {
      flag(ctx, call, MESSAGES.getAvailableApis, "get-available-apis");
      availableApisReads(ctx, call);
    }
  }
}

/** The package a callee is imported from by name in this file (`import { x } from "..."`), if one of the client's. */
function importedFrom(ctx: SourceContext, callee: ts.Expression): string | undefined {
  if (!ts.isIdentifier(callee)) return undefined;
  const spec = ctx.checker.getSymbolAtLocation(callee)?.declarations?.[0];
  if (!spec || !ts.isImportSpecifier(spec) || spec.isTypeOnly) return undefined;
  const from = spec.parent.parent.parent.moduleSpecifier;
  return ts.isStringLiteral(from) && SOURCE_PACKAGES.includes(from.text) ? from.text : undefined;
}

/**
 * Leaving compat, `getAvailableApis()` imported by name stays imported from where it was
 * (`KEPT_ON_COMPAT`): the code reading its array keeps its meaning, and one line at the call says
 * what moving it needs (the reads of a variable holding it).
 */
function availableApisKept(ctx: SourceContext, call: ts.CallExpression, from: string): void {
  const declaration = call.parent;
  let reads = "the code that reads its result";
  if (ts.isVariableDeclaration(declaration) && ts.isIdentifier(declaration.name)) {
    const symbol = ctx.checker.getSymbolAtLocation(declaration.name);
    let count = 0;
    walk(ctx.sf, (node) => {
      if (!ts.isIdentifier(node) || node === declaration.name) return;
      if (ctx.checker.getSymbolAtLocation(node) === symbol) count += 1;
    });
    if (count > 0) reads = `every read of ${declaration.name.text} (${count} here)`;
  }
  flag(ctx, call, MESSAGES.availableApisKept(from, reads), "get-available-apis");
}

/**
 * `const available = getAvailableApis()`: each place that reads `available` (`.includes(...)`) is
 * where the array's meaning is used, so each is reported there too.
 */
function availableApisReads(ctx: SourceContext, call: ts.CallExpression): void {
  const declaration = call.parent;
  if (!ts.isVariableDeclaration(declaration) || !ts.isIdentifier(declaration.name)) return;
  const symbol = ctx.checker.getSymbolAtLocation(declaration.name);
  const line = String(placeOf(ctx, call).line);
  walk(ctx.sf, (node) => {
    if (!ts.isIdentifier(node) || node === declaration.name) return;
    if (ctx.checker.getSymbolAtLocation(node) !== symbol) return;
    flag(ctx, node, MESSAGES.availableApisRead(node.text, line), "get-available-apis");
  });
}

/**
 * `api.API.emit(name, ...)` and `api.broadcast(event)`: the existing client (and compat) also
 * delivers the event to the app's own `on()` handlers; ours sends it to the host only. The types
 * cannot see whether the app relies on that, so every such call is reported.
 */
function emitToSelf(ctx: SourceContext, call: ts.CallExpression): void {
  const callee = call.expression;
  if (!ts.isPropertyAccessExpression(callee)) return;
  const name = callee.name.text;
  const target = callee.expression;
  const onHighLevel = (node: ts.Expression) => apiKindsAt(ctx.checker, node).includes("impact");
  const lowLevel =
    name === "emit" &&
    ((ts.isPropertyAccessExpression(target) &&
      target.name.text === "API" &&
      onHighLevel(target.expression)) ||
      isLowLevelApi(ctx, target));
  if (lowLevel || (name === "broadcast" && onHighLevel(target))) {
    flag(ctx, callee.name, MESSAGES.emitToSelf(name), "emit-to-self");
  }
}

/** Whether `node`'s type is the client's low-level API object (its `API`). */
function isLowLevelApi(ctx: SourceContext, node: ts.Expression): boolean {
  const symbol = ctx.checker.getTypeAtLocation(node).getSymbol();
  const declaration = symbol?.declarations?.[0];
  return (
    symbol?.name === "LowLevelApi" && declaration !== undefined && declaredByOldClient(declaration)
  );
}
