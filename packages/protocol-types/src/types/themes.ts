/**
 * Canvas themes (`get_themes`, `get_canvas_theme`, `assign_canvas_theme`,
 * `unassign_canvas_theme`): fields as the platform's existing client declares them.
 */
import type { User } from "./records";

/** An image of a theme (logo, background, ...). */
export type CanvasThemeAsset = {
  id: string;
  name: string;
  url: string;
};

/** The look of a theme. */
export type CanvasThemeSettings = {
  component_spacing: number;
  background_color: string;
  palette: string[];
  assets?: CanvasThemeAsset[];
  [key: string]: unknown;
};

/** A canvas theme. Typography and other fields beyond those listed: open. */
export type CanvasTheme = {
  id: string;
  instance_id: string;
  status: "ready" | "draft";
  is_default: boolean;
  name: string;
  created_at: string;
  modified_at: string;
  owned_by?: User;
  created_by?: User;
  modified_by?: User;
  logo?: CanvasThemeAsset;
  assets?: CanvasThemeAsset[];
  settings: CanvasThemeSettings;
  [key: string]: unknown;
};

/** `get_themes`: any theme fields to filter on (`{ is_default: true }`, `{ status: "ready" }`). */
export type GetThemesPayload = Partial<CanvasTheme>;

/** `get_canvas_theme` and `unassign_canvas_theme`: the canvas. */
export type CanvasThemePayload = {
  canvas_id: string;
};

/** `assign_canvas_theme` (and its answer): the canvas and the theme it gets. */
export type AssignCanvasThemePayload = {
  canvas_id: string;
  theme_id: string;
};
