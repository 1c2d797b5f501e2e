// Leaving compat, a deep type import of the packages the step moves from
// (`@hostbridge/compat/types/openapi`): the client's records compat declares there move to ours.
import ts from "typescript";
import type { SourceContext } from "./context";
import { changed, oldClientSymbol } from "./context";
import { TYPES_PACKAGE } from "./names";

/**
 * Whether the client's type (a model of `types/openapi`) accepts any value: an open record (`{ [key:
 * string]: any }`) or a string (an enum). Those stay where they are: whatever ours answers fits them.
 */
function acceptsAnything(ctx: SourceContext, symbol: ts.Symbol): boolean {
  const type = ctx.checker.getDeclaredTypeOfSymbol(symbol);
  if (type.flags & (ts.TypeFlags.String | ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return true;
  return (
    ctx.checker.getPropertiesOfType(type).length === 0 &&
    ctx.checker.getIndexInfoOfType(type, ts.IndexKind.String) !== undefined
  );
}

/**
 * Leaving compat, the models a deep type import names (`@hostbridge/compat/types/openapi`) that
 * compat declares as the client's records (the canvas, the file, ...) move to
 * `@hostbridge/protocol-types`' type of the same name: ours answer with those, so an app that typed
 * an answer with the client's record keeps type-checking; the rest (open records, enums, names ours
 * lacks) stays imported from the deep path, which stays a dependency, and is reported. Returns
 * which names moved: `all` (nothing is left to report), `some` or `none`.
 */
export function deepTypesToOurs(
  ctx: SourceContext,
  statement: ts.Statement,
  specifier: ts.StringLiteral,
): "all" | "some" | "none" {
  if (!ctx.leaving || !ts.isImportDeclaration(statement)) return "none";
  const clause = statement.importClause;
  const named = clause?.namedBindings;
  if (!clause || clause.name || !named || !ts.isNamedImports(named)) return "none";
  const moved: string[] = [];
  const kept: string[] = [];
  for (const element of named.elements) {
    const exported = (element.propertyName ?? element.name).text;
    const target = oldClientSymbol(ctx, element.name);
    const moves =
      target !== undefined &&
      !(target.flags & ts.SymbolFlags.Value) &&
      ctx.typeExports.protocol.has(exported) &&
      !acceptsAnything(ctx, target);
    const text = exported === element.name.text ? exported : `${exported} as ${element.name.text}`;
    if (moves) moved.push(text);
    else kept.push(element.getText(ctx.sf));
  }
  if (moved.length === 0) return "none";
  const q = ctx.sf.text[specifier.getStart(ctx.sf)] === "'" ? "'" : '"';
  const semi = statement.getText(ctx.sf).trimEnd().endsWith(";") ? ";" : "";
  const lines = [`import type { ${moved.join(", ")} } from ${q}${TYPES_PACKAGE}${q}${semi}`];
  if (kept.length > 0) {
    const typeKeyword = clause.isTypeOnly ? "type " : "";
    lines.push(`import ${typeKeyword}{ ${kept.join(", ")} } from ${q}${specifier.text}${q}${semi}`);
  }
  ctx.edits.push({
    start: statement.getStart(ctx.sf),
    end: statement.getEnd(),
    text: lines.join("\n"),
  });
  changed(
    ctx,
    statement,
    `import type { ${moved.join(", ")} } from ${TYPES_PACKAGE} instead of ${specifier.text}`,
    null,
  );
  return kept.length === 0 ? "all" : "some";
}
