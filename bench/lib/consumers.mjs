// @ts-check
// The consumers the size benchmark and the budget test measure (lib/bundles.mjs bundles them): each the
// smallest real use of a package, what an app imports and calls, nothing more: the bundles the goals
// budget, the bases the bindings are measured against, and the environment packages the zod check
// covers. To measure one more, add an entry here (and a budget in lib/bundles.mjs if it has a goal).
const HOST = '"https://host.example.com"';

/** The `useUi()` app of the "useUi() only" group, with `useUi` imported from `from`. */
const useUiApp = (/** @type {string} */ from) => `import { useUi } from "${from}";
const ui = useUi();
ui.on("ui_app_set_data", (data) => { globalThis.data = data; });
ui.appLoaded().then((r) => { globalThis.r = r; });`;

/**
 * @typedef {object} Consumer
 * @property {string} id - stable identifier (`hostbridge-ui`, ...)
 * @property {string} group - what the consumers of one group do
 * @property {string} library - the package measured
 * @property {string} code - the consumer module (ESM), bundled from `bench/`
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
    code: `import { createBridge } from "@hostbridge/transport";
const bridge = createBridge({ hostOrigin: ${HOST} });
bridge.onEvent("canvas_opened", (body) => { globalThis.body = body; });
bridge.request("ui_app_loaded").then((r) => { globalThis.r = r; });`,
  },
  // --- useUi() --------------------------------------------------------------------------------
  {
    id: "hostbridge-ui",
    group: "useUi() only",
    library: "@hostbridge/ui-api",
    code: useUiApp("@hostbridge/ui-api"),
  },
  {
    // the same app on the platform's client (a baseline measured in the same run: issue 40's goal)
    id: "pitcher-ui",
    group: "useUi() only",
    library: "@pitcher/js-api",
    code: useUiApp("@pitcher/js-api"),
  },
  {
    // the same app after `hostbridge migrate` swapped the import (issue 40: <= half of pitcher-ui)
    id: "compat-ui",
    group: "useUi() only",
    library: "@hostbridge/compat (the client's surface on our engine)",
    code: useUiApp("@hostbridge/compat"),
  },
  {
    id: "hostbridge-ui-envelopes",
    group: "useUi() only",
    library: "@hostbridge/ui-api/envelopes (per-wire entry)",
    code: useUiApp("@hostbridge/ui-api/envelopes"),
  },
  {
    id: "hostbridge-ui-platform",
    group: "useUi() only",
    library: "@hostbridge/ui-api/platform (per-wire entry)",
    code: useUiApp("@hostbridge/ui-api/platform"),
  },
  // --- the React binding: what @hostbridge/react adds over useUi() (React itself left out) -----
  {
    id: "hostbridge-react-base",
    group: "React binding over useUi()",
    library: "@hostbridge/ui-api (by hand, no binding)",
    external: ["react"],
    code: BINDING_BASE,
  },
  {
    id: "hostbridge-react",
    group: "React binding over useUi()",
    library: "@hostbridge/react + @hostbridge/ui-api",
    external: ["react"],
    code: `import { HostBridgeProvider, useHostEnv, useEnvironmentApi, useHostEvent, useHostMessage, useHostRequest } from "@hostbridge/react";
import { useUi } from "@hostbridge/ui-api";
globalThis.app = [HostBridgeProvider, () => {
  const env = useHostEnv();
  const data = useHostMessage("ui_app_set_data");
  useHostEvent("canvas_opened", (body) => { globalThis.body = body; });
  const pick = useHostRequest(useEnvironmentApi(useUi).selectContent);
  return [env, data, pick];
}];`,
  },
  // --- useAdmin() -----------------------------------------------------------------------------
  {
    id: "hostbridge-admin",
    group: "useAdmin() only",
    library: "@hostbridge/admin-api",
    code: `import { useAdmin } from "@hostbridge/admin-api";
const admin = useAdmin();
admin.on("admin_env_changed", (env) => { globalThis.env = env; });
admin.getEnv().then((r) => { globalThis.r = r; });`,
  },
  // --- useDsr() -------------------------------------------------------------------------------
  {
    id: "hostbridge-dsr",
    group: "useDsr() only",
    library: "@hostbridge/dsr-api",
    code: `import { useDsr } from "@hostbridge/dsr-api";
const dsr = useDsr();
dsr.on("dsr_env_changed", (env) => { globalThis.env = env; });
dsr.getEnv().then((r) => { globalThis.r = r; });`,
  },
  // --- peer connectivity ----------------------------------------------------------------------
  {
    id: "hostbridge-peer",
    group: "peer connectivity only",
    library: "@hostbridge/peer-connectivity",
    code: `import { registerPeerConnectivityHandler, sendPeerConnectivityEvent } from "@hostbridge/peer-connectivity";
registerPeerConnectivityHandler("*", (event) => { globalThis.event = event; });
sendPeerConnectivityEvent({ action: "canvas.open" }, { isFeatureEnabled: true });`,
  },
  // --- everything -----------------------------------------------------------------------------
  {
    id: "hostbridge-sdk-all",
    group: "whole SDK (every export kept)",
    library: "@hostbridge/sdk",
    code: `import * as sdk from "@hostbridge/sdk";
globalThis.sdk = sdk;`,
  },
  // --- the Vue binding: what @hostbridge/vue adds over useUi() (vue itself external); the same ui-only
  // app as the React row, so the two bindings compare byte for byte ---
  {
    id: "hostbridge-vue-base",
    group: "Vue binding over useUi()",
    library: "@hostbridge/ui-api (by hand, no binding)",
    external: ["vue"],
    code: BINDING_BASE,
  },
  {
    id: "hostbridge-vue",
    group: "Vue binding over useUi()",
    library: "@hostbridge/vue + useUi (a ui-only app)",
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
