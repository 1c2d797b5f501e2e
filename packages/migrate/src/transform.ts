// The passes over one script, in order; each adds edits, changes and findings to the context.
import ts from "typescript";
import { rewriteApiMembers } from "./apiObjects";
import { rewriteEnvRecord, rewriteRejections } from "./behaviour";
import { registerProgram } from "./clientTypes";
import type { Change, Edit, Finding, FollowedFinding, SourceContext } from "./context";
import { rewriteImports } from "./imports";
import { rewritePeerEvents } from "./peerEvents";
import { rewriteSdkTypes } from "./sdkTypes";

/** What the passes found in one script. */
export interface ScriptResult {
  edits: Edit[];
  changes: Change[];
  findings: Finding[];
  /** Calls of the client's method names on values of unknown type (see `SourceContext.untyped`). */
  untyped: SourceContext["untyped"];
  /** Whether the script now imports from `@hostbridge/protocol-types`. */
  usesTypesPackage: boolean;
  /** Whether the script still imports a deep path of compat (its types). */
  keepsCompat: boolean;
  /** Whether the script imports the client (compat or the existing client). */
  usesClient: boolean;
  /** Places of other scripts (or this one) found by following a value there (see `FollowedFinding`). */
  followed: FollowedFinding[];
}

/** The app's own scripts of each program (its root files, declaration files aside). */
const sourcesOf = new WeakMap<ts.Program, readonly ts.SourceFile[]>();

function appSources(program: ts.Program): readonly ts.SourceFile[] {
  let sources = sourcesOf.get(program);
  if (!sources) {
    sources = program
      .getRootFileNames()
      .map((name) => program.getSourceFile(name))
      .filter((sf): sf is ts.SourceFile => sf !== undefined && !sf.isDeclarationFile);
    sourcesOf.set(program, sources);
  }
  return sources;
}

/** Runs every pass over `sf`; throws when `sf` has syntax errors. */
export function transformScript(
  program: ts.Program,
  sf: ts.SourceFile,
  shared: Pick<SourceContext, "sdkExports" | "typeExports" | "rules" | "leaving" | "withheld">,
  appUsesClient: boolean,
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
  registerProgram(program);
  const ctx: SourceContext = {
    sf,
    checker: program.getTypeChecker(),
    appSources: appSources(program),
    followed: [],
    edits: [],
    changes: [],
    findings: [],
    untyped: [],
    ...shared,
  };
  const bindings = rewriteImports(ctx);
  const usesClient = appUsesClient || bindings.usesClient;
  rewriteApiMembers(ctx, usesClient);
  rewriteRejections(ctx, usesClient);
  rewriteEnvRecord(ctx, usesClient);
  rewritePeerEvents(ctx, usesClient);
  rewriteSdkTypes(ctx, usesClient);
  return {
    edits: ctx.edits,
    changes: ctx.changes,
    findings: ctx.findings,
    untyped: ctx.untyped,
    usesTypesPackage: bindings.usesTypesPackage,
    keepsCompat: bindings.keepsCompat,
    usesClient: bindings.usesClient,
    followed: ctx.followed,
  };
}
