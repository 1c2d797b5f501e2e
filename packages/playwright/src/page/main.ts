// The kit's host page: the app in an iframe filling the window (on a second origin, or on this
// page's origin in same-origin mode), a simulated host bound to it (one run of
// @hostbridge/host-simulator/frame, as in the dev host page), the app's canvas hooks in the background
// (./hooks.ts), and `window.__hostbridgeKit`, the control object the test drives through
// page.evaluate. No panels, no log: the test is the person.
// Built by tsup.config.ts into dist/host-page.
import { postRawToApp } from "./rawPost";
import type { Host } from "@hostbridge/host-simulator";
import { initializeAtStart, initializeOnce } from "./initializePlace";
import { CONFIG_PATH } from "@hostbridge/dev-server/contract";
import type { DevConfig, DevPlace } from "@hostbridge/dev-server/contract";
import type { AppStep } from "../scenario/format";
import {
  appUrlAt,
  createAnswerQueues,
  createAppFrame,
  driveScenario,
  isHookFor,
  markAddress,
  placeLocation,
  playHostStep,
  startFrame,
} from "@hostbridge/host-simulator/frame";
import type { FrameRun } from "@hostbridge/host-simulator/frame";
import { KIT_GLOBAL } from "../pageApi";
import type { KitPage, KitRun, KitStartOptions } from "../pageApi";
import type { JsApiLocation } from "@hostbridge/protocol-types";
import type { IframeHostAction, ScriptedAnswer } from "@hostbridge/host-simulator";
import { kitAnswers } from "./answers";
import { runAppSettings } from "./appSettings";
import type { AnswerSources } from "./answers";
import { createKitHooks } from "./hooks";
import type { HookSettings } from "./hooks";
import { placeOf } from "./places";
import { kitEvent, kitRequest } from "./verdicts";

/** The attribute the kit's controls find the app's frame by. */
const KIT_FRAME_MARKER = "data-hostbridge-app";

/** Ends a run: its host disposed, its page unloaded (also as the platform ends a hook shown when its canvas closes). */
function endRun(run: FrameRun): void {
  run.end();
  run.iframe.remove();
}

async function fetchConfig(): Promise<DevConfig> {
  const response = await fetch(CONFIG_PATH, { cache: "no-store" });
  if (!response.ok) throw new Error(`GET ${CONFIG_PATH} answered ${response.status}`);
  return (await response.json()) as DevConfig;
}

/** The page's `drive`: the host's steps of a replayed scenario, played on the current run's host. */
function kitDrive(
  run: () => FrameRun | undefined,
  sources: AnswerSources,
  current: () => Host,
): KitPage["drive"] {
  const steps = () => run()?.recorder.scenario().steps ?? [];
  return (recorded, timeoutMs, latencyScale) =>
    driveScenario(recorded, {
      appSteps: () => steps().filter((step): step is AppStep => step.from === "app"),
      hostAnswers: () => steps().filter((step) => step.kind === "answer").length,
      timeoutMs,
      latencyScale,
      dueBy: () => sources.recorded.dueBy,
      play: (step) => playHostStep(current(), step),
    });
}

/** The settings a run starts with: the test's, else the fixtures file's, else the place's and the defaults. */
function runSettings(
  config: DevConfig,
  options: KitStartOptions,
  place: DevPlace | undefined,
): HookSettings & { location: JsApiLocation } {
  const fixtures = config.fixtures;
  return {
    // (a place the platform runs in another location, the admin or DSR module, runs there)
    location: options.location ?? placeLocation(place) ?? fixtures?.location ?? "ui",
    mode: options.mode ?? fixtures?.mode ?? "WEB",
    wire: options.wire ?? "both",
    interactive: options.interactive ?? (fixtures?.interactive === "auto" ? "auto" : "manual"),
    latencyMs: options.latencyMs ?? fixtures?.latencyMs ?? 0,
    env: { ...fixtures?.env, ...options.env },
    appSettings: runAppSettings(config, options.appSettings),
  };
}

/** The app's run at `place` in `iframe` (the frame the page shows), with the run's settings and answers. */
function startAppRun(
  config: DevConfig,
  run: {
    iframe: HTMLIFrameElement;
    place: DevPlace | undefined;
    settings: ReturnType<typeof runSettings>;
    sources: AnswerSources;
    replaying: boolean;
  },
): FrameRun {
  const { location, mode, wire, interactive, latencyMs, env, appSettings } = run.settings;
  return startFrame({
    iframe: run.iframe,
    appOrigin: config.appOrigin,
    url: appUrlAt(run.place?.url ?? config.appUrl, location),
    place: run.place,
    sameOrigin: config.sameOrigin,
    ...{ location, mode, wire, env, appSettings, interactive },
    app: config.hostedApp ?? undefined,
    fixtures: config.fixtures?.data,
    answers: [kitAnswers(run.sources)],
    latency: latencyMs,
    // (a replay sends only what the recording holds: its start data is a recorded push)
    ...(run.replaying ? { appSetDataOnReady: false } : {}),
    record: { location, mode, wire },
  });
}

const notStarted = (): never => {
  throw new Error("the app is not started: call start() first");
};

function createKit(config: DevConfig): KitPage {
  const fixtures = config.fixtures;
  /** The test's standing answers (`host.script`), kept across runs: each new host gets them. */
  const scripts = new Map<string, ScriptedAnswer>();
  const sources: AnswerSources = {
    recorded: createAnswerQueues([]),
    fixtureOperation: (type) => fixtures?.operations?.[type],
  };
  let run: FrameRun | undefined;
  /** The place the latest run opened (the app's hooks run beside it). */
  let shown: DevPlace | undefined;
  /** The settings of the latest run, which a hook started after it runs with. */
  let started: HookSettings | undefined;
  const hooks = createKitHooks({
    config,
    shown: () => shown,
    settings: () => started ?? notStarted(),
    scripts,
  });
  const running = (): FrameRun => run ?? notStarted();
  const current = (): Host => running().host;
  const appSteps = (): AppStep[] =>
    (run?.recorder.scenario().steps ?? []).filter((step): step is AppStep => step.from === "app");

  /** A plain copy of `record` with the page load it came from. */
  const asKit = (record: Parameters<typeof kitRequest>[0]) =>
    kitRequest(record, run?.pageLoads.of(record.id) ?? 1);
  const resolveTarget = (target: string): string => run?.pageLoads.resolve(target) ?? target;

  const start = async (options: KitStartOptions): Promise<KitRun> => {
    const place = placeOf(config, options.place);
    if (run) endRun(run);
    shown = place;
    // (a hook now shown is the run's own: its background run ends)
    hooks.sync();
    const settings = runSettings(config, options, place);
    started = settings;
    const { replay } = options;
    sources.recorded = createAnswerQueues(replay?.steps ?? [], () => run?.host, replay ?? {});
    // A new frame per run: the previous page's last messages (still in flight while it unloads)
    // come from another window and are dropped, so a run records only its own page's traffic.
    const iframe = createAppFrame(config.app?.name, KIT_FRAME_MARKER);
    const loaded = new Promise<void>((resolve) =>
      iframe.addEventListener("load", () => resolve(), { once: true }),
    );
    run = startAppRun(config, { iframe, place, settings, sources, replaying: !!replay });
    const { host, url } = run;
    for (const [type, answer] of scripts) host.script(type, answer);
    document.body.appendChild(iframe);
    await loaded;
    // (a selector or popup place: the platform calls the page's window.initialize once it has loaded)
    const initialize = await initializeAtStart(config, { host, iframe }, options.initializeContext);
    const { location, mode, wire, interactive } = settings;
    return { url, place: place?.id ?? null, location, mode, wire, interactive, initialize };
  };

  const drive = kitDrive(() => run, sources, current);

  return {
    ready: true,
    start,
    canvasChanged: (change) => {
      hooks.changed(change);
      return isHookFor(shown, change);
    },
    closeCanvas: () => {
      hooks.close();
      if (run && shown?.kind === "hook") endRun(run);
    },
    hookRuns: () => hooks.runs(),
    push: (type, payload, skipValidation) =>
      void current().push(type as never, payload as never, { skipValidation }),
    emit: (key, body, skipValidation) =>
      void current().emit(key as never, body as never, { skipValidation }),
    iframeData: (action, data) =>
      structuredClone(current().iframeData(action as IframeHostAction, data)),
    postToApp: (message, from) => postRawToApp(running().iframe, message, from),
    updateEnv: (patch, notify) => structuredClone(current().updateEnv(patch as never, { notify })),
    setWire: (wire) => {
      current().wire = wire;
    },
    script: (type, answer) => {
      // (checked by the running host first: a refused script is not kept for the next run)
      run?.host.script(type, answer);
      scripts.set(type, answer);
      hooks.script(type, answer);
    },
    unscript: (type) => {
      run?.host.unscript(type);
      scripts.delete(type);
      hooks.unscript(type);
    },
    initialize: (context, timeoutMs) => initializeOnce(config, run, context, timeoutMs),
    selectorItems: () => current().selectorItems(),
    pageLoads: () => run?.pageLoads.count() ?? 0,
    pending: (type) => current().pending(type).map(asKit),
    answer: (target, response) => asKit(current().answer(resolveTarget(target), response)),
    cancel: (target) => asKit(current().cancel(resolveTarget(target))),
    fail: (target, error) => asKit(current().fail(resolveTarget(target), error)),
    requests: () => current().requests.map(asKit),
    events: () => current().events.map(kitEvent),
    appSteps,
    scenario: () => running().recorder.scenario(),
    waitForRequest: async (type, timeoutMs) =>
      asKit(await current().waitForRequest(type, { timeout: timeoutMs })),
    waitForEvent: async (type, timeoutMs) =>
      kitEvent(await current().waitForEvent(type, { timeout: timeoutMs })),
    drive,
  };
}

async function main(): Promise<void> {
  const config = await fetchConfig();
  if (config.sameOrigin) markAddress();
  (window as unknown as Record<string, unknown>)[KIT_GLOBAL] = createKit(config);
}

main().catch((error: unknown) => {
  document.body.textContent = `The HostBridge test host could not start: ${String(error)}`;
  (window as unknown as Record<string, unknown>)[`${KIT_GLOBAL}Error`] = String(error);
});
