#!/usr/bin/env node
// @ts-check
// The measured process of the deploy benchmark: packs an app directory with @hostbridge/deploy-client
// and publishes the archive to a platform, then prints one JSON line with its timings and its own
// peak RSS (VmHWM). The API key comes from HOSTBRIDGE_API_KEY and is never printed.
//
//   HOSTBRIDGE_API_KEY=... node bench/deploy-child.mjs <appDir> <outDir> <baseUrl>
import { readFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import { pack, publish } from "@hostbridge/deploy-client";

const [appDir, outDir, baseUrl] = process.argv.slice(2);
const apiKey = process.env.HOSTBRIDGE_API_KEY;
if (!appDir || !outDir || !baseUrl || !apiKey) {
  console.error(
    "usage: HOSTBRIDGE_API_KEY=... node bench/deploy-child.mjs <appDir> <outDir> <baseUrl>",
  );
  process.exit(2);
}
const archive = await pack(appDir, { outDir, apiKey });
const started = performance.now();
const release = await publish({ baseUrl, apiKey, archivePath: archive.path });
const publishMs = performance.now() - started;
await rm(archive.path, { force: true });
const peak = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync("/proc/self/status", "utf8"));
console.log(
  JSON.stringify({
    publishMs,
    archiveBytes: archive.size,
    files: archive.files.filter((f) => f.included).length,
    sha256Match: release.integrity === "confirmed" && release.sha256 === archive.sha256,
    peakRss: peak ? Number(peak[1]) * 1024 : Number.NaN,
  }),
);
