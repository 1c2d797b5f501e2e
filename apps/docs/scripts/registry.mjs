// The operation registry as the docs read it: every operation of every environment, its flags, the
// method an app calls, and its request and response types read by the TypeScript checker from the
// published declarations of @hostbridge/protocol-types (field names, optionality, doc comments).
import { fileURLToPath } from "node:url";
import ts from "typescript";
import {
  ADMIN_OPERATIONS,
  DSR_OPERATIONS,
  HIGH_LEVEL_OPERATIONS,
  UI_OPERATIONS,
  isBareOnPlatformWire,
  waitsForPerson,
} from "@hostbridge/protocol-types";
import { methodName } from "@hostbridge/protocol-types/wire";

/** One environment: its table, the map type, the function an app calls, and the request kind. */
export const ENVIRONMENTS = [
  {
    id: "ui",
    title: "UI",
    table: UI_OPERATIONS,
    map: "UiApiMap",
    entry: "useUi",
    kind: "svc",
    prefix: "ui_",
    requestType: "UiApiRequest",
  },
  {
    id: "admin",
    title: "Admin",
    table: ADMIN_OPERATIONS,
    map: "AdminApiMap",
    entry: "useAdmin",
    kind: "admin",
    prefix: "admin_",
    requestType: "AdminApiRequest",
  },
  {
    id: "dsr",
    title: "DSR",
    table: DSR_OPERATIONS,
    map: "DsrApiMap",
    entry: "useDsr",
    kind: "dsr",
    prefix: "dsr_",
    requestType: "DsrApiRequest",
  },
  {
    id: "impact",
    title: "High-level",
    table: HIGH_LEVEL_OPERATIONS,
    map: "HighLevelApiMap",
    entry: "useHostApi",
    kind: "svc",
    prefix: "",
    requestType: "HighLevelApiRequest",
  },
];

/** Every operation: `{ type, environment, method, waitsForPerson, bare }`, in registry order. */
export function operations() {
  return ENVIRONMENTS.flatMap((environment) =>
    Object.keys(environment.table).map((type) => ({
      type,
      environment,
      method: methodName(type.slice(environment.prefix.length)),
      waitsForPerson: waitsForPerson(type),
      bare: isBareOnPlatformWire(type),
    })),
  );
}

const FORMAT =
  ts.TypeFormatFlags.NoTruncation |
  ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope |
  (ts.TypeFormatFlags.WriteArrayAsGenericType * 0);

/**
 * Reads the request and response type of every operation with the TypeScript checker. Returns
 * `Map<type, { request, response }>`, each `{ text, name, optional, fields, open }` where `fields`
 * lists the properties of an object type or an intersection of them (`{ name, optional, type, doc }`,
 * the type with its `null`) and `open` its index signatures (`{ key, type }`: other fields may come).
 */
export function readShapes(ops) {
  const file = fileURLToPath(new URL("../.shapes.ts", import.meta.url));
  const lines = [
    `import type { ${ENVIRONMENTS.map((e) => e.map).join(", ")} } from "@hostbridge/protocol-types";`,
    ...ops.flatMap(({ type, environment }, index) => [
      `type Q${index} = ${environment.map}["${type}"]["request"];`,
      `type R${index} = ${environment.map}["${type}"]["response"];`,
    ]),
  ];
  const options = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    strict: true,
    skipLibCheck: true,
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const source = ts.createSourceFile(file, lines.join("\n"), ts.ScriptTarget.ES2022, true);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, ...rest) => (name === file ? source : getSourceFile(name, ...rest));
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (name) => name === file || fileExists(name);
  const program = ts.createProgram([file], options, host);
  const diagnostics = ts.getPreEmitDiagnostics(program, source);
  if (diagnostics.length) {
    throw new Error(
      `the operation maps do not type-check:\n${ts.formatDiagnostics(diagnostics, host)}`,
    );
  }
  const checker = program.getTypeChecker();
  const aliases = new Map();
  for (const statement of source.statements) {
    if (ts.isTypeAliasDeclaration(statement)) aliases.set(statement.name.text, statement);
  }
  /** A property's type as declared: `null` kept, the `undefined` of an optional property left out. */
  const fieldType = (property, optional, node) => {
    const type = checker.getTypeOfSymbolAtLocation(property, node);
    if (!type.isUnion()) return checker.typeToString(type, node, FORMAT);
    const members = type.types.filter((t) => !(optional && t.flags & ts.TypeFlags.Undefined));
    const booleans = members.filter((t) => t.flags & ts.TypeFlags.BooleanLiteral);
    const texts = members
      .filter((t) => booleans.length !== 2 || !(t.flags & ts.TypeFlags.BooleanLiteral))
      .map((t) => checker.typeToString(t, node, FORMAT));
    if (booleans.length === 2) texts.unshift("boolean");
    // null last, as the source writes it (`CrmEvent | null`)
    return [...texts.filter((t) => t !== "null"), ...texts.filter((t) => t === "null")].join(" | ");
  };
  const describe = (alias) => {
    const node = aliases.get(alias);
    let type = checker.getTypeAtLocation(node.name);
    const text = checker.typeToString(type, node, FORMAT);
    const optional = type.isUnion() && type.types.some((t) => t.flags & ts.TypeFlags.Undefined);
    type = checker.getNonNullableType(type);
    const name = type.aliasSymbol?.name ?? type.getSymbol()?.name;
    // an interface of the language's own library (`ArrayBuffer`) is named, not taken apart into
    // its methods and internal symbols (its helpers, `Partial<T>`, still show T's fields)
    const fromLibrary = type
      .getSymbol()
      ?.declarations?.some(
        (declaration) =>
          ts.isInterfaceDeclaration(declaration) &&
          program.isSourceFileDefaultLibrary(declaration.getSourceFile()),
      );
    // an object type or an intersection of them (`FileFields & { type?: string }`): its fields
    const isObject =
      type.flags & (ts.TypeFlags.Object | ts.TypeFlags.Intersection) &&
      !fromLibrary &&
      !checker.isArrayType(type) &&
      !checker.isTupleType(type) &&
      checker.getSignaturesOfType(type, ts.SignatureKind.Call).length === 0;
    const fields = isObject
      ? checker.getPropertiesOfType(type).map((property) => {
          const optional = (property.flags & ts.SymbolFlags.Optional) !== 0;
          return {
            name: property.name,
            optional,
            type: fieldType(property, optional, node),
            doc: ts.displayPartsToString(property.getDocumentationComment(checker)),
          };
        })
      : [];
    // an index signature (`[key: string]: unknown`): the record is open, a host may send more
    const open = isObject
      ? checker.getIndexInfosOfType(type).map((info) => ({
          key: checker.typeToString(info.keyType, node, FORMAT),
          type: checker.typeToString(info.type, node, FORMAT),
        }))
      : [];
    return {
      text,
      name: name && !name.startsWith("__") ? name : undefined,
      optional,
      fields,
      open,
    };
  };
  return new Map(
    ops.map(({ type }, index) => [
      type,
      { request: describe(`Q${index}`), response: describe(`R${index}`) },
    ]),
  );
}
