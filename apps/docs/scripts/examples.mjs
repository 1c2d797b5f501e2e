// Example payloads of the operation pages, written as the source an app would type. Each is
// type-checked on its page (twoslash) and sent to the host simulator by the generator, which fails
// the build when the simulator refuses it; an operation without an entry here whose payload has
// required fields gets a typed `payload` in its example instead. Ids are the simulator's fixtures.
export const EXAMPLE_PAYLOADS = {
  // UI
  ui_app_resize: `{ height: 480 }`,
  ui_canvas_navigate_page: `{ page: "section-sim-0001" }`,
  ui_open_global_popup: `{ app_name: "crm-notes" }`,
  ui_open_sharing_settings: `{ files: [{ id: "file-sim-0001" }] }`,
  ui_print_canvas: `{ id: "canvas-sim-0001" }`,
  ui_prompt_assistant: `{ id: "prompt-1", prompt: "Summarize this visit" }`,
  ui_select_content: `{ content_type: "file", max_selections: 1 }`,
  ui_toast: `{ message: "Saved" }`,
  // admin and DSR
  admin_get_canvas: `{ id: "canvas-sim-0001" }`,
  admin_get_file: `{ id: "file-sim-0001" }`,
  admin_toast: `{ message: "Saved" }`,
  dsr_get_file: `{ id: "file-sim-0001" }`,
  // high-level
  open_external_url: `{ url: "https://example.com/docs" }`,
  notify: `{ content: "Saved", type: "alert" }`,
  query: `{ query: "SELECT * FROM visits" }`,
  share: `{ text: "Have a look", subject: "Pricing" }`,
  show_peer_session: `{ x: 120, y: 40 }`,
  show_syncbox: `{ x: 10, y: 20 }`,
  submit_user_feedback: `{ type: "bug", data: { text: "Chart is empty" } }`,
  crm_query: `{ query: "SELECT Id, Name FROM Account" }`,
  crm_create: `{ sobject: "Contact", records: [{ LastName: "Rivera" }] }`,
  crm_describe: `{ sobject: "Account" }`,
  crm_layout: `{ sobject: "Account" }`,
  crm_upsert: `{ sobject: "Account", external_id_field: "External_Id__c", records: [{ External_Id__c: "A-1", Name: "Acme" }] }`,
  crm_smart_query: `{ query: "SELECT Id, Name FROM Account" }`,
  crm_smart_object_validation_rules: `{ object: "Account" }`,
  get_canvas: `{ id: "canvas-sim-0001" }`,
  get_canvas_recommended_files: `{ canvas_id: "canvas-sim-0001" }`,
  get_file: `{ file_id: "file-sim-0001" }`,
  download_file: `{ file_id: "file-sim-0001" }`,
  get_file_revisions: `{ file_id: "file-sim-0001" }`,
  fetch_document_info: `{ file_id: "file-sim-0001" }`,
  search: `{ query: "review" }`,
  get_folder: `{ id: "folder-sim-0001" }`,
  create_folder: `{ name: "Visit notes", parent_folder_id: "folder-sim-0001" }`,
  toast: `{ type: "info", message: "Saved" }`,
  track: `{ event_name: "deck_opened", payload: { deck: "Q2" } }`,
};
