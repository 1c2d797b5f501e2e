#!/usr/bin/env node
// @ts-check
// Deploy: generates a 300 MiB app of incompressible random data under os.tmpdir(), packs it with
// @hostbridge/deploy-client and publishes it to a local platform (@hostbridge/local-platform, in this
// process) from a child process whose peak RSS is sampled from /proc (bench/deploy-child.mjs), in
// rounds (the memory goal); publishes one archive to a server that discards it (the upload goal);
// then packs the seeded realistic web app of lib/realisticApp.mjs against `zip -r`, each under
// /usr/bin/time (the pack goal). Everything generated is deleted.
//
//   npm run bench:deploy [-- --json out.json] [-- --quick]     (--quick: 60 MiB, 1 round)
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, stat, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { generateRandomApp, generateRealisticApp } from "./lib/realisticApp.mjs";
import {
  BENCH_DIR,
  ensureBuilt,
  formatBytes,
  formatMs,
  formatRatio,
  main,
  markdownTable,
  median,
  ratio,
  runSampled,
  runTimed,
} from "./lib/measure.mjs";

const ZIP = "/usr/bin/zip";
const MiB = 1024 * 1024;

/**
 * The realistic app (lib/realisticApp.mjs) packed by deploy-client (default lanes) and by `zip -r`.
 * @param {string} root
 * @param {number} megabytes
 */
async function packRealistic(root, megabytes) {
  const appDir = join(root, "realistic");
  const app = await generateRealisticApp(appDir, megabytes * MiB);
  const script = join(root, "pack.mjs");
  const deployClient = import.meta.resolve("@hostbridge/deploy-client");
  await writeFile(
    script,
    `const { pack } = await import(${JSON.stringify(deployClient)});\nawait pack(process.argv[2], { outFile: process.argv[3] });\n`,
  );
  const zip = {
    ...(await runTimed(ZIP, ["-r", "-q", join(root, "r.zip"), "."], appDir)),
    bytes: (await stat(join(root, "r.zip"))).size,
  };
  const pack = {
    ...(await runTimed(process.execPath, [script, appDir, join(root, "p.zip")], root)),
    bytes: (await stat(join(root, "p.zip"))).size,
  };
  await rm(appDir, { recursive: true, force: true });
  return { app, zip, pack };
}

/**
 * Publishes the archive `rounds` times to a server that reads and drops the body and answers in the
 * local platform's shape: the client's own upload rate, on a server that keeps up.
 * @param {string} archivePath
 * @param {string} apiKey
 * @param {number} rounds
 */
async function uploadToDiscard(archivePath, apiKey, rounds) {
  const { publish } = await import("@hostbridge/deploy-client");
  const { size } = await stat(archivePath);
  const server = createServer((req, res) => {
    req.resume().on("end", () =>
      res.writeHead(201, { "Content-Type": "application/json" }).end(
        JSON.stringify({
          app: { name: "bench-app", latest_version: 1 },
          release: {
            version: 1,
            created_at: new Date().toISOString(),
            name: "bench-app",
            size,
          },
        }),
      ),
    );
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  const { port } = /** @type {import("node:net").AddressInfo} */ (server.address());
  const times = [];
  try {
    for (let r = 0; r < rounds; r++) {
      const start = performance.now();
      await publish({ baseUrl: `http://127.0.0.1:${port}`, apiKey, archivePath });
      times.push(performance.now() - start);
    }
  } finally {
    server.close();
  }
  return { size, clientMs: median(times) };
}

/** @param {{ quick: boolean }} options */
export async function runDeploy({ quick }) {
  ensureBuilt(["@hostbridge/deploy-client", "@hostbridge/local-platform"]);
  const [megabytes, rounds] = quick ? [60, 1] : [300, 3];
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
    const appBytes = await generateRandomApp(appDir, megabytes * MiB);
    const generateMs = performance.now() - genStart;
    const apiKey = randomBytes(24).toString("hex");
    platform = await createLocalPlatform({
      dir: join(root, "platform"),
      apiKeys: [{ key: apiKey, name: "bench" }],
      maxUploadBytes: Math.max(512 * MiB, 2 * appBytes),
      logger: () => {},
    });
    const childEnv = { ...process.env, HOSTBRIDGE_API_KEY: apiKey };
    /** @type {{ wallMs: number, peakRss: number, publishMs: number, archiveBytes: number, files: number, sha256Match: boolean }[]} */
    const runs = [];
    for (let r = 0; r < rounds; r++) {
      const run = await runSampled(
        process.execPath,
        [join(BENCH_DIR, "deploy-child.mjs"), appDir, outDir, platform.url],
        { env: childEnv },
      );
      if (run.code !== 0)
        throw new Error(
          `pack + publish failed (exit ${run.code}): ${run.stderr.replaceAll(apiKey, "[redacted]").trim()}`,
        );
      const report = JSON.parse(run.stdout);
      runs.push({ ...report, wallMs: run.wallMs, peakRss: Math.max(run.peakRss, report.peakRss) });
    }
    const { pack } = await import("@hostbridge/deploy-client");
    const archive = await pack(appDir, { outDir, apiKey });
    const upload = await uploadToDiscard(archive.path, apiKey, rounds);
    await rm(archive.path, { force: true });
    await rm(appDir, { recursive: true, force: true });
    const published = platform.listApps().find((a) => a.name === "bench-app")?.versions.length ?? 0;
    if (published !== rounds)
      throw new Error(`the platform holds ${published} versions after ${rounds} publishes`);
    return {
      realistic: await packRealistic(root, megabytes),
      appBytes,
      rounds,
      generateMs,
      upload,
      peakRssMax: Math.max(...runs.map((x) => x.peakRss)),
      wallMs: median(runs.map((x) => x.wallMs)),
      publishMs: median(runs.map((x) => x.publishMs)),
      archiveBytes: runs[0]?.archiveBytes ?? 0,
      files: runs[0]?.files ?? 0,
      sha256Match: runs.every((x) => x.sha256Match),
    };
  } finally {
    await platform?.close();
    await cleanup();
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
  }
}

/** @typedef {Awaited<ReturnType<typeof runDeploy>>} DeployResults */

/** @param {number} bytes @param {number} ms */
const rate = (bytes, ms) => `${(bytes / 1e6 / (ms / 1000)).toFixed(0)} MB/s`;

/** @param {DeployResults} r */
export function deployMarkdown(r) {
  const real = r.realistic;
  /** @param {string} label @param {typeof real.zip} x */
  const realRow = (label, x) => [
    label,
    formatMs(x.wallMs),
    formatRatio(ratio(x.wallMs, real.zip.wallMs)),
    formatMs(x.cpuMs),
    formatRatio(ratio(x.cpuMs, real.zip.cpuMs)),
    formatBytes(x.peakRss),
    formatBytes(x.bytes),
  ];
  return [
    markdownTable(
      ["random-data app", "wall (median)", "peak RSS (max)", "archive"],
      [
        [
          "pack + publish to the local platform, whole process",
          formatMs(r.wallMs),
          formatBytes(r.peakRssMax),
          formatBytes(r.archiveBytes),
        ],
        [`of it publish, ${rate(r.archiveBytes, r.publishMs)}`, formatMs(r.publishMs), "", ""],
        [
          `publish() to a discarding server, ${rate(r.upload.size, r.upload.clientMs)}`,
          formatMs(r.upload.clientMs),
          "",
          "",
        ],
      ],
    ),
    "",
    `The app: ${formatBytes(r.appBytes)} of random data in ${r.files} files (two thirds in 5 MiB files, the rest in ` +
      "256 KiB files), generated under `os.tmpdir()` and deleted afterwards. `bench/deploy-child.mjs` runs `pack()` then " +
      "`publish()` of `@hostbridge/deploy-client` (built `dist`, with an API key, so the secret scan runs) against " +
      `\`@hostbridge/local-platform\` on 127.0.0.1, ${r.rounds} rounds; peak RSS is its \`VmHWM\` from \`/proc\`, Node's own ` +
      "footprint included. The discarding server reads and drops the body and answers in the platform's shape: the " +
      `client's own upload rate. publish() confirmed the platform's sha256: ${r.sha256Match ? "every round" : "NOT EVERY ROUND"}.`,
    "",
    markdownTable(
      ["realistic app", "wall", "vs zip -r", "CPU", "CPU vs zip -r", "peak RSS", "archive"],
      [realRow("`zip -r` (reference)", real.zip), realRow("pack (default lanes)", real.pack)],
    ),
    "",
    `The realistic app: ${real.app.files} files, ${formatBytes(real.app.bytes)} (seeded web build: bundled JavaScript ` +
      "and source maps, JSON, CSS, fonts, images, a video; `bench/lib/realisticApp.mjs`), each packer once under " +
      "`/usr/bin/time` (wall, CPU user + system, peak RSS).",
  ].join("\n");
}

const NOT_JUDGED = "not judged: quick run with a smaller app";

/**
 * The deploy goals of docs/architecture.md: memory, pack against `zip -r`, upload rate.
 * @param {DeployResults | undefined} r
 * @returns {import("./lib/measure.mjs").Goal[]}
 */
export function deployGoals(r) {
  const memory =
    "packaging a 300 MB app and uploading it keep peak memory under 120 MB (default Node flags)";
  const packGoal =
    "`pack` no slower than `zip -r` on the realistic app (wall <= 1.0x, aim 0.6x; CPU <= 1.3x)";
  const uploadGoal =
    "upload over loopback at 300 MB/s or more (publish() to a server that keeps up)";
  if (!r)
    return [memory, packGoal, uploadGoal].map((goal) => ({
      goal,
      measured: "not run",
      met: undefined,
    }));
  const small = r.appBytes < 300 * MiB ? NOT_JUDGED : undefined;
  const peak = Math.max(r.peakRssMax, r.realistic.pack.peakRss);
  const [real, mbps] = [r.realistic, r.upload.size / 1e6 / (r.upload.clientMs / 1000)];
  const wall = ratio(real.pack.wallMs, real.zip.wallMs);
  const cpu = ratio(real.pack.cpuMs, real.zip.cpuMs);
  return [
    {
      goal: memory,
      measured:
        `${formatBytes(r.peakRssMax)} peak RSS for pack + publish of the random-data app (max of ${r.rounds}; ` +
        `${formatBytes(r.appBytes)} app); ${formatBytes(real.pack.peakRss)} for pack of the realistic app`,
      met: small ? undefined : peak < 120 * MiB,
      status: small,
    },
    {
      goal: packGoal,
      measured: `wall ${wall.toFixed(2)}x (${formatMs(real.pack.wallMs)} vs ${formatMs(real.zip.wallMs)}), CPU ${cpu.toFixed(2)}x`,
      met: small ? undefined : wall <= 1 && cpu <= 1.3,
      status: small,
      note: "See the pack profile study under section 4.",
    },
    {
      goal: uploadGoal,
      measured: `${mbps.toFixed(0)} MB/s to a discarding server (end to end to the local platform: ${rate(r.archiveBytes, r.publishMs)})`,
      met: small ? undefined : mbps >= 300,
      status: small,
      note: "See the upload study under section 4.",
    },
  ];
}

/** @type {import("./lib/measure.mjs").Benchmark<DeployResults>} */
export const benchmark = { run: runDeploy, markdown: deployMarkdown, goals: deployGoals };
await main(import.meta.url, benchmark);
