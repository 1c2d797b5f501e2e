/** Schemas of the platform's file operations (see types/platformFiles.ts). */
import * as z from "zod";
import { ListFilesPayloadSchema } from "./adminPayloadsSchemas";
import { OpenRecordSchema } from "./primitives";
import { UserSummarySchema } from "./recordsSchemas";

const id = z.string().min(1);

/** `GetFilesPayload`. */
export const GetFilesPayloadSchema = ListFilesPayloadSchema.extend({
  filters: OpenRecordSchema.optional(),
  fields: z.string().optional(),
});

/** `FileIdPayload`. */
export const FileIdPayloadSchema = z.object({ file_id: id });

/** `GetFileRevisionDataPayload`. */
export const GetFileRevisionDataPayloadSchema = z.object({ file_id: id, revision_id: id });

const fileFields = {
  name: z.string().optional(),
  content_upload_id: z.string().optional(),
  url: z.string().optional(),
  thumbnail_upload_id: z.string().optional(),
  download_type: z.string().optional(),
  access_type: z.string().optional(),
  permissions: OpenRecordSchema.optional(),
  metadata: OpenRecordSchema.optional(),
  app_metadata: OpenRecordSchema.optional(),
  tags: z.array(z.string()).optional(),
  expires_at: z.string().nullable().optional(),
  available_at: z.string().nullable().optional(),
  folder_id: z.string().optional(),
  owned_by_id: z.number().nullable().optional(),
};

/** `CreateFilePayload`. */
export const CreateFilePayloadSchema = z.object({
  ...fileFields,
  type: z.string().optional(),
  is_asset: z.boolean().optional(),
  path: z.string().optional(),
});

/** `UpdateFilePayload`. */
export const UpdateFilePayloadSchema = z.object({ ...fileFields, id });

/** `DeviceFile`. */
export const DeviceFileSchema = z.object({
  name: z.string(),
  type: z.string(),
  path: z.string(),
  size: z.number().nonnegative(),
});

/** `DeleteLocalFilePayload`. */
export const DeleteLocalFilePayloadSchema = z.object({ url: z.string().min(1) });

/** `FileRevision`. */
export const FileRevisionSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  created_at: z.string(),
  created_by: UserSummarySchema,
});

/** `GetAppConfigPayload`. */
export const GetAppConfigPayloadSchema = z.object({ app_name: z.string().optional() });

/** `FetchDocumentInfoPayload`. */
export const FetchDocumentInfoPayloadSchema = z.object({ file_id: id });

/** `DocumentInfo`. */
export const DocumentInfoSchema = z.looseObject({ pageCount: z.number().int().nonnegative() });

/** `RenderPageAsImagePayload`. */
export const RenderPageAsImagePayloadSchema = z.object({
  file_id: id,
  document_id: z.string().optional(),
  page_index: z.number().int().nonnegative(),
  params: z.union([
    z.object({ width: z.number().positive() }),
    z.object({ height: z.number().positive() }),
  ]),
});

/** The image `render_page_as_image` answers: an `ArrayBuffer`. */
export const PageImageSchema = z.instanceof(ArrayBuffer);

/** `SearchPayload`. */
export const SearchPayloadSchema = z.object({
  query: z.string(),
  include_expired: z.boolean().optional(),
});
