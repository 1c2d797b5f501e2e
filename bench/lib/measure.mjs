// @ts-check
// The one helper every benchmark shares: paths and builds, sampling a child process, statistics for
// noisy machines (medians, percentiles, paired ratios with their 95% interval), the Markdown table of
// a result, the shape of a goal row, and `main()`, which runs a benchmark script on its own
// (`--json <file>`, `--quick`) and prints its section and goal rows.
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { cpus, loadavg, release, totalmem, type } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { findChromium } from "../../tooling/chromium.mjs";
import { runPnpm } from "../../scripts/pnpm.mjs";

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
export const BENCH_DIR = join(ROOT, "bench");

/**
 * Builds the workspace packages a benchmark measures (turbo, cached when unchanged), unless
 * `HOSTBRIDGE_BENCH_SKIP_BUILD=1` (set by bench/run.mjs once it has built them).
 * @param {readonly string[]} packages - e.g. `["@hostbridge/cli"]`
 */
export function ensureBuilt(packages) {
  if (process.env.HOSTBRIDGE_BENCH_SKIP_BUILD === "1") return;
  const status = runPnpm(
    [
      "exec",
      "turbo",
      "run",
      "build",
      ...packages.map((p) => `--filter=${p}`),
      "--output-logs=errors-only",
    ],
    { env: { ...process.env, TURBO_TELEMETRY_DISABLED: "1" }, stdio: ["ignore", 2, 2] },
  );
  if (status !== 0) throw new Error(`building ${packages.join(", ")} failed (exit ${status})`);
}

/** The machine a run measured. @returns {Record<string, string>} */
export function machineInfo() {
  const chromium = findChromium();
  const git = (/** @type {string[]} */ args) => {
    try {
      return execFileSync("git", args, { cwd: ROOT, encoding: "utf8" }).trim();
    } catch {
      return "unknown";
    }
  };
  return {
    CPU: cpus()[0]?.model.trim() ?? "unknown",
    cores: String(cpus().length),
    memory: `${(totalmem() / 1024 ** 3).toFixed(1)} GiB`,
    Node: process.version,
    // Debian's wrapper prints a harmless warning on stderr; the version is on stdout
    Chromium: chromium
      ? spawnSync(chromium, ["--version"], { encoding: "utf8", timeout: 20_000 }).stdout.trim()
      : "not found",
    OS: `${type()} ${release()}`,
    "load average at start (1/5/15 min)": loadavg()
      .map((l) => l.toFixed(2))
      .join(" / "),
    commit: `${git(["rev-parse", "--short", "HEAD"])}${git(["status", "--porcelain"]) ? " (with uncommitted changes)" : ""}`,
  };
}

/**
 * Runs a process to completion, sampling its peak RSS (VmHWM) from /proc every 20 ms.
 * @param {string} command
 * @param {readonly string[]} args
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv }} [options]
 * @returns {Promise<{ wallMs: number, peakRss: number, stdout: string, stderr: string, code: number | null }>}
 */
export function runSampled(command, args, options = {}) {
  return new Promise((done, fail) => {
    const start = performance.now();
    const child = spawn(command, args, { ...options, stdio: ["ignore", "pipe", "pipe"] });
    let [stdout, stderr, peak] = ["", "", 0];
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => (stderr += d));
    const timer = setInterval(() => {
      try {
        const kb = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${child.pid}/status`, "utf8"));
        if (kb) peak = Math.max(peak, Number(kb[1]) * 1024);
      } catch {
        // the process is gone
      }
    }, 20);
    child.on("error", (error) => (clearInterval(timer), fail(error)));
    child.on("exit", (code) => {
      clearInterval(timer);
      done({ wallMs: performance.now() - start, peakRss: peak, stdout, stderr, code });
    });
  });
}

/**
 * Runs `command` under /usr/bin/time: wall and CPU (user + system) milliseconds, peak RSS in bytes.
 * @param {string} command
 * @param {string[]} args
 * @param {string} cwd
 */
export async function runTimed(command, args, cwd) {
  const run = await runSampled("/usr/bin/time", ["-f", "TIME %e %U %S %M", command, ...args], {
    cwd,
  });
  const m = /^TIME (\S+) (\S+) (\S+) (\d+)$/m.exec(run.stderr);
  if (run.code !== 0 || !m)
    throw new Error(`${command} failed (${run.code}): ${run.stderr.slice(-500)}`);
  const [wall, user, system, kb] = m.slice(1).map(Number);
  return {
    wallMs: (wall ?? 0) * 1000,
    cpuMs: ((user ?? 0) + (system ?? 0)) * 1000,
    peakRss: (kb ?? 0) * 1024,
  };
}

/** @param {readonly number[]} values */
const sorted = (values) => values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);

/**
 * The `p`-th percentile (0..100), interpolated between closest ranks (NumPy's default); NaN when empty.
 * @param {readonly number[]} values
 * @param {number} p
 */
export function percentile(values, p) {
  if (!(p >= 0 && p <= 100)) throw new RangeError(`percentile must be within 0..100, got ${p}`);
  const s = sorted(values);
  if (s.length === 0) return Number.NaN;
  const rank = (p / 100) * (s.length - 1);
  const [a, b] = [s[Math.floor(rank)] ?? 0, s[Math.ceil(rank)] ?? 0];
  return a + (b - a) * (rank - Math.floor(rank));
}

/** @param {readonly number[]} values */
export const median = (values) => percentile(values, 50);

/** @param {readonly number[]} values */
export function mean(values) {
  const s = sorted(values);
  return s.length === 0 ? Number.NaN : s.reduce((sum, v) => sum + v, 0) / s.length;
}

/** @param {readonly number[]} values */
export function summarize(values) {
  const s = sorted(values);
  return {
    n: s.length,
    mean: mean(s),
    p50: percentile(s, 50),
    p95: percentile(s, 95),
    min: s[0] ?? Number.NaN,
    max: s.at(-1) ?? Number.NaN,
  };
}

/** `value / baseline`, NaN when the baseline is not a positive number. @param {number} value @param {number} baseline */
export const ratio = (value, baseline) =>
  baseline > 0 && Number.isFinite(baseline) ? value / baseline : Number.NaN;

/**
 * The median over rounds of `subject[i] / baseline[i]`: with interleaved rounds this cancels the slow
 * drifts of a shared machine.
 * @param {readonly number[]} subject
 * @param {readonly number[]} baseline
 */
export function pairedRatio(subject, baseline) {
  if (subject.length !== baseline.length)
    throw new RangeError(
      `paired ratio needs as many subject as baseline rounds (${subject.length} vs ${baseline.length})`,
    );
  return median(subject.map((v, i) => ratio(v, baseline[i] ?? Number.NaN)));
}

/**
 * A paired ratio with its quartiles and a distribution-free 95% interval of the median (order
 * statistics at ranks n/2 -/+ 0.98 sqrt(n), Conover): two runs differ only when their intervals do
 * not overlap (bench/README.md, "how far to trust the ratio").
 * @param {readonly number[]} subject
 * @param {readonly number[]} baseline
 */
export function pairedSpread(subject, baseline) {
  pairedRatio(subject, baseline); // the same length check
  const ratios = sorted(subject.map((v, i) => ratio(v, baseline[i] ?? Number.NaN)));
  const n = ratios.length;
  const half = 0.98 * Math.sqrt(n);
  const at = (/** @type {number} */ rank) =>
    ratios[Math.min(n - 1, Math.max(0, rank))] ?? Number.NaN;
  return {
    rounds: n,
    median: median(ratios),
    p25: percentile(ratios, 25),
    p75: percentile(ratios, 75),
    min: at(0),
    max: at(n - 1),
    /** @type {[number, number]} 1-based ranks floor(n/2 - half) and ceil(n/2 + 1 + half) */
    ci95: [at(Math.floor(n / 2 - half) - 1), at(Math.ceil(n / 2 + 1 + half) - 1)],
  };
}

/** @param {ReturnType<typeof pairedSpread>} s its 95% interval, then its quartiles */
export const formatSpread = (s) =>
  `${s.ci95[0].toFixed(3)}-${s.ci95[1].toFixed(3)}; ${s.p25.toFixed(3)}-${s.p75.toFixed(3)}`;

/** Milliseconds with a unit that keeps 3 significant digits. @param {number} ms */
export function formatMs(ms) {
  if (!Number.isFinite(ms)) return "n/a";
  if (ms < 1) return `${(ms * 1000).toFixed(ms < 0.01 ? 2 : ms < 0.1 ? 1 : 0)} µs`;
  if (ms < 1000) return `${ms.toFixed(ms < 10 ? 2 : ms < 100 ? 1 : 0)} ms`;
  return `${(ms / 1000).toFixed(2)} s`;
}

/** Bytes as B, KB or MB (1 KB = 1024 B). @param {number} bytes */
export function formatBytes(bytes) {
  if (!Number.isFinite(bytes)) return "n/a";
  const [sign, b] = [bytes < 0 ? "-" : "", Math.abs(bytes)];
  if (b < 1024) return `${sign}${b} B`;
  if (b < 1024 * 1024) return `${sign}${(b / 1024).toFixed(2)} KB`;
  return `${sign}${(b / 1024 / 1024).toFixed(1)} MB`;
}

/** @param {number} r */
export const formatRatio = (r) => (Number.isFinite(r) ? `${r.toFixed(2)}x` : "n/a");

/**
 * A Markdown table; columns of figures are aligned right.
 * @param {readonly string[]} header
 * @param {readonly (readonly string[])[]} rows
 * @param {boolean} [words] - align every column left
 */
export function markdownTable(header, rows, words = false) {
  const figures = header.map(
    (_, i) => !words && rows.every((r) => /^(|-|[-\d.(*].*|baseline|n\/a)$/.test(r[i] ?? "")),
  );
  const line = (/** @type {readonly string[]} */ cells) =>
    `| ${cells.map((c) => c.replaceAll("|", "\\|")).join(" | ")} |`;
  return [line(header), line(figures.map((f) => (f ? "---:" : "---"))), ...rows.map(line)].join(
    "\n",
  );
}

/**
 * One row of BENCHMARKS.md's goal table.
 * @typedef {object} Goal
 * @property {string} goal - what docs/architecture.md (or the issue) asks for
 * @property {string} measured - what this run measured
 * @property {boolean | undefined} met - undefined when not run or not judged
 * @property {string} [status] - instead of met/NOT MET (e.g. "not judged: quick run")
 * @property {string} [note] - what limits a goal not met
 */

/** @param {Goal} g */
export const goalStatus = (g) =>
  g.status ?? (g.met === undefined ? "not run" : g.met ? "met" : "**NOT MET**");

/** @param {readonly Goal[]} goals */
export const goalTable = (goals) =>
  markdownTable(
    ["goal", "measured", "status"],
    goals.map((g) => [g.goal, g.measured, goalStatus(g)]),
    true,
  );

/**
 * @template R
 * @typedef {object} Benchmark
 * @property {(options: { quick: boolean, argv: string[] }) => Promise<R>} run
 * @property {(results: R) => string} markdown - its section of BENCHMARKS.md
 * @property {(results: R | undefined) => Goal[]} [goals] - its goal rows (`undefined`: not run)
 */

/**
 * Runs the benchmark when its module is the script node started: prints its section and goal rows,
 * writes its results with `--json <file>`; `--quick` (or HOSTBRIDGE_BENCH_QUICK=1) runs fewer rounds.
 * @template R
 * @param {string} url - the module's `import.meta.url`
 * @param {Benchmark<R>} benchmark
 */
export async function main(url, benchmark) {
  if (!process.argv[1] || fileURLToPath(url) !== resolve(process.argv[1])) return;
  const argv = process.argv.slice(2);
  const quick = argv.includes("--quick") || process.env.HOSTBRIDGE_BENCH_QUICK === "1";
  const results = await benchmark.run({ quick, argv });
  console.log(benchmark.markdown(results));
  if (benchmark.goals) console.log(`\n${goalTable(benchmark.goals(results))}`);
  const json = argv.indexOf("--json");
  const file = json >= 0 ? argv[json + 1] : undefined;
  if (file) writeFileSync(file, `${JSON.stringify({ ...results, quick }, null, 2)}\n`);
}
