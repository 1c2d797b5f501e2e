#!/usr/bin/env node
// @ts-check
// `npm run bench`: installs (frozen lockfile), builds, runs every benchmark of lib/suite.mjs (each in
// its own process, each printing its figures) and rewrites BENCHMARKS.md (lib/report.mjs) with the
// figures, the goals, the machine, the date and how to reproduce.
//
//   npm run bench                 everything (about 5 to 10 minutes on 2 cores)
//   npm run bench -- --quick      fewer rounds and a 60 MiB deploy (a smoke run; BENCHMARKS.md says so)
//   npm run bench -- --only size,startup   a subset; BENCHMARKS.md is left alone unless --write is given too
//   npm run bench -- --no-write   do not touch BENCHMARKS.md
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { format, resolveConfig } from "prettier";
import { runPnpm } from "../scripts/pnpm.mjs";
import { FLOOR_CONSUMERS, floorTable, measureFloor } from "./floor.mjs";
import { BENCH_DIR, ROOT, machineInfo } from "./lib/env.mjs";
import { renderReport } from "./lib/report.mjs";
import { formatMs } from "./lib/stats.mjs";
import { SUITE } from "./lib/suite.mjs";

/** The packages the benchmarks measure, built once before they run. */
const MEASURED_PACKAGES = [
  "sdk",
  "host-simulator",
  "deploy-client",
  "local-platform",
  "cli",
  "vue",
  "react",
];

const argv = process.argv.slice(2);
const quick = argv.includes("--quick");
const onlyAt = argv.indexOf("--only");
const only = onlyAt >= 0 ? new Set((argv[onlyAt + 1] ?? "").split(",").filter(Boolean)) : undefined;
for (const name of only ?? []) {
  if (!SUITE.some((b) => b.name === name)) {
    console.error(`unknown benchmark "${name}"; known: ${SUITE.map((b) => b.name).join(", ")}`);
    process.exit(2);
  }
}
const env = {
  ...process.env,
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1",
  TURBO_TELEMETRY_DISABLED: "1",
  DO_NOT_TRACK: "1",
  HOSTBRIDGE_BENCH_SKIP_BUILD: "1",
  ...(quick ? { HOSTBRIDGE_BENCH_QUICK: "1" } : {}),
};

/** @param {string} title @param {string[]} args */
function step(title, args) {
  console.log(`\n==> ${title}`);
  const status = runPnpm(args, { env });
  if (status !== 0) {
    console.error(`${title} failed (exit ${status}); nothing was measured.`);
    process.exit(status);
  }
}

/**
 * Runs each selected benchmark in its own process; collects its JSON results, or why it failed.
 * @param {import("./lib/report.mjs").Run} run
 */
function runSuite(run) {
  const work = mkdtempSync(join(tmpdir(), "hostbridge-bench-"));
  try {
    for (const b of SUITE) {
      if (only && !only.has(b.name)) continue;
      console.log(`\n==> ${b.title} (bench/${b.script})`);
      const file = join(work, `${b.name}.json`);
      const t = performance.now();
      const child = spawnSync(
        process.execPath,
        [join(BENCH_DIR, b.script), "--json", file, ...(quick ? ["--quick"] : [])],
        { cwd: ROOT, env, stdio: "inherit" },
      );
      run.durations[b.name] = performance.now() - t;
      if (child.status === 0) run.results[b.name] = JSON.parse(readFileSync(file, "utf8"));
      else
        run.failures[b.name] = `exited with ${child.status ?? child.signal}; see its output above`;
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

const startedAt = performance.now();
/** @type {import("./lib/report.mjs").Run} */
const run = {
  started: new Date(),
  quick,
  machine: machineInfo(),
  results: {},
  failures: {},
  durations: {},
  totalMs: 0,
  floorMarkdown: "",
};
if (!argv.includes("--no-install"))
  step("install (frozen lockfile)", ["install", "--frozen-lockfile", "--prefer-offline"]);
step("build the measured packages", [
  "exec",
  "turbo",
  "run",
  "build",
  ...MEASURED_PACKAGES.map((name) => `--filter=@hostbridge/${name}`),
  "--output-logs=errors-only",
]);
runSuite(run);
run.totalMs = performance.now() - startedAt;
// The floor of the budgeted bundles (bench/floor.mjs), shown under "Goals not met" when one of them is.
if (
  run.results.size?.rows.some(
    (/** @type {any} */ r) => FLOOR_CONSUMERS.includes(r.id) && r.gzip > r.budget,
  )
)
  run.floorMarkdown = floorTable(await measureFloor());
// formatted like every other Markdown file of the repository (prettier, the root config)
const report = await format(renderReport(run), {
  ...(await resolveConfig(join(ROOT, "BENCHMARKS.md"))),
  parser: "markdown",
});
if (!argv.includes("--no-write") && (!only || argv.includes("--write"))) {
  writeFileSync(join(ROOT, "BENCHMARKS.md"), report);
  console.log(`\nwrote BENCHMARKS.md (${formatMs(run.totalMs)} in all)`);
}
const failed = Object.keys(run.failures);
if (failed.length) {
  console.error(`failed: ${failed.join(", ")}`);
  process.exit(1);
}
