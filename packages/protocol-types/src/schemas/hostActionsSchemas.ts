/** Schemas of the high-level host actions. */
import * as z from "zod";
import { OpenRecordSchema } from "./primitives";

/** `OpenExternalUrlRequestPayload`; parsing fills `target: "_blank"`. */
export const OpenExternalUrlRequestPayloadSchema = z.object({
  url: z.string(),
  target: z.enum(["_self", "_blank"]).default("_blank"),
  options: z.string().optional(),
});

/** `NotificationPayload`. */
export const NotificationPayloadSchema = z.object({
  content: z.string(),
  type: z.enum(["native", "alert"]).optional(),
});

/** `QueryPayload`. */
export const QueryPayloadSchema = z.object({
  query: z.string(),
  args: z.array(z.array(z.string())).optional(),
});

/** `SharePayload`. */
export const SharePayloadSchema = z.object({
  text: z.string(),
  subject: z.string().optional(),
  body: z.string().optional(),
});

/** `ShareResponse`. */
export const ShareResponseSchema = z.object({
  user_action: z.enum(["cancelled", "shared"]),
  activity_type: z.string().optional(),
});

/** `ShowPeerSessionRequestPayload`. */
export const ShowPeerSessionRequestPayloadSchema = z.object({ x: z.number(), y: z.number() });

/** `ShowSyncboxRequestPayload`. */
export const ShowSyncboxRequestPayloadSchema = z.object({ x: z.number(), y: z.number() });

/** `SubmitUserFeedbackPayload`. */
export const SubmitUserFeedbackPayloadSchema = z.object({
  type: z.enum(["bug", "feedback"]),
  data: OpenRecordSchema,
});
