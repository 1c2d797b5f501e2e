#!/usr/bin/env node
// How light the built site is for a reader, measured (not a test: the figures go in BENCHMARKS.md,
// section 11). From apps/docs, after `npm run docs`:
//
//   node scripts/measurePages.mjs [--runs 3] [--engines chromium,firefox,webkit] [--build]
//
// - the main thread's longest task (PerformanceObserver "longtask", Chromium) while the heaviest
//   pages load (the largest HTML and the largest page scripts) and while the first search runs;
// - how long the first search waits in each engine: from opening the search box (the index loads
//   then) to the first query's results, and from typing to results, each run in a fresh browser;
// - with --build: `npm run docs`'s two steps from cold (no turbo cache), wall and CPU time, with
//   the load average, because this machine is shared.
import { spawnSync } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright";
import { CHROMIUM_ARGS, findChromium } from "../../../tooling/chromium.mjs";
import { findFirefox, findWebKit } from "../../../tooling/engines.mjs";
import { searchIn, searchInPage } from "./searchBox.mjs";
import { serveSite } from "./serveSite.mjs";

const DOCS = fileURLToPath(new URL("../", import.meta.url));
const DIST = join(DOCS, "dist");
const argv = process.argv.slice(2);
const option = (name, fallback) => {
  const at = argv.indexOf(`--${name}`);
  return at >= 0 ? argv[at + 1] : fallback;
};
const RUNS = Number(option("runs", "3"));
const ENGINES = option("engines", "chromium,firefox,webkit").split(",");
/** The query of the first search: an operation's wire name, what a reader comes with. */
const FIRST_QUERY = "ui_select_content";

const files = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
  );
const kb = (bytes) => `${Math.round(bytes / 1024)} KB`;
const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** The heaviest pages: the five with the largest HTML and the five with the largest page script. */
function heaviestPages() {
  const all = files(DIST);
  const scripts = all.filter(
    (file) => /\.md\.[\w-]+\.js$/.test(file) && !file.endsWith(".lean.js"),
  );
  const pages = all
    .filter((file) => file.endsWith(".html") && !file.startsWith(join(DIST, "live")))
    .map((file) => {
      const path = `/${relative(DIST, file)}`;
      // its script: assets/<path, "/" as "_">.md.<hash>.js (the .lean.js is what a link prefetches)
      const chunk = `${path.slice(1, -".html".length).replaceAll("/", "_")}.md.`;
      const script = scripts.find((name) => name.split("/").pop().startsWith(chunk));
      return { path, html: statSync(file).size, script: script ? statSync(script).size : 0 };
    });
  const top = (key) => [...pages].sort((a, b) => b[key] - a[key]).slice(0, 5);
  return [...new Set([...top("html"), ...top("script")])];
}

/** Collects the page's long tasks from its first script on (`window.__longTasks`). */
const OBSERVE_LONG_TASKS = () => {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
  }).observe({ type: "longtask", buffered: true });
};

/** The longest task while each heavy page loads and hydrates, and while its first search runs. */
async function longTasks(origin, pages) {
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  const rows = [];
  try {
    for (const page of pages) {
      const loads = [];
      for (let run = 0; run < RUNS; run++) {
        const context = await browser.newContext();
        const tab = await context.newPage();
        await tab.addInitScript(OBSERVE_LONG_TASKS);
        await tab.goto(`${origin}${page.path}`, { waitUntil: "load" });
        // hydrated, then a quiet second for the tasks that follow the load event
        await tab.waitForFunction(() => document.querySelector("#app")?.__vue_app__);
        await tab.waitForTimeout(1000);
        const tasks = await tab.evaluate(() => window.__longTasks);
        loads.push({
          longest: Math.max(0, ...tasks),
          count: tasks.length,
          nodes: await tab.evaluate(() => document.getElementsByTagName("*").length),
        });
        await context.close();
      }
      rows.push({
        ...page,
        longest: median(loads.map((l) => l.longest)),
        worst: Math.max(...loads.map((l) => l.longest)),
        nodes: loads[0].nodes,
      });
    }
    const searches = [];
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext();
      const tab = await context.newPage();
      await tab.addInitScript(OBSERVE_LONG_TASKS);
      await tab.goto(`${origin}/`, { waitUntil: "load" });
      await tab.waitForFunction(() => document.querySelector("#app")?.__vue_app__);
      await tab.waitForTimeout(1000);
      await tab.evaluate(() => (window.__longTasks.length = 0));
      await tab.evaluate(searchInPage, { queries: [FIRST_QUERY], timeoutMs: 60_000 });
      searches.push(Math.max(0, ...(await tab.evaluate(() => window.__longTasks))));
      await context.close();
    }
    return {
      rows,
      search: { longest: median(searches), worst: Math.max(...searches) },
      version: await browser.version(),
    };
  } finally {
    await browser.close();
  }
}

/** How long the first search waits in each engine, a fresh browser per run. */
async function firstSearch(origin) {
  const found = { chromium: findChromium(), firefox: findFirefox(), webkit: findWebKit() };
  const result = [];
  for (const engine of ENGINES) {
    if (!found[engine]) {
      result.push({ engine, skipped: true });
      continue;
    }
    const runs = [];
    for (let run = 0; run < RUNS; run++)
      runs.push(await searchIn(engine, `${origin}/`, [FIRST_QUERY]));
    result.push({
      engine,
      version: runs[0].version,
      openToFirst: runs.map((r) => r.openToFirstMs),
      typedToResults: runs.map((r) => r.results[0].waitMs),
      first: runs.every((r) =>
        r.results[0].pages[0]?.startsWith(`/reference/operations/${FIRST_QUERY}.html`),
      ),
    });
  }
  return result;
}

/** `npm run docs`'s steps from cold, under /usr/bin/time: wall, user and system seconds. */
function buildTimes() {
  const steps = [
    ["generate", ["scripts/generate.mjs"]],
    ["vitepress build", ["node_modules/vitepress/bin/vitepress.js", "build", "."]],
  ];
  return steps.map(([title, args]) => {
    const load = loadavg()[0];
    const run = spawnSync("/usr/bin/time", ["-f", "%e %U %S", process.execPath, ...args], {
      cwd: DOCS,
      encoding: "utf8",
      // the build's own output is long: only stderr is kept, for the time's last line
      stdio: ["ignore", "ignore", "pipe"],
      maxBuffer: 64 * 1024 * 1024,
    });
    if (run.status !== 0) throw new Error(`${title} failed:\n${run.stderr}`);
    const [wall, user, system] = run.stderr.trim().split("\n").pop().split(" ").map(Number);
    return { title, wall, cpu: user + system, load: [load, loadavg()[0]] };
  });
}

const build = argv.includes("--build") ? buildTimes() : undefined;
const server = await serveSite(DIST);
try {
  const pages = heaviestPages();
  const tasks = await longTasks(server.origin, pages);
  const search = await firstSearch(server.origin);
  const lines = [
    `Measured ${new Date().toISOString().slice(0, 16)} UTC, ${cpus().length} cores, load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")}; ${RUNS} runs each (median, worst).`,
    "",
    `Longest main-thread task (Chromium ${tasks.version}, PerformanceObserver longtask, from the first script to a second after hydration):`,
    "",
    "| page | HTML | page script | DOM elements | longest task | worst run |",
    "| --- | ---: | ---: | ---: | ---: | ---: |",
    ...tasks.rows.map(
      (r) =>
        `| \`${r.path}\` | ${kb(r.html)} | ${kb(r.script)} | ${r.nodes} | ${s(r.longest)} | ${s(r.worst)} |`,
    ),
    `| first search (\`${FIRST_QUERY}\` on \`/\`) | | | | ${s(tasks.search.longest)} | ${s(tasks.search.worst)} |`,
    "",
    "First search, a fresh browser each run (open the box, type, results shown):",
    "",
    "| engine | open to results | typed to results | own page first |",
    "| --- | ---: | ---: | --- |",
    ...search.map((r) =>
      r.skipped
        ? `| ${r.engine} | not found | | |`
        : `| ${r.version} | ${s(median(r.openToFirst))} (${r.openToFirst.map(s).join(", ")}) | ${s(median(r.typedToResults))} | ${r.first ? "yes" : "no"} |`,
    ),
  ];
  if (build)
    lines.push(
      "",
      "Build from cold (`scripts/generate.mjs`, then `vitepress build`):",
      "",
      "| step | wall | CPU (user + system) | load average before, after |",
      "| --- | ---: | ---: | --- |",
      ...build.map(
        (b) =>
          `| ${b.title} | ${b.wall.toFixed(0)} s | ${b.cpu.toFixed(0)} s | ${b.load.map((l) => l.toFixed(1)).join(", ")} |`,
      ),
    );
  console.log(lines.join("\n"));
} finally {
  await server.close();
}
