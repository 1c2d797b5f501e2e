#!/usr/bin/env node
// @ts-check
// Benchmark 9, flakiness under load: the templates' own e2e test (`e2e/app.e2e.ts`, the file every
// template ships) and a record-then-replay of the app's start-up, run again and again in Debian
// Chromium with busy processes on every core beside them. Goal: no failure (a flaky test is a race).
//
//   npm run bench:flake [-- --runs 30] [-- --apps starter-app,vue-app] [-- --load 2] [-- --json out.json] [-- --quick]
//
// Each run is one `playwright test` (the app's own e2e test and the recording) and one more (the
// replay of what was recorded), in the app's folder as `npm run test:e2e` runs it, against the
// app's build. The specs live in a temporary folder inside apps/starter-app (whose node_modules
// has @hostbridge/playwright and @playwright/test); the app under test is the working directory.
import { spawn } from "node:child_process";
import { copyFileSync, existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { findChromium } from "../tooling/chromium.mjs";
import { ROOT, ensureBuilt, formatMs, main, markdownTable, median } from "./lib/measure.mjs";

const STARTER = join(ROOT, "apps", "starter-app");
const TEMPLATE_APPS = ["starter-app", "example-app", "vue-app", "react-app"];

const RECORD = `import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@hostbridge/playwright";
import { formatScenario } from "@hostbridge/playwright/scenario";

test("records the start-up and a push", async ({ host }) => {
  await host.expectSent(["get_env", "ui_app_loaded"]);
  await host.push("ui_app_set_data");
  await expect(host.app.locator('[data-view="pushed"]')).toContainText("Canvas");
  writeFileSync(join(import.meta.dirname, "startup.scenario.json"), formatScenario(await host.scenario()));
});
`;

const REPLAY = `import { join } from "node:path";
import { test } from "@hostbridge/playwright";

test("replays the recorded start-up", async ({ host }) => {
  await host.replay(join(import.meta.dirname, "startup.scenario.json"));
});
`;

/** @param {string} testDir */
const CONFIG = (testDir) => `import { defineConfig } from "@playwright/test";

export default defineConfig({
  testDir: ${JSON.stringify(testDir)},
  testMatch: process.env.HOSTBRIDGE_FLAKE_SPECS.split(","),
  timeout: 30_000,
  workers: 1,
  reporter: "line",
  use: {
    browserName: "chromium",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH,
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
    },
  },
});
`;

/**
 * Runs `playwright test` for `specs` in `appDir`; resolves with its exit code, time and the tail of
 * its output.
 * @param {string} appDir
 * @param {string} config
 * @param {string[]} specs
 * @param {string} chromium
 */
function playwright(appDir, config, specs, chromium) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [join(STARTER, "node_modules", "@playwright", "test", "cli.js"), "test", "--config", config],
      {
        cwd: appDir,
        env: {
          ...process.env,
          CI: "1",
          CHROMIUM_PATH: chromium,
          PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1",
          HOSTBRIDGE_FLAKE_SPECS: specs.join(","),
        },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("close", (code) =>
      resolve({ code: code ?? 1, ms: performance.now() - started, tail: output.slice(-1500) }),
    );
  });
}

/**
 * Busy processes, one per core by default: the load a shared CI machine has.
 * @param {number} count
 */
function startLoad(count) {
  return Array.from({ length: count }, () =>
    spawn(process.execPath, ["-e", "for (;;) {}"], { stdio: "ignore" }),
  );
}

/** @param {{ runs?: number, apps?: string[], load?: number, quick?: boolean }} options */
export async function runFlake(options = {}) {
  const chromium = findChromium();
  if (!chromium) throw new Error("no Chromium found (Debian's chromium, or CHROMIUM_PATH)");
  const runs = options.runs ?? (options.quick ? 3 : 30);
  const apps = options.apps ?? TEMPLATE_APPS;
  const load = options.load ?? availableParallelism();
  ensureBuilt(["@hostbridge/playwright", ...apps.map((a) => `@hostbridge/${a}`)]);
  for (const app of apps)
    if (!existsSync(join(ROOT, "apps", app, "dist", "index.html")))
      throw new Error(`apps/${app} is not built: run \`npm run build\``);
  const dir = mkdtempSync(join(STARTER, ".bench-flake-"));
  const config = join(dir, "playwright.config.mjs");
  writeFileSync(config, CONFIG(dir));
  copyFileSync(join(STARTER, "e2e", "app.e2e.ts"), join(dir, "app.e2e.ts"));
  writeFileSync(join(dir, "record.e2e.ts"), RECORD);
  writeFileSync(join(dir, "replay.e2e.ts"), REPLAY);
  const busy = startLoad(load);
  const cleanUp = () => {
    for (const child of busy) child.kill();
    rmSync(dir, { recursive: true, force: true });
  };
  // (stopped half-way, by Ctrl-C or a time limit: no busy process or spec folder is left behind)
  const stop = () => {
    cleanUp();
    process.exit(130);
  };
  process.once("SIGINT", stop).once("SIGTERM", stop);
  /** @type {{ app: string, run: number, step: string, code: number, ms: number, tail: string }[]} */
  const outcomes = [];
  try {
    for (let run = 1; run <= runs; run++) {
      for (const app of apps) {
        const appDir = join(ROOT, "apps", app);
        rmSync(join(dir, "startup.scenario.json"), { force: true });
        const tests = await playwright(appDir, config, ["app.e2e.ts", "record.e2e.ts"], chromium);
        outcomes.push({ app, run, step: "e2e + record", ...tests });
        const replay = await playwright(appDir, config, ["replay.e2e.ts"], chromium);
        outcomes.push({ app, run, step: "replay", ...replay });
        const failed = [tests, replay].filter((o) => o.code !== 0).length;
        console.log(`run ${run}/${runs} ${app}: ${failed ? `${failed} failed` : "passed"}`);
        for (const o of [tests, replay]) if (o.code !== 0) console.log(o.tail);
      }
    }
  } finally {
    process.off("SIGINT", stop).off("SIGTERM", stop);
    cleanUp();
  }
  const perApp = apps.map((app) => {
    const mine = outcomes.filter((o) => o.app === app);
    const e2e = mine.filter((o) => o.step === "e2e + record");
    const replay = mine.filter((o) => o.step === "replay");
    return {
      app,
      runs,
      e2eFailures: e2e.filter((o) => o.code !== 0).length,
      replayFailures: replay.filter((o) => o.code !== 0).length,
      e2eMedianMs: median(e2e.map((o) => o.ms)),
      replayMedianMs: median(replay.map((o) => o.ms)),
    };
  });
  return {
    runs,
    load,
    cores: availableParallelism(),
    apps: perApp,
    failures: outcomes
      .filter((o) => o.code !== 0)
      .map(({ app, run, step, tail }) => ({ app, run, step, tail })),
  };
}

/** @typedef {Awaited<ReturnType<typeof runFlake>>} FlakeResults */

const HEADER = [
  "template app",
  "runs",
  "e2e + record failed",
  "replay failed",
  "e2e + record median",
  "replay median",
];

/** @param {FlakeResults} r */
const rows = (r) =>
  r.apps.map((a) => [
    `apps/${a.app}`,
    String(a.runs),
    String(a.e2eFailures),
    String(a.replayFailures),
    formatMs(a.e2eMedianMs),
    formatMs(a.replayMedianMs),
  ]);

/** @param {FlakeResults} r */
export function flakeMarkdown(r) {
  return [
    markdownTable(HEADER, rows(r)),
    "",
    `Each run is the template's own e2e test (\`e2e/app.e2e.ts\`, four tests) with a recording of the ` +
      `start-up and a push, then a second \`playwright test\` that replays the recording (\`host.replay\`), ` +
      `in the app's folder against its build, in Debian Chromium, with ${r.load} busy processes (one ` +
      `\`for (;;) {}\` each) on the machine's ${r.cores} cores for the whole benchmark. No test retries. ` +
      (r.failures.length === 0
        ? "Every run passed."
        : `Failures: ${r.failures.map((f) => `apps/${f.app} run ${f.run} (${f.step})`).join("; ")}.`),
  ].join("\n");
}

/**
 * @param {any} flake the flake benchmark's results, undefined when it did not run
 * @returns {import("./lib/measure.mjs").Goal[]}
 */
export function flakeGoals(flake) {
  const apps = flake?.apps ?? [];
  return [
    {
      goal: "no flaky test: the templates' e2e tests and a record-then-replay pass 30 runs of 30 with the machine loaded",
      measured: flake
        ? apps
            .map(
              (/** @type {any} */ a) =>
                `${a.app}: ${a.runs - a.e2eFailures}/${a.runs} e2e, ${a.runs - a.replayFailures}/${a.runs} replay`,
            )
            .join("; ") + ` (${flake.load} busy processes on ${flake.cores} cores)`
        : "not run",
      met: flake
        ? apps.every(
            (/** @type {any} */ a) => a.runs >= 30 && a.e2eFailures === 0 && a.replayFailures === 0,
          )
        : undefined,
      note: "Section 9 names each failed run, if any.",
    },
  ];
}

/** @type {import("./lib/measure.mjs").Benchmark<Awaited<ReturnType<typeof runFlake>>>} */
export const benchmark = {
  run: ({ quick, argv }) => {
    const value = (/** @type {string} */ flag) =>
      argv.includes(flag) ? argv[argv.indexOf(flag) + 1] : undefined;
    return runFlake({
      quick,
      runs: value("--runs") ? Number(value("--runs")) : undefined,
      apps: value("--apps")?.split(","),
      load: value("--load") ? Number(value("--load")) : undefined,
    });
  },
  markdown: flakeMarkdown,
  goals: flakeGoals,
};
await main(import.meta.url, benchmark);
