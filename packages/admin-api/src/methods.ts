import { ADMIN_API_METHOD_TYPES } from "@hostbridge/protocol-types";
import type { AdminApiMap, AdminApiMethodType } from "@hostbridge/protocol-types";
import type { CamelCase, Cased, Casing, RequestOptions } from "@hostbridge/transport";

/** The method name of admin operation `K`: `admin_get_files` -> `getFiles`. */
export type AdminMethodName<K extends string> = K extends `admin_${infer Rest}`
  ? CamelCase<Rest>
  : never;

/**
 * One typed method: operations without a payload take none, operations whose payload is all
 * optional may leave it out, the others require it.
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

/** One camelCase method per admin operation (20), typed from `AdminApiMap` and following the casing `C`. */
export type AdminMethods<C extends Casing = "snake"> = {
  [K in AdminApiMethodType as AdminMethodName<K>]: ApiMethod<AdminApiMap[K], C>;
};

/** @internal `get_files` -> `getFiles`. */
export const camelCase = (name: string): string =>
  name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/** @internal One function per admin operation, named by stripping `admin_` and camel-casing. */
export function buildMethods(
  send: (type: AdminApiMethodType, payload: unknown, options?: RequestOptions) => Promise<unknown>,
): Record<string, (payload?: unknown, options?: RequestOptions) => Promise<unknown>> {
  const methods: Record<string, (payload?: unknown, options?: RequestOptions) => Promise<unknown>> =
    {};
  for (const type of ADMIN_API_METHOD_TYPES)
    methods[camelCase(type.slice(6))] = (payload, options) => send(type, payload, options);
  return methods;
}
