import { isPlainObject } from "@hostbridge/protocol-types";

/** How payload keys look in the app's code: `"snake"` (as on the wire, the default) or `"camel"`. */
export type Casing = "snake" | "camel";

/**
 * Keys whose values are opaque maps: with `casing: "camel"` the key itself is converted
 * (`app_context` <-> `appContext`) but nothing inside its value is (docs/architecture.md, "Casing").
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

// The contents of these keys' values are opaque maps (OpaqueKey; wire spelling).
const OPAQUE =
  /^((app_|extra_)?context|metadata|(initial_metadata_)?filters|records|objects|data|style|crm_shape|token_claims|query|args)$/;

// Request types whose top-level keys are camelCase on the wire (the spec's open request, OpenRequestPayload:
// `ui_open`, `open`, `admin_open_file_overlay`; and `eventId` of the CRM meeting preselection): with casing
// "camel" their keys are sent unchanged, except the open request's three snake_case ones, `app_context`,
// `app_embed_location` and `app_name` (its other snake_case keys are single words).
const keepsKey = (type: string | undefined, key: string) =>
  /^((ui_)?open|admin_open_file_overlay|ui_preselect_crm_meeting_id)$/.test(type!) &&
  !/^app[A-Z]/.test(key);

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

/**
 * @internal One key in the other casing: camel -> snake (`toWire`) or snake -> camel, at each capital /
 * `_x` that follows a character other than `_` (`crm_shape` <-> `crmShape`, `_private` and `a__b` kept).
 */
export const convertKey = (key: string, toWire?: unknown): string =>
  key.replace(
    toWire ? /(^|_)?([A-Z])/g : /(^|_)?_([a-z])/g,
    (match: string, after: string | undefined, c: string) =>
      after != null ? match : toWire ? "_" + c.toLowerCase() : c.toUpperCase(),
  );

/**
 * @internal Converts the keys of plain objects (and arrays of them) deeply, leaving opaque maps'
 * contents, class instances and primitives alone.
 * @param toWire - camel -> snake (outgoing) when truthy, snake -> camel (incoming) otherwise
 * @param requestType - for outgoing bodies: top-level keys that are camelCase on the wire are kept
 */
export const convertKeys = (value: unknown, toWire?: unknown, requestType?: string): unknown =>
  Array.isArray(value)
    ? value.map((v) => convertKeys(v, toWire))
    : isPlainObject(value)
      ? Object.fromEntries(
          Object.entries(value).map(([key, v]) => {
            const next = keepsKey(requestType, key) ? key : convertKey(key, toWire);
            return [next, OPAQUE.test(toWire ? next : key) ? v : convertKeys(v, toWire)];
          }),
        )
      : value;
