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
const CLIENT = dirname(require.resolve("@pitcher/js-api/package.json"));
const COMPAT = join(import.meta.dirname, "..", "src");

function diagnostics(paths: Record<string, string[]>): string[] {
  const program = ts.createProgram([CORPUS], {
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
  return ts
    .getPreEmitDiagnostics(program)
    .filter((d) => d.file?.fileName === CORPUS || !d.file)
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
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
});
