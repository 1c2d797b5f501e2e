// Peer connectivity handlers for the component's lifetime.
import { useEffect } from "./react";
import { registerPeerConnectivityHandler } from "@hostbridge/peer-connectivity";
import type {
  PeerConnectivityAction,
  PeerConnectivityEventHandler,
} from "@hostbridge/peer-connectivity";
import { useHostClient } from "./provider";
import { useLatest } from "./pushHooks";

/**
 * Calls `handler` with every peer connectivity event whose action is `action` (or one of them;
 * `"*"`: every event) while the component is mounted, on the provider's bridge. The latest
 * `handler` is called; the registration is removed on unmount. Send events with
 * `sendPeerConnectivityEvent(event, { bridge: useHostBridge() })`.
 *
 * @example
 * ```tsx
 * import { usePeerConnectivity } from "@hostbridge/react";
 * import { useState } from "react";
 *
 * function Follow() {
 *   const [canvas, setCanvas] = useState<unknown>();
 *   usePeerConnectivity("canvas.open", (event) => setCanvas(event.context?.canvasId));
 *   return <p>{String(canvas ?? "")}</p>;
 * }
 * ```
 */
export function usePeerConnectivity(
  action: PeerConnectivityAction | readonly PeerConnectivityAction[],
  handler: PeerConnectivityEventHandler,
): void {
  const bridge = useHostClient("usePeerConnectivity()").shared().bridge;
  const latest = useLatest(handler);
  const actions = typeof action === "string" ? action : action.join("\n");
  useEffect(
    () =>
      registerPeerConnectivityHandler(actions.split("\n"), (event) => latest.current(event), {
        bridge,
      }),
    [bridge, actions, latest],
  );
}
