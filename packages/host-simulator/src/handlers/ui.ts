// The default behaviour of the UI environment's operations (`ui_*`).
import type { FixtureRecord } from "../fixtures/hostFixtures";
import { onCurrentCanvas } from "./currentCanvas";
import { applyLocation } from "./location";
import { pickCanvases, pickContent } from "./pickers";
import { ack, byId, updateCanvas } from "./recordLookups";
import type { HandlerGroup } from "./handlerTypes";

/** The default (fixture-backed) behaviour of these operations. */
export const UI_HANDLERS = {
  ui_app_loaded: ack,
  ui_app_resize: ack,
  ui_broadcast: ack,
  ui_cancel_meeting: ack,
  ui_canvas_navigate_next_page: ack,
  ui_canvas_navigate_page: ack,
  ui_canvas_navigate_previous_page: ack,
  ui_capture_app_error: ack,
  ui_close_canvas_drawer: ack,
  ui_close_canvas_section_execution: ack,
  ui_close_global_popup: ack,
  ui_complete_postcall: ack,
  ui_disable_postcall_submit: ack,
  ui_embeddable_ready: ack,
  ui_enable_postcall_submit: ack,
  ui_open: ack,
  ui_open_canvas_overlay: ack,
  ui_open_collection_player_overlay: ack,
  ui_open_global_popup: () => ({ success: true }),
  ui_open_sharing_settings: (payload) => ({
    user_action: "saved",
    files: structuredClone(payload.files),
  }),
  ui_preselect_crm_meeting_id: (payload, state) => {
    const event = (state.fixtures.crm.Event ?? []).find((e) => e.Id === payload.eventId);
    return { event: event ? structuredClone(event) : null };
  },
  ui_print_canvas: (payload, state) => {
    byId("canvas", state.fixtures.canvases, payload.id);
    return payload.notify_url === undefined
      ? { success: true }
      : { success: true, job_id: state.nextId("print-job-") };
  },
  ui_prompt_assistant: (payload, state) => ({
    id: payload.id,
    response: state.fixtures.promptAssistantAnswer,
  }),
  ui_resume_meeting: ack,
  ui_select_agenda_content: (payload, state) => ({
    user_action: "selected",
    content: structuredClone(payload?.initial_agenda ?? state.fixtures.agendas[0] ?? {}),
  }),
  ui_select_canvases: (payload, state) => ({
    user_action: "selected",
    canvases: pickCanvases(state.fixtures, payload ?? {}) as { id: string }[],
  }),
  ui_select_collection_player_content: (payload, state) => ({
    user_action: "selected",
    content: structuredClone(
      (payload?.initial_data as FixtureRecord | undefined) ??
        state.fixtures.collectionPlayers[0] ??
        {},
    ),
  }),
  ui_select_content: (payload, state) => ({
    user_action: "selected",
    content: pickContent(state.fixtures, payload ?? {}),
  }),
  ui_set_postcall_style: ack,
  ui_stop_meeting: ack,
  ui_toast: ack,
  ui_update_canvas: (payload, state) =>
    updateCanvas(state, "ui_update_canvas", onCurrentCanvas(state, payload)),
  ui_update_location: (payload, state) => applyLocation(state, payload),
} satisfies HandlerGroup;
