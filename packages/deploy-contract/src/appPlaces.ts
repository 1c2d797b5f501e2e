// The places an app runs in, listed from its manifest: each enabled module, each hook, with the app type
// and the protocol the platform speaks there. The dev host, the simulator and the kit open one of them;
// the first is the default, so an app runs where its manifest says with no flag.
import { hookBlocks } from "./appModelCheck";
import { DEFAULT_ENTRY, relativePathProblem } from "./paths";

/**
 * What the platform does with a page, which decides the protocol spoken to it:
 * - `sidebar`: a `ui_app` (the client API; start data after `appLoaded()`);
 * - `canvas-component`: a `canvas` module (the client API and the `IFRAME_DATA_MESSAGE` actions);
 * - `popup`: an app of app type `canvas-popup` or `ui-global-popup` (`window.initialize(context, callback)`);
 * - `multimedia-selector`: a selector in the canvas's content selector (`window.initialize`, `add-item`);
 * - `admin`, `dsr`, `section-execution`, `drawer`, `overlay`: the other modules;
 * - `hook`: a headless page started on canvas changes and ended when the canvas closes.
 */
export type PlaceKind =
  | "sidebar"
  | "canvas-component"
  | "popup"
  | "multimedia-selector"
  | "admin"
  | "dsr"
  | "section-execution"
  | "drawer"
  | "overlay"
  | "hook";

/** One place an app runs in. */
export interface AppPlace {
  /** Stable id: `module:canvas` or `hook:canvas.on_canvas_update`. */
  id: string;
  /** What the platform does there. */
  kind: PlaceKind;
  /** The module (`canvas`) or the hook (`on_canvas_update`) the place comes from. */
  source: string;
  /** The page opened there, relative to the app root. */
  entry: string;
  /** Whether the page runs without being shown (a hook, or a module with `headless: true`). */
  headless: boolean;
  /** The size the platform gives the frame (from the module's defaults or `app_options`), when stated. */
  dimensions?: { width?: string; height?: string };
  /** The app type (`canvas-popup`), when the app declares one. */
  appType?: string;
  /**
   * For a hook the platform documents: the change of its canvas that starts it, named as the canvas
   * tells a canvas component of that change (`IFRAME_DATA_MESSAGE` action `canvas_updated` or
   * `section_list_updated`). Absent for a hook of another name, which nothing starts.
   */
  canvasEvent?: CanvasHookEvent;
}

/** A change of a canvas that starts the hooks declared for it (see {@link hookCanvasEvent}). */
export type CanvasHookEvent = "canvas_updated" | "section_list_updated";

/**
 * The change of its canvas that starts a hook, by the hook's name: `on_canvas_update` (the reference's
 * `on_canvas_updated`) on a change of the canvas, `on_section_list_update` (`on_section_list_updated`)
 * on a change of its list of sections; `undefined` for a name the platform does not document. Read
 * from the names (the client's `CANVAS_HOOKS` and `IFRAME_ACTION_TYPES`): the docs pair them no further.
 *
 * @example
 * ```ts
 * hookCanvasEvent("on_section_list_update"); // "section_list_updated"
 * ```
 */
export function hookCanvasEvent(name: string): CanvasHookEvent | undefined {
  if (name === "on_canvas_update" || name === "on_canvas_updated") return "canvas_updated";
  if (name === "on_section_list_update" || name === "on_section_list_updated")
    return "section_list_updated";
  return undefined;
}

const MODULE_PLACES: Record<string, PlaceKind> = {
  ui_app: "sidebar",
  canvas: "canvas-component",
  admin_instance: "admin",
  dsr: "dsr",
  canvas_section_execution: "section-execution",
  canvas_drawer: "drawer",
  overlay_app: "overlay",
};

function record(value: unknown): Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

function size(value: unknown): string | undefined {
  if (typeof value === "number" && Number.isFinite(value)) return `${value}px`;
  return typeof value === "string" && value.length > 0 ? value : undefined;
}

function dimensionsOf(value: unknown): AppPlace["dimensions"] {
  const { width, height } = record(value);
  const dims = { width: size(width), height: size(height) };
  if (dims.width === undefined) delete dims.width;
  if (dims.height === undefined) delete dims.height;
  return Object.keys(dims).length > 0 ? dims : undefined;
}

function safeEntry(value: unknown): string {
  return typeof value === "string" && relativePathProblem(value) === undefined
    ? value
    : DEFAULT_ENTRY;
}

function kindOf(module: string, manifest: Record<string, unknown>): PlaceKind {
  const appType = manifest.app_type;
  if (appType === "multimedia-selector") return "multimedia-selector";
  if (appType === "canvas-popup" || appType === "ui-global-popup") return "popup";
  const provide = Array.isArray(manifest.provide) ? manifest.provide : [];
  if (module === "ui_app" && provide.includes("multimedia_selector")) return "multimedia-selector";
  return MODULE_PLACES[module] ?? "sidebar";
}

/**
 * The places of an app, in manifest order: each enabled module, then each hook. An app that declares no
 * module and no hook is a sidebar app (`ui_app` at its `entry`, or `index.html`), as the platform takes it.
 * Never throws; blocks too broken to run are left out (`checkAppModel` names them).
 *
 * @example
 * ```ts
 * appPlaces({ name: "x", module: { canvas: { enabled: true, entry: "canvas.html" } } });
 * // [{ id: "module:canvas", kind: "canvas-component", source: "canvas", entry: "canvas.html", headless: false }]
 * ```
 */
export function appPlaces(manifest: Record<string, unknown>): AppPlace[] {
  const places: AppPlace[] = [];
  const appType = typeof manifest.app_type === "string" ? manifest.app_type : undefined;
  const options = record(manifest.app_options);
  for (const [module, value] of Object.entries(record(manifest.module))) {
    const block = record(value);
    if (block.enabled !== true) continue;
    const place: AppPlace = {
      id: `module:${module}`,
      kind: kindOf(module, manifest),
      source: module,
      entry: safeEntry(block.entry),
      headless: block.headless === true,
    };
    const dimensions =
      dimensionsOf(options.dimensions) ?? dimensionsOf(record(block.defaults).dimensions);
    if (dimensions) place.dimensions = dimensions;
    if (appType) place.appType = appType;
    places.push(place);
  }
  for (const hook of hookBlocks(manifest.hooks)) {
    const entry = record(hook.block).entry;
    if (typeof entry !== "string" || relativePathProblem(entry) !== undefined) continue;
    const canvasEvent = hookCanvasEvent(hook.name);
    places.push({
      id: `hook:${hook.path.slice("hooks.".length)}`,
      kind: "hook",
      source: hook.name,
      entry,
      headless: true,
      ...(canvasEvent ? { canvasEvent } : {}),
    });
  }
  if (places.length === 0 && manifest.module === undefined && manifest.hooks === undefined) {
    places.push({
      id: "module:ui_app",
      kind: kindOf("ui_app", manifest),
      source: "ui_app",
      entry: safeEntry(manifest.entry),
      headless: false,
      ...(appType ? { appType } : {}),
    });
  }
  return places;
}
