import type {
  Account,
  CanvasSection,
  CanvasSummary,
  EventSummary,
  OpenRecord,
  UserSummary,
} from "./records";

/**
 * Save a canvas (`ui_update_canvas`): the fields of a canvas record to change, plus `fields`. Every field
 * is optional, as on the platform: without `id` the canvas the app runs in is saved (canvas components
 * send `{ context, fields }` alone).
 */
export type UiUpdateCanvasRequest = {
  /** Canvas id. */
  id?: string;
  /** Canvas name. */
  name?: string;
  /** Creation time (ISO 8601). */
  created_at?: string;
  /** Last modification time (ISO 8601). */
  modified_at?: string;
  /** Who created the canvas. */
  created_by?: UserSummary;
  /** Who last modified the canvas. */
  modified_by?: UserSummary;
  /** Who owns the canvas. */
  owned_by?: UserSummary;
  /** Events (meetings) the canvas is linked to. */
  events?: EventSummary[];
  /** Instance id. */
  instance_id?: string;
  /** The canvas sections. */
  sections?: CanvasSection[];
  /** The shared link; shape not shown by the spec. */
  shared_link?: unknown;
  /** The template the canvas was made from. */
  template?: CanvasSummary;
  /** Canvas context; shape not shown by the spec. */
  context?: unknown;
  /** Canvas metadata; shape not shown by the spec. */
  metadata?: unknown;
  /** Access type; values not shown by the spec. */
  access_type?: string;
  /** The CRM account, or `null`. */
  account?: Account | null;
  /** Canvas content. */
  content?: OpenRecord;
  /** Expiry time, or `null`. */
  expires_at?: string | null;
  /** Folder id, or `null`. */
  folder_id?: string | null;
  /** Indicators, or `null`. */
  indicators?: OpenRecord | null;
  /** Whether the canvas is a block. */
  is_block?: boolean;
  /** Whether the canvas is the default one. */
  is_default?: boolean;
  /** Whether the canvas is a draft. */
  is_draft?: boolean;
  /** Whether the user may edit the canvas. */
  is_editable?: boolean;
  /** Whether the canvas is a section. */
  is_section?: boolean;
  /** Whether the canvas is a template. */
  is_template?: boolean;
  /** Start time, or `null`. */
  start_at?: string | null;
  /** Tags. */
  tags?: string[];
  /** Theme, or `null`. */
  theme?: OpenRecord | null;
  /** Thumbnail URL, or `null`. */
  thumbnail_url?: string | null;
  /** Comma-separated keys of the fields to return. */
  fields?: string;
};
