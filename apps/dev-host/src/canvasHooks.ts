// The app's canvas hooks, run in the background of whatever place the frame shows: which hook a change
// of the canvas starts, its hidden frame, a new run on each change and the end of all when the canvas
// closes are the host simulator's (`createCanvasHooks` of @hostbridge/host-simulator/frame, as in the
// Playwright kit's host page). The page adds its own: each run is a run with the page's settings
// (the loader's `startBeside`), the stage's line naming the hooks that run, and a note in the log for
// each start and end. A hook the frame itself shows (its place chosen) is run by the loader, not here.
import { createCanvasHooks as createHookRuns } from "@hostbridge/host-simulator/frame";
import type { CanvasHookEvent } from "@hostbridge/host-simulator/frame";
import type { DevConfig, DevPlace } from "@hostbridge/dev-server/contract";
import { h } from "@hostbridge/tooling/dom";
import type { LogView } from "./log";
import type { AppRun } from "./appRun";

export type { CanvasHookEvent } from "@hostbridge/host-simulator/frame";

/** What the hooks need of the page. */
export interface CanvasHooksOptions {
  config(): DevConfig;
  /** The place the app's frame shows (a hook shown there is not run again in the background). */
  shown(): DevPlace | undefined;
  /** Starts a run with the page's settings in `iframe`, at `place`'s page. */
  start(iframe: HTMLIFrameElement, place: DevPlace): AppRun;
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

/** The canvas hooks of the page. */
export function createCanvasHooks(options: CanvasHooksOptions): CanvasHooks {
  const { log } = options;
  const note = h("p", { class: "muted", "data-stage": "hooks", hidden: true });
  const frames = h("div", { hidden: true, "data-stage": "hook-frames" });
  const element = h("div", null, note, frames);
  const hooks = createHookRuns<DevPlace, AppRun>({
    places: () => options.config().places,
    shown: () => options.shown(),
    container: frames,
    start: (iframe, place) => options.start(iframe, place),
    end: (appRun) => appRun.dispose(),
  });
  const running = () => hooks.running().map((hook) => hook.place.id);

  const show = () => {
    const ids = running();
    note.hidden = ids.length === 0;
    note.textContent = `Canvas hooks running in the background (hidden frames, traffic in the log): ${ids.join(", ")}. "Close the canvas" in the Canvas tab ends them.`;
  };

  return {
    element,
    changed(event, reason) {
      for (const hook of hooks.changed(event))
        log.add({
          kind: "note",
          message: `${hook.place.id} ${hook.anew ? "runs anew" : "started"} in the background (${reason}): ${hook.run.url}`,
        });
      show();
    },
    close(reason) {
      const ended = hooks.close();
      if (ended.length > 0)
        log.add({
          kind: "note",
          message: `${ended.map((hook) => hook.place.id).join(", ")} ended (${reason}); their pages were unloaded`,
        });
      show();
    },
    sync() {
      hooks.sync();
      show();
    },
    running,
  };
}
