/** Schema of the UI canvas update request. */
import * as z from "zod";
import { OpenRecordSchema } from "./primitives";

/** `UiUpdateCanvasRequest`. */
export const UiUpdateCanvasRequestSchema = z.object({
  id: z.string(),
  name: z.string(),
  created_at: z.string(),
  modified_at: z.string(),
  created_by: OpenRecordSchema,
  modified_by: OpenRecordSchema,
  owned_by: OpenRecordSchema,
  events: z.array(OpenRecordSchema),
  instance_id: z.string(),
  sections: z.array(OpenRecordSchema),
  shared_link: z.unknown(),
  template: OpenRecordSchema,
  context: z.unknown(),
  metadata: z.unknown(),
  access_type: z.string().optional(),
  account: OpenRecordSchema.nullable().optional(),
  content: OpenRecordSchema.optional(),
  expires_at: z.string().nullable().optional(),
  folder_id: z.string().nullable().optional(),
  indicators: OpenRecordSchema.nullable().optional(),
  is_block: z.boolean().optional(),
  is_default: z.boolean().optional(),
  is_draft: z.boolean().optional(),
  is_editable: z.boolean().optional(),
  is_section: z.boolean().optional(),
  is_template: z.boolean().optional(),
  start_at: z.string().nullable().optional(),
  tags: z.array(z.string()).optional(),
  theme: OpenRecordSchema.nullable().optional(),
  thumbnail_url: z.string().nullable().optional(),
  fields: z.string().optional(),
});
