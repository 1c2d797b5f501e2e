// Members of the client's string enums (`PitcherBroadcastedEventName.CANVAS_OPENED`, kept imported
// from compat) where they reach our API become their string literals, which our unions of keys and
// payloads accept; an import of such an enum all of whose uses become literals goes (./imports.ts),
// so nothing is left unused. Also the helpers the sdk-types pass shares with it (./sdkTypes.ts).
import { readFileSync } from "node:fs";
import ts from "typescript";
import type { SourceContext } from "./context";
import { applies, declaredByOldClient, replace, resolvedSymbol, walk } from "./context";

/** The file's quote character, taken from its first import (double quotes when it has none). */
export function fileQuote(ctx: SourceContext): string {
  const first = ctx.sf.statements.find(ts.isImportDeclaration);
  return first && ctx.sf.text[first.moduleSpecifier.getStart(ctx.sf)] === "'" ? "'" : '"';
}

/** Whether `symbol` is declared by the existing client's package or compat's. */
export function fromClient(symbol: ts.Symbol | undefined): symbol is ts.Symbol {
  return (symbol?.declarations ?? []).some(declaredByOldClient);
}

/**
 * Whether `callee` is a method of one of the client's objects: declared by the client, or read from a
 * value whose type the client declares (a method its types give through a mapped type has no symbol).
 */
export function clientMethod(ctx: SourceContext, callee: ts.PropertyAccessExpression): boolean {
  if (fromClient(resolvedSymbol(ctx, callee.name))) return true;
  const receiver = ctx.checker.getTypeAtLocation(callee.expression);
  return fromClient(receiver.aliasSymbol) || fromClient(receiver.getSymbol());
}

/** Whether the script is JavaScript (which has no literal types of keys to satisfy, and no `as const`). */
export function isJavaScript(ctx: SourceContext): boolean {
  return /\.[cm]?jsx?$/.test(ctx.sf.fileName);
}

/** A member of one of the client's string enums (`PitcherEventName.X`), with its value. */
export function clientEnumMember(
  ctx: SourceContext,
  node: ts.Node,
): { node: ts.PropertyAccessExpression; value: string } | undefined {
  if (!ts.isPropertyAccessExpression(node) || !ts.isIdentifier(node.expression)) return undefined;
  const enumSymbol = resolvedSymbol(ctx, node.expression);
  if (!enumSymbol || !(enumSymbol.flags & ts.SymbolFlags.Enum) || !fromClient(enumSymbol))
    return undefined;
  // (a member of a declared enum has no constant value for the checker; its literal type has it)
  const type = ctx.checker.getTypeAtLocation(node);
  return type.isStringLiteral() ? { node, value: type.value } : undefined;
}

/** The object literal an argument is: written inline, or a `const` of this file it names. */
function objectArgument(
  ctx: SourceContext,
  argument: ts.Expression,
): ts.ObjectLiteralExpression | undefined {
  if (ts.isObjectLiteralExpression(argument)) return argument;
  if (!ts.isIdentifier(argument)) return undefined;
  const declaration = resolvedSymbol(ctx, argument)?.valueDeclaration;
  return declaration &&
    ts.isVariableDeclaration(declaration) &&
    declaration.getSourceFile() === ctx.sf &&
    declaration.initializer &&
    ts.isObjectLiteralExpression(declaration.initializer)
    ? declaration.initializer
    : undefined;
}

type Member = { node: ts.PropertyAccessExpression; value: string; widens: boolean };

/** The members of the client's enums in the file that reach our API (see {@link rewriteEnumMembers}). */
function membersReachingApi(ctx: SourceContext): Member[] {
  if (isJavaScript(ctx)) return [];
  const members: Member[] = [];
  const seen = new Set<ts.Node>();
  const add = (node: ts.Node, widens: boolean) => {
    const member = clientEnumMember(ctx, node);
    if (member && !seen.has(member.node)) {
      seen.add(member.node);
      members.push({ ...member, widens });
    }
  };
  walk(ctx.sf, (node) => {
    if (
      !ts.isCallExpression(node) ||
      !ts.isPropertyAccessExpression(node.expression) ||
      !clientMethod(ctx, node.expression)
    )
      return;
    for (const argument of node.arguments) {
      add(argument, false);
      for (const property of objectArgument(ctx, argument)?.properties ?? [])
        if (ts.isPropertyAssignment(property)) add(property.initializer, true);
    }
  });
  return members;
}

/**
 * `PitcherBroadcastedEventName.CANVAS_OPENED` -> `'canvas_opened'` where it reaches our API: an
 * argument of a method of the client's objects, or a property of an object literal handed to one
 * (`as const` there, so the literal stays a literal), in TypeScript. An enum member the app keeps for
 * itself stays.
 */
export function rewriteEnumMembers(ctx: SourceContext): void {
  const quote = fileQuote(ctx);
  for (const { node, value, widens } of membersReachingApi(ctx)) {
    const literal = `${quote}${value.replaceAll("\\", "\\\\").replaceAll(quote, `\\${quote}`)}${quote}`;
    const text = widens ? `${literal} as const` : literal;
    replace(ctx, node, text, `${node.getText(ctx.sf)} -> ${literal}`, "pitcher-constants");
  }
}

/** The member accesses this run rewrites to literals (none where rule `pitcher-constants` is held back). */
export function rewrittenEnumMembers(ctx: SourceContext): ReadonlySet<ts.Node> {
  if (!applies(ctx, "pitcher-constants")) return new Set();
  return new Set(membersReachingApi(ctx).map((member) => member.node));
}

/**
 * Whether `name` also appears in a component's template: a `<script setup>` block's imports are the
 * template's too, where no rewrite reaches (`App.vue.setup.ts` is the block of `App.vue`).
 */
export function inSetupTemplate(ctx: SourceContext, name: string): boolean {
  const component = /^(.*\.vue)\.setup\.[jt]s$/.exec(ctx.sf.fileName)?.[1];
  if (component === undefined) return false;
  const count = (text: string) => text.match(new RegExp(`\\b${name}\\b`, "g"))?.length ?? 0;
  try {
    return count(readFileSync(component, "utf8")) > count(ctx.sf.text);
  } catch {
    return true; // (unreadable: keep the import)
  }
}
