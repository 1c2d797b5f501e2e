/** Schema of the open request, with the spec's defaults. */
import * as z from "zod";
import { OpenRecordSchema } from "./primitives";

/** `OpenFiles`: several files to open. */
export const OpenFilesSchema = z.object({
  ids: z.array(z.string()),
  strategy: z.enum(["simultaneous", "swap"]),
});

/**
 * `UiOpenRequest` / `OpenRequestPayload`. Parsing fills the defaults: `context` `{}`,
 * `pageIndex` and `startTime` `null`.
 */
export const UiOpenRequestSchema = z.object({
  app_context: OpenRecordSchema.optional(),
  app_embed_location: z.string().optional(),
  app_name: z.string().optional(),
  canvasCorrelationId: z.string().optional(),
  canvasInView: z.boolean().optional(),
  context: OpenRecordSchema.default(() => ({})),
  fileId: z.string().optional(),
  files: OpenFilesSchema.optional(),
  fromCanvasId: z.string().optional(),
  isInCall: z.boolean().optional(),
  isOverlayApp: z.boolean().optional(),
  newTab: z.boolean().optional(),
  pageIndex: z.number().nullable().default(null),
  search: z.string().optional(),
  startTime: z.number().nullable().default(null),
  url: z.string().nullable().optional(),
  usedInSectionId: z.string().optional(),
});

/** `OpenRequestPayload`: the same schema as {@link UiOpenRequestSchema}. */
export const OpenRequestPayloadSchema = UiOpenRequestSchema;
