/** Maps of the messages the host pushes: message type -> payload, per environment. */
import type { AdminMessageType, DsrMessageType, UiMessageType } from "../constants";
import type { AdminEnv, DsrEnv } from "./env";
import type {
  UiAppSetDataPayload,
  UiAppUpdateDataPayload,
  UiCanvasUpdatedPayload,
  UiMeetingCanceledPayload,
  UiPromptAssistantResponseStreamedPayload,
  UiSectionListUpdatedPayload,
} from "./uiMessages";

/** The 6 UI message types with their payloads. */
export type UiMessageMap = {
  ui_app_set_data: UiAppSetDataPayload;
  ui_app_update_data: UiAppUpdateDataPayload;
  ui_canvas_updated: UiCanvasUpdatedPayload;
  ui_meeting_canceled: UiMeetingCanceledPayload;
  ui_prompt_assistant_response_streamed: UiPromptAssistantResponseStreamedPayload;
  ui_section_list_updated: UiSectionListUpdatedPayload;
};

/** The admin message type with its payload. */
export type AdminMessageMap = {
  admin_env_changed: AdminEnv;
};

/** The DSR message type with its payload. */
export type DsrMessageMap = {
  dsr_env_changed: DsrEnv;
};

/** Payload of UI message `K`. */
export type UiMessagePayload<K extends UiMessageType> = UiMessageMap[K];
/** Payload of admin message `K`. */
export type AdminMessagePayload<K extends AdminMessageType> = AdminMessageMap[K];
/** Payload of DSR message `K`. */
export type DsrMessagePayload<K extends DsrMessageType> = DsrMessageMap[K];
