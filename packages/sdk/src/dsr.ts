/**
 * `@hostbridge/sdk/dsr`: the DSR environment API (the same exports as `@hostbridge/dsr-api`).
 *
 * @example
 * ```ts
 * import { useDsr } from "@hostbridge/sdk/dsr";
 *
 * const env = await useDsr({ hostOrigin: "https://dsr.example.com" }).getEnv();
 * ```
 *
 * @packageDocumentation
 */
export { useDsr } from "@hostbridge/dsr-api";

export type {
  DsrApi,
  DsrMessageHandler,
  DsrMethodName,
  DsrMethods,
  DsrOptions,
} from "@hostbridge/dsr-api";
