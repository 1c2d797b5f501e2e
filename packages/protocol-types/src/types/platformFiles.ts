/**
 * Payloads of the platform's file operations (`get_files`, `get_file`, `create_file`,
 * `update_file`, `delete_file`, `download_file`, `get_file_revisions`, `get_file_revision_data`,
 * `select_device_file`, `delete_local_file`, `fetch_document_info`, `render_page_as_image`,
 * `search`, `get_app_config`). The spec shows only the file filters (`ListFilesPayload`); the other
 * fields are those the platform's existing client (`@pitcher/js-api` 1.26.0) declares, as they travel
 * on the wire (snake_case: that client converts its camelCase arguments before sending), and the
 * page asked for (`ListFilesQuery`).
 */
import type { ListFilesQuery } from "./adminPayloads";
import type { OpenRecord, UserSummary } from "./records";

/**
 * `get_files`: the spec's file filters and the page asked for, plus `filters` (metadata filters) and
 * `fields`.
 */
export type GetFilesPayload = ListFilesQuery & {
  /** Metadata filters, sent as they are. */
  filters?: OpenRecord;
  /** Comma-separated fields to return. */
  fields?: string;
};

/**
 * The file an operation works on (`get_file`, `delete_file`, `download_file`,
 * `get_file_revisions`). The existing client also accepted `id` for `get_file` and
 * `get_file_revisions` and renamed it; the host reads `file_id`.
 */
export type FileIdPayload = {
  file_id: string;
};

/** `get_file_revision_data`: a file and one of its revisions. */
export type GetFileRevisionDataPayload = {
  file_id: string;
  revision_id: string;
};

/** The fields a file is created or updated with. */
export type FileFields = {
  name?: string;
  /** The content's upload id (from an upload made beforehand). */
  content_upload_id?: string;
  /** A link file's URL. */
  url?: string;
  thumbnail_upload_id?: string;
  download_type?: string;
  access_type?: string;
  /** Who may do what with the file. Fields: not shown. */
  permissions?: OpenRecord;
  metadata?: OpenRecord;
  app_metadata?: OpenRecord;
  tags?: string[];
  expires_at?: string | null;
  available_at?: string | null;
  folder_id?: string;
  owned_by_id?: number | null;
};

/**
 * `create_file`: a file from an upload or a URL, or (iOS) from a device file's `path` (the answer
 * of `select_device_file`). The host fills in the instance.
 */
export type CreateFilePayload = FileFields & {
  /** The file type (`content`, `link`, ...); values not shown. */
  type?: string;
  is_asset?: boolean;
  /** iOS: the path of a device file to upload. */
  path?: string;
};

/** `update_file`: the file `id` and the fields to change. */
export type UpdateFilePayload = FileFields & {
  id: string;
};

/** A file on the device, picked by the person (`select_device_file`, iOS). */
export type DeviceFile = {
  name: string;
  /** Its MIME type. */
  type: string;
  /** Its path on the device (give it to `create_file`). */
  path: string;
  /** Its size in bytes. */
  size: number;
};

/** `delete_local_file` (iOS): the `file://` URL of a file in the app's local folders. */
export type DeleteLocalFilePayload = {
  url: string;
};

/** One revision of a file (`get_file_revisions`). */
export type FileRevision = {
  id: string;
  name: string;
  created_at: string;
  created_by: UserSummary;
  [key: string]: unknown;
};

/**
 * `get_app_config`, `admin_get_app_config` and `dsr_get_app_config`: the app whose configuration to
 * read. Left out, or without `app_name`, the calling app's.
 */
export type GetAppConfigPayload = {
  /** Another app of the instance, by the `name` in its `app.json`. */
  app_name?: string;
};

/** `fetch_document_info` (deprecated by the platform): the document's file. */
export type FetchDocumentInfoPayload = {
  file_id: string;
};

/** `fetch_document_info`'s answer: the page count; other fields not shown. */
export type DocumentInfo = {
  pageCount: number;
  [key: string]: unknown;
};

/** `render_page_as_image`: which page of which file, at which width or height. */
export type RenderPageAsImagePayload = {
  /** The file to render (used when `document_id` is left out). */
  file_id: string;
  /** The document to render, when it differs from the file. */
  document_id?: string;
  /** The page, from 0. */
  page_index: number;
  /** The size of the image: a width or a height in pixels. */
  params: { width: number } | { height: number };
};

/**
 * `search`: a full-text search over the instance's content. The answer's shape is not shown
 * (typed as an open record).
 */
export type SearchPayload = {
  query: string;
  include_expired?: boolean;
};
