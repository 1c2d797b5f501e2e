// The default behaviour of the iOS CRM operations (`crm_smart_*`).
import { HostSimulatorError } from "../errors";
import { crmLayoutOf, crmMetadataOf, crmTable, smartObjectName } from "./crmTables";
import type { HandlerGroup } from "./handlerTypes";

/** The default (fixture-backed) behaviour of these operations. */
export const CRM_SMART_HANDLERS = {
  crm_smart_upsert_objects: (payload, state) => {
    // Check everything first, so a rejected batch changes nothing.
    const plans = payload.objects.map((entry, table) => {
      const { name, rows } = crmTable(state, entry.table_name);
      const path = entry.external_id_path;
      return entry.objects.map((object, index) => {
        const id =
          typeof object.Id === "string"
            ? object.Id
            : typeof object.id === "string"
              ? object.id
              : undefined;
        const externalValue = path === undefined ? undefined : object[path];
        const existing = rows.find(
          (r) =>
            (externalValue !== undefined && path !== undefined && r[path] === externalValue) ||
            (id !== undefined && r.Id === id),
        );
        if (!existing && id === undefined) {
          throw new HostSimulatorError(
            "INVALID_PAYLOAD",
            `crm_smart_upsert_objects was sent an invalid payload: objects[${table}].objects[${index}] (table ${entry.table_name}) matches no existing record and has no explicit Id; iOS hosts do not generate identifiers, so give every object being created an Id (and an external_id_path to update existing records instead of duplicating them)`,
            {
              details: {
                issues: [
                  `objects[${table}].objects[${index}].Id: is required to create a record on iOS`,
                ],
              },
            },
          );
        }
        return { name, rows, object, existing, id };
      });
    });
    const results = plans.map((plan, t) => {
      const ids = plan.map(({ rows, object, existing, id }) => {
        if (existing) {
          Object.assign(existing, structuredClone(object), { Id: existing.Id });
          return existing.Id;
        }
        rows.push({ ...structuredClone(object), Id: id! });
        return id!;
      });
      return { table_name: payload.objects[t]!.table_name, upserted: ids.length, ids };
    });
    return { results };
  },
  crm_smart_delete_objects: (payload, state) => {
    const results = payload.objects.map((entry) => {
      const { rows } = crmTable(state, entry.table_name);
      const deleted: string[] = [];
      const missing: string[] = [];
      for (const id of entry.ids) {
        const index = rows.findIndex((r) => r.Id === id);
        if (index === -1) missing.push(id);
        else {
          rows.splice(index, 1);
          deleted.push(id);
        }
      }
      return { table_name: entry.table_name, deleted, not_found: missing };
    });
    return { results };
  },
  crm_smart_object_validation_rules: (payload, state) => {
    const metadata = crmMetadataOf(state, payload.object);
    const name = String(metadata.name);
    return { object: name, rules: structuredClone(state.fixtures.crmValidationRules[name] ?? []) };
  },
  crm_smart_object_metadata: (payload, state) =>
    crmMetadataOf(state, smartObjectName("crm_smart_object_metadata", payload)),
  crm_smart_object_layout: (payload, state) =>
    crmLayoutOf(state, smartObjectName("crm_smart_object_layout", payload), payload),
} satisfies HandlerGroup;
