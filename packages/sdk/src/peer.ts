/**
 * `@hostbridge/sdk/peer`: peer connectivity (the same exports as `@hostbridge/peer-connectivity`).
 *
 * @example
 * ```ts
 * import { registerPeerConnectivityHandler } from "@hostbridge/sdk/peer";
 *
 * const unregister = registerPeerConnectivityHandler("canvas.open", (event) => console.log(event.context));
 * ```
 *
 * @packageDocumentation
 */
export {
  createPeerConnectivityEvent,
  DEFAULT_PEER_CONNECTIVITY_SOURCE,
  DEFAULT_PEER_CONNECTIVITY_VERSION,
  PEER_CONNECTIVITY_ACTIONS,
  PEER_CONNECTIVITY_EVENT,
  PEER_CONNECTIVITY_HANDLER_MATCH_ALL,
  registerPeerConnectivityHandler,
  sendPeerConnectivityEvent,
} from "@hostbridge/peer-connectivity";

export type {
  PeerConnectivityAction,
  PeerConnectivityContext,
  PeerConnectivityDispatchOptions,
  PeerConnectivityEvent,
  PeerConnectivityEventHandler,
  PeerConnectivityEventPayload,
  PeerConnectivityMetadata,
  PeerConnectivityOptions,
  SendPeerConnectivityEventOptions,
  UnregisterPeerConnectivityHandler,
} from "@hostbridge/peer-connectivity";
