import ts from "typescript";

/** One text replacement in a source (offsets into the text the AST was parsed from). */
export interface Edit {
  start: number;
  end: number;
  text: string;
}

/** A place in a file: 1-based line and column. */
export interface Place {
  line: number;
  column: number;
}

/** Something the codemod changed. */
export interface Change extends Place {
  what: string;
}

/** Something the codemod left as it was and a person must look at. */
export interface Finding extends Place {
  why: string;
}

/** What the passes over one parsed source share. */
export interface SourceContext {
  readonly sf: ts.SourceFile;
  readonly checker: ts.TypeChecker;
  readonly edits: Edit[];
  readonly changes: Change[];
  readonly findings: Finding[];
  /** Our value exports (to check that an imported name exists). */
  readonly sdkExports: ReadonlySet<string>;
  /** Our envelope types (`SVC_*`). */
  readonly svcTypes: readonly string[];
}

/** The 1-based line and column of `node`'s start. */
export function placeOf(ctx: SourceContext, node: ts.Node): Place {
  const { line, character } = ctx.sf.getLineAndCharacterOfPosition(node.getStart(ctx.sf));
  return { line: line + 1, column: character + 1 };
}

/** Records a replacement of `node`'s text and what it changed. */
export function replace(ctx: SourceContext, node: ts.Node, text: string, what: string): void {
  ctx.edits.push({ start: node.getStart(ctx.sf), end: node.getEnd(), text });
  ctx.changes.push({ ...placeOf(ctx, node), what });
}

/** Records a place that needs a person. */
export function flag(ctx: SourceContext, node: ts.Node, why: string): void {
  ctx.findings.push({ ...placeOf(ctx, node), why });
}

/** The symbol `node` names, through import aliases. */
export function resolvedSymbol(ctx: SourceContext, node: ts.Node): ts.Symbol | undefined {
  const symbol = ctx.checker.getSymbolAtLocation(node);
  if (symbol && symbol.flags & ts.SymbolFlags.Alias) return ctx.checker.getAliasedSymbol(symbol);
  return symbol;
}

/** Whether a declaration comes from the existing client's package. */
export function declaredByOldClient(declaration: ts.Declaration): boolean {
  return declaration.getSourceFile().fileName.includes("/@pitcher/js-api/");
}

/** Calls `visit` on every node under `root`, depth first. */
export function walk(root: ts.Node, visit: (node: ts.Node) => void): void {
  const step = (node: ts.Node): void => {
    visit(node);
    ts.forEachChild(node, step);
  };
  step(root);
}
