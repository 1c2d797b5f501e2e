// One realistic payload and response per platform operation beyond the spec (issue 17),
// type-checked against HighLevelApiMap.
import type { HighLevelApiMap } from "@hostbridge/protocol-types";

type PlatformOperation = Exclude<
  keyof HighLevelApiMap,
  | "get_env"
  | "open"
  | "open_external_url"
  | "notify"
  | "query"
  | "share"
  | "show_peer_session"
  | "show_syncbox"
  | "submit_user_feedback"
  | "get_folders"
  | "get_recent_files"
  | "crm_query"
  | "crm_create"
  | "crm_describe"
  | "crm_layout"
  | "crm_upsert"
  | "crm_smart_upsert_objects"
  | "crm_smart_delete_objects"
  | "crm_smart_object_validation_rules"
  | "crm_smart_object_metadata"
  | "crm_smart_object_layout"
>;

type Samples = {
  [K in PlatformOperation]: {
    request: HighLevelApiMap[K]["request"];
    response: HighLevelApiMap[K]["response"];
  };
};

const canvas = { id: "canvas-7d1c42", name: "Q2 Review" };
const file = { id: "file-3f2a9c", name: "Pricing.pdf" };
const folder = { id: "folder-51aa", name: "Sales Decks" };
const page = <T>(results: T[]) => ({ count: results.length, next: null, previous: null, results });
const theme = {
  id: "theme-1",
  instance_id: "instance-test",
  status: "ready" as const,
  is_default: true,
  name: "Blue",
  created_at: "2025-01-06T09:00:00.000Z",
  modified_at: "2025-01-06T09:00:00.000Z",
  settings: { component_spacing: 16, background_color: "#fff", palette: ["#0b5cad"] },
};
const core = {
  id: "core-1",
  name: "Canvases",
  folders: [],
  contents: [canvas],
};

export const PLATFORM_SAMPLES: Samples = {
  get_canvases: { request: { search: "review", page_size: 10 }, response: page([canvas]) },
  create_canvas: { request: { name: "Q2 Review", tags: ["q2"] }, response: canvas },
  get_canvas: { request: { id: canvas.id, fields: "id,name" }, response: canvas },
  update_canvas: { request: { id: canvas.id, name: "Q2 Review" }, response: canvas },
  update_canvas_indicators: {
    request: { id: canvas.id, indicators: { done: { icon: "check", key: "done", text: "Done" } } },
    response: canvas,
  },
  delete_canvas: { request: { id: canvas.id }, response: canvas },
  share_canvas: {
    request: { id: canvas.id },
    response: {
      id: "link-1",
      type: "canvas",
      status: "active",
      url: "https://share.example.com/c/1",
    },
  },
  get_canvas_recommended_files: {
    request: { canvas_id: canvas.id, match: ["tags"] },
    response: { recommended_files: [file] },
  },
  get_themes: { request: { is_default: true }, response: [theme] },
  get_canvas_theme: { request: { canvas_id: canvas.id }, response: theme },
  assign_canvas_theme: {
    request: { canvas_id: canvas.id, theme_id: theme.id },
    response: { canvas_id: canvas.id, theme_id: theme.id },
  },
  unassign_canvas_theme: { request: { canvas_id: canvas.id }, response: undefined },
  get_files: { request: { folder_id: folder.id, content_type: "pdf" }, response: page([file]) },
  get_file: { request: { file_id: file.id }, response: file },
  create_file: { request: { name: "Notes.pdf", url: "https://example.com/n.pdf" }, response: file },
  update_file: { request: { id: file.id, tags: ["pricing"] }, response: file },
  delete_file: { request: { file_id: file.id }, response: file.id },
  download_file: { request: { file_id: file.id }, response: undefined },
  get_file_revisions: {
    request: { file_id: file.id },
    response: [{ id: "rev-1", name: "Revision 1", created_at: "2025-01-06", created_by: {} }],
  },
  get_file_revision_data: { request: { file_id: file.id, revision_id: "rev-1" }, response: file },
  select_device_file: {
    request: undefined,
    response: { name: "photo.png", type: "image/png", path: "file:///photo.png", size: 2048 },
  },
  delete_local_file: { request: { url: "file:///photo.png" }, response: undefined },
  fetch_document_info: { request: { file_id: file.id }, response: { pageCount: 4 } },
  render_page_as_image: {
    request: { file_id: file.id, page_index: 0, params: { width: 640 } },
    response: new ArrayBuffer(8),
  },
  search: { request: { query: "pricing" }, response: { count: 1, files: [file] } },
  get_app_config: { request: { app_name: "pricing" }, response: { greeting: "Hello" } },
  get_folder: { request: { id: folder.id }, response: folder },
  create_folder: { request: { name: "Decks", parent_folder_id: "root" }, response: folder },
  update_folder: { request: { id: folder.id, name: "Decks 2025" }, response: folder },
  delete_folder: { request: { folder_id: folder.id }, response: undefined },
  move_folder_items: {
    request: { target_folder_id: folder.id, items: [{ id: file.id, type: "file" }] },
    response: folder,
  },
  get_core_folders: {
    request: { instance_id: "instance-test", entity: "canvas", parent_id: null },
    response: core,
  },
  patch_core_folder: { request: { id: "core-1", payload: { name: "Canvases" } }, response: core },
  get_favorites: { request: { page_size: 10 }, response: page([{ id: "fav-1" }]) },
  create_favorite: { request: { file_id: file.id }, response: { id: "fav-1" } },
  delete_favorite: { request: { favorite_id: "fav-1" }, response: undefined },
  get_users: { request: { search: "dana" }, response: page([{ id: "user-42" }]) },
  update_my_user: { request: { language: "de" }, response: { id: "user-42", language: "de" } },
  get_languages: {
    request: undefined,
    response: [
      ["en", "English"],
      ["de", "Deutsch"],
    ],
  },
  refresh_service_token: {
    request: { provider: "crm_a" },
    response: { access_token: "fake-crm-token" },
  },
  refresh_access_token: { request: undefined, response: { access_token: "fake-access-token" } },
  get_instance_metadata_templates: { request: {}, response: page([{ id: "template-1" }]) },
  get_request_types: { request: undefined, response: ["get_env", "open"] },
  enter_fullscreen: { request: undefined, response: undefined },
  exit_fullscreen: { request: undefined, response: undefined },
  is_fullscreen: { request: undefined, response: true },
  is_offline: { request: undefined, response: false },
  logout: { request: undefined, response: undefined },
  quit_instance: { request: undefined, response: undefined },
  close: { request: undefined, response: undefined },
  open_web_view_always_on_top: {
    request: {
      url: "https://example.com/quiz",
      modal_settings: { width: 640, height: 480, x: 0, y: 0 },
    },
    response: undefined,
  },
  toast: { request: { type: "info", message: "Saved" }, response: undefined },
  track: { request: { event_name: "deck_opened", payload: { deck: "q2" } }, response: undefined },
  trigger_non_files_sync: { request: undefined, response: undefined },
  crm_smart_query: {
    request: { query: "SELECT {Account:Id} FROM {Account}" },
    response: [["001A"]],
  },
  subscribe: { request: undefined, response: undefined },
  unsubscribe: { request: undefined, response: undefined },
  broadcast: {
    request: { type: "canvas_opened", body: { body: { canvas_id: canvas.id } } },
    response: undefined,
  },
  broadcast_to_webviews: {
    request: { type: "canvas_updated", body: { id: canvas.id } },
    response: undefined,
  },
};
