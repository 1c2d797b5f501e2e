// The kit's host page: the app in an iframe filling the window (on a second origin, or on this
// page's origin in same-origin mode), a simulated host bound to it (one run of
// @hostbridge/host-simulator/frame, as in the dev host page), and `window.__hostbridgeKit`, the
// control object the test drives through page.evaluate. No panels, no log: the test is the person.
// Built by tsup.config.ts into dist/host-page.
import { postRawToApp } from "./rawPost";
import type { Host } from "@hostbridge/host-simulator";
import { initializeAtStart, initializeOnce } from "./initializePlace";
import { CONFIG_PATH } from "@hostbridge/dev-server/contract";
import type { DevConfig } from "@hostbridge/dev-server/contract";
import type { AppStep } from "../scenario/format";
import {
  appUrlAt,
  createAnswerQueues,
  createAppFrame,
  driveScenario,
  markAddress,
  placeLocation,
  playHostStep,
  startFrame,
} from "@hostbridge/host-simulator/frame";
import type { FrameRun } from "@hostbridge/host-simulator/frame";
import { KIT_GLOBAL } from "../pageApi";
import type { KitPage, KitRun, KitStartOptions, KitWire } from "../pageApi";
import type { IframeHostAction, ScriptedAnswer } from "@hostbridge/host-simulator";
import { kitAnswers } from "./answers";
import { runAppSettings } from "./appSettings";
import type { AnswerSources } from "./answers";
import { placeOf } from "./places";
import { kitEvent, kitRequest } from "./verdicts";

/** The attribute the kit's controls find the app's frame by. */
const KIT_FRAME_MARKER = "data-hostbridge-app";

/** Ends a run: its host disposed, its page unloaded (also as the platform ends a hook when its canvas closes). */
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

function createKit(config: DevConfig): KitPage {
  const fixtures = config.fixtures;
  /** The test's standing answers (`host.script`), kept across runs: each new host gets them. */
  const scripts = new Map<string, ScriptedAnswer>();
  const sources: AnswerSources = {
    recorded: createAnswerQueues([]),
    fixtureOperation: (type) => fixtures?.operations?.[type],
  };
  let run: FrameRun | undefined;
  const running = (): FrameRun => {
    if (!run) throw new Error("the app is not started: call start() first");
    return run;
  };
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
    // (a place the platform runs in another location, the admin or DSR module, runs there)
    const location = options.location ?? placeLocation(place) ?? fixtures?.location ?? "ui";
    const mode = options.mode ?? fixtures?.mode ?? "WEB";
    const wire: KitWire = options.wire ?? "both";
    const interactive =
      options.interactive ?? (fixtures?.interactive === "auto" ? "auto" : "manual");
    const { replay } = options;
    sources.recorded = createAnswerQueues(replay?.steps ?? [], () => run?.host, replay ?? {});
    // A new frame per run: the previous page's last messages (still in flight while it unloads)
    // come from another window and are dropped, so a run records only its own page's traffic.
    const iframe = createAppFrame(config.app?.name, KIT_FRAME_MARKER);
    const loaded = new Promise<void>((resolve) =>
      iframe.addEventListener("load", () => resolve(), { once: true }),
    );
    run = startFrame({
      iframe,
      appOrigin: config.appOrigin,
      url: appUrlAt(place?.url ?? config.appUrl, location),
      place,
      sameOrigin: config.sameOrigin,
      location,
      mode,
      wire,
      env: { ...fixtures?.env, ...options.env },
      fixtures: fixtures?.data,
      appSettings: runAppSettings(config, options.appSettings),
      answers: [kitAnswers(sources)],
      interactive,
      latency: options.latencyMs ?? fixtures?.latencyMs ?? 0,
      // (a replay sends only what the recording holds: its start data is a recorded push)
      ...(replay ? { appSetDataOnReady: false } : {}),
      record: { location, mode, wire },
    });
    const { host, url } = run;
    for (const [type, answer] of scripts) host.script(type, answer);
    document.body.appendChild(iframe);
    await loaded;
    // (a selector or popup place: the platform calls the page's window.initialize once it has loaded)
    const initialize = await initializeAtStart(config, { host, iframe }, options.initializeContext);
    const settings = { location, mode, wire, interactive };
    return { url, place: place?.id ?? null, ...settings, initialize };
  };

  const drive = kitDrive(() => run, sources, current);

  return {
    ready: true,
    start,
    end: () => {
      if (run) endRun(run);
    },
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
    },
    unscript: (type) => {
      run?.host.unscript(type);
      scripts.delete(type);
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
