// The one client a <HostBridgeProvider> owns: its bridge, created without touching `window` (safe in
// SSR), and what every hook shares on it (the start-up, the environment record, the bridge handlers
// of its hooks, one instance per environment API), disposed only when the provider really
// unmounts. React StrictMode runs every effect's cleanup and setup once more right after mounting;
// the disposal is therefore deferred to the next task and cancelled when the provider's effect runs
// again, so the simulated unmount never closes the bridge the hooks below it are subscribed to.
import { createBindingClient, createBridge } from "@hostbridge/transport";
import type {
  BindingClient,
  BindingLocation,
  Bridge,
  BridgeOptions,
  Casing,
  StartUp,
  Unsubscribe,
} from "@hostbridge/transport";

/** @internal What the provider puts into context. */
export interface HostClient {
  /** The environment the provider serves. */
  readonly location: BindingLocation;
  /**
   * What the hooks share, on the current bridge (a new one when the previous was disposed after an
   * unmount and the tree came back). Created on first use: nothing is created during SSR rendering.
   */
  shared(): BindingClient;
  /**
   * Called by the provider's effect; returns the release its cleanup calls. One holder at a time
   * (React runs an effect's cleanup before running it again): a release shuts the client down on
   * the next task unless `retain` is called again before.
   */
  retain(): Unsubscribe;
}

/** @internal `given`: the app's own bridge (never disposed here); else one is created from `options`. */
export function createHostClient(
  options: BridgeOptions<Casing> | undefined,
  given: Bridge<Casing> | undefined,
  location: BindingLocation,
  startUp: StartUp,
): HostClient {
  let current: BindingClient | undefined;
  let pendingRelease: ReturnType<typeof setTimeout> | undefined;
  // "once per app": the bridge or transport the app gave, else the page
  const appKey: object = given ?? options?.transport ?? globalThis;

  const shared = () => {
    if (!current || (current.bridge.disposed && current.bridge !== given)) {
      current?.close();
      current = createBindingClient(given ?? createBridge(options), location, startUp, appKey);
    }
    return current;
  };
  const shutDown = () => {
    current?.close();
    if (current && current.bridge !== given) current.bridge.dispose();
    current = undefined;
  };
  return {
    location,
    shared,
    retain() {
      clearTimeout(pendingRelease);
      shared().start();
      return () => {
        pendingRelease = setTimeout(shutDown, 0);
      };
    },
  };
}
