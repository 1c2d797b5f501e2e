// Which values are the existing client's API objects, by their TYPE: the type checker's declared
// type of an expression is compared with the object types the existing client's own declaration
// files give `useUi()`, `useAdmin()`, `useDsr()` and `usePitcherApi()` (`createHighLevelApi`). So an
// object is followed wherever the checker follows it: across modules, through helpers' return
// values, destructuring, namespace imports, re-exports and barrels, in JavaScript by inference.
import ts from "typescript";
import { declaredByOldClient } from "./context";
import type { ApiKind } from "./names";

/** The existing client's functions whose declared return type is one of its API objects. */
const DECLARING_FUNCTIONS: Readonly<Record<string, ApiKind>> = {
  useUi: "ui",
  useAdmin: "admin",
  useDsr: "dsr",
  usePitcherApi: "impact",
  createHighLevelApi: "impact",
};

function kindOfObjectType(type: ts.Type): ApiKind | undefined {
  const declaration = type.getSymbol()?.declarations?.[0];
  if (!declaration || !ts.isTypeLiteralNode(declaration) || !declaredByOldClient(declaration))
    return undefined;
  const owner = declaration.parent;
  if (!ts.isFunctionDeclaration(owner) || owner.type !== declaration || !owner.name)
    return undefined;
  return DECLARING_FUNCTIONS[owner.name.text];
}

/**
 * The API kinds a type may hold: one for an API object, several for a union of them (`useAdmin() |
 * useDsr()`), nothing for any other type (or a union with anything else). `null` and `undefined`
 * in a union are ignored.
 */
export function apiKindsOfType(type: ts.Type): ApiKind[] {
  const parts = type.isUnion() ? type.types : [type];
  const kinds = new Set<ApiKind>();
  for (const part of parts) {
    if (part.flags & (ts.TypeFlags.Null | ts.TypeFlags.Undefined)) continue;
    const kind = kindOfObjectType(part);
    if (kind === undefined) return [];
    kinds.add(kind);
  }
  return [...kinds];
}

/** The API kinds `node`'s type may hold (see {@link apiKindsOfType}). */
export function apiKindsAt(checker: ts.TypeChecker, node: ts.Node): ApiKind[] {
  return apiKindsOfType(checker.getTypeAtLocation(node));
}

/** Whether `type` is `any` (untyped JavaScript, or an explicit `any`): nothing can be proven. */
export function isUntyped(type: ts.Type): boolean {
  return (type.flags & ts.TypeFlags.Any) !== 0;
}
