/**
 * `@hostbridge/sdk/ui`: the UI environment API (the same exports as `@hostbridge/ui-api`).
 *
 * @example
 * ```ts
 * import { useUi } from "@hostbridge/sdk/ui";
 *
 * await useUi({ hostOrigin: "https://host.example.com" }).appLoaded();
 * ```
 *
 * @packageDocumentation
 */
export { useUi } from "@hostbridge/ui-api";

export type {
  ApiMethod,
  PromptAssistantChunk,
  PromptAssistantStream,
  UiApi,
  UiMessageHandler,
  UiMethodName,
  UiMethods,
  UiOptions,
} from "@hostbridge/ui-api";
