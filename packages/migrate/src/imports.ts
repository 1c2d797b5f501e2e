// Imports of the existing client: the module specifier becomes ours, renamed exports are renamed
// (with every reference to the local binding), type exports move to `@hostbridge/protocol-types`,
// and names without an equivalent are kept and reported.
import ts from "typescript";
import type { SourceContext } from "./context";
import { flag, replace, walk } from "./context";
import { NEW_PACKAGE, OLD_PACKAGE, RENAMED_EXPORTS, TYPE_EXPORTS } from "./names";

/** The protocol types package, where the environment record types live. */
export const TYPES_PACKAGE = "@hostbridge/protocol-types";

/** What the import pass learnt about a file's bindings of the existing client. */
export interface ImportedBindings {
  /** Local binding symbol -> the existing client's export name. */
  readonly named: Map<ts.Symbol, string>;
  /** Symbols of `import * as x` / default imports of the existing client. */
  readonly namespaces: Set<ts.Symbol>;
  /** Whether the file now imports from `@hostbridge/protocol-types`. */
  usesTypesPackage: boolean;
}

function quote(ctx: SourceContext, literal: ts.StringLiteral): string {
  return ctx.sf.text[literal.getStart(ctx.sf)] === "'" ? "'" : '"';
}

/** Rewrites every import of the existing client in the file; returns its bindings. */
export function rewriteImports(ctx: SourceContext): ImportedBindings {
  const bindings: ImportedBindings = {
    named: new Map(),
    namespaces: new Set(),
    usesTypesPackage: false,
  };
  for (const statement of ctx.sf.statements) {
    if (!ts.isImportDeclaration(statement)) continue;
    const specifier = statement.moduleSpecifier;
    if (!ts.isStringLiteral(specifier) || specifier.text !== OLD_PACKAGE) continue;
    rewriteDeclaration(ctx, statement, specifier, bindings);
  }
  walk(ctx.sf, (node) => {
    const isRequire =
      ts.isCallExpression(node) &&
      node.arguments.length === 1 &&
      ts.isStringLiteral(node.arguments[0]!) &&
      node.arguments[0].text === OLD_PACKAGE &&
      (node.expression.kind === ts.SyntaxKind.ImportKeyword ||
        (ts.isIdentifier(node.expression) && node.expression.text === "require"));
    if (isRequire) {
      flag(
        ctx,
        node,
        `loads ${OLD_PACKAGE} with require() or import(): change it to a static import from ${NEW_PACKAGE} by hand (the codemod follows static imports only)`,
      );
    }
  });
  return bindings;
}

function rewriteDeclaration(
  ctx: SourceContext,
  statement: ts.ImportDeclaration,
  specifier: ts.StringLiteral,
  bindings: ImportedBindings,
): void {
  const q = quote(ctx, specifier);
  const clause = statement.importClause;
  const named =
    clause?.namedBindings && ts.isNamedImports(clause.namedBindings)
      ? clause.namedBindings
      : undefined;
  if (clause?.name) bindings.namespaces.add(ctx.checker.getSymbolAtLocation(clause.name)!);
  if (clause?.namedBindings && ts.isNamespaceImport(clause.namedBindings)) {
    bindings.namespaces.add(ctx.checker.getSymbolAtLocation(clause.namedBindings.name)!);
  }
  if (!named) {
    replace(
      ctx,
      specifier,
      `${q}${NEW_PACKAGE}${q}`,
      `import from ${NEW_PACKAGE} instead of ${OLD_PACKAGE}`,
    );
    return;
  }
  const values: string[] = [];
  const types: string[] = [];
  for (const element of named.elements) {
    const exported = (element.propertyName ?? element.name).text;
    const local = element.name.text;
    const symbol = ctx.checker.getSymbolAtLocation(element.name);
    if (symbol) bindings.named.set(symbol, exported);
    const typeOnly = element.isTypeOnly || Boolean(clause?.isTypeOnly);
    const typeTarget = TYPE_EXPORTS[exported];
    if (typeTarget !== undefined && (typeOnly || !ctx.sdkExports.has(exported))) {
      types.push(typeTarget === local ? local : `${typeTarget} as ${local}`);
      continue;
    }
    const renamed = RENAMED_EXPORTS[exported];
    const ourName = renamed ?? exported;
    if (!ctx.sdkExports.has(ourName) && !typeOnly) {
      flag(
        ctx,
        element,
        `${exported} has no equivalent export in ${NEW_PACKAGE}: see docs/migration.md for what replaces it`,
      );
    }
    const prefix = element.isTypeOnly ? "type " : "";
    if (renamed !== undefined && element.propertyName === undefined) {
      renameReferences(ctx, element, symbol, renamed);
      values.push(`${prefix}${renamed}`);
    } else {
      values.push(`${prefix}${ourName === local ? local : `${ourName} as ${local}`}`);
    }
  }
  const typeKeyword = clause?.isTypeOnly ? "type " : "";
  const head = clause?.name ? `${clause.name.text}, ` : "";
  const lines: string[] = [];
  if (values.length > 0 || head) {
    lines.push(`import ${typeKeyword}${head}{ ${values.join(", ")} } from ${q}${NEW_PACKAGE}${q};`);
  }
  if (types.length > 0) {
    bindings.usesTypesPackage = true;
    lines.push(`import type { ${types.join(", ")} } from ${q}${TYPES_PACKAGE}${q};`);
  }
  const end = statement.getEnd();
  ctx.edits.push({ start: statement.getStart(ctx.sf), end, text: lines.join("\n") });
  ctx.changes.push({
    ...lineOf(ctx, statement),
    what: `import from ${NEW_PACKAGE}${types.length > 0 ? ` (types from ${TYPES_PACKAGE})` : ""} instead of ${OLD_PACKAGE}`,
  });
}

function lineOf(ctx: SourceContext, node: ts.Node): { line: number; column: number } {
  const { line, character } = ctx.sf.getLineAndCharacterOfPosition(node.getStart(ctx.sf));
  return { line: line + 1, column: character + 1 };
}

/** Renames every reference to an imported binding (shorthand properties keep their key). */
function renameReferences(
  ctx: SourceContext,
  element: ts.ImportSpecifier,
  symbol: ts.Symbol | undefined,
  renamed: string,
): void {
  if (!symbol) return;
  const old = element.name.text;
  walk(ctx.sf, (node) => {
    if (!ts.isIdentifier(node) || node === element.name || node.text !== old) return;
    if (ts.isShorthandPropertyAssignment(node.parent)) {
      if (ctx.checker.getShorthandAssignmentValueSymbol(node.parent) !== symbol) return;
      replace(ctx, node, `${old}: ${renamed}`, `${old} -> ${renamed}`);
      return;
    }
    if (ctx.checker.getSymbolAtLocation(node) !== symbol) return;
    replace(ctx, node, renamed, `${old} -> ${renamed}`);
  });
}
