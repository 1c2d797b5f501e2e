// The passes over one script, in order; each adds edits, changes and findings to the context.
import ts from "typescript";
import { rewriteApiMembers, trackApiObjects } from "./apiObjects";
import { rewriteEnvelopeLiterals, rewriteEnvRecord, rewriteRejections } from "./behaviour";
import type { Change, Edit, Finding, SourceContext } from "./context";
import { rewriteImports } from "./imports";

/** What the passes found in one script. */
export interface ScriptResult {
  edits: Edit[];
  changes: Change[];
  findings: Finding[];
  /** Whether the script now imports from `@hostbridge/protocol-types`. */
  usesTypesPackage: boolean;
}

/** Runs every pass over `sf`; throws when `sf` has syntax errors. */
export function transformScript(
  program: ts.Program,
  sf: ts.SourceFile,
  shared: Pick<SourceContext, "sdkExports" | "svcTypes">,
): ScriptResult {
  const syntax = program.getSyntacticDiagnostics(sf);
  if (syntax.length > 0) {
    const first = syntax[0]!;
    const at =
      first.start === undefined
        ? ""
        : ` (line ${sf.getLineAndCharacterOfPosition(first.start).line + 1})`;
    throw new SyntaxError(`${ts.flattenDiagnosticMessageText(first.messageText, " ")}${at}`);
  }
  const ctx: SourceContext = {
    sf,
    checker: program.getTypeChecker(),
    edits: [],
    changes: [],
    findings: [],
    apiSymbols: new Map(),
    ...shared,
  };
  const bindings = rewriteImports(ctx);
  const hasOldImport = bindings.named.size > 0 || bindings.namespaces.size > 0;
  trackApiObjects(ctx, bindings);
  rewriteApiMembers(ctx, bindings);
  rewriteRejections(ctx, bindings);
  rewriteEnvRecord(ctx, hasOldImport);
  rewriteEnvelopeLiterals(ctx);
  return {
    edits: ctx.edits,
    changes: ctx.changes,
    findings: ctx.findings,
    usesTypesPackage: bindings.usesTypesPackage,
  };
}
