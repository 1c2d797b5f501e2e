/**
 * @hostbridge/vue: Vue 3 bindings for HostBridge. `createHostBridge()` is the plugin that gives an
 * app one shared client (`useHostBridge()`) and does the start-up (ready, start data, loaded) once;
 * the composables turn the host into refs that clean up with their scope: `useHostEnv()` (one
 * `get_env` per app), `useHostMessage()` and `useHostMessageHandler()`, `useHostEvent()` and
 * `useLastHostEvent()`, `useHostRequest(ui.selectContent)` (a request whose `execute()` tells
 * success, failure and abort apart), `useHostLocation()`, `usePeerConnectivity()`, and
 * `useEnvironmentApi(useUi)` for the typed API of the environment you name. Every composable that
 * returns host state returns refs (one, or an object of refs); the names are `@hostbridge/react`'s.
 * SSR-safe: on the server nothing connects or touches `window`, and state stays `undefined`.
 *
 * @example
 * ```ts
 * import { createApp } from "vue";
 * import { createHostBridge } from "@hostbridge/vue";
 *
 * createApp(App).use(createHostBridge({ hostOrigin: "https://host.example.com" })).mount("#app");
 * ```
 *
 * @packageDocumentation
 */
export { createHostBridge, useEnvironmentApi, useHostBridge, useHostLocation } from "./plugin";
export {
  useHostEnv,
  useHostEvent,
  useHostMessage,
  useHostMessageHandler,
  useLastHostEvent,
} from "./state";
export { useHostRequest } from "./request";
export { usePeerConnectivity } from "./peer";

export {
  ERROR_CODES,
  HostBridgeError,
  HostError,
  isHostBridgeError,
  personMessage,
} from "@hostbridge/transport";

export type { HostBridgeClient, HostBridgeOptions } from "./client";
export type {
  Casing,
  ErrorCode,
  RequestResult,
  RequestStatus,
  StartUp,
} from "@hostbridge/transport";
// The records and payloads components read, so an app types its own state without another import.
export type {
  AdminEnv,
  CanvasOpenedEvent,
  DsrEnv,
  EventKey,
  EventMap,
  JsApiLocation,
  ServiceEnv,
  UiAppSetDataPayload,
  UiSelectContentRequest,
  UiSelectContentResponse,
} from "@hostbridge/protocol-types";
export type { HostBridgePlugin } from "./plugin";
export type { EnvOf, EnvRecord, HostEnv, HostMessageMap, HostMessageType } from "./state";
export type {
  HostRequest,
  HostRequestArgs,
  HostRequestMethod,
  HostRequestOptions,
  StateRef,
} from "./request";
