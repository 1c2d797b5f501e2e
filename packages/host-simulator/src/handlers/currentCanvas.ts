// The canvas an app is in: the platform's `ui_update_canvas` without an `id` saves it (its client's apps
// send `{ context, fields }` alone from a canvas component), so the host needs to know which it is.
import type { SimulatorState } from "./handlerTypes";

/**
 * The id of the canvas the app runs in: the canvas of its start data (`ui_app_set_data`), else the
 * environment's `state.active_canvas_id`; `undefined` when the fixtures name neither.
 */
export function currentCanvasId(state: SimulatorState): string | undefined {
  const canvas = state.fixtures.appSetData.canvas as { id?: unknown } | null | undefined;
  if (typeof canvas?.id === "string") return canvas.id;
  const active = (state.fixtures.env.state as { active_canvas_id?: unknown } | undefined)
    ?.active_canvas_id;
  return typeof active === "string" ? active : undefined;
}

/** `patch` with the current canvas's `id` when it names none. */
export function onCurrentCanvas(
  state: SimulatorState,
  patch: Record<string, unknown>,
): Record<string, unknown> {
  if (patch.id !== undefined) return patch;
  const id = currentCanvasId(state);
  return id === undefined ? patch : { ...patch, id };
}
