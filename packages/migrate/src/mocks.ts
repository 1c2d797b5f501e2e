// Test doubles of the existing client in a run that leaves compat: `vi.mock("@hostbridge/compat",
// () => ({ ... }))` follows the imports it mocks to `@hostbridge/sdk`, with our names.
import ts from "typescript";
import type { SourceContext } from "./context";
import { changed } from "./context";
import { KEPT_ON_COMPAT, NEW_PACKAGE, RENAMED_EXPORTS } from "./names";

/** Test runners' functions that name a module to mock (`vi.mock`, `jest.requireActual`, ...). */
export const MOCKS: ReadonlySet<string> = new Set([
  "mock",
  "doMock",
  "unmock",
  "doUnmock",
  "importActual",
  "importMock",
  "requireActual",
  "requireMock",
  "setMock",
  "createMockFromModule",
]);

/** The object literal a mock factory returns: `() => ({ ... })` or `() => { return { ... } }`. */
function factoryObject(factory: ts.Expression | undefined): ts.ObjectLiteralExpression | undefined {
  if (!factory || !(ts.isArrowFunction(factory) || ts.isFunctionExpression(factory))) return;
  let body: ts.Node = factory.body;
  if (ts.isBlock(body)) {
    const [only] = body.statements;
    if (body.statements.length !== 1 || !only || !ts.isReturnStatement(only)) return;
    if (!only.expression) return;
    body = only.expression;
  }
  while (ts.isParenthesizedExpression(body)) body = body.expression;
  return ts.isObjectLiteralExpression(body) ? body : undefined;
}

/** A mocked export's name as ours calls it (`usePitcherApi` -> `useHostApi`), and its property text. */
function mockedExport(ctx: SourceContext, property: ts.ObjectLiteralElementLike) {
  const name = property.name && ts.isIdentifier(property.name) ? property.name : undefined;
  if (!name || ts.isSpreadAssignment(property)) return undefined;
  const renamed = RENAMED_EXPORTS[name.text];
  const text = property.getText(ctx.sf);
  const ours = renamed ?? name.text;
  const renamedText = ts.isShorthandPropertyAssignment(property)
    ? `${ours}: ${name.text}`
    : `${ours}${text.slice(name.getEnd() - property.getStart(ctx.sf))}`;
  return { name, ours, renamed, text: renamed === undefined ? text : renamedText };
}

/**
 * A run that leaves compat: `vi.mock("@hostbridge/compat", () => ({ ... }))` follows the imports it
 * mocks. The exports `@hostbridge/sdk` has (by our names: `useHostApi` for `usePitcherApi`) are
 * mocked there; those kept imported from compat stay mocked there (a second call). Only a factory
 * that returns an object literal of named properties is followed; false for any other (reported).
 */
export function followMock(ctx: SourceContext, call: ts.CallExpression): boolean {
  const [specifier, factory] = call.arguments as unknown as [ts.StringLiteral, ts.Expression?];
  const object = factoryObject(factory);
  if (!ctx.leaving || !object || !ts.isExpressionStatement(call.parent)) return false;
  const exports = object.properties.map((property) => mockedExport(ctx, property));
  if (exports.some((entry) => entry === undefined)) return false;
  const mocked = exports as NonNullable<(typeof exports)[number]>[];
  // (an export the app keeps importing from compat, `getAvailableApis`, stays mocked there too)
  const movesToSdk = (entry: (typeof mocked)[number]) =>
    ctx.sdkExports.has(entry.ours) && !KEPT_ON_COMPAT.has(entry.name.text);
  const moved = mocked.filter(movesToSdk);
  const kept = mocked.filter((entry) => !movesToSdk(entry));
  // nothing it mocks moves: it stays as it is
  if (moved.length === 0) return true;
  const q = ctx.sf.text[specifier.getStart(ctx.sf)] === "'" ? "'" : '"';
  const what = `${call.expression.getText(ctx.sf)}() follows the import it mocks: ${NEW_PACKAGE}`;
  if (kept.length === 0) {
    ctx.edits.push({
      start: specifier.getStart(ctx.sf),
      end: specifier.getEnd(),
      text: `${q}${NEW_PACKAGE}${q}`,
    });
    for (const entry of moved) {
      if (entry.renamed === undefined) continue;
      const property = entry.name.parent as ts.ObjectLiteralElementLike;
      ctx.edits.push({
        start: property.getStart(ctx.sf),
        end: property.getEnd(),
        text: entry.text,
      });
    }
    changed(ctx, call, `${what} instead of ${specifier.text}`, null);
    return true;
  }
  // some exports stay with compat: one mock each, in the file's own line breaks and indentation
  const line = ctx.sf.text.slice(0, call.parent.getStart(ctx.sf)).split("\n").at(-1) ?? "";
  const indent = `${line}  `;
  const head = call.expression.getText(ctx.sf);
  const arrow = factory!
    .getText(ctx.sf)
    .slice(0, object.getStart(ctx.sf) - factory!.getStart(ctx.sf));
  const tail = factory!.getText(ctx.sf).slice(object.getEnd() - factory!.getStart(ctx.sf));
  const mock = (to: string, entries: typeof mocked) =>
    `${head}(${q}${to}${q}, ${arrow}{\n${entries.map((entry) => `${indent}${entry.text},`).join("\n")}\n${line}}${tail})`;
  const semicolon = call.parent.getText(ctx.sf).endsWith(";") ? ";" : "";
  ctx.edits.push({
    start: call.getStart(ctx.sf),
    end: call.getEnd(),
    text: `${mock(NEW_PACKAGE, moved)}${semicolon}\n${line}${mock(specifier.text, kept)}`,
  });
  changed(
    ctx,
    call,
    `${what} (${kept.map((entry) => entry.name.text).join(", ")} ${kept.length === 1 ? "stays" : "stay"} mocked in ${specifier.text})`,
    null,
  );
  return true;
}
