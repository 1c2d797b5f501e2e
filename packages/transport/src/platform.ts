/**
 * `@hostbridge/transport/platform`: the bridge for an app that knows its host is the platform
 * (post-robot 10 frames for `ui`/`admin`/`dsr` operations, `SVC_*` envelopes for high-level requests
 * to the top-most host window, `broadcast` for events), as its deployed web hosts speak it. The same
 * `createBridge`, `createEnvironmentApi` and `createInstanceCache` as the package root, with the
 * wire fixed to `platform` on every transport (the `wire` option is ignored): nothing is probed, so
 * the first request goes at once. It carries both codecs (high-level requests ride envelopes on
 * this wire too), so it is not smaller than the root. Everything else (transports, errors, types)
 * comes from the package root. Facing a host that speaks envelopes, an operation fails within the
 * ack wait (2 s) with a `REQUEST_TIMEOUT` whose message names the entry to import instead.
 *
 * @example
 * ```ts
 * import { createBridge } from "@hostbridge/transport/platform";
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
import { PLATFORM_PARTS } from "./platformParts";
import { BridgeSession } from "./bridgeSession";
import { probingWire } from "./sessionWire";

/** What a timeout error adds: the fix when the host speaks envelopes. */
const HINT =
  "; a host that speaks envelopes (SVC_*, ADMIN_*, DSR_*: native WebViews, the host simulator) does not answer the platform wire: import the automatic entry (@hostbridge/ui-api, @hostbridge/transport) or its /envelopes entry instead of /platform";

/**
 * Creates a bridge that speaks the platform wire only (see the module's description); otherwise as
 * `createBridge` of `@hostbridge/transport`.
 */
export function createBridge<C extends Casing = "snake">(
  options: BridgeOptions<C> = {},
): Bridge<C> {
  return new BridgeSession({ ...options, wire: "platform" }, probingWire, PLATFORM_PARTS, HINT);
}

/** `createEnvironmentApi` of `@hostbridge/transport`, whose instances speak the platform wire only. */
export const createEnvironmentApi = /* @__PURE__ */ environmentApiFor(createBridge, true);
/** `createInstanceCache` of `@hostbridge/transport`, whose bridges speak the platform wire only. */
export const createInstanceCache = /* @__PURE__ */ instanceCacheFor(createBridge);
