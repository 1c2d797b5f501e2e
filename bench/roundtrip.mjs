#!/usr/bin/env node
// @ts-check
// Benchmark 2, round trip in headless Chromium: an app in a cross-site iframe (http://localhost:B
// inside a host page on http://127.0.0.1:A) sends sequential requests to its host. Per transport
// (window.postMessage to the parent, and a MessagePort the host hands over) three variants run in
// interleaved rounds in the same browser:
//
//   raw             hand-written client  <-> hand-written responder (the baseline)
//   sdk, raw host   useUi().appResize()  <-> the same hand-written responder (the SDK's own cost)
//   sdk, simulator  useUi().appResize()  <-> @hostbridge/host-simulator createHost() (zod-validated)
//   sdk + otel      the same with `onActivity: createTracingHook()` (window only), compared with "sdk"
//
//   npm run bench:roundtrip [-- --json out.json] [-- --quick]
import { bundlePages, launchChromium, serveFiles } from "./lib/browser.mjs";
import { CPU_HEADER, cpuNote, cpuRows } from "./lib/cpuCost.mjs";
import { isMain, markdownTable, parseArgs, textTable, writeResults } from "./lib/env.mjs";
import { formatMs, formatRatio, mean, pairedRatio, ratio, summarize } from "./lib/stats.mjs";

/** @typedef {{ id: string, label: string, transport: "window" | "port", app: "raw" | "sdk" | "sdk-otel", host: "raw" | "simulator" }} Variant */

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
  { id: "port-sdk", label: "SDK, raw host", transport: "port", app: "sdk", host: "raw" },
  {
    id: "port-sim",
    label: "SDK, simulator host",
    transport: "port",
    app: "sdk",
    host: "simulator",
  },
];

const html = (/** @type {string} */ attrs, /** @type {string} */ body) =>
  `<!doctype html><html ${attrs}><head><meta charset="utf-8"><title>HostBridge round trip</title></head><body>${body}</body></html>`;

/**
 * Serves the round-trip pages: the host on http://127.0.0.1:A framing the app on http://localhost:B
 * (different sites). `extra` adds scripts (path -> source) to the host or app page, after its own.
 * @param {{ host?: Record<string, string>, app?: Record<string, string> }} [extra]
 */
export async function serveRoundtripPages(extra = {}) {
  const scripts = await bundlePages(["host", "app"]);
  const js = (/** @type {string} */ body) => ({ type: "text/javascript", body });
  /** @param {Record<string, string>} [more] */
  const tags = (more = {}) =>
    Object.keys(more)
      .map((path) => `<script src="${path}"></script>`)
      .join("");
  /**
   * @param {Record<string, string>} [more]
   * @returns {[string, import("./lib/browser.mjs").StaticFile][]}
   */
  const files = (more = {}) => Object.entries(more).map(([path, body]) => [path, js(body)]);
  const hostServer = await serveFiles("127.0.0.1");
  const appServer = await serveFiles("localhost");
  const hostOrigin = hostServer.url;
  const appOrigin = appServer.url;
  appServer.setFiles(
    new Map([
      [
        "/app.html",
        {
          type: "text/html",
          body: html(
            `data-host-origin="${hostOrigin}"`,
            `<script src="/app.js"></script>${tags(extra.app)}`,
          ),
        },
      ],
      ["/app.js", js(scripts.get("/app.js") ?? "")],
      ...files(extra.app),
    ]),
  );
  hostServer.setFiles(
    new Map([
      [
        "/",
        {
          type: "text/html",
          body: html(
            `data-app-origin="${appOrigin}"`,
            `<iframe id="app" src="${appOrigin}/app.html" allow="cross-origin-isolated"></iframe><script src="/host.js"></script>${tags(extra.host)}`,
          ),
        },
      ],
      ["/host.js", js(scripts.get("/host.js") ?? "")],
      ...files(extra.host),
    ]),
  );
  return {
    hostOrigin,
    appOrigin,
    close: async () => {
      await appServer.close();
      await hostServer.close();
    },
  };
}

/**
 * @param {{ rounds?: number, perRound?: number, warmup?: number, cpuRequests?: number }} [options]
 */
export async function runRoundtrip(options = {}) {
  const { rounds = 15, perRound = 200, warmup = 100, cpuRequests = 50_000 } = options;
  /** @type {Awaited<ReturnType<typeof serveRoundtripPages>> | undefined} */
  let pages;
  /** @type {import("playwright").Browser | undefined} */
  let browser;
  try {
    pages = await serveRoundtripPages();
    const { hostOrigin, appOrigin } = pages;
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

    // Is the app iframe out of process (site isolation)? Ask the browser for its targets.
    const cdp = await browser.newBrowserCDPSession();
    const { targetInfos } = /** @type {{ targetInfos: { type: string, url: string }[] }} */ (
      await cdp.send("Target.getTargets")
    );
    const outOfProcess = targetInfos.some(
      (t) => t.type === "iframe" && t.url.startsWith(appOrigin),
    );
    await cdp.detach();

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

    /** @type {Record<string, { samples: number[], roundMeans: number[], pendingAfter: number[] }>} */
    const data = Object.fromEntries(
      VARIANTS.map((v) => [v.id, { samples: [], roundMeans: [], pendingAfter: [] }]),
    );
    let isolated = true;
    for (let r = 0; r < rounds; r++) {
      // rotate the order every round so no variant always runs first or last
      const order = VARIANTS.map(
        (_, i) => /** @type {Variant} */ (VARIANTS[(i + r) % VARIANTS.length]),
      );
      for (const v of order) {
        const result = await phase(v, perRound);
        const d = /** @type {(typeof data)[string]} */ (data[v.id]);
        d.samples.push(...result.samples);
        d.roundMeans.push(result.total / perRound);
        d.pendingAfter.push(result.pending);
        isolated &&= result.crossOriginIsolated === true && result.hostIsolated === true;
      }
    }
    const cpu = /** @type {import("./lib/cpuCost.mjs").CpuCost} */ (
      await appFrame.evaluate((n) => /** @type {any} */ (globalThis).app.cpu(n), cpuRequests)
    );
    if (pageErrors.length)
      throw new Error(`the benchmark pages reported errors: ${pageErrors.join("; ")}`);

    const variants = VARIANTS.map((v) => {
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
        pendingAfter: Math.max(...d.pendingAfter),
      };
    });
    // issue 33: the OpenTelemetry adapter's cost, paired per round against the SDK without it
    const otelVsSdk = pairedRatio(
      /** @type {(typeof data)[string]} */ (data["window-otel"]).roundMeans,
      /** @type {(typeof data)[string]} */ (data["window-sdk"]).roundMeans,
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
      variants,
      cpu,
    };
  } finally {
    await browser?.close();
    await pages?.close();
  }
}

/** @typedef {Awaited<ReturnType<typeof runRoundtrip>>} RoundtripResults */

/** @param {RoundtripResults} r */
function rows(r) {
  return r.variants.map((v) => [
    `${v.transport === "window" ? "window.postMessage" : "MessagePort"}: ${v.label}`,
    formatMs(v.mean),
    formatMs(v.p50),
    formatMs(v.p95),
    v.app === "raw" ? "baseline" : formatRatio(v.ratioPaired),
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
  "ratio mean",
  "ratio p50",
  "ratio p95",
  "requests",
];

/** @param {RoundtripResults} r */
export function roundtripText(r) {
  return [
    textTable(HEADER, rows(r)),
    `${r.rounds} interleaved rounds x ${r.perRound} sequential requests per variant (after ${r.warmup} warm-up requests each); ` +
      `app ${r.appOrigin} in host ${r.hostOrigin}; cross-origin isolated: ${r.crossOriginIsolated}; out-of-process iframe: ${r.outOfProcessIframe}.`,
    `OpenTelemetry adapter on vs off (window, paired): ${formatRatio(r.otelVsSdk)} (goal <= 1.10x).`,
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
      'disturbed by other load on the machine; "ratio mean/p50/p95" compare the pooled statistics. ' +
      "The raw baseline (`bench/lib/raw.mjs`) does the same correlation work (an id map, `event.origin` and " +
      '`event.source` checks on windows) and nothing else. "SDK, raw host" isolates the SDK\'s own cost (same responder as raw); ' +
      '"SDK, simulator host" is the SDK against `@hostbridge/host-simulator`, which also validates every request and ' +
      'response with zod and records the traffic. "SDK with the OpenTelemetry adapter" adds `onActivity: createTracingHook()` ' +
      `(a span per request into the SDK's in-memory exporter): ${formatRatio(r.otelVsSdk)} of the SDK without it (paired; goal <= 1.10x). ` +
      "Pending requests after every phase: " +
      `${r.variants.every((v) => v.pendingAfter === 0) ? "0 in every variant" : r.variants.map((v) => `${v.id} ${v.pendingAfter}`).join(", ")}.`,
    "",
    markdownTable(CPU_HEADER, cpuRows(r.cpu)),
    "",
    cpuNote(r.cpu, `the app frame (Chromium ${r.browserVersion})`),
  ].join("\n");
}

if (isMain(import.meta.url)) {
  const { jsonFile, quick } = parseArgs();
  const results = await runRoundtrip(
    quick ? { rounds: 4, perRound: 50, warmup: 30, cpuRequests: 10_000 } : {},
  );
  console.log(roundtripText(results));
  writeResults(jsonFile, { ...results, quick });
}
