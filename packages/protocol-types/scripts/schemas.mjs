// The zod schemas of the payload shapes, generated from the hand-written types (src/types/*.ts),
// which stay the one definition of each shape: the root entry point keeps its plain TypeScript types
// and needs no zod, and the schemas subpath follows them. What a type cannot say (lengths, integer
// and range checks, formats, defaults filled when parsing) is the rule table of
// ./schemaRules.mjs, one row per field. The operation table (src/schemas/operations.ts) is generated from the registry's rows.
// Read by generate.mjs, which writes the files (or, with --check, fails when one is stale).
import ts from "typescript";
import { RULES, SCHEMA_MAPS, SCHEMA_SOURCES } from "./schemaRules.mjs";
import {
  header,
  importLines,
  indexTypes,
  isInlined,
  parse,
  unparen,
  Writer,
} from "./schemaWriter.mjs";

export { SCHEMA_SOURCES };

const src = new URL("../src/", import.meta.url);

/** The doc comment of a type's schema, with what the rule table adds to it, wrapped at 100 columns. */
function schemaDoc(name, module) {
  const notes = Object.entries(RULES)
    .filter(([path]) => path.startsWith(`${name}.`))
    .map(([path, rule]) => {
      const field = `\`${path.slice(name.length + 1)}\``;
      return rule.default
        ? `parsing fills ${field} (\`${rule.default}\`)`
        : `${field}: ${rule.note}`;
    });
  const text = `\`${name}\` (src/types/${module}.ts).${notes.length > 0 ? ` Beyond the type: ${notes.join("; ")}.` : ""}`;
  if (text.length <= 92) return `/** ${text} */`;
  const lines = [""];
  for (const word of text.split(" ")) {
    const last = lines.length - 1;
    if (lines[last] && lines[last].length + word.length + 1 > 96) lines.push(word);
    else lines[last] = lines[last] ? `${lines[last]} ${word}` : word;
  }
  return `/**\n${lines.map((line) => ` * ${line}`).join("\n")}\n */`;
}

/** The schema file of one type file: a `FooSchema` per exported type `Foo` that is not written in place. */
function schemaFile(index, module) {
  const source = parse(index.root, `types/${module}.ts`);
  const writer = new Writer(index, module);
  const schemas = new Map();
  for (const node of source.statements) {
    if (!ts.isTypeAliasDeclaration(node) && !ts.isInterfaceDeclaration(node)) continue;
    const exported = node.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    if (!exported || node.typeParameters) continue;
    if (
      ts.isTypeAliasDeclaration(node) &&
      (isInlined(node.type, index.types) || ts.isFunctionTypeNode(node.type))
    ) {
      continue;
    }
    if (ts.isTypeAliasDeclaration(node) && index.constants.has(node.name.text)) continue;
    writer.uses = new Set();
    const name = node.name.text;
    const schema = ts.isInterfaceDeclaration(node)
      ? writer.object(node.members, name)
      : writer.schema(node.type, name);
    schemas.set(name, { schema, uses: writer.uses });
  }
  // Declare each schema after the ones of its file it uses.
  const ordered = [];
  const visit = (name) => {
    if (ordered.includes(name) || !schemas.has(name)) return;
    for (const used of schemas.get(name).uses) if (used !== name) visit(used);
    ordered.push(name);
  };
  for (const name of schemas.keys()) visit(name);
  const body = ordered
    .map(
      (name) =>
        `${schemaDoc(name, module)}\nexport const ${name}Schema = ${schemas.get(name).schema};`,
    )
    .join("\n\n");
  const preambles = [...writer.preambles].join("\n");
  return `${header(`src/types/${module}.ts`)}${importLines(writer, body)}\n\n${preambles ? `${preambles}\n\n` : ""}${body}\n`;
}

/**
 * The operation table: each registry row's request and response shapes as schemas. A `void` request
 * takes no payload (`NoPayloadSchema`), a `void` response is status only (`IgnoredBodySchema`), and
 * `X | undefined` may be left out.
 */
function operationsFile(index) {
  const source = parse(index.root, "registry.ts");
  const writer = new Writer(index, "registry");
  const side = (node, path, isResponse) => {
    node = unparen(node);
    if (node.kind === ts.SyntaxKind.VoidKeyword) {
      const name = isResponse ? "IgnoredBodySchema" : "NoPayloadSchema";
      writer.import("./primitives", name);
      return name;
    }
    return writer.schema(node, path);
  };
  const rows = [];
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      let init = declaration.initializer;
      while (init && (ts.isAsExpression(init) || ts.isSatisfiesExpression(init))) {
        init = init.expression;
      }
      if (!init || !ts.isObjectLiteralExpression(init)) continue;
      const table = declaration.name.getText();
      if (!table.endsWith("_OPERATIONS")) continue;
      rows.push(`  // ${table}`);
      for (const property of init.properties) {
        const row = property.initializer;
        if (!ts.isAsExpression(row) || !ts.isTypeReferenceNode(row.type)) {
          throw new Error(
            `registry.ts: ${property.name.getText()} is not \`FLAGS as Op<Request, Response>\``,
          );
        }
        const [request, response] = row.type.typeArguments;
        const name = property.name.getText();
        rows.push(
          `  ${name}: { request: ${side(request, `${name}.request`, false)}, response: ${side(response, `${name}.response`, true)} },`,
        );
      }
    }
  }
  writer.import("../lookups", "OperationType");
  const imports = importLines(writer, "z.").replace(
    `import { OperationType } from "../lookups";`,
    `import type { OperationType } from "../lookups";`,
  );
  return `${header("src/registry.ts")}
/**
 * The schemas of every operation, one entry per registry row (\`../registry\`): what the app sends
 * (\`request\`) and what the host answers when the status is \`ok\` (\`response\`).
 *
 * - Operations that take no payload use \`NoPayloadSchema\` (nothing, or \`{}\`).
 * - Payloads whose fields are all optional may also be left out (\`.optional()\`).
 * - Responses that are status only use \`IgnoredBodySchema\` (any body is accepted and ignored).
 */
${imports}

/** Request and response schema of every operation (\`OPERATION_SCHEMAS.ui_toast.request\`, ...). */
export const OPERATION_SCHEMAS = {
${rows.join("\n")}
} as const satisfies {
  readonly [K in OperationType]: { readonly request: z.ZodType; readonly response: z.ZodType };
};
`;
}

/** The enums of the constant lists the shapes use (\`Mode\` -> \`ModeSchema = z.enum(MODES)\`). */
function constantsFile(index) {
  const names = [...index.usedConstants].sort();
  const lists = names.map((name) => index.constants.get(name));
  const body = names
    .map(
      (name, i) =>
        `/** \`${name}\`: one of \`${lists[i]}\` (src/constants.ts). */\nexport const ${name}Schema = z.enum(${lists[i]});`,
    )
    .join("\n\n");
  return `${header("src/constants.ts")}import * as z from "zod";\nimport { ${[...lists].sort().join(", ")} } from "../constants";\n\n${body}\n`;
}

function mapsFile(index, { from, maps }) {
  const writer = new Writer(index, "maps");
  const body = maps.map(([name, type, keys, doc]) => {
    const node = index.types.get(type).node;
    const rows = node.type.members.map((member) => {
      let schema;
      if (member.type.kind === ts.SyntaxKind.UndefinedKeyword) {
        writer.import("./primitives", "NoEventPayloadSchema");
        schema = "NoEventPayloadSchema";
      } else {
        schema = writer.schema(member.type, `${type}.${member.name.getText()}`);
      }
      return `  ${member.name.getText()}: ${schema},`;
    });
    writer.import("../constants", keys);
    return `/** ${doc} (\`${type}\`). */\nexport const ${name} = {\n${rows.join("\n")}\n} as const satisfies { readonly [K in ${keys}]: z.ZodType };`;
  });
  const imports = importLines(writer, "z.")
    .replace(
      /import \{ ([^}]*) \} from "..\/constants";/,
      `import type { $1 } from "../constants";`,
    )
    .replace(`import * as z from "zod";`, `import type * as z from "zod";`);
  return `${header(from)}${imports}\n\n${body.join("\n\n")}\n`;
}

/**
 * Every generated schema file: path under src/ -> unformatted text. `root` is the package's src/
 * directory (a URL ending in `/`).
 */
export function schemaFiles({ root = src } = {}) {
  const index = indexTypes(root);
  const files = {};
  for (const module of SCHEMA_SOURCES) {
    files[`schemas/${module}Schemas.ts`] = schemaFile(index, module);
  }
  files["schemas/operations.ts"] = operationsFile(index);
  for (const group of SCHEMA_MAPS) files[group.file] = mapsFile(index, group);
  files["schemas/constantsSchemas.ts"] = constantsFile(index);
  return files;
}
