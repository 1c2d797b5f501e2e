// A rejection handed whole to a helper of the app's own (`.catch((e) => explain(e))`,
// `.catch(explain)`), followed one level into it, in whichever script of the app it is declared: when
// the helper only reads members of it, the reads of the response body's fields (`rejected.status`)
// are the work, so they are reported there (naming the places that hand the rejection over) rather
// than at each handler. A helper that uses the rejection otherwise is not followed.
import ts from "typescript";
import type { SourceContext } from "./context";
import { flagFollowed, isWritten, resolvedSymbol, walk } from "./context";
import { MESSAGES } from "./messages";

/** Members an `Error` has: reading them needs no change. */
export const ERROR_MEMBERS: ReadonlySet<string> = new Set([
  "message",
  "name",
  "stack",
  "cause",
  "toString",
]);

/** A parameter of a function of the app's own (in any of its scripts) that a rejection is handed to. */
export interface Helper {
  sf: ts.SourceFile;
  body: ts.Node;
  name: ts.Identifier;
}

/**
 * The parameter at `index` of the function `callee` names, when that is a function of the app's own:
 * a function declaration, or a `const` of an arrow or function expression, in any script of the app
 * (a named function imported from a local module, or one of this file). One level: the helper's own
 * helpers are not followed.
 */
export function helperParameter(
  ctx: SourceContext,
  callee: ts.Expression,
  index: number,
): Helper | undefined {
  if (!ts.isIdentifier(callee)) return undefined;
  const declaration = resolvedSymbol(ctx, callee)?.valueDeclaration;
  if (!declaration) return undefined;
  const sf = declaration.getSourceFile();
  if (!ctx.appSources.includes(sf)) return undefined;
  const fn = ts.isFunctionDeclaration(declaration)
    ? declaration
    : ts.isVariableDeclaration(declaration) &&
        declaration.initializer &&
        (ts.isArrowFunction(declaration.initializer) ||
          ts.isFunctionExpression(declaration.initializer))
      ? declaration.initializer
      : undefined;
  if (!fn?.body || fn.parameters.slice(0, index + 1).some((p) => p.dotDotDotToken))
    return undefined;
  const name = fn.parameters[index]?.name;
  return name && ts.isIdentifier(name) ? { sf, body: fn.body, name } : undefined;
}

/** A member a helper reads of the rejection, with its name. */
export interface HelperRead {
  node: ts.PropertyAccessExpression | ts.ElementAccessExpression;
  member: string;
}

/**
 * What the helper reads of the rejection handed to it: every member read, or `undefined` when it uses
 * the rejection otherwise (hands it on, tests its type, writes it, reads a computed member).
 */
export function helperReads(ctx: SourceContext, helper: Helper): HelperRead[] | undefined {
  const symbol = ctx.checker.getSymbolAtLocation(helper.name);
  if (!symbol) return undefined;
  const reads: HelperRead[] = [];
  let whole = false;
  walk(helper.body, (node) => {
    if (whole || !ts.isIdentifier(node) || node.text !== helper.name.text) return;
    if (ctx.checker.getSymbolAtLocation(node) !== symbol) return;
    const parent = node.parent;
    const member = ts.isPropertyAccessExpression(parent)
      ? parent.name.text
      : ts.isElementAccessExpression(parent) && ts.isStringLiteralLike(parent.argumentExpression)
        ? parent.argumentExpression.text
        : undefined;
    if (
      member !== undefined &&
      (ts.isPropertyAccessExpression(parent) || ts.isElementAccessExpression(parent)) &&
      parent.expression === node &&
      !isWritten(parent)
    )
      reads.push({ node: parent, member });
    else whole = true;
  });
  return whole ? undefined : reads;
}

/** A rejection handed whole to a helper of the app's own that only reads members of it. */
export interface Followed {
  helper: Helper;
  reads: HelperRead[];
  /** Where this script hands it over (`explain(e)`, or the handler `explain` itself). */
  from: ts.Node;
}

/**
 * The helper a use of the rejection hands it to, when that use is an argument of a call of a function
 * of the app's own whose parameter is only read member by member (see {@link helperReads}).
 */
function followUse(ctx: SourceContext, use: ts.Identifier): Followed | undefined {
  const call = use.parent;
  if (!ts.isCallExpression(call) || call.expression === use) return undefined;
  const helper = helperParameter(ctx, call.expression, call.arguments.indexOf(use));
  const reads = helper && helperReads(ctx, helper);
  return helper && reads ? { helper, reads, from: call } : undefined;
}

/**
 * Reports, in the helper, each read of the rejection's body fields (`rejected.status`: an `Error`'s
 * own members are ours as well), naming the place of this script that hands it over.
 */
export function reportFollowed(ctx: SourceContext, followed: readonly Followed[]): void {
  for (const { helper, reads, from } of followed) {
    for (const read of reads) {
      if (ERROR_MEMBERS.has(read.member)) continue;
      const why = (places: string) => MESSAGES.rejectionReadInHelper(read.member, places);
      flagFollowed(ctx, helper.sf, read.node, from, why, "rejection-body");
    }
  }
}

/** The uses of `symbol` under `scope` that are not member reads (the rejection used whole). */
export function wholeUses(ctx: SourceContext, scope: ts.Node, symbol: ts.Symbol): ts.Identifier[] {
  const uses: ts.Identifier[] = [];
  walk(scope, (node) => {
    if (!ts.isIdentifier(node) || ctx.checker.getSymbolAtLocation(node) !== symbol) return;
    const parent = node.parent;
    const member =
      (ts.isPropertyAccessExpression(parent) || ts.isElementAccessExpression(parent)) &&
      parent.expression === node &&
      !isWritten(parent);
    if (!member) uses.push(node);
  });
  return uses;
}

/** Every whole use followed into a helper, or `undefined` when one of them cannot be. */
export function followAll(
  ctx: SourceContext,
  uses: readonly ts.Identifier[],
): Followed[] | undefined {
  const followed = uses.map((use) => followUse(ctx, use));
  return followed.every((entry) => entry !== undefined) ? followed : undefined;
}

/**
 * A handler that is itself a helper of the app's own (`.catch(explain)`): its reads reported where
 * it reads them; whether it was followed (`false`: it uses the rejection otherwise).
 */
export function followHandler(ctx: SourceContext, handler: ts.Expression): boolean {
  const helper = helperParameter(ctx, handler, 0);
  const reads = helper && helperReads(ctx, helper);
  if (!helper || !reads) return false;
  reportFollowed(ctx, [{ helper, reads, from: handler }]);
  return true;
}
