// The environment a type's name spells (`ui_open` -> "ui"): the one reading of the `ui_`, `admin_`,
// `dsr_` prefixes, for names that need not be in the operation tables (an unknown request, a pushed
// message's type). Apart from `lookups.ts` so an app's bundle keeps this without the tables.

const PREFIXED = ["ui", "admin", "dsr"] as const;

/**
 * The environment `type`'s prefix names (`ui_`, `admin_`, `dsr_`), or `undefined` for any other name
 * (a high-level operation such as `get_env`: `impact` has no prefix; an event key). Reads the name
 * only; to know whether `type` is an operation of that environment, use `operationEnvironment()`.
 *
 * @example
 * ```ts
 * import { environmentOfType } from "@hostbridge/protocol-types";
 *
 * environmentOfType("admin_env_changed"); // "admin"
 * environmentOfType("crm_query"); // undefined
 * ```
 */
export const environmentOfType = (type: string): "ui" | "admin" | "dsr" | undefined =>
  PREFIXED.find((environment) => type.startsWith(environment + "_"));
