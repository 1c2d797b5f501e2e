// The type-level differential: one app file written against @pitcher/js-api (corpus/app.ts),
// type-checked once with the import resolving to the client as the registry ships it and once to
// @hostbridge/compat (as `hostbridge migrate` swaps it). An app that type-checks against the client
// type-checks against compat.
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const require = createRequire(import.meta.url);
const CORPUS = join(import.meta.dirname, "corpus", "app.ts");
const SIGNATURES = join(import.meta.dirname, "corpus", "signatures.ts");
const CLIENT = dirname(require.resolve("@pitcher/js-api/package.json"));
const COMPAT = join(import.meta.dirname, "..", "src");

function program(file: string, paths: Record<string, string[]>): ts.Program {
  return ts.createProgram([file], {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ["lib.es2022.d.ts", "lib.dom.d.ts"],
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
    customConditions: ["@hostbridge/source"],
    paths,
  });
}

function diagnostics(paths: Record<string, string[]>): string[] {
  return ts
    .getPreEmitDiagnostics(program(CORPUS, paths))
    .filter((d) => d.file?.fileName === CORPUS || !d.file)
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
}

/** What signatures.ts finds: for each API object, the methods whose types do not fit (or its errors). */
function misfits(): string[] {
  const checked = program(SIGNATURES, { "@hostbridge/compat": [join(COMPAT, "index.ts")] });
  const checker = checked.getTypeChecker();
  const file = checked.getSourceFile(SIGNATURES);
  if (!file) throw new Error(`${SIGNATURES} is not in the program`);
  const found: string[] = [];
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (!declaration.type) continue;
      const type = checker.getTypeFromTypeNode(declaration.type);
      for (const member of type.isUnion() ? type.types : [type]) {
        const text = checker.typeToString(member, undefined, ts.TypeFormatFlags.NoTruncation);
        if (text !== "true") found.push(`${declaration.name.getText(file)}.${text}`);
      }
    }
  }
  const errors = ts
    .getPreEmitDiagnostics(checked)
    .filter((d) => d.file?.fileName === SIGNATURES || !d.file)
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
  return found.length > 0 ? found : errors;
}

// (each check loads a whole program: about 30 s on a loaded 2-core machine)
describe("an app of the existing client, type-checked", { timeout: 180_000 }, () => {
  it("passes against @pitcher/js-api 1.26.0 (the corpus is right)", () => {
    expect(
      diagnostics({
        "@pitcher/js-api": [join(CLIENT, "js-api.esm.d.ts")],
        "@pitcher/js-api/*": [join(CLIENT, "*")],
      }),
    ).toEqual([]);
  });

  it("passes against @hostbridge/compat with the import swapped", () => {
    expect(
      diagnostics({
        "@pitcher/js-api": [join(COMPAT, "index.ts")],
        "@pitcher/js-api/types/openapi": [join(COMPAT, "types", "openapi.generated.ts")],
      }),
    ).toEqual([]);
  });

  it("every method of the client's four API objects: compat's takes its arguments, and its answer stands for the client's", () => {
    expect(misfits()).toEqual([]);
  });
});
