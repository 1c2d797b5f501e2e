// compat's declarations against the client's, export by export and method by method, both ways:
// for every name @pitcher/js-api 1.26.0 exports (as the registry ships it), the type of compat's
// export of that name and the client's are compared with TypeDiff (corpus/sameTypes.ts), which walks
// into every method, argument, answer and handler and names each place an app could tell them
// apart. The places where they differ today are pinned in corpus/typeDifferences.txt, reviewed
// line by line: a change of HostBridge's own types that reaches compat's declarations adds a line
// and fails here; a line removed by making compat closer to the client is removed from the file.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import ts from "typescript";
import { afterAll, describe, expect, it } from "vitest";

const require = createRequire(import.meta.url);
const CLIENT = dirname(require.resolve("@pitcher/js-api/package.json"));
const COMPAT = join(import.meta.dirname, "..", "src", "index.ts");
const RELATION = join(import.meta.dirname, "corpus", "sameTypes.ts");
const PINNED = join(import.meta.dirname, "corpus", "typeDifferences.txt");
const scratch = mkdtempSync(join(tmpdir(), "compat-types-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const OPTIONS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  lib: ["lib.es2022.d.ts", "lib.dom.d.ts"],
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  types: [],
  customConditions: ["@hostbridge/source"],
  paths: {
    "@pitcher/js-api": [join(CLIENT, "js-api.esm.d.ts")],
    "@pitcher/js-api/*": [join(CLIENT, "*")],
    "@hostbridge/compat": [COMPAT],
  },
};

function programOf(name: string, text: string): { program: ts.Program; file: ts.SourceFile } {
  const path = join(scratch, name);
  writeFileSync(path, text);
  const program = ts.createProgram([path], OPTIONS);
  const file = program.getSourceFile(path);
  if (!file) throw new Error(`${path} is not in the program`);
  return { program, file };
}

/** How many type parameters a type alias or interface declares. */
function typeParameterCount(symbol: ts.Symbol): number {
  for (const declaration of symbol.declarations ?? []) {
    if (ts.isTypeAliasDeclaration(declaration) || ts.isInterfaceDeclaration(declaration)) {
      return declaration.typeParameters?.length ?? 0;
    }
  }
  return 0;
}

/** One check per export of the client that compat also exports (and the names compat lacks). */
function checksFile(): { text: string; missing: string[] } {
  const { program, file } = programOf(
    "exports.ts",
    'import * as client from "@pitcher/js-api";\nimport * as compat from "@hostbridge/compat";\nexport { client, compat };\n',
  );
  const checker = program.getTypeChecker();
  const [client, compat] = file.statements.filter(ts.isImportDeclaration).map((statement) => {
    const symbol = checker.getSymbolAtLocation(statement.moduleSpecifier);
    if (!symbol) throw new Error("a module did not resolve");
    return new Map(checker.getExportsOfModule(symbol).map((s) => [s.name, s]));
  });
  const lines = [
    'import type * as client from "@pitcher/js-api";',
    'import type * as compat from "@hostbridge/compat";',
    `import type { TypeDiff } from ${JSON.stringify(RELATION.replace(/\.ts$/, ""))};`,
  ];
  const missing: string[] = [];
  for (const [name, exported] of client ?? []) {
    if (!compat?.has(name)) {
      missing.push(`${name}: not exported by compat`);
      continue;
    }
    const symbol =
      exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    if (symbol.flags & ts.SymbolFlags.Value) {
      lines.push(
        `export type V_${name} = TypeDiff<typeof compat.${name}, typeof client.${name}, "${name}">;`,
      );
    }
    if (!(symbol.flags & ts.SymbolFlags.Type) || symbol.flags & ts.SymbolFlags.Enum) continue;
    const arity = typeParameterCount(symbol);
    const ours = compat.get(name)!;
    const oursArity = typeParameterCount(
      ours.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(ours) : ours,
    );
    if (arity !== oursArity) {
      missing.push(`${name}: ${arity} type parameters on the client, ${oursArity} on compat`);
      continue;
    }
    // a generic type is compared at `any` arguments (its shape; not what it does with them)
    const args = arity > 0 ? `<${Array.from({ length: arity }, () => "any").join(", ")}>` : "";
    lines.push(
      `export type T_${name} = TypeDiff<compat.${name}${args}, client.${name}${args}, "${name}${arity > 0 ? "<...>" : ""}">;`,
    );
  }
  return { text: lines.join("\n") + "\n", missing };
}

/** Every place where compat's declarations differ from the client's, one line each. */
function differences(): string[] {
  const { text, missing } = checksFile();
  const { program, file } = programOf("checks.ts", text);
  const errors = ts
    .getPreEmitDiagnostics(program)
    .filter((d) => d.file === file)
    .map((d) => `error: ${ts.flattenDiagnosticMessageText(d.messageText, " ")}`);
  const checker = program.getTypeChecker();
  const found = file.statements.filter(ts.isTypeAliasDeclaration).flatMap((alias) => {
    const type = checker.getTypeAtLocation(alias.name);
    if (type.flags & ts.TypeFlags.Never) return [];
    return (type.isUnion() ? type.types : [type]).map((member) =>
      member.isStringLiteral()
        ? member.value
        : checker.typeToString(member, undefined, ts.TypeFormatFlags.NoTruncation),
    );
  });
  return [...new Set([...missing, ...errors, ...found])].sort();
}

function pinned(): string[] {
  return readFileSync(PINNED, "utf8")
    .split("\n")
    .filter((line) => line !== "" && !line.startsWith("#"));
}

// (two whole programs: about a minute and a half on a loaded 2-core machine)
describe("compat's declarations against the client's, both ways", { timeout: 600_000 }, () => {
  it("differ from @pitcher/js-api 1.26.0 exactly where typeDifferences.txt says, and nowhere else", () => {
    const now = differences();
    if (process.env.UPDATE_TYPE_DIFFERENCES === "1") {
      const head = readFileSync(PINNED, "utf8")
        .split("\n")
        .filter((l) => l.startsWith("#"));
      writeFileSync(PINNED, [...head, ...now].join("\n") + "\n");
    }
    const before = new Set(pinned());
    const after = new Set(now);
    expect({
      "new differences (a change reached compat's declarations)": now.filter((l) => !before.has(l)),
      "differences gone (remove them from typeDifferences.txt)": [...before].filter(
        (l) => !after.has(l),
      ),
    }).toEqual({
      "new differences (a change reached compat's declarations)": [],
      "differences gone (remove them from typeDifferences.txt)": [],
    });
  });
});
