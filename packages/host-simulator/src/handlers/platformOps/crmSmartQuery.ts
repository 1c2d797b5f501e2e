/**
 * `crm_smart_query` (iOS): a SmartStore Smart SQL query over the CRM fixtures,
 * `SELECT {Account:Id}, {Account:Name} FROM {Account} [WHERE {Account:Type} = 'Customer'] [LIMIT n]`,
 * answered as SmartStore does: one array of values per row, in the order of the selected fields.
 */
import type { DefaultHandler } from "../handlerTypes";
import { HostSimulatorError } from "../../errors";

const QUERY =
  /^\s*SELECT\s+(.+?)\s+FROM\s+\{(\w+)\}(?:\s+WHERE\s+\{\w+:(\w+)\}\s*=\s*'([^']*)')?(?:\s+LIMIT\s+(\d+))?\s*$/i;
const FIELD = /\{(\w+):(\w+|_soup)\}/g;

function badQuery(query: string): HostSimulatorError {
  return new HostSimulatorError(
    "INVALID_QUERY",
    `the simulator could not run the Smart SQL query "${query}"; it understands SELECT {Soup:Field}, ... FROM {Soup} [WHERE {Soup:Field} = 'value'] [LIMIT n]`,
    { details: { query } },
  );
}

/** The default behaviour of `crm_smart_query`. */
export const crmSmartQuery: DefaultHandler<"crm_smart_query"> = (payload, state) => {
  const match = QUERY.exec(payload.query);
  if (!match) throw badQuery(payload.query);
  const [, select, soup, whereField, whereValue, limit] = match;
  const fields = [...select!.matchAll(FIELD)].map((m) => m[2]!);
  if (!fields.length) throw badQuery(payload.query);
  const table = Object.keys(state.fixtures.crm).find(
    (name) => name.toLowerCase() === soup!.toLowerCase(),
  );
  const rows = (table ? state.fixtures.crm[table]! : []).filter(
    (row) => whereField === undefined || row[whereField] === whereValue,
  );
  return rows
    .slice(0, limit === undefined ? undefined : Number(limit))
    .map((row) =>
      fields.map((field) => structuredClone(field === "_soup" ? row : (row[field] ?? null))),
    );
};
