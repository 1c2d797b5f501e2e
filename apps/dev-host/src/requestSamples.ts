// A prefilled, valid request payload for every high-level operation, built from the host's current
// fixtures (ids point at canvases, files, folders and users the host knows), for the panels that
// let a person send or edit a request. Operations that take no payload sample `undefined`.
import type { HighLevelApiMethodType, HighLevelApiRequest } from "@hostbridge/protocol-types";
import type { HostFixtures } from "@hostbridge/host-simulator";

type Obj = Record<string, unknown>;
type Sampler<K extends HighLevelApiMethodType> = (fixtures: HostFixtures) => HighLevelApiRequest<K>;

const idAt = (list: readonly Obj[] | undefined, at: number, fallback: string): string => {
  const record = at < 0 ? list?.[list.length + at] : list?.[at];
  return typeof record?.id === "string" ? record.id : fallback;
};
const canvasId = (f: HostFixtures, at = 0) => idAt(f.canvases, at, "canvas-sim-0001");
const fileId = (f: HostFixtures, at = 0) => idAt(f.files, at, "file-sim-0001");
const folderId = (f: HostFixtures, at = 0) => idAt(f.folders, at, "folder-sim-0001");
const instanceId = (f: HostFixtures) =>
  typeof f.env.svc.instance.id === "string" ? f.env.svc.instance.id : "inst-sim-0001";
const none = () => undefined;

const SAMPLES: { [K in HighLevelApiMethodType]: Sampler<K> } = {
  // the spec's operations
  get_env: none,
  open: (f) => ({ fileId: fileId(f) }),
  open_external_url: () => ({ url: "https://example.com/docs", target: "_blank" }),
  notify: () => ({ content: "Saved", type: "alert" }),
  query: () => ({
    query: "SELECT * FROM visits WHERE account_id = ?",
    args: [["001SIM000000001AAA"]],
  }),
  share: () => ({ text: "Have a look", subject: "Pricing" }),
  show_peer_session: () => ({ x: 120, y: 40 }),
  show_syncbox: () => ({ x: 10, y: 20 }),
  submit_user_feedback: () => ({ type: "bug", data: { text: "Chart is empty" } }),
  get_folders: () => ({ page: 1, page_size: 25, search: "sales" }),
  get_recent_files: () => ({ size: 5 }),
  crm_query: () => ({ query: "SELECT Id, Name FROM Account" }),
  crm_create: () => ({ sobject: "Contact", records: [{ LastName: "Rivera" }] }),
  crm_describe: () => ({ sobject: "Account" }),
  crm_layout: () => ({ sobject: "Account" }),
  crm_upsert: () => ({
    sobject: "Account",
    external_id_field: "External_Id__c",
    records: [{ External_Id__c: "A-1", Name: "Acme" }],
  }),
  crm_smart_upsert_objects: () => ({
    objects: [{ table_name: "Account", objects: [{ Id: "001SIM000000001AAA", Name: "Acme" }] }],
  }),
  crm_smart_delete_objects: () => ({
    objects: [{ table_name: "Contact", ids: ["003SIM000000001AAA"] }],
  }),
  crm_smart_object_validation_rules: () => ({ object: "Account" }),
  crm_smart_object_metadata: () => ({ object: "Account" }),
  crm_smart_object_layout: () => ({ object: "Account" }),
  // canvases and themes
  get_canvases: () => ({ search: "review", ordering: "-modified_at", page_size: 10 }),
  create_canvas: (f) => ({ name: "Visit plan", tags: ["cardiology"], template_id: canvasId(f, 2) }),
  get_canvas: (f) => ({ id: canvasId(f), fields: "id,name,tags" }),
  update_canvas: (f) => ({ id: canvasId(f), name: "Riverside Cardiology: Q2 Review (v2)" }),
  update_canvas_indicators: (f) => ({
    id: canvasId(f),
    indicators: { review: { icon: "check", key: "review", text: "Reviewed", type: "success" } },
  }),
  delete_canvas: (f) => ({ id: canvasId(f, -1) }),
  share_canvas: (f) => ({ id: canvasId(f) }),
  get_canvas_recommended_files: (f) => ({ canvas_id: canvasId(f), match: ["tags", "metadata"] }),
  get_themes: () => ({ status: "ready" }),
  get_canvas_theme: (f) => ({ canvas_id: canvasId(f) }),
  assign_canvas_theme: (f) => ({
    canvas_id: canvasId(f),
    theme_id: idAt(f.platform.themes, 0, "theme-sim-0001"),
  }),
  unassign_canvas_theme: (f) => ({ canvas_id: canvasId(f) }),
  // files
  get_files: (f) => ({ folder_id: folderId(f), content_type: "pdf" }),
  get_file: (f) => ({ file_id: fileId(f) }),
  create_file: (f) => ({
    name: "Visit notes.pdf",
    url: "https://example.com/notes.pdf",
    folder_id: folderId(f),
  }),
  update_file: (f) => ({ id: fileId(f), tags: ["cardiology", "overview", "2025"] }),
  delete_file: (f) => ({ file_id: fileId(f, -1) }),
  download_file: (f) => ({ file_id: fileId(f) }),
  get_file_revisions: (f) => ({ file_id: fileId(f) }),
  get_file_revision_data: (f) => ({
    file_id: fileId(f),
    revision_id: idAt(f.platform.fileRevisions[fileId(f)], 0, `${fileId(f)}-rev-1`),
  }),
  select_device_file: none,
  delete_local_file: (f) => ({ url: f.platform.localFiles[0] ?? "file:///local/photo.png" }),
  fetch_document_info: (f) => ({ file_id: fileId(f) }),
  render_page_as_image: (f) => ({ file_id: fileId(f), page_index: 0, params: { width: 640 } }),
  search: () => ({ query: "cardiology" }),
  get_app_config: (f) => ({
    app_name: typeof f.appConfig.app_name === "string" ? f.appConfig.app_name : "example-app",
  }),
  // folders and favorites
  get_folder: (f) => ({ id: folderId(f) }),
  create_folder: (f) => ({ name: "Visit material", parent_folder_id: folderId(f) }),
  update_folder: (f) => ({ id: folderId(f, 1), name: "Product videos 2025" }),
  delete_folder: (f) => ({ folder_id: folderId(f, -1) }),
  move_folder_items: (f) => ({
    target_folder_id: folderId(f, 1),
    items: [{ id: fileId(f, 1), type: "file" }],
  }),
  get_core_folders: (f) => ({ instance_id: instanceId(f), entity: "canvas", parent_id: null }),
  patch_core_folder: (f) => ({
    id: idAt(f.platform.coreFolders, 1, "core-folder-sim-0002"),
    payload: { name: "Cardiology canvases" },
  }),
  get_favorites: () => ({ ordering: "-created_at", page_size: 10 }),
  create_favorite: (f) => ({ file_id: fileId(f, 1), page_index: 0 }),
  delete_favorite: (f) => ({ favorite_id: idAt(f.platform.favorites, 0, "favorite-sim-0001") }),
  // the signed-in user, the instance, the shell
  get_users: () => ({ search: "dana" }),
  update_my_user: () => ({ language: "de" }),
  get_languages: none,
  refresh_service_token: () => ({ provider: "crm_a" }),
  refresh_access_token: none,
  get_instance_metadata_templates: () => ({}),
  get_request_types: none,
  enter_fullscreen: none,
  exit_fullscreen: none,
  is_fullscreen: none,
  is_offline: none,
  logout: none,
  quit_instance: none,
  close: none,
  open_web_view_always_on_top: () => ({
    url: "https://example.com/quiz",
    modal_settings: { width: 640, height: 480, x: 40, y: 60 },
  }),
  toast: () => ({ type: "info", message: "Saved" }),
  track: () => ({ event_name: "deck_opened", payload: { deck: "cardiology" } }),
  trigger_non_files_sync: none,
  crm_smart_query: () => ({ query: "SELECT {Account:Id}, {Account:Name} FROM {Account}" }),
  subscribe: none,
  unsubscribe: none,
  broadcast: (f) => ({ type: "canvas_opened", body: { body: { canvas_id: canvasId(f) } } }),
  broadcast_to_webviews: (f) => ({ type: "canvas_updated", body: { id: canvasId(f) } }),
};

/** A valid request payload for high-level operation `type` (`undefined` when it takes none). */
export function sampleRequest<K extends HighLevelApiMethodType>(
  type: K,
  fixtures: HostFixtures,
): HighLevelApiRequest<K> {
  return (SAMPLES[type] as Sampler<K>)(fixtures);
}
