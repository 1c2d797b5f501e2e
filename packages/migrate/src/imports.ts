// Imports and re-exports of the existing client: the module specifier becomes ours, renamed exports
// are renamed (with every reference to the local binding, also where a module imports them through
// a barrel of its own), type exports become ours (`typeMap.ts`), and names without an equivalent are
// kept and reported.
import ts from "typescript";
import type { Scope, SourceContext } from "./context";
import { changed, flag, heldBack, oldClientSymbol, replace, walk } from "./context";
import { MESSAGES } from "./messages";
import { followMock, MOCKS } from "./mocks";
import {
  KEPT_ON_COMPAT,
  NEW_PACKAGE,
  OLD_PACKAGE,
  RENAMED_EXPORTS,
  TYPE_EXPORTS,
  TYPES_PACKAGE,
} from "./names";
import { COMPAT_PACKAGE } from "./specifiers";
import { onlyInRewrites } from "./sdkTypes";
import { mappedType } from "./typeMap";
import { deepTypesToOurs } from "./deepTypes";

/** What the import pass learnt about a file. */
export interface ImportedBindings {
  /** Whether the file imports (or re-exports) the existing client, directly or through a barrel. */
  usesClient: boolean;
  /** Whether the file now imports from `@hostbridge/protocol-types`. */
  usesTypesPackage: boolean;
  /** Whether the file still imports a deep path of compat after this run (compat stays a dependency). */
  keepsCompat: boolean;
}

function quoteOf(ctx: SourceContext, literal: ts.StringLiteral): string {
  return ctx.sf.text[literal.getStart(ctx.sf)] === "'" ? "'" : '"';
}

/** The packages the modernise step moves from: compat (after the first step), or the client itself. */
export const SOURCE_PACKAGES: readonly string[] = [COMPAT_PACKAGE, OLD_PACKAGE];

const isOld = (specifier: ts.Expression): specifier is ts.StringLiteral =>
  ts.isStringLiteral(specifier) && SOURCE_PACKAGES.includes(specifier.text);

/** `@hostbridge/compat/types/openapi`: a deep path of the packages the step moves from. */
const isDeep = (specifier: ts.Expression): specifier is ts.StringLiteral =>
  ts.isStringLiteral(specifier) &&
  SOURCE_PACKAGES.some((name) => specifier.text.startsWith(`${name}/`));

/** The rule an export of the client without an equivalent belongs to. */
function exportScope(name: string): Scope {
  return /^PITCHER_|^Pitcher[A-Z]|_TYPES$/.test(name) ? "pitcher-constants" : null;
}

/** Whether `@hostbridge/sdk` exports a type named `name` (and so, after the import moves, it is ours). */
function sdkHasType(ctx: SourceContext, name: string): boolean {
  return ctx.typeExports.sdk.has(name);
}

/** Rewrites every import and re-export of the existing client in the file. */
export function rewriteImports(ctx: SourceContext): ImportedBindings {
  const bindings: ImportedBindings = {
    usesClient: false,
    usesTypesPackage: false,
    keepsCompat: false,
  };
  for (const statement of ctx.sf.statements) {
    const from =
      ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)
        ? statement.moduleSpecifier
        : undefined;
    if (from && isDeep(from)) {
      bindings.usesClient = true;
      const moved = deepTypesToOurs(ctx, statement, from);
      if (moved !== "none") bindings.usesTypesPackage = true;
      if (moved !== "all") {
        bindings.keepsCompat = true;
        flag(ctx, from, MESSAGES.deepTypes(from.text), null);
      }
    } else if (ts.isImportDeclaration(statement) && isOld(statement.moduleSpecifier)) {
      bindings.usesClient = true;
      if (ctx.leaving) rewriteDeclaration(ctx, statement, statement.moduleSpecifier, bindings);
      else constantsImported(ctx, statement);
    } else if (ts.isImportDeclaration(statement)) {
      if (throughBarrel(ctx, statement)) bindings.usesClient = true;
    } else if (
      ts.isExportDeclaration(statement) &&
      statement.moduleSpecifier &&
      isOld(statement.moduleSpecifier)
    ) {
      bindings.usesClient = true;
      if (ctx.leaving) rewriteReExport(ctx, statement, statement.moduleSpecifier);
    }
  }
  walk(ctx.sf, (node) => {
    const isDynamic =
      ts.isCallExpression(node) &&
      node.arguments.length === 1 &&
      isOld(node.arguments[0]!) &&
      (node.expression.kind === ts.SyntaxKind.ImportKeyword ||
        (ts.isIdentifier(node.expression) && node.expression.text === "require"));
    const isMock =
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      MOCKS.has(node.expression.name.text) &&
      node.arguments.length > 0 &&
      isOld(node.arguments[0]!);
    if (isMock) {
      bindings.usesClient = true;
      const from = (node.arguments[0] as ts.StringLiteral).text;
      if (!followMock(ctx, node)) flag(ctx, node, MESSAGES.mockedClient(from, NEW_PACKAGE), null);
      return;
    }
    if (isDynamic) {
      bindings.usesClient = true;
      const from = (node.arguments[0] as ts.StringLiteral).text;
      flag(ctx, node, MESSAGES.dynamicLoad(from, NEW_PACKAGE), null);
    }
  });
  return bindings;
}

/** A run of some rules: the client's constants imported without an equivalent in ours. */
function constantsImported(ctx: SourceContext, statement: ts.ImportDeclaration): void {
  const named = statement.importClause?.namedBindings;
  if (!named || !ts.isNamedImports(named)) return;
  for (const element of named.elements) {
    const exported = (element.propertyName ?? element.name).text;
    const scope = exportScope(exported);
    if (scope === null || ctx.sdkExports.has(exported) || element.isTypeOnly) continue;
    flag(ctx, element, MESSAGES.noEquivalentExport(exported, NEW_PACKAGE), scope);
  }
}

/** An import from one of the app's own modules (a barrel) of the existing client's exports. */
function throughBarrel(ctx: SourceContext, statement: ts.ImportDeclaration): boolean {
  const named = statement.importClause?.namedBindings;
  if (!named || !ts.isNamedImports(named)) return false;
  let found = false;
  for (const element of named.elements) {
    const target = oldClientSymbol(ctx, element.name);
    if (!target) continue;
    found = true;
    const renamed = RENAMED_EXPORTS[target.name];
    if (renamed !== undefined) {
      if (!ctx.leaving) continue;
      if (element.propertyName)
        replace(
          ctx,
          element.propertyName,
          renamed,
          `${target.name} -> ${renamed}`,
          "use-pitcher-api",
        );
      else renameReferences(ctx, element, renamed, true);
    } else if (!(target.flags & ts.SymbolFlags.Value) || !ctx.sdkExports.has(target.name)) {
      const isType = !(target.flags & ts.SymbolFlags.Value);
      if (isType && sdkHasType(ctx, target.name)) continue;
      flag(
        ctx,
        element,
        isType
          ? MESSAGES.unmappedType(target.name)
          : MESSAGES.noEquivalentExport(target.name, NEW_PACKAGE),
        isType ? null : exportScope(target.name),
      );
    }
  }
  return found;
}

/** `export * from` / `export { ... } from` the existing client: ours, with our names. */
function rewriteReExport(
  ctx: SourceContext,
  statement: ts.ExportDeclaration,
  specifier: ts.StringLiteral,
): void {
  const q = quoteOf(ctx, specifier);
  replace(
    ctx,
    specifier,
    `${q}${NEW_PACKAGE}${q}`,
    `re-export ${NEW_PACKAGE} instead of ${specifier.text}`,
    null,
  );
  const clause = statement.exportClause;
  if (!clause || ts.isNamespaceExport(clause)) {
    flag(ctx, statement, MESSAGES.barrel(specifier.text, NEW_PACKAGE), null);
    return;
  }
  for (const element of clause.elements) {
    const exported = (element.propertyName ?? element.name).text;
    const renamed = RENAMED_EXPORTS[exported];
    if (renamed !== undefined) {
      replace(
        ctx,
        element.propertyName ?? element.name,
        renamed,
        `${exported} -> ${renamed}`,
        "use-pitcher-api",
      );
    } else if (!ctx.sdkExports.has(exported) && !sdkHasType(ctx, exported)) {
      flag(ctx, element, MESSAGES.noEquivalentExport(exported, NEW_PACKAGE), exportScope(exported));
    }
  }
}

function rewriteDeclaration(
  ctx: SourceContext,
  statement: ts.ImportDeclaration,
  specifier: ts.StringLiteral,
  bindings: ImportedBindings,
): void {
  const q = quoteOf(ctx, specifier);
  // the file's own style: a semicolon only where its import had one
  const semi = statement.getText(ctx.sf).trimEnd().endsWith(";") ? ";" : "";
  const clause = statement.importClause;
  const module = ctx.checker.getSymbolAtLocation(specifier);
  const named =
    clause?.namedBindings && ts.isNamedImports(clause.namedBindings)
      ? clause.namedBindings
      : undefined;
  if (clause?.namedBindings && ts.isNamespaceImport(clause.namedBindings)) {
    namespaceMembers(ctx, clause.namedBindings.name);
  }
  if (!named) {
    replace(
      ctx,
      specifier,
      `${q}${NEW_PACKAGE}${q}`,
      `import from ${NEW_PACKAGE} instead of ${specifier.text}`,
      null,
    );
    return;
  }
  const values: string[] = [];
  const types: string[] = [];
  const aliases: string[] = [];
  const kept: string[] = [];
  for (const element of named.elements) {
    // a factory named only in `ReturnType<typeof useUi>` that becomes the sdk's `UiApi`, an enum
    // whose every member becomes its literal (sdkTypes.ts)
    if (onlyInRewrites(ctx, element.name)) continue;
    const exported = (element.propertyName ?? element.name).text;
    const local = element.name.text;
    const target = oldClientSymbol(ctx, element.name);
    const isType =
      element.isTypeOnly ||
      Boolean(clause?.isTypeOnly) ||
      (target !== undefined && !(target.flags & ts.SymbolFlags.Value));
    const typeTarget = TYPE_EXPORTS[exported];
    if (typeTarget !== undefined && (isType || !ctx.sdkExports.has(exported))) {
      types.push(typeTarget === local ? local : `${typeTarget} as ${local}`);
      continue;
    }
    const typePrefix = clause?.isTypeOnly ? "" : "type ";
    const mapped = isType ? mappedType(ctx, module, exported) : undefined;
    if (mapped && mapped.text === mapped.generic) {
      values.push(`${typePrefix}${mapped.text === local ? local : `${mapped.text} as ${local}`}`);
      continue;
    }
    if (mapped) {
      if (!values.includes(`${typePrefix}${mapped.generic}`))
        values.push(`${typePrefix}${mapped.generic}`);
      aliases.push(`type ${local} = ${mapped.text}${semi}`);
      continue;
    }
    if (isType && !sdkHasType(ctx, exported) && ctx.typeExports.protocol.has(exported)) {
      // the protocol's type of that name (a pushed payload, an answer compat declares through it)
      types.push(exported === local ? local : `${exported} as ${local}`);
      continue;
    }
    const renamed = RENAMED_EXPORTS[exported];
    const ourName = renamed ?? exported;
    // ours has it but answers otherwise: it stays (the decision is reported at each call)
    const keptAsIs = !isType && KEPT_ON_COMPAT.has(exported);
    if (keptAsIs || (!ctx.sdkExports.has(ourName) && !(isType && sdkHasType(ctx, ourName)))) {
      // not ours: it stays imported from where it was (which stays a dependency), never moved
      // into an import of @hostbridge/sdk that lacks it
      const typePart = isType && !clause?.isTypeOnly ? "type " : "";
      kept.push(`${typePart}${exported === local ? local : `${exported} as ${local}`}`);
      if (!keptAsIs)
        flag(
          ctx,
          element,
          MESSAGES.keptImport(isType ? `type ${exported}` : exported, specifier.text),
          isType ? null : exportScope(exported),
        );
      continue;
    }
    const prefix = element.isTypeOnly ? "type " : "";
    if (renamed !== undefined && element.propertyName === undefined) {
      if (heldBack(ctx, element, `${exported} -> ${renamed}`, "use-pitcher-api")) {
        // (the rule held back: the app keeps calling it by the old name)
        values.push(`${prefix}${renamed} as ${local}`);
        continue;
      }
      renameReferences(ctx, element, renamed, false);
      values.push(`${prefix}${renamed}`);
    } else {
      values.push(`${prefix}${ourName === local ? local : `${ourName} as ${local}`}`);
    }
  }
  const typeKeyword = clause?.isTypeOnly ? "type " : "";
  const head = clause?.name ? `${clause.name.text}, ` : "";
  const lines: string[] = [];
  if (values.length > 0 || head) {
    lines.push(
      `import ${typeKeyword}${head}{ ${values.join(", ")} } from ${q}${NEW_PACKAGE}${q}${semi}`,
    );
  }
  if (types.length > 0) {
    bindings.usesTypesPackage = true;
    lines.push(`import type { ${types.join(", ")} } from ${q}${TYPES_PACKAGE}${q}${semi}`);
  }
  if (kept.length > 0) {
    bindings.keepsCompat = true;
    lines.push(`import ${typeKeyword}{ ${kept.join(", ")} } from ${q}${specifier.text}${q}${semi}`);
  }
  lines.push(...aliases);
  // every name stays where it was: the import is left as it is (nothing moved to report)
  if (lines.length === 1 && kept.length > 0 && values.length === 0 && !head && types.length === 0)
    return;
  replaceImport(ctx, statement, specifier, lines, types.length > 0);
}

/** The client's import statement becomes `lines` (none: it goes, with its line break). */
function replaceImport(
  ctx: SourceContext,
  statement: ts.ImportDeclaration,
  specifier: ts.StringLiteral,
  lines: readonly string[],
  usesTypesPackage: boolean,
): void {
  const start = statement.getStart(ctx.sf);
  const end = statement.getEnd();
  if (lines.length === 0) {
    const lineBreak = /^\r?\n/.exec(ctx.sf.text.slice(end))?.[0] ?? "";
    ctx.edits.push({ start, end: end + lineBreak.length, text: "" });
    changed(ctx, statement, MESSAGES.factoryImportDropped(specifier.text, NEW_PACKAGE), null);
    return;
  }
  ctx.edits.push({ start, end, text: lines.join("\n") });
  const typesFrom = usesTypesPackage ? ` (types from ${TYPES_PACKAGE})` : "";
  changed(
    ctx,
    statement,
    `import from ${NEW_PACKAGE}${typesFrom} instead of ${specifier.text}`,
    null,
  );
}

/** `Pitcher.usePitcherApi` on a namespace import: renamed exports renamed, missing ones reported. */
function namespaceMembers(ctx: SourceContext, namespace: ts.Identifier): void {
  const symbol = ctx.checker.getSymbolAtLocation(namespace);
  walk(ctx.sf, (node) => {
    const member = ts.isPropertyAccessExpression(node)
      ? { left: node.expression, right: node.name, isType: false }
      : ts.isQualifiedName(node)
        ? { left: node.left, right: node.right, isType: true }
        : undefined;
    if (!member || !ts.isIdentifier(member.left)) return;
    if (ctx.checker.getSymbolAtLocation(member.left) !== symbol) return;
    const name = member.right.text;
    const renamed = member.isType
      ? (TYPE_EXPORTS[name] ??
        mappedType(ctx, undefined, name)?.text ??
        (sdkHasType(ctx, name) ? name : undefined))
      : RENAMED_EXPORTS[name];
    if (renamed !== undefined) {
      const scope = member.isType ? null : "use-pitcher-api";
      if (renamed !== name) replace(ctx, member.right, renamed, `${name} -> ${renamed}`, scope);
    } else if (member.isType) flag(ctx, member.right, MESSAGES.unmappedType(name), null);
    else if (!ctx.sdkExports.has(name)) {
      flag(ctx, member.right, MESSAGES.noEquivalentExport(name, NEW_PACKAGE), exportScope(name));
    }
  });
}

/** Renames every reference to an imported binding (shorthand properties keep their key). */
function renameReferences(
  ctx: SourceContext,
  element: ts.ImportSpecifier,
  renamed: string,
  inImport: boolean,
): void {
  const symbol = ctx.checker.getSymbolAtLocation(element.name);
  if (!symbol) return;
  const old = element.name.text;
  if (inImport) replace(ctx, element.name, renamed, `${old} -> ${renamed}`, "use-pitcher-api");
  walk(ctx.sf, (node) => {
    if (!ts.isIdentifier(node) || node === element.name || node.text !== old) return;
    if (ts.isShorthandPropertyAssignment(node.parent)) {
      if (ctx.checker.getShorthandAssignmentValueSymbol(node.parent) !== symbol) return;
      replace(ctx, node, `${old}: ${renamed}`, `${old} -> ${renamed}`, "use-pitcher-api");
      return;
    }
    if (ctx.checker.getSymbolAtLocation(node) !== symbol) return;
    replace(ctx, node, renamed, `${old} -> ${renamed}`, "use-pitcher-api");
  });
}
