// The host codes an operation can answer beyond the generic ones, found by asking the host
// simulator rather than restating its handlers: the operation's payload with every id changed to
// one no record has (a lookup answers `NOT_FOUND`), and with its query changed to text that is not
// a query (`INVALID_QUERY`). A code the simulator answers goes on the operation's page, with when.

/** An id no record of the simulator's fixtures has. */
export const MISSING_ID = "docs-probe-no-such-id";
const isIdKey = (key) => key === "id" || key.endsWith("_id");

/** `value` with every id (a string under `id` or `*_id`, at any depth) replaced by MISSING_ID. */
function withMissingIds(value) {
  if (Array.isArray(value)) return value.map(withMissingIds);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [
      key,
      isIdKey(key) && typeof field === "string" ? MISSING_ID : withMissingIds(field),
    ]),
  );
}

/**
 * A payload to probe with: the page's example payload, or, when the request's required fields are
 * all string ids (`{ id }`, `{ canvas_id }`), one made of them; undefined when neither fits.
 */
export function probePayload(example, shape) {
  if (example !== undefined) return example;
  const required = shape.fields.filter((f) => !f.optional);
  if (!required.length || !required.every((f) => isIdKey(f.name) && f.type === "string"))
    return undefined;
  return Object.fromEntries(required.map((f) => [f.name, `the ${f.name}`]));
}

/** The probes of a payload: `{ payload, when }` each, only those that change it. */
export function probesOf(payload) {
  if (payload === null || typeof payload !== "object") return [];
  const probes = [];
  const missing = withMissingIds(payload);
  if (JSON.stringify(missing) !== JSON.stringify(payload))
    probes.push({ payload: missing, when: "no record has the id you passed" });
  if (typeof payload.query === "string")
    probes.push({
      payload: { ...payload, query: "this is not a query" },
      when: "the query cannot be read (its text says why)",
    });
  return probes;
}

/**
 * Runs the probes of `op` through `run(payload)` (which answers `{ ok, code }`) and returns
 * `[code, when]` for each code the simulator answers, other than `INVALID_PAYLOAD`.
 */
export async function probeErrors(payload, run) {
  const found = [];
  for (const probe of probesOf(payload)) {
    const outcome = await run(probe.payload);
    if (!outcome.ok && outcome.code && outcome.code !== "INVALID_PAYLOAD")
      if (!found.some(([code]) => code === outcome.code)) found.push([outcome.code, probe.when]);
  }
  return found;
}
