// One run of the app: the app in its frame with a simulated host (a run of
// @hostbridge/host-simulator/frame, as in the Playwright kit's host page: the frame at its place, its
// page loads, the run's recording), answering every operation as the simulator does (scripted
// answers first, then the page's canned answers, then its fixtures), handing the requests that wait
// for a person to the dialogs, and reporting all traffic to the log. The page drives the simulator
// only through its public host API: no handler of its own.
import { appUrlAt, startFrame } from "@hostbridge/host-simulator/frame";
import type { FramedPlace, ScenarioRecorder } from "@hostbridge/host-simulator/frame";
import type {
  AppSettingsOptions,
  HostedApp,
  Host,
  OperationType,
  PushMessageType,
  PushOptions,
  RecordedRequest,
  ScriptedAnswer,
  TrafficEntry,
  WaitingRequest,
} from "@hostbridge/host-simulator";
import type { JsApiLocation, Mode } from "@hostbridge/protocol-types";
import { COMPAT_NOTICE_EVENT, COMPAT_NOTICE_FLAG, compatNoticeOf } from "./compatNotices";
import type { CompatNotice } from "./compatNotices";
import { dataHintInPageTerms } from "./pageErrors";

/** Milliseconds between the words of a streamed prompt-assistant answer (a person can follow it). */
export const PROMPT_STREAM_DELAY_MS = 40;

/** A request waiting for a person in the simulator, handed to the dialogs. */
export interface InteractiveRequest {
  /** The simulator's handle: the dialog settles the request through it. */
  readonly waiting: WaitingRequest;
  readonly type: OperationType;
  readonly requestId: string;
  readonly payload: unknown;
  /** What the simulator would answer for the person (the dialog's prefill). */
  readonly suggested: unknown;
  readonly host: Host;
  /**
   * The page load of the app the request arrived in: 1 until the frame's first `load` event is over,
   * then the number of `load` events (a page that reloads itself, e.g. a dev server's full reload).
   */
  readonly load: number;
  /** Aborted when the run ends (the page loads the app anew): the dialog closes. */
  readonly signal: AbortSignal;
}

/** Options of {@link startAppRun}. */
export interface AppRunOptions {
  iframe: HTMLIFrameElement;
  /** The app's URL, before the location parameter is added. */
  appUrl: string;
  appOrigin: string;
  location: JsApiLocation;
  /** The place the app opens at (the frame's size, a hidden hook); none: the page's layout. */
  place?: FramedPlace | undefined;
  /** The app is served on the page's own origin: the location is exposed as the platform's pages do. */
  sameOrigin?: boolean | undefined;
  /** Told when a canvas component's `resize_iframe` carried no size the page can apply. */
  onResizeIgnored?: (() => void) | undefined;
  /** The app the host runs: `getAppConfig` answers under its name; the run's recording names it. */
  app?: HostedApp | undefined;
  /** Whether the app runs on @hostbridge/compat: its notices are turned on (see {@link appUrlFor}). */
  compatNotices: boolean;
  mode: Mode;
  /** `dialog`: a person answers in a dialog; `auto`: the simulator answers with its suggestion. */
  interactive: "dialog" | "auto";
  latencyMs: number;
  strictLocation: boolean;
  /** Which wire(s) the simulated host speaks. */
  wire: "both" | "envelopes" | "platform";
  /** Overrides merged into the simulator's environment (from the fixtures file). */
  envPatch: Record<string, unknown> | undefined;
  /** A whole environment record that replaces the simulator's (edited in the page). */
  envReplacement: Record<string, unknown> | undefined;
  /** Replacements of the simulator's data (from the fixtures file). */
  data: Record<string, unknown> | undefined;
  /** The app's settings form and the values saved in the App settings panel. */
  appSettings?: AppSettingsOptions | undefined;
  /**
   * A scripted answer for a request, consulted first (before the page's canned answers); `undefined`
   * lets the canned answer or the simulator answer.
   */
  scripted?: (request: RecordedRequest) => ScriptedAnswer | undefined;
  /** Push the fixtures' start data after `ui_embeddable_ready` (not in a replay: its start data is a recorded push). Default `true`. */
  appSetDataOnReady?: boolean | undefined;
  /** The canned answer for an operation, looked up at each request (so edits apply at once). */
  cannedFor(type: OperationType): ScriptedAnswer | undefined;
  /** Shows a dialog for a request that waits for a person (it settles the request's handle). */
  ask(request: InteractiveRequest): void;
  /** Receives every traffic entry, redacted. */
  onTraffic(entry: TrafficEntry): void;
  /** Receives each notice an app on @hostbridge/compat sends (in place of its event's traffic entry). */
  onCompatNotice?(notice: CompatNotice): void;
  /** Told of every request the host answered ok (the page shows toasts and overlays for some). */
  onRequest?(type: OperationType, payload: unknown, host: Host): void;
  /** Receives problems the host cannot report to the app. */
  onError(message: string): void;
  /**
   * Told when the app loaded again in the same run (the frame's `load` event after the first:
   * the app reloaded itself, e.g. a dev server's hot reload), with the new load's number (2, 3, ...)
   * and the message types re-sent to it (the last push of each type made with `AppRun.push`).
   */
  onReload?(load: number, resent: readonly PushMessageType[]): void;
}

/** One run of the app: its host in the frame, from one load of the page until the next. */
export interface AppRun {
  readonly host: Host;
  /** The URL loaded in the iframe. */
  readonly url: string;
  /** The app's current page load (see {@link InteractiveRequest.load}). */
  readonly load: number;
  /** The run recorded as a scenario, from its start ("Save scenario", `--record`, a replay's verdict). */
  readonly recorder: ScenarioRecorder;
  /**
   * Pushes a message as the person asked (the Push tab), and keeps it: when the app reloads itself,
   * the last push of each type is sent again, so a hot reload keeps the state the host gave the app.
   */
  push(type: PushMessageType, payload: unknown, options?: PushOptions): void;
  dispose(): void;
}

/**
 * `appUrl` with the location query parameter set and, for an app on @hostbridge/compat
 * (`compatNotices`), compat's development notices turned on by their URL flag (other apps' URLs carry
 * nothing of compat).
 */
export function appUrlFor(appUrl: string, location: JsApiLocation, compatNotices: boolean): string {
  const url = new URL(appUrlAt(appUrl, location));
  if (compatNotices && !url.searchParams.has(COMPAT_NOTICE_FLAG))
    url.searchParams.append(COMPAT_NOTICE_FLAG, "on");
  return url.href;
}

/** Creates the host for the iframe and loads the app into it (with `?jsApiLocation=<location>`). */
export function startAppRun(options: AppRunOptions): AppRun {
  const ended = new AbortController();
  // (the person's last push of each type, in the order last pushed)
  const pushes = new Map<PushMessageType, { payload: unknown; options: PushOptions | undefined }>();
  const resendPushes = (): PushMessageType[] =>
    [...pushes].flatMap(([type, push]) => {
      try {
        host.push(type, push.payload as never, push.options);
        return [type];
      } catch (error) {
        options.onError(`${type} was not sent again: ${(error as Error).message}`);
        return [];
      }
    });
  const url = appUrlFor(options.appUrl, options.location, options.compatNotices);
  const run = startFrame({
    iframe: options.iframe,
    url,
    place: options.place,
    sameOrigin: options.sameOrigin,
    onResizeIgnored: options.onResizeIgnored,
    record: {
      location: options.location,
      mode: options.mode,
      wire: options.wire,
      app: options.app?.name,
    },
    // (the chain of answer sources: a scripted answer first, then the page's canned answer)
    answers: [options.scripted, (request) => options.cannedFor(request.type as OperationType)],
    appOrigin: options.appOrigin,
    location: options.location,
    mode: options.mode,
    env: options.envPatch,
    fixtures: options.data,
    app: options.app,
    appSettings: options.appSettings,
    interactive: options.interactive === "dialog" ? "manual" : "auto",
    streamDelay: PROMPT_STREAM_DELAY_MS,
    // (the simulator's hint names createHost()'s `fixtures` option; the page has its fixtures file)
    fixtureErrorMessage: (error) => dataHintInPageTerms(error.message),
    latency: options.latencyMs,
    strictLocation: options.strictLocation,
    wire: options.wire,
    appSetDataOnReady: options.appSetDataOnReady ?? true,
    onError: (error) => options.onError(error.message),
  });
  const { host } = run;
  // (the frame's `load` events: the first is the app loading, each later one the app reloading itself)
  const currentLoad = () => Math.max(1, run.pageLoads.count());
  const onLoad = () => {
    const loads = run.pageLoads.count();
    if (loads > 1) options.onReload?.(loads, resendPushes());
  };
  options.iframe.addEventListener("load", onLoad, { signal: ended.signal });
  if (options.envReplacement) {
    host.fixtures.env = {
      ...structuredClone(options.envReplacement),
      mode: options.mode,
    } as Host["fixtures"]["env"];
  }
  const offTraffic = host.on((entry) => {
    if (entry.kind === "event" && entry.type === COMPAT_NOTICE_EVENT) {
      const event = [...host.events].reverse().find((recorded) => recorded.id === entry.id);
      const notice = compatNoticeOf(event?.body);
      if (notice && options.onCompatNotice) return options.onCompatNotice(notice);
    }
    options.onTraffic(entry);
    if (entry.kind === "response" && entry.status === "ok" && options.onRequest) {
      const answered = [...host.requests].reverse().find((request) => request.id === entry.id);
      if (answered) options.onRequest(entry.type as OperationType, answered.payload, host);
    }
  });
  // (a request the override scripts is answered by it: no dialog)
  const offWaiting = host.onWaiting((waiting) => {
    if (waiting.scripted) return;
    const { request } = waiting;
    options.ask({
      waiting,
      type: request.type as OperationType,
      requestId: request.id,
      payload: request.payload,
      suggested: waiting.suggested,
      host,
      load: currentLoad(),
      signal: ended.signal,
    });
  });
  return {
    host,
    url,
    recorder: run.recorder,
    get load() {
      return currentLoad();
    },
    push(type, payload, pushOptions) {
      host.push(type, payload as never, pushOptions);
      pushes.delete(type);
      pushes.set(type, { payload, options: pushOptions });
    },
    dispose() {
      offTraffic();
      offWaiting();
      ended.abort();
      run.end();
    },
  };
}
