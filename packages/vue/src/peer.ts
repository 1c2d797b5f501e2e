// Peer connectivity handlers that live as long as the calling scope.
import { registerPeerConnectivityHandler } from "./sdk";
import type { PeerConnectivityAction, PeerConnectivityEventHandler } from "./sdk";
import { onScopeDispose } from "./vue";
import { useClient } from "./plugin";

/**
 * Calls `handler` with every peer connectivity event whose action is `actions` (or one of them;
 * `"*"` for all), over the app's client, until the calling scope ends. Does nothing on the server.
 *
 * @example
 * ```ts
 * import { usePeerConnectivity } from "@hostbridge/vue";
 * declare const router: { push(path: string): void };
 *
 * usePeerConnectivity("canvas.open", (event) => router.push(`/canvas/${event.context?.canvasId}`));
 * ```
 */
export function usePeerConnectivity(
  actions: PeerConnectivityAction | readonly PeerConnectivityAction[],
  handler: PeerConnectivityEventHandler,
): void {
  const client = useClient("usePeerConnectivity()");
  if (!client) return;
  onScopeDispose(
    registerPeerConnectivityHandler(actions, (event) => handler(event), {
      bridge: client.bridge,
    }),
  );
}
