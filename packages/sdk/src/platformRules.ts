import { IOS_ONLY_METHOD_TYPES, WEB_ONLY_METHOD_TYPES } from "@hostbridge/protocol-types";
import type { Mode } from "@hostbridge/protocol-types";
import { ERROR_CODES, HostBridgeError } from "@hostbridge/transport";

const includes = (list: readonly string[], type: string) => list.includes(type);

/** What to use instead of a platform-bound operation on the other platform ("" when nothing). */
function alternativeOf(type: string, webOnly: boolean): string {
  if (!type.startsWith("crm_")) return "";
  if (webOnly) return " (use the crm_smart_* operations there)";
  return type === "crm_smart_query"
    ? " (use crm_query there)"
    : " (use crm_create/crm_upsert/crm_describe/crm_layout there)";
}

/**
 * The `UNSUPPORTED_PLATFORM` error for an operation the registry marks Web-only (`crm_create`,
 * `crm_describe`, `crm_layout`, `crm_upsert`) on an iOS host, or iOS-only (the `crm_smart_*`
 * operations, `select_device_file`, `delete_local_file`, `trigger_non_files_sync`,
 * `broadcast_to_webviews`) on a Web host; `undefined` when the call may go (including when the
 * mode is unknown).
 */
export function platformError(type: string, mode: Mode | undefined): HostBridgeError | undefined {
  const webOnly = includes(WEB_ONLY_METHOD_TYPES, type);
  if (!(webOnly && mode === "IOS") && !(includes(IOS_ONLY_METHOD_TYPES, type) && mode === "WEB"))
    return undefined;
  return new HostBridgeError(
    ERROR_CODES.UNSUPPORTED_PLATFORM,
    `"${type}" is only available on ${webOnly ? "a Web" : "an iOS"} host, and this app runs on ${mode}` +
      `${alternativeOf(type, webOnly)}; ` +
      "check the env's `mode` before calling it",
    { requestType: type },
  );
}

const present = (value: unknown) => value !== undefined && value !== null && value !== "";

function valueAt(record: Record<string, unknown>, path: string): unknown {
  if (path in record) return record[path];
  let value: unknown = record;
  for (const key of path.split("."))
    value = (value as Record<string, unknown> | null | undefined)?.[key];
  return value;
}

const invalid = (type: string, message: string) =>
  new HostBridgeError(ERROR_CODES.INVALID_PAYLOAD, message, { requestType: type });

/**
 * The `INVALID_PAYLOAD` error for an upsert that could create duplicate records: a Web `crm_upsert`
 * without `external_id_field`, or an iOS `crm_smart_upsert_objects` object with no `Id`/`id` and no
 * value at its table's `external_id_path` (the iOS backend does not generate identifiers).
 * Accepts snake_case and camelCase keys (`external_id_field` / `externalIdField`).
 */
export function upsertError(type: string, payload: unknown): HostBridgeError | undefined {
  const body = (payload ?? {}) as Record<string, unknown>;
  if (type === "crm_upsert" && !present(body.external_id_field ?? body.externalIdField)) {
    return invalid(
      type,
      'crm_upsert needs "external_id_field": without it the host cannot match existing records and creates a ' +
        "duplicate for every record it should update; pass the name of the field that holds each record's external " +
        'id (for example "External_Id__c")',
    );
  }
  if (type !== "crm_smart_upsert_objects" || !Array.isArray(body.objects)) return undefined;
  const groups = body.objects as Record<string, unknown>[];
  for (let i = 0; i < groups.length; i++) {
    const group = groups[i] ?? {};
    const path = group.external_id_path ?? group.externalIdPath;
    const objects = Array.isArray(group.objects)
      ? (group.objects as Record<string, unknown>[])
      : [];
    for (let j = 0; j < objects.length; j++) {
      const object = objects[j] ?? {};
      if (present(object.Id) || present(object.id)) continue;
      if (typeof path === "string" && path && present(valueAt(object, path))) continue;
      const table = group.table_name ?? group.tableName;
      return invalid(
        type,
        `crm_smart_upsert_objects: objects[${i}].objects[${j}] (table ${JSON.stringify(table)}) has no "Id"/"id" and ` +
          (typeof path === "string" && path
            ? `no value at external_id_path "${path}"`
            : "its table has no external_id_path") +
          "; the iOS host does not generate identifiers, so it would be created without one and duplicated on the next " +
          'upsert. Give every object an explicit identifier (for example "Id") or an external_id_path value',
      );
    }
  }
  return undefined;
}
