// What the platform's existing client sends, read as the spec's request bodies (docs/protocol.md
// "Casing on the platform wire"): it snake_cases every key of a high-level body (`file_id` for the
// spec's `fileId`, `created_at_range` for `created_at__range`). The host simulator maps such keys
// back to the spec's before validation, guided by the operation's schema, so a key the schema does
// not know is left for the schema to judge.
import { OPERATION_SCHEMAS } from "@hostbridge/protocol-types/schemas";
import { isClientPlainObject, platformSnakeCase } from "@hostbridge/protocol-types/wire";
import type { z } from "zod";

interface Def {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  options?: z.ZodType[];
  valueType?: z.ZodType;
  left?: z.ZodType;
  right?: z.ZodType;
}

const WRAPPERS = /^(optional|nullable|default|prefault|readonly|catch|nonoptional)$/;
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** `value`'s keys renamed where a key is the snake_case of the key `schema` expects there (deeply). */
function toSchemaKeys(schema: z.ZodType, value: unknown, depth = 0): unknown {
  const def = defOf(schema);
  if (depth > 32) return value;
  if (WRAPPERS.test(def.type)) return toSchemaKeys(def.innerType!, value, depth + 1);
  if (def.type == "pipe") return toSchemaKeys(def.in!, value, depth + 1);
  if (def.type == "array" && Array.isArray(value))
    return value.map((item) => toSchemaKeys(def.element!, item, depth + 1));
  if (def.type == "union") {
    // the first option the renamed value satisfies; else the value as it came (its issues are reported)
    for (const option of def.options!) {
      const renamed = toSchemaKeys(option, value, depth + 1);
      if (option.safeParse(renamed).success) return renamed;
    }
    return value;
  }
  if (!isClientPlainObject(value)) return value;
  if (def.type == "record") {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value))
      out[key] = toSchemaKeys(def.valueType!, value[key], depth + 1);
    return out;
  }
  if (def.type == "intersection")
    return toSchemaKeys(def.right!, toSchemaKeys(def.left!, value, depth + 1), depth + 1);
  if (def.type != "object") return value;
  const shape = def.shape!;
  const bySnake = new Map<string, string>();
  for (const key of Object.keys(shape))
    if (!(key in value) && platformSnakeCase(key) != key) bySnake.set(platformSnakeCase(key), key);
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const name = key in shape ? key : (bySnake.get(key) ?? key);
    out[name] = shape[name] ? toSchemaKeys(shape[name], value[key], depth + 1) : value[key];
  }
  return out;
}

/**
 * The request payload of operation `type` (of environment `env`; `impact`: high-level) as the spec
 * names it, from what the platform's existing client sends: snake_cased high-level keys mapped back
 * to the schema's keys. Anything else is returned as it came.
 */
export function fromPlatformCasing(
  type: string,
  env: string | undefined,
  payload: unknown,
): unknown {
  const schemas = OPERATION_SCHEMAS as Readonly<Record<string, { request: z.ZodType }>>;
  if (env != "impact" || !Object.prototype.hasOwnProperty.call(schemas, type)) return payload;
  return toSchemaKeys(schemas[type]!.request, payload);
}
