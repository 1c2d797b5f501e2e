import { DSR_API_METHOD_TYPES } from "@hostbridge/protocol-types";
import type { DsrApiMap, DsrApiMethodType } from "@hostbridge/protocol-types";
import type { CamelCase, Cased, Casing, RequestOptions } from "@hostbridge/transport";

/** The method name of DSR operation `K`: `dsr_get_file` -> `getFile`. */
export type DsrMethodName<K extends string> = K extends `dsr_${infer Rest}`
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

/** One camelCase method per DSR operation (5), typed from `DsrApiMap` and following the casing `C`. */
export type DsrMethods<C extends Casing = "snake"> = {
  [K in DsrApiMethodType as DsrMethodName<K>]: ApiMethod<DsrApiMap[K], C>;
};

/** @internal `get_file` -> `getFile`. */
export const camelCase = (name: string): string =>
  name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/** @internal One function per DSR operation, named by stripping `dsr_` and camel-casing. */
export function buildMethods(
  send: (type: DsrApiMethodType, payload: unknown, options?: RequestOptions) => Promise<unknown>,
): Record<string, (payload?: unknown, options?: RequestOptions) => Promise<unknown>> {
  const methods: Record<string, (payload?: unknown, options?: RequestOptions) => Promise<unknown>> =
    {};
  for (const type of DSR_API_METHOD_TYPES)
    methods[camelCase(type.slice(4))] = (payload, options) => send(type, payload, options);
  return methods;
}
