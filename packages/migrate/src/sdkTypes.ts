// Types that stop checking once the app leaves compat, rewritten to what the sdk names:
// `ReturnType<typeof useUi>` of our generic factories (both casings at once) becomes the named API
// type (`UiApi`, `HostApi`, ...) when every call of the factory in the app (any of its modules) keeps
// the default casing, and is reported otherwise; a handler of `on()`/`off()` whose parameter is typed `PitcherEvent`
// (on both clients it receives the event's body) takes the event's payload type instead; a member of
// the client's string enums (`PitcherBroadcastedEventName.CANVAS_OPENED`, kept imported from compat)
// becomes its string literal, which our unions of keys and payloads accept; an `on()`/`off()` key
// typed as any string, which ours do not take, is reported.
import ts from "typescript";
import type { Scope, SourceContext } from "./context";
import { flag, placeOf, replace, resolvedSymbol, walk } from "./context";
import {
  clientEnumMember,
  fileQuote,
  fromClient,
  inSetupTemplate,
  isJavaScript,
  rewriteEnumMembers,
  rewrittenEnumMembers,
} from "./enumMembers";
import { MESSAGES } from "./messages";
import { NEW_PACKAGE } from "./names";

/** The client's factories and the sdk's name for the type of what each returns (snake_case). */
const FACTORY_TYPES: Readonly<Record<string, string>> = {
  useUi: "UiApi",
  useAdmin: "AdminApi",
  useDsr: "DsrApi",
  usePitcherApi: "HostApi",
};

/** `import("@hostbridge/sdk").<name>`: a type of ours that no local name of the app can shadow. */
function sdkType(ctx: SourceContext, name: string): string {
  const quote = fileQuote(ctx);
  return `import(${quote}${NEW_PACKAGE}${quote}).${name}`;
}

/**
 * Replaces `node` by `text` and drops the edits and changes other passes made inside it (a renamed
 * `usePitcherApi` inside `ReturnType<typeof usePitcherApi>`): the whole node is one decision.
 */
function replaceWhole(
  ctx: SourceContext,
  node: ts.Node,
  text: string,
  what: string,
  scope: Scope,
): void {
  const start = node.getStart(ctx.sf);
  const end = node.getEnd();
  const inside = (edit: { start: number; end: number }) => edit.start >= start && edit.end <= end;
  const from = placeOf(ctx, node);
  const to = ctx.sf.getLineAndCharacterOfPosition(end);
  const placeInside = (place: { line: number; column: number }) =>
    (place.line > from.line || (place.line === from.line && place.column >= from.column)) &&
    (place.line < to.line + 1 || (place.line === to.line + 1 && place.column <= to.character + 1));
  const edits = ctx.edits.filter((edit) => !inside(edit));
  const changes = ctx.changes.filter((entry) => !placeInside(entry));
  if (!replace(ctx, node, text, what, scope)) return;
  ctx.edits.splice(0, ctx.edits.length, ...edits, ctx.edits.at(-1)!);
  ctx.changes.splice(0, ctx.changes.length, ...changes, ctx.changes.at(-1)!);
}

/**
 * The object literal a factory call's options are: the argument itself, or the initializer of the
 * variable it names; `undefined` when it is neither.
 */
export function optionsObject(
  ctx: SourceContext,
  call: ts.CallExpression,
): ts.ObjectLiteralExpression | undefined {
  let options = call.arguments[0];
  if (options === undefined) return undefined;
  const declared = ts.isIdentifier(options)
    ? resolvedSymbol(ctx, options)?.valueDeclaration
    : undefined;
  if (declared && ts.isVariableDeclaration(declared) && declared.initializer)
    options = declared.initializer;
  return ts.isObjectLiteralExpression(options) ? options : undefined;
}

/**
 * An `errorLogger` of the factory's options (in this script) whose parameter the app typed: ours
 * calls it with every error the SDK sees, not the client's `{ message, js_api_response }`, so the
 * type no longer fits: reported at the parameter.
 */
export function typedErrorLogger(ctx: SourceContext, call: ts.CallExpression): void {
  const options = optionsObject(ctx, call);
  if (options === undefined || options.getSourceFile() !== ctx.sf) return;
  for (const property of options.properties) {
    if (!ts.isPropertyAssignment(property) || property.name.getText(ctx.sf) !== "errorLogger")
      continue;
    const logger = property.initializer;
    if (!ts.isArrowFunction(logger) && !ts.isFunctionExpression(logger)) continue;
    const type = logger.parameters[0]?.type;
    const untyped = [ts.SyntaxKind.UnknownKeyword, ts.SyntaxKind.AnyKeyword];
    if (type === undefined || untyped.includes(type.kind)) continue;
    flag(ctx, logger.parameters[0]!, MESSAGES.typedErrorLogger(type.getText(ctx.sf)), null);
  }
}

/**
 * Whether a call's options leave the casing at its default (snake_case): none, or `casing: 'snake'`,
 * written inline or in the object literal a variable it names holds.
 */
export function defaultCasing(ctx: SourceContext, call: ts.CallExpression): boolean {
  if (call.arguments[0] === undefined) return true;
  const options = optionsObject(ctx, call);
  if (options === undefined) return false;
  const casing = options.properties.find(
    (property) =>
      ts.isSpreadAssignment(property) ||
      (property.name && ts.isIdentifier(property.name) && property.name.text === "casing"),
  );
  return (
    casing === undefined ||
    (ts.isPropertyAssignment(casing) &&
      ts.isStringLiteralLike(casing.initializer) &&
      casing.initializer.text === "snake")
  );
}

/** What each factory's calls decide, per program (its checker): whether every one keeps snake_case. */
const casings = new WeakMap<ts.TypeChecker, Map<ts.Symbol, boolean>>();

/**
 * Whether every call of the factory in the app (every script of the program, not only this one: a
 * module of types names the factory, another calls it) leaves the casing at its default (snake_case).
 */
function keepsDefaultCasing(ctx: SourceContext, factory: ts.Symbol): boolean {
  let known = casings.get(ctx.checker);
  if (!known) casings.set(ctx.checker, (known = new Map<ts.Symbol, boolean>()));
  const cached = known.get(factory);
  if (cached !== undefined) return cached;
  let snake = true;
  for (const sf of ctx.appSources) {
    walk(sf, (node) => {
      if (!snake || !ts.isCallExpression(node)) return;
      const callee = ts.isPropertyAccessExpression(node.expression)
        ? node.expression.name
        : node.expression;
      if (resolvedSymbol(ctx, callee) === factory && !defaultCasing(ctx, node)) snake = false;
    });
    if (!snake) break;
  }
  known.set(factory, snake);
  return snake;
}

/**
 * Whether some call of the client's `usePitcherApi()` or `useApi()` in the app may pass a casing other
 * than snake_case (`module`: the client's module, or compat's).
 */
export function passesCamel(ctx: SourceContext, module: ts.Symbol | undefined): boolean {
  return (module ? ctx.checker.getExportsOfModule(module) : []).some((symbol) => {
    if (symbol.name !== "usePitcherApi" && symbol.name !== "useApi") return false;
    const factory =
      symbol.flags & ts.SymbolFlags.Alias ? ctx.checker.getAliasedSymbol(symbol) : symbol;
    return !keepsDefaultCasing(ctx, factory);
  });
}

/**
 * The client's factory a `ReturnType<typeof useUi>` names, with the sdk's name for its type and
 * whether it is rewritten to it (every call of the factory keeps the default casing; reported
 * otherwise); `undefined` for any other type.
 */
function factoryReturnType(
  ctx: SourceContext,
  node: ts.Node,
): { named: string; rewritten: boolean } | undefined {
  if (
    !ts.isTypeReferenceNode(node) ||
    !ts.isIdentifier(node.typeName) ||
    node.typeName.text !== "ReturnType" ||
    node.typeArguments?.length !== 1
  )
    return undefined;
  const query = node.typeArguments[0]!;
  if (!ts.isTypeQueryNode(query) || !ts.isIdentifier(query.exprName)) return undefined;
  const factory = resolvedSymbol(ctx, query.exprName);
  const named = factory && FACTORY_TYPES[factory.name];
  if (!named || !fromClient(factory)) return undefined;
  return { named, rewritten: keepsDefaultCasing(ctx, factory) };
}

/**
 * Whether every reference of this file to an imported name goes in the rewrites (leaving compat): the
 * factory of a `ReturnType<typeof useUi>` that becomes the sdk's named type, or a client enum whose
 * members all become literals (./enumMembers). Then the import of it goes, so that an app under
 * `noUnusedLocals` keeps type-checking.
 */
export function onlyInRewrites(ctx: SourceContext, name: ts.Identifier): boolean {
  if (!ctx.leaving) return false;
  const symbol = ctx.checker.getSymbolAtLocation(name);
  if (!symbol) return false;
  const members = inSetupTemplate(ctx, name.text) ? new Set<ts.Node>() : rewrittenEnumMembers(ctx);
  let references = 0;
  let elsewhere = false;
  walk(ctx.sf, (node) => {
    if (elsewhere || node === name || !ts.isIdentifier(node) || node.text !== name.text) return;
    if (ctx.checker.getSymbolAtLocation(node) !== symbol) return;
    references++;
    const query = node.parent;
    const reference = query.parent;
    const rewrittenType =
      ts.isTypeQueryNode(query) &&
      query.exprName === node &&
      !!reference &&
      factoryReturnType(ctx, reference)?.rewritten === true;
    if (!rewrittenType && !members.has(query)) elsewhere = true;
  });
  return references > 0 && !elsewhere;
}

/** `ReturnType<typeof useUi>` -> `import("@hostbridge/sdk").UiApi` (see the file's comment). */
function rewriteFactoryReturnTypes(ctx: SourceContext): void {
  walk(ctx.sf, (node) => {
    const factory = factoryReturnType(ctx, node);
    if (!factory) return;
    const old = node.getText(ctx.sf);
    const { named } = factory;
    if (factory.rewritten) replaceWhole(ctx, node, sdkType(ctx, named), `${old} -> ${named}`, null);
    else flag(ctx, node, MESSAGES.factoryReturnCasing(old, named), null);
  });
}

/** The event key a call's first argument holds (a string literal or a member of a string enum). */
function eventKey(ctx: SourceContext, key: ts.Expression | undefined): string | undefined {
  if (!key) return undefined;
  const type = ctx.checker.getTypeAtLocation(key);
  return type.isStringLiteral() ? type.value : undefined;
}

/** The function a handler argument is: inline, or a declaration of this file it names. */
function handlerFunction(
  ctx: SourceContext,
  handler: ts.Expression,
): ts.SignatureDeclaration | undefined {
  if (ts.isArrowFunction(handler) || ts.isFunctionExpression(handler)) return handler;
  if (!ts.isIdentifier(handler)) return undefined;
  const declaration = resolvedSymbol(ctx, handler)?.valueDeclaration;
  if (!declaration || declaration.getSourceFile() !== ctx.sf) return undefined;
  if (ts.isFunctionDeclaration(declaration)) return declaration;
  if (
    ts.isVariableDeclaration(declaration) &&
    declaration.initializer &&
    (ts.isArrowFunction(declaration.initializer) ||
      ts.isFunctionExpression(declaration.initializer))
  )
    return declaration.initializer;
  return undefined;
}

/** The handler's first parameter when it is annotated with the client's `PitcherEvent`. */
function pitcherEventParameter(
  ctx: SourceContext,
  fn: ts.SignatureDeclaration,
): (ts.ParameterDeclaration & { type: ts.TypeReferenceNode }) | undefined {
  const parameter = fn.parameters[0];
  const type = parameter?.type;
  if (!parameter || !type || !ts.isTypeReferenceNode(type)) return undefined;
  const symbol = resolvedSymbol(ctx, type.typeName);
  if (symbol?.name !== "PitcherEvent" || !fromClient(symbol)) return undefined;
  return parameter as ts.ParameterDeclaration & { type: ts.TypeReferenceNode };
}

/**
 * Whether an `on()`/`off()` key is typed as names (a string literal, a union of them) or `any`, as
 * ours take it: our keys are unions of the event names, where the client's `on()` takes any string.
 */
function namesOneKey(ctx: SourceContext, key: ts.Expression): boolean {
  let type = ctx.checker.getTypeAtLocation(key);
  if (type.flags & ts.TypeFlags.TypeParameter)
    type = ctx.checker.getBaseConstraintOfType(type) ?? type;
  if (type.flags & ts.TypeFlags.Any) return true;
  return (type.isUnion() ? type.types : [type]).every(
    (part) => part.isStringLiteral() && !(part.flags & ts.TypeFlags.EnumLiteral),
  );
}

/**
 * A handler of `api.on(key, handler)` / `api.off(key, handler)` typed `(event: PitcherEvent)`: inline,
 * the annotation goes (the key types the payload); a named function takes `EventMap[key]`, when every
 * call hands it one key, and is reported otherwise. A key typed as any string (a helper's
 * `type: string` parameter) is reported: ours takes only the names it declares.
 */
function rewriteEventHandlers(ctx: SourceContext): void {
  const typed = !isJavaScript(ctx);
  const named = new Map<ts.SignatureDeclaration, { keys: Set<string | undefined>; at: ts.Node }>();
  walk(ctx.sf, (node) => {
    if (
      !ts.isCallExpression(node) ||
      !ts.isPropertyAccessExpression(node.expression) ||
      !["on", "off"].includes(node.expression.name.text) ||
      node.arguments.length !== 2 ||
      !fromClient(resolvedSymbol(ctx, node.expression.name))
    )
      return;
    const keyArgument = node.arguments[0]!;
    // (a member of the client's enums there becomes its literal: rewriteEnumMembers)
    if (typed && !clientEnumMember(ctx, keyArgument) && !namesOneKey(ctx, keyArgument)) {
      const method = node.expression.name.text;
      flag(ctx, keyArgument, MESSAGES.eventKeyString(method, keyArgument.getText(ctx.sf)), null);
    }
    const handler = node.arguments[1]!;
    const fn = handlerFunction(ctx, handler);
    const parameter = fn && pitcherEventParameter(ctx, fn);
    if (!fn || !parameter) return;
    const key = eventKey(ctx, node.arguments[0]);
    if (fn === handler) {
      const what = `(${parameter.getText(ctx.sf)}) -> (${parameter.name.getText(ctx.sf)})`;
      replace(ctx, parameter, parameter.name.getText(ctx.sf), what, null);
      return;
    }
    const seen = named.get(fn) ?? { keys: new Set(), at: parameter };
    seen.keys.add(key);
    named.set(fn, seen);
  });
  for (const [fn, { keys, at }] of named) {
    const parameter = pitcherEventParameter(ctx, fn)!;
    const [key] = keys;
    if (keys.size !== 1 || key === undefined) {
      flag(ctx, at, MESSAGES.handlerOfSeveralEvents(parameter.getText(ctx.sf)), null);
      continue;
    }
    const quote = fileQuote(ctx);
    const payload = `${sdkType(ctx, "EventMap")}[${quote}${key}${quote}]`;
    replaceWhole(
      ctx,
      parameter.type,
      payload,
      `PitcherEvent -> EventMap[${quote}${key}${quote}]`,
      null,
    );
  }
}

/** Rewrites the types that stop checking on `@hostbridge/sdk` (only when the app leaves compat). */
export function rewriteSdkTypes(ctx: SourceContext, usesClient: boolean): void {
  if (!usesClient || !ctx.leaving) return;
  rewriteFactoryReturnTypes(ctx);
  rewriteEventHandlers(ctx);
  rewriteEnumMembers(ctx);
}
