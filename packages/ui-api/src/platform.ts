/**
 * `@hostbridge/ui-api/platform`: `useUi()` for an app that knows its host is the platform (post-robot 10, as its deployed web hosts speak it): nothing is probed, so the
 * first operation goes at once; it carries both codecs (high-level requests ride envelopes there too).
 * The same API, options and instances as `@hostbridge/ui-api`, on a bridge from
 * `@hostbridge/transport/platform`. Facing a host that speaks envelopes, an operation fails within the ack wait (2 s) with a
 * `REQUEST_TIMEOUT` whose message says to import `@hostbridge/ui-api` (automatic) or `/envelopes`.
 *
 * @example
 * ```ts
 * import { useUi } from "@hostbridge/ui-api/platform";
 *
 * const ui = useUi({ hostOrigin: "https://host.example.com" });
 * await ui.appLoaded();
 * ```
 *
 * @packageDocumentation
 */
import { createEnvironmentApi } from "@hostbridge/transport/platform";
import { UI_SPEC } from "./useUi";
import type { UseUi } from "./useUi";

/** `useUi()` of `@hostbridge/ui-api` (same options, instances and methods), on the platform wire only. */
export const useUi: UseUi = /* @__PURE__ */ createEnvironmentApi(UI_SPEC);

export type { UiApi, UiMessageHandler, UiOptions } from "./useUi";
export type { ApiMethod, UiMethodName, UiMethods } from "./methods";
export type { PromptAssistantChunk, PromptAssistantStream } from "./promptStream";
