/**
 * @hostbridge/react: React bindings for HostBridge. `<HostBridgeProvider>` owns the app's one
 * client; hooks turn the host into React state that is cleaned up with the component: the
 * environment record (`useHostEnv`, asked once per app), pushed messages (`useHostMessage` for the
 * last, `useHostMessageHandler` for each), host events (`useHostEvent` for each,
 * `useLastHostEvent`), requests with status/data/error, a result that tells success, failure and
 * abort apart, and abort on unmount (`useHostRequest`), peer connectivity (`usePeerConnectivity`),
 * the typed environment API (`useEnvironmentApi`) and the environment the app runs in
 * (`useHostLocation`). The provider does the start-up (ready, start data, loaded) once per app. Safe under StrictMode and in server rendering. Tests:
 * `@hostbridge/react/testing`. The hooks have the names of `@hostbridge/vue`'s composables; the
 * earlier names (`useEnv`, `useMessage`, `useMessageHandler`, `useRequest`) are deprecated aliases.
 *
 * @example
 * ```tsx
 * import { useHostEnv, useHostMessage } from "@hostbridge/react";
 *
 * export function App() {
 *   const { env, loading } = useHostEnv();
 *   const data = useHostMessage("ui_app_set_data");
 *   return <p>{loading ? "Loading…" : env?.svc.user.name} {String(data?.canvas.name)}</p>;
 * }
 * ```
 *
 * @packageDocumentation
 */
export { HostBridgeProvider, useHostBridge, useHostLocation } from "./provider";
export { useEnv, useHostEnv } from "./useHostEnv";
export { useEnvironmentApi } from "./useEnvironmentApi";
export { useHostEvent, useLastHostEvent } from "./useHostEvent";
export {
  useHostMessage,
  useHostMessageHandler,
  useMessage,
  useMessageHandler,
} from "./useHostMessage";
export { usePeerConnectivity } from "./usePeerConnectivity";
export { useHostRequest, useRequest } from "./useHostRequest";

export {
  ERROR_CODES,
  HostBridgeError,
  HostError,
  isHostBridgeError,
  personMessage,
} from "@hostbridge/transport";

export type { HostBridgeProviderProps } from "./provider";
export type {
  BindingLocation,
  Casing,
  ErrorCode,
  RequestResult,
  RequestStatus,
  StartUp,
} from "@hostbridge/transport";
// The records and payloads components read, so an app types its own props without another import.
export type {
  AdminEnv,
  CanvasOpenedEvent,
  DsrEnv,
  EventKey,
  EventMap,
  ServiceEnv,
  UiAppSetDataPayload,
  UiSelectContentRequest,
  UiSelectContentResponse,
} from "@hostbridge/protocol-types";
export type { EnvLocation, EnvRecord, EnvState, HostEnv } from "./useHostEnv";
export type { EnvironmentFactory } from "./useEnvironmentApi";
export type { HostEventListener } from "./useHostEvent";
export type { HostMessageListener, HostMessageMap, HostMessageType } from "./useHostMessage";
export type {
  HostRequest,
  HostRequestArgs,
  HostRequestMethod,
  HostRequestOptions,
  RequestArgs,
  RequestMethod,
  RequestState,
  UseRequestOptions,
} from "./useHostRequest";
