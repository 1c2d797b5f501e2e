// @ts-check
// The alternating round trip of bench/roundtripEngines.mjs: the raw client and the SDK alive in the
// same app page, requests alternating one by one (bench/pages/app.mjs `alternate`), each timed by step
// from marks on both sides on the clock the two pages share (`performance.timeOrigin + now()`). Both
// clients see the same load at nearly the same moment, so their ratio holds even on a busy machine,
// where the phases of the interleaved rounds cannot decide a few percent.
import { pairedSpread } from "./stats.mjs";

/** The steps of a request, in order: their names in the table. */
export const ALTERNATION_STEPS = /** @type {const} */ ([
  "to the host",
  "host answers",
  "back to the app",
  "await resumes",
]);

/** The order of the two clients within pair i: `PAIR_ORDERS[i % 2]` (bench/pages/app.mjs `alternate`). */
export const PAIR_ORDERS = /** @type {const} */ ([
  ["raw", "sdk"],
  ["sdk", "raw"],
]);

/** Requests per block: the paired ratio's interval is taken over blocks of this many pairs. */
const BLOCK = 50;

/**
 * The mean of the middle `keep` fraction of the values (80%: the lowest and highest 10% dropped), so
 * that a few requests stalled by other work on the machine do not decide a figure of a few µs.
 * `NaN` for an empty list.
 * @param {readonly number[]} values
 * @param {number} [keep]
 */
export function trimmedMean(values, keep = 0.8) {
  const s = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  const cut = Math.floor((s.length * (1 - keep)) / 2 + 1e-9); // (0.2 * 10 / 2 is 0.999...)
  const middle = s.slice(cut, s.length - cut);
  return middle.length ? middle.reduce((sum, v) => sum + v, 0) / middle.length : Number.NaN;
}

/**
 * @typedef {{ times: Record<"raw" | "sdk", [number, number, number][]>, untimed: number, host: [number, number][] }} Alternation
 * `times`: per request [called, answer arrived, await resumed] in the app; `host`: per request, in the
 * order they arrived, [arrived, answered] in the host, the first `untimed` of them before the timed ones
 */

/**
 * Each client's steps (trimmed means, ms) and the SDK's ratio to raw over blocks of pairs, from one or
 * more alternations (each with its own host marks).
 * @param {readonly Alternation[]} alternations
 */
export function alternationSteps(alternations) {
  /** @type {Record<"raw" | "sdk", number[][]>} per request: its steps, then its total */
  const steps = { raw: [], sdk: [] };
  let pairs = 0;
  let matched = true;
  for (const a of alternations) {
    const host = a.host.slice(a.untimed);
    const n = Math.min(a.times.raw.length, a.times.sdk.length);
    // the host's marks must match the requests one to one, else the steps mean nothing
    matched &&= a.host.length === a.untimed + 2 * n;
    pairs += n;
    let k = 0;
    for (let i = 0; i < n; i++)
      for (const name of PAIR_ORDERS[i % 2] ?? []) {
        const [called, arrived, resumed] = a.times[name][i] ?? [NaN, NaN, NaN];
        const [hostIn, hostOut] = host[k++] ?? [NaN, NaN];
        steps[name].push([
          hostIn - called,
          hostOut - hostIn,
          arrived - hostOut,
          resumed - arrived,
          resumed - called,
        ]);
      }
  }
  /** @param {"raw" | "sdk"} name */
  const summary = (name) => ({
    steps: ALTERNATION_STEPS.map((_, j) => trimmedMean(steps[name].map((s) => s[j] ?? NaN))),
    total: trimmedMean(steps[name].map((s) => s[4] ?? NaN)),
  });
  /** @param {"raw" | "sdk"} name */
  const blocks = (name) => {
    const totals = steps[name].map((s) => s[4] ?? NaN);
    const out = [];
    for (let b = 0; b + BLOCK <= totals.length; b += BLOCK)
      out.push(trimmedMean(totals.slice(b, b + BLOCK)));
    return out;
  };
  return {
    pairs,
    raw: summary("raw"),
    sdk: summary("sdk"),
    matched,
    spread: pairedSpread(blocks("sdk"), blocks("raw")),
  };
}
