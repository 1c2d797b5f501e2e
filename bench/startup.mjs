#!/usr/bin/env node
// @ts-check
// Start-up to the first answer, in headless Chromium: an app loaded in a fresh cross-site iframe
// (http://localhost:B inside a host page on http://127.0.0.1:A) asks its host for a picker, and the
// host, built as the platform's are with the REAL post-robot 10, answers it. The same app on HostBridge
// (`useUi()`, the automatic wire: post-robot's hello first) and on the platform's existing client
// (`@pitcher/js-api` 1.26.0), loaded in turn in the same page, interleaved (bench/pages/startup*.mjs).
// Measured from the frame's navigation start (the page, its script and the first answer) and from the
// app's own first line (the client's start-up and the exchange alone).
//
//   npm run bench:startup [-- --quick]
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { bundlePages, launchChromium, serveFiles } from "./lib/browser.mjs";
import {
  ROOT,
  formatMs,
  formatSpread,
  main,
  markdownTable,
  pairedSpread,
  summarize,
} from "./lib/measure.mjs";

/** The start-up goal (issue 55): HostBridge within this factor of the existing client, paired. */
export const STARTUP_GOAL = 1.1;

/** [id, label, page script]; the first is the baseline. */
const APPS = /** @type {const} */ ([
  ["pitcher", "`@pitcher/js-api` 1.26.0 `useUi()`", "startupPitcher"],
  ["sdk", "HostBridge `useUi()` (automatic wire)", "startupSdk"],
  ["sdk-platform", 'HostBridge `useUi({ wire: "platform" })` (no probe: the floor)', "startupSdk"],
]);

/** The real post-robot 10 build the host page loads (the host simulator's test oracle, its copy). */
const postRobotSource = () =>
  readFileSync(
    createRequire(join(ROOT, "packages/host-simulator/package.json")).resolve(
      "post-robot/dist/post-robot.js",
    ),
    "utf8",
  );

/** @param {{ quick: boolean }} options */
export async function runStartup({ quick }) {
  const scripts = await bundlePages(["startupHost", ...new Set(APPS.map((a) => a[2]))]);
  const [host, app] = [await serveFiles("127.0.0.1"), await serveFiles("localhost")];
  const html = (/** @type {string} */ attrs, /** @type {string} */ body) => ({
    type: "text/html",
    body: `<!doctype html><html ${attrs}><head><meta charset="utf-8"><title>bench</title></head><body>${body}</body></html>`,
  });
  const js = (/** @type {string | undefined} */ body) => ({
    type: "text/javascript",
    body: body ?? "",
  });
  app.setFiles(
    new Map(
      APPS.flatMap(([id, , script]) => [
        [
          `/${id}.html`,
          html(`data-host-origin="${host.url}"`, `<script src="/${script}.js"></script>`),
        ],
        [`/${script}.js`, js(scripts.get(`/${script}.js`))],
      ]),
    ),
  );
  host.setFiles(
    new Map([
      [
        "/",
        html(
          `data-app-origin="${app.url}"`,
          '<script src="/post-robot.js"></script><script src="/startupHost.js"></script>',
        ),
      ],
      ["/post-robot.js", js(postRobotSource())],
      ["/startupHost.js", js(scripts.get("/startupHost.js"))],
    ]),
  );
  const plan = { apps: APPS.map((a) => a[0]), rounds: quick ? 10 : 80, warmup: quick ? 2 : 5 };
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await page.goto(`${host.url}/`, { waitUntil: "load" });
    /** @type {Record<string, { load: number[], script: number[] }>} */
    const data = await page.evaluate((p) => /** @type {any} */ (globalThis).startupDrive(p), plan);
    const base = data.pitcher ?? { load: [], script: [] };
    return {
      ...plan,
      version: browser.version(),
      host: host.url,
      apps: APPS.map(([id, label]) => {
        const { load, script } = data[id] ?? { load: [], script: [] };
        return {
          id,
          label,
          load: summarize(load),
          script: summarize(script),
          loadSpread: pairedSpread(load, base.load),
          scriptSpread: pairedSpread(script, base.script),
        };
      }),
    };
  } finally {
    await browser.close();
    await Promise.all([host.close(), app.close()]);
  }
}

/** @typedef {Awaited<ReturnType<typeof runStartup>>} StartupResults */

/** @param {StartupResults} r */
export function startupMarkdown(r) {
  const rows = r.apps.map((a, i) => [
    a.label,
    formatMs(a.load.p50),
    formatMs(a.load.p95),
    i ? `${a.loadSpread.median.toFixed(3)}x (${formatSpread(a.loadSpread)})` : "baseline",
    formatMs(a.script.p50),
    i ? `${a.scriptSpread.median.toFixed(3)}x (${formatSpread(a.scriptSpread)})` : "baseline",
  ]);
  const header = [
    "app",
    "page load to first answer p50",
    "p95",
    "ratio (paired)",
    "first line to first answer p50",
    "ratio (paired)",
  ];
  return [
    markdownTable(header, rows),
    "",
    `${r.version}; ${r.rounds} interleaved rounds after ${r.warmup} untimed ones, each app loaded once per round in a ` +
      `fresh cross-site iframe of the host page (\`${r.host}\`), which answers \`ui_select_content\` with the real ` +
      "post-robot 10 (`bench/startup.mjs`, `bench/pages/startup*.mjs`, esbuild bundles of each app as its bundler " +
      'makes them). "Page load" counts from the frame\'s navigation start (the page and its script fetched and ' +
      "run, then the exchange, the goal's measure); \"first line\" from the app's first statement, which favours the " +
      "existing client: its module code (post-robot's set-up, which says hello to the parent) runs at import, before " +
      "that line, while HostBridge does nothing before its first call (no side effects at import). HostBridge's " +
      'automatic wire waits for the answer to its hello before it sends the request; `wire: "platform"` does not.',
  ].join("\n");
}

/**
 * The start-up goal (issue 55), judged on the paired ratio from the frame's navigation start.
 * @param {StartupResults | undefined} r
 * @returns {import("./lib/measure.mjs").Goal[]}
 */
export function startupGoals(r) {
  const a = r?.apps.find((x) => x.id === "sdk");
  const base = r?.apps.find((x) => x.id === "pitcher");
  const [low, high] = a?.loadSpread.ci95 ?? [Number.NaN, Number.NaN];
  return [
    {
      goal: `start-up to the first answer within ${STARTUP_GOAL.toFixed(1)}x of the existing client in the same post-robot 10 host`,
      measured:
        a && base
          ? `${a.loadSpread.median.toFixed(3)}x paired (95% interval ${low.toFixed(3)}-${high.toFixed(3)} over ${r?.rounds} rounds; ` +
            `p50 ${formatMs(a.load.p50)} vs ${formatMs(base.load.p50)}; from the app's first line ${a.scriptSpread.median.toFixed(3)}x)`
          : "not run",
      met: a ? a.loadSpread.median <= STARTUP_GOAL : undefined,
      note: "Section 12 gives both measures, and the floor without the probe.",
    },
  ];
}

/** @type {import("./lib/measure.mjs").Benchmark<StartupResults>} */
export const benchmark = { run: runStartup, markdown: startupMarkdown, goals: startupGoals };
await main(import.meta.url, benchmark);
