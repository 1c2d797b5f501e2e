// What the kit's host page (src/page/main.ts, in the browser) offers the test (in Node) through
// `page.evaluate`: the shapes that cross between the two. Plain JSON values only.
import type {
  InitializeContext,
  InitializeResult,
  ScriptedAnswer,
  SelectorItem,
} from "@hostbridge/host-simulator";
import type { CanvasHookEvent } from "@hostbridge/host-simulator/frame";
import type { HostErrorInfo, JsApiLocation, Mode } from "@hostbridge/protocol-types";
import type { AppStep, HostStep, Scenario, ScenarioStep } from "./scenario/format";

/** Which wire(s) the simulated host speaks. */
export type KitWire = "both" | "envelopes" | "platform";

/** What the page starts a run of the app with; unset fields come from the fixtures file. */
export interface KitStartOptions {
  /** The place of the app to open (an id of `DevConfig.places`); default the one the server opened. */
  place?: string | undefined;
  location?: JsApiLocation | undefined;
  mode?: Mode | undefined;
  wire?: KitWire | undefined;
  interactive?: "manual" | "auto" | undefined;
  latencyMs?: number | undefined;
  /** Merged deeply into the environment record (after the fixtures file's `env`). */
  env?: Record<string, unknown> | undefined;
  /**
   * The values saved in the app's settings form (`app.config.json`), by field name, as an admin saves
   * them: every `getAppConfig` answers them under `settings`, and the start data's `settings` carries
   * them. Checked as the form checks them (a required field, a field's type, a select's options). Left
   * out: nothing saved (the app is installed but not configured).
   */
  appSettings?: Record<string, unknown> | undefined;
  /**
   * A scenario to replay in this run (the next run does not keep it): each request the app sends
   * gets its recorded request's answer after its recorded latency (times `latencyScale`, default 1;
   * a late answer keeps its latency), or none when the host never answered it, before anything
   * else answers; and the host pushes nothing of its own accord (no start data of its own).
   */
  replay?: { steps: ScenarioStep[]; latencyScale?: number | undefined } | undefined;
  /**
   * The context the host passes to the page's `window.initialize` when the app opens in a multimedia
   * selector or popup place. Default: the platform's for the place (`{ context: "contentSelector",
   * appId }` for a selector, `{ appId }` for a popup).
   */
  initializeContext?: InitializeContext | undefined;
}

/** One request the app sent, with the schemas' verdict on its payload. */
export interface KitRequest {
  /** The app's request id, on either wire (on the platform wire: the id in post-robot's hash). */
  id: string;
  type: string;
  payload: unknown;
  status: "pending" | "ok" | "error";
  response?: unknown;
  /** The error the host answered with: its `code` only when the host gave one. */
  error?: HostErrorInfo & { issues?: string[] };
  /** Whether the payload passes the operation's request schema (and the operation exists). */
  valid: boolean;
  /** Why it does not (empty when valid). */
  issues: string[];
  /** When the host received it (`Date.now()` in the page). */
  at: number;
  /**
   * The page load of the app it came from: 1 for the page the run started, 2 after the app reloaded
   * once, and so on. A request the app sends before its page's `load` event counts with the load before.
   */
  pageLoad: number;
}

/** One event the app sent, with the schemas' verdict. */
export interface KitEvent {
  id: string;
  type: string;
  body: unknown;
  valid: boolean;
  issues: string[];
  /** When the host received it (`Date.now()` in the page). */
  at: number;
}

/** What a run of the app reports after start. */
export interface KitRun {
  url: string;
  /** The place of the app this run opened (`module:canvas`), or `null` when the app lists none. */
  place: string | null;
  location: JsApiLocation;
  mode: Mode;
  wire: KitWire;
  interactive: "manual" | "auto";
  /** In a selector or popup place: the call of the page's `window.initialize` the host made once it loaded. */
  initialize?: InitializeResult | undefined;
}

/**
 * One run of a canvas hook in the background of the place shown (a hidden frame with its own host, in
 * `ui`), started by a change of its canvas: what it sent and what the host answered it.
 */
export interface KitHookRun {
  /** The hook's place: `hook:canvas.on_canvas_update`. */
  hook: string;
  /** The change of the canvas that started this run. */
  change: CanvasHookEvent;
  /** Which run of this hook it is: 1 for its first start, 2 after the next change, ... */
  count: number;
  /** The address its hidden frame loaded (with `?jsApiLocation=ui`). */
  url: string;
  /** `ended`: a later change started the hook anew, or its canvas closed (its page was unloaded). */
  state: "running" | "ended";
  /** Every request the hook's page sent, oldest first, with the host's answer and the verdict. */
  requests: KitRequest[];
  /** Every event the hook's page sent, oldest first. */
  events: KitEvent[];
  /** The run as a scenario: what the hook sent, what the host answered and pushed (its start data). */
  scenario: Scenario;
}

/** Who posts a raw message into the app frame: the host page, or a sibling frame beside the app. */
export type RawSender = "host" | "sibling";

/** The page's control object, `window.__hostbridgeKit`. */
export interface KitPage {
  readonly ready: boolean;
  start(options: KitStartOptions): Promise<KitRun>;
  /**
   * The canvas changed: starts anew, in the background, each hook declared for `change` (not the place
   * shown). Returns whether the place shown is such a hook (the test side then starts a new run of it).
   */
  canvasChanged(change: CanvasHookEvent): boolean;
  /**
   * The canvas closed: ends every hook running in the background and, when the place shown is a hook,
   * the run (its host disposed, the app's frame removed; the traffic stays readable).
   */
  closeCanvas(): void;
  /** Every run of a hook in the background so far, oldest first. */
  hookRuns(): KitHookRun[];
  push(type: string, payload: unknown, skipValidation: boolean): void;
  emit(key: string, body: unknown, skipValidation: boolean): void;
  postToApp(message: unknown, from: RawSender): Promise<void>;
  /** Sends the app a canvas's `IFRAME_DATA_MESSAGE` action (the simulator's `host.iframeData`); returns the message sent. */
  iframeData(action: string, data: unknown): unknown;
  updateEnv(patch: Record<string, unknown>, notify: boolean): unknown;
  setWire(wire: KitWire): void;
  /** The standing answer of `type` from now on, in this run and the next ones (the simulator's `host.script`). */
  script(type: string, answer: ScriptedAnswer): void;
  /** Gives `type` back its usual answer (the simulator's `host.unscript`). */
  unscript(type: string): void;
  /** Calls the page's `window.initialize(context, callback)` (again), waiting up to `timeoutMs` for it to be defined. */
  initialize(context: InitializeContext | undefined, timeoutMs: number): Promise<InitializeResult>;
  /** The items the page added through `initialize`'s callback (valid calls only), in order. */
  selectorItems(): SelectorItem[];
  /** How many times the app's page loaded in this run (its own reloads included). */
  pageLoads(): number;
  pending(type?: string): KitRequest[];
  answer(target: string, response: unknown): KitRequest;
  cancel(target: string): KitRequest;
  fail(target: string, error: HostErrorInfo): KitRequest;
  requests(): KitRequest[];
  events(): KitEvent[];
  appSteps(): AppStep[];
  /** This run as a scenario (what the host did and answered, what the app sent). */
  scenario(): Scenario;
  waitForRequest(type: string, timeoutMs: number): Promise<KitRequest>;
  waitForEvent(type: string, timeoutMs: number): Promise<KitEvent>;
  /** Plays the host's steps (pushes, events, env changes) each once the app's steps and the host's answers before it happened; resolves with the app's steps. */
  drive(
    steps: HostStep[] | AppStep[] | (HostStep | AppStep)[],
    timeoutMs: number,
    latencyScale?: number,
  ): Promise<AppStep[]>;
}

/** The global the page's control object is on. */
export const KIT_GLOBAL = "__hostbridgeKit";
