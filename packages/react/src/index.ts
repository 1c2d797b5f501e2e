/**
 * @hostbridge/react: React bindings for HostBridge. `<HostBridgeProvider>` owns the app's one
 * client; hooks turn the host into React state that is cleaned up with the component: the
 * environment record (`useEnv`, asked once per app), pushed messages (`useMessage` for the last,
 * `useMessageHandler` for each), host events (`useHostEvent`, `useLastHostEvent`), requests with
 * loading/error and abort on unmount (`useRequest`), peer connectivity (`usePeerConnectivity`),
 * the typed environment API (`useEnvironmentApi`) and the environment the app runs in
 * (`useHostLocation`). The provider does the start-up (ready, start data, loaded) once per app. Safe under StrictMode and in server rendering. Tests:
 * `@hostbridge/react/testing`.
 *
 * @example
 * ```tsx
 * import { useEnv, useMessage } from "@hostbridge/react";
 *
 * export function App() {
 *   const { env, loading } = useEnv();
 *   const data = useMessage("ui_app_set_data");
 *   return <p>{loading ? "Loading…" : env?.svc.user.name} {String(data?.canvas.name)}</p>;
 * }
 * ```
 *
 * @packageDocumentation
 */
export { HostBridgeProvider, useHostBridge, useHostLocation } from "./provider";
export { useEnv } from "./useEnv";
export { useEnvironmentApi } from "./useEnvironmentApi";
export { useHostEvent, useLastHostEvent } from "./useHostEvent";
export { useMessage, useMessageHandler } from "./useMessage";
export { usePeerConnectivity } from "./usePeerConnectivity";
export { useRequest } from "./useRequest";

export {
  ERROR_CODES,
  HostBridgeError,
  HostError,
  isHostBridgeError,
  personMessage,
} from "@hostbridge/transport";

export type { HostBridgeProviderProps } from "./provider";
export type { BindingLocation, Casing, ErrorCode, StartUp } from "@hostbridge/transport";
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
export type { EnvLocation, EnvRecord, EnvState } from "./useEnv";
export type { EnvironmentFactory } from "./useEnvironmentApi";
export type { HostEventListener } from "./useHostEvent";
export type { HostMessageListener, HostMessageMap, HostMessageType } from "./useMessage";
export type { RequestArgs, RequestMethod, RequestState, UseRequestOptions } from "./useRequest";
