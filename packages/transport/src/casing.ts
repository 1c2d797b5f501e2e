import { isPlainObject } from "./log";

/** How payload keys look in the app's code: `"snake"` (as on the wire, the default) or `"camel"`. */
export type Casing = "snake" | "camel";

/**
 * Keys whose values are opaque maps: with `casing: "camel"` the key itself is converted
 * (`app_context` <-> `appContext`) but nothing inside its value is (DESIGN.md, "Client options").
 */
export type OpaqueKey =
  | "context"
  | "app_context"
  | "extra_context"
  | "metadata"
  | "filters"
  | "initial_metadata_filters"
  | "records"
  | "objects"
  | "data"
  | "style"
  | "crm_shape"
  | "token_claims"
  | "query"
  | "args";

const OPAQUE = /* @__PURE__ */ new Set<string>([
  "context",
  "app_context",
  "extra_context",
  "metadata",
  "filters",
  "initial_metadata_filters",
  "records",
  "objects",
  "data",
  "style",
  "crm_shape",
  "token_claims",
  "query",
  "args",
]);

// Top-level keys that are camelCase on the wire already (the spec's open request and the CRM meeting
// preselection), per request type: with casing "camel" they are sent unchanged, not snake_cased.
const OPEN_KEYS = [
  "canvasCorrelationId",
  "canvasInView",
  "fileId",
  "fromCanvasId",
  "isInCall",
  "isOverlayApp",
  "newTab",
  "pageIndex",
  "startTime",
  "usedInSectionId",
];
const WIRE_CAMEL_KEYS: Record<string, string[] | undefined> = {
  ui_open: OPEN_KEYS,
  open: OPEN_KEYS,
  admin_open_file_overlay: OPEN_KEYS,
  ui_preselect_crm_meeting_id: ["eventId"],
};

type IsLowerLetter<C extends string> =
  C extends Lowercase<C> ? (C extends Uppercase<C> ? false : true) : false;

/**
 * A snake_case string type in camelCase: each `_` that follows a character other than `_` and
 * precedes a lowercase letter is dropped and the letter upper-cased (`crm_shape` -> `crmShape`,
 * `section_1_id` -> `section_1Id`, `_private` unchanged). Same rule as the runtime conversion.
 */
export type CamelCase<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? Head extends ""
    ? `_${CamelCase<Tail>}`
    : Tail extends `${infer C}${infer Rest}`
      ? IsLowerLetter<C> extends true
        ? `${Head}${CamelCase<`${Uppercase<C>}${Rest}`>}`
        : `${Head}_${CamelCase<Tail>}`
      : `${Head}_`
  : S;

type Leaf =
  | Date
  | RegExp
  | Map<unknown, unknown>
  | Set<unknown>
  | ArrayBuffer
  | ArrayBufferView
  | Blob
  | ((...args: never[]) => unknown);

/**
 * `T` with every object key camelCased, deeply, leaving the values of {@link OpaqueKey} entries
 * untouched: the type of an incoming payload under `casing: "camel"`.
 */
export type CamelCasedDeep<T> = T extends Leaf
  ? T
  : T extends readonly unknown[]
    ? { [K in keyof T]: CamelCasedDeep<T[K]> }
    : T extends object
      ? {
          [K in keyof T as K extends string ? CamelCase<K> : K]: K extends OpaqueKey
            ? T[K]
            : CamelCasedDeep<T[K]>;
        }
      : T;

/** `T` (a wire, snake_case type) as the app sees it under casing `C`. */
export type Cased<T, C extends Casing> = C extends "camel" ? CamelCasedDeep<T> : T;

const convertKey = (key: string, upper: boolean) =>
  key.replace(upper ? /_([a-z])/g : /([A-Z])/g, (match, c: string, at: number) =>
    at > 0 && key[at - 1] !== "_" ? (upper ? c.toUpperCase() : `_${c.toLowerCase()}`) : match,
  );

/** @internal `snake_case` key -> `camelCase` key. */
export const toCamelKey = (key: string): string => convertKey(key, true);
/** @internal `camelCase` key -> `snake_case` key. */
export const toSnakeKey = (key: string): string => convertKey(key, false);

/**
 * @internal Converts the keys of plain objects (and arrays of them) deeply, leaving opaque maps'
 * contents, class instances and primitives alone.
 * @param toWire - camel -> snake (outgoing) when true, snake -> camel (incoming) when false
 * @param requestType - for outgoing bodies: top-level keys that are camelCase on the wire are kept
 */
export function convertKeys(value: unknown, toWire: boolean, requestType?: string): unknown {
  if (Array.isArray(value)) return value.map((v) => convertKeys(v, toWire));
  if (!isPlainObject(value)) return value;
  const keep = requestType ? WIRE_CAMEL_KEYS[requestType] : undefined;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const next = keep?.includes(key) ? key : toWire ? toSnakeKey(key) : toCamelKey(key);
    out[next] = OPAQUE.has(toWire ? next : key) ? value[key] : convertKeys(value[key], toWire);
  }
  return out;
}
