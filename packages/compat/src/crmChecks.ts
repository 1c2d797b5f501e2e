// The checks the client makes on a CRM payload before it sends it: a payload that fails one never
// reaches the host, and the method rejects with an `Error` of the client's message (apps match on it).
// The keys are the client's snake_case ones, checked on the payload as the app passed it.
import { isRecord } from "@hostbridge/protocol-types";

type Payload = Record<string, unknown> | null | undefined;
type Check = (payload: Payload) => string | undefined;

const blank = (value: unknown) => typeof value !== "string" || value.trim() === "";

/** `name` must be a non-empty string (`{ object }` or `{ sobject }`). */
const named =
  (key: "object" | "sobject", message: string): Check =>
  (payload) => {
    if (!payload) return "Payload is required";
    return blank(payload[key]) ? message : undefined;
  };

const OBJECT_NAME = named("object", "Object name is required and must be a non-empty string");
const SOBJECT = named("sobject", "sobject is required and must be a non-empty string");

/** `records`: a non-empty array of plain objects (crmCreate, crmUpsert). */
function recordsProblem(records: unknown): string | undefined {
  if (!Array.isArray(records) || records.length === 0)
    return "records is required and must be a non-empty array";
  const bad = records.findIndex((record) => !isRecord(record));
  return bad < 0
    ? undefined
    : `records contains invalid element at index ${bad}. All records must be valid objects.`;
}

/** `objects`: a non-empty array of `{ table_name, ... }` entries, each checked by `entry`. */
function tablesProblem(
  payload: Payload,
  entry: (table: Record<string, unknown>, name: string) => string | undefined,
): string | undefined {
  const objects = payload?.objects;
  if (!Array.isArray(objects)) return "Payload must contain an array of objects";
  if (objects.length === 0) return "Objects array cannot be empty";
  for (const table of objects as Payload[]) {
    if (!table) return "Objects array cannot contain null or undefined elements";
    if (blank(table.table_name)) return "Each object must have a valid non-empty table_name";
    const problem = entry(table, String(table.table_name));
    if (problem) return problem;
  }
  return undefined;
}

function upsertTable(table: Record<string, unknown>, name: string): string | undefined {
  if (table.external_id_path !== undefined && blank(table.external_id_path))
    return `Object for table ${name} has invalid external_id_path. It must be a non-empty string or undefined.`;
  const rows = table.objects;
  if (!Array.isArray(rows) || rows.length === 0)
    return `Object for table ${name} must have a non-empty objects array`;
  const bad = rows.findIndex((row) => !isRecord(row));
  return bad < 0
    ? undefined
    : `Object for table ${name} contains invalid element at index ${bad}. All records must be valid objects, not null, undefined, or arrays.`;
}

function deleteTable(table: Record<string, unknown>, name: string): string | undefined {
  const ids = table.ids;
  if (!Array.isArray(ids) || ids.length === 0)
    return `Object for table ${name} must have a non-empty ids array`;
  const bad = ids.findIndex((id) => blank(id));
  return bad < 0
    ? undefined
    : `Object for table ${name} contains invalid id at index ${bad}. All IDs must be non-empty strings.`;
}

/** The Smart SQL form the client asks of `crmSmartQuery`: `{Soup:Field}` somewhere in the query. */
const SMART_SQL = /\{[^}]+:[^}]+}/;

/** The client's check of each CRM method's payload, by method name. */
export const CRM_CHECKS: Record<string, Check> = {
  crmCreate: (payload) => SOBJECT(payload) ?? recordsProblem(payload?.records),
  crmUpsert: (payload) =>
    SOBJECT(payload) ??
    recordsProblem(payload?.records) ??
    (blank(payload?.external_id_field)
      ? "external_id_field is required and must be a non-empty string"
      : undefined),
  crmDescribe: SOBJECT,
  crmLayout: SOBJECT,
  crmSmartObjectMetadata: (payload) =>
    OBJECT_NAME(payload) ??
    (payload?.record_type_id !== undefined && blank(payload.record_type_id)
      ? "record_type_id must be a non-empty string if provided"
      : undefined),
  crmSmartObjectValidationRules: OBJECT_NAME,
  crmSmartObjectLayout: OBJECT_NAME,
  crmSmartUpsertObjects: (payload) => tablesProblem(payload, upsertTable),
  crmSmartDeleteObjects: (payload) => tablesProblem(payload, deleteTable),
  crmSmartQuery: (payload) => {
    const query = payload?.query;
    if (typeof query !== "string" || !query) return "Query is required and must be a string";
    return SMART_SQL.test(query.trim())
      ? undefined
      : "Invalid SmartStore query syntax. SmartStore queries must use curly braces syntax: {SoupName:FieldName}";
  },
};
