/**
 * @hostbridge/vue: Vue 3 bindings for HostBridge. `createHostBridge()` is the plugin that gives an
 * app one shared client (`useHostBridge()`); the composables turn the host into state that cleans up
 * with its scope: `useHostEnv()`, `useHostMessage()`, `useHostEvent()`, `useHostRequest()`,
 * `usePeerConnectivity()`. SSR-safe: on the server nothing is created and state stays `undefined`.
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
export { createHostBridge, useHostBridge } from "./plugin";
export { useHostEnv, useHostEvent, useHostMessage } from "./state";
export { useHostRequest } from "./request";
export { usePeerConnectivity } from "./peer";

export type { HostBridgeClient, HostBridgeOptions } from "./client";
export type { HostBridgePlugin } from "./plugin";
export type { EnvOf, HostEnv, HostMessageMap, HostMessageType } from "./state";
export type { HostRequest, HostRequestOptions } from "./request";
