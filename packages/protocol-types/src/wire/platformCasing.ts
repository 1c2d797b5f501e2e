// Casing on the platform wire (docs/protocol.md "Casing on the platform wire"): the platform's
// deployed hosts read high-level request bodies as the platform's existing client sends them, with
// every object key snake_cased (deeply), except in raw-payload operations, inside a few opaque keys,
// and for Django-style filter keys (`tags__in`). These rules are ours, written from what that client
// puts on the wire (checked against it by packages/sdk/test/platformWireBodies.test.ts).

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

function snakeKeysDeep(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(snakeKeysDeep);
  if (!isClientPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const opaque = OPAQUE_VALUE.test(key);
    const name = opaque || FILTER_KEY.test(key) ? key : platformSnakeCase(key);
    out[name] = opaque ? value[key] : snakeKeysDeep(value[key]);
  }
  return out;
}

/**
 * The body of high-level request `type` as the platform wire carries it: object keys snake_cased
 * deeply (plain objects only), except the raw-payload CRM operations listed in docs/protocol.md
 * "Casing on the platform wire" (`crm_upsert`, `crm_smart_query`, ...: unchanged), the values of `context`, `overrides`, `filters`, `metadata`, `hidden` and `*style`
 * keys (unchanged), and the platform's `<field>__<lookup>` filter keys (`tags__in`, `id__in`, ...). Pure: returns a new value, never changes
 * `body`. Not for the envelope wire, whose bodies follow the spec's key names.
 *
 * @example
 * ```ts
 * platformBody("open", { fileId: 7, appContext: { keepMe: 1 } });
 * // { file_id: 7, app_context: { keep_me: 1 } }
 * ```
 */
export function platformBody(type: string, body: unknown): unknown {
  return RAW_BODY.test(type) ? body : snakeKeysDeep(body);
}
