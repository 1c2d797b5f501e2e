// The default behaviour of the Web CRM operations (`crm_query`, `crm_create`, `crm_describe`, `crm_layout`, `crm_upsert`).
import type { CrmRecord } from "../fixtures/hostFixtures";
import { runQuery } from "../query";
import { crmLayoutOf, crmMetadataOf, crmTable, newCrmId } from "./crmTables";
import type { HandlerGroup } from "./handlerTypes";

/** The default (fixture-backed) behaviour of these operations. */
export const CRM_HANDLERS = {
  crm_query: (payload, state) => {
    const records = runQuery(state.fixtures.crm, payload.query);
    return { totalSize: records.length, done: true, records };
  },
  crm_create: (payload, state) => {
    const { name, rows } = crmTable(state, payload.sobject);
    const results = payload.records.map((record) => {
      const created = { ...structuredClone(record), Id: newCrmId(state, name) } as CrmRecord;
      rows.push(created);
      return { id: created.Id, success: true, errors: [] as unknown[] };
    });
    return { results };
  },
  crm_describe: (payload, state) => crmMetadataOf(state, payload.sobject),
  crm_layout: (payload, state) => crmLayoutOf(state, payload.sobject, payload),
  crm_upsert: (payload, state) => {
    const { name, rows } = crmTable(state, payload.sobject);
    const key = payload.external_id_field;
    const results = payload.records.map((record) => {
      const value = record[key];
      const existing = value === undefined ? undefined : rows.find((r) => r[key] === value);
      if (existing) {
        Object.assign(existing, structuredClone(record), { Id: existing.Id });
        return { id: existing.Id, success: true, created: false, errors: [] as unknown[] };
      }
      const created = { ...structuredClone(record), Id: newCrmId(state, name) } as CrmRecord;
      rows.push(created);
      return { id: created.Id, success: true, created: true, errors: [] as unknown[] };
    });
    return { results };
  },
} satisfies HandlerGroup;
