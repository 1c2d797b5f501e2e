/**
 * Payloads of the platform's folder operations (`get_folder`, `create_folder`, `update_folder`,
 * `delete_folder`, `move_folder_items`, `get_core_folders`, `patch_core_folder`): fields as the
 * platform's existing client (`@pitcher/js-api` 1.26.0) declares them.
 */
import type { CanvasRetrieve, OpenRecord } from "./records";

/** A folder of files. Fields beyond those listed: not shown. */
export type Folder = {
  id: string;
  name: string;
  parent_folder_id?: string | null;
  access_type?: string;
  [key: string]: unknown;
};

/** `get_folder`: the folder (the root folder, `"root"`, when left out). */
export type GetFolderPayload = {
  id: string;
};

/** A rule of a smart folder. Fields: not shown. */
export type FolderRule = OpenRecord;

/** `create_folder`: its name and parent folder. */
export type CreateFolderPayload = {
  name: string;
  parent_folder_id: string;
  /** An id chosen by the app (else the host assigns one). */
  id?: string;
  access_type?: string;
  rules?: FolderRule[];
  thumbnail_id?: string | null;
  owned_by_id?: number | null;
};

/** `update_folder`: the folder `id`, its (new) name and the fields to change. */
export type UpdateFolderPayload = {
  id: string;
  name: string;
  access_type?: string;
  rules?: FolderRule[];
  parent_folder_id?: string;
  thumbnail_id?: string | null;
  owned_by_id?: number | null;
};

/** `delete_folder`: the folder. */
export type DeleteFolderPayload = {
  folder_id: string;
};

/** An item to move: a file or a folder. */
export type FolderItem = {
  id: string;
  type: "folder" | "file";
};

/** `move_folder_items`: the target folder and the items to move into it. */
export type MoveFolderItemsPayload = {
  target_folder_id: string;
  items: FolderItem[];
};

/** What a core folder holds. */
export type CoreFolderEntity =
  "canvas_block" | "canvas" | "file" | "canvas_section" | "canvas_template";

/** `get_core_folders`: the folders of one kind, under `parent_id` (the top level when `null` or left out). */
export type GetCoreFoldersPayload = {
  instance_id: string;
  entity: CoreFolderEntity;
  parent_id?: string | null;
};

/** A core folder (a folder of canvases, sections, templates, blocks or files). */
export type CoreFolder = {
  id: string;
  name: string;
  path: string;
  parent_id: string | null;
  created_at: string;
  modified_at: string;
  instance_id: string;
  metadata: OpenRecord;
  access_type: "private" | "public";
  breadcrumbs: { id: string | null; name: string }[];
  files_count: number;
  [key: string]: unknown;
};

/** A core folder's contents (`get_core_folders`, `patch_core_folder`). */
export type CoreFolderContents = {
  id: string;
  name: string;
  folders: CoreFolder[];
  contents: CanvasRetrieve[];
  path?: unknown[];
  [key: string]: unknown;
};

/**
 * `patch_core_folder`: the folder `id` and the fields to change (`payload`). The existing client
 * takes them as two arguments, `patchCoreFolder(id, payload)`; on the wire, and here, they are
 * one object `{ id, payload }`.
 */
export type PatchCoreFolderPayload = {
  id: string;
  payload: Partial<CoreFolder>;
};
