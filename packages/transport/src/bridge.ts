// The bridge an app talks to its host through: one session (./bridgeSession) that owns all its state.
// This is the automatic entry's bridge, with both wires; ./platform and ./envelopes have the
// per-wire ones.
import type { Bridge, BridgeOptions } from "./bridgeOptions";
import type { Casing } from "./casing";
import { environmentApiFor, instanceCacheFor } from "./apiFactories";
import { PLATFORM_PARTS } from "./platformParts";
import { BridgeSession } from "./bridgeSession";
import { probingWire } from "./sessionWire";

/**
 * Creates the bridge an embedded app uses to talk to its host. Nothing is touched (no `window`, no
 * listener) until the first call that needs it, so it is safe to create during server-side rendering.
 * It speaks both wires (the `wire` option; `auto` by default); an app that knows its host can import
 * the same function from `@hostbridge/transport/envelopes` (which drops the platform wire's codec)
 * or `/platform` (which skips the probe).
 *
 * @example
 * ```ts
 * import { createBridge } from "@hostbridge/transport";
 *
 * const bridge = createBridge({ hostOrigin: "https://host.example.com", casing: "camel" });
 * const off = bridge.onEvent("canvas_opened", (body) => console.log("opened", body));
 * const { response } = await bridge.request("get_env");
 * console.log(response.status); // "ok"
 * off();
 * bridge.dispose();
 * ```
 */
export function createBridge<C extends Casing = "snake">(
  options: BridgeOptions<C> = {},
): Bridge<C> {
  return new BridgeSession(options, probingWire, PLATFORM_PARTS);
}

export const createEnvironmentApi = /* @__PURE__ */ environmentApiFor(createBridge);
export const createInstanceCache = /* @__PURE__ */ instanceCacheFor(createBridge);
