// One realistic payload and response per UI operation, type-checked against UiApiMap.
import type { UiApiMap, UiApiMethodType } from "@hostbridge/protocol-types";

type Samples = {
  [K in UiApiMethodType]: { request: UiApiMap[K]["request"]; response: UiApiMap[K]["response"] };
};

const canvas = { id: "canvas-7d1c42", name: "Acme renewal" };

export const UI_SAMPLES: Samples = {
  ui_app_loaded: { request: undefined, response: undefined },
  ui_app_resize: { request: { height: 480 }, response: undefined },
  ui_broadcast: {
    request: { channel: "pricing", payload: { discount: 0.1 } },
    response: undefined,
  },
  ui_cancel_meeting: { request: undefined, response: undefined },
  ui_canvas_navigate_next_page: { request: undefined, response: undefined },
  ui_canvas_navigate_page: { request: { page: "component-12" }, response: undefined },
  ui_canvas_navigate_previous_page: { request: undefined, response: undefined },
  ui_capture_app_error: {
    request: { message: "chart failed", stack: "Error: chart failed\n    at draw" },
    response: undefined,
  },
  ui_close_canvas_drawer: { request: undefined, response: undefined },
  ui_close_canvas_section_execution: { request: undefined, response: undefined },
  ui_close_global_popup: { request: undefined, response: undefined },
  ui_complete_postcall: { request: { was_successfully_submitted: true }, response: undefined },
  ui_disable_postcall_submit: { request: undefined, response: undefined },
  ui_embeddable_ready: { request: undefined, response: undefined },
  ui_enable_postcall_submit: { request: undefined, response: undefined },
  ui_open: {
    request: { fileId: "file-3f2a9c", pageIndex: 2, context: { source: "calculator" } },
    response: undefined,
  },
  ui_open_canvas_overlay: { request: { id: "canvas-7d1c42" }, response: undefined },
  ui_open_collection_player_overlay: {
    request: {
      name: "Highlights",
      groups: [{ id: "file-3f2a9c", name: "Q3 pricing overview.pdf", slides: [{ page: 1 }] }],
    },
    response: undefined,
  },
  ui_open_global_popup: {
    request: { app_name: "notes", extra_context: { accountId: "acc-1" } },
    response: { success: true },
  },
  ui_open_sharing_settings: {
    request: { files: [{ id: "file-3f2a9c" }], default_auth_strategy: "link" },
    response: { shared: true },
  },
  ui_preselect_crm_meeting_id: {
    request: { eventId: "00U5e000001" },
    response: { event: { Id: "00U5e000001" } },
  },
  ui_print_canvas: {
    request: { id: "canvas-7d1c42", notify_url: "https://hooks.example.com/print" },
    response: { success: true, job_id: "job-77" },
  },
  ui_prompt_assistant: {
    request: { id: "prompt-1", prompt: "Summarize the deal" },
    response: { id: "prompt-1", response: "A 3-year renewal." },
  },
  ui_resume_meeting: { request: undefined, response: undefined },
  ui_select_agenda_content: {
    request: { attach_to: "meeting-1" },
    response: { user_action: "selected", content: { id: "agenda-1" } },
  },
  ui_select_canvases: {
    request: { allowed_types: ["canvas", "section"] },
    response: { user_action: "selected", canvases: [canvas] },
  },
  ui_select_collection_player_content: {
    request: { readonly_name: true },
    response: { user_action: "cancelled" },
  },
  ui_select_content: {
    request: {
      content_type: "file",
      min_selections: 1,
      max_selections: 5,
      allowed_original_extensions: ["pdf"],
    },
    response: {
      user_action: "selected",
      content: [{ id: "file-3f2a9c", name: "Q3 pricing overview.pdf" }],
    },
  },
  ui_set_postcall_style: { request: { height: "320px" }, response: undefined },
  ui_stop_meeting: { request: undefined, response: undefined },
  ui_toast: { request: { message: "Saved", variant: "success" }, response: undefined },
  ui_update_canvas: {
    request: {
      ...canvas,
      created_at: "2024-11-02T10:00:00Z",
      modified_at: "2024-11-03T10:00:00Z",
      created_by: { id: "user-42" },
      modified_by: { id: "user-42" },
      owned_by: { id: "user-42" },
      events: [],
      instance_id: "instance-test",
      sections: [],
      shared_link: null,
      template: { id: "template-1" },
      context: {},
      metadata: {},
      fields: "id,name",
    },
    response: { id: "canvas-7d1c42", name: "Acme renewal" },
  },
  ui_update_location: {
    request: { action: "register", child_app: "pricing", path: "/quotes", query: { q: "1" } },
    response: undefined,
  },
};
