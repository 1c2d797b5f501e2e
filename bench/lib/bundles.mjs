// @ts-check
// The one place that builds and measures bundles of minimal consumers, shared by `bench/size.mjs`
// (the size benchmark) and `bench/test/sizeBudget.test.ts` (the budget check in `npm test`).
//
// Each consumer is the smallest real use of a library: what an app imports and calls, nothing more.
// It is bundled by esbuild (bundle + minify + tree-shaking, browser platform, ES2022, ESM) and
// measured as minified bytes and min+gzip bytes (gzip level 9). HostBridge packages are bundled
// either from their sources (the "@hostbridge/source" export condition: no build needed, which is
// what the budget test uses) or from their built `dist` (what a consumer installing from npm gets).
// The baselines (@pitcher/js-api, penpal, comlink) come from their published npm files.
import { readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";

const BENCH_DIR = join(dirname(fileURLToPath(import.meta.url)), "..");
const ROOT = join(BENCH_DIR, "..");
const RAW_MODULE = JSON.stringify(join(BENCH_DIR, "lib", "raw.mjs"));
const HOST = '"https://host.example.com"';

/** The custom export condition that points HostBridge packages at their TypeScript sources. */
export const SOURCE_CONDITION = "@hostbridge/source";

/** Budgets in bytes, min+gzip (docs/architecture.md, "Decisions and their reasons": numbers are benchmarks). */
export const BUDGETS = /** @type {const} */ ({
  "hostbridge-ui": 6 * 1024,
  "hostbridge-sdk-all": 10 * 1024,
  "hostbridge-transport": 5 * 1024,
});

/**
 * What a framework binding may add (min+gzip bytes, from the sources) over the environment package it uses
 * (issue 24: <= 1 KB): binding row -> [base row, goal, ceiling]. The ceiling, just above what ships, is the
 * regression limit `npm test` checks while the goal is not met (as `CEILINGS` for the budgets): delete it once
 * the binding adds no more than the goal.
 * @type {Readonly<Record<string, readonly [base: string, goal: number, ceiling?: number]>>}
 */
export const BINDING_OVERHEAD = {
  // (ceilings: the start-up, the shared environment record and channels, and the API instances of
  // the binding client (issue 30) cost ~700 B over the goal: not met yet)
  "hostbridge-vue": ["hostbridge-vue-base", 1024, 1760],
  "hostbridge-react": ["hostbridge-react-base", 1024, 1760],
};

/** How far (min+gzip bytes) a ui-only Vue app's HostBridge code may be from the React equivalent's (issue 30). */
export const VUE_REACT_PARITY = 512;

/**
 * Regression ceilings for the budgets docs/architecture.md sets but the code does not meet yet (BENCHMARKS.md,
 * "Goals not met", says what limits them). `npm test` fails when a bundle grows past its ceiling, so
 * the gap can only shrink; when a bundle meets its goal, delete its ceiling here and the goal applies.
 */
// (+450 B each for the platform wire's key casing, docs/protocol.md "Casing on the platform wire":
// the bridge session sends high-level bodies snake_cased there, so every consumer carries it)
// (issue 33: the session split by concern, the one redaction list, the request hook and the start-up
// explanation on a timeout add about 850 B to useUi(), 840 B to the minimal transport, 880 B to the
// whole sdk, which also carries `inspectorRequested`; the inspector itself loads only when asked)
export const CEILINGS = /** @type {const} */ ({
  "hostbridge-ui": 9650,
  "hostbridge-sdk-all": 13350,
  "hostbridge-transport": 8500,
});

/**
 * @typedef {object} Consumer
 * @property {string} id - stable identifier (`hostbridge-ui`, `pitcher-ui`, ...)
 * @property {string} group - what the consumers of one group do, the same for every library
 * @property {string} library - the library measured
 * @property {boolean} hostbridge - whether it measures HostBridge packages (bundled from source or dist)
 * @property {string} [code] - the consumer module (ESM), bundled from `bench/`
 * @property {string} [entry] - instead of `code`: an entry file (repo-relative) bundled as a script-tag IIFE
 * @property {string} [globalName] - the IIFE's global name, with `entry`
 * @property {string} [file] - instead: a prebuilt, already minified file measured as shipped (repo-relative or bench/node_modules-relative)
 * @property {string} [distFile] - for an `entry`: the prebuilt file measured in `dist` mode (repo-relative)
 * @property {string[]} [external] - imports left out of the bundle (a binding's framework peer: the app has it anyway)
 */

/** @type {readonly Consumer[]} */
export const CONSUMERS = [
  // --- the RPC core: one request and one listener ---------------------------------------------
  {
    id: "hostbridge-transport",
    group: "RPC core: one request + one listener",
    library: "@hostbridge/transport",
    hostbridge: true,
    code: `import { createBridge } from "@hostbridge/transport";
const bridge = createBridge({ hostOrigin: ${HOST} });
bridge.onEvent("canvas_opened", (body) => { globalThis.body = body; });
bridge.request("ui_app_loaded").then((r) => { globalThis.r = r; });`,
  },
  {
    id: "penpal-core",
    group: "RPC core: one request + one listener",
    library: "penpal",
    hostbridge: false,
    code: `import { connect, WindowMessenger } from "penpal";
const connection = connect({
  messenger: new WindowMessenger({ remoteWindow: window.parent, allowedOrigins: [${HOST}] }),
  methods: { canvasOpened(body) { globalThis.body = body; } },
});
connection.promise.then((remote) => remote.appLoaded()).then((r) => { globalThis.r = r; });`,
  },
  {
    id: "comlink-core",
    group: "RPC core: one request + one listener",
    library: "comlink",
    hostbridge: false,
    code: `import { expose, windowEndpoint, wrap } from "comlink";
expose({ canvasOpened(body) { globalThis.body = body; } }, windowEndpoint(window.parent, self, ${HOST}), [${HOST}]);
wrap(windowEndpoint(window.parent, self, ${HOST})).appLoaded().then((r) => { globalThis.r = r; });`,
  },
  {
    id: "raw-core",
    group: "RPC core: one request + one listener",
    library: "hand-written postMessage (bench/lib/raw.mjs)",
    hostbridge: false,
    code: `import { createRawWindowClient } from ${RAW_MODULE};
const client = createRawWindowClient(window.parent, ${HOST}, window);
window.addEventListener("message", (e) => {
  if (e.source === window.parent && e.origin === ${HOST} && e.data?.type === "SVC_EVENT") globalThis.body = e.data.request.body;
});
client.request("ui_app_loaded").then((r) => { globalThis.r = r; });`,
  },
  // --- useUi() --------------------------------------------------------------------------------
  {
    id: "hostbridge-ui",
    group: "useUi() only",
    library: "@hostbridge/ui-api",
    hostbridge: true,
    code: `import { useUi } from "@hostbridge/ui-api";
const ui = useUi();
ui.on("ui_app_set_data", (data) => { globalThis.data = data; });
ui.appLoaded().then((r) => { globalThis.r = r; });`,
  },
  {
    id: "hostbridge-sdk-ui",
    group: "useUi() only",
    library: "@hostbridge/sdk (root import)",
    hostbridge: true,
    code: `import { useUi } from "@hostbridge/sdk";
const ui = useUi();
ui.on("ui_app_set_data", (data) => { globalThis.data = data; });
ui.appLoaded().then((r) => { globalThis.r = r; });`,
  },
  {
    id: "pitcher-ui",
    group: "useUi() only",
    library: "@pitcher/js-api",
    hostbridge: false,
    code: `import { useUi } from "@pitcher/js-api";
const ui = useUi();
ui.on("ui_app_set_data", (data) => { globalThis.data = data; });
ui.appLoaded().then((r) => { globalThis.r = r; });`,
  },
  // --- the React binding: what @hostbridge/react adds over useUi() (React itself left out) -----
  {
    id: "hostbridge-react-base",
    group: "React binding over useUi()",
    library: "@hostbridge/ui-api (by hand, no binding)",
    hostbridge: true,
    external: ["react"],
    code: `import { useUi } from "@hostbridge/ui-api";
const ui = useUi();
ui.on("ui_app_set_data", (data) => { globalThis.data = data; });
ui.bridge.request("get_env").then((r) => { globalThis.env = r; });
ui.selectContent({ content_type: "file" }).then((r) => { globalThis.r = r; });`,
  },
  {
    id: "hostbridge-react",
    group: "React binding over useUi()",
    library: "@hostbridge/react + @hostbridge/ui-api",
    hostbridge: true,
    external: ["react"],
    code: `import { HostBridgeProvider, useEnv, useEnvironmentApi, useHostEvent, useMessage, useRequest } from "@hostbridge/react";
import { useUi } from "@hostbridge/ui-api";
globalThis.app = [HostBridgeProvider, () => {
  const env = useEnv();
  const data = useMessage("ui_app_set_data");
  useHostEvent("canvas_opened", (body) => { globalThis.body = body; });
  const pick = useRequest(useEnvironmentApi(useUi).selectContent);
  return [env, data, pick];
}];`,
  },
  // --- useAdmin() -----------------------------------------------------------------------------
  {
    id: "hostbridge-admin",
    group: "useAdmin() only",
    library: "@hostbridge/admin-api",
    hostbridge: true,
    code: `import { useAdmin } from "@hostbridge/admin-api";
const admin = useAdmin();
admin.on("admin_env_changed", (env) => { globalThis.env = env; });
admin.getEnv().then((r) => { globalThis.r = r; });`,
  },
  {
    id: "pitcher-admin",
    group: "useAdmin() only",
    library: "@pitcher/js-api",
    hostbridge: false,
    code: `import { useAdmin } from "@pitcher/js-api";
const admin = useAdmin();
admin.on("admin_env_changed", (env) => { globalThis.env = env; });
admin.getEnv().then((r) => { globalThis.r = r; });`,
  },
  // --- useDsr() -------------------------------------------------------------------------------
  {
    id: "hostbridge-dsr",
    group: "useDsr() only",
    library: "@hostbridge/dsr-api",
    hostbridge: true,
    code: `import { useDsr } from "@hostbridge/dsr-api";
const dsr = useDsr();
dsr.on("dsr_env_changed", (env) => { globalThis.env = env; });
dsr.getEnv().then((r) => { globalThis.r = r; });`,
  },
  {
    id: "pitcher-dsr",
    group: "useDsr() only",
    library: "@pitcher/js-api",
    hostbridge: false,
    code: `import { useDsr } from "@pitcher/js-api";
const dsr = useDsr();
dsr.on("dsr_env_changed", (env) => { globalThis.env = env; });
dsr.getEnv().then((r) => { globalThis.r = r; });`,
  },
  // --- peer connectivity ----------------------------------------------------------------------
  {
    id: "hostbridge-peer",
    group: "peer connectivity only",
    library: "@hostbridge/peer-connectivity",
    hostbridge: true,
    code: `import { registerPeerConnectivityHandler, sendPeerConnectivityEvent } from "@hostbridge/peer-connectivity";
registerPeerConnectivityHandler("*", (event) => { globalThis.event = event; });
sendPeerConnectivityEvent({ action: "canvas.open" }, { isFeatureEnabled: true });`,
  },
  {
    id: "pitcher-peer",
    group: "peer connectivity only",
    library: "@pitcher/js-api",
    hostbridge: false,
    code: `import { registerPeerConnectivityHandler, sendPeerConnectivityEvent } from "@pitcher/js-api";
registerPeerConnectivityHandler("*", (event) => { globalThis.event = event; });
sendPeerConnectivityEvent({ action: "canvas.open" }, { isFeatureEnabled: true });`,
  },
  // --- the high-level API ---------------------------------------------------------------------
  {
    id: "hostbridge-hostapi",
    group: "high-level API only (useHostApi / usePitcherApi)",
    library: "@hostbridge/sdk",
    hostbridge: true,
    code: `import { useHostApi } from "@hostbridge/sdk";
const api = useHostApi();
api.on("env_changed", (env) => { globalThis.env = env; });
api.getEnv().then((r) => { globalThis.r = r; });`,
  },
  {
    id: "pitcher-hostapi",
    group: "high-level API only (useHostApi / usePitcherApi)",
    library: "@pitcher/js-api",
    hostbridge: false,
    code: `import { usePitcherApi } from "@pitcher/js-api";
const api = usePitcherApi();
api.on("env_changed", (env) => { globalThis.env = env; });
api.getEnv().then((r) => { globalThis.r = r; });`,
  },
  // --- everything -----------------------------------------------------------------------------
  {
    id: "hostbridge-sdk-all",
    group: "whole SDK (every export kept)",
    library: "@hostbridge/sdk",
    hostbridge: true,
    code: `import * as sdk from "@hostbridge/sdk";
globalThis.sdk = sdk;`,
  },
  {
    id: "pitcher-all",
    group: "whole SDK (every export kept)",
    library: "@pitcher/js-api",
    hostbridge: false,
    code: `import * as sdk from "@pitcher/js-api";
globalThis.sdk = sdk;`,
  },
  // --- script tag -----------------------------------------------------------------------------
  {
    id: "hostbridge-global",
    group: "script-tag global build",
    library: "@hostbridge/sdk (hostbridge.global.js)",
    hostbridge: true,
    entry: "packages/sdk/src/index.ts",
    globalName: "hostbridge",
    distFile: "packages/sdk/dist/hostbridge.global.js",
  },
  {
    id: "pitcher-global",
    group: "script-tag global build",
    library: "@pitcher/js-api (js-api.umd.min.js)",
    hostbridge: false,
    file: "@pitcher/js-api/js-api.umd.min.js",
  },
  {
    id: "penpal-global",
    group: "script-tag global build",
    library: "penpal (penpal.min.js)",
    hostbridge: false,
    file: "penpal/dist/penpal.min.js",
  },
  {
    id: "comlink-global",
    group: "script-tag global build",
    library: "comlink (umd/comlink.min.js)",
    hostbridge: false,
    file: "comlink/dist/umd/comlink.min.js",
  },
  // --- the Vue binding: what @hostbridge/vue adds over useUi() (vue itself external); the same ui-only
  // app as the React row, so the two bindings compare byte for byte ---
  {
    id: "hostbridge-vue-base",
    group: "Vue binding over useUi()",
    library: "@hostbridge/ui-api (by hand, no binding)",
    hostbridge: true,
    external: ["vue"],
    code: `import { useUi } from "@hostbridge/ui-api";
const ui = useUi();
ui.on("ui_app_set_data", (data) => { globalThis.data = data; });
ui.bridge.request("get_env").then((r) => { globalThis.env = r; });
ui.selectContent({ content_type: "file" }).then((r) => { globalThis.r = r; });`,
  },
  {
    id: "hostbridge-vue",
    group: "Vue binding over useUi()",
    library: "@hostbridge/vue + useUi (a ui-only app)",
    hostbridge: true,
    external: ["vue"],
    code: `import { createHostBridge, useEnvironmentApi, useHostEnv, useHostEvent, useHostMessage, useHostRequest } from "@hostbridge/vue";
import { useUi } from "@hostbridge/sdk";
globalThis.app = [createHostBridge(), () => {
  const env = useHostEnv();
  const data = useHostMessage("ui_app_set_data");
  useHostEvent("canvas_opened", (body) => { globalThis.body = body; });
  const ui = useEnvironmentApi(useUi);
  const pick = useHostRequest((signal) => ui.selectContent({ content_type: "file" }, { signal }));
  return [env, data, pick];
}];`,
  },
];

/**
 * @typedef {object} BundleSize
 * @property {string} id
 * @property {string} group
 * @property {string} library
 * @property {"source" | "dist" | "npm" | "prebuilt"} mode - `source`/`dist`: how HostBridge code was resolved;
 *   `npm`: a baseline bundled from its published package; `prebuilt`: a shipped minified file measured as is
 * @property {number} minified - minified bytes
 * @property {number} gzip - min+gzip bytes (level 9)
 * @property {boolean} zod - whether zod ended up in the bundle (it must never, in a browser package)
 * @property {{ path: string, bytes: number }[]} inputs - what the bundle is made of, largest first (bytes in the minified output)
 */

/**
 * Finds a consumer by id.
 * @param {string} id
 * @returns {Consumer}
 */
export function consumer(id) {
  const found = CONSUMERS.find((c) => c.id === id);
  if (!found)
    throw new Error(`no consumer "${id}" (known: ${CONSUMERS.map((c) => c.id).join(", ")})`);
  return found;
}

/**
 * Groups a metafile's output inputs by package: `packages/<name>/src/x.ts` stays as is,
 * `node_modules/.pnpm/<...>/node_modules/<pkg>/x.js` becomes `<pkg>/x.js`.
 * @param {Record<string, { bytesInOutput: number }>} inputs
 */
function describeInputs(inputs) {
  return Object.entries(inputs)
    .map(([path, { bytesInOutput }]) => ({
      path: path.replace(/^.*node_modules\//, "").replace(/^\.\.\//, ""),
      bytes: bytesInOutput,
    }))
    .filter((i) => i.bytes > 0)
    .sort((a, b) => b.bytes - a.bytes);
}

/**
 * Bundles and measures one consumer.
 * @param {Consumer} c
 * @param {{ mode?: "source" | "dist", plugins?: import("esbuild").Plugin[], target?: string }} [options] - how to resolve
 *   HostBridge packages (default `source`); esbuild plugins (`bench/floor.mjs` edits sources in memory with one)
 * @returns {Promise<BundleSize>}
 */
export async function measureConsumer(c, options = {}) {
  const mode = options.mode ?? "source";
  const base = { id: c.id, group: c.group, library: c.library };
  const shippedFile = c.file
    ? join(BENCH_DIR, "node_modules", c.file)
    : c.distFile && mode === "dist"
      ? join(ROOT, c.distFile)
      : undefined;
  if (shippedFile) {
    const bytes = readFileSync(shippedFile);
    return {
      ...base,
      mode: c.file ? "prebuilt" : "dist",
      minified: bytes.length,
      gzip: gzipSync(bytes, { level: 9 }).length,
      zod: /\bZodError\b|\$ZodType\b/.test(bytes.toString("utf8")),
      inputs: [{ path: relative(ROOT, shippedFile), bytes: bytes.length }],
    };
  }
  /** @type {import("esbuild").BuildOptions} */
  const common = {
    bundle: true,
    write: false,
    minify: true,
    treeShaking: true,
    legalComments: "none",
    platform: "browser",
    logLevel: "silent",
    metafile: true,
    absWorkingDir: ROOT,
    plugins: options.plugins ?? [],
    external: c.external ?? [],
    // source mode reads the TypeScript sources; dist mode the built ESM ("import" condition)
    conditions: c.hostbridge && mode === "source" ? [SOURCE_CONDITION] : [],
  };
  const result = c.entry
    ? // the script-tag build, as packages/sdk/tsup.config.ts makes it (IIFE, ES2022, global name)
      await build({
        ...common,
        entryPoints: [join(ROOT, c.entry)],
        format: "iife",
        globalName: c.globalName,
        target: "es2022",
        conditions: [SOURCE_CONDITION, "browser", "import", "default"],
      })
    : await build({
        ...common,
        stdin: {
          contents: c.code ?? "",
          resolveDir: BENCH_DIR,
          sourcefile: `${c.id}.js`,
          loader: "js",
        },
        format: "esm",
        target: options.target ?? "es2022",
      });
  const output = result.outputFiles?.[0];
  if (!output) throw new Error(`esbuild produced no output for ${c.id}`);
  const outputs = Object.values(result.metafile?.outputs ?? {});
  const inputs = describeInputs(outputs[0]?.inputs ?? {});
  return {
    ...base,
    mode: c.hostbridge ? mode : "npm",
    minified: output.contents.length,
    gzip: gzipSync(output.contents, { level: 9 }).length,
    zod: Object.keys(result.metafile?.inputs ?? {}).some((p) => /[/\\]zod[/\\]/.test(p)),
    inputs,
  };
}

/**
 * Measures every consumer (HostBridge ones in the given mode), in order.
 * @param {{ mode?: "source" | "dist" }} [options]
 * @returns {Promise<BundleSize[]>}
 */
export async function measureAll(options = {}) {
  const results = [];
  for (const c of CONSUMERS) results.push(await measureConsumer(c, options));
  return results;
}

/**
 * The failure message of an exceeded budget: measured and allowed sizes, and the largest inputs.
 * @param {BundleSize} size
 * @param {number} budget
 */
export function budgetMessage(size, budget) {
  const kb = (/** @type {number} */ n) => `${(n / 1024).toFixed(2)} KB (${n} B)`;
  const largest = size.inputs
    .slice(0, 6)
    .map((i) => `${i.path} ${i.bytes} B`)
    .join(", ");
  return (
    `${size.library}, "${size.group}": ${kb(size.gzip)} min+gzip exceeds the budget of ${kb(budget)} ` +
    `(over by ${size.gzip - budget} B). Largest inputs (minified bytes): ${largest}. ` +
    "Run `npm run bench:size` for the full table; shrink the code on this path or move it behind a separate import."
  );
}
