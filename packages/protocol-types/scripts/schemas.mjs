// The zod schemas of the payload shapes, generated from the hand-written types (src/types/*.ts),
// which stay the one definition of each shape: the root entry point keeps its plain TypeScript types
// and needs no zod, and the schemas subpath follows them. What a type cannot say (lengths, integer
// and range checks, formats, defaults filled when parsing) is the rule table below, one row per
// field. The operation table (src/schemas/operations.ts) is generated from the registry's rows.
// Read by generate.mjs, which writes the files (or, with --check, fails when one is stale).
import { readdirSync, readFileSync } from "node:fs";
import ts from "typescript";

const src = new URL("../src/", import.meta.url);

/** The type files whose shapes get schemas, each written to `src/schemas/<name>Schemas.ts`. */
export const SCHEMA_SOURCES = [
  "records",
  "env",
  "open",
  "hostActions",
  "uiRequests",
  "uiMessages",
  "canvasUpdate",
  "selection",
  "adminPayloads",
  "crm",
  "location",
  "peerConnectivity",
  "eventPayloads",
  "platformCanvases",
  "themes",
  "platformFiles",
  "platformFolders",
  "platformFavorites",
  "platformSession",
  "platformEvents",
];

/**
 * Sources whose schema file is still written by hand in this branch: the records engineer (issue
 * 52 item 5) extends types/records.ts and schemas/recordsSchemas.ts at the same time. After both
 * are merged, empty this set and run the generator: it then writes recordsSchemas.ts as well.
 */
export const HAND_WRITTEN_UNTIL_MERGE = new Set(["records"]);

/**
 * What a type cannot say, by `Type.field` (`Type.field.nested` inside an inline object). `suffix`
 * adds checks to the schema derived from the type; `schema` replaces it; `default` fills the field
 * when left out (instead of making it optional); `imports` lists the names the row uses.
 */
const MIN_1 = { suffix: ".min(1)" };
const POSITIVE_INT = { suffix: ".int().positive()" };
const NON_NEGATIVE_INT = { suffix: ".int().nonnegative()" };
const RULES = {
  "UiSelectContentRequest.min_selections": {
    schema:
      "z.number(minSelectionsRule).int(minSelectionsRule).min(0, minSelectionsRule).max(999, minSelectionsRule)",
    imports: { "./rules": ["MIN_SELECTIONS_RULE"] },
    preamble: "const minSelectionsRule = { error: MIN_SELECTIONS_RULE };",
  },
  "AdminSelectContentRequest.content_type": { default: '"content"' },
  "UiPrintCanvasRequest.notify_url": {
    schema: "z.url({ protocol: /^https$/, error: NOTIFY_URL_RULE })",
    imports: { "./rules": ["NOTIFY_URL_RULE"] },
  },
  "UiOpenRequest.context": { default: "() => ({})" },
  "UiOpenRequest.pageIndex": { default: "null" },
  "UiOpenRequest.startTime": { default: "null" },
  "OpenExternalUrlRequestPayload.target": { default: '"_blank"' },
  "OpenWebViewAlwaysOnTop.url": MIN_1,
  "TrackPayload.event_name": MIN_1,
  "GetCanvasesPayload.page": POSITIVE_INT,
  "GetCanvasesPayload.page_size": POSITIVE_INT,
  "CreateCanvasPayload.name": MIN_1,
  "UpdateCanvasPayload.id": MIN_1,
  "FileIdPayload.file_id": MIN_1,
  "GetFileRevisionDataPayload.file_id": MIN_1,
  "GetFileRevisionDataPayload.revision_id": MIN_1,
  "UpdateFilePayload.id": MIN_1,
  "DeviceFile.size": { suffix: ".nonnegative()" },
  "DeleteLocalFilePayload.url": MIN_1,
  "DocumentInfo.pageCount": NON_NEGATIVE_INT,
  "FetchDocumentInfoPayload.file_id": MIN_1,
  "RenderPageAsImagePayload.file_id": MIN_1,
  "UpdateCanvasIndicatorsPayload.id": MIN_1,
  "GetCanvasPayload.id": MIN_1,
  "CanvasIdPayload.id": MIN_1,
  "GetCanvasRecommendedFilesPayload.canvas_id": MIN_1,
  "CanvasThemePayload.canvas_id": MIN_1,
  "AssignCanvasThemePayload.canvas_id": MIN_1,
  "AssignCanvasThemePayload.theme_id": MIN_1,
  "GetFolderPayload.id": MIN_1,
  "CreateFolderPayload.name": MIN_1,
  "CreateFolderPayload.parent_folder_id": MIN_1,
  "UpdateFolderPayload.id": MIN_1,
  "UpdateFolderPayload.name": MIN_1,
  "DeleteFolderPayload.folder_id": MIN_1,
  "MoveFolderItemsPayload.target_folder_id": MIN_1,
  "FolderItem.id": MIN_1,
  "PatchCoreFolderPayload.id": MIN_1,
  "GetFavoritesPayload.page_size": POSITIVE_INT,
  "CreateFavoritePayload.page_index": NON_NEGATIVE_INT,
  "DeleteFavoritePayload.favorite_id": MIN_1,
  "RenderPageAsImagePayload.params.width": { suffix: ".positive()" },
  "RenderPageAsImagePayload.params.height": { suffix: ".positive()" },
  "RenderPageAsImagePayload.page_index": NON_NEGATIVE_INT,
};

/** Shapes whose schema is written by hand elsewhere: type name -> [schema, module]. */
const HAND_WRITTEN = {
  OpenRecord: ["OpenRecordSchema", "./primitives"],
  ServiceEvent: ["ServiceEventSchema", "./eventsSchemas"],
  ArrayBuffer: ["PageImageSchema", "./primitives"],
};

/** Generic shapes: type name -> [schema factory, module]; the factory takes the item schema. */
const GENERIC = { PaginatedList: ["paginatedListSchema", "./pagesSchemas"] };

const parse = (root, path) =>
  ts.createSourceFile(
    path,
    readFileSync(new URL(path, root), "utf8"),
    ts.ScriptTarget.Latest,
    true,
  );

/** Every exported type of src/types and the unions of constant lists in src/constants.ts. */
function indexTypes(root) {
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
  // The schemas a hand-written schema file exports (see HAND_WRITTEN_UNTIL_MERGE).
  const handWritten = (module, name) =>
    readFileSync(new URL(`schemas/${module}Schemas.ts`, root), "utf8").includes(
      `export const ${name}Schema `,
    );
  return { root, types, constants, usedConstants: new Set(), handWritten };
}

const unparen = (node) => (ts.isParenthesizedTypeNode(node) ? unparen(node.type) : node);

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
function isInlined(node, types) {
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
class Writer {
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

  /** The field every member of a union of object types has as a distinct string literal. */
  discriminant(types) {
    const literals = types.map((type) => {
      const shape = this.resolve(type);
      if (!shape || !ts.isTypeLiteralNode(shape)) return undefined;
      return new Map(
        shape.members
          .filter((m) => ts.isPropertySignature(m) && m.type && ts.isLiteralTypeNode(m.type))
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
    if (HAND_WRITTEN_UNTIL_MERGE.has(entry.module) && !this.index.handWritten(entry.module, name)) {
      return this.schema(entry.node.type ?? entry.node, name);
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

const header = (from) =>
  `// Generated by packages/protocol-types/scripts/generate.mjs from ${from}: do not edit.\n` +
  "// Run `node packages/protocol-types/scripts/generate.mjs` after changing the types.\n";

function importLines(writer, body) {
  const lines = /\bz\./.test(body) ? [`import * as z from "zod";`] : [];
  for (const from of [...writer.imports.keys()].sort()) {
    const names = [...writer.imports.get(from)].sort();
    lines.push(`import { ${names.join(", ")} } from "${from}";`);
  }
  return lines.join("\n");
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
        `/** \`${name}\` (src/types/${module}.ts). */\nexport const ${name}Schema = ${schemas.get(name).schema};`,
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

/**
 * The schema maps generated from the typed maps of src/types: key -> payload schema. A payload of
 * `undefined` (an event that carries none) accepts nothing or `{}` (`NoEventPayloadSchema`).
 */
const SCHEMA_MAPS = [
  {
    file: "schemas/eventMapSchemas.ts",
    from: "src/types/events.ts",
    maps: [["EVENT_SCHEMAS", "EventMap", "EventKey", "Payload schema of every event key"]],
  },
  {
    file: "schemas/messageMapsSchemas.ts",
    from: "src/types/messageMaps.ts",
    maps: [
      [
        "UI_MESSAGE_SCHEMAS",
        "UiMessageMap",
        "UiMessageType",
        "Payload schema of each UI message type",
      ],
      [
        "ADMIN_MESSAGE_SCHEMAS",
        "AdminMessageMap",
        "AdminMessageType",
        "Payload schema of the admin message type",
      ],
      [
        "DSR_MESSAGE_SCHEMAS",
        "DsrMessageMap",
        "DsrMessageType",
        "Payload schema of the DSR message type",
      ],
    ],
  },
];

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
 * directory (a URL ending in `/`); `includeHandWritten` also writes HAND_WRITTEN_UNTIL_MERGE.
 */
export function schemaFiles({ root = src, includeHandWritten = false } = {}) {
  const index = indexTypes(root);
  const files = {};
  for (const module of SCHEMA_SOURCES) {
    if (!includeHandWritten && HAND_WRITTEN_UNTIL_MERGE.has(module)) continue;
    files[`schemas/${module}Schemas.ts`] = schemaFile(index, module);
  }
  files["schemas/operations.ts"] = operationsFile(index);
  for (const group of SCHEMA_MAPS) files[group.file] = mapsFile(index, group);
  files["schemas/constantsSchemas.ts"] = constantsFile(index);
  return files;
}
