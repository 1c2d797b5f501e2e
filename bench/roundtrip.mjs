#!/usr/bin/env node
// @ts-check
// Benchmark 2, round trip in headless Chromium: an app in a cross-site iframe (http://localhost:B
// inside a host page on http://127.0.0.1:A) sends sequential requests to its host. Per transport
// (window.postMessage to the parent, and a MessagePort the host hands over) three variants run in
// interleaved rounds in the same browser:
//
//   raw             hand-written client  <-> hand-written responder (the baseline)
//   sdk, raw host   useUi().appResize()  <-> the same hand-written responder (the SDK's own cost;
//                   on the window with `wire: "envelopes"`, see bench/pages/app.mjs)
//   sdk, simulator  useUi().appResize()  <-> @hostbridge/host-simulator createHost() (zod-validated)
//   sdk + otel      the same with `onActivity: createTracingHook()` (window only), compared with "sdk"
//
// Beside each SDK variant's paired ratio: its 95% interval and the load during the rounds
// (bench/README.md "Round trip: how far to trust the ratio"); on a MessagePort, each request timed by
// step in the app frame.
//
//   npm run bench:roundtrip [-- --json out.json] [-- --quick]
import { cpus, loadavg } from "node:os";
import { CPU_HEADER, cpuNote, cpuRows } from "./lib/cpuCost.mjs";
import { isMain, markdownTable, parseArgs, textTable, writeResults } from "./lib/env.mjs";
import { launchChromium } from "./lib/browser.mjs";
import {
  ALTERNATION_HEADER,
  alternationNote,
  alternationRows,
  alternateBoth,
} from "./lib/alternation.mjs";
import { serveRoundtripPages } from "./lib/roundtripPages.mjs";
import {
  formatMs,
  formatRatio,
  formatSpread,
  mean,
  median,
  pairedRatio,
  pairedSpread,
  ratio,
  summarize,
} from "./lib/stats.mjs";

/** @typedef {{ id: string, label: string, transport: "window" | "port", app: "raw" | "raw-timer" | "sdk" | "sdk-otel", host: "raw" | "simulator" }} Variant */

/** @type {readonly Variant[]} */
export const VARIANTS = [
  { id: "window-raw", label: "raw postMessage", transport: "window", app: "raw", host: "raw" },
  { id: "window-sdk", label: "SDK, raw host", transport: "window", app: "sdk", host: "raw" },
  {
    id: "window-otel",
    label: "SDK with the OpenTelemetry adapter, raw host",
    transport: "window",
    app: "sdk-otel",
    host: "raw",
  },
  {
    id: "window-sim",
    label: "SDK, simulator host",
    transport: "window",
    app: "sdk",
    host: "simulator",
  },
  { id: "port-raw", label: "raw MessagePort", transport: "port", app: "raw", host: "raw" },
  // diagnostic: what arming and clearing a timer per request costs a round trip (bench/README.md
  // "Round trip: where the SDK's time went"; the SDK keeps one timer per bridge instead)
  {
    id: "port-raw-timer",
    label: "raw MessagePort + a 30 s timer per request (diagnostic)",
    transport: "port",
    app: "raw-timer",
    host: "raw",
  },
  { id: "port-sdk", label: "SDK, raw host", transport: "port", app: "sdk", host: "raw" },
  {
    id: "port-sim",
    label: "SDK, simulator host",
    transport: "port",
    app: "sdk",
    host: "simulator",
  },
];

/** The steps of a request timed on a MessagePort (bench/pages/app.mjs). */
const STEPS = /** @type {const} */ (["send", "wire", "receive"]);

/**
 * @typedef {{ samples: number[], roundMeans: number[], pendingAfter: number[],
 *   steps: Record<(typeof STEPS)[number], number[]> }} RoundData
 */

/**
 * Whether the app iframe runs out of process (site isolation), from the browser's targets.
 * @param {import("playwright").Browser} browser
 * @param {string} appOrigin
 */
async function iframeOutOfProcess(browser, appOrigin) {
  const cdp = await browser.newBrowserCDPSession();
  const { targetInfos } = /** @type {{ targetInfos: { type: string, url: string }[] }} */ (
    await cdp.send("Target.getTargets")
  );
  await cdp.detach();
  return targetInfos.some((t) => t.type === "iframe" && t.url.startsWith(appOrigin));
}

/** The machine's 1-minute load average, from the OS. */
const load1 = () => loadavg()[0] ?? Number.NaN;

/**
 * Runs the interleaved rounds: every variant once per round, the order rotating every round.
 * @param {(v: Variant, n: number) => Promise<any>} phase
 * @param {{ rounds: number, perRound: number }} options
 */
async function measureRounds(phase, { rounds, perRound }) {
  /** @type {Record<string, RoundData>} */
  const data = Object.fromEntries(
    VARIANTS.map((v) => [
      v.id,
      { samples: [], roundMeans: [], pendingAfter: [], steps: { send: [], wire: [], receive: [] } },
    ]),
  );
  /** @type {number[]} the 1-minute load average at the start of every round */
  const load = [];
  let isolated = true;
  for (let r = 0; r < rounds; r++) {
    load.push(load1());
    // rotate the order every round so no variant always runs first or last
    const order = VARIANTS.map(
      (_, i) => /** @type {Variant} */ (VARIANTS[(i + r) % VARIANTS.length]),
    );
    for (const v of order) {
      const result = await phase(v, perRound);
      const d = /** @type {(typeof data)[string]} */ (data[v.id]);
      d.samples.push(...result.samples);
      for (const step of STEPS) d.steps[step].push(...result.steps[step]);
      d.roundMeans.push(result.total / perRound);
      d.pendingAfter.push(result.pending);
      isolated &&= result.crossOriginIsolated === true && result.hostIsolated === true;
    }
  }
  load.push(load1());
  return {
    data,
    isolated,
    load: { min: Math.min(...load), max: Math.max(...load), median: median(load) },
  };
}

/**
 * Each variant's statistics, its ratios to the raw client on the same transport, the spread of its
 * paired ratio over the rounds, and (MessagePort) the median of each step of a request.
 * @param {Record<string, RoundData>} data
 */
function summarizeVariants(data) {
  return VARIANTS.map((v) => {
    const d = /** @type {(typeof data)[string]} */ (data[v.id]);
    const baseline = /** @type {(typeof data)[string]} */ (data[`${v.transport}-raw`]);
    const s = summarize(d.samples);
    const b = summarize(baseline.samples);
    return {
      ...v,
      ...s,
      roundMean: mean(d.roundMeans),
      ratioMean: ratio(s.mean, b.mean),
      ratioP50: ratio(s.p50, b.p50),
      ratioP95: ratio(s.p95, b.p95),
      ratioPaired: pairedRatio(d.roundMeans, baseline.roundMeans),
      spread: pairedSpread(d.roundMeans, baseline.roundMeans),
      steps:
        d.steps.send.length > 0
          ? Object.fromEntries(STEPS.map((step) => [step, median(d.steps[step])]))
          : undefined,
      pendingAfter: Math.max(...d.pendingAfter),
    };
  });
}

/**
 * @param {{ rounds?: number, perRound?: number, warmup?: number, cpuRequests?: number, pairs?: number }} [options]
 */
export async function runRoundtrip(options = {}) {
  const {
    rounds = 160,
    perRound = 200,
    warmup = 100,
    cpuRequests = 50_000,
    pairs = 2000,
  } = options;
  const pages = await serveRoundtripPages();
  const { hostOrigin, appOrigin } = pages;
  /** @type {import("playwright").Browser | undefined} */
  let browser;
  try {
    browser = await launchChromium();
    const page = await browser.newPage();
    /** @type {string[]} */
    const pageErrors = [];
    page.on("pageerror", (error) => pageErrors.push(error.message));
    await page.goto(`${hostOrigin}/`, { waitUntil: "load", timeout: 30_000 });
    const appFrame = page.frames().find((f) => f.url().startsWith(appOrigin));
    if (!appFrame) throw new Error(`the app frame (${appOrigin}) did not load`);
    await appFrame.waitForFunction(() => "app" in globalThis, undefined, { timeout: 10_000 });
    await page.waitForFunction(() => "bench" in globalThis, undefined, { timeout: 10_000 });
    const outOfProcess = await iframeOutOfProcess(browser, appOrigin);

    /**
     * @param {Variant} v
     * @param {number} n
     */
    const phase = async (v, n) => {
      const hostInfo = await page.evaluate(
        (variant) => /** @type {any} */ (globalThis).bench.setup(variant),
        { transport: v.transport, host: v.host },
      );
      try {
        const result = await appFrame.evaluate(
          ([variant, count]) => /** @type {any} */ (globalThis).app.run(variant, count),
          /** @type {const} */ ([{ transport: v.transport, app: v.app }, n]),
        );
        return { ...result, hostIsolated: hostInfo.crossOriginIsolated };
      } finally {
        await page.evaluate(() => /** @type {any} */ (globalThis).bench.teardown());
      }
    };

    // warm-up (JIT, first listener) not recorded
    for (const v of VARIANTS) await phase(v, warmup);
    const { data, isolated, load } = await measureRounds(phase, { rounds, perRound });
    const alternation = await alternateBoth(page, appFrame, pairs);
    const cpu = /** @type {import("./lib/cpuCost.mjs").CpuCost} */ (
      await appFrame.evaluate((n) => /** @type {any} */ (globalThis).app.cpu(n), cpuRequests)
    );
    if (pageErrors.length)
      throw new Error(`the benchmark pages reported errors: ${pageErrors.join("; ")}`);
    // issue 33: the OpenTelemetry adapter's cost, paired per round against the SDK without it
    const otelVsSdk = pairedRatio(
      /** @type {RoundData} */ (data["window-otel"]).roundMeans,
      /** @type {RoundData} */ (data["window-sdk"]).roundMeans,
    );
    return {
      rounds,
      perRound,
      warmup,
      otelVsSdk,
      hostOrigin,
      appOrigin,
      crossOriginIsolated: isolated,
      outOfProcessIframe: outOfProcess,
      browserVersion: browser.version(),
      load,
      variants: summarizeVariants(data),
      pairs,
      alternation,
      cpu,
    };
  } finally {
    await browser?.close();
    await pages.close();
  }
}

/** @typedef {Awaited<ReturnType<typeof runRoundtrip>>} RoundtripResults */

/** @param {RoundtripResults} r */
const loadText = (r) =>
  `load average (1 min) during the rounds ${r.load.min.toFixed(2)}-${r.load.max.toFixed(2)}, median ${r.load.median.toFixed(2)}`;

/** @param {RoundtripResults} r */
const alternatingEntries = (r) =>
  /** @type {[string, any][]} */ ([
    ["window.postMessage", r.alternation.window],
    ["MessagePort", r.alternation.port],
  ]);

/** @param {RoundtripResults} r */
function rows(r) {
  return r.variants.map((v) => [
    `${v.transport === "window" ? "window.postMessage" : "MessagePort"}: ${v.label}`,
    formatMs(v.mean),
    formatMs(v.p50),
    formatMs(v.p95),
    v.app === "raw" ? "baseline" : v.ratioPaired.toFixed(3),
    v.app === "raw" ? "" : formatSpread(v.spread),
    v.app === "raw" ? "" : formatRatio(v.ratioMean),
    v.app === "raw" ? "" : formatRatio(v.ratioP50),
    v.app === "raw" ? "" : formatRatio(v.ratioP95),
    String(v.n),
  ]);
}

const HEADER = [
  "variant",
  "mean",
  "p50",
  "p95",
  "ratio (paired)",
  "95% interval; quartiles of the rounds",
  "ratio mean",
  "ratio p50",
  "ratio p95",
  "requests",
];

const STEP_HEADER = [
  "MessagePort request by step (median)",
  "app send: call -> postMessage",
  "wire + host: postMessage -> answer arrives",
  "app receive: arrival -> await resumes",
];

/** @param {RoundtripResults} r */
function stepRows(r) {
  return r.variants
    .filter((v) => v.steps)
    .map((v) => [v.label, ...STEPS.map((step) => formatMs(v.steps?.[step] ?? Number.NaN))]);
}

const STEP_NOTE =
  "Each step is timed in the app frame: a listener added to the port before the client's marks the answer's " +
  "arrival, a wrapper of `port.postMessage` marks the send. Send and receive are the client's own work on " +
  "the path of a request (the SDK's against the raw client's); the wire column includes the host's work, " +
  "the same responder for raw and SDK.";

/** @param {RoundtripResults} r */
export function roundtripText(r) {
  return [
    textTable(HEADER, rows(r)),
    `${r.rounds} interleaved rounds x ${r.perRound} sequential requests per variant (after ${r.warmup} warm-up requests each); ` +
      `app ${r.appOrigin} in host ${r.hostOrigin}; cross-origin isolated: ${r.crossOriginIsolated}; out-of-process iframe: ${r.outOfProcessIframe}; ${loadText(r)}.`,
    `OpenTelemetry adapter on vs off (window, paired): ${formatRatio(r.otelVsSdk)} (goal <= 1.10x).`,
    "",
    textTable(ALTERNATION_HEADER, alternationRows(alternatingEntries(r))),
    alternationNote(r.pairs),
    "",
    textTable(STEP_HEADER, stepRows(r)),
    "",
    textTable(CPU_HEADER, cpuRows(r.cpu)),
  ].join("\n");
}

/** @param {RoundtripResults} r */
export function roundtripMarkdown(r) {
  return [
    markdownTable(HEADER, rows(r)),
    "",
    `Headless Chromium ${r.browserVersion} (Debian, through Playwright). The host page is served from \`${r.hostOrigin}\`, the app ` +
      `from \`${r.appOrigin}\` in an \`<iframe>\` (cross-site; the iframe ran out of process: ${r.outOfProcessIframe ? "yes" : "no"}). ` +
      "Page scripts are esbuild bundles of `bench/pages/*.mjs` with HostBridge from its sources. Both pages are cross-origin " +
      `isolated (COOP/COEP) so \`performance.now()\` resolves 5 µs instead of 100 µs (isolated in this run: ${r.crossOriginIsolated ? "yes" : "NO"}). ` +
      `Each variant ran ${r.rounds} rounds of ${r.perRound} sequential \`ui_app_resize\` requests, the variants interleaved ` +
      "(the order rotates every round), after a warm-up. mean/p50/p95 are per request, measured in the app frame. " +
      '"ratio (paired)" is the median over rounds of (variant mean / raw mean in the same round), the figure least ' +
      "disturbed by other load on the machine; beside it, the distribution-free 95% confidence interval of that median " +
      "and the quartiles of the per-round ratios (two runs differ meaningfully only when their intervals do not overlap; " +
      `\`bench/README.md\`). This run's ${loadText(r)} on ${cpus().length} cores. ` +
      '"ratio mean/p50/p95" compare the pooled statistics. ' +
      "The raw baseline (`bench/lib/raw.mjs`) does the same correlation work (an id map, `event.origin` and " +
      '`event.source` checks on windows) and nothing else. "SDK, raw host" isolates the SDK\'s own cost (same responder as raw); ' +
      'on the window the SDK\'s bridge is created with `wire: "envelopes"`, what the default `auto` wire speaks to this host ' +
      "after its probe, by the same code, without the probe's second of idle before every SDK phase (`bench/README.md`). " +
      '"SDK, simulator host" is the SDK against `@hostbridge/host-simulator`, which also validates every request and ' +
      'response with zod and records the traffic. "SDK with the OpenTelemetry adapter" adds `onActivity: createTracingHook()` ' +
      `(a span per request into the SDK's in-memory exporter): ${formatRatio(r.otelVsSdk)} of the SDK without it (paired; goal <= 1.10x). ` +
      "Pending requests after every phase: " +
      `${r.variants.every((v) => v.pendingAfter === 0) ? "0 in every variant" : r.variants.map((v) => `${v.id} ${v.pendingAfter}`).join(", ")}.`,
    "",
    markdownTable(ALTERNATION_HEADER, alternationRows(alternatingEntries(r))),
    "",
    alternationNote(r.pairs),
    "",
    markdownTable(STEP_HEADER, stepRows(r)),
    "",
    STEP_NOTE,
    "",
    markdownTable(CPU_HEADER, cpuRows(r.cpu)),
    "",
    cpuNote(r.cpu, `the app frame (Chromium ${r.browserVersion})`),
  ].join("\n");
}

if (isMain(import.meta.url)) {
  const { jsonFile, quick } = parseArgs();
  const results = await runRoundtrip(
    quick ? { rounds: 8, perRound: 50, warmup: 30, cpuRequests: 10_000, pairs: 200 } : {},
  );
  console.log(roundtripText(results));
  writeResults(jsonFile, { ...results, quick });
}
