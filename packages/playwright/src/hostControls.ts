// The controls of a running simulated host, as the test sees them: the app as a frame locator, the
// host's actions (push, emit, env, wire, pickers, standing scripted answers) and its traffic.
// Each one calls the page's control object (src/page/main.ts) through page.evaluate.
import type {
  IframeDataMessage,
  IframeHostAction,
  InitializeContext,
  InitializeResult,
  ScriptedAnswer,
  SelectorItem,
} from "@hostbridge/host-simulator";
import type { DevServer } from "@hostbridge/dev-server";
import type { ConsoleMessage, FrameLocator, Page } from "@playwright/test";
import type { HostErrorInfo, JsApiLocation, Mode } from "@hostbridge/protocol-types";
import { HostBridgeKitError } from "./errors";
import { KIT_GLOBAL } from "./pageApi";
import type {
  KitEvent,
  KitHookRun,
  KitPage,
  KitRequest,
  KitRun,
  KitStartOptions,
  KitWire,
  RawSender,
} from "./pageApi";
import type { AppStep, Scenario } from "./scenario/format";
import { expectSentInOrder } from "./sent";
import type { ExpectedMessage } from "./sent";
import { replayScenario } from "./replayScenario";
import type { ReplayOptions } from "./replayScenario";
import { HOOK_FRAME_ATTRIBUTE, isCanvasHookEvent } from "@hostbridge/host-simulator/frame";
import type { CanvasHookEvent, ReplayVerdict } from "@hostbridge/host-simulator/frame";
import { test } from "@playwright/test";

/** One `IFRAME_DATA_MESSAGE` action a canvas component sent its canvas, with the simulator's verdict. */
export interface IframeDataReceived {
  /** The message's id. */
  id: string;
  /** The action (`iframe_loaded`, `resize_iframe`, `navigate_page`, ...). */
  action: string;
  /** The action's data, as sent. */
  data: unknown;
  /** Whether it is an action a canvas component sends (the client's `IFRAME_ACTION_TYPES`). */
  valid: boolean;
  /** When the host received it (`Date.now()` in the page). */
  at: number;
}

/** The event type prefix the simulator records a component's `IFRAME_DATA_MESSAGE` actions under. */
const IFRAME_EVENT_PREFIX = "IFRAME_DATA_MESSAGE:";

/** The simulated host around the app, with the app and its traffic. */
export interface HostBridgeHost {
  /** The app, to drive as a user does: `host.app.getByRole("button")`, `host.app.locator('[data-view="env"]')`. */
  readonly app: FrameLocator;
  /** The Playwright page holding the host page. */
  readonly page: Page;
  /** The host page's URL. */
  readonly url: string;
  /** The app's origin (a second loopback origin unless `sameOrigin`). */
  readonly appOrigin: string;
  /** The current run: the app's URL, location, mode, wire and interactive mode. */
  readonly run: KitRun;
  /** Reloads the app in a new host, with these settings changed (the others stay). */
  restart(options?: KitStartOptions): Promise<KitRun>;
  /**
   * The canvas changed (`change`, default `"canvas_updated"`; `"section_list_updated"`: its list of
   * sections changed): as the platform does, each of the app's canvas hooks declared for that change
   * (`hook:canvas.on_canvas_update`, `hook:canvas.on_section_list_update`) starts anew in the
   * background of the place shown, in a hidden frame with its own host (`hookRuns()`, `hookFrame()`);
   * when the place shown is such a hook, its page starts anew in a new host (a new run). Nothing is
   * sent to the page shown: a canvas component hears of it through `iframeData("canvas_updated")`,
   * which starts the hooks too. Returns the current run.
   */
  canvasChanged(change?: CanvasHookEvent): Promise<KitRun>;
  /**
   * The canvas closed: ends every canvas hook as the platform does ("explicitly destroyed when their
   * canvas is closed"): each hook running in the background and, when the place shown is a hook, the
   * run (its host disposed, the app's frame removed). The traffic stays readable (`requests()`,
   * `hookRuns()`); `canvasChanged()` starts the hooks again. Another place shown stays.
   */
  closeCanvas(): Promise<void>;
  /**
   * Every run of a canvas hook in the background of the place shown so far (in this page, across
   * restarts), oldest first: the hook, the change that started it, whether it still runs, what its
   * page sent (its requests with the host's answers, its events) and its recording. The hooks' hosts
   * answer as the run's does (the fixtures, `script()`); `requests()` and `scenario()` are the place
   * shown's only.
   */
  hookRuns(hook?: string): Promise<KitHookRun[]>;
  /**
   * The page of a canvas hook running in the background (`hook:canvas.on_canvas_update`), in its hidden
   * frame: its latest run's. Read it as the app: `host.hookFrame(id).locator("[data-view]")`.
   */
  hookFrame(hook: string): FrameLocator;
  /** Reloads the app in another location (`ui`, `impact`, `admin`, `dsr`). */
  setLocation(location: JsApiLocation): Promise<KitRun>;
  /** Reloads the app on another platform (`WEB`, `IOS`, `WINDOWS`, `ANDROID`). */
  setMode(mode: Mode): Promise<KitRun>;
  /**
   * Saves these values in the app's settings form (`app.config.json`), as an admin does, and reloads
   * the app: `getAppConfig` and the start data carry them. Fails, naming each, on values the form refuses.
   */
  setAppSettings(values: Record<string, unknown>): Promise<KitRun>;
  /** Switches the wire(s) the host speaks, without a reload. */
  setWire(wire: KitWire): Promise<void>;
  /** Pushes a UI, admin or DSR message (payload checked against its schema unless `skipValidation`). */
  push(type: string, payload?: unknown, options?: { skipValidation?: boolean }): Promise<void>;
  /** Sends a host event to the app (the mock host's name too: `host.emit`). */
  emit(key: string, body?: unknown, options?: { skipValidation?: boolean }): Promise<void>;
  /**
   * Posts a raw message into the app frame, for an app's own hostile tests: from the host page
   * (`from: "host"`, the default) or from a sibling frame the kit creates beside the app
   * (`"sibling"`, another window the app must not trust). It goes to the app's origin only; nothing
   * checks it, and the host does not record it.
   */
  postToApp(message: unknown, options?: { from?: RawSender }): Promise<void>;
  /**
   * Sends a canvas component one of its canvas's `IFRAME_DATA_MESSAGE` actions (`set_data`,
   * `update_data`, `canvas_updated`, `section_list_updated`); `data` defaults to the fixtures' data for
   * it (`data.appSetData`). Returns the message sent. The host answers `iframe_loaded` with `set_data`
   * by itself. `canvas_updated` and `section_list_updated` are the canvas changing: the app's hooks
   * declared for that change start too (see `canvasChanged`).
   */
  iframeData(action: IframeHostAction, data?: unknown): Promise<IframeDataMessage>;
  /** The `IFRAME_DATA_MESSAGE` actions the app sent in this run, oldest first. */
  iframeDataReceived(): Promise<IframeDataReceived[]>;
  /** Changes the environment record (deep merge) and, unless `notify: false`, tells the app. Returns the new record. */
  updateEnv(patch: Record<string, unknown>, options?: { notify?: boolean }): Promise<unknown>;
  /**
   * Waits until a request of `target` (type or id) is pending and answers it. By type, it takes the
   * request of the app's latest page load (after the app reloaded, the old page's request can no
   * longer be answered), the oldest of those.
   */
  answer(target: string, response: unknown): Promise<KitRequest>;
  /** Waits until a request of `target` is pending and cancels it as a person closing the dialog. */
  cancel(target: string): Promise<KitRequest>;
  /** Waits until a request of `target` is pending and answers it with an error (the mock host's name too: `host.fail`). */
  fail(target: string, error: HostErrorInfo): Promise<KitRequest>;
  /** The requests waiting for a person, each with the page load it came from. */
  pending(type?: string): Promise<KitRequest[]>;
  /** How many times the app's page loaded in this run: 1, plus one for each reload of the app's own. */
  pageLoads(): Promise<number>;
  /**
   * Calls the app page's `window.initialize(context, callback)` again, as the platform does for a
   * multimedia selector or a popup (the kit calls it once by itself when such an app starts, with
   * `initializeContext` or the platform's context: see `run.initialize`). Without `context`, the
   * platform's for the app's place. Resolves once called, with the error the page's function threw.
   */
  initialize(context?: InitializeContext): Promise<InitializeResult>;
  /** The items the page added to the canvas through `initialize`'s callback (valid calls), in order. */
  selectorItems(): Promise<SelectorItem[]>;
  /**
   * From now on, answers every `type` request with `answer`, in this run and after a restart, until
   * `unscript(type)` (the mock host's `host.script`): `{ kind: "answer", body, delayMs? }`,
   * `{ kind: "fail", error: { message, code? }, delayMs? }` (sent exactly as given: no `code` stays no
   * code, as from the platform) or `{ kind: "hang" }` (never answered). It wins over a replayed
   * scenario's answers and the fixtures file; a picker waits first, then gets it.
   */
  script(type: string, answer: ScriptedAnswer): Promise<void>;
  /** Gives `type` back its usual answer (a replayed scenario's, the fixtures file's, the simulator's). */
  unscript(type: string): Promise<void>;
  /** The oldest request of `type` no earlier call returned, waiting for it; with the schemas' verdict. */
  waitForRequest(type: string, options?: { timeout?: number }): Promise<KitRequest>;
  /** Like `waitForRequest`, for events the app emits. */
  waitForEvent(type: string, options?: { timeout?: number }): Promise<KitEvent>;
  /** Every request the app sent in this run, oldest first, with the verdict. */
  requests(): Promise<KitRequest[]>;
  /** Every event the app sent in this run, oldest first, with the verdict. */
  events(): Promise<KitEvent[]>;
  /** Waits until the app sent these requests/events in this order (others may come between), each valid by its schema and matching `payload` when given; throws a readable error otherwise. */
  expectSent(
    expected: readonly (string | ExpectedMessage)[],
    options?: { timeout?: number },
  ): Promise<void>;
  /** This run so far as a scenario (version 1), to save as a file and replay later. */
  scenario(): Promise<Scenario>;
  /**
   * Plays a scenario (an object or a file path) against the app in a fresh page load and throws with
   * a diff when what the app sent or received differs. Recorded host steps our schemas refuse are
   * replayed as recorded; the verdict's `warnings` name them (and the test gets a `warning`
   * annotation for each).
   */
  replay(scenario: unknown, options?: ReplayOptions): Promise<ReplayVerdict>;
  /** Stops the servers. Safe to call twice. */
  close(): Promise<void>;
}

/** Each warning as a `warning` annotation of the running test (shown in its report); nothing outside a test. */
function annotateWarnings(warnings: readonly string[]): void {
  if (warnings.length === 0) return;
  let annotations: { type: string; description?: string }[];
  try {
    annotations = test.info().annotations;
  } catch {
    return; // not inside a Playwright test: the verdict returned carries them
  }
  for (const description of warnings) annotations.push({ type: "warning", description });
}

function cleanMessage(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(/^page\.evaluate: (Error: )?/, "").split("\n    at ")[0]!;
}

/** The `IFRAME_DATA_MESSAGE` actions a canvas component sent, from the run's events. */
function iframeDataOf(events: KitEvent[]) {
  return events.flatMap((event) =>
    event.type.startsWith(IFRAME_EVENT_PREFIX)
      ? [
          {
            id: event.id,
            action: event.type.slice(IFRAME_EVENT_PREFIX.length),
            data: event.body,
            valid: event.valid,
            at: event.at,
          },
        ]
      : [],
  );
}

/** What `host.replay` needs of the controls: the page call, the controls and the waits' timeout. */
interface ReplayParts {
  call: KitCall;
  controls: HostBridgeHost;
  timeout: number;
}

/**
 * `host.replay`: plays `scenario`, watching the app's frame for its start-up failure (a HostBridgeError
 * uncaught, or logged as an error), which the verdict then names first.
 */
async function replayCatchingStartFailure(
  page: Page,
  { call, controls, timeout }: ReplayParts,
  scenario: Parameters<HostBridgeHost["replay"]>[0],
  options: Parameters<HostBridgeHost["replay"]>[1],
) {
  const failures: string[] = [];
  const onError = (error: Error) => {
    if (error.name === "HostBridgeError") failures.push(`${error.name}: ${error.message}`);
  };
  const onConsole = (message: ConsoleMessage) => {
    const text = message.text();
    if (message.type() === "error" && text.startsWith("HostBridgeError"))
      failures.push(text.split("\n")[0]!);
  };
  page.on("pageerror", onError);
  page.on("console", onConsole);
  try {
    const verdict = await replayScenario(
      {
        restart: (start) => ((failures.length = 0), controls.restart(start)),
        drive: (steps, ms, scale): Promise<AppStep[]> => call("drive", steps, ms, scale),
        received: async () => (await call("scenario")).steps,
        startFailure: () => failures[0],
      },
      scenario,
      { timeout, ...options },
    );
    annotateWarnings(verdict.warnings);
    return verdict;
  } finally {
    page.off("pageerror", onError);
    page.off("console", onConsole);
  }
}

/** A call of the page's control object (see createHostControls). */
type KitCall = <M extends keyof KitPage>(
  method: M,
  ...args: KitPage[M] extends (...a: infer A) => unknown ? A : never
) => Promise<Awaited<KitPage[M] extends (...a: never[]) => infer R ? R : never>>;

/** The controls of the host page open in `page`, served by `server`. */
export function createHostControls(page: Page, server: DevServer, timeout: number): HostBridgeHost {
  let run: KitRun | undefined;
  let last: KitStartOptions = {};
  const call: KitCall = async (method, ...args) => {
    try {
      return (await page.evaluate(
        ({ name, method, args }) => {
          const kit = (
            window as unknown as Record<string, Record<string, (...a: unknown[]) => unknown>>
          )[name]!;
          return kit[method]!(...args);
        },
        { name: KIT_GLOBAL, method: method, args: args },
      )) as never;
    } catch (error) {
      const waiting = method === "waitForRequest" || method === "waitForEvent";
      throw new HostBridgeKitError(
        waiting ? "WAIT_TIMEOUT" : "HOST_ACTION_FAILED",
        `host.${String(method)}: ${cleanMessage(error)}`,
      );
    }
  };
  const whenPending = async (target: string): Promise<void> => {
    const started = Date.now();
    for (;;) {
      const pending = await call("pending");
      if (pending.some((request) => request.id === target || request.type === target)) return;
      if (Date.now() - started > timeout) {
        throw new HostBridgeKitError(
          "WAIT_TIMEOUT",
          `no ${target} request was pending within ${timeout} ms (pending: ${pending.map((r) => r.type).join(", ") || "none"}); the app did not ask, or it was answered already (fixtures, interactive: "auto")`,
        );
      }
      await page.waitForTimeout(25);
    }
  };
  const controls: HostBridgeHost = {
    app: page.frameLocator("iframe[data-hostbridge-app]"),
    page,
    url: server.url,
    appOrigin: server.appOrigin,
    get run() {
      if (!run) throw new HostBridgeKitError("HOST_NOT_READY", "the app is not started yet");
      return run;
    },
    async restart(options = {}) {
      const defined = Object.fromEntries(
        Object.entries(options).filter(([, v]) => v !== undefined),
      );
      last = { ...last, ...defined, replay: options.replay };
      run = await call("start", last);
      return run;
    },
    async canvasChanged(change = "canvas_updated") {
      if (await call("canvasChanged", change)) return controls.restart();
      return controls.run;
    },
    closeCanvas: () => call("closeCanvas"),
    hookRuns: async (hook) =>
      (await call("hookRuns")).filter((item) => hook === undefined || item.hook === hook),
    hookFrame: (hook) =>
      page.frameLocator(`iframe[${HOOK_FRAME_ATTRIBUTE}=${JSON.stringify(hook)}]`),
    setLocation: (location) => controls.restart({ location }),
    setMode: (mode) => controls.restart({ mode }),
    setAppSettings: (appSettings) => controls.restart({ appSettings }),
    async setWire(wire) {
      last = { ...last, wire };
      await call("setWire", wire);
      if (run) run = { ...run, wire };
    },
    push: (type, payload, options) => call("push", type, payload, options?.skipValidation ?? false),
    emit: (key, body, options) => call("emit", key, body, options?.skipValidation ?? false),
    postToApp: (message, options) => call("postToApp", message, options?.from ?? "host"),
    async iframeData(action, data) {
      const sent = (await call("iframeData", action, data)) as IframeDataMessage;
      // (the canvas telling its component of a change is the change its hooks start on)
      if (isCanvasHookEvent(action)) await controls.canvasChanged(action);
      return sent;
    },
    iframeDataReceived: async () => iframeDataOf(await call("events")),
    updateEnv: (patch, options) => call("updateEnv", patch, options?.notify ?? true),
    answer: (target, response) => whenPending(target).then(() => call("answer", target, response)),
    cancel: (target) => whenPending(target).then(() => call("cancel", target)),
    fail: (target, error) => whenPending(target).then(() => call("fail", target, error)),
    pending: (type) => call("pending", type),
    pageLoads: () => call("pageLoads"),
    initialize: (context) => call("initialize", context, timeout),
    selectorItems: () => call("selectorItems"),
    script: (type, answer) => call("script", type, answer),
    unscript: (type) => call("unscript", type),
    waitForRequest: (type, options) => call("waitForRequest", type, options?.timeout ?? timeout),
    waitForEvent: (type, options) => call("waitForEvent", type, options?.timeout ?? timeout),
    requests: () => call("requests"),
    events: () => call("events"),
    expectSent: (expected, options) =>
      expectSentInOrder(
        async () => ({ requests: await call("requests"), events: await call("events") }),
        expected,
        options?.timeout ?? timeout,
      ),
    scenario: () => call("scenario"),
    replay: (scenario, options) =>
      replayCatchingStartFailure(page, { call, controls, timeout }, scenario, options),
    close: () => server.close(),
  };
  return controls;
}
