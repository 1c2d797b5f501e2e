/**
 * Every constant the interface spec names, with the spec's exact string values.
 * Each list is `as const` so its members are literal types; `*_TYPES` arrays have a
 * matching union type (for example {@link UiMessageType}). The operation lists, which are derived
 * from the registry, are in `./operationTypes` (so that the registry's types can use these constants
 * without an import cycle).
 */

/** Envelope `type` values on the wire. */
export const MESSAGE_TYPES = {
  REQUEST: "SVC_REQUEST",
  RESPONSE: "SVC_RESPONSE",
  EVENT: "SVC_EVENT",
  ADMIN_MESSAGE: "ADMIN_MESSAGE",
  ADMIN_REQUEST: "ADMIN_REQUEST",
  ADMIN_RESPONSE: "ADMIN_RESPONSE",
  DSR_MESSAGE: "DSR_MESSAGE",
  DSR_REQUEST: "DSR_REQUEST",
  DSR_RESPONSE: "DSR_RESPONSE",
  UI_MESSAGE: "UI_MESSAGE",
} as const;
/** One of the envelope `type` values. */
export type MessageType = (typeof MESSAGE_TYPES)[keyof typeof MESSAGE_TYPES];

/** `SVC_REQUEST`: an `impact` or `ui` request from the app. */
export const REQUEST = "SVC_REQUEST";
/** `SVC_RESPONSE`: the host's answer to a `SVC_REQUEST`. */
export const RESPONSE = "SVC_RESPONSE";
/** `SVC_EVENT`: an event, in either direction (the spec's PITCHER_EVENT constant). */
export const PITCHER_EVENT = "SVC_EVENT";
/** `ADMIN_MESSAGE`: a message pushed by the host in the admin environment. */
export const ADMIN_MESSAGE = "ADMIN_MESSAGE";
/** `ADMIN_REQUEST`: an admin request from the app. */
export const ADMIN_REQUEST = "ADMIN_REQUEST";
/** `ADMIN_RESPONSE`: the host's answer to an `ADMIN_REQUEST`. */
export const ADMIN_RESPONSE = "ADMIN_RESPONSE";
/** `DSR_MESSAGE`: a message pushed by the host in the DSR environment. */
export const DSR_MESSAGE = "DSR_MESSAGE";
/** `DSR_REQUEST`: a DSR request from the app. */
export const DSR_REQUEST = "DSR_REQUEST";
/** `DSR_RESPONSE`: the host's answer to a `DSR_REQUEST`. */
export const DSR_RESPONSE = "DSR_RESPONSE";
/** `UI_MESSAGE`: a message pushed by the host in the UI environment. */
export const UI_MESSAGE = "UI_MESSAGE";

/** `response.status` values of a `SVC_RESPONSE`. */
export const RESPONSE_STATUS = { OK: "ok", ERROR: "error" } as const;
/** `ok` or `error`. */
export type ResponseStatus = (typeof RESPONSE_STATUS)[keyof typeof RESPONSE_STATUS];

/** The environments an app runs in (JsApiLocation values). */
export const JS_API_LOCATIONS = ["ui", "admin", "dsr", "impact"] as const;
/** `ui`, `admin`, `dsr` or `impact`. */
export type JsApiLocation = (typeof JS_API_LOCATIONS)[number];

/** The platforms a host runs on. */
export const MODES = ["WEB", "IOS", "WINDOWS", "ANDROID"] as const;
/** `WEB`, `IOS`, `WINDOWS` or `ANDROID`. */
export type Mode = (typeof MODES)[number];

/**
 * The version of the scenario format HostBridge writes (`Scenario`). Version 2: the host's event
 * step is `emit` (version 1 files wrote `fire` before the host acts were renamed, and `emit` after,
 * under the same number), and steps may carry their time, an answer its latency, the request it
 * answers and whether it came after the app stopped waiting. `checkScenario` reads every version
 * up to this one and upgrades it.
 */
export const SCENARIO_VERSION = 2;

/** `client_type` values of an environment record. */
export const CLIENT_TYPES = ["admin", "dsr", "impact", "impact-canvas-home"] as const;
/** One of {@link CLIENT_TYPES}. */
export type ClientType = (typeof CLIENT_TYPES)[number];

/** Message types the host pushes in the UI environment (6). */
export const UI_MESSAGE_TYPES = [
  "ui_app_set_data",
  "ui_app_update_data",
  "ui_canvas_updated",
  "ui_meeting_canceled",
  "ui_prompt_assistant_response_streamed",
  "ui_section_list_updated",
] as const;
/** One of the 6 pushed UI message types. */
export type UiMessageType = (typeof UI_MESSAGE_TYPES)[number];

/** UI message types that native hosts send as a bare `{ type, body }` envelope (3). */
export const UI_NATIVE_MESSAGE_TYPES = [
  "ui_app_set_data",
  "ui_app_update_data",
  "ui_canvas_updated",
] as const satisfies readonly UiMessageType[];
/** One of the 3 native UI message types. */
export type UiNativeMessageType = (typeof UI_NATIVE_MESSAGE_TYPES)[number];

/** Message types the host pushes in the admin environment. */
export const ADMIN_MESSAGE_TYPES = ["admin_env_changed"] as const;
/** `admin_env_changed`. */
export type AdminMessageType = (typeof ADMIN_MESSAGE_TYPES)[number];

/** Message types the host pushes in the DSR environment. */
export const DSR_MESSAGE_TYPES = ["dsr_env_changed"] as const;
/** `dsr_env_changed`. */
export type DsrMessageType = (typeof DSR_MESSAGE_TYPES)[number];

/** Every event key of the high-level event map (45: the spec's 42 and three only the platform's existing client lists). */
export const EVENT_KEYS = [
  "analytics_captured",
  "app_backgrounded",
  "app_foregrounded",
  "canvas_close_requested",
  "canvas_closed",
  "canvas_next_button_clicked",
  "canvas_open_requested",
  "canvas_opened",
  "canvas_page_next_requested",
  "canvas_page_previous_requested",
  "canvas_previous_button_clicked",
  "canvas_updated",
  "canvas_updated_success",
  "content_list_refresh_requested",
  "create_and_open_canvas",
  "entered_fullscreen",
  "env_changed",
  "exited_fullscreen",
  "favorites:changed",
  "file_closed",
  "file_downloaded",
  "file_opened",
  "file_upload_progress",
  "file:download",
  "global_photo_captured",
  "item_sharebox_add_completed",
  "item_sharebox_add_requested",
  "item_sharebox_status_requested",
  "item_sharebox_status_updated",
  "network_connection_established",
  "network_connection_lost",
  "non_files_sync_finished",
  "open_canvas",
  "open_folder_requested",
  "peer_connectivity_event",
  "photos_captured",
  "route_change_requested",
  "route_changed",
  "start_call",
  "submit_postcall_clicked",
  "sync_badge_value_reported",
  "sync_box_resolve_error_tapped",
  "ui:hide-modal",
  "ui:show-modal",
  "update_location",
] as const;
/** One of the 45 event keys. */
export type EventKey = (typeof EVENT_KEYS)[number];

/** Events only an iOS host fires. */
export const IOS_ONLY_EVENT_KEYS = [
  "analytics_captured",
  "content_list_refresh_requested",
  "file_downloaded",
  "file_upload_progress",
  "global_photo_captured",
  "network_connection_established",
  "network_connection_lost",
  "non_files_sync_finished",
  "photos_captured",
  "route_change_requested",
  "sync_badge_value_reported",
  "sync_box_resolve_error_tapped",
] as const satisfies readonly EventKey[];
/** Events only a Web host fires. */
export const WEB_ONLY_EVENT_KEYS = [
  "entered_fullscreen",
  "exited_fullscreen",
] as const satisfies readonly EventKey[];

/** The low-level API's only event name. */
export const LOW_LEVEL_EVENT_NAME = "event";

/** External event names (ServiceExternalEventName). */
export const SERVICE_EXTERNAL_EVENT_NAMES = [
  "create_and_open_canvas",
  "open_canvas",
  "start_call",
] as const satisfies readonly EventKey[];
/** One of the external event names. */
export type ServiceExternalEventName = (typeof SERVICE_EXTERNAL_EVENT_NAMES)[number];

/** Values of `type` in an `analytics_captured` event (34). */
export const ANALYTICS_TYPES = [
  "File Entered",
  "File Exited",
  "Web File Entered",
  "Web File Exited",
  "Page Entered",
  "Page Exited",
  "Page Viewed",
  "App Entered",
  "App Exited",
  "Canvas Entered",
  "Canvas Exited",
  "Wizard Entered",
  "Wizard Exited",
  "Canvas Shared",
  "Customer Sentiment Captured",
  "Canvas Page Entered",
  "Canvas Page Exited",
  "Canvas Component Entered",
  "Canvas Component Exited",
  "Canvas File Downloaded",
  "Canvas Downloaded",
  "User Feedback Captured",
  "User Bug Reported",
  "User File Reviewed",
  "Hotspot Clicked",
  "Collection Player Content Changed",
  "Comment Added",
  "Comment Replied",
  "Comment Assigned",
  "Comment Resolved",
  "Comment Deleted",
  "Index Search Performed",
  "Index Search No Results",
  "Index Search Result Clicked",
] as const;
/** One of the 34 analytics types. */
export type AnalyticsType = (typeof ANALYTICS_TYPES)[number];

/** The CRM services (CRMServiceType); the Web-only payloads use the first one's REST interface. */
export const CRM_SERVICE_TYPES = ["crm_a", "crm_b", "crm_c"] as const;
/** `crm_a`, `crm_b` or `crm_c`. */
export type CRMServiceType = (typeof CRM_SERVICE_TYPES)[number];

/** Event key that carries peer connectivity events. */
export const PEER_CONNECTIVITY_EVENT = "peer_connectivity_event";
/** Action that registers a handler for every peer connectivity action. */
export const PEER_CONNECTIVITY_HANDLER_MATCH_ALL = "*";
/** `version` a peer connectivity event gets when none is given. */
export const DEFAULT_PEER_CONNECTIVITY_VERSION = 1;
/** The named peer connectivity actions (any other string is valid too). */
export const PEER_CONNECTIVITY_ACTIONS = [
  "browser.folder.open",
  "canvas.close",
  "canvas.open",
  "canvas.navigate.next",
  "canvas.navigate.previous",
  "file.close",
  "file.open",
  "route.change",
] as const;
/** A peer connectivity action: a named one, or any other string. */
export type PeerConnectivityAction = (typeof PEER_CONNECTIVITY_ACTIONS)[number] | (string & {});

/** `action` values of the update-location union. */
export const UPDATE_LOCATION_ACTIONS = [
  "register",
  "unregister",
  "mounted",
  "update",
  "restore",
  "restore_completed",
  "get_routes_request",
  "get_routes_response",
] as const;
/** One of the update-location actions. */
export type UpdateLocationActionName = (typeof UPDATE_LOCATION_ACTIONS)[number];
