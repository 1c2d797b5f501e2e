// The operation lists of the spec, derived from the registry (`./registry`): one list per
// environment, in registry order, and the platform-only lists. Apart from ./constants, so that the
// registry's types can import the spec constants without an import cycle.

import {
  ADMIN_OPERATIONS,
  DSR_OPERATIONS,
  HIGH_LEVEL_OPERATIONS,
  IOS_ONLY,
  UI_OPERATIONS,
  WEB_ONLY,
} from "./registry";

/** The names of a registry table's rows, in order; with `flag`, only the rows that carry it. */
function namesOf<T extends Record<string, number>>(table: T, flag?: number): (keyof T & string)[] {
  const names = Object.keys(table) as (keyof T & string)[];
  return flag ? names.filter((name) => table[name]! & flag) : names;
}

const isCrm = (type: string) => type.startsWith("crm_");

/** Request types of the UI environment (33), in registry order (`UI_OPERATIONS`). */
export const UI_API_METHOD_TYPES = /* @__PURE__ */ namesOf(UI_OPERATIONS);
/** One of the 33 UI request types. */
export type UiApiMethodType = keyof typeof UI_OPERATIONS;

/** Request types of the admin environment (20), in registry order (`ADMIN_OPERATIONS`). */
export const ADMIN_API_METHOD_TYPES = /* @__PURE__ */ namesOf(ADMIN_OPERATIONS);
/** One of the 20 admin request types. */
export type AdminApiMethodType = keyof typeof ADMIN_OPERATIONS;

/** Request types of the DSR environment (5), in registry order (`DSR_OPERATIONS`). */
export const DSR_API_METHOD_TYPES = /* @__PURE__ */ namesOf(DSR_OPERATIONS);
/** One of the 5 DSR request types. */
export type DsrApiMethodType = keyof typeof DSR_OPERATIONS;

/**
 * Request types of the high-level (`impact`) API whose identifiers the spec leaves unshown;
 * these are the names the platform's existing client uses (docs/protocol.md, "Operation identifiers the spec leaves unshown").
 */
export const HIGH_LEVEL_API_METHOD_TYPES = /* @__PURE__ */ namesOf(HIGH_LEVEL_OPERATIONS);
/** One of the high-level request types. */
export type HighLevelApiMethodType = keyof typeof HIGH_LEVEL_OPERATIONS;

/** High-level request types that only a Web host serves (rows flagged `WEB_ONLY`). */
export const WEB_ONLY_METHOD_TYPES = /* @__PURE__ */ namesOf(HIGH_LEVEL_OPERATIONS, WEB_ONLY);
/** High-level request types that only an iOS host serves (rows flagged `IOS_ONLY`). */
export const IOS_ONLY_METHOD_TYPES = /* @__PURE__ */ namesOf(HIGH_LEVEL_OPERATIONS, IOS_ONLY);
/** CRM request types that only a Web host serves. */
export const WEB_ONLY_CRM_METHOD_TYPES = /* @__PURE__ */ WEB_ONLY_METHOD_TYPES.filter(isCrm);
/** CRM request types that only an iOS host serves. */
export const IOS_ONLY_CRM_METHOD_TYPES = /* @__PURE__ */ IOS_ONLY_METHOD_TYPES.filter(isCrm);
