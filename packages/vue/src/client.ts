// The one client an app shares: one bridge, and on it what every component shares (the start-up,
// the environment record, the bridge handlers of its composables, one instance per environment
// API). The client imports no environment package: an app that uses `ui` only carries no admin or
// dsr code (it names the API it uses: `useEnvironmentApi(useUi)`).
import { createBindingClient, createBridge, detectLocation } from "./sdk";
import type { BindingClient, Bridge, BridgeOptions, Casing, JsApiLocation, StartUp } from "./sdk";

/** Options of `createHostBridge()`: those of `createBridge()` (`hostOrigin`, `transport`, `casing`, ...), and more. */
export type HostBridgeOptions<C extends Casing = "snake"> = BridgeOptions<C> & {
  /** The environment the app runs in; default: detected as `useApi()` does (`detectLocation()`). */
  location?: JsApiLocation | undefined;
  /**
   * Who tells the host the app started (`ui` only):
   * - `"auto"` (default): the plugin sends `ui_embeddable_ready` when the app mounts, waits for the
   *   start data (`ui_app_set_data`), then sends `ui_app_loaded`. Once per app: a remount or a hot
   *   reload sends nothing again.
   * - `"ready"`: the plugin sends `ui_embeddable_ready`; the app calls `appLoaded()` itself (after
   *   its own data arrived, for example).
   * - `"manual"`: the plugin sends neither.
   */
  startUp?: StartUp | undefined;
  /** Use this bridge instead of creating one (the app then owns it: it is never disposed here). */
  bridge?: Bridge<C> | undefined;
};

/** The client `createHostBridge()` provides to every component of one app. */
export interface HostBridgeClient<C extends Casing = "snake"> {
  /** The environment the app runs in (the `location` option, else detected). */
  readonly location: JsApiLocation;
  /** The one bridge of the app (its `listenerCount` and `pendingCount` help find leaks). */
  readonly bridge: Bridge<C>;
}

/** @internal The client with what the composables share. */
export interface AppClient extends HostBridgeClient<Casing> {
  readonly shared: BindingClient;
  /** Removes every listener, releases the API instances, and disposes the bridge it created. */
  dispose(): void;
}

/**
 * @internal Creates the client of one app. Nothing touches `window` here: the bridge is created from
 * the options (it attaches to the window only when first used), and the caller creates the client
 * only in a browser.
 */
export function createHostBridgeClient(options: HostBridgeOptions<Casing> = {}): AppClient {
  const { location: explicit, startUp = "auto", bridge: given, ...rest } = options;
  const location = detectLocation(explicit);
  const bridge = given ?? createBridge(rest);
  // "once per app": the bridge or transport the app gave, else the page
  const appKey: object = given ?? rest.transport ?? globalThis;
  const shared = createBindingClient(bridge, location, startUp, appKey);
  return {
    location,
    bridge,
    shared,
    dispose() {
      shared.close();
      if (!given) bridge.dispose();
    },
  };
}
