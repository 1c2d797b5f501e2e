// The simulated CRM's tables, metadata and layouts, looked up by object name (case-insensitive).
import type { OpenRecord } from "@hostbridge/protocol-types";
import { HostSimulatorError } from "../errors";
import type { CrmRecord, FixtureRecord } from "../fixtures/hostFixtures";
import { requireString } from "./recordLookups";
import type { SimulatorState } from "./handlerTypes";

export function crmTable(
  state: SimulatorState,
  object: string,
): { name: string; rows: CrmRecord[] } {
  const crm = state.fixtures.crm;
  const name = Object.keys(crm).find((n) => n.toLowerCase() === object.toLowerCase());
  if (name === undefined) {
    throw new HostSimulatorError(
      "NOT_FOUND",
      `no CRM object "${object}" in the simulated CRM; it has ${Object.keys(crm).join(", ") || "no objects"} (add one through \`fixtures.crm\`)`,
      { details: { object } },
    );
  }
  return { name, rows: crm[name]! };
}

export function newCrmId(state: SimulatorState, object: string): string {
  const keyPrefix = state.fixtures.crmMetadata[object]?.keyPrefix;
  const prefix = typeof keyPrefix === "string" ? keyPrefix : object.slice(0, 3).toUpperCase();
  return state.nextId(`${prefix}SIM`);
}

export function crmMetadataOf(state: SimulatorState, object: string): FixtureRecord {
  const name = Object.keys(state.fixtures.crmMetadata).find(
    (n) => n.toLowerCase() === object.toLowerCase(),
  );
  if (name === undefined) {
    throw new HostSimulatorError(
      "NOT_FOUND",
      `no metadata for CRM object "${object}"; the simulated CRM describes ${Object.keys(state.fixtures.crmMetadata).join(", ")}`,
      { details: { object } },
    );
  }
  return structuredClone(state.fixtures.crmMetadata[name]!);
}

export function crmLayoutOf(
  state: SimulatorState,
  object: string,
  options: Record<string, unknown>,
): OpenRecord {
  const name = Object.keys(state.fixtures.crmLayouts).find(
    (n) => n.toLowerCase() === object.toLowerCase(),
  );
  if (name === undefined) {
    throw new HostSimulatorError(
      "NOT_FOUND",
      `no layout for CRM object "${object}"; the simulated CRM has layouts for ${Object.keys(state.fixtures.crmLayouts).join(", ")}`,
      { details: { object } },
    );
  }
  const chosen = Object.fromEntries(
    ["form_factor", "layout_type", "mode", "record_type_id"]
      .filter((k) => typeof options[k] === "string")
      .map((k) => [k, options[k]]),
  );
  return { ...structuredClone(state.fixtures.crmLayouts[name]!), ...chosen };
}

export function smartObjectName(type: string, payload: unknown): string {
  return requireString(type, payload, "object", "table_name", "sobject");
}
