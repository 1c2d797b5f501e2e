import { describe, expect, it } from "vitest";
import {
  ADMIN_API_METHOD_TYPES,
  ADMIN_MESSAGE,
  ADMIN_MESSAGE_TYPES,
  ADMIN_REQUEST,
  ADMIN_RESPONSE,
  ANALYTICS_TYPES,
  CLIENT_TYPES,
  CRM_SERVICE_TYPES,
  DEFAULT_PEER_CONNECTIVITY_VERSION,
  DSR_API_METHOD_TYPES,
  DSR_MESSAGE,
  DSR_MESSAGE_TYPES,
  DSR_REQUEST,
  DSR_RESPONSE,
  EVENT_KEYS,
  HIGH_LEVEL_API_METHOD_TYPES,
  INTERACTIVE_METHOD_TYPES,
  IOS_ONLY_CRM_METHOD_TYPES,
  IOS_ONLY_EVENT_KEYS,
  JS_API_LOCATIONS,
  LOW_LEVEL_EVENT_NAME,
  MESSAGE_TYPES,
  MODES,
  PEER_CONNECTIVITY_ACTIONS,
  PEER_CONNECTIVITY_EVENT,
  PEER_CONNECTIVITY_HANDLER_MATCH_ALL,
  PITCHER_EVENT,
  REQUEST,
  RESPONSE,
  RESPONSE_STATUS,
  SERVICE_EXTERNAL_EVENT_NAMES,
  UI_API_METHOD_TYPES,
  UI_MESSAGE,
  UI_MESSAGE_TYPES,
  UI_NATIVE_MESSAGE_TYPES,
  UPDATE_LOCATION_ACTIONS,
  WEB_ONLY_CRM_METHOD_TYPES,
  WEB_ONLY_EVENT_KEYS,
} from "@hostbridge/protocol-types";

// Every expected value below is copied from /work/shared/spec/interface-spec.md (or, for the
// identifiers the spec leaves unshown, from docs/protocol.md "Operation identifiers the spec leaves unshown").

const hasNoDuplicates = (list: readonly string[]) => new Set(list).size === list.length;

describe("message constants", () => {
  it("use the spec's envelope type values", () => {
    expect(MESSAGE_TYPES).toEqual({
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
    });
    expect([REQUEST, RESPONSE, PITCHER_EVENT, UI_MESSAGE]).toEqual([
      "SVC_REQUEST",
      "SVC_RESPONSE",
      "SVC_EVENT",
      "UI_MESSAGE",
    ]);
    expect([ADMIN_MESSAGE, ADMIN_REQUEST, ADMIN_RESPONSE]).toEqual([
      "ADMIN_MESSAGE",
      "ADMIN_REQUEST",
      "ADMIN_RESPONSE",
    ]);
    expect([DSR_MESSAGE, DSR_REQUEST, DSR_RESPONSE]).toEqual([
      "DSR_MESSAGE",
      "DSR_REQUEST",
      "DSR_RESPONSE",
    ]);
  });

  it("list the two response statuses", () => {
    expect(RESPONSE_STATUS).toEqual({ OK: "ok", ERROR: "error" });
  });

  it("list environments, modes and client types", () => {
    expect(JS_API_LOCATIONS).toEqual(["ui", "admin", "dsr", "impact"]);
    expect(MODES).toEqual(["WEB", "IOS", "WINDOWS", "ANDROID"]);
    expect(CLIENT_TYPES).toEqual(["admin", "dsr", "impact", "impact-canvas-home"]);
  });
});

describe("operation lists", () => {
  it("list the 33 UI operations of the spec", () => {
    expect(UI_API_METHOD_TYPES).toEqual([
      "ui_app_loaded",
      "ui_app_resize",
      "ui_broadcast",
      "ui_cancel_meeting",
      "ui_canvas_navigate_next_page",
      "ui_canvas_navigate_page",
      "ui_canvas_navigate_previous_page",
      "ui_capture_app_error",
      "ui_close_canvas_drawer",
      "ui_close_canvas_section_execution",
      "ui_close_global_popup",
      "ui_complete_postcall",
      "ui_disable_postcall_submit",
      "ui_embeddable_ready",
      "ui_enable_postcall_submit",
      "ui_open",
      "ui_open_canvas_overlay",
      "ui_open_collection_player_overlay",
      "ui_open_global_popup",
      "ui_open_sharing_settings",
      "ui_preselect_crm_meeting_id",
      "ui_print_canvas",
      "ui_prompt_assistant",
      "ui_resume_meeting",
      "ui_select_agenda_content",
      "ui_select_canvases",
      "ui_select_collection_player_content",
      "ui_select_content",
      "ui_set_postcall_style",
      "ui_stop_meeting",
      "ui_toast",
      "ui_update_canvas",
      "ui_update_location",
    ]);
    expect(UI_API_METHOD_TYPES).toHaveLength(33);
  });

  it("list the 20 admin operations of the spec", () => {
    expect(ADMIN_API_METHOD_TYPES).toEqual([
      "admin_capture_app_error",
      "admin_close_file_overlay",
      "admin_create_canvas",
      "admin_get_app_config",
      "admin_get_canvas",
      "admin_get_canvases",
      "admin_get_env",
      "admin_get_file",
      "admin_get_files",
      "admin_get_instance_metadata_templates",
      "admin_get_users",
      "admin_open_file_overlay",
      "admin_open_canvas_overlay",
      "admin_open_collection_player_overlay",
      "admin_select_agenda_content",
      "admin_select_canvases",
      "admin_select_collection_player_content",
      "admin_select_content",
      "admin_toast",
      "admin_update_canvas",
    ]);
    expect(ADMIN_API_METHOD_TYPES).toHaveLength(20);
  });

  it("list the 5 DSR operations of the spec", () => {
    expect(DSR_API_METHOD_TYPES).toEqual([
      "dsr_close",
      "dsr_embeddable_ready",
      "dsr_get_app_config",
      "dsr_get_env",
      "dsr_get_file",
    ]);
  });

  it("list the 21 high-level identifiers of docs/architecture.md first, then the platform's 59 more", () => {
    expect(HIGH_LEVEL_API_METHOD_TYPES).toHaveLength(21 + 59);
    expect(HIGH_LEVEL_API_METHOD_TYPES.slice(0, 21)).toEqual([
      "get_env",
      "open",
      "open_external_url",
      "notify",
      "query",
      "share",
      "show_peer_session",
      "show_syncbox",
      "submit_user_feedback",
      "get_folders",
      "get_recent_files",
      "crm_query",
      "crm_create",
      "crm_describe",
      "crm_layout",
      "crm_upsert",
      "crm_smart_upsert_objects",
      "crm_smart_delete_objects",
      "crm_smart_object_validation_rules",
      "crm_smart_object_metadata",
      "crm_smart_object_layout",
    ]);
  });

  it("split the CRM operations by platform, leaving crm_query to every platform", () => {
    expect(WEB_ONLY_CRM_METHOD_TYPES).toEqual([
      "crm_create",
      "crm_describe",
      "crm_layout",
      "crm_upsert",
    ]);
    expect(IOS_ONLY_CRM_METHOD_TYPES).toEqual([
      "crm_smart_upsert_objects",
      "crm_smart_delete_objects",
      "crm_smart_object_validation_rules",
      "crm_smart_object_metadata",
      "crm_smart_object_layout",
      "crm_smart_query",
    ]);
    const platformBound: readonly string[] = [
      ...WEB_ONLY_CRM_METHOD_TYPES,
      ...IOS_ONLY_CRM_METHOD_TYPES,
    ];
    expect(platformBound).not.toContain("crm_query");
  });

  it("mark only operations that wait for a person as interactive", () => {
    expect([...INTERACTIVE_METHOD_TYPES].sort()).toEqual(
      [
        "admin_select_agenda_content",
        "admin_select_canvases",
        "admin_select_collection_player_content",
        "admin_select_content",
        "select_device_file",
        "share",
        "ui_open_sharing_settings",
        "ui_prompt_assistant",
        "ui_select_agenda_content",
        "ui_select_canvases",
        "ui_select_collection_player_content",
        "ui_select_content",
      ].sort(),
    );
    const operations: readonly string[] = [
      ...UI_API_METHOD_TYPES,
      ...ADMIN_API_METHOD_TYPES,
      ...HIGH_LEVEL_API_METHOD_TYPES,
    ];
    for (const type of INTERACTIVE_METHOD_TYPES) expect(operations).toContain(type);
  });

  it("never repeat an entry and never share an identifier across environments", () => {
    const all = [
      ...UI_API_METHOD_TYPES,
      ...ADMIN_API_METHOD_TYPES,
      ...DSR_API_METHOD_TYPES,
      ...HIGH_LEVEL_API_METHOD_TYPES,
    ];
    expect(hasNoDuplicates(all)).toBe(true);
    expect(all).toHaveLength(33 + 20 + 5 + 21 + 59);
  });
});

describe("message type lists", () => {
  it("list the 6 UI message types and the 3 native ones", () => {
    expect(UI_MESSAGE_TYPES).toEqual([
      "ui_app_set_data",
      "ui_app_update_data",
      "ui_canvas_updated",
      "ui_meeting_canceled",
      "ui_prompt_assistant_response_streamed",
      "ui_section_list_updated",
    ]);
    expect(UI_NATIVE_MESSAGE_TYPES).toEqual([
      "ui_app_set_data",
      "ui_app_update_data",
      "ui_canvas_updated",
    ]);
  });

  it("list one admin and one DSR message type", () => {
    expect(ADMIN_MESSAGE_TYPES).toEqual(["admin_env_changed"]);
    expect(DSR_MESSAGE_TYPES).toEqual(["dsr_env_changed"]);
  });
});

describe("event constants", () => {
  it("list the 42 event keys of the spec, and the 3 only the platform's existing client lists", () => {
    const onlyThePlatformClient = ["app_backgrounded", "app_foregrounded", "open_folder_requested"];
    expect(EVENT_KEYS.filter((key) => onlyThePlatformClient.includes(key))).toEqual(
      onlyThePlatformClient,
    );
    expect(EVENT_KEYS.filter((key) => !onlyThePlatformClient.includes(key))).toEqual([
      "analytics_captured",
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
    ]);
    expect(EVENT_KEYS).toHaveLength(45);
  });

  it("mark the platform-specific events as the spec's Platform column does", () => {
    expect(IOS_ONLY_EVENT_KEYS).toEqual([
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
    ]);
    expect(WEB_ONLY_EVENT_KEYS).toEqual(["entered_fullscreen", "exited_fullscreen"]);
  });

  it("name the low-level event and the external events", () => {
    expect(LOW_LEVEL_EVENT_NAME).toBe("event");
    expect(SERVICE_EXTERNAL_EVENT_NAMES).toEqual([
      "create_and_open_canvas",
      "open_canvas",
      "start_call",
    ]);
  });

  it("list the 34 analytics types of the spec", () => {
    expect(ANALYTICS_TYPES).toEqual([
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
    ]);
    expect(ANALYTICS_TYPES).toHaveLength(34);
  });
});

describe("CRM, peer connectivity and location constants", () => {
  it("list the three CRM services", () => {
    expect(CRM_SERVICE_TYPES).toEqual(["crm_a", "crm_b", "crm_c"]);
  });

  it("use the spec's peer connectivity values", () => {
    expect(PEER_CONNECTIVITY_EVENT).toBe("peer_connectivity_event");
    expect(PEER_CONNECTIVITY_HANDLER_MATCH_ALL).toBe("*");
    expect(DEFAULT_PEER_CONNECTIVITY_VERSION).toBe(1);
    expect(PEER_CONNECTIVITY_ACTIONS).toEqual([
      "browser.folder.open",
      "canvas.close",
      "canvas.open",
      "canvas.navigate.next",
      "canvas.navigate.previous",
      "file.close",
      "file.open",
      "route.change",
    ]);
    expect(EVENT_KEYS).toContain(PEER_CONNECTIVITY_EVENT);
  });

  it("list the 8 update-location actions", () => {
    expect(UPDATE_LOCATION_ACTIONS).toEqual([
      "register",
      "unregister",
      "mounted",
      "update",
      "restore",
      "restore_completed",
      "get_routes_request",
      "get_routes_response",
    ]);
  });
});
