// @ts-check
// What every benchmark script shares: repository paths, the machine description, making sure the
// built packages exist, and writing a script's results for `bench/run.mjs`.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import { cpus, loadavg, release, totalmem, type } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { findChromium } from "../../tooling/chromium.mjs";
import { runPnpm } from "../../scripts/pnpm.mjs";

/** The repository root. */
export const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
/** The bench package directory (resolves the workspace packages and the baselines). */
export const BENCH_DIR = join(ROOT, "bench");

/**
 * Whether the module with this `import.meta.url` is the script node was started with.
 * @param {string} url
 */
export function isMain(url) {
  return !!process.argv[1] && fileURLToPath(url) === resolve(process.argv[1]);
}

/**
 * The machine a run measured: CPU, cores, memory, Node, Chromium, OS, load, commit.
 * @returns {Record<string, string>}
 */
export function machineInfo() {
  const cpuList = cpus();
  const chromium = findChromium();
  let chromiumVersion = "not found";
  if (chromium) {
    // Debian's wrapper script prints a harmless shell warning on stderr; the version is on stdout.
    const probe = spawnSync(chromium, ["--version"], { encoding: "utf8", timeout: 20_000 });
    chromiumVersion = probe.stdout.trim() || `unknown (${chromium})`;
  }
  let commit = "unknown";
  try {
    const head = execFileSync("git", ["rev-parse", "--short", "HEAD"], {
      cwd: ROOT,
      encoding: "utf8",
    }).trim();
    const dirty =
      execFileSync("git", ["status", "--porcelain"], { cwd: ROOT, encoding: "utf8" }).trim() !== "";
    commit = `${head}${dirty ? " (with uncommitted changes)" : ""}`;
  } catch {
    // not a git checkout
  }
  return {
    cpu: cpuList[0]?.model.trim() ?? "unknown",
    cores: String(cpuList.length),
    memory: `${(totalmem() / 1024 ** 3).toFixed(1)} GiB`,
    node: process.version,
    chromium: chromiumVersion,
    os: `${type()} ${release()}`,
    load: loadavg()
      .map((l) => l.toFixed(2))
      .join(" / "),
    commit,
  };
}

/**
 * Builds the given workspace packages (and what they depend on) with turbo, unless
 * `HOSTBRIDGE_BENCH_SKIP_BUILD=1` (set by `bench/run.mjs` once it has built everything).
 * Turbo's cache makes this quick when nothing changed.
 * @param {readonly string[]} packages - package names, e.g. `["@hostbridge/cli"]`
 */
export function ensureBuilt(packages) {
  if (process.env.HOSTBRIDGE_BENCH_SKIP_BUILD === "1") return;
  const filters = packages.map((p) => `--filter=${p}`);
  console.error(`building ${packages.join(", ")} (turbo, cached when unchanged) ...`);
  const status = runPnpm(
    ["exec", "turbo", "run", "build", ...filters, "--output-logs=errors-only"],
    {
      env: { ...process.env, TURBO_TELEMETRY_DISABLED: "1", DO_NOT_TRACK: "1" },
      // build output goes to stderr: stdout carries the figures
      stdio: ["ignore", 2, 2],
    },
  );
  if (status !== 0)
    throw new Error(
      `building ${packages.join(", ")} failed (exit ${status}); run \`pnpm build\` and fix it first`,
    );
}

/**
 * Fails with a clear message when a built file a benchmark needs is missing.
 * @param {string} path - absolute path
 * @param {string} what - what it is, for the message
 */
export function requireFile(path, what) {
  if (!existsSync(path)) {
    throw new Error(
      `${what} is missing (${path}); build it first with \`pnpm build\` (or run \`npm run bench\`)`,
    );
  }
}

/**
 * Command-line flags shared by the bench scripts: `--json <file>` writes the results there,
 * `--quick` runs fewer rounds (for a smoke run; the report says so).
 * @param {readonly string[]} argv
 */
export function parseArgs(argv = process.argv.slice(2)) {
  const jsonAt = argv.indexOf("--json");
  return {
    jsonFile: jsonAt >= 0 ? argv[jsonAt + 1] : undefined,
    quick: argv.includes("--quick") || process.env.HOSTBRIDGE_BENCH_QUICK === "1",
  };
}

/**
 * Writes a benchmark's results as JSON when `--json <file>` was given.
 * @param {string | undefined} file
 * @param {unknown} results
 */
export function writeResults(file, results) {
  if (file) writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
}

/**
 * Whether column `i` holds figures (numbers, sizes, durations, ratios), to align it right.
 * @param {readonly (readonly string[])[]} rows
 * @param {number} i
 */
function isFigureColumn(rows, i) {
  return rows.every((r) => /^(|-|[-\d.(*].*|baseline|n\/a)$/.test(r[i] ?? ""));
}

/**
 * Pads rows of cells into a plain-text table for the console: columns of figures are aligned
 * right, columns of words left.
 * @param {readonly string[]} header
 * @param {readonly (readonly string[])[]} rows
 */
export function textTable(header, rows) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const numeric = header.map((_, i) => isFigureColumn(rows, i));
  const line = (/** @type {readonly string[]} */ cells) =>
    cells
      .map((c, i) => (numeric[i] ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0)))
      .join("  ")
      .trimEnd();
  return [line(header), widths.map((w) => "-".repeat(w)).join("  "), ...rows.map(line)].join("\n");
}

/**
 * A Markdown table.
 * @param {readonly string[]} header
 * @param {readonly (readonly string[])[]} rows
 * @param {readonly ("l" | "r")[]} [align] - per column; default: figures right, words left
 */
export function markdownTable(header, rows, align) {
  const a = header.map((_, i) => align?.[i] ?? (isFigureColumn(rows, i) ? "r" : "l"));
  const esc = (/** @type {string} */ s) => s.replaceAll("|", "\\|");
  return [
    `| ${header.map(esc).join(" | ")} |`,
    `| ${a.map((x) => (x === "l" ? "---" : "---:")).join(" | ")} |`,
    ...rows.map((r) => `| ${r.map(esc).join(" | ")} |`),
  ].join("\n");
}
