// Prefilled, valid payloads for every message the host pushes and every event it fires, built from
// the host's current fixtures (so ids point at canvases, files and users the host knows).
import {
  ANALYTICS_TYPES,
  DEFAULT_PEER_CONNECTIVITY_VERSION,
  EVENT_KEYS,
  IOS_ONLY_EVENT_KEYS,
  WEB_ONLY_EVENT_KEYS,
} from "@hostbridge/protocol-types";
import type { EventKey, JsApiLocation, Mode } from "@hostbridge/protocol-types";
import type { HostFixtures, PushMessageType } from "@hostbridge/host-simulator";

export { sampleRequest } from "./requestSamples";

type Obj = Record<string, unknown>;

const first = (list: readonly Obj[] | undefined): Obj => list?.[0] ?? {};
const idOf = (record: Obj, fallback: string): string =>
  typeof record.id === "string" ? record.id : fallback;

/** Every message type the panel can push, in display order. */
export const PUSH_MESSAGE_TYPES: readonly PushMessageType[] = [
  "ui_app_set_data",
  "ui_app_update_data",
  "ui_canvas_updated",
  "ui_section_list_updated",
  "ui_meeting_canceled",
  "ui_prompt_assistant_response_streamed",
  "admin_env_changed",
  "dsr_env_changed",
];

/** The locations whose apps listen to a message type. */
export function messageLocations(type: PushMessageType): readonly JsApiLocation[] {
  if (type === "admin_env_changed") return ["admin"];
  if (type === "dsr_env_changed") return ["dsr"];
  // (the spec names no push of impact's own; an impact app runs in the UI client, so the ui ones are
  // offered there too)
  return ["ui", "impact"];
}

/**
 * The message types the Push tab offers: the ones the platform sends to apps in `location` (an admin
 * or DSR app never receives a `ui_*` push there, so the page does not offer one).
 */
export function pushTypesFor(location: JsApiLocation): readonly PushMessageType[] {
  return PUSH_MESSAGE_TYPES.filter((type) => messageLocations(type).includes(location));
}

/**
 * A valid payload for message `type`. The env messages and `ui_app_set_data` take no payload in the
 * panel (`undefined`): the host sends its current environment / start data, as a real host does.
 */
export function sampleMessage(type: PushMessageType, fixtures: HostFixtures): unknown {
  const canvas = first(fixtures.canvases);
  switch (type) {
    case "ui_app_set_data":
      return structuredClone(fixtures.appSetData);
    case "ui_app_update_data":
      return { in_call: true, is_edit_mode: false };
    case "ui_canvas_updated":
      return {
        canvas: {
          ...structuredClone(canvas),
          name: `${typeof canvas.name === "string" ? canvas.name : "Canvas"} (edited)`,
          modified_at: new Date().toISOString(),
        },
      };
    case "ui_section_list_updated":
      return {
        canvas: structuredClone(canvas),
        section_list_component_id: "component-section-list-0001",
        section_list_ids: fixtures.canvases
          .filter((c) => c.is_section === true)
          .map((c) => idOf(c, "section-1")),
      };
    case "ui_meeting_canceled":
      return {
        eventId: idOf(first(fixtures.crm.Event), "event-sim-0001"),
        accountId: idOf(first(fixtures.crm.Account), "account-sim-0001"),
      };
    case "ui_prompt_assistant_response_streamed":
      return { id: "prompt-1", chunk: "Hello", partial_response: "Hello" };
    case "admin_env_changed":
    case "dsr_env_changed":
      return undefined;
  }
}

/** A valid body for event `key` (events without a payload: `undefined`). */
export function sampleEvent(key: EventKey, fixtures: HostFixtures): unknown {
  const canvas = first(fixtures.canvases);
  const file = first(fixtures.files);
  const account = first(fixtures.crm.Account);
  const canvasId = idOf(canvas, "canvas-sim-0001");
  const fileId = idOf(file, "file-sim-0001");
  const accountId = idOf(account, "account-sim-0001");
  const accountName =
    typeof account.Name === "string" ? account.Name : "Riverside Cardiology Clinic";
  switch (key) {
    case "analytics_captured":
      return { type: ANALYTICS_TYPES[0], payload: { file_id: fileId } };
    case "canvas_close_requested":
    case "canvas_open_requested":
    case "create_and_open_canvas":
      return key === "create_and_open_canvas" ? { account_id: accountId } : { canvas_id: canvasId };
    case "canvas_closed":
    case "canvas_opened":
      return { body: { canvas_id: canvasId } };
    case "canvas_next_button_clicked":
    case "canvas_previous_button_clicked":
      return { body: { canvas_id: canvasId, current_page_index: 1 } };
    case "canvas_page_next_requested":
    case "canvas_page_previous_requested":
      return { canvas_id: canvasId, current_page_index: 1 };
    case "canvas_updated":
      return { id: canvasId, name: canvas.name };
    case "canvas_updated_success":
      return { id: canvasId, name: canvas.name, modified_at: new Date().toISOString() };
    case "env_changed":
      return structuredClone(fixtures.env);
    case "favorites:changed":
      return {
        body: {
          count: 1,
          next: null,
          previous: null,
          results: [{ id: "favorite-1", file_id: fileId }],
        },
      };
    case "file_closed":
    case "file_opened":
      return { file_id: fileId, view_id: "view-1" };
    case "file_downloaded":
      return structuredClone(file);
    case "file_upload_progress":
      return { progress: 0.5, upload_uid: "upload-1" };
    case "file:download":
      return { body: fileId };
    case "global_photo_captured":
      return { url: "https://assets.example.com/photos/photo-1.jpg" };
    case "item_sharebox_add_completed":
      return { is_in_sharebox: true, item_id: fileId, success: true };
    case "item_sharebox_add_requested":
    case "item_sharebox_status_requested":
      return { item_id: fileId };
    case "item_sharebox_status_updated":
      return { is_in_sharebox: true, item_id: fileId };
    case "non_files_sync_finished":
      return { user_triggered: true };
    case "open_canvas":
      return {
        canvas_id: canvasId,
        account_id: accountId,
        account_name: accountName,
        edit_mode: "false",
      };
    case "peer_connectivity_event":
      return {
        action: "canvas.open",
        context: { canvasId },
        version: DEFAULT_PEER_CONNECTIVITY_VERSION,
        metadata: {
          correlationId: "peer-correlation-1",
          source: "dev-host",
          timestamp: Date.now(),
        },
      };
    case "route_change_requested":
      return { route_name: "canvas", route_path: `/canvases/${canvasId}` };
    case "route_changed":
      return { body: { route_name: "canvas", route_path: `/canvases/${canvasId}` } };
    case "start_call":
      return {
        account: { id: accountId, name: accountName },
        canvas_id: canvasId,
        edit_mode: "false",
      };
    case "sync_badge_value_reported":
      return { count: 3 };
    case "sync_box_resolve_error_tapped":
      return { id: accountId, last_error: "REQUIRED_FIELD_MISSING: Name", table_name: "Account" };
    case "update_location":
      return { action: "mounted", app: "hostbridge-example" };
    case "open_folder_requested":
      return { folder_id: idOf(first(fixtures.folders), "folder-sim-0001") };
    case "app_backgrounded":
    case "app_foregrounded":
    case "content_list_refresh_requested":
    case "entered_fullscreen":
    case "exited_fullscreen":
    case "network_connection_established":
    case "network_connection_lost":
    case "photos_captured":
    case "submit_postcall_clicked":
    case "ui:hide-modal":
    case "ui:show-modal":
      return undefined;
  }
}

/** Every event key, in display order. */
export const EVENT_KEY_LIST: readonly EventKey[] = [...EVENT_KEYS].sort();

/** The only mode whose hosts fire event `key`, or `undefined` when every platform fires it. */
export function onlyModeOf(key: EventKey): Mode | undefined {
  if ((IOS_ONLY_EVENT_KEYS as readonly string[]).includes(key)) return "IOS";
  if ((WEB_ONLY_EVENT_KEYS as readonly string[]).includes(key)) return "WEB";
  return undefined;
}

/** Whether a host in `mode` fires event `key`. */
export function firedIn(key: EventKey, mode: Mode): boolean {
  const only = onlyModeOf(key);
  return only === undefined || only === mode;
}

/** The event keys in the order the Events tab offers them: those a host in `mode` fires first. */
export function eventKeysFor(mode: Mode): { fired: EventKey[]; otherModes: EventKey[] } {
  return {
    fired: EVENT_KEY_LIST.filter((key) => firedIn(key, mode)),
    otherModes: EVENT_KEY_LIST.filter((key) => !firedIn(key, mode)),
  };
}
