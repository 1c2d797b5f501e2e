/**
 * @hostbridge/admin-api: `useAdmin()`, the typed methods of the HostBridge admin environment.
 *
 * @example
 * ```ts
 * import { useAdmin } from "@hostbridge/admin-api";
 *
 * const env = await useAdmin({ hostOrigin: "https://admin.example.com" }).getEnv();
 * ```
 *
 * @packageDocumentation
 */
export { useAdmin } from "./useAdmin";

export type { AdminApi, AdminMessageHandler, AdminOptions } from "./useAdmin";
export type { AdminMethodName, AdminMethods, ApiMethod } from "./methods";
