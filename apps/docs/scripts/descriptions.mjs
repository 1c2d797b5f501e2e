// The description of every operation, read from the doc comment of its row in the registry
// (packages/protocol-types/src/registry.ts): what it does, when to use it (`Use it when ...`) and
// what the person sees (`The person sees ...`). The same comment is what an editor shows on the
// row and its typed maps; the operation page opens with it.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const REGISTRY = fileURLToPath(
  new URL("../../../packages/protocol-types/src/registry.ts", import.meta.url),
);

/** Splits a row's comment into its three parts; a part it lacks is "". */
export function parseDescription(comment) {
  const text = comment.replace(/\s+/g, " ").trim();
  const when = text.indexOf("Use it when ");
  const sees = text.indexOf("The person sees ");
  const end = (from) => [when, sees, text.length].filter((i) => i > from).sort((a, b) => a - b)[0];
  const first = [when, sees].filter((i) => i >= 0);
  return {
    does: text.slice(0, first.length ? Math.min(...first) : text.length).trim(),
    when: when >= 0 ? text.slice(when + "Use it when ".length, end(when)).trim() : "",
    sees: sees >= 0 ? text.slice(sees + "The person sees ".length, end(sees)).trim() : "",
  };
}

/** `Map<type, { does, when, sees }>` of every row of the registry's `*_OPERATIONS` tables. */
export function readDescriptions(path = REGISTRY) {
  const source = ts.createSourceFile(
    path,
    readFileSync(path, "utf8"),
    ts.ScriptTarget.ES2022,
    true,
  );
  const result = new Map();
  const visit = (node) => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.name.text.endsWith("_OPERATIONS")
    ) {
      let table = node.initializer;
      while (table && (ts.isAsExpression(table) || ts.isSatisfiesExpression(table)))
        table = table.expression;
      if (table && ts.isObjectLiteralExpression(table)) {
        for (const row of table.properties) {
          if (!ts.isPropertyAssignment(row) || !ts.isIdentifier(row.name)) continue;
          const comment = ts
            .getJSDocCommentsAndTags(row)
            .filter(ts.isJSDoc)
            .map((doc) => ts.getTextOfJSDocComment(doc.comment) ?? "")
            .join(" ");
          result.set(row.name.text, parseDescription(comment));
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return result;
}

const sentence = (text) => text.charAt(0).toUpperCase() + text.slice(1);

/** The opening of an operation page: what it does, when to use it, what the person sees. */
export function descriptionSection(type, description) {
  if (!description?.does || !description.when || !description.sees)
    throw new Error(
      `${type}: its row in packages/protocol-types/src/registry.ts needs a doc comment that says what it does, "Use it when ..." and "The person sees ..."`,
    );
  return [
    description.does,
    "",
    `**When to use it:** ${sentence(description.when)}`,
    "",
    `**What the person sees:** ${sentence(description.sees)}`,
    "",
  ].join("\n");
}
