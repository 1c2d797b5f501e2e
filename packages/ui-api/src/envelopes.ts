/**
 * `@hostbridge/ui-api/envelopes`: `useUi()` for an app that knows its host speaks the spec's envelopes (`SVC_*`: native WebView hosts, the host simulator, the dev host): its bundle carries no platform wire code (post-robot codec, key casing, top-most host window), about 1.8 KB less min+gzip.
 * The same API, options and instances as `@hostbridge/ui-api`, on a bridge from
 * `@hostbridge/transport/envelopes`. Facing a platform host (post-robot), a request with a timeout fails with a `REQUEST_TIMEOUT`
 * whose message says to import `@hostbridge/ui-api` (automatic) or `/platform` instead.
 *
 * @example
 * ```ts
 * import { useUi } from "@hostbridge/ui-api/envelopes";
 *
 * const ui = useUi({ hostOrigin: "https://host.example.com" });
 * await ui.appLoaded();
 * ```
 *
 * @packageDocumentation
 */
import { createEnvironmentApi } from "@hostbridge/transport/envelopes";
import { UI_SPEC } from "./useUi";
import type { UseUi } from "./useUi";

/** `useUi()` of `@hostbridge/ui-api` (same options, instances and methods), on the envelopes wire only. */
export const useUi: UseUi = /* @__PURE__ */ createEnvironmentApi(UI_SPEC);

export type { UiApi, UiMessageHandler, UiOptions } from "./useUi";
export type { ApiMethod, UiMethodName, UiMethods } from "./methods";
export type { PromptAssistantChunk, PromptAssistantStream } from "./promptStream";
