// Peer connectivity, where ours means otherwise than the existing client (rule
// `peer-connectivity-promise`, the guide's row 27b), handled where the value is read:
// - `sendPeerConnectivityEvent()` returns whether it sent the event (a boolean), not a promise: where
//   the app uses the value (`.then()`, a variable, a `return`), the call is wrapped in
//   `Promise.resolve(...)`, so every later reader still gets a promise; a reader of what it resolves
//   to, and a `.catch()` on it, are reported there;
// - the events it sends say `metadata.source: "web"` on the client, `"app"` in ours: each call passes
//   the `source` option `"web"` (leaving compat), so every receiver reads what it read before;
// - a delivered event's `metadata.extras` is always an object on the client (`{}` when the sender gave
//   none), absent in ours: a read of a member of it becomes `extras?.x`, a read of it whole
//   `(extras ?? {})`; `metadata.source` is `"native"` on the client for an event without one,
//   `"unknown"` in ours: a read that is not a comparison with another string is reported.
import ts from "typescript";
import { exportNamed } from "./apiObjects";
import type { SourceContext } from "./context";
import { applies, changed, clientFile, flag, heldBack, isWritten, walk } from "./context";
import { MESSAGES } from "./messages";

const RULE = "peer-connectivity-promise";

/** The quote the file writes its imports with (double by default). */
function fileQuote(ctx: SourceContext): string {
  const specifier = ctx.sf.statements.find(ts.isImportDeclaration)?.moduleSpecifier;
  return specifier && ctx.sf.text[specifier.getStart(ctx.sf)] === "'" ? "'" : '"';
}

/** Zero-width insertions at `node` that make one change of `RULE`, when it applies (else reported). */
function insert(
  ctx: SourceContext,
  node: ts.Node,
  inserts: readonly { at: number; text: string }[],
  what: string,
  onCompat: boolean,
): void {
  if (!applies(ctx, RULE, onCompat)) {
    heldBack(ctx, node, what, RULE, onCompat);
    return;
  }
  for (const { at, text } of inserts) ctx.edits.push({ start: at, end: at, text });
  changed(ctx, node, what, RULE);
}

/** Where the value of `node` goes: its parent past parentheses. */
function reader(node: ts.Node): { parent: ts.Node; inner: ts.Node } {
  let inner = node;
  while (ts.isParenthesizedExpression(inner.parent)) inner = inner.parent;
  return { parent: inner.parent, inner };
}

/** `sendPeerConnectivityEvent(payload, options?)`: the source option, then where its result goes. */
function sendCall(ctx: SourceContext, call: ts.CallExpression): void {
  const [payload, options, ...rest] = call.arguments;
  const q = fileQuote(ctx);
  const source = `source: ${q}web${q}`;
  const what = MESSAGES.peerSourceOption(q);
  if (
    !payload ||
    ts.isSpreadElement(payload) ||
    rest.length > 0 ||
    (options && ts.isSpreadElement(options))
  ) {
    flag(ctx, call, MESSAGES.peerSourceByHand, RULE);
  } else if (!options) {
    insert(ctx, call, [{ at: payload.getEnd(), text: `, { ${source} }` }], what, false);
  } else if (ts.isObjectLiteralExpression(options)) {
    const last = options.properties.at(-1);
    const at = last ? last.getEnd() : options.getStart(ctx.sf) + 1;
    insert(ctx, call, [{ at, text: last ? `, ${source}` : ` ${source} ` }], what, false);
  } else {
    const inserts = [
      { at: options.getStart(ctx.sf), text: "{ ..." },
      { at: options.getEnd(), text: `, ${source} }` },
    ];
    insert(ctx, call, inserts, what, false);
  }
  resultRead(ctx, call);
}

/** Where the result of a send is used: nothing when dropped, a promise kept where it is read. */
function resultRead(ctx: SourceContext, call: ts.CallExpression): void {
  const { parent, inner } = reader(call);
  if (ts.isExpressionStatement(parent) || ts.isVoidExpression(parent)) return;
  if (ts.isAwaitExpression(parent)) {
    // `await` of a boolean goes on as `await` of the promise did; only a read of its value differs
    if (!ts.isExpressionStatement(reader(parent).parent))
      flag(ctx, parent, MESSAGES.peerResultValue, RULE);
    return;
  }
  const start = call.getStart(ctx.sf);
  insert(
    ctx,
    call,
    [
      { at: start, text: "Promise.resolve(" },
      { at: call.getEnd(), text: ")" },
    ],
    MESSAGES.peerResultPromise,
    true,
  );
  if (!ts.isPropertyAccessExpression(parent) || parent.expression !== inner) return;
  const chained = parent.parent;
  if (!ts.isCallExpression(chained)) return;
  if (parent.name.text === "catch") flag(ctx, parent.name, MESSAGES.peerResultCatch, RULE);
  if (parent.name.text !== "then") return;
  const [onSent, onFailed] = chained.arguments;
  const param =
    onSent && (ts.isArrowFunction(onSent) || ts.isFunctionExpression(onSent))
      ? onSent.parameters[0]
      : undefined;
  if (param) flag(ctx, param, MESSAGES.peerResultValue, RULE);
  if (onFailed) flag(ctx, onFailed, MESSAGES.peerResultCatch, RULE);
}

/** Whether `node`'s type is the metadata of a delivered peer event (the client's or compat's). */
function isPeerMetadata(ctx: SourceContext, node: ts.Expression): boolean {
  const type = ctx.checker.getNonNullableType(ctx.checker.getTypeAtLocation(node));
  const symbol = type.aliasSymbol ?? type.getSymbol();
  if (symbol?.name !== "PeerConnectivityMetadata") return false;
  return (symbol.declarations ?? []).some((declaration) => {
    const file = declaration.getSourceFile().fileName;
    return (
      clientFile(file) || /[\\/](@hostbridge[\\/]|packages[\\/])protocol-types[\\/]/.test(file)
    );
  });
}

const EQUALITY = new Set([
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ts.SyntaxKind.EqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsToken,
]);

/** `event.metadata.extras` and `event.metadata.source` where a delivered event is read. */
function metadataRead(ctx: SourceContext, access: ts.PropertyAccessExpression): void {
  const { parent, inner } = reader(access);
  if (access.name.text === "source") {
    // a comparison with a string other than "native" means the same on both
    const other =
      ts.isBinaryExpression(parent) && EQUALITY.has(parent.operatorToken.kind)
        ? parent.left === inner
          ? parent.right
          : parent.left
        : undefined;
    if (other && ts.isStringLiteralLike(other) && other.text !== "native") return;
    flag(ctx, access.name, MESSAGES.peerSourceRead, RULE);
    return;
  }
  if (isWritten(inner)) {
    flag(ctx, access.name, MESSAGES.peerExtrasWritten, RULE);
    return;
  }
  const member =
    (ts.isPropertyAccessExpression(parent) || ts.isElementAccessExpression(parent)) &&
    parent.expression === inner;
  if (member && parent.questionDotToken) return;
  if (member && isWritten(parent)) {
    flag(ctx, access.name, MESSAGES.peerExtrasWritten, RULE);
    return;
  }
  const text = access.getText(ctx.sf);
  if (member) {
    const dot = ts.isPropertyAccessExpression(parent) ? "?" : "?.";
    const whole = parent.getText(ctx.sf);
    const what = MESSAGES.peerExtrasMember(whole, `${text}${dot}${whole.slice(text.length)}`);
    insert(ctx, access, [{ at: inner.getEnd(), text: dot }], what, true);
    return;
  }
  // (parentheses only where the value goes into a larger expression)
  const bare =
    ((ts.isCallExpression(parent) || ts.isNewExpression(parent)) && parent.expression !== inner) ||
    ts.isVariableDeclaration(parent) ||
    ts.isReturnStatement(parent) ||
    ts.isPropertyAssignment(parent) ||
    ts.isArrayLiteralExpression(parent);
  const [open, close] = bare ? ["", ""] : ["(", ")"];
  const inserts = [
    { at: access.getStart(ctx.sf), text: open },
    { at: access.getEnd(), text: ` ?? {}${close}` },
  ].filter((entry) => entry.text !== "");
  const to = `${open}${text} ?? {}${close}`;
  insert(ctx, access, inserts, MESSAGES.peerExtrasMember(text, to), true);
}

/** Rewrites and reports peer connectivity where the two clients differ (see the file's head). */
export function rewritePeerEvents(ctx: SourceContext, usesClient: boolean): void {
  walk(ctx.sf, (node) => {
    if (
      ts.isCallExpression(node) &&
      exportNamed(ctx, node.expression) === "sendPeerConnectivityEvent"
    )
      sendCall(ctx, node);
    if (
      usesClient &&
      ts.isPropertyAccessExpression(node) &&
      (node.name.text === "extras" || node.name.text === "source") &&
      isPeerMetadata(ctx, node.expression)
    )
      metadataRead(ctx, node);
  });
}
