/**
 * The content records of the platform: canvases with their sections, accounts and short references,
 * and files. Open objects like every record of `./records` (which re-exports them): the fields the
 * spec shows and those the platform publishes (its developer docs, the record types of its client
 * `@pitcher/js-api`) are typed in our own words, every other key is `unknown`.
 */

/**
 * A short user reference: who created, changed or owns a record (`created_by`, `modified_by`,
 * `owned_by`). Every field is optional: the interface spec shows none of them, so no host is bound to
 * send them.
 */
export type UserSummary = {
  /** User id: a number on the platform; stand-ins such as the simulator send a string. */
  id?: number | string;
  /** Full name, as the platform shows it. */
  name?: string;
  /** E-mail address. */
  email?: string;
  [key: string]: unknown;
};

/**
 * A short canvas reference (the `template` a canvas was made from). Optional fields: a reference a
 * host trims is still a reference.
 */
export type CanvasSummary = {
  /** Id of the referenced canvas. */
  id?: string;
  /** Its name. */
  name?: string;
  [key: string]: unknown;
};

/**
 * A short file reference (the file a picked page is of). Optional fields, as in
 * {@link CanvasSummary}.
 */
export type FileSummary = {
  /** File id. */
  id?: string;
  /** File name. */
  name?: string;
  [key: string]: unknown;
};

/** A short folder reference (a file's `folder`). Optional fields, as in {@link CanvasSummary}. */
export type FolderSummary = {
  /** Folder id. */
  id?: string;
  /** Folder name. */
  name?: string;
  [key: string]: unknown;
};

/**
 * The CRM account a canvas is prepared for (a canvas's `account`). Both known fields are optional on
 * the platform too: its client types them so, and an account picked from a CRM may lack a name.
 */
export type Account = {
  /** The CRM's id of the account. */
  id?: string;
  /** The account's name, as the CRM holds it. */
  name?: string;
  [key: string]: unknown;
};

/**
 * A section of a canvas (`sections` of a canvas, `used_in_section` of the start data). Optional
 * fields: the interface spec shows none, and a section read through a canvas's `fields` may be
 * trimmed.
 */
export type CanvasSection = {
  /** Section id: what the canvas's navigation and `active_section_id` name. */
  id?: string;
  /** Section name. */
  name?: string;
  /** What the section shows (its components and pages), as the canvas builder stores it. */
  content?: Record<string, unknown>;
  /** The section's own theme, or `null` for the canvas's. */
  theme?: Record<string, unknown> | null;
  /** Metadata values of the section, by field name. */
  metadata?: Record<string, unknown>;
  /** Whether the section is still a draft. */
  is_draft?: boolean;
  [key: string]: unknown;
};

/**
 * A canvas: a presentation document of sections, prepared for an account. The same record answers
 * `get_canvas`, the canvas lists and pickers, and rides the start data (`ui_app_set_data`) and
 * `ui_canvas_updated`.
 *
 * `id` is required: the interface spec shows it, so every host sends it. Every other field is
 * optional: they are the platform's (its developer docs and its client name them), and the platform's
 * canvas calls take `fields` (`"id,name,metadata"`) and then answer only the fields asked for.
 */
export type Canvas = {
  /** Canvas id. */
  id: string;
  /** Canvas name, as the platform lists it. */
  name?: string;
  /** The CRM account the canvas is for, or `null` when it is for none. */
  account?: Account | null;
  /** The template the canvas was made from. */
  template?: CanvasSummary;
  /** The canvas's sections, in order. */
  sections?: CanvasSection[];
  /** What the canvas shows (its component tree), as the canvas builder stores it. */
  content?: Record<string, unknown>;
  /**
   * Data any app on the canvas may read and write, persisted with the canvas (the platform's "Data
   * Persistence" page: apps keep their part under a key of their own).
   */
  context?: unknown;
  /** Metadata values of the canvas, by field name (filterable as `metadata__<name>`). */
  metadata?: unknown;
  /** Status badges, by key, or `null`. */
  indicators?: Record<string, unknown> | null;
  /** The canvas's theme, or `null` for the instance's. */
  theme?: Record<string, unknown> | null;
  /** Meetings (CRM events) the canvas is linked to. */
  events?: EventSummary[];
  /** Tags. */
  tags?: string[];
  /** Who may open it: `public`, `restricted` or `personal` on the platform. */
  access_type?: string;
  /** Whether it is a draft. */
  is_draft?: boolean;
  /** Whether it is a template others are made from. */
  is_template?: boolean;
  /** Whether it is a section others include. */
  is_section?: boolean;
  /** Whether it is a block (a reusable part of a section). */
  is_block?: boolean;
  /** Whether the signed-in user may edit it. */
  is_editable?: boolean;
  /** Whether it is the default canvas. */
  is_default?: boolean;
  /** When it becomes visible (ISO 8601), or `null`. */
  start_at?: string | null;
  /** When it expires (ISO 8601), or `null`. */
  expires_at?: string | null;
  /** Thumbnail image URL, or `null`. */
  thumbnail_url?: string | null;
  /** Id of the instance it belongs to. */
  instance_id?: string;
  /** Id of the folder it is filed in, or `null`. */
  folder_id?: string | null;
  /** Its public link, or `null` while it is not shared (`share_canvas` makes one). */
  shared_link?: { url?: string; short_url?: string | null; [key: string]: unknown } | null;
  /** Who owns it. */
  owned_by?: UserSummary;
  /** Who created it. */
  created_by?: UserSummary;
  /** Who changed it last. */
  modified_by?: UserSummary;
  /** When it was created (ISO 8601). */
  created_at?: string;
  /** When it was changed last (ISO 8601). */
  modified_at?: string;
  [key: string]: unknown;
};

/** A canvas as `get_canvas` (and the admin "get canvas" call) answers it: a {@link Canvas}. */
export type CanvasRetrieve = Canvas;

/**
 * A file of the instance's content (`get_file`, `get_files`, `get_recent_files`, the admin and DSR
 * "get file" calls, `file_downloaded`).
 *
 * `id` is required: the interface spec shows it, so every host sends it. Every other field is
 * optional: they are the platform's (its client names them), and the platform's file lists take
 * `fields` and then answer only the fields asked for.
 */
export type File = {
  /** File id. */
  id: string;
  /** File name, as the platform lists it. */
  name?: string;
  /** What kind of file: `content`, `asset` or `app` on the platform ({@link FileType}). */
  type?: FileType;
  /** What its content is: `pdf`, `video`, `image`, `web`, ... ({@link FileContentType}). */
  content_type?: FileContentType;
  /** Processing state: `pending`, `viewable` or `failed` on the platform. */
  status?: string;
  /** Id of the file across instances. */
  global_id?: string;
  /** Size in bytes, or `null` while unknown. */
  size?: number | null;
  /** Extension of the content served (`pdf` for an uploaded deck), or `null`. */
  content_extension?: string | null;
  /** Length of the content in bytes, or `null`. */
  content_length?: number | null;
  /** URL of the content served, or `null`. */
  content_url?: string | null;
  /** URLs of page thumbnails. */
  content_thumbnails?: string[];
  /** Extension of the file as uploaded (`pptx`), or `null`. */
  original_extension?: string | null;
  /** URL of the file as uploaded, or `null`. */
  original_url?: string | null;
  /** Thumbnail image URL, or `null`. */
  thumbnail_url?: string | null;
  /** How devices fetch it: `automatic`, `mandatory` or `ondemand` on the platform. */
  download_type?: string;
  /** Size of its zip bundle in bytes, or `null`. */
  zip_size?: number | null;
  /** URL of its zip bundle, or `null`. */
  zip_url?: string | null;
  /** Who may open it: `public`, `restricted` or `personal` on the platform. */
  access_type?: string;
  /** The signed-in user's role on it: `viewer` or `editor` on the platform. */
  role?: string;
  /** What a person may do with it: download, share, use its pages apart, print. */
  permissions?: FilePermissions;
  /** Metadata values, by field name. */
  metadata?: Record<string, unknown>;
  /** Data apps keep on the file. */
  app_metadata?: Record<string, unknown>;
  /** Tags. */
  tags?: string[];
  /** When it was published (ISO 8601), or `null`. */
  published_at?: string | null;
  /** When it expires (ISO 8601), or `null`. */
  expires_at?: string | null;
  /** From when it is available (ISO 8601), or `null`. */
  available_at?: string | null;
  /** Id of the instance it belongs to. */
  instance_id?: string;
  /** Id of its folder. */
  folder_id?: string;
  /** Its folder, or `null` for a file in none (its `folder_id` left out). */
  folder?: FolderSummary | null;
  /** Its public link. */
  shared_link?: { url?: string; short_url?: string | null; [key: string]: unknown };
  /** Who owns it. */
  owned_by?: UserSummary;
  /** Who uploaded it. */
  created_by?: UserSummary;
  /** Who changed it last. */
  modified_by?: UserSummary;
  /** When it was uploaded (ISO 8601). */
  created_at?: string;
  /** When it was changed last (ISO 8601). */
  modified_at?: string;
  [key: string]: unknown;
};

/**
 * What a person may do with a file (a file's, a picked file's or a picked page's `permissions`). Every
 * field is optional: the platform leaves out the ones that do not apply, and a host may add others.
 */
export type FilePermissions = {
  /** Whether it may be downloaded. */
  can_download?: boolean;
  /** Whether it may be shared (sent, linked). */
  can_share?: boolean;
  /** Whether its pages may be used apart (a page picked on its own, put on a canvas alone). */
  can_be_divided?: boolean;
  /** Whether it may be printed. */
  can_print?: boolean;
  [key: string]: unknown;
};

/** A short meeting (CRM event) reference: a canvas's `events`. Optional fields. */
export type EventSummary = {
  /** The CRM's id of the meeting. */
  id?: string;
  /** The meeting's subject. */
  subject?: string;
  /** When it starts (ISO 8601). */
  start_at?: string;
  [key: string]: unknown;
};

/**
 * A file content type value (a file's `content_type`, `allowed_content_types`, ListFilesPayload
 * `content_type`). The spec does not show the values; the platform's are `pdf`, `video`, `image`,
 * `audio`, `web`, `ar`, `font` and `attch` (an attachment). Any string is accepted: the platform adds
 * values.
 */
export type FileContentType = string;

/**
 * A file type value (a file's `type`, ListFilesPayload `type`): `content`, `asset` or `app` on the
 * platform. Any string is accepted.
 */
export type FileType = string;
