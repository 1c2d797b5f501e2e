// The existing client's type exports and ours. The environment types have a counterpart of their own
// (`names.ts`); `ApiOptions` is our `HostApiOptions`; a request or response payload type is mapped
// by where the existing client's own declarations use it: the parameter or the resolved value of a
// method of `useUi()`, `useAdmin()`, `useDsr()` or `usePitcherApi()`, whose operation our registry
// types as `UiApiRequest<"ui_...">`, `HighLevelApiResponse<"get_env">`, ... (all exported by
// `@hostbridge/sdk`).
import {
  ADMIN_OPERATIONS,
  DSR_OPERATIONS,
  HIGH_LEVEL_OPERATIONS,
  UI_OPERATIONS,
} from "@hostbridge/protocol-types";
import ts from "typescript";
import type { ApiKind } from "./names";
import { platformSnakeCase } from "@hostbridge/protocol-types/wire";
import type { SourceContext } from "./context";
import { fileQuote } from "./enumMembers";
import { FACTORIES, ourMemberName } from "./names";
import { passesCamel } from "./sdkTypes";

/** Type exports of the existing client with a named counterpart in `@hostbridge/sdk`. */
export const SDK_TYPE_EXPORTS: Readonly<Record<string, string>> = {
  ApiOptions: "HostApiOptions",
};

const OPERATIONS: Record<ApiKind, { table: object; prefix: string; generic: string }> = {
  ui: { table: UI_OPERATIONS, prefix: "ui_", generic: "UiApi" },
  admin: { table: ADMIN_OPERATIONS, prefix: "admin_", generic: "AdminApi" },
  dsr: { table: DSR_OPERATIONS, prefix: "dsr_", generic: "DsrApi" },
  impact: { table: HIGH_LEVEL_OPERATIONS, prefix: "", generic: "HighLevelApi" },
};

/** One of our types standing for an existing client's type: `generic<"key">`. */
export interface MappedType {
  /** The generic to import from `@hostbridge/sdk` (`UiApiRequest`). */
  generic: string;
  /** The whole type expression (`UiApiRequest<"ui_app_resize">`). */
  text: string;
}

const cache = new WeakMap<ts.Symbol, Map<string, MappedType | null>>();

function operationKey(kind: ApiKind, method: string): string | undefined {
  const ours = kind === "impact" ? method : ourMemberName(kind, method);
  if (ours === undefined) return undefined;
  const { table, prefix } = OPERATIONS[kind];
  const key = `${prefix}${platformSnakeCase(ours)}`;
  return key in table ? key : undefined;
}

/**
 * The named types a parameter or an answer is made of. @hostbridge/compat declares a payload as
 * `Request | OpenApiModel` (any object, as the client's types take) and an answer as
 * `ClientModel<Response>`: the names inside are the ones its exports use.
 */
function namedParts(type: ts.Type | undefined): ts.Type[] {
  if (!type) return [];
  const alias = type.aliasSymbol?.name;
  if (alias === "ClientModel") return namedParts(type.aliasTypeArguments?.[0]);
  if (alias === "OpenApiModel") return [];
  if (!alias && type.isUnion()) return type.types.flatMap(namedParts);
  return [type];
}

function record(
  found: Map<string, MappedType | null>,
  type: ts.Type | undefined,
  text: string,
  generic: string,
): void {
  for (const part of namedParts(type)) {
    const name = (part.aliasSymbol ?? part.getSymbol())?.name;
    if (!name || name.startsWith("__") || name === "Promise") continue;
    const previous = found.get(name);
    // null: used for two operations, so no single one of ours stands for it
    found.set(name, previous === undefined || previous?.text === text ? { generic, text } : null);
  }
}

/** The payload types of the existing client's module, by their exported name. */
function payloadTypes(checker: ts.TypeChecker, module: ts.Symbol): Map<string, MappedType | null> {
  const known = cache.get(module);
  if (known) return known;
  const found = new Map<string, MappedType | null>();
  for (const exported of checker.getExportsOfModule(module)) {
    const kind = FACTORIES[exported.name];
    // (a bundled declaration file re-exports its functions: `export { useUi }`)
    const declaration = (
      exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported
    ).valueDeclaration;
    if (kind === undefined || !declaration) continue;
    const factory = checker.getTypeOfSymbolAtLocation(exported, declaration);
    const apiType = factory.getCallSignatures()[0]?.getReturnType();
    for (const member of apiType?.getProperties() ?? []) {
      const key = operationKey(kind, member.name);
      if (key === undefined) continue;
      const memberType = checker.getTypeOfSymbolAtLocation(member, declaration);
      const signature = memberType.getCallSignatures()[0];
      if (!signature) continue;
      const { generic } = OPERATIONS[kind];
      const param = signature.getParameters()[0];
      if (param) {
        const request = checker.getNonNullableType(
          checker.getTypeOfSymbolAtLocation(param, declaration),
        );
        record(found, request, `${generic}Request<"${key}">`, `${generic}Request`);
      }
      const result = signature.getReturnType();
      const settled =
        result.getSymbol()?.name === "Promise"
          ? checker.getTypeArguments(result as ts.TypeReference)[0]
          : undefined;
      record(found, settled, `${generic}Response<"${key}">`, `${generic}Response`);
    }
  }
  cache.set(module, found);
  return found;
}

/** Our type for the existing client's type export `name` (imported from `module`), if we have one. */
export function mappedType(
  ctx: SourceContext,
  module: ts.Symbol | undefined,
  name: string,
): MappedType | undefined {
  const named = SDK_TYPE_EXPORTS[name];
  // (our options are generic in the casing, snake_case by default, like the factories' types)
  if (named === "HostApiOptions" && passesCamel(ctx, module)) {
    const quote = fileQuote(ctx);
    return { generic: named, text: `${named}<${quote}camel${quote}>` };
  }
  if (named !== undefined) return { generic: named, text: named };
  if (!module) return undefined;
  return payloadTypes(ctx.checker, module).get(name) ?? undefined;
}
