import type { OperationRequest, OperationType } from "../../src/index";
import { createFixtures } from "../../src/index";
import { PLATFORM_PAYLOADS } from "./platformPayloads";

const fixtures = createFixtures();
const canvas = fixtures.canvases[0]!;

/** A valid request payload for every operation (the compiler checks none is missing). */
export const VALID_PAYLOADS: { [K in OperationType]: OperationRequest<K> } = {
  ...PLATFORM_PAYLOADS,
  ui_app_loaded: undefined,
  ui_app_resize: { height: 640 },
  ui_broadcast: { channel: "pricing", data: { total: 42 } },
  ui_cancel_meeting: undefined,
  ui_canvas_navigate_next_page: undefined,
  ui_canvas_navigate_page: { page: "page-sim-0002" },
  ui_canvas_navigate_previous_page: undefined,
  ui_capture_app_error: {
    message: "pricing table failed to render",
    stack: "Error: ...",
    level: "error",
  },
  ui_close_canvas_drawer: undefined,
  ui_close_canvas_section_execution: undefined,
  ui_close_global_popup: undefined,
  ui_complete_postcall: { was_successfully_submitted: true },
  ui_disable_postcall_submit: undefined,
  ui_embeddable_ready: undefined,
  ui_enable_postcall_submit: undefined,
  ui_open: { fileId: "file-sim-0001", pageIndex: 2 },
  ui_open_canvas_overlay: { canvas_id: "canvas-sim-0002" },
  ui_open_collection_player_overlay: {
    name: "Launch collection",
    groups: [
      { id: "file-sim-0001", name: "Cardiology Portfolio Overview.pptx", slides: [{ index: 0 }] },
    ],
  },
  ui_open_global_popup: {
    app_name: "pricing-calculator",
    extra_context: { account_id: "001SIM000000001AAA" },
  },
  ui_open_sharing_settings: { files: [{ id: "file-sim-0002" }], default_auth_strategy: "email" },
  ui_preselect_crm_meeting_id: { eventId: "00USIM000000001AAA" },
  ui_print_canvas: { id: "canvas-sim-0001", notify_url: "https://hooks.example.com/print-done" },
  ui_prompt_assistant: { id: "prompt-0001", prompt: "Summarise my last visit" },
  ui_resume_meeting: undefined,
  ui_select_agenda_content: { initial_agenda: { id: "agenda-sim-0001" } },
  ui_select_canvases: { allowed_types: ["canvas", "canvas-template"] },
  ui_select_collection_player_content: { readonly_name: true },
  ui_select_content: {
    content_type: "file",
    min_selections: 1,
    max_selections: 2,
    allowed_original_extensions: ["pdf"],
  },
  ui_set_postcall_style: { background: "#fff" },
  ui_stop_meeting: undefined,
  ui_toast: { message: "Saved", type: "success" },
  ui_update_canvas: {
    id: String(canvas.id),
    name: "Riverside Cardiology: Q2 Review (edited)",
    created_at: String(canvas.created_at),
    modified_at: String(canvas.modified_at),
    created_by: canvas.created_by as Record<string, unknown>,
    modified_by: canvas.modified_by as Record<string, unknown>,
    owned_by: canvas.owned_by as Record<string, unknown>,
    events: [],
    instance_id: String(canvas.instance_id),
    sections: [],
    shared_link: null,
    template: { id: "canvas-sim-0003" },
    context: {},
    metadata: {},
    fields: "id,name,modified_at",
  },
  ui_update_location: { action: "register", child_app: "pricing-calculator", path: "/quotes" },

  admin_capture_app_error: { message: "settings page crashed" },
  admin_close_file_overlay: undefined,
  admin_create_canvas: { name: "Admin-made canvas" },
  admin_get_app_config: { app_name: "example-app" },
  admin_get_canvas: { id: "canvas-sim-0002" },
  admin_get_canvases: { is_template: false },
  admin_get_env: undefined,
  admin_get_file: { id: "file-sim-0003" },
  admin_get_files: { folder_id: "folder-sim-0001", content_type: ["pdf"] },
  admin_get_instance_metadata_templates: {},
  admin_get_users: { search: "okafor" },
  admin_open_file_overlay: { fileId: "file-sim-0002" },
  admin_open_canvas_overlay: { canvas_id: "canvas-sim-0001" },
  admin_open_collection_player_overlay: {
    name: "Launch",
    groups: [{ id: "file-sim-0003", name: "Mechanism of Action.mp4" }],
  },
  admin_select_agenda_content: undefined,
  admin_select_canvases: { sequencing_key: "name" },
  admin_select_collection_player_content: undefined,
  admin_select_content: { style: { width: "800px" } },
  admin_toast: { message: "Settings saved" },
  admin_update_canvas: { id: "canvas-sim-0002", name: "Launch Pitch v2" },

  dsr_close: undefined,
  dsr_embeddable_ready: undefined,
  dsr_get_app_config: { app_name: "example-app" },
  dsr_get_env: undefined,
  dsr_get_file: { id: "file-sim-0001" },

  get_env: undefined,
  open: { fileId: "file-sim-0004" },
  open_external_url: { url: "https://www.example.com/terms" },
  notify: { content: "Sync finished", type: "native" },
  query: {
    query: "SELECT id, status FROM visits WHERE account_id = ?",
    args: [["001SIM000000001AAA"]],
  },
  share: { text: "Have a look at this deck", subject: "Cardiology portfolio" },
  show_peer_session: { x: 120, y: 48 },
  show_syncbox: { x: 320, y: 48 },
  submit_user_feedback: { type: "feedback", data: { rating: 5, comment: "Smooth" } },
  get_folders: { search: "sales", page_size: 10 },
  get_recent_files: { size: 3 },
  crm_query: {
    query: "SELECT Id, Name FROM Account WHERE BillingCity = 'Springfield' ORDER BY Name",
  },
  crm_create: {
    sobject: "Contact",
    records: [{ FirstName: "Robin", LastName: "Hale", AccountId: "001SIM000000003AAA" }],
  },
  crm_describe: { sobject: "Account" },
  crm_layout: { sobject: "Contact", form_factor: "Medium" },
  crm_upsert: {
    sobject: "Account",
    external_id_field: "External_Id__c",
    records: [{ External_Id__c: "ACC-1002", Type: "Clinic" }],
  },
  crm_smart_upsert_objects: {
    objects: [
      {
        table_name: "Account",
        external_id_path: "External_Id__c",
        objects: [{ Id: "001SIM000000009AAA", Name: "Hilltop Clinic", External_Id__c: "ACC-2001" }],
      },
    ],
  },
  crm_smart_delete_objects: { objects: [{ table_name: "Contact", ids: ["003SIM000000002AAA"] }] },
  crm_smart_object_validation_rules: { object: "Account" },
  crm_smart_object_metadata: { object: "Event" },
  crm_smart_object_layout: { object: "Account" },
};

/** Operations that only a Web host serves. */
export const WEB_ONLY = new Set(["crm_create", "crm_describe", "crm_layout", "crm_upsert"]);
/** Operations that only an iOS host serves. */
export const IOS_ONLY = new Set([
  "select_device_file",
  "delete_local_file",
  "trigger_non_files_sync",
  "broadcast_to_webviews",
  "crm_smart_query",
  "crm_smart_upsert_objects",
  "crm_smart_delete_objects",
  "crm_smart_object_validation_rules",
  "crm_smart_object_metadata",
  "crm_smart_object_layout",
]);
