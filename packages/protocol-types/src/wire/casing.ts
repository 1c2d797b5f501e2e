// Key casing and method names, in one place (docs/architecture.md "One home per concept"). Three
// conversions, each a rule of its own on purpose, and every reader imports it from here (the
// transport, compat, migrate, the host simulator, the documentation site):
//
// 1. The app's `casing` option (`"camel"`): the app's camelCase keys <-> the spec's snake_case, our
//    rule (`_x` <-> `X`), skipping the contents of the opaque maps the design names (`OpaqueKey`).
// 2. The platform wire (docs/protocol.md "Casing on the platform wire"): the platform's deployed
//    hosts read high-level request bodies as the platform's existing client sends them, with every
//    object key snake_cased deeply by that client's word rules, except in raw-payload operations,
//    inside a few opaque keys, and for the Django-style filter keys it keeps (`tags__in`). Written
//    from what that client puts on the wire (checked against it by
//    packages/sdk/test/platformWireBodies.test.ts and packages/compat/test/keys.test.ts).
// 3. Method names: the one rule that names an API's method after its operation type
//    (`ui_select_content` -> `selectContent`), shared by the environment APIs, the high-level API, the
//    codemod and the documentation site (packages/protocol-types/test/casing.test.ts holds it to the
//    existing client's names for every operation of the registry).
import { isPlainObject } from "../guards";

// -- 1. The app's `casing` option -------------------------------------------------------------------

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
 * One key in the other casing of the `casing` option: camel -> snake (`toWire`) or snake -> camel,
 * at each capital / `_x` that follows a character other than `_` (`crm_shape` <-> `crmShape`,
 * `_private` and `a__b` kept).
 *
 * @example
 * ```ts
 * convertKey("crm_shape"); // "crmShape"
 * convertKey("crmShape", true); // "crm_shape"
 * ```
 */
export const convertKey = (key: string, toWire?: unknown): string =>
  key.replace(
    toWire ? /(^|_)?([A-Z])/g : /(^|_)?_([a-z])/g,
    (match: string, after: string | undefined, c: string) =>
      after != null ? match : toWire ? "_" + c.toLowerCase() : c.toUpperCase(),
  );

/**
 * The `casing: "camel"` conversion of a payload: the keys of plain objects (and arrays of them)
 * converted deeply by {@link convertKey}, leaving opaque maps' contents ({@link OpaqueKey}), class
 * instances and primitives alone. Pure: returns a new value.
 * @param toWire - camel -> snake (outgoing) when truthy, snake -> camel (incoming) otherwise
 * @param requestType - for outgoing bodies: top-level keys that are camelCase on the wire are kept
 *
 * @example
 * ```ts
 * convertKeys({ fileId: 1, appContext: { keepMe: 1 } }, true); // { file_id: 1, app_context: { keepMe: 1 } }
 * ```
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

// -- 2. The platform wire (the existing client's rule) ------------------------------------------------

// The high-level operations whose body goes on the platform wire exactly as given (CRM payloads):
// crm_create, crm_upsert, crm_describe, crm_layout, crm_smart_query, crm_smart_object_metadata,
// crm_smart_object_validation_rules, crm_smart_object_layout, crm_smart_upsert_objects,
// crm_smart_delete_objects. (Regular expressions here: they are the smallest form in an app's bundle.)
const RAW_BODY =
  /^crm_(create|upsert|describe|layout|smart_(query|object_(metadata|validation_rules|layout)|(upsert|delete)_objects))$/;

// Keys whose value is sent untouched (key too): these, and every key that ends in `style`.
const OPAQUE_VALUE = /^(context|overrides|filters|metadata|hidden)$|style$/;
// Filter keys of the platform's list queries (`<field>__<lookup>`) kept as they are, where
// snake_casing would fold their `__`: the ones the existing client keeps, no more (docs/protocol.md
// lists them). A host reads any other key snake_cased, so keeping one more would change what it reads.
const FILTER_KEY =
  /^(id__in|tags__(not_)?in|template__(id|id__in|name__icontains)|(modified|created)_at__gtr|(end|start)_at__(lt|gt|range)|account__id|external_objects__(connection_id|(external_)?content_type|external_object_id)|owned_by__name__icontains)$/;

// The words of an ASCII key, by the word rules of the existing client's key conversion: capitalised
// or lower-case runs, upper-case runs (an acronym ends before a capitalised word), ordinals (`1st`,
// `2ND`), digit runs. Everything else separates words.
const WORD =
  /[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d*(?:1ST|2ND|3RD|(?![123])\dTH)(?=\b|[a-z_])|\d*(?:1st|2nd|3rd|(?![123])\dth)(?=\b|[A-Z_])|\d+/g;

/**
 * A key in snake_case as the platform wire spells it: its words (see above) lower-cased and joined
 * by `_` (`fileId` -> `file_id`, `section1Id` -> `section_1_id`, `URLPath` -> `url_path`,
 * `__meta` -> `meta`). Apostrophes are dropped; a key with characters outside ASCII is kept as it is.
 */
export function platformSnakeCase(key: string): string {
  // eslint-disable-next-line no-control-regex
  if (/[^\x00-\x7f]/.test(key)) return key;
  return (key.replace(/'/g, "").match(WORD) ?? []).map((w) => w.toLowerCase()).join("_");
}

/**
 * A key in camelCase by the same words (see above): the first lower-cased, each next one
 * capitalised (`page_size` -> `pageSize`, `section_1_id` -> `section1Id`, `URL_path` -> `urlPath`,
 * `__meta` -> `meta`), as the platform's existing client camelCases answers and method names.
 * Apostrophes are dropped; a key with characters outside ASCII is kept as it is.
 */
export function platformCamelCase(key: string): string {
  // eslint-disable-next-line no-control-regex
  if (/[^\x00-\x7f]/.test(key)) return key;
  // (the snake_case words hold no `_`: each `_` starts the next word)
  return platformSnakeCase(key).replace(/_(.)/g, (_, first: string) => first.toUpperCase());
}

/**
 * Whether the platform's existing client walks into `value` when it converts keys: an object whose
 * `constructor` is `Object` (a literal, parsed JSON). Unlike `isPlainObject`, an
 * `Object.create(null)` object is not walked (its keys go as they are), as in that client.
 */
export const isClientPlainObject = (value: unknown): value is Record<string, unknown> =>
  value != null && value.constructor === Object;

/**
 * Whether high-level request `type` goes on the platform wire with its body exactly as given (the
 * raw-payload CRM operations: `crm_upsert`, `crm_smart_query`, ...), as the existing client sends it.
 */
export const isRawBodyType = (type: string): boolean => RAW_BODY.test(type);

/**
 * `value` with its keys converted by `convert` (`platformSnakeCase` for what goes out,
 * `platformCamelCase` for answers and events under the existing client's `casing: "camel"`),
 * deeply, by that client's rules: plain objects only (`isClientPlainObject`) and arrays are walked;
 * the values of `context`, `overrides`, `filters`, `metadata`, `hidden` and `*style` keys are kept
 * (key too), and so are the platform's `<field>__<lookup>` filter keys (`tags__in`, `id__in`, ...).
 * Pure: returns a new value.
 *
 * @example
 * ```ts
 * platformKeys({ page_size: 5, tags__in: [1] }, platformCamelCase); // { pageSize: 5, tags__in: [1] }
 * ```
 */
export function platformKeys(value: unknown, convert: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => platformKeys(item, convert));
  if (!isClientPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const opaque = OPAQUE_VALUE.test(key);
    const name = opaque || FILTER_KEY.test(key) ? key : convert(key);
    out[name] = opaque ? value[key] : platformKeys(value[key], convert);
  }
  return out;
}

/**
 * The body of high-level request `type` as the platform wire carries it: {@link platformKeys} with
 * `platformSnakeCase`, except for the raw-payload CRM operations ({@link isRawBodyType}: unchanged).
 * Pure: returns a new value, never changes `body`. Not for the envelope wire, whose bodies follow the
 * spec's key names.
 *
 * @example
 * ```ts
 * platformBody("open", { fileId: 7, appContext: { keepMe: 1 } });
 * // { file_id: 7, app_context: { keep_me: 1 } }
 * ```
 */
export function platformBody(type: string, body: unknown): unknown {
  return RAW_BODY.test(type) ? body : platformKeys(body, platformSnakeCase);
}

// -- 3. Method names --------------------------------------------------------------------------------

/**
 * The name of the method that sends an operation, from its type without the environment's prefix:
 * each `_x` becomes `X` (`select_content` -> `selectContent`, `get_env` -> `getEnv`; a pushed
 * message's shortcut is `on` and the name of `_app_set_data`: `onAppSetData`). The one rule for
 * method names: the environment APIs, the high-level API, the codemod and the documentation site all
 * name methods with it.
 *
 * @example
 * ```ts
 * methodName("ui_select_content".slice("ui_".length)); // "selectContent"
 * ```
 */
export const methodName = (name: string): string =>
  name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
