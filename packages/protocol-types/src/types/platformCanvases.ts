/**
 * Payloads of the platform's canvas operations (`get_canvases`, `create_canvas`, `get_canvas`,
 * `update_canvas`, `update_canvas_indicators`, `delete_canvas`, `share_canvas`,
 * `get_canvas_recommended_files`). The spec does not show them; the fields are those the platform's
 * existing client (`@pitcher/js-api` 1.26.0) declares. Every record stays open: a host may send
 * more than listed.
 */
import type { File, OpenRecord } from "./records";

/** Filters of `get_canvases` (every field optional; `filters` carries metadata filters). */
export type GetCanvasesPayload = {
  search?: string;
  account__id?: string;
  instance_id?: string;
  is_draft?: boolean;
  is_editable?: boolean;
  is_section?: boolean;
  is_template?: boolean;
  is_default?: boolean;
  /** A field name, `-` first for descending (`-created_at`). */
  ordering?: string;
  page?: number;
  page_size?: number;
  section_ids?: string[];
  tags__in?: string[];
  tags__not_in?: string;
  /** Comma-separated canvas ids. */
  id__in?: string;
  access_type?: string;
  template__id?: string;
  /** Metadata filters (`metadata__<name>__range: [from, to]`, ...), sent as they are. */
  filters?: OpenRecord;
  /** Comma-separated fields to return (`id,name,metadata`). */
  fields?: string;
};

/** The fields a canvas is created or updated with (all optional here; see the payloads). */
export type CanvasFields = {
  name?: string;
  content?: OpenRecord;
  context?: unknown;
  indicators?: Record<string, CanvasIndicator | null> | null;
  theme?: OpenRecord | null;
  is_draft?: boolean;
  is_template?: boolean;
  is_section?: boolean;
  is_block?: boolean;
  is_editable?: boolean;
  is_default?: boolean;
  metadata?: unknown;
  tags?: string[];
  start_at?: string | null;
  expires_at?: string | null;
  access_type?: string;
  thumbnail_url?: string | null;
  /** The CRM account the canvas is for. Fields: not shown. */
  account?: OpenRecord | null;
  folder_id?: string | null;
  owned_by_id?: number | null;
};

/** `create_canvas`: `name` is required; the host fills in the instance. */
export type CreateCanvasPayload = CanvasFields & {
  name: string;
  /** An id chosen by the app (else the host assigns one). */
  id?: string;
  template_id?: string | null;
};

/** `update_canvas`: the canvas `id` and the fields to change. */
export type UpdateCanvasPayload = CanvasFields & {
  id: string;
  instance_id?: string;
  /** Comma-separated fields to return. */
  fields?: string;
};

/** A status badge on a canvas (`update_canvas_indicators`). */
export type CanvasIndicator = {
  icon: string;
  key: string;
  text: string;
  type?: "default" | "primary" | "info" | "success" | "warning" | "error";
  background_color?: string;
  color?: string;
  tooltip_text?: string;
};

/**
 * `update_canvas_indicators`: merged into the canvas's indicators (new keys added, existing keys
 * replaced, `null` removes one), unlike `update_canvas`, which replaces them all.
 */
export type UpdateCanvasIndicatorsPayload = {
  id: string;
  indicators: Record<string, CanvasIndicator | null>;
  instance_id?: string;
};

/** `get_canvas`: the canvas `id`, optionally the fields to return. */
export type GetCanvasPayload = {
  id: string;
  /** Comma-separated fields to return. */
  fields?: string;
};

/** `delete_canvas` and `share_canvas`: the canvas `id`. */
export type CanvasIdPayload = {
  id: string;
};

/** A shared link (`share_canvas`'s answer). Fields beyond those listed: not shown. */
export type SharedLink = {
  id: string;
  type: string;
  status: string;
  /** The link to share. */
  url: string;
  short_url?: string | null;
  [key: string]: unknown;
};

/** `get_canvas_recommended_files`: the canvas, and what to match files on (both by default). */
export type GetCanvasRecommendedFilesPayload = {
  canvas_id: string;
  match?: ("tags" | "metadata")[];
};

/** `get_canvas_recommended_files`'s answer. */
export type CanvasRecommendedFiles = {
  recommended_files: File[];
  [key: string]: unknown;
};
