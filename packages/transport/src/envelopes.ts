/**
 * `@hostbridge/transport/envelopes`: the bridge for an app that knows its host speaks the spec's
 * envelopes (`SVC_*`, `ADMIN_*`, `DSR_*`), as native WebView hosts, the host simulator and the dev
 * host do. The same `createBridge`, `createEnvironmentApi` and `createInstanceCache` as the package
 * root, with the wire fixed to `envelopes` (the `wire` option is ignored, nothing is probed), so
 * the platform wire's code (the post-robot codec, its key casing, the top-most host window) is not
 * in the app's bundle. Everything else (transports, errors, types) comes from the package root.
 * Facing a platform host (post-robot), a request with a timeout fails with a `REQUEST_TIMEOUT`
 * whose message names the entry to import instead.
 *
 * @example
 * ```ts
 * import { createBridge } from "@hostbridge/transport/envelopes";
 *
 * const bridge = createBridge({ hostOrigin: "https://host.example.com" });
 * await bridge.call("svc", "ui_app_loaded", undefined);
 * ```
 *
 * @packageDocumentation
 */
import type { Bridge, BridgeOptions } from "./bridgeOptions";
import type { Casing } from "./casing";
import { environmentApiFor, instanceCacheFor } from "./apiFactories";
import { BridgeSession } from "./bridgeSession";
import { envelopeWire } from "./sessionWire";

/** What a timeout error adds: the fix when the host is the platform. */
const HINT =
  "; a platform host (post-robot) does not speak envelopes: import the automatic entry (@hostbridge/ui-api, @hostbridge/transport) or its /platform entry instead of /envelopes";

/**
 * Creates a bridge that speaks envelopes only (see the module's description); otherwise as
 * `createBridge` of `@hostbridge/transport`.
 */
export function createBridge<C extends Casing = "snake">(
  options: BridgeOptions<C> = {},
): Bridge<C> {
  return new BridgeSession(options, envelopeWire, undefined, HINT);
}

/** `createEnvironmentApi` of `@hostbridge/transport`, whose instances speak envelopes only. */
export const createEnvironmentApi = /* @__PURE__ */ environmentApiFor(createBridge, true);
/** `createInstanceCache` of `@hostbridge/transport`, whose bridges speak envelopes only. */
export const createInstanceCache = /* @__PURE__ */ instanceCacheFor(createBridge);
