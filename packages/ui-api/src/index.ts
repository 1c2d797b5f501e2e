/**
 * @hostbridge/ui-api: `useUi()`, the typed methods of the HostBridge UI environment.
 *
 * @example
 * ```ts
 * import { useUi } from "@hostbridge/ui-api";
 *
 * const ui = useUi({ hostOrigin: "https://host.example.com" });
 * await ui.appLoaded();
 * ```
 *
 * @packageDocumentation
 */
export { useUi } from "./useUi";

export type { UiApi, UiMessageHandler, UiOptions } from "./useUi";
export type { ApiMethod, UiMethodName, UiMethods } from "./methods";
export type { PromptAssistantChunk, PromptAssistantStream } from "./promptStream";
