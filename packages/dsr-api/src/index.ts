/**
 * @hostbridge/dsr-api: `useDsr()`, the typed methods of the HostBridge DSR environment.
 *
 * @example
 * ```ts
 * import { useDsr } from "@hostbridge/dsr-api";
 *
 * const env = await useDsr({ hostOrigin: "https://dsr.example.com" }).getEnv();
 * ```
 *
 * @packageDocumentation
 */
export { useDsr } from "./useDsr";

export type { DsrApi, DsrMessageHandler, DsrOptions } from "./useDsr";
export type { ApiMethod, DsrMethodName, DsrMethods } from "./methods";
