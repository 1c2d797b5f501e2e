// The dev host page: the app in a cross-origin iframe, a simulated host answering it, switches for
// location and mode, editors for the environment and canned answers, buttons to push messages and
// emit events, dialogs for interactive operations, and a live message log. This module wires the
// rooms: config -> settings -> controls, banners, tabs -> app loader -> panels -> live updates.
import type { Mode } from "@hostbridge/protocol-types";
import type { DevConfig } from "@hostbridge/dev-server/contract";
import { h, replace } from "@hostbridge/tooling/dom";
import { createAppLoader } from "./appLoader";
import type { AppLoader } from "./appLoader";
import { createBanners } from "./banners";
import { createCanvasHooks } from "./canvasHooks";
import type { CanvasHooks } from "./canvasHooks";
import { fetchConfig } from "./config";
import type { PageContext, PanelView } from "./context";
import { createControls, topBar } from "./controls";
import type { EffectiveSettings } from "./controls";
import { createDialogs } from "./dialogs";
import { createHostSurface } from "./hostSurface";
import { createAppChoice } from "./installedApp";
import { followDevServer } from "./liveUpdates";
import { createLog } from "./log";
import { openInitializePlace } from "./initializePlace";
import { createAppFrame, markAddress, placeLocation } from "@hostbridge/host-simulator/frame";
import { sameOriginBanner } from "./sameOrigin";
import { clientScriptsBanner } from "./clientScriptsBanner";
import { createAppSettingsPanel } from "./panels/appSettings";
import { createEnvPanel } from "./panels/env";
import { createEventsPanel } from "./panels/events";
import { createFixturesPanel } from "./panels/fixtures";
import { createPlatformPanel } from "./panels/platform";
import { createPushPanel } from "./panels/push";
import { createCanvasPanel } from "./panels/canvas";
import { createPlaceChoice } from "./places";
import type { PlaceChoice } from "./places";
import { createScenarioReplay } from "./scenarioReplay";
import { createScenarioSaving } from "./scenarioSave";
import type { AppRun } from "./appRun";
import { loadSettings, saveSettings } from "./settings";
import type { Panel } from "./settings";
import { createTabs } from "./tabs";
import { formatWait } from "./timeouts";
import "./style.css";

/** The app run the loader started (the panels act on it). */
function runningApp(loader: AppLoader): AppRun {
  const appRun = loader.appRun();
  if (!appRun) throw new Error("the app has not run yet");
  return appRun;
}

/** The page as the panels see it: the running app's host, the settings in effect, the page's acts. */
function pageContext(page: {
  config(): DevConfig;
  settings: PageContext["settings"];
  save: () => void;
  effective: EffectiveSettings;
  loader: AppLoader;
  controls: { switchMode(value: Mode): void };
  places: PlaceChoice;
  hooks: CanvasHooks;
  log: PageContext["log"];
}): PageContext {
  const { settings, save, effective, loader, controls, places, hooks, log } = page;
  const shownHook = () => (places.current()?.kind === "hook" ? places.current() : undefined);
  return {
    get config() {
      return page.config();
    },
    settings,
    get host() {
      return runningApp(loader).host;
    },
    push: (type, payload, options) => runningApp(loader).push(type, payload, options),
    get location() {
      return effective.location();
    },
    get mode() {
      return effective.mode();
    },
    get place() {
      return places.current();
    },
    save,
    switchMode: (value: Mode) => controls.switchMode(value),
    reloadApp: (reason) => loader.reloadApp(reason),
    closeCanvas: (reason) => {
      hooks.close(reason);
      if (shownHook()) loader.end(reason);
    },
    canvasChanged: (event, reason) => {
      hooks.changed(event, reason);
      if (shownHook()?.canvasEvent === event) loader.reloadApp(reason);
    },
    fileOperation: (type) => page.config().fixtures?.operations?.[type],
    log,
  };
}

/** The side panels, once the app first runs (they act on its host). */
function addPanels(panels: Map<Panel, PanelView>, context: PageContext): void {
  panels.set("push", createPushPanel(context));
  panels.set("events", createEventsPanel(context));
  panels.set("env", createEnvPanel(context));
  panels.set("fixtures", createFixturesPanel(context));
  panels.set("appSettings", createAppSettingsPanel(context));
  panels.set("canvas", createCanvasPanel(context));
  panels.set("platform", createPlatformPanel(context));
}

async function main(root: HTMLElement): Promise<void> {
  let config: DevConfig = await fetchConfig();
  if (config.sameOrigin) markAddress();
  const settings = loadSettings();
  const save = () => saveSettings(settings);
  // (the app's cross-origin iframe, marked with the app's name, found by the page's tests as `[data-app-frame]`)
  const iframe = createAppFrame(config.app?.name, "data-app-frame");
  const surface = createHostSurface();
  const log = createLog({
    filter: settings.logFilter,
    errorsOnly: settings.logErrorsOnly,
    onFilterChange: (filter, errorsOnly) => {
      settings.logFilter = filter;
      settings.logErrorsOnly = errorsOnly;
      save();
    },
  });
  const dialogs = createDialogs({
    onDismiss: (type, waitedMs) =>
      log.add({
        kind: "note",
        message: `${type}: dialog dismissed after ${formatWait(waitedMs)}; no answer was sent`,
      }),
  });
  const places = createPlaceChoice({
    config: () => config,
    onChoose: (place) => {
      controls.sync();
      hooks.sync();
      loader.reloadApp(`place ${place.id}`);
    },
  });
  const shown = places.current;
  const effective: EffectiveSettings = {
    // (a place the platform runs in another location, the admin or DSR module, runs there)
    location: () =>
      settings.location ?? placeLocation(places.current()) ?? config.fixtures?.location ?? "ui",
    mode: () => settings.mode ?? config.fixtures?.mode ?? "WEB",
    interactive: () => settings.interactive ?? config.fixtures?.interactive ?? "dialog",
    latency: () => settings.latencyMs ?? config.fixtures?.latencyMs ?? 0,
  };
  const panels = new Map<Panel, PanelView>();
  const status = h("span", { class: "muted", "data-status": "run" });
  const connection = h("span", { class: "dot", title: "connection to the dev server" });
  const choice = createAppChoice({ settings, save, config: () => config, place: shown, log });
  const scenarios = createScenarioSaving({ config: () => config, log });
  const replay = createScenarioReplay({
    ...{ log, settings, save },
    syncControls: () => controls.sync(),
    reloadApp: (reason) => loader.reloadApp(reason),
  });
  const hiddenNote = h("p", { class: "muted", "data-stage": "hidden-note", hidden: true });
  const loader = createAppLoader({
    ...{ iframe, surface, dialogs, log, settings, effective, choice, status, panels, hiddenNote },
    config: () => config,
    place: () => places.current(),
    context: () => context,
    scripted: (request) => replay.scripted(request),
    replaying: () => replay.replaying,
    onAppRun: (appRun) => {
      scenarios.follow(appRun);
      replay.follow(appRun);
    },
  });
  const hooks = createCanvasHooks({ log, config: () => config, shown, start: loader.startBeside });
  const controls = createControls({ settings, effective, save, reloadApp: loader.reloadApp });
  const anchor = dialogs.element;
  openInitializePlace(() => config, places.current, { iframe, log, loader, anchor });
  const context = pageContext({
    ...{ settings, save, effective, loader, controls, places, hooks, log },
    config: () => config,
  });
  const banners = createBanners(() => config);
  const tabs = createTabs(settings, save, panels);
  const bar = topBar({
    ...{ controls, connection, status },
    reload: () => loader.reloadApp("reloaded by hand"),
  });
  bar.insertBefore(places.element, bar.querySelector('[data-action="reload"]'));
  bar.append(scenarios.button, replay.control);
  replay.acceptDrops(document.body);
  replace(
    root,
    bar,
    banners.fixtures,
    banners.app,
    ...(config.sameOrigin ? [sameOriginBanner()] : []),
    ...clientScriptsBanner(config.clientScripts),
    h(
      "div",
      { class: "workspace" },
      h("aside", { class: "side" }, dialogs.element, tabs.bar, tabs.slot),
      h("div", { class: "stage" }, hiddenNote, hooks.element, iframe, surface.overlay),
    ),
    log.element,
    surface.toasts,
  );

  banners.showFixtures();
  banners.showApp();
  await choice.resolve();
  if (config.replay) await replay.replayFromServer(config.replay.file);
  else loader.reloadNow("start");
  addPanels(panels, context);
  tabs.show(settings.panel);
  followDevServer({
    ...{ settings, log, connection },
    config: () => config,
    setConfig: (next) => (config = next),
    showFixtures: banners.showFixtures,
    showApp: banners.showApp,
    syncControls: () => {
      controls.sync();
      places.sync();
      hooks.sync();
    },
    reloadApp: loader.reloadApp,
  });
}

const root = document.getElementById("root")!;
main(root).catch((error: unknown) => {
  replace(
    root,
    h(
      "div",
      { class: "banner", "data-banner": "fatal" },
      h("strong", null, "The dev host could not start. "),
      error instanceof Error ? error.message : String(error),
    ),
  );
});
