// Loading the app: each (re)load disposes the running host and starts a new run with the
// settings in effect, the fixtures and the page's canned answers, at the place chosen (its entry, its
// size), then refreshes the panels.
import type { DevConfig, DevPlace } from "@hostbridge/dev-server/contract";
import type { RecordedRequest, ScriptedAnswer } from "@hostbridge/host-simulator";
import type { PageContext, PanelView } from "./context";
import type { EffectiveSettings } from "./controls";
import type { Dialogs } from "./dialogs";
import type { HostSurface } from "./hostSurface";
import type { AppChoice } from "./installedApp";
import { compatNoticeNote } from "./compatNotices";
import { parseJson } from "./json";
import type { LogView } from "./log";
import { appSettingsOf } from "./panels/appSettings";
import { effectiveAnswer } from "./panels/fixtures";
import { isHiddenPlace } from "@hostbridge/host-simulator/frame";
import { resizeIgnoredNote } from "./places";
import { startAppRun } from "./appRun";
import type { AppRun } from "./appRun";
import type { Panel, Settings } from "./settings";

/** What the loader needs of the page. */
export interface AppLoaderOptions {
  iframe: HTMLIFrameElement;
  surface: HostSurface;
  dialogs: Dialogs;
  log: LogView;
  settings: Settings;
  effective: EffectiveSettings;
  choice: AppChoice;
  config(): DevConfig;
  /** The place of the app to open (the picker's), when the app has places. */
  place(): DevPlace | undefined;
  /** The page as the panels see it (canned answers come from there). */
  context(): PageContext;
  /** The status line of the top bar. */
  status: HTMLElement;
  /** The stage's line that stands for a frame the platform runs hidden (a hook). */
  hiddenNote: HTMLElement;
  panels: ReadonlyMap<Panel, PanelView>;
  /** Told of each new run (the scenario recorder and the replay follow it). */
  onAppRun?(appRun: AppRun): void;
  /** A scripted answer to a request (a replayed scenario's), before the page's canned answers. */
  scripted?(request: RecordedRequest): ScriptedAnswer | undefined;
  /** Whether the next run replays a scenario (the host then sends no start data of its own). */
  replaying?(): boolean;
}

/** The current run of the app and the two ways to (re)load the app. */
export interface AppLoader {
  readonly appRun: () => AppRun | undefined;
  /** Loads the app now, with the app target as it is. */
  readonly reloadNow: (reason: string) => void;
  /** Disposes the host and loads the app again with a new one (after resolving an installed version). */
  readonly reloadApp: (reason: string) => void;
  /** Ends the run: disposes the host and empties the frame (a hook's canvas closed), until the next load. */
  readonly end: (reason: string) => void;
  /** Starts a run with the same settings in another frame, at `place`'s page (a canvas hook's). */
  readonly startBeside: (frame: HTMLIFrameElement, place: DevPlace) => AppRun;
}

/** The environment edited in the page, when it is valid JSON (else logged, and the fixtures'). */
function envReplacement(settings: Settings, log: LogView): Record<string, unknown> | undefined {
  if (settings.envText === null) return undefined;
  const parsed = parseJson(settings.envText);
  if (parsed.ok && parsed.value && typeof parsed.value === "object")
    return parsed.value as Record<string, unknown>;
  log.add({
    kind: "error",
    message: "the environment edited in the page is not valid JSON; using the fixtures",
  });
  return undefined;
}

/**
 * Where the frame goes for `place`: the app under development at the place's entry; an installed
 * version at the same place's page, which the app choice resolved on the local platform.
 */
function placeTarget(
  target: ReturnType<AppChoice["target"]>,
  place: DevPlace | undefined,
  settings: Settings,
): ReturnType<AppChoice["target"]> {
  if (!place) return target;
  const url = settings.source.kind === "dev" ? place.url : target.url;
  return { ...target, url, label: `${target.label} · ${place.id}` };
}

/**
 * A run with the settings in effect, the fixtures and the page's answers, in `frame` at `url`:
 * the app's frame (`main`), or a canvas hook's beside it (in `ui`, where canvases are).
 */
function startIn(
  options: AppLoaderOptions,
  frame: HTMLIFrameElement,
  url: string,
  origin: string,
  run: { main: boolean; place: DevPlace | undefined; appSetDataOnReady: boolean },
): AppRun {
  const { settings, effective, log, dialogs, surface } = options;
  const config = options.config();
  const replacement = envReplacement(settings, log);
  return startAppRun({
    iframe: frame,
    appUrl: url,
    appOrigin: origin,
    location: run.main ? effective.location() : "ui",
    place: run.place,
    // (the existing client of a same-origin app reads the location from the page: the app's frame's)
    sameOrigin: run.main && config.sameOrigin,
    onResizeIgnored: resizeIgnoredNote(log),
    app: config.hostedApp ?? undefined,
    compatNotices: config.compatNotices,
    mode: effective.mode(),
    interactive: effective.interactive(),
    latencyMs: effective.latency(),
    strictLocation: settings.strictLocation,
    wire: settings.wire,
    envPatch: config.fixtures?.env,
    envReplacement: replacement,
    data: config.fixtures?.data,
    appSettings: appSettingsOf(config, settings, log),
    scripted: (request) => options.scripted?.(request),
    appSetDataOnReady: run.appSetDataOnReady,
    cannedFor: (type) => effectiveAnswer(options.context(), type),
    ask: (request) => dialogs.ask(request),
    onRequest: (type, payload, host) => surface.show(type, payload, host.fixtures),
    onTraffic: (entry) => log.add(entry),
    onCompatNotice: (notice) => log.add(compatNoticeNote(notice)),
    onError: (message) => log.add({ kind: "error", message }),
    onReload: (load, resent) => {
      if (!run.main) return log.add({ kind: "note", message: `${url} reloaded itself` });
      log.add({
        kind: "note",
        message:
          `the app reloaded (load ${load}); its requests from earlier loads get no answer` +
          (dialogs.size > 0 ? " (their dialogs are marked stale)" : "") +
          (resent.length > 0 ? `; sent again the last pushes: ${resent.join(", ")}` : ""),
      });
      dialogs.appReloaded(load);
    },
  });
}

/** The app loader of the page. */
export function createAppLoader(options: AppLoaderOptions): AppLoader {
  const { iframe, surface, log, settings, effective, status } = options;
  let appRun: AppRun | undefined;

  function reloadNow(reason: string): void {
    appRun?.dispose();
    surface.clear();
    const place = options.place();
    const target = placeTarget(options.choice.target(), place, settings);
    showHidden(place, "running");
    const config = options.config();
    appRun = startIn(options, iframe, target.url, target.origin, {
      main: true,
      place,
      appSetDataOnReady: !options.replaying?.(),
    });
    options.onAppRun?.(appRun);
    status.textContent = `${target.label} · ${effective.location()} · ${effective.mode()}`;
    status.title = status.textContent;
    const appDown = settings.source.kind === "dev" && config.appStatus.state === "down";
    log.add({
      kind: appDown ? "error" : "note",
      message: appDown
        ? `nothing answers at ${appRun.url} yet; the app loads as soon as it answers (${reason})`
        : `loaded ${appRun.url} (${reason})`,
    });
    for (const panel of options.panels.values()) panel.refresh();
  }

  /** Says in the stage that the place's page runs (or ran) in a hidden frame. */
  function showHidden(place: DevPlace | undefined, state: "running" | "ended"): void {
    options.hiddenNote.hidden = !isHiddenPlace(place);
    options.hiddenNote.textContent = !place
      ? ""
      : state === "running"
        ? `${place.id} runs in a hidden frame, as the platform runs a canvas hook; its traffic is in the log. The Canvas tab runs it again (the canvas changed) or ends it (the canvas closed).`
        : `${place.id} ended: its canvas closed. The Canvas tab's "Canvas changed" starts it again.`;
  }

  function end(reason: string): void {
    appRun?.dispose();
    surface.clear();
    iframe.src = "about:blank";
    showHidden(options.place(), "ended");
    status.textContent = `${options.place()?.id ?? "the app"} ended`;
    log.add({ kind: "note", message: `the app's run ended (${reason}); its page was unloaded` });
    for (const panel of options.panels.values()) panel.refresh();
  }

  return {
    appRun: () => appRun,
    reloadNow,
    end,
    // (a hook's page of the app under development, beside the place shown)
    startBeside: (frame, place) =>
      startIn(options, frame, place.url, options.config().appOrigin, {
        main: false,
        place,
        appSetDataOnReady: true,
      }),
    reloadApp(reason) {
      if (options.choice.needsResolving()) {
        void options.choice.resolve().then(() => reloadNow(reason));
        return;
      }
      reloadNow(reason);
    },
  };
}
