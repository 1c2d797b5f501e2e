// The app's canvas hooks, run in the background of whatever place the frame shows: the platform starts
// a hook's headless page when its canvas changes in the way the hook is declared for (`on_canvas_update`
// when the canvas changes, `on_section_list_update` when its list of sections changes; a place's
// `canvasEvent`), and destroys it when the canvas closes (the App Types page). Each run is a hidden frame
// with its own simulated host, started with the page's settings; a change starts a hook anew (a new
// page, its start data after `appLoaded()`). A hook the frame itself shows (its place chosen) is run by
// the loader, not here.
import type { DevConfig, DevPlace } from "@hostbridge/dev-server/contract";
import { h } from "@hostbridge/tooling/dom";
import type { LogView } from "./log";
import type { Session } from "./session";

/** A change of the canvas that starts hooks (`canvas_updated`, `section_list_updated`). */
export type CanvasHookEvent = NonNullable<DevPlace["canvasEvent"]>;

/** What the hooks need of the page. */
export interface CanvasHooksOptions {
  config(): DevConfig;
  /** The place the app's frame shows (a hook shown there is not run again in the background). */
  shown(): DevPlace | undefined;
  /** Starts a session with the page's settings in `iframe`, at `place`'s page. */
  start(iframe: HTMLIFrameElement, place: DevPlace): Session;
  log: LogView;
}

/** The hooks running in the background. */
export interface CanvasHooks {
  /** The stage's line naming the hooks that run, and their hidden frames. */
  readonly element: HTMLElement;
  /** The canvas changed (`event`): starts anew each hook declared for that change. */
  changed(event: CanvasHookEvent, reason: string): void;
  /** The canvas closed: ends every hook's run and unloads its page. */
  close(reason: string): void;
  /** Ends the runs of hooks the app no longer declares, or that the frame now shows. */
  sync(): void;
  /** The ids of the hooks running now, in the order started. */
  running(): string[];
}

interface HookRun {
  readonly place: DevPlace;
  readonly iframe: HTMLIFrameElement;
  session: Session;
}

/** A hidden frame for a hook's page, sandboxed as the app's frame is, marked with the hook's id. */
function hookFrame(place: DevPlace): HTMLIFrameElement {
  const iframe = h("iframe", {
    title: `Canvas hook ${place.id}`,
    "data-hook-frame": place.id,
    sandbox:
      "allow-scripts allow-same-origin allow-forms allow-popups allow-modals allow-downloads",
    hidden: true,
  });
  iframe.style.display = "none";
  return iframe;
}

/** The canvas hooks of the page. */
export function createCanvasHooks(options: CanvasHooksOptions): CanvasHooks {
  const { log } = options;
  const runs = new Map<string, HookRun>();
  const note = h("p", { class: "muted", "data-stage": "hooks", hidden: true });
  const frames = h("div", { hidden: true, "data-stage": "hook-frames" });
  const element = h("div", null, note, frames);

  const show = () => {
    const ids = [...runs.keys()];
    note.hidden = ids.length === 0;
    note.textContent = `Canvas hooks running in the background (hidden frames, traffic in the log): ${ids.join(", ")}. "Close the canvas" in the Canvas tab ends them.`;
  };

  const end = (run: HookRun) => {
    run.session.dispose();
    run.iframe.remove();
    runs.delete(run.place.id);
  };

  return {
    element,
    changed(event, reason) {
      const shown = options.shown()?.id;
      const hooks = options
        .config()
        .places.filter(
          (place) => place.kind === "hook" && place.canvasEvent === event && place.id !== shown,
        );
      for (const place of hooks) {
        const running = runs.get(place.id);
        if (running) running.session.dispose();
        const iframe = running?.iframe ?? frames.appendChild(hookFrame(place));
        const session = options.start(iframe, place);
        runs.set(place.id, { place, iframe, session });
        log.add({
          kind: "note",
          message: `${place.id} ${running ? "runs anew" : "started"} in the background (${reason}): ${session.url}`,
        });
      }
      show();
    },
    close(reason) {
      const ended = [...runs.values()];
      ended.forEach(end);
      if (ended.length > 0)
        log.add({
          kind: "note",
          message: `${ended.map((run) => run.place.id).join(", ")} ended (${reason}); their pages were unloaded`,
        });
      show();
    },
    sync() {
      const shown = options.shown()?.id;
      const declared = new Set(options.config().places.map((place) => place.id));
      for (const run of [...runs.values()])
        if (run.place.id === shown || !declared.has(run.place.id)) end(run);
      show();
    },
    running: () => [...runs.keys()],
  };
}
