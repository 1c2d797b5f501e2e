// What the composables use of the HostBridge packages, imported in this one module.
export {
  createBindingClient,
  createBridge,
  createRequestRunner,
  HostBridgeError,
} from "@hostbridge/transport";
export { detectLocation, registerPeerConnectivityHandler } from "@hostbridge/sdk";
export type {
  ApiFactory,
  BindingClient,
  BindingLocation,
  Bridge,
  BridgeOptions,
  Cased,
  Casing,
  ReplayMark,
  RequestArgs,
  RequestMethod,
  RequestOptions,
  RequestResult,
  RequestStatus,
  StartUp,
  Unsubscribe,
} from "@hostbridge/transport";
export type {
  JsApiLocation,
  PeerConnectivityAction,
  PeerConnectivityEventHandler,
} from "@hostbridge/sdk";
