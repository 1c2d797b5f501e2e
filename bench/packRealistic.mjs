#!/usr/bin/env node
// @ts-check
// Pack on a realistic app: generates the seeded ~300 MiB web app of bench/lib/realisticApp.mjs (bundled
// JavaScript and source maps, JSON, CSS, fonts, images, a video), then, in the same run, packs it with
// @hostbridge/deploy-client on one lane (`concurrency: 1`, the "before": one file compressed at a time)
// and on every core (the default), packs it with the deploy-client of commit BEFORE_COMMIT (the pack issue 22
// measured, bundled from git into a temporary module: see `buildBeforePack`), and zips it with `zip -r`. Each
// runs in its own process under
// /usr/bin/time, which reports wall time, CPU time (user + system) and peak RSS. Then pack runs once more
// under the CPU profiler (packProfile.mjs) to show which step costs what. Generated files are deleted
// afterwards.
//
//   node bench/packRealistic.mjs [--mb 300] [--rounds 1]
import { spawn, spawnSync } from "node:child_process";
import { mkdir, mkdtemp, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build } from "esbuild";
import { ROOT, isMain, markdownTable, textTable } from "./lib/env.mjs";
import { generateRealisticApp } from "./lib/realisticApp.mjs";
import { profilePack } from "./packProfile.mjs";
import { formatBytes, formatMs, formatRatio, median, ratio } from "./lib/stats.mjs";

const MiB = 1024 * 1024;
const TIME = "/usr/bin/time";
const ZIP = "/usr/bin/zip";

/** The commit whose pack is the "before" row: main when issue 22 measured pack at 2.2x `zip -r`. */
export const BEFORE_COMMIT = "2e4f59f";

/**
 * Packs argv[2] into argv[3] with the concurrency argv[4] ("default" = the number of cores), with the
 * deploy-client module argv[5] (default: the current package).
 */
const PACK_SCRIPT = `
const [appDir, outFile, lanes, module = "@hostbridge/deploy-client"] = process.argv.slice(2);
const { pack } = await import(module);
const archive = await pack(appDir, { outFile, concurrency: lanes === "default" ? undefined : Number(lanes) });
console.log(JSON.stringify({ size: archive.size }));
`;

/**
 * Runs `command` under /usr/bin/time; resolves with wall and CPU milliseconds and peak RSS in bytes.
 * @param {string} command
 * @param {string[]} args
 * @param {string} cwd
 * @returns {Promise<{ wallMs: number, cpuMs: number, peakRss: number }>}
 */
function timed(command, args, cwd) {
  return new Promise((resolve, reject) => {
    const child = spawn(TIME, ["-f", "TIME %e %U %S %M", command, ...args], {
      cwd,
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (d) => (stderr += d));
    child.on("error", reject);
    child.on("exit", (code) => {
      const match = /^TIME (\S+) (\S+) (\S+) (\d+)$/m.exec(stderr);
      if (code !== 0 || !match) {
        reject(new Error(`${command} failed (${code}): ${stderr.slice(-500)}`));
        return;
      }
      resolve({
        wallMs: Number(match[1]) * 1000,
        cpuMs: (Number(match[2]) + Number(match[3])) * 1000,
        peakRss: Number(match[4]) * 1024,
      });
    });
  });
}

/**
 * Bundles the deploy-client sources of BEFORE_COMMIT (read with `git archive`) into one module inside
 * packages/deploy-client, so its dependencies (`ignore`, `zod`, `@hostbridge/deploy-contract`, whose
 * later changes only added exports) resolve as the current package's do. Returns its path, or
 * `undefined` (with the reason on stderr) where git or that commit is not available.
 * @param {string} work a scratch directory
 */
async function buildBeforePack(work) {
  const src = join(work, "before-src");
  await mkdir(src, { recursive: true });
  const archive = spawnSync(
    "git",
    ["archive", "--format=tar", BEFORE_COMMIT, "packages/deploy-client/src"],
    { cwd: ROOT, maxBuffer: 64 * MiB },
  );
  if (archive.status !== 0) {
    console.error(
      `packRealistic: no "before" row: git archive ${BEFORE_COMMIT} failed (a shallow clone?)`,
    );
    return undefined;
  }
  const untar = spawnSync("tar", ["-x", "-C", src], { input: archive.stdout });
  if (untar.status !== 0) {
    console.error(
      `packRealistic: no "before" row: tar could not unpack ${BEFORE_COMMIT}'s sources`,
    );
    return undefined;
  }
  const outfile = join(ROOT, "packages", "deploy-client", `.bench-before-${BEFORE_COMMIT}.mjs`);
  await build({
    entryPoints: [join(src, "packages", "deploy-client", "src", "index.ts")],
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    outfile,
    external: ["ignore", "zod", "@hostbridge/deploy-contract"],
    logLevel: "error",
  });
  return outfile;
}

/**
 * @param {{ megabytes?: number, rounds?: number }} [options]
 */
export async function runPackRealistic(options = {}) {
  const { megabytes = 300, rounds = 1 } = options;
  const work = await mkdtemp(join(tmpdir(), "hostbridge-bench-realistic-"));
  try {
    const appDir = join(work, "app");
    const app = await generateRealisticApp(appDir, megabytes * MiB);
    const packScript = join(import.meta.dirname, ".pack-realistic-child.mjs");
    await writeFile(packScript, PACK_SCRIPT);
    const beforeModule = await buildBeforePack(work);
    /** @typedef {{ wallMs: number, cpuMs: number, peakRss: number, bytes: number }} Run */
    /** @type {{ zip: Run[], one: Run[], all: Run[], before: Run[] }} */
    const runs = { zip: [], one: [], all: [], before: [] };
    try {
      for (let round = 0; round < rounds; round += 1) {
        const zipOut = join(work, `zip-${round}.zip`);
        runs.zip.push({
          ...(await timed(ZIP, ["-r", "-q", zipOut, "."], appDir)),
          bytes: (await stat(zipOut)).size,
        });
        await rm(zipOut);
        for (const [key, lanes, module] of /** @type {const} */ ([
          ["before", "default", beforeModule],
          ["one", "1", undefined],
          ["all", "default", undefined],
        ])) {
          if (key === "before" && !module) continue;
          const out = join(work, `pack-${key}-${round}.zip`);
          runs[key].push({
            ...(await timed(
              process.execPath,
              [packScript, appDir, out, lanes, ...(module ? [module] : [])],
              import.meta.dirname,
            )),
            bytes: (await stat(out)).size,
          });
          await rm(out);
        }
      }
    } finally {
      await rm(packScript, { force: true });
      if (beforeModule) await rm(beforeModule, { force: true });
    }
    // Once more, under the CPU profiler: where pack's CPU goes (not part of the medians above).
    const profile = await profilePack({ appDir, work });
    /** @param {keyof typeof runs} key */
    const summary = (key) =>
      runs[key].length === 0
        ? undefined
        : {
            wallMs: median(runs[key].map((r) => r.wallMs)),
            cpuMs: median(runs[key].map((r) => r.cpuMs)),
            peakRss: Math.max(...runs[key].map((r) => r.peakRss)),
            bytes: runs[key][0]?.bytes ?? 0,
          };
    const [zip, one, all] = [summary("zip"), summary("one"), summary("all")];
    if (!zip || !one || !all) throw new Error("packRealistic: no round ran");
    return { app, rounds, zip, one, all, before: summary("before"), profile };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

const HEADER = [
  "realistic app",
  "wall",
  "vs zip -r",
  "CPU",
  "CPU vs zip -r",
  "peak RSS",
  "archive",
];

/** @param {Awaited<ReturnType<typeof runPackRealistic>>} r */
function rows(r) {
  /** @param {string} label @param {typeof r.zip} s */
  const row = (label, s) => [
    label,
    formatMs(s.wallMs),
    formatRatio(ratio(s.wallMs, r.zip.wallMs)),
    formatMs(s.cpuMs),
    formatRatio(ratio(s.cpuMs, r.zip.cpuMs)),
    formatBytes(s.peakRss),
    formatBytes(s.bytes),
  ];
  return [
    row("`zip -r` (reference)", r.zip),
    ...(r.before ? [row(`pack of ${BEFORE_COMMIT} (before issue 22)`, r.before)] : []),
    row("pack, one lane (`concurrency: 1`)", r.one),
    row("pack, every core (default, after)", r.all),
  ];
}

/** @param {Awaited<ReturnType<typeof runPackRealistic>>} r */
function sentence(r) {
  return `Realistic app: ${r.app.files} files, ${formatBytes(r.app.bytes)} (seeded web build: bundled JavaScript and source maps, JSON, CSS, fonts, images, a video), median of ${r.rounds} round(s); wall, CPU (user + system) and peak RSS from /usr/bin/time.`;
}

const PROFILE_HEADER = ["where pack's CPU goes (one profiled run, default lanes)", "time", "share"];

/** @param {Awaited<ReturnType<typeof runPackRealistic>>} r */
function profileRows(r) {
  const total = r.profile.steps.reduce((sum, s) => sum + s.ms, 0);
  return r.profile.steps.map((s) => [
    s.step,
    formatMs(s.ms),
    `${((100 * s.ms) / Math.max(1, total)).toFixed(0)} %`,
  ]);
}

/** @param {Awaited<ReturnType<typeof runPackRealistic>>} r */
function profileSentence(r) {
  const p = r.profile;
  return (
    `Profiled pack (API key given, so the secret scan runs): ${formatMs(p.wallMs)} wall, ${formatMs(p.cpuMs)} CPU in all ` +
    `threads, of which ${formatMs(p.mainMs)} on the main thread (from /proc/self/task). The main-thread rows are ` +
    "`node --cpu-prof` samples (self time, by the innermost frame of a known step; the profiler slows the run a " +
    `little), the main thread was idle for ${formatMs(p.idleMs)} of samples (waiting for the thread pool or the disk); ` +
    "the last row is the CPU of every other thread, chiefly zlib's deflate on libuv's thread pool, which the profiler does not sample."
  );
}

/** @param {Awaited<ReturnType<typeof runPackRealistic>>} r */
export function packRealisticText(r) {
  return [
    sentence(r),
    textTable(HEADER, rows(r)),
    "",
    textTable(PROFILE_HEADER, profileRows(r)),
    profileSentence(r),
  ].join("\n");
}

/** @param {Awaited<ReturnType<typeof runPackRealistic>>} r */
export function packRealisticMarkdown(r) {
  return [
    sentence(r),
    "",
    markdownTable(HEADER, rows(r)),
    "",
    markdownTable(PROFILE_HEADER, profileRows(r)),
    "",
    profileSentence(r),
  ].join("\n");
}

if (isMain(import.meta.url)) {
  const argv = process.argv.slice(2);
  /** @param {string} name @param {number} fallback */
  const option = (name, fallback) => {
    const at = argv.indexOf(name);
    return at >= 0 ? Number(argv[at + 1]) : fallback;
  };
  const result = await runPackRealistic({
    megabytes: option("--mb", 300),
    rounds: option("--rounds", 1),
  });
  console.log(packRealisticText(result));
}
