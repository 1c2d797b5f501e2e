// Key casing as the existing client converts payloads: high-level request bodies always go out with
// snake_case keys (whatever `casing` says, except the CRM operations, whose records go as given), and
// with `casing: "camel"` answers, rejections and events come back with camelCase keys. Plain objects
// and arrays are walked; the contents of `context`, `overrides`, `filters`, `metadata`, `style`,
// `hidden` and of any key ending in `style` are left as they are, and so are Django-style lookup keys
// (`name__icontains`).

import { isClientPlainObject } from "@hostbridge/protocol-types/wire";

const OPAQUE = ["context", "overrides", "filters", "metadata", "style", "hidden"];

/** The CRM operations whose payload goes to the host unconverted. */
export const RAW_PAYLOAD_TYPES: ReadonlySet<string> = new Set([
  "crm_create",
  "crm_upsert",
  "crm_describe",
  "crm_layout",
  "crm_smart_query",
  "crm_smart_object_metadata",
  "crm_smart_object_validation_rules",
  "crm_smart_object_layout",
  "crm_smart_upsert_objects",
  "crm_smart_delete_objects",
]);

/** `value` with its keys converted by `convert`, deeply (see the rules above); a new value. */
export function convertKeys(value: unknown, convert: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => convertKeys(item, convert));
  if (!isClientPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    const opaque = OPAQUE.includes(key) || key.endsWith("style");
    const keep = opaque || key.includes("__");
    out[keep ? key : convert(key)] = opaque ? inner : convertKeys(inner, convert);
  }
  return out;
}
