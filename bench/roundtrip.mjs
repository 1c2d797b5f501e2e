#!/usr/bin/env node
// @ts-check
// Round trip, in every engine: an app in a cross-site iframe (http://localhost:B inside a host page on
// http://127.0.0.1:A) sends sequential `ui_app_resize` requests to its host, over window.postMessage
// and over a MessagePort the host hands over. The host page drives the run itself (bench/pages/host.mjs),
// so the same pages and driver run in headless Chromium (Playwright), Firefox ESR (puppeteer-core,
// WebDriver BiDi) and WebKitGTK (tooling/webkit/embedder.py). Per transport, interleaved rounds of:
//
//   raw             hand-written client  <-> hand-written responder (the baseline)
//   sdk, raw host   useUi().appResize()  <-> the same responder (the SDK's own cost; on the window with
//                   `wire: "envelopes"`, bench/pages/app.mjs)
//   sdk + otel      the same with `onActivity: createTracingHook()` (Chromium, window)
//   sdk, simulator  useUi().appResize()  <-> @hostbridge/host-simulator (Chromium)
//
//   npm run bench:roundtrip [-- --quick]            Chromium (section 2 and its goal rows)
//   npm run bench:roundtrip:engines [-- --quick]    Firefox and WebKit (section 7)
import { loadavg } from "node:os";
import { findFirefox, findWebKit, launchFirefox, launchWebKit } from "../tooling/engines.mjs";
import { launchChromium, serveSites } from "./lib/browser.mjs";
import {
  formatMs,
  formatRatio,
  formatSpread,
  main,
  markdownTable,
  pairedRatio,
  pairedSpread,
  summarize,
} from "./lib/measure.mjs";

/** The round trip goal: the SDK within this factor of the raw client, paired, per transport. */
export const ROUNDTRIP_GOAL = 1.05;

/** @typedef {import("./pages/host.mjs").Variant & { label: string }} Variant */
/** @type {readonly Variant[]} */
const VARIANTS = /** @type {const} */ ([
  ["window-raw", "raw postMessage", "window", "raw", "raw"],
  ["window-sdk", "SDK, raw host", "window", "sdk", "raw"],
  ["window-otel", "SDK with the OpenTelemetry adapter, raw host", "window", "sdk-otel", "raw"],
  ["window-sim", "SDK, simulator host", "window", "sdk", "simulator"],
  ["port-raw", "raw MessagePort", "port", "raw", "raw"],
  ["port-sdk", "SDK, raw host", "port", "sdk", "raw"],
  ["port-sim", "SDK, simulator host", "port", "sdk", "simulator"],
]).map(([id, label, transport, app, host]) => ({ id, label, transport, app, host }));
/** What Firefox and WebKit run (the simulator and OpenTelemetry rows are Chromium's). */
const CORE = ["window-raw", "window-sdk", "port-raw", "port-sdk"];

/**
 * Runs the plan in one engine from inside the host page; resolves with its raw data and version.
 * @param {string} engine
 * @param {string} url
 * @param {object} plan
 * @returns {Promise<any>}
 */
async function driveIn(engine, url, plan) {
  const drive = (/** @type {any} */ p) => /** @type {any} */ (globalThis).drive(p);
  if (engine === "webkit") {
    const webkit = await launchWebKit();
    try {
      const run = await new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error("WebKit did not report")), 1_800_000);
        webkit.open(`${url}/#plan=${encodeURIComponent(JSON.stringify(plan))}`, {
          handlers: ["benchReport"],
          onMessage: (data) => (clearTimeout(timer), resolve(data)),
        });
      });
      if (/** @type {any} */ (run).error)
        throw new Error(`WebKit: ${/** @type {any} */ (run).error}`);
      return { ...run, version: `WebKitGTK ${webkit.version}` };
    } finally {
      await webkit.close();
    }
  }
  /** @type {any} (Playwright's and puppeteer's pages: the same three calls) */
  const browser = engine === "firefox" ? await launchFirefox() : await launchChromium();
  try {
    const page = await browser.newPage();
    await page.goto(`${url}/`, { waitUntil: "load" });
    return {
      ...(await page.evaluate(drive, /** @type {any} */ (plan))),
      version: await browser.version(),
    };
  } finally {
    await browser.close();
  }
}

/** @param {{ quick: boolean, argv: string[] }} options */
export async function runRoundtrip({ quick, argv }) {
  const at = argv.indexOf("--engines");
  const names = at >= 0 ? (argv[at + 1] ?? "").split(",") : ["chromium"];
  const pages = await serveSites("host", [{ id: "app", script: "app" }]);
  /** @type {Record<string, any>} */
  const engines = {};
  try {
    for (const name of names) {
      if ((name === "firefox" && !findFirefox()) || (name === "webkit" && !findWebKit())) {
        engines[name] = { skipped: `no ${name} (see tooling/engines.mjs)` };
        continue;
      }
      const chromium = name === "chromium";
      const variants = VARIANTS.filter((v) => chromium || CORE.includes(v.id));
      const plan = {
        variants,
        rounds: quick ? 6 : chromium ? 160 : 60,
        perRound: quick ? 50 : 200,
        warmup: quick ? 30 : 100,
      };
      const load = [loadavg()[0] ?? 0];
      const run = await driveIn(name, pages.host, plan);
      load.push(loadavg()[0] ?? 0);
      /** @param {string} id */
      const means = (id) => run.data[id].roundMeans;
      engines[name] = {
        ...plan,
        version: run.version,
        resolutionMs: run.resolutionMs,
        isolated: run.isolated,
        load,
        otelVsSdk: chromium ? pairedRatio(means("window-otel"), means("window-sdk")) : undefined,
        variants: variants.map((v) => ({
          ...v,
          ...summarize(run.data[v.id].samples),
          spread: pairedSpread(means(v.id), means(`${v.transport}-raw`)),
          pending: run.data[v.id].pending,
        })),
      };
    }
  } finally {
    await pages.close();
  }
  return { host: pages.host, app: pages.app, engines };
}

/** @typedef {Awaited<ReturnType<typeof runRoundtrip>>} RoundtripResults */

/** @param {RoundtripResults} r */
export function roundtripMarkdown(r) {
  const rows = [];
  const notes = [];
  for (const [name, e] of Object.entries(r.engines)) {
    if (e.skipped) {
      notes.push(`${name}: skipped (${e.skipped})`);
      continue;
    }
    for (const v of e.variants)
      rows.push([
        name,
        `${v.transport === "window" ? "window.postMessage" : "MessagePort"}: ${v.label}`,
        formatMs(v.mean),
        formatMs(v.p50),
        formatMs(v.p95),
        v.app === "raw" ? "baseline" : `${v.spread.median.toFixed(3)}x`,
        v.app === "raw" ? "" : formatSpread(v.spread),
        String(v.n),
      ]);
    notes.push(
      `${name}: ${e.version}; ${e.rounds} interleaved rounds x ${e.perRound} requests per variant after ${e.warmup} ` +
        `warm-up requests; performance.now() resolution ${formatMs(e.resolutionMs)}; cross-origin isolated: ${e.isolated}; ` +
        `load average (1 min) ${e.load.map((/** @type {number} */ l) => l.toFixed(2)).join(" before, ")} after; ` +
        `pending after the phases: ${Math.max(...e.variants.map((/** @type {any} */ v) => v.pending))}` +
        (e.otelVsSdk
          ? `; the OpenTelemetry adapter on vs off (window, paired): ${formatRatio(e.otelVsSdk)} (goal <= 1.10x)`
          : ""),
    );
  }
  const header = [
    "engine",
    "variant",
    "mean",
    "p50",
    "p95",
    "ratio (paired)",
    "95% interval; quartiles",
    "requests",
  ];
  return [
    markdownTable(header, rows),
    "",
    `The host page (\`${r.host}\`) frames the app (\`${r.app}\`, cross-site) and drives the run from inside the page ` +
      "(`bench/pages/host.mjs`, esbuild bundles with HostBridge from its sources), so every engine runs the same code: " +
      "Chromium through Playwright, Firefox ESR through puppeteer-core, WebKitGTK through `tooling/webkit/embedder.py` " +
      "(which keeps the iframe in the page's process: its window figures are far below the others'). Both pages are " +
      "cross-origin isolated (COOP/COEP) for a finer `performance.now()`. The variants are interleaved, the order " +
      "rotating every round and reversed in odd rounds; each phase's first 51 requests are untimed. " +
      '"ratio (paired)" is the median over rounds of (variant mean / raw mean on the same transport in the same round), ' +
      'beside it its distribution-free 95% interval and the quartiles (`bench/README.md`, "how far to trust the ratio"). ' +
      "The raw baseline (`bench/lib/raw.mjs`) does the same correlation work and nothing else; the SDK's window bridge " +
      'uses `wire: "envelopes"`, what `auto` speaks to this host after its probe, without the probe\'s idle second. ' +
      "The simulator host validates every message with zod and records the traffic.",
    "",
    ...notes.map((n) => `- ${n}`),
  ].join("\n");
}

/**
 * The round-trip goal (docs/architecture.md), judged on Chromium's paired ratio per transport.
 * @param {RoundtripResults | undefined} r
 * @returns {import("./lib/measure.mjs").Goal[]}
 */
export function roundtripGoals(r) {
  const e = r?.engines.chromium;
  if (r && !e) return []; // (Firefox and WebKit only: section 7)
  return ["window-sdk", "port-sdk"].map((id) => {
    const v = e?.variants.find((/** @type {any} */ x) => x.id === id);
    const [low, high] = v?.spread.ci95 ?? [Number.NaN, Number.NaN];
    const raw = v && e.variants.find((/** @type {any} */ x) => x.id === `${v.transport}-raw`);
    return {
      goal: `round trip through a cross-site iframe within ${ROUNDTRIP_GOAL.toFixed(2)}x of ${id === "window-sdk" ? "raw postMessage (window)" : "a raw MessagePort request (MessagePort)"}`,
      measured: v
        ? `${v.spread.median.toFixed(3)}x paired (95% interval ${low.toFixed(3)}-${high.toFixed(3)} over ${e.rounds} rounds, ` +
          `load ${e.load.map((/** @type {number} */ l) => l.toFixed(1)).join("-")}; p50 ${formatMs(v.p50)} vs ${formatMs(raw.p50)})`
        : "not run",
      met: v ? v.spread.median <= ROUNDTRIP_GOAL : undefined,
      status:
        v && low <= ROUNDTRIP_GOAL && high > ROUNDTRIP_GOAL
          ? `undecided: the 95% interval spans ${ROUNDTRIP_GOAL}x (run again on a quieter machine)`
          : undefined,
      note: `Section 2 gives the interval and the load; \`bench/README.md\` "Round trip: where the SDK's time went".`,
    };
  });
}

/** @type {import("./lib/measure.mjs").Benchmark<RoundtripResults>} */
export const benchmark = { run: runRoundtrip, markdown: roundtripMarkdown, goals: roundtripGoals };
await main(import.meta.url, benchmark);
