// Reading the fixture records the way the platform's API does: required ids, lookups by id, Django
// pages, `fields` and `ordering`, and the not-found errors that say which ids exist.
import type { OpenRecord } from "@hostbridge/protocol-types";
import { HostSimulatorError } from "../errors";
import type { FixtureRecord } from "../fixtures/hostFixtures";
import { compareValues } from "../query";
import type { SimulatorState } from "./handlerTypes";

/** The default handler of an operation answered with a bare acknowledgement. */
export const ack = (): void => undefined;

export function requireString(type: string, payload: unknown, ...keys: string[]): string {
  const record = (payload ?? {}) as Record<string, unknown>;
  for (const key of keys) {
    const value = record[key];
    if (typeof value === "string" && value.length > 0) return value;
  }
  throw new HostSimulatorError(
    "INVALID_PAYLOAD",
    `${type} was sent an invalid payload: ${keys[0]}: is required (expected a non-empty string, the id of the record to read). Fix the payload and send the request again.`,
    { details: { issues: [`${keys[0]}: is required (expected a non-empty string)`] } },
  );
}

export function notFound(
  what: string,
  id: string,
  available: readonly FixtureRecord[],
): HostSimulatorError {
  const ids = available.map((r) => String(r.id)).slice(0, 8);
  return new HostSimulatorError(
    "NOT_FOUND",
    `no ${what} with id "${id}" in the simulated data; known ids: ${ids.join(", ") || "none"} (add records through the \`fixtures\` option)`,
    { details: { id } },
  );
}

export function byId(what: string, list: FixtureRecord[], id: string): FixtureRecord {
  const found = list.find((r) => r.id === id);
  if (!found) throw notFound(what, id, list);
  return found;
}

export const PAGE_SIZE = 25;

export function numberOf(value: unknown, fallback: number): number {
  const n = typeof value === "string" ? Number(value) : value;
  return typeof n === "number" && Number.isInteger(n) && n > 0 ? n : fallback;
}

/** A Django-style page: `{ count, next, previous, page, page_size, results }`. */
export function paginate(resource: string, rows: FixtureRecord[], query: unknown): OpenRecord {
  const q = (query ?? {}) as Record<string, unknown>;
  const page = numberOf(q.page, 1);
  const pageSize = numberOf(q.page_size, PAGE_SIZE);
  const start = (page - 1) * pageSize;
  const url = (p: number) =>
    `https://api.example.com/api/v1/${resource}/?page=${p}&page_size=${pageSize}`;
  return {
    count: rows.length,
    next: start + pageSize < rows.length ? url(page + 1) : null,
    previous: page > 1 ? url(page - 1) : null,
    page,
    page_size: pageSize,
    results: structuredClone(rows.slice(start, start + pageSize)),
  };
}

export function contains(haystack: unknown, needle: string): boolean {
  return typeof haystack === "string" && haystack.toLowerCase().includes(needle.toLowerCase());
}

export function asList(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [value];
}

export function idList(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  return typeof value === "string"
    ? value
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean)
    : [];
}

/** Picks `fields` (comma-separated keys) of a record; the whole record without it. */
export function pickFields(record: FixtureRecord, fields: unknown): FixtureRecord {
  if (typeof fields !== "string" || fields.trim() === "") return structuredClone(record);
  const keys = fields
    .split(",")
    .map((f) => f.trim())
    .filter(Boolean);
  return Object.fromEntries(
    keys.filter((k) => k in record).map((k) => [k, structuredClone(record[k])]),
  );
}

export function sortBy(rows: FixtureRecord[], ordering: unknown): FixtureRecord[] {
  if (typeof ordering !== "string" || ordering === "") return rows;
  const descending = ordering.startsWith("-");
  const key = descending ? ordering.slice(1) : ordering;
  return [...rows].sort((a, b) => (descending ? -1 : 1) * compareValues(a[key], b[key]));
}

/** Merges `patch` into the canvas with `patch.id`, stamps `modified_at`, and returns it (optionally narrowed to `fields`). */
export function updateCanvas(
  state: SimulatorState,
  type: string,
  patch: Record<string, unknown>,
): OpenRecord {
  const id = requireString(type, patch, "id");
  const canvas = byId("canvas", state.fixtures.canvases, id);
  const { fields, ...changes } = patch;
  Object.assign(canvas, structuredClone(changes), { modified_at: state.now() });
  return pickFields(canvas, fields);
}
