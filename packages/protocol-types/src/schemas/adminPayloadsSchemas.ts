/** Schemas of the folder, recent-files and file listings. */
import * as z from "zod";
import { OpenRecordSchema } from "./primitives";
import { FolderSummarySchema, UserSummarySchema } from "./recordsSchemas";

/** `FolderListRequest`. */
export const FolderListRequestSchema = z.object({
  fields: z.string().optional(),
  filters: OpenRecordSchema.optional(),
  id__in: z.array(z.string()).optional(),
  name: z.string().optional(),
  ordering: z.string().optional(),
  page: z.number().optional(),
  page_size: z.number().optional(),
  search: z.string().optional(),
});

/** `GetRecentFilesPayload`. */
export const GetRecentFilesPayloadSchema = z.object({ size: z.number().optional() });

const stringOrList = z.union([z.string(), z.array(z.string())]);

/** `ListFilesPayload`. */
export const ListFilesPayloadSchema = z.object({
  access_type: z.string().optional(),
  app_metadata: OpenRecordSchema.optional(),
  available_at: z.string().nullable().optional(),
  content_extension: z.string().nullable().optional(),
  content_length: z.number().nullable().optional(),
  content_type: stringOrList.optional(),
  content_url: z.string().nullable().optional(),
  created_at: z.string().optional(),
  created_at__range: z.string().optional(),
  created_by: UserSummarySchema.optional(),
  download_type: z.string().optional(),
  expires_at: z.string().nullable().optional(),
  expires_at__range: z.string().optional(),
  folder: FolderSummarySchema.optional(),
  folder_id: z.string().optional(),
  global_id: z.string().optional(),
  id: z.string().optional(),
  id__in: z.string().optional(),
  instance_id: z.string().optional(),
  metadata: OpenRecordSchema.optional(),
  modified_at: z.string().optional(),
  modified_by: z.unknown().optional(),
  name: z.string().optional(),
  original_extension: z.string().nullable().optional(),
  original_url: z.string().nullable().optional(),
  owned_by: z.unknown().optional(),
  permissions: z.unknown().optional(),
  published_at: z.string().nullable().optional(),
  role: z.string().optional(),
  shared_link: z.unknown().optional(),
  size: z.number().nullable().optional(),
  status: z.string().optional(),
  tags: z.array(z.string()).optional(),
  thumbnail_url: z.string().nullable().optional(),
  type: stringOrList.optional(),
  updated_at__range: z.string().optional(),
  zip_size: z.number().nullable().optional(),
  zip_url: z.string().nullable().optional(),
});
