/** Schema of the UI canvas update request. */
import * as z from "zod";
import { OpenRecordSchema } from "./primitives";

/** `UiUpdateCanvasRequest`. */
export const UiUpdateCanvasRequestSchema = z.object({
  id: z.string().optional(),
  name: z.string().optional(),
  created_at: z.string().optional(),
  modified_at: z.string().optional(),
  created_by: OpenRecordSchema.optional(),
  modified_by: OpenRecordSchema.optional(),
  owned_by: OpenRecordSchema.optional(),
  events: z.array(OpenRecordSchema).optional(),
  instance_id: z.string().optional(),
  sections: z.array(OpenRecordSchema).optional(),
  shared_link: z.unknown().optional(),
  template: OpenRecordSchema.optional(),
  context: z.unknown().optional(),
  metadata: z.unknown().optional(),
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
