// The environment packages stay split and thin (issue 58 item 9): ui-api, admin-api and dsr-api hold
// their registry rows and their factory, nothing else. What they would share lives once in
// transport (`createEnvironmentApi`, environmentApi.ts); ui-api's own code is its prompt stream (the
// one UI operation answered by pushed chunks). Read from the sources with the TypeScript parser.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "..");

/** Each package's `src/` files, and the functions it may declare (its factory; ui: the prompt stream). */
const PACKAGES = {
  "admin-api": { files: ["index.ts", "methods.ts", "useAdmin.ts"], functions: ["useAdmin"] },
  "dsr-api": { files: ["index.ts", "methods.ts", "useDsr.ts"], functions: ["useDsr"] },
  "ui-api": {
    files: [
      "envelopes.ts",
      "index.ts",
      "methods.ts",
      "platform.ts",
      "promptStream.lazy.ts",
      "promptStream.ts",
      "useUi.ts",
    ],
    // (createPromptStream twice: ./promptStream and its lazy stand-in of the same signature)
    functions: ["useUi", "createPromptStream", "createPromptStream"],
  },
} as const;

/** Run-time names a package may import: the factory maker, the registry's rows, the error class. */
const ALLOWED_VALUE_IMPORT =
  /^(createEnvironmentApi|HostBridgeError|(UI|ADMIN|DSR)_(API_METHOD|MESSAGE)_TYPES)$/;

interface Shape {
  /** `from: name` of every import that is not type-only. */
  valueImports: string[];
  /** Top-level functions: declarations, and consts bound to an arrow or function expression. */
  functions: string[];
  /** Top-level classes. */
  classes: string[];
}

function shapeOf(file: string): Shape {
  return shapeOfSource(
    ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.ES2022),
  );
}

/** The {@link Shape} of one parsed module. */
function shapeOfSource(source: ts.SourceFile): Shape {
  const shape: Shape = { valueImports: [], functions: [], classes: [] };
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly) {
      const from = (statement.moduleSpecifier as ts.StringLiteral).text;
      const bindings = statement.importClause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) {
          if (!element.isTypeOnly) shape.valueImports.push(`${from}: ${element.name.text}`);
        }
      }
    } else if (ts.isFunctionDeclaration(statement) && statement.name) {
      shape.functions.push(statement.name.text);
    } else if (ts.isClassDeclaration(statement)) {
      shape.classes.push(statement.name?.text ?? "(anonymous)");
    } else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        const init = declaration.initializer;
        if (init && (ts.isArrowFunction(init) || ts.isFunctionExpression(init))) {
          shape.functions.push((declaration.name as ts.Identifier).text);
        }
      }
    }
  }
  return shape;
}

describe("the environment packages stay thin", () => {
  for (const [pkg, rule] of Object.entries(PACKAGES)) {
    describe(`@hostbridge/${pkg}`, () => {
      const dir = join(ROOT, "packages", pkg, "src");
      const files = readdirSync(dir).filter((name) => name.endsWith(".ts"));
      const shapes = files.map((name) => ({ name, ...shapeOf(join(dir, name)) }));

      it("has only its registry rows, its factory and its entries in src/", () => {
        expect(files.sort()).toEqual([...rule.files]);
      });

      it("imports at run time only transport's factory maker, the registry's rows and its own files", () => {
        const foreign = shapes
          .flatMap((shape) => shape.valueImports.map((entry) => `${shape.name} <- ${entry}`))
          .filter((entry) => {
            const [from, name] = entry.split(" <- ")[1]!.split(": ") as [string, string];
            return !from.startsWith("./") && !ALLOWED_VALUE_IMPORT.test(name);
          });
        expect(foreign).toEqual([]);
      });

      it("declares no function or class but its factory (logic it needs goes to transport)", () => {
        const declared = shapes.flatMap((shape) => [...shape.functions, ...shape.classes]);
        expect(declared.sort()).toEqual([...rule.functions].sort());
      });
    });
  }

  it("catches a helper written in a package (the check reads what it claims to)", () => {
    const file = join(ROOT, "packages", "admin-api", "src", "useAdmin.ts");
    // (a scratch copy parsed from memory, never written: a helper and a foreign run-time import)
    const text = `${readFileSync(file, "utf8")}
import { camelCase } from "@hostbridge/transport";
const toSnake = (key: string) => key;`;
    const shape = shapeOfSource(ts.createSourceFile("scratch.ts", text, ts.ScriptTarget.ES2022));
    expect(shape.functions).toEqual(["useAdmin", "toSnake"]);
    expect(shape.valueImports).toContain("@hostbridge/transport: camelCase");
    expect(ALLOWED_VALUE_IMPORT.test("camelCase")).toBe(false);
  });
});
