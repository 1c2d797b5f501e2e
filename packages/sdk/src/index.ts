/**
 * @hostbridge/sdk: everything an embedded app needs in one package. `useApi()` (the methods of the
 * environment the app runs in), `useHostApi()` / `highLevelApi` (the high-level API), `useUi()`,
 * `useAdmin()`, `useDsr()`, peer connectivity, `getAvailableApis()`, and the errors. Subpaths
 * `@hostbridge/sdk/ui`, `/admin`, `/dsr` and `/peer` hold one environment each; the script-tag build
 * `dist/hostbridge.global.js` (`@hostbridge/sdk/global`) defines `window.hostbridge`.
 *
 * @example
 * ```ts
 * import { useApi } from "@hostbridge/sdk";
 *
 * const api = useApi({ hostOrigin: "https://host.example.com" });
 * ```
 *
 * @packageDocumentation
 */
export { useAdmin } from "@hostbridge/admin-api";
export { useDsr } from "@hostbridge/dsr-api";
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
export {
  createBridge,
  ERROR_CODES,
  HostBridgeError,
  HostError,
  isHostBridgeError,
} from "@hostbridge/transport";
export { useUi } from "@hostbridge/ui-api";
export { useHostApi } from "./hostApi";
export { detectLocation, LOCATION_QUERY_PARAM } from "./location";
export { getAvailableApis, highLevelApi, useApi } from "./useApi";

// The protocol's payload types, so an app (and a generic wrapper over `on(type, ...)`) needs no
// second import; every other payload type is in @hostbridge/protocol-types.
export type {
  AdminApiMap,
  AdminApiRequest,
  AdminApiResponse,
  AdminEnv,
  AdminMessageMap,
  AdminMessageType,
  DsrApiMap,
  DsrApiRequest,
  DsrApiResponse,
  DsrEnv,
  DsrMessageMap,
  DsrMessageType,
  EventKey,
  EventMap,
  HighLevelApiMap,
  HighLevelApiRequest,
  HighLevelApiResponse,
  JsApiLocation,
  Mode,
  ServiceEnv,
  UiApiMap,
  UiApiRequest,
  UiApiResponse,
  UiAppSetDataPayload,
  UiMessageMap,
  UiMessageType,
  UiSelectContentRequest,
  UiSelectContentResponse,
} from "@hostbridge/protocol-types";
export type {
  AdminApi,
  AdminMessageHandler,
  AdminMethods,
  AdminOptions,
} from "@hostbridge/admin-api";
export type { DsrApi, DsrMessageHandler, DsrMethods, DsrOptions } from "@hostbridge/dsr-api";
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
export { inspectorRequested, INSPECTOR_FLAG } from "./inspectorFlag";
export type {
  ActivityHook,
  Bridge,
  BridgeActivity,
  BridgeOptions,
  Cased,
  Casing,
  ErrorCode,
  FetchMode,
  LogLevel,
  LowLevelApi,
  RequestOptions,
  Unsubscribe,
} from "@hostbridge/transport";
export type {
  ApiMethod,
  PromptAssistantChunk,
  PromptAssistantStream,
  UiApi,
  UiMessageHandler,
  UiMethods,
  UiOptions,
} from "@hostbridge/ui-api";
export type {
  EmitArgs,
  HighLevelMethods,
  HostApi,
  HostApiOptions,
  HostEventHandler,
} from "./hostApi";
export type { ApiForLocation, AvailableApi, AvailableApis, UseApiOptions } from "./useApi";

// Types for apps moving from @pitcher/js-api: `hostbridge migrate` maps the existing client's payload
// types to `UiApiRequest<"ui_...">`, `HighLevelApiResponse<"get_env">`, ...; these name the keys.
export type {
  AdminApiMethodType,
  DsrApiMethodType,
  HighLevelApiMethodType,
  UiApiMethodType,
} from "@hostbridge/protocol-types";
