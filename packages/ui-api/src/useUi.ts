import { UI_API_METHOD_TYPES, UI_MESSAGE_TYPES } from "@hostbridge/protocol-types";
import type {
  UiMessageMap,
  UiMessageType,
  UiPromptAssistantRequest,
} from "@hostbridge/protocol-types";
import type {
  Bridge,
  BridgeOptions,
  Cased,
  Casing,
  EnvironmentApiSpec,
  RequestOptions,
  Unsubscribe,
} from "@hostbridge/transport";
import { createEnvironmentApi } from "@hostbridge/transport";
import type { UiMethods } from "./methods";
// (its code loads at the first call: ./promptStream.lazy)
import { createPromptStream } from "./promptStream.lazy";
import type { PromptAssistantStream } from "./promptStream";

/**
 * Options of {@link useUi}: every option of `createBridge()` (`casing`, `logLevel`, `errorLogger`,
 * `fetchMode`, `hostOrigin`, `transport`, `timeout`, ...), plus `bridge`.
 */
export type UiOptions<C extends Casing = "snake"> = BridgeOptions<C> & {
  /**
   * Use this bridge instead of creating one (to share one bridge, and one window listener, between
   * `useUi()`, `useHostApi()` and peer connectivity). The other bridge options are then ignored, and
   * disposing the UI API does not dispose this bridge. Pass the bridge's `casing` too, so the types follow it.
   */
  bridge?: Bridge<C> | undefined;
};

/** Receives the payload of a pushed UI message of type `K`, in the app's casing. */
export type UiMessageHandler<K extends UiMessageType, C extends Casing = "snake"> = (
  payload: Cased<UiMessageMap[K], C>,
) => void;

/** The methods of the UI environment returned by {@link useUi}. */
export interface UiApi<C extends Casing = "snake"> extends UiMethods<C> {
  /** The environment of this API: `"ui"`. */
  readonly location: "ui";
  /** The bridge the methods go through (its `pendingCount`/`listenerCount` help find leaks). */
  readonly bridge: Bridge<C>;
  /**
   * Calls `handler` with the payload of every message of this type the host pushes (`UI_MESSAGE`, or
   * the bare `{ type, body }` native hosts send). Returns the function that stops it.
   */
  on<K extends UiMessageType>(type: K, handler: UiMessageHandler<K, C>): Unsubscribe;
  /** `on("ui_app_set_data", handler)`: the app's start data (canvas, user, section, sizes). */
  onAppSetData(handler: UiMessageHandler<"ui_app_set_data", C>): Unsubscribe;
  /** `on("ui_app_update_data", handler)`: the call or edit state changed. */
  onAppUpdateData(handler: UiMessageHandler<"ui_app_update_data", C>): Unsubscribe;
  /** `on("ui_canvas_updated", handler)`: the canvas changed. */
  onCanvasUpdated(handler: UiMessageHandler<"ui_canvas_updated", C>): Unsubscribe;
  /** `on("ui_meeting_canceled", handler)`: a meeting was canceled. */
  onMeetingCanceled(handler: UiMessageHandler<"ui_meeting_canceled", C>): Unsubscribe;
  /** `on("ui_section_list_updated", handler)`: the section list changed. */
  onSectionListUpdated(handler: UiMessageHandler<"ui_section_list_updated", C>): Unsubscribe;
  /** `on("ui_prompt_assistant_response_streamed", handler)`: chunks of every prompt (see `streamPromptAssistant`). */
  onPromptAssistantResponseStreamed(
    handler: UiMessageHandler<"ui_prompt_assistant_response_streamed", C>,
  ): Unsubscribe;
  /**
   * Sends `ui_prompt_assistant` and returns its answer as a stream: `for await` over it yields the
   * streamed chunks of this prompt `id` (chunks of other prompts are ignored) and ends when the final
   * response arrives, which is also `stream.response`. `options.signal` aborts the request and the
   * iteration. The chunk listener is removed when the request settles or the loop is left.
   */
  streamPromptAssistant(
    payload: Cased<UiPromptAssistantRequest, C>,
    options?: RequestOptions,
  ): PromptAssistantStream<C>;
  /**
   * Removes every handler this API added and disposes its bridge (unless it was given as `bridge`):
   * pending requests reject with `TRANSPORT_CLOSED`. Later calls reject with `TRANSPORT_CLOSED`.
   */
  dispose(): void;
}

/** The UI environment API: each entry (./index, ./platform, ./envelopes) builds `useUi` from it with its own bridge. */
export const UI_SPEC: EnvironmentApiSpec = {
  name: "useUi()",
  location: "ui",
  methods: UI_API_METHOD_TYPES,
  messages: UI_MESSAGE_TYPES,
  extend: (bridge, life, send) => ({
    streamPromptAssistant(payload: UiPromptAssistantRequest, options?: RequestOptions) {
      life.check();
      return createPromptStream(
        bridge,
        () => send("ui_prompt_assistant", payload, options),
        payload,
        life.track,
      );
    },
  }),
};

/** `useUi`'s signature, the same in every entry. */
export type UseUi = <C extends Casing = "snake">(options?: UiOptions<C>) => UiApi<C>;

const getUi: UseUi = /* @__PURE__ */ createEnvironmentApi(UI_SPEC);

/**
 * Returns the methods of the UI environment: one camelCase method per UI operation (33; for example
 * `selectContent` sends `ui_select_content`, `promptAssistant` sends `ui_prompt_assistant`), each
 * taking a typed payload and per-call `{ signal, timeout }` and resolving the host's typed response
 * body; `on(type, handler)` and `onAppSetData(...)`-style shortcuts for the six pushed UI messages;
 * and `streamPromptAssistant()`.
 *
 * Called again with equal options (compared by value; functions by identity) it returns the same
 * instance, so there is only ever one bridge and one window listener per options. Called with
 * different options, it returns a new, independent instance and leaves the others working. Each
 * call counts one holder: `dispose()` releases the caller's hold, and the instance ends (handlers
 * removed, pending requests reject, its bridge disposed) when the last holder releases it, so one
 * component cannot end it for another. Keep options stable (a module-level constant) to share one
 * instance. Nothing touches `window` until the first call that needs it, so importing and calling `useUi()` is safe in SSR.
 *
 * @example
 * ```ts
 * import { useUi } from "@hostbridge/ui-api";
 *
 * const ui = useUi({ hostOrigin: "https://host.example.com" });
 * ui.onAppSetData((data) => render(data.canvas));
 * await ui.appLoaded();
 * const picked = await ui.selectContent({ max_selections: 3 });
 * if (picked.user_action === "selected") console.log(picked.content);
 * ```
 */
export function useUi<C extends Casing = "snake">(options?: UiOptions<C>): UiApi<C> {
  return getUi(options);
}
