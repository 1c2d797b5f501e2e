#!/usr/bin/env node
// @ts-check
// The measured process of the deploy benchmark: packs an app directory with @hostbridge/deploy-client
// and publishes the archive to a platform, then prints one JSON line with its timings and its own
// peak RSS (VmHWM). The API key comes from HOSTBRIDGE_API_KEY and is never printed.
//
//   HOSTBRIDGE_API_KEY=... node bench/deploy-child.mjs <appDir> <outDir> <baseUrl>
//   node bench/deploy-child.mjs --idle      (only loads deploy-client: the floor of a Node process)
import { readFileSync } from "node:fs";
import { rm } from "node:fs/promises";

/** Peak resident set size of this process so far, in bytes (Linux /proc). */
function peakRss() {
  const match = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync("/proc/self/status", "utf8"));
  return match ? Number(match[1]) * 1024 : Number.NaN;
}

const started = performance.now();
const { pack, publish } = await import("@hostbridge/deploy-client");
const loadedMs = performance.now() - started;

if (process.argv[2] === "--idle") {
  console.log(JSON.stringify({ loadedMs, peakRss: peakRss() }));
} else {
  const [appDir, outDir, baseUrl] = process.argv.slice(2);
  const apiKey = process.env.HOSTBRIDGE_API_KEY;
  if (!appDir || !outDir || !baseUrl || !apiKey) {
    console.error(
      "usage: HOSTBRIDGE_API_KEY=... node bench/deploy-child.mjs <appDir> <outDir> <baseUrl>",
    );
    process.exit(2);
  }
  const t0 = performance.now();
  const archive = await pack(appDir, { outDir, apiKey });
  const packMs = performance.now() - t0;
  const peakAfterPack = peakRss();
  const t1 = performance.now();
  const release = await publish({ baseUrl, apiKey, archivePath: archive.path });
  const publishMs = performance.now() - t1;
  await rm(archive.path, { force: true });
  console.log(
    JSON.stringify({
      loadedMs,
      packMs,
      publishMs,
      archiveBytes: archive.size,
      files: archive.files.filter((f) => f.included).length,
      version: release.version,
      sha256Match: release.integrity === "confirmed" && release.sha256 === archive.sha256,
      peakAfterPack,
      peakRss: peakRss(),
    }),
  );
}
