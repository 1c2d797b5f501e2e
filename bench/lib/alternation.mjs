// @ts-check
// The alternating round trip of bench/roundtripEngines.mjs: the raw client and the SDK alive in the
// same app page, requests alternating one by one (bench/pages/app.mjs `alternate`), each timed by step
// from marks on both sides on the clock the two pages share (`performance.timeOrigin + now()`). Both
// clients see the same load at nearly the same moment, so their ratio holds even on a busy machine,
// where the phases of the interleaved rounds cannot decide a few percent.
import { formatMs, formatRatio, formatSpread, pairedSpread } from "./stats.mjs";

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

/** The columns of the alternating round trip's table. */
export const ALTERNATION_HEADER = [
  "alternating",
  "client",
  "round trip",
  ...ALTERNATION_STEPS,
  "ratio; 95% interval; quartiles",
];

/**
 * The table's rows, raw then SDK per alternation; in the SDK's step cells, the SDK's step minus raw's.
 * @param {readonly [string, ReturnType<typeof alternationSteps>][]} entries - [where, its alternation]
 */
export function alternationRows(entries) {
  return entries.flatMap(([where, a]) => {
    const row = (/** @type {"raw" | "sdk"} */ client) => [
      where,
      client === "raw" ? "raw" : "SDK",
      formatMs(a[client].total),
      ...a[client].steps.map((ms, j) => {
        const delta = ms - (a.raw.steps[j] ?? NaN);
        if (!a.matched) return "n/a";
        return client === "raw"
          ? formatMs(ms)
          : `${formatMs(ms)} (${delta >= 0 ? "+" : ""}${formatMs(delta)})`;
      }),
      client === "raw" ? "baseline" : `${formatRatio(a.spread.median)}; ${formatSpread(a.spread)}`,
    ];
    return [row("raw"), row("sdk")];
  });
}

/**
 * What the table shows.
 * @param {number} pairs
 */
export const alternationNote = (pairs) =>
  `Alternating: the raw client and the SDK alive in the same app page on one transport (the SDK on the window with \`wire: "envelopes"\`), ${pairs} pairs of requests ` +
  "one after the other (the order of each pair alternating; bench/lib/alternation.mjs), so both see the same load: " +
  "80%-trimmed means per request, each step from marks in both pages on the clock they share (a listener before the " +
  "raw responder's and one after it in the host, one before the clients' in the app), and in brackets the SDK's " +
  "step minus raw's. Where the two pages run in two processes their clocks can differ by a constant, which shifts " +
  '"to the host" and "back to the app" by opposite amounts: compare those two steps only between the clients. Half the ' +
  "pairs run with the raw client's listener first, half with the SDK's (each answer passes the other's listener). The " +
  "ratio is the median over blocks of 50 pairs, with its 95% interval and quartiles.";

/**
 * The alternating round trip on each transport of bench/roundtrip.mjs (Chromium, through Playwright): half the pairs with the
 * raw client's listener first, half with the SDK's.
 * @param {import("playwright").Page} page
 * @param {import("playwright").Frame} appFrame
 * @param {number} pairs
 */
export async function alternateBoth(page, appFrame, pairs) {
  /** @type {Record<"window" | "port", ReturnType<typeof alternationSteps>>} */
  const result = /** @type {any} */ ({});
  for (const transport of /** @type {const} */ (["window", "port"])) {
    const runs = [];
    for (const sdkFirst of [false, true]) {
      const variant = { transport, host: "raw", mark: true };
      await page.evaluate((v) => /** @type {any} */ (globalThis).bench.setup(v), variant);
      const run = await appFrame.evaluate(
        ([n, first, over]) => /** @type {any} */ (globalThis).app.alternate(n, first, over),
        /** @type {const} */ ([pairs / 2, sdkFirst, transport]),
      );
      const host = await page.evaluate(() => /** @type {any} */ (globalThis).bench.marks());
      await page.evaluate(() => /** @type {any} */ (globalThis).bench.teardown());
      runs.push({ ...run, host });
    }
    result[transport] = alternationSteps(runs);
  }
  return result;
}
