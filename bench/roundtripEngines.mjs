#!/usr/bin/env node
// @ts-check
// Round trip in Firefox and WebKit: the pages of bench/roundtrip.mjs (the app in a cross-site iframe
// sending sequential `ui_app_resize` requests to its host), driven from inside the host page, so the
// same run works in every engine: Firefox ESR through puppeteer-core (WebDriver BiDi), WebKitGTK
// through tooling/webkit/embedder.py (results come back through a script message handler). Raw
// postMessage / MessagePort against the SDK with the same raw host, interleaved rounds. Each engine's
// `performance.now()` resolution is measured and printed beside its figures, and beside each paired
// ratio its 95% interval and quartiles over the rounds, with the machine's load before and after.
//
//   npm run bench:roundtrip:engines [-- --json out.json] [-- --quick]
import { findFirefox, findWebKit, launchFirefox, launchWebKit } from "../tooling/engines.mjs";
import { serveRoundtripPages } from "./lib/roundtripPages.mjs";
import { isMain, markdownTable, parseArgs, textTable, writeResults } from "./lib/env.mjs";
import { loadavg } from "node:os";
import { formatMs, formatRatio, formatSpread, pairedSpread, summarize } from "./lib/stats.mjs";
import {
  ALTERNATION_HEADER,
  alternationNote,
  alternationRows,
  alternationSteps,
} from "./lib/alternation.mjs";

/** The variants every engine runs (the simulator host is Chromium's benchmark only). */
export const ENGINE_VARIANTS = [
  { id: "window-raw", transport: "window", app: "raw", host: "raw" },
  { id: "window-sdk", transport: "window", app: "sdk", host: "raw" },
  { id: "port-raw", transport: "port", app: "raw", host: "raw" },
  { id: "port-sdk", transport: "port", app: "sdk", host: "raw" },
  // diagnostic: the raw client with a timer per request (bench/README.md "Round trip: where the SDK's time went")
  { id: "port-raw-timer", transport: "port", app: "raw-timer", host: "raw" },
];

/** @type {Record<string, string>} */
const APP_LABELS = { raw: "raw", sdk: "SDK, raw host", "raw-timer": "raw + a timer per request" };

// In the app page: runs a phase when the host page asks (`__benchRun`), answers `__benchDone`.
const APP_RELAY = `addEventListener("message", async (event) => {
  if (event.source !== parent || !event.data || !event.data.__benchRun) return;
  const [variant, n] = event.data.__benchRun;
  parent.postMessage({ __benchDone: await app.run(variant, n) }, event.origin);
});
addEventListener("message", async (event) => {
  if (event.source !== parent || !event.data || !event.data.__benchAlternate) return;
  parent.postMessage({ __alternateDone: await app.alternate(...event.data.__benchAlternate) }, event.origin);
});`;

// In the host page: the whole run (warm-up, interleaved rounds), plus the timer resolution; started
// by the driver (`drive(plan)`), or by itself when the URL says so and WebKit's handler is there.
const HOST_DRIVER = `const iframe = document.getElementById("app");
const appOrigin = document.documentElement.dataset.appOrigin;
const phase = (variant, n) => new Promise((resolve) => {
  bench.setup(variant);
  const onMessage = (event) => {
    if (event.source !== iframe.contentWindow || !event.data || !event.data.__benchDone) return;
    removeEventListener("message", onMessage);
    bench.teardown();
    resolve(event.data.__benchDone);
  };
  addEventListener("message", onMessage);
  iframe.contentWindow.postMessage({ __benchRun: [variant, n] }, appOrigin);
});
const alternate = (pairs, sdkFirst) => new Promise((resolve) => {
  bench.setup({ transport: "window", host: "raw", mark: true });
  const onMessage = (event) => {
    if (event.source !== iframe.contentWindow || !event.data || !event.data.__alternateDone) return;
    removeEventListener("message", onMessage);
    const host = bench.marks();
    bench.teardown();
    resolve({ ...event.data.__alternateDone, host });
  };
  addEventListener("message", onMessage);
  iframe.contentWindow.postMessage({ __benchAlternate: [pairs, sdkFirst] }, appOrigin);
});
const resolution = () => {
  let best = Infinity;
  for (let i = 0, last = performance.now(); i < 200000; i++) {
    const now = performance.now();
    if (now > last) best = Math.min(best, now - last);
    last = now;
  }
  return best;
};
globalThis.drive = async ({ variants, rounds, perRound, warmup, pairs }) => {
  while (!globalThis.app_ready) {
    try { await phase(variants[0], 1); globalThis.app_ready = true; } catch { await new Promise((r) => setTimeout(r, 50)); }
  }
  for (const v of variants) await phase(v, warmup);
  const data = Object.fromEntries(variants.map((v) => [v.id, { samples: [], roundMeans: [], pending: 0 }]));
  // Odd rounds run the variants in reverse order: in Firefox a window phase runs slower the later it
  // comes after the port phases (bench/README.md "Round trip in Firefox: the order of the phases"), and
  // in one fixed order the SDK's window phase always came second, after raw's
  for (let r = 0; r < rounds; r++) {
    const order = r % 2 ? [...variants].reverse() : variants;
    for (let i = 0; i < variants.length; i++) {
      const v = order[(i + r) % variants.length];
      const result = await phase(v, perRound);
      data[v.id].samples.push(...result.samples);
      data[v.id].roundMeans.push(result.total / perRound);
      data[v.id].pending = Math.max(data[v.id].pending, result.pending);
    }
  }
  const alternation = [await alternate(pairs / 2, false), await alternate(pairs / 2, true)];
  return { data, alternation, resolutionMs: resolution(), userAgent: navigator.userAgent, isolated: globalThis.crossOriginIsolated };
};
const plan = new URLSearchParams(location.hash.slice(1)).get("plan");
const report = globalThis.webkit && webkit.messageHandlers && webkit.messageHandlers.benchReport;
if (plan && report)
  addEventListener("load", () => drive(JSON.parse(plan)).then((r) => report.postMessage(r), (e) => report.postMessage({ error: String(e) })));`;

/** @param {{ rounds?: number, perRound?: number, warmup?: number, pairs?: number }} [options] */
export async function runRoundtripEngines(options = {}) {
  const { rounds = 60, perRound = 200, warmup = 100, pairs = 2000 } = options;
  const plan = { variants: ENGINE_VARIANTS, rounds, perRound, warmup, pairs };
  const pages = await serveRoundtripPages({
    host: { "/driver.js": HOST_DRIVER },
    app: { "/relay.js": APP_RELAY },
  });
  /** @type {Record<string, any>} */
  const engines = {};
  try {
    if (findFirefox()) {
      const browser = await launchFirefox();
      try {
        const load = [loadavg()[0]];
        const page = await browser.newPage();
        await page.goto(`${pages.hostOrigin}/`, { waitUntil: "load" });
        const run = await page.evaluate((p) => /** @type {any} */ (globalThis).drive(p), plan);
        load.push(loadavg()[0]);
        engines.firefox = { ...run, load, version: await browser.version() };
      } finally {
        await browser.close();
      }
    } else engines.firefox = { skipped: "no Firefox (see tooling/engines.mjs)" };
    if (findWebKit()) {
      const webkit = await launchWebKit();
      try {
        const load = [loadavg()[0]];
        const run = await new Promise((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error("WebKit did not report")), 600_000);
          webkit.open(`${pages.hostOrigin}/#plan=${encodeURIComponent(JSON.stringify(plan))}`, {
            handlers: ["benchReport"],
            onMessage: (data) => (clearTimeout(timer), resolve(data)),
          });
        });
        if (/** @type {any} */ (run).error)
          throw new Error(`WebKit: ${/** @type {any} */ (run).error}`);
        load.push(loadavg()[0]);
        engines.webkit = {
          .../** @type {object} */ (run),
          load,
          version: `WebKitGTK ${webkit.version}`,
        };
      } finally {
        await webkit.close();
      }
    } else engines.webkit = { skipped: "no WebKitGTK (see tooling/engines.mjs)" };
  } finally {
    await pages.close();
  }
  for (const engine of Object.values(engines)) {
    if (!engine.data) continue;
    engine.variants = ENGINE_VARIANTS.map((v) => {
      const d = engine.data[v.id];
      const base = engine.data[`${v.transport}-raw`];
      return {
        ...v,
        ...summarize(d.samples),
        spread: pairedSpread(d.roundMeans, base.roundMeans),
        pending: d.pending,
      };
    });
    delete engine.data;
    engine.alternation = alternationSteps(engine.alternation);
  }
  return {
    rounds,
    perRound,
    warmup,
    pairs,
    hostOrigin: pages.hostOrigin,
    appOrigin: pages.appOrigin,
    engines,
  };
}

/** @param {Awaited<ReturnType<typeof runRoundtripEngines>>} r */
const alternations = (r) =>
  Object.entries(r.engines)
    .filter(([, engine]) => engine.alternation)
    .map(
      ([name, engine]) => /** @type {[string, any]} */ ([`${name}, window`, engine.alternation]),
    );

/** @param {Awaited<ReturnType<typeof runRoundtripEngines>>} r */
export function roundtripEnginesMarkdown(r) {
  const { header, rows, notes } = tableOf(r);
  return [
    markdownTable(header, rows),
    "",
    markdownTable(ALTERNATION_HEADER, alternationRows(alternations(r))),
    "",
    "The pages and requests of section 2, driven from inside the host page so that one run works in every engine: Firefox ESR " +
      "through puppeteer-core (WebDriver BiDi), WebKitGTK (the Linux port of the engine behind WKWebView and Safari) through " +
      "`tooling/webkit/embedder.py`. Both pages are cross-origin isolated. WebKitGTK keeps the cross-site iframe in the page's " +
      "process (no site isolation), which is why its window figures are far below the other engines'. Timer resolution is " +
      "measured in each engine (the smallest step of `performance.now()`): figures below a few steps are coarse. Beside each " +
      "paired ratio (the median of the per-round ratios), its distribution-free 95% interval and the quartiles of the rounds: " +
      'the goal is decided only when the interval lies on one side of it (`bench/README.md` "Round trip: how far to trust the ratio").',
    "",
    ...[...notes, alternationNote(r.pairs)].map((note) => `- ${note}`),
  ].join("\n");
}

/** @param {Awaited<ReturnType<typeof runRoundtripEngines>>} r */
function tableOf(r) {
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
  const rows = [];
  const notes = [];
  for (const [name, engine] of Object.entries(r.engines)) {
    if (engine.skipped) {
      notes.push(`${name}: skipped (${engine.skipped})`);
      continue;
    }
    for (const v of engine.variants)
      rows.push([
        name,
        `${v.transport === "window" ? "window.postMessage" : "MessagePort"}: ${APP_LABELS[v.app]}`,
        formatMs(v.mean),
        formatMs(v.p50),
        formatMs(v.p95),
        v.app === "raw" ? "baseline" : formatRatio(v.spread.median),
        v.app === "raw" ? "" : formatSpread(v.spread),
        String(v.n),
      ]);
    notes.push(
      `${name}: ${engine.version}; performance.now() resolution ${formatMs(engine.resolutionMs)}; load average (1 min) ${engine.load.map((/** @type {number} */ l) => l.toFixed(2)).join(" before, ")} after; cross-origin isolated: ${engine.isolated}; pending after phases: ${Math.max(...engine.variants.map((/** @type {{ pending: number }} */ v) => v.pending))}`,
    );
  }
  notes.unshift(
    `${r.rounds} interleaved rounds x ${r.perRound} sequential requests per variant (after ${r.warmup} warm-up requests each; each phase's first requests untimed, bench/pages/app.mjs); app ${r.appOrigin} in host ${r.hostOrigin}.`,
  );
  return { header, rows, notes };
}

/** @param {Awaited<ReturnType<typeof runRoundtripEngines>>} r */
export function roundtripEnginesText(r) {
  const { header, rows, notes } = tableOf(r);
  return [
    textTable(header, rows),
    ...notes,
    "",
    textTable(ALTERNATION_HEADER, alternationRows(alternations(r))),
    alternationNote(r.pairs),
  ].join("\n");
}

if (isMain(import.meta.url)) {
  const { jsonFile, quick } = parseArgs();
  const results = await runRoundtripEngines(
    quick ? { rounds: 4, perRound: 50, warmup: 30, pairs: 200 } : {},
  );
  console.log(roundtripEnginesText(results));
  writeResults(jsonFile, { ...results, quick });
}
