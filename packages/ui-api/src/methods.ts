import { UI_API_METHOD_TYPES } from "@hostbridge/protocol-types";
import type { UiApiMap, UiApiMethodType } from "@hostbridge/protocol-types";
import type { CamelCase, Cased, Casing, RequestOptions } from "@hostbridge/transport";

/** The method name of UI operation `K`: `ui_select_content` -> `selectContent`. */
export type UiMethodName<K extends string> = K extends `ui_${infer Rest}` ? CamelCase<Rest> : never;

/**
 * One typed method: operations without a payload take none, operations whose payload is all
 * optional may leave it out, the others require it. Every method takes per-call
 * `{ signal, timeout }` and resolves the host's response body.
 */
export type ApiMethod<Op extends { request: unknown; response: unknown }, C extends Casing> = [
  Op["request"],
] extends [void]
  ? (payload?: undefined, options?: RequestOptions) => Promise<Cased<Op["response"], C>>
  : undefined extends Op["request"]
    ? (
        payload?: Cased<Exclude<Op["request"], undefined>, C>,
        options?: RequestOptions,
      ) => Promise<Cased<Op["response"], C>>
    : (
        payload: Cased<Op["request"], C>,
        options?: RequestOptions,
      ) => Promise<Cased<Op["response"], C>>;

/** One camelCase method per UI operation (33), typed from `UiApiMap` and following the casing `C`. */
export type UiMethods<C extends Casing = "snake"> = {
  [K in UiApiMethodType as UiMethodName<K>]: ApiMethod<UiApiMap[K], C>;
};

/** @internal `select_content` -> `selectContent` (the runtime twin of `CamelCase`). */
export const camelCase = (name: string): string =>
  name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/**
 * @internal Builds the method table: one function per UI operation, named by stripping `ui_` and
 * camel-casing, each calling `send(type, payload, options)`.
 */
export function buildMethods(
  send: (type: UiApiMethodType, payload: unknown, options?: RequestOptions) => Promise<unknown>,
): Record<string, (payload?: unknown, options?: RequestOptions) => Promise<unknown>> {
  const methods: Record<string, (payload?: unknown, options?: RequestOptions) => Promise<unknown>> =
    {};
  for (const type of UI_API_METHOD_TYPES)
    methods[camelCase(type.slice(3))] = (payload, options) => send(type, payload, options);
  return methods;
}
