/**
 * @hostbridge/peer-connectivity: send and receive peer connectivity events (actions such as
 * `canvas.open` shared between the peers of a session), carried by the `peer_connectivity_event`
 * event.
 *
 * @example
 * ```ts
 * import { registerPeerConnectivityHandler, sendPeerConnectivityEvent } from "@hostbridge/peer-connectivity";
 *
 * registerPeerConnectivityHandler("*", (event) => console.log(event.action));
 * sendPeerConnectivityEvent({ action: "canvas.open", context: { canvasId: "c1" } }, { isFeatureEnabled: true });
 * ```
 *
 * @packageDocumentation
 */
export {
  DEFAULT_PEER_CONNECTIVITY_VERSION,
  PEER_CONNECTIVITY_ACTIONS,
  PEER_CONNECTIVITY_EVENT,
  PEER_CONNECTIVITY_HANDLER_MATCH_ALL,
} from "@hostbridge/protocol-types";
export { createPeerConnectivityEvent, DEFAULT_PEER_CONNECTIVITY_SOURCE } from "./event";
export { registerPeerConnectivityHandler, sendPeerConnectivityEvent } from "./registry";

export type {
  PeerConnectivityAction,
  PeerConnectivityContext,
  PeerConnectivityDispatchOptions,
  PeerConnectivityEvent,
  PeerConnectivityEventHandler,
  PeerConnectivityEventPayload,
  PeerConnectivityMetadata,
} from "@hostbridge/protocol-types";
export type {
  PeerConnectivityOptions,
  SendPeerConnectivityEventOptions,
  UnregisterPeerConnectivityHandler,
} from "./registry";
