// @ts-check
// The consumers the size benchmark and the budget test measure (lib/bundles.mjs bundles them): each the
// smallest real use of a library, what an app imports and calls, nothing more. To measure one more, add
// an entry here (and a budget in lib/bundles.mjs if it has a goal).
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const RAW_MODULE = JSON.stringify(join(dirname(fileURLToPath(import.meta.url)), "raw.mjs"));
const HOST = '"https://host.example.com"';

/** The `useUi()` app of the "useUi() only" group, with `useUi` imported from `from`. */
const useUiApp = (/** @type {string} */ from) => `import { useUi } from "${from}";
const ui = useUi();
ui.on("ui_app_set_data", (data) => { globalThis.data = data; });
ui.appLoaded().then((r) => { globalThis.r = r; });`;

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

/**
 * The same ui-only app as the binding rows (`hostbridge-react`, `hostbridge-vue`), written by hand on
 * useUi(): what it does for itself is what a binding does for it, so the difference is the binding's
 * own cost. It says ready and, once the start data came, loaded (the start-up a binding owns), asks
 * the environment once and follows `env_changed` (the binding's shared record), listens to
 * `canvas_opened` (the binding rows' `useHostEvent`) and opens a picker. (Until issue 30 it left out
 * the start-up, `env_changed` and the event, which the binding rows do: the binding was charged for
 * the app's own listener and for calls every app makes.)
 */
const BINDING_BASE = `import { useUi } from "@hostbridge/ui-api";
const ui = useUi();
ui.on("ui_app_set_data", (data) => { globalThis.data = data; ui.appLoaded(); });
ui.embeddableReady();
ui.bridge.onEvent("env_changed", (env) => { globalThis.env = env; });
ui.bridge.request("get_env").then((r) => { globalThis.env = r; });
ui.bridge.onEvent("canvas_opened", (body) => { globalThis.body = body; });
ui.selectContent({ content_type: "file" }).then((r) => { globalThis.r = r; });`;

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
    code: useUiApp("@hostbridge/ui-api"),
  },
  {
    id: "hostbridge-ui-envelopes",
    group: "useUi() only",
    library: "@hostbridge/ui-api/envelopes (per-wire entry)",
    hostbridge: true,
    code: useUiApp("@hostbridge/ui-api/envelopes"),
  },
  {
    id: "hostbridge-ui-platform",
    group: "useUi() only",
    library: "@hostbridge/ui-api/platform (per-wire entry)",
    hostbridge: true,
    code: useUiApp("@hostbridge/ui-api/platform"),
  },
  {
    id: "hostbridge-sdk-ui",
    group: "useUi() only",
    library: "@hostbridge/sdk (root import)",
    hostbridge: true,
    code: useUiApp("@hostbridge/sdk"),
  },
  {
    id: "pitcher-ui",
    group: "useUi() only",
    library: "@pitcher/js-api",
    hostbridge: false,
    code: useUiApp("@pitcher/js-api"),
  },
  {
    // the same app after `hostbridge migrate` swapped the import (issue 40: <= half of pitcher-ui)
    id: "compat-ui",
    group: "useUi() only",
    library: "@hostbridge/compat (the client's surface on our engine)",
    hostbridge: true,
    code: useUiApp("@hostbridge/compat"),
  },
  // --- the React binding: what @hostbridge/react adds over useUi() (React itself left out) -----
  {
    id: "hostbridge-react-base",
    group: "React binding over useUi()",
    library: "@hostbridge/ui-api (by hand, no binding)",
    hostbridge: true,
    external: ["react"],
    code: BINDING_BASE,
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
    id: "compat-global",
    group: "script-tag global build",
    library: "@hostbridge/compat (js-api.umd.min.js, window.pitcher)",
    hostbridge: true,
    entry: "packages/compat/src/index.ts",
    globalName: "pitcher",
    distFile: "packages/compat/dist/js-api.umd.min.js",
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
    code: BINDING_BASE,
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
  const pick = useHostRequest(ui.selectContent);
  return [env, data, pick];
}];`,
  },
];

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
