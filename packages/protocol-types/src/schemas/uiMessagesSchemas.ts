/** Schemas of the pushed UI messages' payloads. */
import * as z from "zod";
import { OpenRecordSchema } from "./primitives";
import { CanvasSchema, CanvasSectionSchema, UserSchema } from "./recordsSchemas";

/** `UiAppSetDataPayload`. */
export const UiAppSetDataPayloadSchema = z.object({
  canvas: CanvasSchema,
  canvas_correlation_id: z.string().optional(),
  client: z.string().nullable(),
  component_id: z.string(),
  display_mode: z.string().optional(),
  full_screen_mode: z.boolean().optional(),
  height: z.string().optional(),
  in_call: z.boolean(),
  is_edit_mode: z.boolean(),
  platform: z.string().optional(),
  section_index: z.number().nullable(),
  section_list_id: z.string().nullable(),
  settings: OpenRecordSchema.nullable(),
  used_in_section: CanvasSectionSchema.nullable(),
  user: UserSchema.nullable(),
  width: z.string().optional(),
});

/** `UiAppUpdateDataPayload`. */
export const UiAppUpdateDataPayloadSchema = z.object({
  in_call: z.boolean(),
  is_edit_mode: z.boolean(),
});

/** `UiCanvasUpdatedPayload`. */
export const UiCanvasUpdatedPayloadSchema = z.object({ canvas: CanvasSchema });

/** `UiMeetingCanceledPayload`. */
export const UiMeetingCanceledPayloadSchema = z.object({
  accountId: z.string().optional(),
  eventId: z.string().optional(),
});

/** `UiPromptAssistantResponseStreamedPayload`. */
export const UiPromptAssistantResponseStreamedPayloadSchema = z.object({
  id: z.string(),
  chunk: z.string(),
  partial_response: z.string(),
});

/** `UiSectionListUpdatedPayload`. */
export const UiSectionListUpdatedPayloadSchema = z.object({
  canvas: CanvasSchema.nullable(),
  section_list_component_id: z.string(),
  section_list_ids: z.array(z.string()),
});
