// Rewrites where the two clients behave differently, done only where the code proves it safe:
// - a rejection handler of a high-level call reads the raw response body; ours rejects with a
//   `HostError` whose `body` holds it, so `e.detail` becomes `e.body?.detail`;
// - `env.pitcher` becomes `env.svc` where the type checker says the object is the existing client's
//   environment record;
// Anything short of proof is left as it was and reported. A rejection handed whole to a helper of the
// app's own (in any of its scripts, one level) that only reads members of it is reported where the
// helper reads the body's fields, naming the places that hand it over.
import ts from "typescript";
import type { SourceContext } from "./context";
import { apiKindsAt, isUntyped } from "./clientTypes";
import { declaredByOldClient, flag, isWritten, replace, walk } from "./context";
import { offers } from "./apiObjects";
import { MESSAGES } from "./messages";
import {
  ERROR_MEMBERS,
  followAll,
  followHandler,
  reportFollowed,
  wholeUses,
} from "./rejectionHelpers";

/** Whether `call` is a method call on a high-level API object (`api.getEnv()`), by its type. */
function isHighLevelCall(ctx: SourceContext, call: ts.Node): boolean {
  if (!ts.isCallExpression(call)) return false;
  const callee = call.expression;
  if (!ts.isPropertyAccessExpression(callee) && !ts.isElementAccessExpression(callee)) return false;
  const kinds = apiKindsAt(ctx.checker, callee.expression);
  return kinds.length === 1 && kinds[0] === "impact";
}

/**
 * Whether code under `node` may reach the existing client: a call of the app's own code, of the
 * client, or of something untyped (a call of a library or the platform's declared API cannot).
 */
function mayReachClient(ctx: SourceContext, node: ts.Node): boolean {
  let reaches = false;
  walk(node, (inner) => {
    if (reaches || !ts.isCallExpression(inner)) return;
    const declaration = ctx.checker.getResolvedSignature(inner)?.declaration;
    const file = declaration?.getSourceFile();
    if (!file || !file.isDeclarationFile || declaredByOldClient(declaration!)) reaches = true;
  });
  return reaches;
}

/**
 * Whether code under `node` may reach a high-level call: one the type proves, or, in a function of the
 * app's own that it calls, one its body may reach (each function followed once); a call of something
 * untyped may. Calls of the ui/admin/dsr objects reject with an `Error` in both clients (the guide's
 * row 17), and calls of libraries never reach the client.
 */
function mayReachHighLevel(ctx: SourceContext, node: ts.Node, seen = new Set<ts.Node>()): boolean {
  let reaches = false;
  walk(node, (inner) => {
    if (reaches || !ts.isCallExpression(inner)) return;
    if (isHighLevelCall(ctx, inner)) {
      reaches = true;
      return;
    }
    const declaration = ctx.checker.getResolvedSignature(inner)?.declaration;
    if (declaration?.getSourceFile().isDeclarationFile) return;
    const body =
      declaration && ts.isFunctionLike(declaration)
        ? (declaration as ts.FunctionLikeDeclaration).body
        : undefined;
    if (!body) reaches = true;
    else if (!seen.has(body)) {
      seen.add(body);
      reaches = mayReachHighLevel(ctx, body, seen);
    }
  });
  return reaches;
}

/**
 * Where a rejection handed to `.then()`/`.catch()` comes from: the expression itself, or the
 * initializer of the `const` it names (`const load = cond ? admin.getEnv() : api.getEnv()`).
 */
function promiseOrigin(ctx: SourceContext, target: ts.Expression): ts.Node {
  if (!ts.isIdentifier(target)) return target;
  const declaration = ctx.checker.getSymbolAtLocation(target)?.valueDeclaration;
  return declaration &&
    ts.isVariableDeclaration(declaration) &&
    declaration.initializer &&
    ts.getCombinedNodeFlags(declaration) & ts.NodeFlags.Const
    ? declaration.initializer
    : target;
}

/** The first place under `scope` that hands the rejection `symbol` on whole, if any. */
function handedOn(ctx: SourceContext, scope: ts.Node, symbol: ts.Symbol): string | undefined {
  let found: string | undefined;
  walk(scope, (node) => {
    if (found !== undefined || !ts.isIdentifier(node)) return;
    if (ctx.checker.getSymbolAtLocation(node) !== symbol) return;
    const parent = node.parent;
    if ((ts.isCallExpression(parent) || ts.isNewExpression(parent)) && parent.expression !== node) {
      found = `${parent.expression.getText(ctx.sf)}(${node.text})`;
    } else if (
      ts.isShorthandPropertyAssignment(parent) ||
      (ts.isPropertyAssignment(parent) && parent.initializer === node) ||
      (ts.isVariableDeclaration(parent) && parent.initializer === node) ||
      (ts.isBinaryExpression(parent) &&
        parent.right === node &&
        parent.operatorToken.kind === ts.SyntaxKind.EqualsToken) ||
      ts.isReturnStatement(parent) ||
      ts.isArrayLiteralExpression(parent)
    ) {
      found = node.text;
    }
  });
  return found;
}

/**
 * Reports a handler whose rejection's origin is unproven when it reads body-like members, or when
 * it hands the rejection on whole (to a helper of the app's own, into state) and it may come from a
 * high-level call: what is read of it there, the types cannot see.
 */
function reportUnproven(
  ctx: SourceContext,
  scope: ts.Node,
  name: ts.Identifier,
  reachesHighLevel: boolean,
): void {
  const symbol = ctx.checker.getSymbolAtLocation(name);
  if (!symbol) return;
  const members = new Set<string>();
  walk(scope, (node) => {
    if (!ts.isPropertyAccessExpression(node) || !ts.isIdentifier(node.expression)) return;
    if (ctx.checker.getSymbolAtLocation(node.expression) !== symbol) return;
    if (!ERROR_MEMBERS.has(node.name.text)) members.add(`.${node.name.text}`);
  });
  if (members.size > 0) {
    flag(ctx, name, MESSAGES.unprovenRejection([...members].join(", ")), "rejection-body");
    return;
  }
  const handed = reachesHighLevel ? handedOn(ctx, scope, symbol) : undefined;
  if (handed === undefined) return;
  // handed only to helpers of the app's own that read it member by member: reported where they read
  const followed = followAll(ctx, wholeUses(ctx, scope, symbol));
  if (followed) reportFollowed(ctx, followed);
  else flag(ctx, name, MESSAGES.unprovenHandedOn(handed), "rejection-body");
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
  const whole: ts.Identifier[] = [];
  walk(scope, (node) => {
    if (!ts.isIdentifier(node) || node === name || node.text !== name.text) return;
    if (ctx.checker.getSymbolAtLocation(node) !== symbol) return;
    const parent = node.parent;
    const member =
      (ts.isPropertyAccessExpression(parent) || ts.isElementAccessExpression(parent)) &&
      parent.expression === node;
    if (member && !isWritten(parent)) reads.push(node);
    else whole.push(node);
  });
  // handed only to helpers of the app's own that read it member by member: reported where they read
  const followed = whole.length > 0 ? followAll(ctx, whole) : [];
  if (!followed) {
    flag(ctx, name, MESSAGES.rejectionWhole(where), "rejection-body");
    return;
  }
  reportFollowed(ctx, followed);
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
      "rejection-body",
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
  if (!handler) return;
  if (!(ts.isArrowFunction(handler) || ts.isFunctionExpression(handler))) {
    // a helper of the app's own gets the rejection: reported where it reads the body's fields, when
    // it only reads members of it; at the handler otherwise (what it does, the types cannot see)
    if (!followHandler(ctx, handler))
      flag(ctx, handler, MESSAGES.rejectionWhole(where), "rejection-body");
    return;
  }
  const param = handler.parameters[0]?.name;
  if (param && ts.isIdentifier(param)) rewriteRejectionReads(ctx, handler.body, param, where);
  else if (param) {
    flag(ctx, param, MESSAGES.rejectionDestructured(where), "rejection-body");
  }
}

/** The parameter of a handler function, when it is a plain identifier. */
function handlerParam(handler: ts.Expression | undefined): ts.Identifier | undefined {
  if (!handler || !(ts.isArrowFunction(handler) || ts.isFunctionExpression(handler)))
    return undefined;
  const param = handler.parameters[0]?.name;
  return param && ts.isIdentifier(param) ? param : undefined;
}

/**
 * `.catch(fn)` and `.then(ok, fn)` directly on a high-level call, and `try/catch` around nothing but
 * such calls, are rewritten; a `.catch` further down a `.then()` chain is reported (it also gets
 * what the `.then` handlers throw), and so is a handler reading body-like members of a rejection
 * whose origin the codemod cannot prove (`usesClient`: the app uses the existing client).
 */
export function rewriteRejections(ctx: SourceContext, usesClient: boolean): void {
  walk(ctx.sf, (node) => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const method = node.expression.name.text;
      const target = node.expression.expression;
      const handler =
        method === "catch" ? node.arguments[0] : method === "then" ? node.arguments[1] : undefined;
      if (method === "catch" && isHighLevelCall(ctx, target)) {
        rewriteHandler(ctx, node.arguments[0], ".catch()");
      } else if (method === "then" && node.arguments.length > 1 && isHighLevelCall(ctx, target)) {
        rewriteHandler(ctx, node.arguments[1], ".then(_, onRejected)");
      } else if (method === "catch" && isHighLevelCall(ctx, chainRoot(target))) {
        flag(ctx, node.expression.name, MESSAGES.catchAfterThen, "rejection-body");
      } else if (handler && usesClient && mayReachClient(ctx, promiseOrigin(ctx, target))) {
        const param = handlerParam(handler);
        const origin = promiseOrigin(ctx, target);
        if (param) {
          const body = (handler as ts.ArrowFunction).body;
          reportUnproven(ctx, body, param, mayReachHighLevel(ctx, origin));
        }
      }
    }
    if (ts.isTryStatement(node) && node.catchClause?.variableDeclaration) {
      rewriteTryCatch(ctx, node, node.catchClause, usesClient);
    }
  });
}

function rewriteTryCatch(
  ctx: SourceContext,
  statement: ts.TryStatement,
  clause: ts.CatchClause,
  usesClient: boolean,
): void {
  const calls: ts.CallExpression[] = [];
  walk(statement.tryBlock, (node) => {
    if (ts.isCallExpression(node)) calls.push(node);
  });
  const name = clause.variableDeclaration!.name;
  if (!ts.isIdentifier(name)) return;
  const highLevel = calls.filter((call) => isHighLevelCall(ctx, call));
  if (highLevel.length === 0) {
    if (usesClient && mayReachClient(ctx, statement.tryBlock))
      reportUnproven(ctx, clause.block, name, mayReachHighLevel(ctx, statement.tryBlock));
    return;
  }
  if (highLevel.length !== calls.length) {
    flag(ctx, name, MESSAGES.mixedTry, "rejection-body");
    return;
  }
  rewriteRejectionReads(ctx, clause.block, name, "catch");
}

/** `x.pitcher` on the existing client's environment record -> `x.svc`; unproven ones reported. */
export function rewriteEnvRecord(ctx: SourceContext, usesClient: boolean): void {
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
        "env-pitcher",
        offers(ctx, node.expression, "svc"),
      );
    } else if (
      declarations.length === 0 &&
      usesClient &&
      isUntyped(ctx.checker.getTypeAtLocation(node.expression))
    ) {
      flag(ctx, node.name, MESSAGES.untypedPitcher, "env-pitcher");
    }
  });
}
