// The type exports of our packages, by name: a type of the existing client (or of compat) that has a
// same-named export in `@hostbridge/sdk` or `@hostbridge/protocol-types` maps to it when the
// structural map (`typeMap.ts`) has no entry (compat declares `UiSelectContentResponse` as
// `ClientModel<...>` of the protocol type of that name; pushed payloads such as `UiAppSetDataPayload`
// are the parameter of no method). A package's `src/index.ts` is its whole public API (it ships in
// the package), so its names are read from there, without the type checker.
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import ts from "typescript";

/** Our type exports that an app's type of the same name can move to. */
export interface OurTypeExports {
  /** Type-only exports of `@hostbridge/sdk` (its interfaces, aliases and re-exported types). */
  sdk: ReadonlySet<string>;
  /** Type-only exports of `@hostbridge/protocol-types`. */
  protocol: ReadonlySet<string>;
}

/** The names `src/index.ts` exports as types only (`export type { ... }`, `export interface ...`). */
export function typeOnlyExports(indexText: string): Set<string> {
  const sf = ts.createSourceFile("index.ts", indexText, ts.ScriptTarget.Latest, false);
  const names = new Set<string>();
  for (const statement of sf.statements) {
    if (
      ts.isExportDeclaration(statement) &&
      statement.exportClause &&
      ts.isNamedExports(statement.exportClause)
    ) {
      for (const element of statement.exportClause.elements) {
        if (statement.isTypeOnly || element.isTypeOnly) names.add(element.name.text);
      }
    } else if (
      (ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement)) &&
      statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)
    ) {
      names.add(statement.name.text);
    }
  }
  return names;
}

function packageTypes(name: string): Set<string> {
  const require = createRequire(import.meta.url);
  const index = join(dirname(require.resolve(`${name}/package.json`)), "src", "index.ts");
  return existsSync(index) ? typeOnlyExports(readFileSync(index, "utf8")) : new Set();
}

let known: OurTypeExports | undefined;

/** The type exports of `@hostbridge/sdk` and `@hostbridge/protocol-types` (read once). */
export function ourTypeExports(): OurTypeExports {
  known ??= {
    sdk: packageTypes("@hostbridge/sdk"),
    protocol: packageTypes("@hostbridge/protocol-types"),
  };
  return known;
}
