// The canvas and file records as an app of the existing client reads them, declared by compat itself
// from the client's declarations (1.26.0): which fields are required, `readonly` or `null`able. The
// client declares every field of an answer present, although the platform's canvas and file calls
// answer only the `fields` asked for; an app that came over with one import keeps the client's
// promise and its types. HostBridge's own records (`@hostbridge/protocol-types`) say what a host
// really sends and may change: compat answers these in their place (see ./clientModel).
/* eslint-disable @typescript-eslint/no-explicit-any -- the client types these as `any`; an app that type-checks against it must type-check here */
import type { FilePermission, MiniUser } from "./clientRecords";

/** A record of the platform's REST API that compat does not declare field by field: an open record. */
export type OpenApiModel = { [key: string]: any };

/** The canvas a canvas was made from (`template`). */
export type MiniCanvas = { readonly id: string; name: string };
/** A canvas's or file's public link. */
export type MiniSharedLink = { readonly url: string; short_url?: string | null };
/** The folder a file is in. */
export type MiniFolder = { readonly id: string; name: string };
/** A meeting a canvas is used in. */
export type MiniEvent = { readonly id: string; start_at: string; subject: string };
/** The CRM account a canvas is prepared for. */
export type Account = { id?: string; name?: string };
/** A version of a file's content. */
export type FileVersion = {
  readonly id: string;
  readonly comment: string;
  readonly created_at: string;
};

/** The instance the app runs in (`env.pitcher.instance`). */
export type Instance = {
  readonly id: string;
  name: string;
  color?: string | null;
  logo?: string | null;
  readonly last_login: string;
  /** Where the instance's files are stored, a string of the platform's. */
  readonly storage_region: string;
  readonly environment: { readonly id: number; name: string; color?: string | null };
  readonly region: { readonly id: number; name: string };
  /** The user's role in the instance, a string of the platform's. */
  readonly role: string;
  readonly settings?: Record<string, any>;
  readonly created_at: string;
  readonly created_by: MiniUser;
  readonly modified_at: string;
  readonly modified_by: MiniUser;
  readonly owned_by: MiniUser;
};

/** Who made, owns and last changed a record, and when. */
type Ownership = {
  readonly owned_by: MiniUser;
  readonly created_at: string;
  readonly created_by: MiniUser;
  readonly modified_at: string;
  readonly modified_by: MiniUser;
};

/** The flags, dates and labels a canvas carries in every form the client names. */
type CanvasFields = Ownership & {
  readonly id: string;
  name: string;
  indicators?: Record<string, any> | null;
  is_draft?: boolean;
  is_template?: boolean;
  is_section?: boolean;
  is_block?: boolean;
  is_editable?: boolean;
  is_default?: boolean;
  metadata?: any;
  tags?: Array<string>;
  start_at?: string | null;
  expires_at?: string | null;
  /** `public`, `restricted` or `personal`. */
  access_type?: string;
  thumbnail_url?: string | null;
  readonly template: MiniCanvas;
  readonly shared_link: MiniSharedLink;
  account?: Account | null;
  folder_id?: string | null;
};

/** A canvas as a list or a picker names it (`selectCanvases()`). */
export type Canvas = CanvasFields;

/** What the canvas picker answers (`selectCanvases()`, UI and admin): canvases as a list names them. */
export type UiSelectCanvasesResponse = {
  user_action: "cancelled" | "selected";
  canvases?: Canvas[];
};

/** A section of a canvas (`sections[]`, `used_in_section` of the start data). */
export type CanvasSection = {
  readonly id: string;
  name: string;
  content: Record<string, any>;
  theme?: Record<string, any> | null;
  metadata?: Record<string, any>;
  is_draft: boolean;
};

/** A canvas with its content, sections and meetings (`getCanvas()`, `createCanvas()`, the start data). */
export type CanvasRetrieve = CanvasFields & {
  content?: Record<string, any>;
  context?: any;
  theme?: Record<string, any> | null;
  instance_id: string;
  readonly sections: Array<CanvasSection>;
  readonly events: Array<MiniEvent>;
};

/** A file as a list names it (`getRecentFiles()`, the admin and DSR `getFile()`). */
export type File = Ownership & {
  readonly id: string;
  readonly global_id: string;
  name?: string;
  /** The kind of file, a string of the platform's. */
  readonly type: string;
  readonly size: number | null;
  /** `pending`, `viewable` or `failed`. */
  readonly status: string;
  /** `ar`, `attch`, `audio`, `font`, `image`, `pdf`, `video` or `web`. */
  readonly content_type: string;
  readonly content_extension: string | null;
  readonly content_length: number | null;
  readonly content_url: string | null;
  readonly original_extension: string | null;
  readonly original_url: string | null;
  readonly thumbnail_url: string | null;
  download_type?: string;
  readonly zip_size: number | null;
  readonly zip_url: string | null;
  /** `public`, `restricted` or `personal`. */
  access_type?: string;
  /** The user's role on the file, a string of the platform's. */
  readonly role: string;
  permissions?: FilePermission;
  metadata?: Record<string, any>;
  app_metadata?: Record<string, any>;
  tags?: Array<string>;
  readonly published_at: string | null;
  expires_at?: string | null;
  available_at?: string | null;
  readonly instance_id: string;
  folder_id?: string;
  readonly folder: MiniFolder;
  readonly shared_link: MiniSharedLink;
};

/** A file with its version, thumbnails and viewer fields (the high-level `getFile()`, `createFile()`). */
export type FileRetrieve = File & {
  readonly version: FileVersion;
  readonly content_thumbnails: Array<string>;
  readonly pspdfkit_server_url: string | null;
  readonly pspdfkit_document_id: string | null;
  readonly pspdfkit_auth_payload: Record<string, any> | null;
};

/** One revision of a file (`getFileRevisions()`). */
export type FileRevision = {
  readonly id: string;
  name: string;
  readonly created_at: string;
  readonly created_by: MiniUser;
};
