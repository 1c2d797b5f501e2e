/** Schema maps of the pushed messages (message type -> payload schema). */
import type { z } from "zod";
import type { AdminMessageType, DsrMessageType, UiMessageType } from "../constants";
import { AdminEnvSchema, DsrEnvSchema } from "./envSchemas";
import {
  UiAppSetDataPayloadSchema,
  UiAppUpdateDataPayloadSchema,
  UiCanvasUpdatedPayloadSchema,
  UiMeetingCanceledPayloadSchema,
  UiPromptAssistantResponseStreamedPayloadSchema,
  UiSectionListUpdatedPayloadSchema,
} from "./uiMessagesSchemas";

/** Payload schema of each of the 6 UI message types (`UiMessageMap`). */
export const UI_MESSAGE_SCHEMAS = {
  ui_app_set_data: UiAppSetDataPayloadSchema,
  ui_app_update_data: UiAppUpdateDataPayloadSchema,
  ui_canvas_updated: UiCanvasUpdatedPayloadSchema,
  ui_meeting_canceled: UiMeetingCanceledPayloadSchema,
  ui_prompt_assistant_response_streamed: UiPromptAssistantResponseStreamedPayloadSchema,
  ui_section_list_updated: UiSectionListUpdatedPayloadSchema,
} as const satisfies { readonly [K in UiMessageType]: z.ZodType };

/** Payload schema of the admin message type (`AdminMessageMap`). */
export const ADMIN_MESSAGE_SCHEMAS = {
  admin_env_changed: AdminEnvSchema,
} as const satisfies { readonly [K in AdminMessageType]: z.ZodType };

/** Payload schema of the DSR message type (`DsrMessageMap`). */
export const DSR_MESSAGE_SCHEMAS = {
  dsr_env_changed: DsrEnvSchema,
} as const satisfies { readonly [K in DsrMessageType]: z.ZodType };
