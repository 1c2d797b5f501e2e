// @ts-check
// The round-trip goal (docs/architecture.md: within 1.05x of the raw client, both transports), checked
// against bench/roundtrip.mjs: the SDK's own cost against a hand-written responder, paired with raw
// postMessage / a raw MessagePort in the same rounds. The simulator variants are in section 2: the
// simulator validates with zod, a development tool.
import { formatMs, formatRatio } from "../lib/stats.mjs";

/** The round trip goal: the SDK within this factor of the raw client, paired, per transport. */
export const ROUNDTRIP_GOAL = 1.05;

/**
 * @param {any} rt the round-trip benchmark's results, undefined when it did not run
 * @returns {import("../lib/goal.mjs").Goal[]}
 */
export function roundtripGoals(rt) {
  return ["window-sdk", "port-sdk"].map((id) => {
    const v = rt?.variants.find((/** @type {any} */ x) => x.id === id);
    const [low, high] = v?.spread?.ci95 ?? [Number.NaN, Number.NaN];
    // the alternating run of the same transport (bench/lib/alternation.mjs), which holds under load
    const alt = rt?.alternation?.[id === "window-sdk" ? "window" : "port"];
    const alternating = alt
      ? `; alternating request by request ${alt.spread.median.toFixed(3)}x (${alt.spread.ci95.map((/** @type {number} */ x) => x.toFixed(3)).join("-")})`
      : "";
    return {
      goal: `round trip through a cross-site iframe within ${ROUNDTRIP_GOAL.toFixed(2)}x of ${id === "window-sdk" ? "raw postMessage (window)" : "a raw MessagePort request (MessagePort)"}`,
      measured: v
        ? `${v.ratioPaired.toFixed(3)}x paired (95% interval ${low.toFixed(3)}-${high.toFixed(3)} over ${rt.rounds} rounds, load ${rt.load.min.toFixed(1)}-${rt.load.max.toFixed(1)}; p50 ${formatRatio(v.ratioP50)}, mean ${formatRatio(v.ratioMean)}${alternating})`
        : "not run",
      met: v ? v.ratioPaired <= ROUNDTRIP_GOAL : undefined,
      status:
        v && low <= ROUNDTRIP_GOAL && high > ROUNDTRIP_GOAL
          ? `undecided: the 95% interval spans ${ROUNDTRIP_GOAL}x (run again on a quieter machine, or with more rounds)`
          : undefined,
      note: v && v.ratioPaired > ROUNDTRIP_GOAL ? roundtripNote(rt, v) : undefined,
    };
  });
}

/**
 * @param {any} rt the round-trip results
 * @param {any} v an SDK round-trip variant (`window-sdk`, `port-sdk`) over the goal
 */
function roundtripNote(rt, v) {
  const raw = rt.variants.find((/** @type {any} */ x) => x.id === `${v.transport}-raw`);
  const cpu = rt.cpu;
  const steps =
    v.steps && raw.steps
      ? `By step (median), the app's send takes ${formatMs(v.steps.send)} (raw ${formatMs(raw.steps.send)}) and its receive ` +
        `${formatMs(v.steps.receive)} (raw ${formatMs(raw.steps.receive)}); the wire and host ${formatMs(v.steps.wire)} (raw ${formatMs(raw.steps.wire)}). `
      : "";
  return (
    `The SDK adds ${formatMs(v.p50 - raw.p50)} per request at p50 on top of ${formatMs(raw.p50)} for the raw ${v.transport === "port" ? "MessagePort" : "postMessage"} client. ` +
    steps +
    `In the same app frame its own CPU work is ${cpu.useUi.toFixed(1)} µs per request versus ${cpu.raw.toFixed(1)} µs ` +
    "for the raw client (echo transport, end of section 2). A request arms no timer of its own (the bridge keeps every " +
    'timeout on one timer; a timer per request cost about 17 µs here, `bench/README.md` "Round trip: where the SDK\'s time went"). ' +
    "Section 2 gives the 95% interval of the paired ratio and the load beside it."
  );
}
