/**
 * Small helpers the platform-operation handlers share: find a record or fail with `NOT_FOUND`,
 * answer a page of a listing, keep only the asked fields, sort by `ordering`.
 */
import type { OpenRecord } from "@hostbridge/protocol-types";
import { HostSimulatorError } from "../../errors";

/** An open record of the simulated data. */
export type DataRecord = Record<string, unknown>;

/** The `NOT_FOUND` error for a record the fixtures do not have, naming the ids they do have. */
export function notFound(
  what: string,
  id: string,
  known: readonly DataRecord[],
): HostSimulatorError {
  const ids = known.map((r) => String(r.id)).slice(0, 8);
  return new HostSimulatorError(
    "NOT_FOUND",
    `no ${what} with id "${id}" in the simulated data; known ids: ${ids.join(", ") || "none"} (add records through the \`fixtures\` option)`,
    { details: { id } },
  );
}

/** The record with `id`, or a `NOT_FOUND` error. */
export function findById(what: string, list: DataRecord[], id: string): DataRecord {
  const found = list.find((r) => r.id === id);
  if (!found) throw notFound(what, id, list);
  return found;
}

/** Removes the record with `id` from `list` and returns it, or throws `NOT_FOUND`. */
export function removeById(what: string, list: DataRecord[], id: string): DataRecord {
  const at = list.findIndex((r) => r.id === id);
  if (at < 0) throw notFound(what, id, list);
  return list.splice(at, 1)[0]!;
}

/** Removes, in place, every record of `list` that `doomed` picks. */
export function removeWhere(list: DataRecord[], doomed: (record: DataRecord) => boolean): void {
  for (let at = list.length - 1; at >= 0; at--) if (doomed(list[at]!)) list.splice(at, 1);
}

/** The `INVALID_PAYLOAD` error for a payload the schema accepts but the data does not. */
export function invalid(type: string, issue: string): HostSimulatorError {
  return new HostSimulatorError(
    "INVALID_PAYLOAD",
    `${type} was sent an invalid payload: ${issue}. Fix the payload and send the request again.`,
    { details: { issues: [issue] } },
  );
}

/** A copy of `record` with only the comma-separated `fields` (all of them when `fields` is not a string). */
export function withFields(record: DataRecord, fields: unknown): DataRecord {
  const copy = structuredClone(record);
  if (typeof fields !== "string" || !fields.trim()) return copy;
  const keep = fields.split(",").map((f) => f.trim());
  return Object.fromEntries(Object.entries(copy).filter(([key]) => keep.includes(key)));
}

/** `rows` sorted by `ordering` (`name`, `-created_at`); unchanged without one. */
export function ordered(rows: DataRecord[], ordering: unknown): DataRecord[] {
  if (typeof ordering !== "string" || !ordering) return rows;
  const descending = ordering.startsWith("-");
  const key = descending ? ordering.slice(1) : ordering;
  return [...rows].sort((a, b) => {
    const text = (value: unknown) =>
      typeof value === "string" ? value : JSON.stringify(value ?? "");
    const order = text(a[key]).localeCompare(text(b[key]));
    return descending ? -order : order;
  });
}

const positive = (value: unknown, fallback: number) =>
  typeof value === "number" && Number.isInteger(value) && value > 0 ? value : fallback;

/** A page of `rows`: `{ count, next, previous, results }` (25 a page unless `page_size` says otherwise). */
export function pageOf(
  resource: string,
  rows: DataRecord[],
  query: { page?: unknown; page_size?: unknown; fields?: unknown } = {},
): {
  count: number;
  next: string | null;
  previous: string | null;
  results: DataRecord[];
} & OpenRecord {
  const page = positive(query.page, 1);
  const size = positive(query.page_size, 25);
  const start = (page - 1) * size;
  const url = (p: number) =>
    `https://api.example.com/api/v1/${resource}/?page=${p}&page_size=${size}`;
  return {
    count: rows.length,
    next: start + size < rows.length ? url(page + 1) : null,
    previous: page > 1 ? url(page - 1) : null,
    results: rows.slice(start, start + size).map((r) => withFields(r, query.fields)),
  };
}

/** Whether `text` contains `needle`, ignoring case. */
export const mentions = (text: unknown, needle: string): boolean =>
  typeof text === "string" && text.toLowerCase().includes(needle.toLowerCase());

/** A comma-separated id list (or a list) as an array. */
export const idsOf = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.map(String)
    : typeof value === "string"
      ? value
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean)
      : [];

/** The `metadata__<key>` filters of a `filters` object, checked against a record's `metadata`. */
export function matchesMetadata(record: DataRecord, filters: unknown): boolean {
  if (!filters || typeof filters !== "object") return true;
  const metadata = (record.metadata ?? {}) as DataRecord;
  return Object.entries(filters as DataRecord).every(([key, wanted]) => {
    if (!key.startsWith("metadata__")) return record[key] === undefined || record[key] === wanted;
    const [, name, operator] = key.split("__");
    const value = metadata[name!];
    if (operator === "range" && Array.isArray(wanted))
      return String(value) >= String(wanted[0]) && String(value) <= String(wanted[1]);
    return Array.isArray(wanted) ? wanted.includes(value) : value === wanted;
  });
}
