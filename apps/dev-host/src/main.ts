// The dev host page: the app in a cross-origin iframe, a simulated host answering it, switches for
// location and mode, editors for the environment and canned answers, buttons to push messages and
// fire events, dialogs for interactive operations, and a live message log.
import { JS_API_LOCATIONS, MODES } from "@hostbridge/protocol-types";
import type { JsApiLocation, Mode } from "@hostbridge/protocol-types";
import { PLATFORM_PATH } from "@hostbridge/dev-server/contract";
import type { DevConfig } from "@hostbridge/dev-server/contract";
import { fetchConfig, subscribe } from "./config";
import type { PageContext, PanelView } from "./context";
import { createDialogs } from "./dialogs";
import { createHostSurface } from "./hostSurface";
import { h, replace } from "@hostbridge/tooling/dom";
import { parseJson } from "./json";
import { formatWait } from "./timeouts";
import { createLog } from "./log";
import { createEnvPanel } from "./panels/env";
import { createEventsPanel } from "./panels/events";
import { createFixturesPanel, effectiveOverride } from "./panels/fixtures";
import { createPlatformPanel } from "./panels/platform";
import { createPushPanel } from "./panels/push";
import { startSession } from "./session";
import type { Session } from "./session";
import { loadSettings, PANELS, saveSettings } from "./settings";
import type { Panel } from "./settings";
import "./style.css";

const PANEL_TITLES: Record<Panel, string> = {
  push: "Push",
  events: "Events",
  env: "Environment",
  fixtures: "Fixtures",
  platform: "Platform",
};

async function main(root: HTMLElement): Promise<void> {
  let config: DevConfig = await fetchConfig();
  const settings = loadSettings();
  const save = () => saveSettings(settings);

  const iframe = h("iframe", {
    title: "The app",
    "data-app-frame": "",
    // The app keeps its own origin (it is cross-origin anyway); no top navigation.
    sandbox:
      "allow-scripts allow-same-origin allow-forms allow-popups allow-modals allow-downloads",
    allow: "clipboard-write; fullscreen",
  });
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

  const location = (): JsApiLocation => settings.location ?? config.fixtures?.location ?? "ui";
  const mode = (): Mode => settings.mode ?? config.fixtures?.mode ?? "WEB";
  const interactive = () => settings.interactive ?? config.fixtures?.interactive ?? "dialog";
  const latency = () => settings.latencyMs ?? config.fixtures?.latencyMs ?? 0;

  let session: Session | undefined;
  const panels = new Map<Panel, PanelView>();
  const banner = h("div", { class: "banner", hidden: true, "data-banner": "fixtures" });
  const appBanner = h("div", { class: "banner warn", hidden: true, "data-banner": "app" });
  const status = h("span", { class: "muted", "data-status": "session" });
  const connection = h("span", { class: "dot", title: "connection to the dev server" });

  const context: PageContext = {
    get config() {
      return config;
    },
    settings,
    get host() {
      if (!session) throw new Error("no session yet");
      return session.host;
    },
    get location() {
      return location();
    },
    get mode() {
      return mode();
    },
    save,
    switchMode: (value) => switchMode(value),
    reloadApp: (reason) => reloadApp(reason),
    fileOperation: (type) => config.fixtures?.operations?.[type],
    log,
  };

  // Installed versions are served by the local platform; the dev server resolves their exact URL.
  let installed:
    { key: string; target: { url: string; origin: string; label: string } } | undefined;
  const installedKey = () =>
    settings.source.kind === "installed"
      ? `${settings.source.instanceId}/${settings.source.appName}`
      : undefined;

  async function resolveInstalled(): Promise<void> {
    const source = settings.source;
    if (source.kind !== "installed" || installed?.key === installedKey()) return;
    try {
      const query = `instance=${encodeURIComponent(source.instanceId)}&app=${encodeURIComponent(source.appName)}`;
      const response = await fetch(`${PLATFORM_PATH}/resolve?${query}`, { cache: "no-store" });
      const answer = (await response.json()) as { url?: string; error?: string };
      if (!answer.url)
        throw new Error(answer.error ?? `the dev server answered ${response.status}`);
      installed = {
        key: `${source.instanceId}/${source.appName}`,
        target: {
          url: answer.url,
          origin: new URL(answer.url).origin,
          label: `${source.appName} installed on ${source.instanceId}`,
        },
      };
    } catch (error) {
      log.add({
        kind: "error",
        message: `cannot open the installed version: ${error instanceof Error ? error.message : String(error)}; showing the app under development`,
      });
      settings.source = { kind: "dev" };
      save();
    }
  }

  function appTarget(): { url: string; origin: string; label: string } {
    if (settings.source.kind === "installed" && installed && installed.key === installedKey())
      return installed.target;
    return {
      url: config.appUrl,
      origin: config.appOrigin,
      label: config.app?.displayName ?? config.app?.name ?? config.appUrl,
    };
  }

  function reloadNow(reason: string): void {
    session?.dispose();
    surface.clear();
    const target = appTarget();
    let envReplacement: Record<string, unknown> | undefined;
    if (settings.envText !== null) {
      const parsed = parseJson(settings.envText);
      if (parsed.ok && parsed.value && typeof parsed.value === "object")
        envReplacement = parsed.value as Record<string, unknown>;
      else
        log.add({
          kind: "error",
          message: "the environment edited in the page is not valid JSON; using the fixtures",
        });
    }
    session = startSession({
      iframe,
      appUrl: target.url,
      appOrigin: target.origin,
      location: location(),
      mode: mode(),
      interactive: interactive(),
      latencyMs: latency(),
      strictLocation: settings.strictLocation,
      wire: settings.wire,
      envPatch: config.fixtures?.env,
      envReplacement,
      data: config.fixtures?.data,
      overrideFor: (type) => effectiveOverride(context, type),
      ask: (request) => dialogs.ask(request),
      onRequest: (type, payload, host) => surface.show(type, payload, host.fixtures),
      onTraffic: (entry) => log.add(entry),
      onError: (message) => log.add({ kind: "error", message }),
    });
    status.textContent = `${target.label} · ${location()} · ${mode()}`;
    status.title = status.textContent;
    const appDown = settings.source.kind === "dev" && config.appStatus.state === "down";
    log.add({
      kind: appDown ? "error" : "note",
      message: appDown
        ? `nothing answers at ${session.url} yet; the app loads as soon as it answers (${reason})`
        : `loaded ${session.url} (${reason})`,
    });
    for (const panel of panels.values()) panel.refresh();
  }

  /** Disposes the host and loads the app again with a new one (after resolving an installed version). */
  function reloadApp(reason: string): void {
    if (settings.source.kind === "installed" && installed?.key !== installedKey()) {
      void resolveInstalled().then(() => reloadNow(reason));
      return;
    }
    reloadNow(reason);
  }

  const showAppBanner = () => {
    const appStatus = config.appStatus;
    appBanner.hidden = appStatus.state !== "down";
    if (appStatus.state === "down")
      replace(
        appBanner,
        h("strong", null, `Nothing answers at ${config.appUrl} (${appStatus.reason}).`),
        " Start the app's dev server (for example ",
        h("code", null, "npm run dev"),
        "); the dev host loads the app as soon as it answers.",
      );
  };

  const showBanner = () => {
    const problem = config.fixturesError;
    banner.hidden = problem === null;
    if (problem) {
      replace(
        banner,
        h("strong", null, "hostbridge.fixtures.json is invalid"),
        config.fixtures
          ? " (the last valid version is still in use)"
          : " (the simulator's defaults are in use)",
        h(
          "ul",
          null,
          (problem.issues.length ? problem.issues : [problem.message]).map((issue) =>
            h("li", null, issue),
          ),
        ),
      );
    }
  };

  // --- Controls -------------------------------------------------------------------------------
  const select = <T extends string>(
    name: string,
    values: readonly T[],
    current: T,
    onChange: (value: T) => void,
  ) => {
    const element = h(
      "select",
      { "data-setting": name, "aria-label": name },
      values.map((value) => h("option", { value }, value)),
    );
    element.value = current;
    element.addEventListener("change", () => onChange(element.value as T));
    return element;
  };
  const locationSelect = select("location", JS_API_LOCATIONS, location(), (value) => {
    settings.location = value;
    save();
    reloadApp(`location ${value}`);
  });
  const switchMode = (value: Mode) => {
    settings.mode = value;
    save();
    modeSelect.value = value;
    reloadApp(`mode ${value}`);
  };
  const modeSelect = select("mode", MODES, mode(), switchMode);
  const interactiveSelect = select(
    "interactive",
    ["dialog", "auto"] as const,
    interactive(),
    (value) => {
      settings.interactive = value;
      save();
      reloadApp(`interactive operations: ${value}`);
    },
  );
  const wireSelect = select(
    "wire",
    ["both", "envelopes", "platform"] as const,
    settings.wire,
    (value) => {
      settings.wire = value;
      save();
      reloadApp(`host speaks ${value === "both" ? "both wires" : `only the ${value} wire`}`);
    },
  );
  const latencyInput = h("input", {
    type: "number",
    min: 0,
    max: 60000,
    step: 50,
    value: latency(),
    "data-setting": "latency",
    "aria-label": "latency",
  });
  latencyInput.addEventListener("change", () => {
    settings.latencyMs = Math.min(60_000, Math.max(0, Number(latencyInput.value) || 0));
    save();
    reloadApp(`latency ${settings.latencyMs} ms`);
  });
  const strictBox = h("input", { type: "checkbox", "data-setting": "strict" });
  strictBox.checked = settings.strictLocation;
  strictBox.addEventListener("change", () => {
    settings.strictLocation = strictBox.checked;
    save();
    reloadApp(strictBox.checked ? "strict location on" : "strict location off");
  });
  const syncControls = () => {
    locationSelect.value = location();
    modeSelect.value = mode();
    interactiveSelect.value = interactive();
    latencyInput.value = String(latency());
  };

  const tabs = h("nav", { class: "tabs", role: "tablist" });
  const panelSlot = h("div", { class: "panel-slot" });
  const showPanel = (panel: Panel) => {
    settings.panel = panel;
    save();
    for (const button of tabs.querySelectorAll<HTMLButtonElement>("button"))
      button.setAttribute("aria-selected", String(button.dataset.tab === panel));
    const view = panels.get(panel);
    if (view) {
      replace(panelSlot, view.element);
      if (panel === "platform") view.refresh();
    }
  };
  replace(
    tabs,
    PANELS.map((panel) =>
      h(
        "button",
        { type: "button", role: "tab", "data-tab": panel, onclick: () => showPanel(panel) },
        PANEL_TITLES[panel],
      ),
    ),
  );

  replace(
    root,
    h(
      "header",
      { class: "topbar" },
      h("strong", { class: "brand" }, "HostBridge dev host"),
      connection,
      h("label", null, "Location ", locationSelect),
      h("label", null, "Mode ", modeSelect),
      h("label", null, "Interactive ", interactiveSelect),
      h("label", null, "Wire ", wireSelect),
      h("label", null, "Latency ", latencyInput, " ms"),
      h(
        "label",
        { title: "answer operations of other environments with WRONG_LOCATION" },
        strictBox,
        " strict location",
      ),
      h(
        "button",
        { type: "button", "data-action": "reload", onclick: () => reloadApp("reloaded by hand") },
        "Reload app",
      ),
      status,
    ),
    banner,
    appBanner,
    h(
      "div",
      { class: "workspace" },
      h("aside", { class: "side" }, dialogs.element, tabs, panelSlot),
      h("div", { class: "stage" }, iframe, surface.overlay),
    ),
    log.element,
    surface.toasts,
  );

  showBanner();
  showAppBanner();
  await resolveInstalled();
  reloadNow("start");
  panels.set("push", createPushPanel(context));
  panels.set("events", createEventsPanel(context));
  panels.set("env", createEnvPanel(context));
  panels.set("fixtures", createFixturesPanel(context));
  panels.set("platform", createPlatformPanel(context));
  showPanel(settings.panel);

  subscribe({
    onConfig: () => {
      fetchConfig().then(
        (next) => {
          const changed = next.revision !== config.revision;
          config = next;
          showBanner();
          syncControls();
          if (!changed) return;
          if (next.fixturesError)
            log.add({
              kind: "error",
              message: "hostbridge.fixtures.json is invalid",
              detail: next.fixturesError,
            });
          else reloadApp("hostbridge.fixtures.json changed");
        },
        (error: unknown) =>
          log.add({ kind: "error", message: `cannot read the config: ${String(error)}` }),
      );
    },
    onAppStatus: (appStatus) => {
      const wasDown = config.appStatus.state === "down";
      config = { ...config, appStatus };
      showAppBanner();
      if (wasDown && appStatus.state === "up" && settings.source.kind === "dev")
        reloadApp("the app's dev server answers now");
    },
    onApp: () => {
      if (settings.source.kind === "dev" && config.appSource === "static")
        reloadApp("the app's files changed");
    },
    onState: (connected) => {
      connection.classList.toggle("off", !connected);
      connection.title = connected
        ? "connected to the dev server"
        : "the dev server is not reachable (it reconnects by itself)";
    },
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
