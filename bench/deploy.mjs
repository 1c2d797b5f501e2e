#!/usr/bin/env node
// @ts-check
// Benchmark 4, deploy: generates a 300 MiB app directory of incompressible random data under
// os.tmpdir(), then, in interleaved rounds, (a) packs it with @hostbridge/deploy-client and publishes
// it to a local platform (@hostbridge/local-platform, in this process) from a child process whose
// peak RSS is sampled from /proc/<pid>/status (VmHWM), and (b) zips it with /usr/bin/zip -r, sampled
// the same way. Everything generated is deleted afterwards.
//
//   npm run bench:deploy [-- --json out.json] [-- --quick]     (--quick: 60 MiB, 1 round)
import { randomBytes, randomFillSync } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  BENCH_DIR,
  ensureBuilt,
  isMain,
  markdownTable,
  parseArgs,
  textTable,
  writeResults,
} from "./lib/env.mjs";
import { runSampled } from "./lib/sampled.mjs";
import { formatBytes, formatMs, formatRatio, median, ratio } from "./lib/stats.mjs";
import { packRealisticMarkdown, packRealisticText, runPackRealistic } from "./packRealistic.mjs";
import { measureUploadFloor } from "./uploadFloor.mjs";

const ZIP = "/usr/bin/zip";
const MiB = 1024 * 1024;

/**
 * Writes `totalBytes` of random data into `dir/assets`, spread over large and small files (two
 * thirds in 5 MiB files, one third in 256 KiB files), plus app.json and index.html.
 * @param {string} dir
 * @param {number} totalBytes
 */
async function generateApp(dir, totalBytes) {
  await mkdir(join(dir, "assets", "media"), { recursive: true });
  await mkdir(join(dir, "assets", "chunks"), { recursive: true });
  await writeFile(
    join(dir, "app.json"),
    JSON.stringify({ name: "bench-app", version: "1.0.0", display_name: "Benchmark app" }, null, 2),
  );
  await writeFile(
    join(dir, "index.html"),
    "<!doctype html><title>bench</title><script src=assets/app.js></script>",
  );
  const buffer = Buffer.alloc(MiB);
  let written = 0;
  /**
   * @param {string} path
   * @param {number} size
   */
  const writeRandom = async (path, size) => {
    const { open } = await import("node:fs/promises");
    const handle = await open(path, "w");
    try {
      for (let left = size; left > 0; left -= MiB) {
        randomFillSync(buffer);
        await handle.write(buffer, 0, Math.min(MiB, left));
      }
    } finally {
      await handle.close();
    }
    written += size;
  };
  const large = 5 * MiB;
  const small = 256 * 1024;
  const largeCount = Math.floor((totalBytes * 2) / 3 / large);
  for (let i = 0; i < largeCount; i++)
    await writeRandom(join(dir, "assets", "media", `video-${i}.bin`), large);
  for (let i = 0; written + small <= totalBytes; i++)
    await writeRandom(join(dir, "assets", "chunks", `chunk-${i}.bin`), small);
  if (written < totalBytes) await writeRandom(join(dir, "assets", "app.js"), totalBytes - written);
  return written;
}

/**
 * The medians (and the largest peak) of the pack + publish runs and of the `zip -r` runs.
 * @template {{ wallMs: number, peakRss: number, packMs: number, publishMs: number, archiveBytes: number, sha256Match: boolean }} Run
 * @param {Run[]} hostbridge
 * @param {{ wallMs: number, peakRss: number, archiveBytes: number }[]} zip
 */
function summarizeRuns(hostbridge, zip) {
  return {
    hostbridge: {
      runs: hostbridge,
      wallMs: median(hostbridge.map((x) => x.wallMs)),
      packMs: median(hostbridge.map((x) => x.packMs)),
      publishMs: median(hostbridge.map((x) => x.publishMs)),
      peakRss: median(hostbridge.map((x) => x.peakRss)),
      peakRssMax: Math.max(...hostbridge.map((x) => x.peakRss)),
      archiveBytes: hostbridge[0]?.archiveBytes ?? 0,
      sha256Match: hostbridge.every((x) => x.sha256Match),
    },
    zip: {
      runs: zip,
      wallMs: median(zip.map((x) => x.wallMs)),
      peakRss: median(zip.map((x) => x.peakRss)),
      archiveBytes: zip[0]?.archiveBytes ?? 0,
    },
  };
}

/**
 * @param {{ megabytes?: number, rounds?: number }} [options]
 */
export async function runDeploy(options = {}) {
  const { megabytes = 300, rounds = 3 } = options;
  if (!existsSync(ZIP))
    throw new Error(`${ZIP} is missing: install it with \`apt-get install -y zip\``);
  if (process.platform !== "linux")
    throw new Error("the deploy benchmark reads /proc/<pid>/status and needs Linux");
  const { createLocalPlatform } = await import("@hostbridge/local-platform");
  const root = await mkdtemp(join(tmpdir(), "hostbridge-bench-deploy-"));
  const cleanup = () => rm(root, { recursive: true, force: true });
  const onSignal = () => {
    void cleanup().finally(() => process.exit(130));
  };
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  /** @type {Awaited<ReturnType<typeof createLocalPlatform>> | undefined} */
  let platform;
  try {
    const appDir = join(root, "app");
    const outDir = join(root, "out");
    await mkdir(outDir);
    const genStart = performance.now();
    const appBytes = await generateApp(appDir, megabytes * MiB);
    const generateMs = performance.now() - genStart;
    const apiKey = randomBytes(24).toString("hex");
    /** @type {{ receiveMs: number, checkMs?: number, unpackMs: number, storeMs: number } | undefined} */
    let lastPhases;
    platform = await createLocalPlatform({
      dir: join(root, "platform"),
      apiKeys: [{ key: apiKey, name: "bench" }],
      maxUploadBytes: Math.max(512 * MiB, 2 * appBytes),
      logger: (_line, entry) => {
        if (entry.phases) lastPhases = entry.phases;
      },
    });
    const childEnv = { ...process.env, HOSTBRIDGE_API_KEY: apiKey };
    const childScript = join(BENCH_DIR, "deploy-child.mjs");

    const idle = await runSampled(process.execPath, [childScript, "--idle"], { env: childEnv });
    const idleReport = JSON.parse(idle.stdout);

    /** @type {{ wallMs: number, peakRss: number, packMs: number, publishMs: number, archiveBytes: number, files: number, sha256Match: boolean, version: number }[]} */
    const hostbridge = [];
    /** @type {{ wallMs: number, peakRss: number, archiveBytes: number }[]} */
    const zip = [];
    const runHostbridge = async () => {
      const run = await runSampled(
        process.execPath,
        [childScript, appDir, outDir, platform?.url ?? ""],
        { env: childEnv },
      );
      if (run.code !== 0)
        throw new Error(
          `pack + publish failed (exit ${run.code}): ${run.stderr.replaceAll(apiKey, "[redacted]").trim()}`,
        );
      const report = JSON.parse(run.stdout);
      hostbridge.push({
        ...report,
        wallMs: run.wallMs,
        peakRss: Math.max(run.peakRss, report.peakRss),
      });
    };
    const runZip = async () => {
      const out = join(outDir, "baseline.zip");
      const run = await runSampled(ZIP, ["-r", "-q", out, "."], { cwd: appDir });
      if (run.code !== 0) throw new Error(`zip failed (exit ${run.code}): ${run.stderr.trim()}`);
      const { size } = await stat(out);
      await rm(out, { force: true });
      zip.push({ wallMs: run.wallMs, peakRss: run.peakRss, archiveBytes: size });
    };
    for (let r = 0; r < rounds; r++) {
      // alternate which goes first, so both see the same page-cache state on average
      if (r % 2 === 0) {
        await runHostbridge();
        await runZip();
      } else {
        await runZip();
        await runHostbridge();
      }
    }
    // Where an upload's time goes, with one archive packed here (not measured for memory).
    const { pack, publish } = await import("@hostbridge/deploy-client");
    const floorArchive = await pack(appDir, { outDir, apiKey });
    const floorRuns = rounds;
    const upload = await measureUploadFloor({
      archivePath: floorArchive.path,
      appName: "bench-app",
      apiKey,
      platform,
      platformPhases: () => lastPhases,
      publish,
      rounds: floorRuns,
      scratchDir: root,
    });
    await rm(floorArchive.path, { force: true });
    const published = platform.listApps().find((a) => a.name === "bench-app")?.versions.length ?? 0;
    if (published !== hostbridge.length + floorRuns)
      throw new Error(
        `the platform holds ${published} versions after ${hostbridge.length} publishes`,
      );
    const realistic = await runPackRealistic({ megabytes, rounds: Math.min(rounds, 1) });
    return {
      realistic,
      megabytes,
      appBytes,
      rounds,
      generateMs,
      idlePeakRss: idleReport.peakRss,
      publishedVersions: published,
      upload,
      ...summarizeRuns(hostbridge, zip),
    };
  } finally {
    await platform?.close();
    await cleanup();
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
  }
}

/** @typedef {Awaited<ReturnType<typeof runDeploy>>} DeployResults */

const HEADER = ["step", "wall time (median)", "vs zip -r", "peak RSS (median / max)", "archive"];

/** @param {DeployResults} r */
function rows(r) {
  const h = r.hostbridge;
  return [
    [
      "hostbridge pack (deploy-client)",
      formatMs(h.packMs),
      formatRatio(ratio(h.packMs, r.zip.wallMs)),
      "",
      formatBytes(h.archiveBytes),
    ],
    [
      `hostbridge publish (upload to local platform), ${formatRate(h.archiveBytes, h.publishMs)}`,
      formatMs(h.publishMs),
      "",
      "",
      "",
    ],
    [
      "hostbridge pack + publish, whole process",
      formatMs(h.wallMs),
      formatRatio(ratio(h.wallMs, r.zip.wallMs)),
      `${formatBytes(h.peakRss)} / ${formatBytes(h.peakRssMax)}`,
      "",
    ],
    [
      "/usr/bin/zip -r (baseline, packing only)",
      formatMs(r.zip.wallMs),
      "baseline",
      `${formatBytes(r.zip.peakRss)}`,
      formatBytes(r.zip.archiveBytes),
    ],
    ["node process that only loads deploy-client (floor)", "", "", formatBytes(r.idlePeakRss), ""],
  ];
}

/**
 * @param {number} bytes
 * @param {number} ms
 */
function formatRate(bytes, ms) {
  return `${(bytes / 1e6 / (ms / 1000)).toFixed(0)} MB/s`;
}

const UPLOAD_HEADER = ["upload of the same archive", "wall time (median)", "throughput"];

/** @param {DeployResults} r */
function uploadRows(r) {
  const u = r.upload;
  return [
    [
      "plain node:http POST to a discarding server (loopback floor)",
      formatMs(u.rawMs),
      formatRate(u.size, u.rawMs),
    ],
    [
      "deploy-client publish() to a discarding server",
      formatMs(u.clientMs),
      formatRate(u.size, u.clientMs),
    ],
    [
      "deploy-client publish() to the local platform (end to end)",
      formatMs(u.platformMs),
      formatRate(u.size, u.platformMs),
    ],
    [
      "  of which the platform receives (parse, sha256, temp file)",
      formatMs(u.server.receiveMs),
      "",
    ],
    [
      "  of which the platform checks the archive (central directory, not unpacked)",
      formatMs(u.server.checkMs),
      "",
    ],
    ["  of which the platform stores the version", formatMs(u.server.storeMs), ""],
    [
      "writing as many bytes to a new file on the same disk (floor of the platform's one write)",
      formatMs(u.diskMs),
      formatRate(u.size, u.diskMs),
    ],
  ];
}

/** @param {DeployResults} r */
function uploadSentence(r) {
  return `Bottleneck of the upload (the stage adding the most time): ${r.upload.bottleneck}.`;
}

/** @param {DeployResults} r */
export function deployText(r) {
  return [
    textTable(HEADER, rows(r)),
    "",
    textTable(UPLOAD_HEADER, uploadRows(r)),
    uploadSentence(r),
    `${formatBytes(r.appBytes)} of random data, ${r.hostbridge.runs[0]?.files ?? "?"} files; ${r.rounds} interleaved rounds; archive sha256 checked by publish: ${r.hostbridge.sha256Match}.`,
    "",
    packRealisticText(r.realistic),
  ].join("\n");
}

/** @param {DeployResults} r */
export function deployMarkdown(r) {
  return [
    markdownTable(HEADER, rows(r)),
    "",
    markdownTable(UPLOAD_HEADER, uploadRows(r)),
    "",
    `${uploadSentence(r)} The upload rows send one archive packed by the benchmark ${r.rounds} times each ` +
      "(median): over plain `node:http` to a server in the benchmark's process that discards the body, with `publish()` " +
      "to that server (which answers in the local platform's shape), and with `publish()` to the local platform, whose " +
      "log entry splits its side into receiving (which overlaps the client's sending), checking the archive's central " +
      "directory (versions are served from the stored zip, never unpacked) and storing; the last row writes as many bytes " +
      "to a new file on the same disk, the least that storing the upload once costs. " +
      "`pack` deflates a 128 KiB sample of each file first and stores files that do not compress (random data, " +
      "images, video), so on this benchmark's random data it skips most of the deflate work `zip -r` does.",
    "",
    `The app: ${formatBytes(r.appBytes)} of incompressible random data (\`crypto.randomFillSync\`) in ` +
      `${r.hostbridge.runs[0]?.files ?? "?"} files (two thirds in 5 MiB files, one third in 256 KiB files, plus \`app.json\` and ` +
      "`index.html`), generated under `os.tmpdir()` and deleted afterwards. `bench/deploy-child.mjs` runs `pack()` then " +
      "`publish()` of `@hostbridge/deploy-client` (built `dist`, API key passed in `HOSTBRIDGE_API_KEY`, so the secret scan runs " +
      "too) against `@hostbridge/local-platform` listening on 127.0.0.1 in the benchmark's own process. Peak RSS is the child's " +
      "`VmHWM` from `/proc/<pid>/status`, sampled every 20 ms by the parent and read by the child itself before it exits " +
      "(the larger is kept); it includes Node's own footprint, shown in the last row. The baseline is `zip -r -q` " +
      `(Info-ZIP, default deflate level 6) of the same directory, packing only (no upload). ${r.rounds} rounds, alternating ` +
      "which of the two runs first; the page cache is warm for both after the generation. publish() checks that the " +
      `platform's sha256 of the upload matches the local archive: ${r.hostbridge.sha256Match ? "it did in every round" : "IT DID NOT"}.`,
    "",
    packRealisticMarkdown(r.realistic),
  ].join("\n");
}

if (isMain(import.meta.url)) {
  ensureBuilt(["@hostbridge/deploy-client", "@hostbridge/local-platform"]);
  const { jsonFile, quick } = parseArgs();
  const results = await runDeploy(quick ? { megabytes: 60, rounds: 1 } : {});
  console.log(deployText(results));
  writeResults(jsonFile, { ...results, quick });
}
