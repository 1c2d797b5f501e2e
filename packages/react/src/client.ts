// The one client a <HostBridgeProvider> owns: its bridge, created without touching `window` (safe in
// SSR) and disposed only when the provider really unmounts. React StrictMode runs every effect's
// cleanup and setup once more right after mounting; the disposal is therefore deferred to the next
// task and cancelled when the provider's effect runs again, so the simulated unmount never closes the
// bridge the hooks below it are subscribed to.
import { createBridge } from "@hostbridge/transport";
import type { Bridge, BridgeOptions, Casing, Unsubscribe } from "@hostbridge/transport";

/** The pushed message replayed to hooks that subscribe after it arrived: the app's start data. */
export const REPLAYED_MESSAGE = "ui_app_set_data";

/** @internal What the provider puts into context. */
export interface HostClient {
  /** The bridge (a new one when the previous was disposed after an unmount and the tree came back). */
  bridge(): Bridge<Casing>;
  /** The last `ui_app_set_data` payload, once one arrived while the provider was mounted. */
  startData(): unknown;
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
): HostClient {
  let current = given;
  let startData: unknown;
  let stopRecording: Unsubscribe | undefined;
  let pendingRelease: ReturnType<typeof setTimeout> | undefined;

  const bridge = () => {
    if (!current || (current.disposed && current !== given)) current = createBridge(options);
    return current;
  };
  const shutDown = () => {
    stopRecording?.();
    stopRecording = undefined;
    if (current !== given) current?.dispose();
  };
  return {
    bridge,
    startData: () => startData,
    retain() {
      clearTimeout(pendingRelease);
      stopRecording ??= bridge().onMessage("ui", REPLAYED_MESSAGE, (payload) => {
        startData = payload;
      });
      return () => {
        pendingRelease = setTimeout(shutDown, 0);
      };
    },
  };
}
