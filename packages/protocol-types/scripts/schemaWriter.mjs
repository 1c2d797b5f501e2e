// Reads the types with the TypeScript compiler API and writes the zod schema of a type node
// (./schemas.mjs puts the schemas into files). Keywords, literal unions, arrays, tuples, records,
// object types (open ones loose), intersections (`.extend`), `Partial`, `Omit`, unions
// (discriminated when every member has a distinct literal field) and references to other shapes.
import { readdirSync, readFileSync } from "node:fs";
import ts from "typescript";
import { GENERIC, HAND_WRITTEN, RULES } from "./schemaRules.mjs";

export const parse = (root, path) =>
  ts.createSourceFile(
    path,
    readFileSync(new URL(path, root), "utf8"),
    ts.ScriptTarget.Latest,
    true,
  );

/** Every exported type of src/types and the unions of constant lists in src/constants.ts. */
export function indexTypes(root) {
  const types = new Map();
  for (const file of readdirSync(new URL("types/", root))) {
    const source = parse(root, `types/${file}`);
    const module = file.replace(/\.ts$/, "");
    for (const node of source.statements) {
      if (ts.isTypeAliasDeclaration(node) || ts.isInterfaceDeclaration(node)) {
        types.set(node.name.text, { module, node });
      }
    }
  }
  const constants = new Map();
  for (const node of parse(root, "constants.ts").statements) {
    if (!ts.isTypeAliasDeclaration(node)) continue;
    const type = node.type;
    // `(typeof LIST)[number]`
    if (
      ts.isIndexedAccessTypeNode(type) &&
      type.indexType.kind === ts.SyntaxKind.NumberKeyword &&
      ts.isTypeQueryNode(unparen(type.objectType))
    ) {
      constants.set(node.name.text, unparen(type.objectType).exprName.getText());
    } else {
      types.set(node.name.text, { module: "constants", node });
    }
  }
  return { root, types, constants, usedConstants: new Set() };
}

export const unparen = (node) => (ts.isParenthesizedTypeNode(node) ? unparen(node.type) : node);

/** Whether a type is an open record with no known field (`{ [key: string]: unknown }`, `Record<string, unknown>`). */
function isOpenRecord(node) {
  node = unparen(node);
  if (ts.isTypeLiteralNode(node)) {
    return node.members.length === 1 && isUnknownIndex(node.members[0]);
  }
  return (
    ts.isTypeReferenceNode(node) &&
    node.typeName.getText() === "Record" &&
    node.typeArguments[1].kind === ts.SyntaxKind.UnknownKeyword
  );
}

const isUnknownIndex = (member) =>
  ts.isIndexSignatureDeclaration(member) && member.type.kind === ts.SyntaxKind.UnknownKeyword;

const KEYWORDS = {
  [ts.SyntaxKind.StringKeyword]: "z.string()",
  [ts.SyntaxKind.NumberKeyword]: "z.number()",
  [ts.SyntaxKind.BooleanKeyword]: "z.boolean()",
  [ts.SyntaxKind.UnknownKeyword]: "z.unknown()",
};

/**
 * A type that is written in place where it is used, never as a schema of its own: a keyword, an
 * open record, or an alias of one (`FileType = string`, `UiToastRequest = OpenRecord`).
 */
export function isInlined(node, types) {
  node = unparen(node);
  if (node.kind in KEYWORDS || isOpenRecord(node)) return true;
  if (!ts.isTypeReferenceNode(node) || node.typeArguments) return false;
  const name = node.typeName.getText();
  if (name === "OpenRecord") return true;
  const entry = types.get(name);
  return Boolean(
    entry && ts.isTypeAliasDeclaration(entry.node) && isInlined(entry.node.type, types),
  );
}

/** The schema text of the shapes of one type file (`module`), or of the operation table. */
export class Writer {
  constructor(index, module) {
    this.index = index;
    this.module = module;
    this.imports = new Map();
    this.preambles = new Set();
    this.local = new Set();
    this.uses = new Set();
  }

  import(from, name) {
    if (!this.imports.has(from)) this.imports.set(from, new Set());
    this.imports.get(from).add(name);
  }

  /** The schema of a type node; `path` names the field for the rule table and for errors. */
  schema(node, path) {
    node = unparen(node);
    if (node.kind in KEYWORDS) return KEYWORDS[node.kind];
    if (ts.isLiteralTypeNode(node)) {
      if (node.literal.kind === ts.SyntaxKind.NullKeyword) return "z.null()";
      return `z.literal(${node.literal.getText()})`;
    }
    if (ts.isArrayTypeNode(node)) return `z.array(${this.schema(node.elementType, path)})`;
    if (ts.isTupleTypeNode(node)) {
      const items = node.elements.map((item) =>
        this.schema(ts.isNamedTupleMember(item) ? item.type : item, path),
      );
      return `z.tuple([${items.join(", ")}])`;
    }
    if (isOpenRecord(node)) return this.named("OpenRecord", path);
    if (ts.isTypeLiteralNode(node)) return this.object(node.members, path);
    if (ts.isUnionTypeNode(node)) return this.union(node, path);
    if (ts.isIntersectionTypeNode(node)) {
      const [base, ...rest] = node.types;
      const extra = rest.map((part) => this.fields(unparen(part).members, path)).join(", ");
      return `${this.schema(base, path)}.extend({ ${extra} })`;
    }
    if (ts.isTypeReferenceNode(node)) return this.reference(node, path);
    throw new Error(`${path}: no schema for the type \`${node.getText()}\``);
  }

  union(node, path) {
    const members = node.types.map(unparen);
    const isNull = (type) =>
      ts.isLiteralTypeNode(type) && type.literal.kind === ts.SyntaxKind.NullKeyword;
    const isUndefined = (type) => type.kind === ts.SyntaxKind.UndefinedKeyword;
    const rest = members.filter((type) => !isNull(type) && !isUndefined(type));
    // `"a" | "b" | (string & {})`: named values offered, any string accepted.
    const isAnyString = (type) =>
      ts.isIntersectionTypeNode(type) && type.types[0].kind === ts.SyntaxKind.StringKeyword;
    let schema;
    if (rest.some(isAnyString)) {
      schema = "z.string()";
    } else if (
      rest.every((type) => ts.isLiteralTypeNode(type) && ts.isStringLiteral(type.literal))
    ) {
      schema = `z.enum([${rest.map((type) => type.literal.getText()).join(", ")}])`;
    } else if (rest.length === 1) {
      schema = this.schema(rest[0], path);
    } else {
      const key = this.discriminant(rest);
      const texts = [...new Set(rest.map((type) => this.schema(type, path)))];
      const options = texts.join(", ");
      schema =
        texts.length === 1
          ? texts[0]
          : key
            ? `z.discriminatedUnion("${key}", [${options}])`
            : `z.union([${options}])`;
    }
    if (members.some(isNull)) schema += ".nullable()";
    if (members.some(isUndefined)) schema += ".optional()";
    return schema;
  }

  /**
   * The field every member of a union of object types has as a distinct string literal, required in
   * each (zod's discriminated union refuses a value without its key: a union whose members may leave
   * the field out, such as a picked file and a picked page, is a plain union).
   */
  discriminant(types) {
    const literals = types.map((type) => {
      const shape = this.resolve(type);
      if (!shape || !ts.isTypeLiteralNode(shape)) return undefined;
      return new Map(
        shape.members
          .filter(
            (m) =>
              ts.isPropertySignature(m) &&
              !m.questionToken &&
              m.type &&
              ts.isLiteralTypeNode(m.type),
          )
          .map((m) => [m.name.getText(), m.type.literal.getText()]),
      );
    });
    if (literals.some((fields) => !fields)) return undefined;
    for (const key of literals[0].keys()) {
      const values = literals.map((fields) => fields.get(key));
      if (values.every(Boolean) && new Set(values).size === values.length) return key;
    }
    return undefined;
  }

  resolve(node) {
    node = unparen(node);
    if (!ts.isTypeReferenceNode(node)) return node;
    const entry = this.index.types.get(node.typeName.getText());
    return entry && ts.isTypeAliasDeclaration(entry.node) ? unparen(entry.node.type) : undefined;
  }

  reference(node, path) {
    const name = node.typeName.getText();
    const args = node.typeArguments ?? [];
    if (name === "Record") {
      if (isOpenRecord(node)) return this.named("OpenRecord");
      return `z.record(${this.schema(args[0], path)}, ${this.schema(args[1], path)})`;
    }
    if (name === "Array") return `z.array(${this.schema(args[0], path)})`;
    if (name === "Partial") return `${this.schema(args[0], path)}.partial()`;
    if (name === "Omit") {
      const keys = unparen(args[1]);
      const names = ts.isUnionTypeNode(keys) ? keys.types : [keys];
      const mask = names.map((key) => `${key.literal.text}: true`).join(", ");
      return `${this.schema(args[0], path)}.omit({ ${mask} })`;
    }
    if (name in GENERIC) {
      const [factory, from] = GENERIC[name];
      this.import(from, factory);
      return `${factory}(${this.schema(args[0], path)})`;
    }
    return this.named(name, path);
  }

  named(name, path) {
    if (name in HAND_WRITTEN) {
      const [schema, from] = HAND_WRITTEN[name];
      this.import(from, schema);
      return schema;
    }
    if (this.index.constants.has(name)) {
      this.index.usedConstants.add(name);
      this.import("./constantsSchemas", `${name}Schema`);
      return `${name}Schema`;
    }
    const entry = this.index.types.get(name);
    if (!entry) throw new Error(`${path}: no type \`${name}\` in src/types`);
    const inPlace =
      entry.module === "constants" || isInlined(entry.node.type ?? entry.node, this.index.types);
    if (ts.isTypeAliasDeclaration(entry.node) && inPlace) {
      return this.schema(entry.node.type, name);
    }
    if (entry.module === this.module) this.uses.add(name);
    else this.import(`./${entry.module}Schemas`, `${name}Schema`);
    return `${name}Schema`;
  }

  object(members, path) {
    const loose = members.some(isUnknownIndex);
    return `z.${loose ? "looseObject" : "object"}({ ${this.fields(members, path)} })`;
  }

  fields(members, path) {
    return members
      .filter(ts.isPropertySignature)
      .map((member) => {
        const key = member.name.getText();
        const at = `${path}.${ts.isStringLiteral(member.name) ? member.name.text : key}`;
        return `${key}: ${this.field(member, at)}`;
      })
      .join(", ");
  }

  field(member, path) {
    const rule = RULES[path] ?? {};
    for (const [from, names] of Object.entries(rule.imports ?? {})) {
      for (const name of names) this.import(from, name);
    }
    if (rule.preamble) this.preambles.add(rule.preamble);
    let schema = rule.schema ?? this.schema(member.type, path) + (rule.suffix ?? "");
    if (rule.default) schema += `.default(${rule.default})`;
    else if (member.questionToken && !schema.endsWith(".optional()")) schema += ".optional()";
    return schema;
  }
}

export const header = (from) =>
  `// Generated by packages/protocol-types/scripts/generate.mjs from ${from}: do not edit.\n` +
  "// Run `node packages/protocol-types/scripts/generate.mjs` after changing the types.\n";

export function importLines(writer, body) {
  const lines = /\bz\./.test(body) ? [`import * as z from "zod";`] : [];
  for (const from of [...writer.imports.keys()].sort()) {
    const names = [...writer.imports.get(from)].sort();
    lines.push(`import { ${names.join(", ")} } from "${from}";`);
  }
  return lines.join("\n");
}
