#!/usr/bin/env node
// @ts-check
// `npm run bench`: installs (frozen lockfile), builds, runs every benchmark of SUITE in its own process
// and rewrites BENCHMARKS.md: the machine, the goal rows of every benchmark, one section each. Sections
// of BENCHMARKS.md no benchmark writes (figures measured by hand, one-off studies) are kept as they are,
// after the section they followed.
//
//   npm run bench                 everything
//   npm run bench -- --quick      fewer rounds and a 60 MiB deploy (a smoke run; BENCHMARKS.md says so)
//   npm run bench -- --only size,push   a subset; BENCHMARKS.md is left alone unless --write, which
//                                       rewrites the subset's sections and goal rows and keeps the
//                                       others' from the last BENCHMARKS.md (lib/previousRun.mjs)
//   npm run bench -- --no-write   do not touch BENCHMARKS.md
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { format, resolveConfig } from "prettier";
import { runPnpm } from "../scripts/pnpm.mjs";
import { BENCH_DIR, ROOT, formatMs, goalStatus, goalTable, machineInfo } from "./lib/measure.mjs";
import { keptGoal, previousGoals, previousSections } from "./lib/previousRun.mjs";

/**
 * The benchmarks, in the order of BENCHMARKS.md: `name` is `--only`'s and `npm run bench:<name>`'s
 * (the root package.json), `script` exports the benchmark (lib/measure.mjs `Benchmark`), run with `args`.
 * @type {{ name: string, script: string, title: string, args?: string[] }[]}
 */
export const SUITE = [
  ["size", "size.mjs", "1. Bundle size"],
  ["roundtrip", "roundtrip.mjs", "2. Round trip in headless Chromium (cross-site iframe)"],
  ["throughput", "throughput.mjs", "3. Throughput and leaks (10,000 concurrent requests)"],
  ["deploy", "deploy.mjs", "4. Deploy: pack and upload a 300 MB app"],
  ["push", "pushToDom.mjs", "6. Push to DOM in headless Chromium (Vue and React bindings)"],
  // (the same driver as section 2 in the other engines; the goal rows are section 2's)
  ["roundtrip:engines", "roundtrip.mjs", "7. Round trip in Firefox and WebKit (cross-site iframe)"],
  ["migrate", "migrate.mjs", "8. hostbridge migrate on a 50-file app"],
  [
    "flake",
    "flake.mjs",
    "9. No flaky test: the templates' e2e tests and record-then-replay under load",
  ],
  [
    "startup",
    "startup.mjs",
    "12. Start-up to the first answer in headless Chromium (post-robot 10 host)",
  ],
].map(([name = "", script = "", title = ""]) => ({
  name,
  script,
  title,
  args: name === "roundtrip:engines" ? ["--engines", "firefox,webkit"] : undefined,
}));

/**
 * The sections of the last BENCHMARKS.md that no benchmark writes, each under the title of the
 * generated section it followed.
 * @param {string} text
 * @param {readonly string[]} generated
 */
export function keptSections(text, generated) {
  /** @type {Map<string, string[]>} */
  const kept = new Map();
  let after = "Goals";
  for (const part of text.split(/^(?=###? )/m).slice(1)) {
    const title = part.slice(0, part.indexOf("\n")).replace(/^#+ /, "").trim();
    const own = generated.find((g) => title.startsWith(g));
    if (own) after = own;
    else kept.set(after, [...(kept.get(after) ?? []), part.trimEnd()]);
  }
  return kept;
}

const argv = process.argv.slice(2);
const quick = argv.includes("--quick");
const onlyAt = argv.indexOf("--only");
const only = onlyAt >= 0 ? new Set(argv[onlyAt + 1]?.split(",")) : undefined;
const unknown = [...(only ?? [])].filter((n) => !SUITE.some((b) => b.name === n));
if (unknown.length)
  throw new Error(`unknown benchmark ${unknown}; known: ${SUITE.map((b) => b.name)}`);
const env = {
  ...process.env,
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1",
  TURBO_TELEMETRY_DISABLED: "1",
  HOSTBRIDGE_BENCH_SKIP_BUILD: "1",
  ...(quick ? { HOSTBRIDGE_BENCH_QUICK: "1" } : {}),
};
/** @param {string[]} args */
const pnpm = (args) => {
  const status = runPnpm(args, { env });
  if (status !== 0) throw new Error(`pnpm ${args.join(" ")} failed (exit ${status})`);
};
if (import.meta.filename === resolve(process.argv[1] ?? "")) await runAll();

async function runAll() {
  const started = new Date();
  const machine = machineInfo();
  if (!argv.includes("--no-install")) pnpm(["install", "--frozen-lockfile", "--prefer-offline"]);
  const built = ["sdk", "host-simulator", "deploy-client", "local-platform", "cli", "vue", "react"];
  const filters = built.map((p) => `--filter=@hostbridge/${p}`);
  pnpm(["exec", "turbo", "run", "build", ...filters, "--output-logs=errors-only"]);
  /** @type {Record<string, any>} */
  const results = {};
  /** @type {Record<string, string>} */
  const sections = {};
  const failed = [];
  const work = mkdtempSync(join(tmpdir(), "hostbridge-bench-"));
  /** @type {import("./lib/measure.mjs").Goal[]} */
  const goals = [];
  const path = join(ROOT, "BENCHMARKS.md");
  const last = existsSync(path) ? readFileSync(path, "utf8") : "";
  // (a subset written over the last file keeps what that file says of the benchmarks not run)
  const keep = only && argv.includes("--write");
  const lastSections = keep ? previousSections(last, SUITE) : new Map();
  const lastGoals = keep ? previousGoals(last) : new Map();
  for (const b of SUITE) {
    const { benchmark } = await import(/* @vite-ignore */ `./${b.script}`);
    if (!only || only.has(b.name)) {
      console.log(`\n==> ${b.title} (bench/${b.script})`);
      const file = join(work, `${b.name}.json`);
      const t = performance.now();
      const args = [join(BENCH_DIR, b.script), ...(b.args ?? []), "--json", file];
      const child = spawnSync(process.execPath, args, { cwd: ROOT, env, stdio: "inherit" });
      const took = ` Took ${formatMs(performance.now() - t)}.`;
      if (child.status === 0) results[b.name] = JSON.parse(readFileSync(file, "utf8"));
      else failed.push(b.name);
      sections[b.name] = results[b.name]
        ? `${took}\n\n${benchmark.markdown(results[b.name])}`
        : `\n\n**Failed**: exited with ${child.status ?? child.signal}.`;
    }
    const ran = results[b.name] !== undefined;
    const lastSection = lastSections.get(b.name);
    if (!ran && lastSection !== undefined) sections[b.name] = lastSection;
    /** @type {import("./lib/measure.mjs").Goal[]} */
    const own = benchmark.goals?.(results[b.name]) ?? [];
    if (!b.args) goals.push(...own.map((g) => (ran || !keep ? g : keptGoal(g, lastGoals))));
  }
  rmSync(work, { recursive: true, force: true });
  const titles = ["Machine", "Goals", ...SUITE.map((b) => b.title), "How to reproduce"];
  const kept = keptSections(last, titles);
  const date = started.toISOString().replace(/\.\d+Z$/, "Z");
  const notes = goals.filter((g) => g.met === false && g.note);
  const rows = Object.entries({ ...machine, date, "whole run": formatMs(Date.now() - +started) });
  const report = [
    "# HostBridge benchmarks",
    `Generated by \`npm run bench\` (\`bench/run.mjs\`) on ${date}; do not edit the generated sections by hand, run it again ` +
      "(sections no benchmark writes, such as the one-off studies, are kept)." +
      (quick
        ? " **A quick smoke run (`--quick`): fewer rounds, a 60 MiB deploy; indicative only.**"
        : "") +
      (keep
        ? ` This run measured only ${[...only].map((n) => `\`${n}\``).join(", ")}; the other sections and goal rows are the previous BENCHMARKS.md's, as they were.`
        : "") +
      " The machine is shared and noisy, so every figure is a median or a ratio against a baseline measured in the same run.",
    `## Machine\n\n| | |\n| --- | --- |\n${rows.map(([k, v]) => `| ${k} | ${v} |`).join("\n")}`,
    `## Goals (docs/architecture.md, "Decisions and their reasons")\n\n${goalTable(goals)}`,
    ...(notes.length
      ? [
          "### Goals not met: what limits them",
          notes.map((g) => `- **${g.goal}**: ${g.note}`).join("\n"),
        ]
      : []),
    ...(kept.get("Goals") ?? []),
    ...SUITE.flatMap((b) => [
      `## ${b.title}\n\n\`npm run bench:${b.name}\`.${sections[b.name] ?? "\n\nNot run this time."}`,
      ...(kept.get(b.title) ?? []),
    ]),
    "## How to reproduce",
    "Needs Node 20+, Debian's Chromium (or `CHROMIUM_PATH`), for section 7 `firefox-esr`, `gir1.2-webkit2-4.1`, " +
      "`python3-gi` and `xvfb`, and `/usr/bin/zip`; nothing is downloaded at run time. `npm run bench` runs everything; " +
      "`npm run bench:<name>` one benchmark (`bench/README.md`). The bundle budgets are also checked by `npm test` " +
      "(`bench/test/sizeBudget.test.ts`); the timing benchmarks are never run as tests.",
  ].join("\n\n");
  const formatted = await format(report, { ...(await resolveConfig(path)), parser: "markdown" });
  if (!argv.includes("--no-write") && (!only || argv.includes("--write")))
    writeFileSync(path, formatted);
  console.log(`\n${goals.map((g) => `${goalStatus(g)}: ${g.goal}`).join("\n")}`);
  if (failed.length) throw new Error(`failed: ${failed.join(", ")}`);
}
