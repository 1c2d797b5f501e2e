// The existing client's constants, under its names and with its values. Where the spec renamed a
// value (the client's `PITCHER_EVENT` is "PITCHER_EVENT", the spec's is "SVC_EVENT"), these keep the
// client's: an app that compares against them must see what it saw before (rule `pitcher-constants`).
import {
  ADMIN_MESSAGE,
  ADMIN_REQUEST,
  ADMIN_RESPONSE,
  DEFAULT_PEER_CONNECTIVITY_VERSION,
  DSR_MESSAGE,
  DSR_REQUEST,
  DSR_RESPONSE,
  PEER_CONNECTIVITY_EVENT,
  PEER_CONNECTIVITY_HANDLER_MATCH_ALL,
  UI_MESSAGE,
  UI_NATIVE_MESSAGE_TYPES,
} from "@hostbridge/protocol-types";

export {
  ADMIN_MESSAGE,
  DEFAULT_PEER_CONNECTIVITY_VERSION,
  DSR_MESSAGE,
  PEER_CONNECTIVITY_EVENT,
  PEER_CONNECTIVITY_HANDLER_MATCH_ALL,
  UI_MESSAGE,
  UI_NATIVE_MESSAGE_TYPES,
};

/** The client's event envelope type, `"PITCHER_EVENT"` (the spec calls it `SVC_EVENT`). */
export const PITCHER_EVENT = "PITCHER_EVENT";

/** The client's high-level envelope types. */
export enum PitcherMessageType {
  REQUEST = "PITCHER_REQUEST",
  RESPONSE = "PITCHER_RESPONSE",
}

/** The status of a high-level response. */
export enum PitcherResponseStatus {
  OK = "ok",
  ERROR = "error",
}

/** The events the host sends to apps, by the client's names. */
export enum PitcherEventName {
  ENV_CHANGED = "env_changed",
  PHOTOS_CAPTURED = "photos_captured",
  GLOBAL_PHOTO_CAPTURED = "global_photo_captured",
  FILE_DOWNLOADED = "file_downloaded",
  FILE_UPLOAD_PROGRESS = "file_upload_progress",
  UPDATE_LOCATION = "update_location",
  CANVAS_UPDATED = "canvas_updated",
  CANVAS_UPDATED_SUCCESS = "canvas_updated_success",
  FILE_CLOSED = "file_closed",
  FILE_OPENED = "file_opened",
  APP_BACKGROUNDED = "app_backgrounded",
  APP_FOREGROUNDED = "app_foregrounded",
  NON_FILES_SYNC_FINISHED = "non_files_sync_finished",
  CONTENT_LIST_REFRESH_REQUESTED = "content_list_refresh_requested",
  NETWORK_CONNECTION_ESTABLISHED = "network_connection_established",
  NETWORK_CONNECTION_LOST = "network_connection_lost",
  ENTERED_FULLSCREEN = "entered_fullscreen",
  EXITED_FULLSCREEN = "exited_fullscreen",
  SUBMIT_POSTCALL_CLICKED = "submit_postcall_clicked",
  ANALYTICS_CAPTURED = "analytics_captured",
  OPEN_FOLDER_REQUESTED = "open_folder_requested",
  CANVAS_PAGE_NEXT_REQUESTED = "canvas_page_next_requested",
  CANVAS_PAGE_PREVIOUS_REQUESTED = "canvas_page_previous_requested",
  CANVAS_OPEN_REQUESTED = "canvas_open_requested",
  CANVAS_CLOSE_REQUESTED = "canvas_close_requested",
  ROUTE_CHANGE_REQUESTED = "route_change_requested",
  ITEM_SHAREBOX_STATUS_REQUESTED = "item_sharebox_status_requested",
  ITEM_SHAREBOX_STATUS_UPDATED = "item_sharebox_status_updated",
  ITEM_SHAREBOX_ADD_REQUESTED = "item_sharebox_add_requested",
  ITEM_SHAREBOX_ADD_COMPLETED = "item_sharebox_add_completed",
  SYNC_BADGE_VALUE_REPORTED = "sync_badge_value_reported",
  SYNC_BOX_RESOLVE_ERROR_TAPPED = "sync_box_resolve_error_tapped",
  PEER_CONNECTIVITY_EVENT = "peer_connectivity_event",
}

/** The events apps broadcast to each other through the host. */
export enum PitcherBroadcastedEventName {
  UI_SHOW_MODAL = "ui:show-modal",
  UI_HIDE_MODAL = "ui:hide-modal",
  FAVORITES_CHANGED = "favorites:changed",
  FILE_DOWNLOAD = "file:download",
  CANVAS_NEXT_BUTTON_CLICKED = "canvas_next_button_clicked",
  CANVAS_PREVIOUS_BUTTON_CLICKED = "canvas_previous_button_clicked",
  CANVAS_OPENED = "canvas_opened",
  CANVAS_CLOSED = "canvas_closed",
  ROUTE_CHANGED = "route_changed",
}

/** The events that come from outside the platform (deep links). */
export enum PitcherExternalEventName {
  CREATE_AND_OPEN_CANVAS = "create_and_open_canvas",
  OPEN_CANVAS = "open_canvas",
  START_CALL = "start_call",
}

/** The actions of peer connectivity events, by the client's keys. */
export const PeerConnectivityActions = {
  CANVAS_PAGE_NEXT: "canvas.navigate.next",
  CANVAS_PAGE_PREVIOUS: "canvas.navigate.previous",
  CANVAS_OPEN: "canvas.open",
  CANVAS_CLOSE: "canvas.close",
  ROUTE_CHANGE: "route.change",
  FILE_OPEN: "file.open",
  FILE_CLOSE: "file.close",
  BROWSER_FOLDER_OPEN: "browser.folder.open",
} as const;

/** The messages the host pushes to a UI app. */
export const UI_MESSAGE_TYPES = {
  UI_MEETING_CANCELED: "ui_meeting_canceled",
  UI_CANVAS_UPDATED: "ui_canvas_updated",
  UI_SECTION_LIST_UPDATED: "ui_section_list_updated",
  UI_APP_SET_DATA: "ui_app_set_data",
  UI_APP_UPDATE_DATA: "ui_app_update_data",
  UI_PROMPT_PIA_RESPONSE_STREAMED: "ui_prompt_pia_response_streamed",
} as const;

/** The request types of the UI environment, keyed by their upper-case names. */
export const UI_API_METHOD_TYPES = {
  UI_BROADCAST: "ui_broadcast",
  UI_SELECT_CONTENT: "ui_select_content",
  UI_SELECT_CANVASES: "ui_select_canvases",
  UI_OPEN: "ui_open",
  UI_EMBEDDABLE_READY: "ui_embeddable_ready",
  UI_TOAST: "ui_toast",
  UI_CAPTURE_APP_ERROR: "ui_capture_app_error",
  UI_UPDATE_CANVAS: "ui_update_canvas",
  UI_PRINT_CANVAS: "ui_print_canvas",
  UI_OPEN_CANVAS_OVERLAY: "ui_open_canvas_overlay",
  UI_OPEN_COLLECTION_PLAYER_OVERLAY: "ui_open_collection_player_overlay",
  UI_SELECT_COLLECTION_PLAYER_CONTENT: "ui_select_collection_player_content",
  UI_SELECT_AGENDA_CONTENT: "ui_select_agenda_content",
  UI_UPDATE_LOCATION: "ui_update_location",
  UI_PRESELECT_SFDC_MEETING_ID: "ui_preselect_sfdc_meeting_id",
  UI_SET_POSTCALL_STYLE: "ui_set_postcall_style",
  UI_ENABLE_POSTCALL_SUBMIT: "ui_enable_postcall_submit",
  UI_DISABLE_POSTCALL_SUBMIT: "ui_disable_postcall_submit",
  UI_COMPLETE_POSTCALL: "ui_complete_postcall",
  UI_STOP_MEETING: "ui_stop_meeting",
  UI_CANCEL_MEETING: "ui_cancel_meeting",
  UI_RESUME_MEETING: "ui_resume_meeting",
  UI_PROMPT_PIA: "ui_prompt_pia",
  UI_CANVAS_NAVIGATE_NEXT_PAGE: "ui_canvas_navigate_next_page",
  UI_CANVAS_NAVIGATE_PREVIOUS_PAGE: "ui_canvas_navigate_previous_page",
  UI_CANVAS_NAVIGATE_PAGE: "ui_canvas_navigate_page",
  UI_APP_LOADED: "ui_app_loaded",
  UI_APP_RESIZE: "ui_app_resize",
  UI_CLOSE_CANVAS_SECTION_EXECUTION: "ui_close_canvas_section_execution",
  UI_CLOSE_CANVAS_DRAWER: "ui_close_canvas_drawer",
  UI_OPEN_GLOBAL_POPUP: "ui_open_global_popup",
  UI_CLOSE_GLOBAL_POPUP: "ui_close_global_popup",
  UI_OPEN_SHARING_SETTINGS: "ui_open_sharing_settings",
} as const;

/** The messages the host pushes to an admin app. */
export const ADMIN_MESSAGE_TYPES = { ENV_CHANGED: "admin_env_changed" } as const;

/** The admin envelope types. */
export const ADMIN_API_TYPES = { ADMIN_REQUEST, ADMIN_RESPONSE } as const;

/** The request types of the admin environment. */
export const ADMIN_API_METHOD_TYPES = {
  CAPTURE_APP_ERROR: "admin_capture_app_error",
  CREATE_CANVAS: "admin_create_canvas",
  GET_APP_CONFIG: "admin_get_app_config",
  GET_CANVAS: "admin_get_canvas",
  GET_CANVASES: "admin_get_canvases",
  OPEN_CANVAS_OVERLAY: "admin_open_canvas_overlay",
  OPEN_COLLECTION_PLAYER_OVERLAY: "admin_open_collection_player_overlay",
  GET_ENV: "admin_get_env",
  GET_FILE: "admin_get_file",
  OPEN: "admin_open_file_overlay",
  CLOSE: "admin_close_file_overlay",
  GET_FILES: "admin_get_files",
  GET_INSTANCE_METADATA_TEMPLATES: "admin_get_instance_metadata_templates",
  GET_USERS: "admin_get_users",
  TOAST: "admin_toast",
  UPDATE_CANVAS: "admin_update_canvas",
  SELECT_COLLECTION_PLAYER_CONTENT: "admin_select_collection_player_content",
  SELECT_AGENDA_CONTENT: "admin_select_agenda_content",
  SELECT_CONTENT: "admin_select_content",
  SELECT_CANVASES: "admin_select_canvases",
} as const;

/** The messages the host pushes to a DSR app. */
export const DSR_MESSAGE_TYPES = { ENV_CHANGED: "dsr_env_changed" } as const;

/** The DSR envelope types. */
export const DSR_API_TYPES = { DSR_REQUEST, DSR_RESPONSE } as const;

/** The request types of the DSR environment. */
export const DSR_API_METHOD_TYPES = {
  GET_ENV: "dsr_get_env",
  GET_FILE: "dsr_get_file",
  GET_APP_CONFIG: "dsr_get_app_config",
  CLOSE: "dsr_close",
  DSR_EMBEDDABLE_READY: "dsr_embeddable_ready",
} as const;
