/** Schemas of the UI environment's request and response payloads. */
import * as z from "zod";
import { NOTIFY_URL_RULE } from "./rules";
import { OpenRecordListSchema, OpenRecordSchema } from "./primitives";

/** `UiAppResizeRequest`. */
export const UiAppResizeRequestSchema = z.object({ height: z.number() });

/** `UiCanvasNavigatePageRequest`. */
export const UiCanvasNavigatePageRequestSchema = z.object({ page: z.string() });

/** `UiCompletePostcallRequest`. */
export const UiCompletePostcallRequestSchema = z.object({
  was_successfully_submitted: z.boolean().optional(),
});

/** `UiOpenCollectionPlayerOverlayGroup`. */
export const UiOpenCollectionPlayerOverlayGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  slides: OpenRecordListSchema.optional(),
});

/** `UiOpenCollectionPlayerOverlayRequest`. */
export const UiOpenCollectionPlayerOverlayRequestSchema = z.object({
  name: z.string(),
  groups: z.array(UiOpenCollectionPlayerOverlayGroupSchema),
});

/** `AdminOpenCollectionPlayerOverlayGroup`: the same schema as the UI one. */
export const AdminOpenCollectionPlayerOverlayGroupSchema = UiOpenCollectionPlayerOverlayGroupSchema;

/** `AdminOpenCollectionPlayerOverlayRequest`: the same schema as the UI one. */
export const AdminOpenCollectionPlayerOverlayRequestSchema =
  UiOpenCollectionPlayerOverlayRequestSchema;

/** `UiOpenGlobalPopupRequest`. */
export const UiOpenGlobalPopupRequestSchema = z.object({
  app_name: z.string(),
  extra_context: OpenRecordSchema.optional(),
});

/** `UiOpenGlobalPopupResponse`. */
export const UiOpenGlobalPopupResponseSchema = z.object({ success: z.boolean() });

/** `UiOpenSharingSettingsRequest`. */
export const UiOpenSharingSettingsRequestSchema = z.object({
  files: OpenRecordListSchema,
  default_auth_strategy: z.string().optional(),
});

/** `UiPreselectSfdcMeetingIdRequest`. */
export const UiPreselectSfdcMeetingIdRequestSchema = z.object({ eventId: z.string() });

/** `UiPreselectSfdcMeetingIdResponse`. */
export const UiPreselectSfdcMeetingIdResponseSchema = z.object({
  event: OpenRecordSchema.nullable(),
});

/** `UiPrintCanvasRequest`: `notify_url`, when given, must be an HTTPS URL. */
export const UiPrintCanvasRequestSchema = z.object({
  id: z.string(),
  notify_url: z.url({ protocol: /^https$/, error: NOTIFY_URL_RULE }).optional(),
});

/** `UiPrintCanvasResponse`. */
export const UiPrintCanvasResponseSchema = z.object({
  success: z.boolean(),
  job_id: z.string().optional(),
});

/** `UiPromptAssistantRequest`. */
export const UiPromptAssistantRequestSchema = z.object({ id: z.string(), prompt: z.string() });

/** `UiPromptAssistantResponse`. */
export const UiPromptAssistantResponseSchema = z.object({ id: z.string(), response: z.string() });
