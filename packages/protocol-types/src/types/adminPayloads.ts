/**
 * Payloads of the admin environment's operations and of the file and folder listings. Requests whose
 * properties the spec does not show are open records.
 */
import type { FileContentType, FileType, FolderSummary, OpenRecord, UserSummary } from "./records";

/** List folders (the high-level `get_folders`). Every field is optional. */
export type FolderListRequest = {
  /** Comma-separated keys of the fields to return. */
  fields?: string;
  /** Filters. */
  filters?: OpenRecord;
  /** Only folders with these ids. */
  id__in?: string[];
  /** Folder name. */
  name?: string;
  /** Ordering key. */
  ordering?: string;
  /** Page number. */
  page?: number;
  /** Page size. */
  page_size?: number;
  /** Search text. */
  search?: string;
};

/** List recently used files (the high-level `get_recent_files`). */
export type GetRecentFilesPayload = {
  /** How many recent files to return. */
  size?: number;
};

/**
 * Filter of `admin_get_files`: every field may be left out. Enumerations the spec does not show
 * (`access_type`, `download_type`, `role`, `status`, content and file types) are strings; fields
 * whose type the spec does not show at all are `unknown`.
 */
export type ListFilesPayload = {
  /** Access type. */
  access_type?: string;
  /** App metadata. */
  app_metadata?: OpenRecord;
  /** Availability time, or `null`. */
  available_at?: string | null;
  /** Content extension, or `null`. */
  content_extension?: string | null;
  /** Content length in bytes, or `null`. */
  content_length?: number | null;
  /** One content type or a list of them. */
  content_type?: FileContentType | FileContentType[];
  /** Content URL, or `null`. */
  content_url?: string | null;
  /** Creation time. */
  created_at?: string;
  /** Creation time range. */
  created_at__range?: string;
  /** Creator. */
  created_by?: UserSummary;
  /** Download type. */
  download_type?: string;
  /** Expiry time, or `null`. */
  expires_at?: string | null;
  /** Expiry time range. */
  expires_at__range?: string;
  /** Folder. */
  folder?: FolderSummary;
  /** Folder id. */
  folder_id?: string;
  /** Global id. */
  global_id?: string;
  /** File id. */
  id?: string;
  /** File id filter. */
  id__in?: string;
  /** Instance id. */
  instance_id?: string;
  /** Metadata. */
  metadata?: OpenRecord;
  /** Last modification time. */
  modified_at?: string;
  /** Last modifier; type not shown by the spec. */
  modified_by?: unknown;
  /** File name. */
  name?: string;
  /** Original extension, or `null`. */
  original_extension?: string | null;
  /** Original URL, or `null`. */
  original_url?: string | null;
  /** Owner; type not shown by the spec. */
  owned_by?: unknown;
  /** Permissions; type not shown by the spec. */
  permissions?: unknown;
  /** Publication time, or `null`. */
  published_at?: string | null;
  /** Role. */
  role?: string;
  /** Shared link; type not shown by the spec. */
  shared_link?: unknown;
  /** Size in bytes, or `null`. */
  size?: number | null;
  /** Status. */
  status?: string;
  /** Tags. */
  tags?: string[];
  /** Thumbnail URL, or `null`. */
  thumbnail_url?: string | null;
  /** One file type or a list of them. */
  type?: FileType | FileType[];
  /** Update time range. */
  updated_at__range?: string;
  /** Zip size in bytes, or `null`. */
  zip_size?: number | null;
  /** Zip URL, or `null`. */
  zip_url?: string | null;
};

/** Forward an error object to error tracking (`admin_capture_app_error`). Properties: not shown. */
export type AdminCaptureAppErrorRequest = OpenRecord;

/** Create a canvas (`admin_create_canvas`). Properties: not shown. */
export type AdminCreateCanvasRequest = OpenRecord;

/** Get one canvas (`admin_get_canvas`). Properties: not shown. */
export type AdminGetCanvasRequest = OpenRecord;

/** List canvases (`admin_get_canvases`). Properties: not shown. */
export type AdminGetCanvasesRequest = OpenRecord;

/** Get one file (`admin_get_file`). Properties: not shown. */
export type AdminGetFileRequest = OpenRecord;

/** List instance metadata templates (`admin_get_instance_metadata_templates`). Properties: not shown. */
export type GetInstanceMetadataTemplatesPayload = OpenRecord;

/** List users (`admin_get_users`). Properties: not shown. */
export type AdminGetUsersRequest = OpenRecord;

/** Open a canvas as an overlay (`admin_open_canvas_overlay`). Properties: not shown. */
export type AdminOpenCanvasOverlayRequest = OpenRecord;

/** Show a toast notification (`admin_toast`). Properties: not shown. */
export type AdminToastRequest = OpenRecord;

/** Save a canvas (`admin_update_canvas`). Properties: not shown. */
export type AdminUpdateCanvasRequest = OpenRecord;

/**
 * A file list asked for (`admin_get_files`): its filter, and the order, page and search every
 * paginated list of the platform takes (the spec shows them on {@link FolderListRequest}, not on
 * {@link ListFilesPayload}; the answer is a page, so an app asks for the next one).
 */
export type ListFilesQuery = ListFilesPayload & {
  /** Ordering key: a field name, `-` first for descending (`-modified_at`). */
  ordering?: string;
  /** Page number, from 1. */
  page?: number;
  /** Page size. */
  page_size?: number;
  /** Search text (in the file's name). */
  search?: string;
};
