/**
 * `@hostbridge/sdk/admin`: the admin environment API (the same exports as `@hostbridge/admin-api`).
 *
 * @example
 * ```ts
 * import { useAdmin } from "@hostbridge/sdk/admin";
 *
 * const env = await useAdmin({ hostOrigin: "https://admin.example.com" }).getEnv();
 * ```
 *
 * @packageDocumentation
 */
export { useAdmin } from "@hostbridge/admin-api";

export type {
  AdminApi,
  AdminMessageHandler,
  AdminMethodName,
  AdminMethods,
  AdminOptions,
} from "@hostbridge/admin-api";
