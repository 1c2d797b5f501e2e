/** Schemas of the platform's folder and favorites operations (see types/platformFolders.ts, types/platformFavorites.ts). */
import * as z from "zod";
import { OpenRecordSchema } from "./primitives";
import { CanvasRetrieveSchema } from "./recordsSchemas";

const id = z.string().min(1);

/** `Folder`. */
export const FolderSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  parent_folder_id: z.string().nullable().optional(),
  access_type: z.string().optional(),
});

/** `GetFolderPayload`. */
export const GetFolderPayloadSchema = z.object({ id });

const folderFields = {
  access_type: z.string().optional(),
  rules: z.array(OpenRecordSchema).optional(),
  thumbnail_id: z.string().nullable().optional(),
  owned_by_id: z.number().nullable().optional(),
};

/** `CreateFolderPayload`. */
export const CreateFolderPayloadSchema = z.object({
  ...folderFields,
  name: z.string().min(1),
  parent_folder_id: id,
  id: z.string().optional(),
});

/** `UpdateFolderPayload`. */
export const UpdateFolderPayloadSchema = z.object({
  ...folderFields,
  id,
  name: z.string().min(1),
  parent_folder_id: z.string().optional(),
});

/** `DeleteFolderPayload`. */
export const DeleteFolderPayloadSchema = z.object({ folder_id: id });

/** `MoveFolderItemsPayload`. */
export const MoveFolderItemsPayloadSchema = z.object({
  target_folder_id: id,
  items: z.array(z.object({ id, type: z.enum(["folder", "file"]) })),
});

/** `CoreFolderEntity`. */
export const CoreFolderEntitySchema = z.enum([
  "canvas_block",
  "canvas",
  "file",
  "canvas_section",
  "canvas_template",
]);

/** `GetCoreFoldersPayload`. */
export const GetCoreFoldersPayloadSchema = z.object({
  instance_id: z.string(),
  entity: CoreFolderEntitySchema,
  parent_id: z.string().nullable().optional(),
});

/** `CoreFolder`. */
export const CoreFolderSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  path: z.string(),
  parent_id: z.string().nullable(),
  created_at: z.string(),
  modified_at: z.string(),
  instance_id: z.string(),
  metadata: OpenRecordSchema,
  access_type: z.enum(["private", "public"]),
  breadcrumbs: z.array(z.object({ id: z.string().nullable(), name: z.string() })),
  files_count: z.number(),
});

/** `CoreFolderContents`. */
export const CoreFolderContentsSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  folders: z.array(CoreFolderSchema),
  contents: z.array(CanvasRetrieveSchema),
  path: z.array(z.unknown()).optional(),
});

/** `PatchCoreFolderPayload`. */
export const PatchCoreFolderPayloadSchema = z.object({ id, payload: CoreFolderSchema.partial() });

/** `GetFavoritesPayload`. */
export const GetFavoritesPayloadSchema = z.object({
  ordering: z.string().optional(),
  search: z.string().optional(),
  page_size: z.number().int().positive().optional(),
});

/** `CreateFavoritePayload`. */
export const CreateFavoritePayloadSchema = z.object({
  id: z.string().optional(),
  name: z.string().optional(),
  file_id: z.string().optional(),
  page_index: z.number().int().nonnegative().optional(),
  folder_id: z.string().optional(),
});

/** `DeleteFavoritePayload`. */
export const DeleteFavoritePayloadSchema = z.object({ favorite_id: id });
