// An app's canvas hooks run in the background of whatever place a host page shows, said once for the
// two pages that do it (the dev host page and the Playwright kit's host page). The platform starts a
// hook's headless page when its canvas changes in the way the hook is declared for (`on_canvas_update`
// when the canvas changes, `on_section_list_update` when its list of sections changes: a place's
// `canvasEvent`, from `appPlaces` of @hostbridge/deploy-contract), and destroys it when the canvas
// closes (the platform's App Types page). Each run is a hidden frame of its own with its own simulated
// host, which the page starts (`start`: its settings, its answers, its log); a change starts a hook
// anew, in a new frame where the last one was (a new page, its start data after `appLoaded()`; the old
// page's last messages come from another window and reach no run). A hook the page shows (its place
// chosen) is the page's own run, not one of these.
import type { CanvasHookEvent } from "@hostbridge/deploy-contract";
import { APP_FRAME_SANDBOX } from "./appFrame";
import type { FramedPlace } from "./placeFrame";

export type { CanvasHookEvent } from "@hostbridge/deploy-contract";

/** The changes of a canvas that start hooks, as the canvas tells a canvas component of them. */
export const CANVAS_HOOK_EVENTS: readonly CanvasHookEvent[] = [
  "canvas_updated",
  "section_list_updated",
];

/** The attribute a hook's hidden frame carries, with the hook's place id: `iframe[data-hook-frame="<id>"]`. */
export const HOOK_FRAME_ATTRIBUTE = "data-hook-frame";

/** A place of the app as its hooks are read from it: a hook names the change that starts it. */
export interface HookPlace extends FramedPlace {
  /** For a hook the platform documents: the change of its canvas that starts it. */
  canvasEvent?: CanvasHookEvent | undefined;
}

/** Whether `value` names a change of the canvas that starts hooks (`canvas_updated`, `section_list_updated`). */
export function isCanvasHookEvent(value: unknown): value is CanvasHookEvent {
  return (CANVAS_HOOK_EVENTS as readonly unknown[]).includes(value);
}

/** Whether `place` is a hook the change `event` starts. */
export function isHookFor(place: HookPlace | undefined, event: CanvasHookEvent): boolean {
  return place?.kind === "hook" && place.canvasEvent === event;
}

/**
 * A hidden frame for a hook's page, sandboxed as an app's frame is, marked with the hook's place id
 * (`iframe[data-hook-frame="<id>"]`).
 */
export function createHookFrame(place: HookPlace): HTMLIFrameElement {
  const iframe = document.createElement("iframe");
  iframe.title = `Canvas hook ${place.id}`;
  iframe.setAttribute(HOOK_FRAME_ATTRIBUTE, place.id);
  iframe.setAttribute("sandbox", APP_FRAME_SANDBOX);
  iframe.hidden = true;
  iframe.style.display = "none";
  return iframe;
}

/** Options of {@link createCanvasHooks}: where the app's places come from, and the page's runs. */
export interface CanvasHooksOptions<P extends HookPlace, R> {
  /** The app's places now (its hooks among them). */
  places(): readonly P[];
  /** The place the page shows (a hook shown there is not run again in the background). */
  shown(): P | undefined;
  /** The element the hooks' hidden frames go in. */
  container: HTMLElement;
  /** Starts the hook `place` in `iframe` (already in the page): the page's run, with its settings. */
  start(iframe: HTMLIFrameElement, place: P): R;
  /** Ends a run the page started: its host disposed (its frame is removed here). */
  end(run: R): void;
}

/** A hook running in the background. */
export interface CanvasHookRun<P extends HookPlace, R> {
  readonly place: P;
  readonly iframe: HTMLIFrameElement;
  /** The page's run. */
  readonly run: R;
  /** Which run of this hook it is: 1 for its first start, 2 after the next change, ... */
  readonly count: number;
  /** The change that started it. */
  readonly event: CanvasHookEvent;
}

/** What a change of the canvas did: the hooks it started, and whether each ran already. */
export interface CanvasHookStart<P extends HookPlace, R> extends CanvasHookRun<P, R> {
  /** The hook was running: its run ended and a new one started. */
  readonly anew: boolean;
}

/** The hooks of an app running in the background of a page. */
export interface CanvasHooks<P extends HookPlace, R> {
  /** The canvas changed (`event`): starts anew each hook declared for that change (not the one shown). */
  changed(event: CanvasHookEvent): CanvasHookStart<P, R>[];
  /** The canvas closed: ends every hook's run and unloads its page. Returns the runs ended. */
  close(): CanvasHookRun<P, R>[];
  /** Ends the runs of hooks the app no longer declares, or that the page now shows. Returns them. */
  sync(): CanvasHookRun<P, R>[];
  /** The hooks running now, in the order first started. */
  running(): CanvasHookRun<P, R>[];
}

/**
 * The canvas hooks of an app in a host page: nothing runs until the canvas changes.
 *
 * @example
 * ```ts
 * import { createCanvasHooks, startFrame } from "@hostbridge/host-simulator/frame";
 *
 * const hooks = createCanvasHooks({
 *   places: () => config.places,
 *   shown: () => shownPlace,
 *   container: document.body,
 *   start: (iframe, place) => startFrame({ iframe, place, ...settings }),
 *   end: (run) => run.end(),
 * });
 * hooks.changed("canvas_updated"); // each on_canvas_update hook starts, hidden
 * hooks.close(); // the canvas closed: every hook ends
 * ```
 */
export function createCanvasHooks<P extends HookPlace, R>(
  options: CanvasHooksOptions<P, R>,
): CanvasHooks<P, R> {
  const runs = new Map<string, CanvasHookRun<P, R>>();
  const counts = new Map<string, number>();

  const end = (hook: CanvasHookRun<P, R>) => {
    runs.delete(hook.place.id);
    options.end(hook.run);
    hook.iframe.remove();
  };

  const startHook = (place: P, event: CanvasHookEvent): CanvasHookStart<P, R> => {
    const before = runs.get(place.id);
    const iframe = createHookFrame(place);
    if (before) {
      options.end(before.run);
      before.iframe.replaceWith(iframe);
    } else options.container.appendChild(iframe);
    let run: R;
    try {
      run = options.start(iframe, place);
    } catch (error) {
      // (a run the page could not start leaves no frame and no entry behind)
      runs.delete(place.id);
      iframe.remove();
      throw error;
    }
    const count = (counts.get(place.id) ?? 0) + 1;
    counts.set(place.id, count);
    const hook = { place, iframe, run, count, event };
    runs.set(place.id, hook);
    return { ...hook, anew: before !== undefined };
  };

  return {
    changed(event) {
      const shown = options.shown()?.id;
      return options
        .places()
        .filter((place) => isHookFor(place, event) && place.id !== shown)
        .map((place) => startHook(place, event));
    },
    close() {
      const ended = [...runs.values()];
      ended.forEach(end);
      return ended;
    },
    sync() {
      const shown = options.shown()?.id;
      const declared = new Set(options.places().map((place) => place.id));
      const ended = [...runs.values()].filter(
        (hook) => hook.place.id === shown || !declared.has(hook.place.id),
      );
      ended.forEach(end);
      return ended;
    },
    running: () => [...runs.values()],
  };
}
