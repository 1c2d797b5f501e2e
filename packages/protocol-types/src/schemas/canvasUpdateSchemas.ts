/** Schema of the UI canvas update request. */
import * as z from "zod";
import { OpenRecordSchema } from "./primitives";
import {
  AccountSchema,
  CanvasSectionSchema,
  CanvasSummarySchema,
  EventSummarySchema,
  UserSummarySchema,
} from "./recordsSchemas";

/** `UiUpdateCanvasRequest`. */
export const UiUpdateCanvasRequestSchema = z.object({
  id: z.string().optional(),
  name: z.string().optional(),
  created_at: z.string().optional(),
  modified_at: z.string().optional(),
  created_by: UserSummarySchema.optional(),
  modified_by: UserSummarySchema.optional(),
  owned_by: UserSummarySchema.optional(),
  events: z.array(EventSummarySchema).optional(),
  instance_id: z.string().optional(),
  sections: z.array(CanvasSectionSchema).optional(),
  shared_link: z.unknown().optional(),
  template: CanvasSummarySchema.optional(),
  context: z.unknown().optional(),
  metadata: z.unknown().optional(),
  access_type: z.string().optional(),
  account: AccountSchema.nullable().optional(),
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
