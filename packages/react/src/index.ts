/**
 * @hostbridge/react: React bindings for HostBridge. `<HostBridgeProvider>` owns the app's one
 * client; hooks turn the host into React state that is cleaned up with the component: the
 * environment record (`useEnv`), pushed messages (`useMessage`), host events (`useHostEvent`,
 * `useLastHostEvent`), requests with loading/error and abort on unmount (`useRequest`), peer
 * connectivity (`usePeerConnectivity`) and the typed environment API (`useEnvironmentApi`).
 * Safe under StrictMode and in server rendering. Tests: `@hostbridge/react/testing`.
 *
 * @example
 * ```tsx
 * import { HostBridgeProvider, useEnv, useMessage } from "@hostbridge/react";
 *
 * function App() {
 *   const { env, loading } = useEnv();
 *   const data = useMessage("ui_app_set_data");
 *   return <p>{loading ? "Loading…" : env?.svc?.user?.name} {data?.canvas.name}</p>;
 * }
 * ```
 *
 * @packageDocumentation
 */
export { HostBridgeProvider, useHostBridge } from "./provider";
export { useEnv } from "./useEnv";
export { useEnvironmentApi } from "./useEnvironmentApi";
export { useHostEvent, useLastHostEvent } from "./useHostEvent";
export { useMessage } from "./useMessage";
export { usePeerConnectivity } from "./usePeerConnectivity";
export { useRequest } from "./useRequest";

export type { HostBridgeProviderProps } from "./provider";
export type { EnvLocation, EnvRecord, EnvState } from "./useEnv";
export type { EnvironmentFactory } from "./useEnvironmentApi";
export type { HostEventListener } from "./useHostEvent";
export type { HostMessageMap, HostMessageType } from "./useMessage";
export type { RequestArgs, RequestMethod, RequestState, UseRequestOptions } from "./useRequest";
