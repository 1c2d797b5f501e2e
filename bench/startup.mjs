#!/usr/bin/env node
// @ts-check
// Benchmark 5, CLI start-up: wall time of `hostbridge --version` (the built bin,
// packages/cli/dist/bin.js) versus `node -e 0`, interleaved runs, medians and the ratio.
//
//   npm run bench:startup [-- --json out.json] [-- --quick]
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import {
  ROOT,
  ensureBuilt,
  formatMs,
  formatRatio,
  main,
  markdownTable,
  median,
  pairedRatio,
  percentile,
  ratio,
} from "./lib/measure.mjs";

const BIN = join(ROOT, "packages", "cli", "dist", "bin.js");
// Diagnostic: only load the two libraries behind the commands (deploy-client for validate, pack,
// publish, install, deploy; local-platform for platform), without running anything. The CLI imports
// them inside those commands, so `--version` does not pay for them.
const LIBRARIES = ["deploy-client", "local-platform"].map(
  (p) => pathToFileURL(join(ROOT, "packages", p, "dist", "index.js")).href,
);
const IMPORT_ONLY = [
  "--input-type=module",
  "-e",
  LIBRARIES.map((u) => `await import(${JSON.stringify(u)});`).join(" "),
];

/**
 * Runs a command to completion and returns its wall time.
 * @param {readonly string[]} args - arguments to node
 */
function timed(args) {
  const start = process.hrtime.bigint();
  const result = spawnSync(process.execPath, args, { encoding: "utf8", timeout: 30_000 });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (result.status !== 0)
    throw new Error(`node ${args.join(" ")} exited ${result.status}: ${result.stderr}`);
  return { ms, stdout: result.stdout.trim() };
}

/**
 * @param {{ quick?: boolean }} [options]
 */
export async function runStartup({ quick = false } = {}) {
  const runs = quick ? 6 : 30;
  ensureBuilt(["@hostbridge/cli"]);
  const expected = /** @type {{ version: string }} */ (
    JSON.parse(readFileSync(join(ROOT, "packages", "cli", "package.json"), "utf8"))
  ).version;
  // warm-up (file cache)
  const first = timed([BIN, "--version"]);
  timed(["-e", "0"]);
  if (!first.stdout.includes(expected))
    throw new Error(
      `hostbridge --version printed "${first.stdout}", expected it to contain ${expected}`,
    );
  /** @type {number[]} */
  const cli = [];
  /** @type {number[]} */
  const node = [];
  /** @type {number[]} */
  const libs = [];
  timed(IMPORT_ONLY);
  for (let i = 0; i < runs; i++) {
    // alternate the order of each pair
    if (i % 2 === 0) {
      cli.push(timed([BIN, "--version"]).ms);
      node.push(timed(["-e", "0"]).ms);
    } else {
      node.push(timed(["-e", "0"]).ms);
      cli.push(timed([BIN, "--version"]).ms);
    }
    libs.push(timed(IMPORT_ONLY).ms);
  }
  return {
    runs,
    version: first.stdout,
    cli: { median: median(cli), p95: percentile(cli, 95), samples: cli },
    node: { median: median(node), p95: percentile(node, 95), samples: node },
    libraries: { median: median(libs), p95: percentile(libs, 95), samples: libs },
    ratio: ratio(median(cli), median(node)),
    pairedRatio: pairedRatio(cli, node),
  };
}

/** @typedef {Awaited<ReturnType<typeof runStartup>>} StartupResults */

const HEADER = ["command", "median", "p95", "vs node -e 0"];

/** @param {StartupResults} r */
function rows(r) {
  return [
    [
      "hostbridge --version (node packages/cli/dist/bin.js)",
      formatMs(r.cli.median),
      formatMs(r.cli.p95),
      `${formatRatio(r.ratio)} (paired ${formatRatio(r.pairedRatio)})`,
    ],
    ["node -e 0 (baseline)", formatMs(r.node.median), formatMs(r.node.p95), "baseline"],
    [
      "diagnostic: node importing deploy-client + local-platform (dist), which --version skips",
      formatMs(r.libraries.median),
      formatMs(r.libraries.p95),
      formatRatio(ratio(r.libraries.median, r.node.median)),
    ],
  ];
}

/** @param {StartupResults} r */
export function startupMarkdown(r) {
  return [
    markdownTable(HEADER, rows(r)),
    "",
    `${r.runs} runs of each, alternating, after one warm-up run; wall time from spawn to exit (\`spawnSync\`, hrtime) ` +
      `measured by the benchmark process. The CLI is the built bin started by the same \`node\` (no shell or npm shim in the way); ` +
      `it printed \`${r.version}\`. The CLI costs ${formatMs(r.cli.median - r.node.median)} more than an empty Node start (median). ` +
      '"paired" is the median of the per-pair ratios. The diagnostic row only imports the two libraries behind ' +
      "the commands (deploy-client, local-platform): " +
      `${formatMs(r.libraries.median - r.node.median)} above an empty Node start. The CLI imports each command's ` +
      "implementation and libraries inside that command, so `--version` and `--help` load only commander and the " +
      "CLI's own small modules; a command pays for its libraries when it runs.",
  ].join("\n");
}

/** @type {import("./lib/measure.mjs").Benchmark<StartupResults>} */
export const benchmark = { run: runStartup, markdown: startupMarkdown };
await main(import.meta.url, benchmark);
