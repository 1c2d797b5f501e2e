// A valid request payload for each of the platform's operations beyond the spec (issue 17), over
// the default fixtures (ids of canvases, files, folders and favorites the simulator knows).
import type { OperationRequest } from "../../src/index";

type PlatformOperation =
  | "assign_canvas_theme"
  | "broadcast"
  | "broadcast_to_webviews"
  | "close"
  | "create_canvas"
  | "create_favorite"
  | "create_file"
  | "create_folder"
  | "crm_smart_query"
  | "delete_canvas"
  | "delete_favorite"
  | "delete_file"
  | "delete_folder"
  | "delete_local_file"
  | "download_file"
  | "enter_fullscreen"
  | "exit_fullscreen"
  | "fetch_document_info"
  | "get_app_config"
  | "get_canvas"
  | "get_canvas_recommended_files"
  | "get_canvas_theme"
  | "get_canvases"
  | "get_core_folders"
  | "get_favorites"
  | "get_file"
  | "get_file_revision_data"
  | "get_file_revisions"
  | "get_files"
  | "get_folder"
  | "get_instance_metadata_templates"
  | "get_languages"
  | "get_request_types"
  | "get_themes"
  | "get_users"
  | "is_fullscreen"
  | "is_offline"
  | "logout"
  | "move_folder_items"
  | "open_web_view_always_on_top"
  | "patch_core_folder"
  | "quit_instance"
  | "refresh_access_token"
  | "refresh_service_token"
  | "render_page_as_image"
  | "search"
  | "select_device_file"
  | "share_canvas"
  | "subscribe"
  | "toast"
  | "track"
  | "trigger_non_files_sync"
  | "unassign_canvas_theme"
  | "unsubscribe"
  | "update_canvas"
  | "update_canvas_indicators"
  | "update_file"
  | "update_folder"
  | "update_my_user";

/** A valid request payload for every platform operation (the compiler checks none is missing). */
export const PLATFORM_PAYLOADS: { [K in PlatformOperation]: OperationRequest<K> } = {
  assign_canvas_theme: { canvas_id: "canvas-sim-0002", theme_id: "theme-sim-0001" },
  broadcast: { type: "canvas_opened", body: { body: { canvas_id: "canvas-sim-0001" } } },
  broadcast_to_webviews: { type: "canvas_updated", body: { id: "canvas-sim-0001" } },
  close: undefined,
  create_canvas: { name: "Visit plan", tags: ["cardiology"], template_id: "canvas-sim-0003" },
  create_favorite: { file_id: "file-sim-0002", page_index: 1 },
  create_file: { name: "Visit notes.pdf", url: "https://example.com/notes.pdf" },
  create_folder: { name: "Visit material", parent_folder_id: "folder-sim-0001" },
  crm_smart_query: { query: "SELECT {Account:Id}, {Account:Name} FROM {Account}" },
  delete_canvas: { id: "canvas-sim-0004" },
  delete_favorite: { favorite_id: "favorite-sim-0001" },
  delete_file: { file_id: "file-sim-0006" },
  delete_folder: { folder_id: "folder-sim-0004" },
  delete_local_file: {
    url: "file:///var/mobile/Containers/Data/Application/sim/Documents/Pitcher%20Folders/ARPhotocapture/photo-sim-0001.png",
  },
  download_file: { file_id: "file-sim-0001" },
  enter_fullscreen: undefined,
  exit_fullscreen: undefined,
  fetch_document_info: { file_id: "file-sim-0001" },
  get_app_config: { app_name: "example-app" },
  get_canvas: { id: "canvas-sim-0001", fields: "id,name" },
  get_canvas_recommended_files: { canvas_id: "canvas-sim-0001" },
  get_canvas_theme: { canvas_id: "canvas-sim-0001" },
  get_canvases: { search: "review" },
  get_core_folders: { instance_id: "inst-sim-0001", entity: "canvas" },
  get_favorites: { page_size: 10 },
  get_file: { file_id: "file-sim-0001" },
  get_file_revision_data: { file_id: "file-sim-0001", revision_id: "file-sim-0001-rev-1" },
  get_file_revisions: { file_id: "file-sim-0001" },
  get_files: { folder_id: "folder-sim-0001" },
  get_folder: { id: "folder-sim-0001" },
  get_instance_metadata_templates: {},
  get_languages: undefined,
  get_request_types: undefined,
  get_themes: { is_default: true },
  get_users: { search: "dana" },
  is_fullscreen: undefined,
  is_offline: undefined,
  logout: undefined,
  move_folder_items: {
    target_folder_id: "folder-sim-0002",
    items: [{ id: "file-sim-0002", type: "file" }],
  },
  open_web_view_always_on_top: {
    url: "https://example.com/quiz",
    modal_settings: { width: 640, height: 480, x: 40, y: 60 },
  },
  patch_core_folder: { id: "core-folder-sim-0002", payload: { name: "Cardiology canvases" } },
  quit_instance: undefined,
  refresh_access_token: undefined,
  refresh_service_token: undefined,
  render_page_as_image: { file_id: "file-sim-0001", page_index: 2, params: { width: 640 } },
  search: { query: "cardiology" },
  select_device_file: undefined,
  share_canvas: { id: "canvas-sim-0001" },
  subscribe: undefined,
  toast: { type: "info", message: "Saved" },
  track: { event_name: "deck_opened", payload: { deck: "cardiology" } },
  trigger_non_files_sync: undefined,
  unassign_canvas_theme: { canvas_id: "canvas-sim-0001" },
  unsubscribe: undefined,
  update_canvas: { id: "canvas-sim-0001", name: "Q2 Review (v2)" },
  update_canvas_indicators: {
    id: "canvas-sim-0001",
    indicators: { review: { icon: "check", key: "review", text: "Reviewed", type: "success" } },
  },
  update_file: { id: "file-sim-0001", tags: ["cardiology"] },
  update_folder: { id: "folder-sim-0002", name: "Product videos 2025" },
  update_my_user: { language: "de" },
};
