// useUi(): the client's UI API on the shared bridge.
import { methodFor, subscriber, withAliases } from "./methods";
import type { MethodRow } from "./methods";
import { notice } from "./notices";
import type { UiApi } from "./types/apis";

const EMPTY = {};

/** The client's UI methods: name -> operation and how it settles. */
const UI_METHODS: Record<string, MethodRow> = {
  openSharingSettings: { type: "ui_open_sharing_settings", settle: "data" },
  promptPia: { type: "ui_prompt_assistant", settle: "data", rule: "renamed-methods" },
  completePostcall: { type: "ui_complete_postcall", settle: "fire" },
  cancelMeeting: { type: "ui_cancel_meeting", settle: "fire", noArgs: true },
  resumeMeeting: { type: "ui_resume_meeting", settle: "fire", noArgs: true },
  stopMeeting: { type: "ui_stop_meeting", settle: "fire", noArgs: true },
  enablePostcallSubmit: { type: "ui_enable_postcall_submit", settle: "fire", noArgs: true },
  disablePostcallSubmit: { type: "ui_disable_postcall_submit", settle: "fire", noArgs: true },
  setPostcallStyle: { type: "ui_set_postcall_style", settle: "fire" },
  updateCanvas: { type: "ui_update_canvas", settle: "data" },
  printCanvas: { type: "ui_print_canvas", settle: "data" },
  appLoaded: { type: "ui_app_loaded", settle: "fire", empty: EMPTY, noArgs: true },
  appResize: { type: "ui_app_resize", settle: "fire" },
  closeCanvasSectionExecution: {
    type: "ui_close_canvas_section_execution",
    settle: "fire",
    empty: EMPTY,
    noArgs: true,
  },
  closeCanvasDrawer: { type: "ui_close_canvas_drawer", settle: "fire", empty: EMPTY, noArgs: true },
  canvasNavigateNextPage: { type: "ui_canvas_navigate_next_page", settle: "fire", noArgs: true },
  canvasNavigatePreviousPage: {
    type: "ui_canvas_navigate_previous_page",
    settle: "fire",
    noArgs: true,
  },
  canvasNavigatePage: { type: "ui_canvas_navigate_page", settle: "fire" },
  openCanvasOverlay: { type: "ui_open_canvas_overlay", settle: "void" },
  openCollectionPlayerOverlay: { type: "ui_open_collection_player_overlay", settle: "void" },
  selectCanvases: { type: "ui_select_canvases", settle: "data", empty: EMPTY },
  captureAppError: { type: "ui_capture_app_error", settle: "fire" },
  updateLocation: { type: "ui_update_location", settle: "data" },
  embeddableReady: { type: "ui_embeddable_ready", settle: "void", noArgs: true },
  ui_select_content: {
    type: "ui_select_content",
    settle: "data",
    empty: EMPTY,
    rule: "renamed-methods",
  },
  selectContent: { type: "ui_select_content", settle: "data", empty: EMPTY },
  open: { type: "ui_open", settle: "void" },
  toast: { type: "ui_toast", settle: "void" },
  preselectSfdcMeetingId: {
    type: "ui_preselect_crm_meeting_id",
    settle: "data",
    rule: "renamed-methods",
  },
  selectCollectionContent: {
    type: "ui_select_collection_player_content",
    settle: "data",
    empty: EMPTY,
    rule: "renamed-methods",
  },
  selectAgendaContent: { type: "ui_select_agenda_content", settle: "data", empty: EMPTY },
  closeGlobalPopup: { type: "ui_close_global_popup", settle: "void", empty: EMPTY, noArgs: true },
  uiBroadcast: { type: "ui_broadcast", settle: "fire", rule: "renamed-methods" },
};

/** The UI messages with a subscription method of their own. */
const UI_SUBSCRIPTIONS = {
  onMeetingCanceled: "ui_meeting_canceled",
  onCanvasUpdated: "ui_canvas_updated",
  onSectionListUpdated: "ui_section_list_updated",
  onAppSetData: "ui_app_set_data",
  onAppUpdateData: "ui_app_update_data",
} as const;

let api: UiApi | undefined;

function createUi(): UiApi {
  const on = subscriber("ui", "ui");
  const members: Record<string, (...args: never[]) => Promise<unknown>> = { on };
  const rules: Record<string, MethodRow["rule"]> = {};
  for (const [name, type] of Object.entries(UI_SUBSCRIPTIONS)) {
    members[name] = (handler: (payload: unknown) => unknown) => on(type, handler);
  }
  for (const [name, row] of Object.entries(UI_METHODS)) {
    members[name] = methodFor("svc", row);
    rules[name] = row.rule;
  }
  const openGlobalPopup = methodFor("svc", { type: "ui_open_global_popup", settle: "data" });
  members.openGlobalPopup = (appName: string, extraContext?: Record<string, unknown>) => {
    notice("open-global-popup-args", "ui.openGlobalPopup");
    return openGlobalPopup({ app_name: appName, extra_context: extraContext });
  };
  return withAliases("ui", members as never, rules) as unknown as UiApi;
}

/**
 * The methods of the UI environment, as `@pitcher/js-api`'s `useUi()` has them (camelCase names and
 * their snake_case aliases), on the HostBridge engine. The same object on every call.
 *
 * @example
 * ```ts
 * import { useUi } from "@hostbridge/compat";
 *
 * const ui = useUi();
 * await ui.appLoaded();
 * const picked = await ui.selectContent({ max_selections: 1 });
 * ```
 */
export function useUi(): UiApi {
  return (api ??= createUi());
}
