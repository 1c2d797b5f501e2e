// Rewrites where the two clients behave differently, done only where the code proves it safe:
// - a rejection handler of a high-level call reads the raw response body; ours rejects with a
//   `HostError` whose `body` holds it, so `e.detail` becomes `e.body?.detail`;
// - `env.pitcher` becomes `env.svc` where the type checker says the object is the existing client's
//   environment record;
// - the `PITCHER_*` envelope type literals become the spec's `SVC_*`.
// Anything short of proof is left as it was and reported.
import ts from "typescript";
import type { SourceContext } from "./context";
import { declaredByOldClient, flag, replace, walk } from "./context";
import { apiKindOf } from "./apiObjects";
import type { ImportedBindings } from "./imports";
import { renamedEnvelopeType } from "./names";

/** Whether `call` is a method call on a high-level API object (`api.getEnv()`). */
function isHighLevelCall(ctx: SourceContext, bindings: ImportedBindings, call: ts.Node): boolean {
  return (
    ts.isCallExpression(call) &&
    ts.isPropertyAccessExpression(call.expression) &&
    apiKindOf(ctx, bindings, call.expression.expression) === "impact"
  );
}

/**
 * Rewrites the reads of a caught rejection (`e.x` -> `e.body?.x`) when every use of it reads a
 * member; reports it otherwise.
 */
function rewriteRejectionReads(
  ctx: SourceContext,
  scope: ts.Node,
  name: ts.Identifier,
  where: string,
): void {
  const symbol = ctx.checker.getSymbolAtLocation(name);
  if (!symbol) return;
  const reads: ts.Identifier[] = [];
  let whole = false;
  walk(scope, (node) => {
    if (!ts.isIdentifier(node) || node === name || node.text !== name.text) return;
    if (ctx.checker.getSymbolAtLocation(node) !== symbol) return;
    const parent = node.parent;
    const member =
      (ts.isPropertyAccessExpression(parent) || ts.isElementAccessExpression(parent)) &&
      parent.expression === node;
    const outer = parent.parent;
    const written =
      (ts.isBinaryExpression(outer) &&
        outer.left === parent &&
        outer.operatorToken.kind >= ts.SyntaxKind.FirstAssignment &&
        outer.operatorToken.kind <= ts.SyntaxKind.LastAssignment) ||
      ts.isPrefixUnaryExpression(outer) ||
      ts.isPostfixUnaryExpression(outer) ||
      ts.isDeleteExpression(outer);
    if (member && !written) reads.push(node);
    else whole = true;
  });
  if (whole) {
    flag(
      ctx,
      name,
      `${where} uses the rejection as a whole: the existing client rejects with the raw response body, ours with a HostError (an Error whose body holds it; timeouts and transport failures are HostBridgeErrors without one)`,
    );
    return;
  }
  for (const read of reads) {
    const access = read.parent as ts.PropertyAccessExpression | ts.ElementAccessExpression;
    // e.x -> e.body?.x, e["x"] -> e.body?.["x"], e?.x -> e.body?.x
    const text = access.questionDotToken
      ? `${read.text}.body`
      : ts.isPropertyAccessExpression(access)
        ? `${read.text}.body?`
        : `${read.text}.body?.`;
    replace(
      ctx,
      read,
      text,
      `${where}: reads the response body from the HostError (${read.text}.body)`,
    );
  }
}

/** The call a `.then()`/`.finally()` chain starts from. */
function chainRoot(expression: ts.Expression): ts.Expression {
  let current = expression;
  while (
    ts.isCallExpression(current) &&
    ts.isPropertyAccessExpression(current.expression) &&
    ["then", "finally"].includes(current.expression.name.text)
  ) {
    current = current.expression.expression;
  }
  return current;
}

function rewriteHandler(
  ctx: SourceContext,
  handler: ts.Expression | undefined,
  where: string,
): void {
  if (!handler || !(ts.isArrowFunction(handler) || ts.isFunctionExpression(handler))) return;
  const param = handler.parameters[0]?.name;
  if (param && ts.isIdentifier(param)) rewriteRejectionReads(ctx, handler.body, param, where);
  else if (param) {
    flag(
      ctx,
      param,
      `${where} destructures the rejection: ours rejects with a HostError, whose body holds the response body`,
    );
  }
}

/**
 * `.catch(fn)` and `.then(ok, fn)` directly on a high-level call, and `try/catch` around nothing but
 * such calls, are rewritten; a `.catch` further down a `.then()` chain is reported (it also gets
 * what the `.then` handlers throw).
 */
export function rewriteRejections(ctx: SourceContext, bindings: ImportedBindings): void {
  walk(ctx.sf, (node) => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const method = node.expression.name.text;
      const target = node.expression.expression;
      if (method === "catch" && isHighLevelCall(ctx, bindings, target)) {
        rewriteHandler(ctx, node.arguments[0], ".catch()");
      } else if (
        method === "then" &&
        node.arguments.length > 1 &&
        isHighLevelCall(ctx, bindings, target)
      ) {
        rewriteHandler(ctx, node.arguments[1], ".then(_, onRejected)");
      } else if (method === "catch" && isHighLevelCall(ctx, bindings, chainRoot(target))) {
        flag(
          ctx,
          node.expression.name,
          ".catch() after .then(): it gets the high-level call's rejection (the raw response body there, a HostError with .body in ours) and whatever the .then handlers throw: change the reads by hand",
        );
      }
    }
    if (ts.isTryStatement(node) && node.catchClause?.variableDeclaration) {
      rewriteTryCatch(ctx, bindings, node, node.catchClause);
    }
  });
}

function rewriteTryCatch(
  ctx: SourceContext,
  bindings: ImportedBindings,
  statement: ts.TryStatement,
  clause: ts.CatchClause,
): void {
  const calls: ts.CallExpression[] = [];
  walk(statement.tryBlock, (node) => {
    if (ts.isCallExpression(node)) calls.push(node);
  });
  const highLevel = calls.filter((call) => isHighLevelCall(ctx, bindings, call));
  if (highLevel.length === 0) return;
  const name = clause.variableDeclaration!.name;
  if (!ts.isIdentifier(name)) return;
  if (highLevel.length !== calls.length) {
    flag(
      ctx,
      name,
      "this catch gets rejections of high-level calls (ours: HostError with the body in .body) and of other code: change the reads by hand",
    );
    return;
  }
  rewriteRejectionReads(ctx, clause.block, name, "catch");
}

/** `x.pitcher` on the existing client's environment record -> `x.svc`; unproven ones reported. */
export function rewriteEnvRecord(ctx: SourceContext, hasOldImport: boolean): void {
  walk(ctx.sf, (node) => {
    if (!ts.isPropertyAccessExpression(node) || node.name.text !== "pitcher") return;
    const symbol = ctx.checker.getSymbolAtLocation(node.name);
    const declarations = symbol?.declarations ?? [];
    if (declarations.length > 0 && declarations.every(declaredByOldClient)) {
      replace(
        ctx,
        node.name,
        "svc",
        "env.pitcher -> env.svc (the environment record's service block)",
      );
    } else if (declarations.length === 0 && hasOldImport) {
      flag(
        ctx,
        node.name,
        "reads .pitcher from a value whose type is unknown: if it is the environment record, ours calls that block svc",
      );
    }
  });
}

/** `"PITCHER_EVENT"` and the other envelope type literals -> `"SVC_EVENT"`. */
export function rewriteEnvelopeLiterals(ctx: SourceContext): void {
  walk(ctx.sf, (node) => {
    if (!ts.isStringLiteral(node) && !ts.isNoSubstitutionTemplateLiteral(node)) return;
    if (ts.isImportDeclaration(node.parent) || ts.isExternalModuleReference(node.parent)) return;
    const renamed = renamedEnvelopeType(node.text, ctx.svcTypes);
    if (renamed === undefined) return;
    const quote = ctx.sf.text[node.getStart(ctx.sf)]!;
    replace(
      ctx,
      node,
      `${quote}${renamed}${quote}`,
      `${node.text} -> ${renamed} (the spec's envelope type)`,
    );
  });
}
