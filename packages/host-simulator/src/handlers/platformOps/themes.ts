/**
 * Canvas themes: `get_themes` lists them, `get_canvas_theme` answers a canvas's theme (the
 * default theme until one is assigned), `assign_canvas_theme` / `unassign_canvas_theme` change it.
 */
import type { CanvasTheme } from "@hostbridge/protocol-types";
import type { DefaultHandler, SimulatorState } from "../handlerTypes";
import { HostSimulatorError } from "../../errors";
import { findById } from "./platformRecordLookups";

type ThemeOperation =
  "get_themes" | "get_canvas_theme" | "assign_canvas_theme" | "unassign_canvas_theme";

const asTheme = (record: Record<string, unknown>) => structuredClone(record) as CanvasTheme;

function themeOf(state: SimulatorState, canvasId: string): CanvasTheme {
  findById("canvas", state.fixtures.canvases, canvasId);
  const { themes, canvasThemes } = state.fixtures.platform;
  const assigned = canvasThemes[canvasId];
  const theme = assigned
    ? themes.find((t) => t.id === assigned)
    : themes.find((t) => t.is_default === true);
  if (!theme)
    throw new HostSimulatorError(
      "NOT_FOUND",
      `canvas "${canvasId}" has no theme and the simulated data has no default theme; add one through fixtures.platform.themes`,
      { details: { id: canvasId } },
    );
  return asTheme(theme);
}

/** The default behaviour of the theme operations. */
export const THEME_HANDLERS: { [K in ThemeOperation]: DefaultHandler<K> } = {
  get_themes: (payload, state) => {
    const filter = Object.entries(payload ?? {}).filter(
      ([, value]) => value === null || typeof value !== "object",
    );
    return state.fixtures.platform.themes
      .filter((theme) => filter.every(([key, value]) => theme[key] === value))
      .map(asTheme);
  },
  get_canvas_theme: (payload, state) => themeOf(state, payload.canvas_id),
  assign_canvas_theme: (payload, state) => {
    findById("canvas", state.fixtures.canvases, payload.canvas_id);
    findById("theme", state.fixtures.platform.themes, payload.theme_id);
    state.fixtures.platform.canvasThemes[payload.canvas_id] = payload.theme_id;
    return { canvas_id: payload.canvas_id, theme_id: payload.theme_id };
  },
  unassign_canvas_theme: (payload, state) => {
    findById("canvas", state.fixtures.canvases, payload.canvas_id);
    delete state.fixtures.platform.canvasThemes[payload.canvas_id];
  },
};
