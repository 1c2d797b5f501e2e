#!/usr/bin/env node
// Measures what @hostbridge/transport costs a consumer: esbuild bundles tiny consumers (minified,
// ES2022, browser platform, tree-shaken) from the package sources and prints raw and gzip sizes.
// Usage: node scripts/size.mjs [--json]
import { gzipSync } from "node:zlib";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const here = fileURLToPath(new URL("..", import.meta.url));

export const CONSUMERS = {
  "minimal (createBridge: one request, one onEvent)": `
    import { createBridge } from "@hostbridge/transport";
    const bridge = createBridge();
    bridge.onEvent("canvas_opened", (body) => console.log(body));
    bridge.request("ui_app_loaded").then((r) => console.log(r.response.status));`,
  "low-level API (request + on)": `
    import { createBridge, createLowLevelApi } from "@hostbridge/transport";
    const api = createLowLevelApi(createBridge());
    api.on("event", (e) => console.log(e));
    api.request("ui_app_loaded").then((r) => console.log(r));`,
  "memory pair only": `
    import { createMemoryTransportPair } from "@hostbridge/transport";
    const [a, b] = createMemoryTransportPair();
    b.listen(console.log); a.send({ hello: 1 });`,
  "whole package": `
    import * as all from "@hostbridge/transport";
    console.log(all);`,
};

export async function measure(source) {
  const result = await build({
    stdin: { contents: source, resolveDir: here, loader: "js" },
    bundle: true,
    write: false,
    minify: true,
    format: "esm",
    platform: "browser",
    target: "es2022",
    conditions: ["@hostbridge/source"],
    logLevel: "silent",
  });
  const code = result.outputFiles[0].contents;
  return {
    code: Buffer.from(code).toString(),
    minified: code.length,
    gzip: gzipSync(code, { level: 9 }).length,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rows = [];
  for (const [name, source] of Object.entries(CONSUMERS)) {
    const { minified, gzip } = await measure(source);
    rows.push({ consumer: name, minified, gzip });
  }
  if (process.argv.includes("--json")) console.log(JSON.stringify(rows, null, 2));
  else
    for (const r of rows)
      console.log(
        `${r.consumer.padEnd(52)} ${String(r.minified).padStart(6)} B min  ${String(r.gzip).padStart(5)} B min+gzip`,
      );
}
