// Which values are the existing client's API objects, by their TYPE: the type checker's declared
// type of an expression is compared with the object types the existing client's own declaration
// files give `useUi()`, `useAdmin()`, `useDsr()` and `usePitcherApi()` (`createHighLevelApi`). So an
// object is followed wherever the checker follows it: across modules, through helpers' return
// values, destructuring, namespace imports, re-exports and barrels, in JavaScript by inference.
import ts from "typescript";
import { clientFile, declaredByOldClient } from "./context";
import type { ApiKind } from "./names";

/** The existing client's functions whose declared return type is one of its API objects. */
const DECLARING_FUNCTIONS: Readonly<Record<string, ApiKind>> = {
  useUi: "ui",
  useAdmin: "admin",
  useDsr: "dsr",
  usePitcherApi: "impact",
  createHighLevelApi: "impact",
};

/**
 * The API objects the client's declarations give its factories' return types, by type and by the
 * type's symbol (an interface or alias of compat's own declarations). Found once per checker: the
 * exported functions `useUi`, `useAdmin`, ... of every module declared by the client or by compat.
 */
interface DeclaredObjects {
  types: Map<ts.Type, ApiKind>;
  symbols: Map<ts.Symbol, ApiKind>;
  /**
   * The parts of each API object that compat declares as an intersection (`UiMethods & { ...the
   * snake_case aliases }`): an app's own intersection on top of it (`ReturnType<typeof useUi> & {
   * app_loaded: ... }`) is flattened by the checker into one intersection holding all of them.
   */
  intersections: { parts: readonly ts.Type[]; kind: ApiKind }[];
}

const declared = new WeakMap<ts.TypeChecker, DeclaredObjects>();

function declaredObjects(checker: ts.TypeChecker, any: ts.Type) {
  const known = declared.get(checker);
  if (known) return known;
  const found: DeclaredObjects = { types: new Map(), symbols: new Map(), intersections: [] };
  declared.set(checker, found);
  const program = programOf.get(checker);
  for (const sf of program?.getSourceFiles() ?? []) {
    if (!clientFile(sf.fileName)) continue;
    const module = checker.getSymbolAtLocation(sf);
    if (!module) continue;
    for (const exported of checker.getExportsOfModule(module)) {
      const kind = DECLARING_FUNCTIONS[exported.name];
      if (kind === undefined) continue;
      const target =
        exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      const declaration = target.valueDeclaration;
      if (!declaration) continue;
      const signature = checker
        .getTypeOfSymbolAtLocation(target, declaration)
        .getCallSignatures()[0];
      const result = signature?.getReturnType();
      if (!result || result === any) continue;
      found.types.set(result, kind);
      if (result.isIntersection()) found.intersections.push({ parts: result.types, kind });
      const symbol = result.aliasSymbol ?? result.getSymbol();
      if (symbol && !symbol.name.startsWith("__")) found.symbols.set(symbol, kind);
    }
  }
  return found;
}

/** The program each checker belongs to (see {@link registerProgram}). */
const programOf = new WeakMap<ts.TypeChecker, ts.Program>();

/** Lets the kinds of API objects be found from the program's own declarations. */
export function registerProgram(program: ts.Program): void {
  programOf.set(program.getTypeChecker(), program);
}

function kindOfObjectType(checker: ts.TypeChecker, type: ts.Type): ApiKind | undefined {
  const declaration = type.getSymbol()?.declarations?.[0];
  if (declaration && ts.isTypeLiteralNode(declaration) && declaredByOldClient(declaration)) {
    const owner = declaration.parent;
    if (ts.isFunctionDeclaration(owner) && owner.type === declaration && owner.name) {
      const kind = DECLARING_FUNCTIONS[owner.name.text];
      if (kind !== undefined) return kind;
    }
  }
  const objects = declaredObjects(checker, checker.getAnyType());
  const byType = objects.types.get(type);
  if (byType !== undefined) return byType;
  const symbol = type.aliasSymbol ?? type.getSymbol();
  const bySymbol = symbol ? objects.symbols.get(symbol) : undefined;
  if (bySymbol !== undefined || !type.isIntersection()) return bySymbol;
  const parts = new Set(type.types);
  const whole = objects.intersections.find((entry) => entry.parts.every((part) => parts.has(part)));
  return whole?.kind ?? type.types.map((part) => kindOfObjectType(checker, part)).find(Boolean);
}

/**
 * The API kinds a type may hold: one for an API object, several for a union of them (`useAdmin() |
 * useDsr()`), nothing for any other type (or a union with anything else). `null` and `undefined`
 * in a union are ignored; an intersection with an API object (the app's own aliases typed on top
 * of it) is that object.
 */
export function apiKindsOfType(checker: ts.TypeChecker, type: ts.Type): ApiKind[] {
  const parts = type.isUnion() ? type.types : [type];
  const kinds = new Set<ApiKind>();
  for (const part of parts) {
    if (part.flags & (ts.TypeFlags.Null | ts.TypeFlags.Undefined)) continue;
    const kind = kindOfObjectType(checker, part);
    if (kind === undefined) return [];
    kinds.add(kind);
  }
  return [...kinds];
}

/** The API kinds `node`'s type may hold (see {@link apiKindsOfType}). */
export function apiKindsAt(checker: ts.TypeChecker, node: ts.Node): ApiKind[] {
  const type = checker.getTypeAtLocation(node);
  if (type.isUnion() && type.types.length === 0) return [];
  return apiKindsOfType(checker, type);
}

/** Whether `type` is `any` (untyped JavaScript, or an explicit `any`): nothing can be proven. */
export function isUntyped(type: ts.Type): boolean {
  return (type.flags & ts.TypeFlags.Any) !== 0;
}
