#!/usr/bin/env node
// Measures what HostBridge costs an app: builds minimal consumers with esbuild from the packages'
// sources (the "@hostbridge/source" export condition, so no prior build is needed), minified, for the
// browser, and prints raw, minified and min+gzip sizes against the budgets of DESIGN.md.
//
//   node scripts/measure-bundles.mjs            print the table
//   node scripts/measure-bundles.mjs --json     print the results as JSON
//   node scripts/measure-bundles.mjs --check    also exit 1 when a budget is exceeded
import { build } from "esbuild";
import { gzipSync } from "node:zlib";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
// packages/sdk depends on every app-side package, so its node_modules resolves all of them.
const resolveDir = join(root, "packages", "sdk");

/** Minimal consumers: what a real app imports and calls, nothing more. */
const CONSUMERS = [
  {
    name: "baseline: transport alone",
    code: `import { createBridge } from "@hostbridge/transport";
const bridge = createBridge();
bridge.onMessage("ui", "ui_app_set_data", (data) => { globalThis.data = data; });
bridge.request("ui_app_loaded").then((r) => { globalThis.r = r; });`,
  },
  {
    name: "useUi() only",
    budget: 4096,
    code: `import { useUi } from "@hostbridge/ui-api";
const ui = useUi();
ui.on("ui_app_set_data", (data) => { globalThis.data = data; });
ui.appLoaded().then((r) => { globalThis.r = r; });`,
  },
  {
    name: "useAdmin() only",
    code: `import { useAdmin } from "@hostbridge/admin-api";
const admin = useAdmin();
admin.on("admin_env_changed", (env) => { globalThis.env = env; });
admin.getEnv().then((r) => { globalThis.r = r; });`,
  },
  {
    name: "useDsr() only",
    code: `import { useDsr } from "@hostbridge/dsr-api";
const dsr = useDsr();
dsr.on("dsr_env_changed", (env) => { globalThis.env = env; });
dsr.getEnv().then((r) => { globalThis.r = r; });`,
  },
  {
    name: "peer connectivity only",
    code: `import { registerPeerConnectivityHandler, sendPeerConnectivityEvent } from "@hostbridge/peer-connectivity";
registerPeerConnectivityHandler("*", (e) => { globalThis.e = e; });
sendPeerConnectivityEvent({ action: "canvas.open" }, { isFeatureEnabled: true });`,
  },
  {
    name: "sdk: useHostApi() only",
    code: `import { useHostApi } from "@hostbridge/sdk";
const api = useHostApi();
api.on("env_changed", (env) => { globalThis.env = env; });
api.getEnv().then((r) => { globalThis.r = r; });`,
  },
  {
    name: "sdk: useUi() through the sdk",
    budget: 4096,
    code: `import { useUi } from "@hostbridge/sdk";
const ui = useUi();
ui.on("ui_app_set_data", (data) => { globalThis.data = data; });
ui.appLoaded().then((r) => { globalThis.r = r; });`,
  },
  {
    name: "whole sdk (every export used)",
    budget: 10240,
    code: `import * as hostbridge from "@hostbridge/sdk";
globalThis.hostbridge = hostbridge;`,
  },
];

async function measure(consumer) {
  const result = await build({
    stdin: { contents: consumer.code, resolveDir, sourcefile: "consumer.js", loader: "js" },
    bundle: true,
    write: false,
    format: "esm",
    platform: "browser",
    target: "es2022",
    conditions: ["@hostbridge/source"],
    minify: true,
    treeShaking: true,
    legalComments: "none",
    logLevel: "silent",
    metafile: true,
  });
  const bytes = result.outputFiles[0].contents;
  const inputs = Object.keys(result.metafile.inputs);
  return {
    name: consumer.name,
    minified: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    budget: consumer.budget,
    zod: inputs.some((p) => p.includes("/zod/")),
  };
}

const results = [];
for (const consumer of CONSUMERS) results.push(await measure(consumer));

const over = results.filter((r) => r.zod || (r.budget !== undefined && r.gzip > r.budget));
if (process.argv.includes("--json")) {
  console.log(JSON.stringify(results, null, 2));
} else {
  const kb = (n) => `${(n / 1024).toFixed(2)} KB`;
  console.log("consumer                          min        min+gzip   budget (min+gzip)");
  for (const r of results) {
    const budget =
      r.budget === undefined ? "-" : `${kb(r.budget)} ${r.gzip <= r.budget ? "ok" : "OVER"}`;
    console.log(
      `${r.name.padEnd(34)}${kb(r.minified).padEnd(11)}${kb(r.gzip).padEnd(11)}${budget}${r.zod ? "  (contains zod!)" : ""}`,
    );
  }
  console.log("\nesbuild, bundle + minify, browser, es2022, gzip level 9.");
}
if (process.argv.includes("--check") && over.length > 0) {
  console.error(`over budget: ${over.map((r) => r.name).join(", ")}`);
  process.exit(1);
}
