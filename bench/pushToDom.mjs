#!/usr/bin/env node
// @ts-check
// Benchmark 6, push to DOM in headless Chromium: a Vue app (@hostbridge/vue,
// `useHostMessage("ui_app_set_data")`) and a React app (@hostbridge/react, `useHostMessage`), each in a
// cross-site iframe (http://localhost:B inside a host page on http://127.0.0.1:A) answered by the
// host simulator, which pushes `ui_app_set_data` one message at a time. In the app frame, per push:
// the time from the message's arrival (a `message` listener registered before the SDK's) to the DOM
// mutation that shows it (a MutationObserver on the rendered node), and whether that mutation came
// before the first animation frame callback after the arrival (so the next painted frame shows it).
// The two apps run in interleaved rounds.
//
//   npm run bench:push [-- --json out.json] [-- --quick]
import { launchChromium, serveSites } from "./lib/browser.mjs";
import { formatMs, main, markdownTable, summarize } from "./lib/measure.mjs";

/** The apps measured, in the order of the tables. */
export const APPS = /** @type {const} */ ([
  { id: "vue", label: "Vue 3 + @hostbridge/vue (`useHostMessage`)", page: "pushVue" },
  { id: "react", label: "React 19 + @hostbridge/react (`useHostMessage`)", page: "pushReact" },
]);

/** Production builds of Vue and React, as an app's bundler makes them. */
const DEFINE = {
  "process.env.NODE_ENV": '"production"',
  __VUE_OPTIONS_API__: "false",
  __VUE_PROD_DEVTOOLS__: "false",
  __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: "false",
};

/**
 * Opens the host page; returns the page and the app frames once their probes are ready.
 * @param {import("playwright").Browser} browser
 * @param {{ host: string, app: string }} sites
 */
async function openPages(browser, sites) {
  const page = await browser.newPage();
  /** @type {string[]} */
  const pageErrors = [];
  page.on("pageerror", (error) => pageErrors.push(error.message));
  await page.goto(`${sites.host}/`, { waitUntil: "load", timeout: 30_000 });
  const appFrames = new Map();
  for (const a of APPS) {
    const frame = page.frames().find((f) => f.url() === `${sites.app}/${a.id}.html`);
    if (!frame) throw new Error(`the ${a.id} app frame did not load`);
    await frame.waitForFunction(() => /** @type {any} */ (globalThis).probe?.ready, undefined, {
      timeout: 10_000,
    });
    appFrames.set(a.id, frame);
  }
  await page.waitForFunction(() => "bench" in globalThis, undefined, { timeout: 10_000 });
  return { page, appFrames, pageErrors };
}

/**
 * @param {{ rounds?: number, perRound?: number, warmup?: number }} [options]
 */
export async function runPushToDom(options = {}) {
  const { rounds = 10, perRound = 50, warmup = 30 } = options;
  const sites = await serveSites(
    "pushHost",
    [...APPS.map((a) => ({ id: a.id, script: a.page }))],
    DEFINE,
  );
  /** @type {import("playwright").Browser | undefined} */
  let browser;
  try {
    browser = await launchChromium();
    const { page, appFrames, pageErrors } = await openPages(browser, sites);
    let seq = 0;
    /** @param {string} app @param {number} n */
    const phase = async (app, n) => {
      await page.evaluate(
        ([a, from, count]) => /** @type {any} */ (globalThis).bench.run(a, from, count),
        /** @type {const} */ ([app, seq, n]),
      );
      seq += n;
      /** @type {import("./pages/pushProbe.mjs").PushSample[]} */
      const samples = await appFrames
        .get(app)
        .evaluate(() => /** @type {any} */ (globalThis).probe.take());
      return samples;
    };
    for (const a of APPS) await phase(a.id, warmup);
    /** @type {Record<string, import("./pages/pushProbe.mjs").PushSample[]>} */
    const data = Object.fromEntries(APPS.map((a) => [a.id, []]));
    for (let r = 0; r < rounds; r++) {
      const order = r % 2 === 0 ? APPS : [...APPS].reverse();
      for (const a of order) data[a.id]?.push(...(await phase(a.id, perRound)));
    }
    const isolated = await page.evaluate(() => globalThis.crossOriginIsolated);
    if (pageErrors.length)
      throw new Error(`the benchmark pages reported errors: ${pageErrors.join("; ")}`);
    const apps = APPS.map((a) => {
      const samples = data[a.id] ?? [];
      const framed = samples.filter((s) => Number.isFinite(s.frame));
      return {
        ...a,
        toDom: summarize(samples.map((s) => s.dom - s.arrival)),
        toFrame: summarize(framed.map((s) => s.frame - s.arrival)),
        withinFrame: samples.filter((s) => s.beforeFrame).length,
        pushes: samples.length,
      };
    });
    return {
      rounds,
      perRound,
      warmup,
      hostOrigin: sites.host,
      appOrigin: sites.app,
      crossOriginIsolated: isolated,
      browserVersion: browser.version(),
      apps,
    };
  } finally {
    await browser?.close();
    await sites.close();
  }
}

/** @typedef {Awaited<ReturnType<typeof runPushToDom>>} PushToDomResults */

const HEADER = [
  "app",
  "arrival to DOM p50",
  "p95",
  "max",
  "rendered before the next frame",
  "arrival to next frame p50",
  "pushes",
];

/** @param {PushToDomResults} r */
function rows(r) {
  return r.apps.map((a) => [
    a.label,
    formatMs(a.toDom.p50),
    formatMs(a.toDom.p95),
    formatMs(a.toDom.max),
    `${((100 * a.withinFrame) / a.pushes).toFixed(1)}% (${a.withinFrame}/${a.pushes})`,
    formatMs(a.toFrame.p50),
    String(a.pushes),
  ]);
}

/** @param {PushToDomResults} r */
export function pushToDomMarkdown(r) {
  return [
    markdownTable(HEADER, rows(r)),
    "",
    `Headless Chromium ${r.browserVersion}. The host page (\`${r.hostOrigin}\`) embeds two cross-site app iframes ` +
      `(\`${r.appOrigin}\`), a Vue app (\`bench/pages/pushVue.mjs\`, runtime-only Vue, a render function) and a React app ` +
      "(`bench/pages/pushReact.mjs`, `createElement`, a `createRoot` root), each bundled by esbuild in production mode " +
      "with HostBridge from its sources and answered by its own `@hostbridge/host-simulator`. The host pushes " +
      "`ui_app_set_data` one message at a time (the next after the app rendered the previous, the next frame and a " +
      "varying 0 to 16 ms, so pushes arrive at every point of a frame). In the app frame a `message` listener registered " +
      "before the SDK's stamps the arrival (`performance.now()`), a MutationObserver on the rendered node stamps the DOM " +
      "update, and a `requestAnimationFrame` callback requested at the arrival stamps the next frame: a push is " +
      '"rendered before the next frame" when its DOM update came before that callback, so the next painted frame ' +
      `shows it. ${r.rounds} rounds of ${r.perRound} pushes per app, the apps interleaved, after ${r.warmup} warm-up pushes.`,
  ].join("\n");
}

/**
 * @param {any} push the push benchmark's results, undefined when it did not run
 * @returns {import("./lib/measure.mjs").Goal[]}
 */
export function pushGoals(push) {
  const apps = push?.apps ?? [];
  return [
    {
      goal: "a push reaches the DOM within one animation frame (Vue and React bindings, every push)",
      measured: push
        ? apps
            .map(
              (/** @type {any} */ a) =>
                `${a.id}: ${a.withinFrame}/${a.pushes} before the next frame, p95 ${formatMs(a.toDom.p95)}`,
            )
            .join("; ")
        : "not run",
      met: push
        ? apps.every((/** @type {any} */ a) => a.pushes > 0 && a.withinFrame === a.pushes)
        : undefined,
      note: "Section 6 gives each app's arrival-to-DOM times and the pushes rendered after the next frame.",
    },
  ];
}

/** @type {import("./lib/measure.mjs").Benchmark<any>} */
export const benchmark = {
  run: ({ quick }) => runPushToDom(quick ? { rounds: 3, perRound: 20, warmup: 10 } : {}),
  markdown: pushToDomMarkdown,
  goals: pushGoals,
};
await main(import.meta.url, benchmark);
