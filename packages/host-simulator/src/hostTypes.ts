import type { AppSettingsOptions, HostedApp } from "./appSettings";
import type { IframeDataMessage, IframeHostAction } from "./appTypes/iframeDataMessages";
import type {
  InitializeContext,
  InitializeOptions,
  InitializeResult,
  SelectorItem,
} from "./appTypes/initializeMessages";
import type {
  AdminMessageMap,
  DsrMessageMap,
  EventKey,
  EventMap,
  HostErrorInfo,
  InteractiveMethodType,
  JsApiLocation,
  Mode,
  ServiceEnv,
  UiMessageMap,
  Wire,
} from "@hostbridge/protocol-types";
import type { Transport } from "@hostbridge/transport";
import type { DeepPartial, FixtureOverrides, HostFixtures } from "./fixtures/hostFixtures";
import type { HostSimulatorError } from "./errors";
import type { HostWire } from "./wire/hostWire";
import type { RecordedRequest, RequestStatus, SentError } from "./recorded";
import type { ScriptedAnswer, StreamOptions, WaitingListener } from "./waiting";
import type {
  OperationEnvironment,
  OperationRequest,
  OperationResponse,
  OperationType,
} from "./operations";

export type { RecordedRequest, RequestStatus, SentError, StreamOptions };

/** One event the app emitted, as the host recorded it. */
export interface RecordedEvent {
  /** The event id (`request.id`). */
  readonly id: string;
  /** The event key (`request.type`). */
  readonly type: string;
  /** The event body as received. */
  readonly body: unknown;
  /** The inbound envelope exactly as received. */
  readonly envelope: unknown;
  /** Whether the key is an event key of the protocol and the body passes its schema. */
  readonly valid: boolean;
  /** Why the event is not valid (empty when it is). */
  readonly issues: readonly string[];
  /** When the host received it (`Date.now()`). */
  readonly receivedAt: number;
}

/** Fields every traffic entry has. */
interface TrafficBase {
  /** `in`: from the app; `out`: to the app. */
  readonly direction: "in" | "out";
  /** `Date.now()` when it happened. */
  readonly at: number;
  /** The envelope as it crossed the transport (a post-robot frame is a JSON string). */
  readonly envelope: unknown;
  /** The wire it travelled on (not set on dropped values). */
  readonly wire?: Wire | undefined;
}

/**
 * One entry of the host's traffic log: a request received, a response sent, an event in either
 * direction, a message pushed, or an inbound value dropped because it is not an envelope.
 */
export type TrafficEntry =
  | (TrafficBase & {
      readonly kind: "request";
      readonly direction: "in";
      readonly env: OperationEnvironment;
      readonly type: string;
      readonly id: string;
    })
  | (TrafficBase & {
      readonly kind: "response";
      readonly direction: "out";
      readonly env: OperationEnvironment;
      readonly type: string;
      readonly id: string;
      readonly status: "ok" | "error";
      readonly latencyMs: number;
    })
  | (TrafficBase & {
      readonly kind: "event";
      readonly type: string;
      readonly id: string;
      readonly valid: boolean;
      readonly issues: readonly string[];
    })
  | (TrafficBase & {
      readonly kind: "message";
      readonly direction: "out";
      readonly env: "ui" | "admin" | "dsr";
      readonly type: string;
      /** What the host sent, before the wire encoded it: the push's payload, an `IFRAME_DATA_MESSAGE`'s data, `initialize`'s context. */
      readonly body?: unknown;
    })
  | (TrafficBase & { readonly kind: "dropped"; readonly direction: "in"; readonly reason: string });

/** Receives each traffic entry as it happens. */
export type TrafficListener = (entry: TrafficEntry) => void;

/** Options of `host.on(listener, options)`. */
export interface TrafficListenerOptions {
  /**
   * Give the listener a redacted copy of each entry (token values, the values of `access_token`,
   * `id_token`, `token_claims` and other secret keys, and credentials inside strings such as a
   * URL's `?access_token=` replaced by `"[redacted]"`), safe to print in a live log. Default `true`; set `false` to receive the raw entries.
   */
  redact?: boolean;
}

/** What a custom handler receives besides the payload. */
export interface HandlerContext<K extends OperationType = OperationType> {
  /** The operation type. */
  readonly type: K;
  /** The environment the operation belongs to. */
  readonly env: OperationEnvironment;
  /** The request id. */
  readonly requestId: string;
  /** The inbound envelope as received. */
  readonly envelope: unknown;
  /** The payload exactly as received (the handler's first argument has the schema's defaults filled in). */
  readonly rawPayload: unknown;
  /** The host's live data; changes are seen by later requests. */
  readonly fixtures: HostFixtures;
  /** The simulated platform. */
  readonly mode: Mode;
  /** The simulated environment. */
  readonly location: JsApiLocation;
  /** The host, to push messages or emit events from a handler. */
  readonly host: Host;
  /** Aborted when the host is disposed. */
  readonly signal: AbortSignal;
  /**
   * The simulator's default answer for this request (fixture-backed; for interactive operations the
   * canned answer a person would give), to wrap or adjust it. Throws like the default would.
   */
  fallback(): OperationResponse<K>;
}

/**
 * A custom answer for operation `K`: return (or resolve) the response body; throw (or reject) to
 * answer with an error. A thrown {@link HostSimulatorError}, or any error with a string `code`,
 * chooses the error code the app receives (none when it has none, as from the platform); its
 * `details` are sent too.
 */
export type HostHandler<K extends OperationType> = (
  payload: OperationRequest<K>,
  context: HandlerContext<K>,
) => OperationResponse<K> | Promise<OperationResponse<K>>;

/** Custom answers by operation type; each one replaces the simulator's default for that operation. */
export type HostHandlers = { [K in OperationType]?: HostHandler<K> };

/** Every message type a host pushes, with its payload. */
export type PushMessageMap = UiMessageMap & AdminMessageMap & DsrMessageMap;

/** One of the message types a host pushes (UI, admin or DSR). */
export type PushMessageType = keyof PushMessageMap;

/** How UI messages are put on the wire. */
export type UiMessageFormat = "auto" | "wrapped" | "bare";

/** Options of `host.push`. */
export interface PushOptions {
  /**
   * `wrapped`: `{ id, type: "UI_MESSAGE", body: { type, body } }`; `bare`: the UiMessageEnvelope
   * `{ type, body }` native hosts send. Default: the host's `uiMessageFormat`. Ignored for admin
   * and DSR messages.
   */
  format?: UiMessageFormat;
  /** Send even if the payload fails its schema (to test how an app copes with a bad host). Default `false`. */
  skipValidation?: boolean;
}

/** Options of `host.emit`. */
export interface EmitOptions {
  /** Send even if the body fails its schema or the event does not exist on the simulated platform. Default `false`. */
  skipValidation?: boolean;
}

/** Options of `host.waitForRequest` and `host.waitForEvent`. */
export interface WaitOptions {
  /** Milliseconds to wait before rejecting with `WAIT_TIMEOUT`. Default `2000`. */
  timeout?: number;
}

/** Options of `host.updateEnv`. */
export interface UpdateEnvOptions {
  /**
   * Tell the app: the `env_changed` event (ui and impact locations), or the `admin_env_changed` /
   * `dsr_env_changed` message (admin and dsr locations). Default `true`.
   */
  notify?: boolean;
}

/** Options of {@link createHost}. Give either `transport`, or `iframe` with `appOrigin`. */
export interface HostOptions {
  /** The host end of any transport (for example the second end of `createMemoryTransportPair()`). */
  transport?: Transport;
  /** The app's iframe, in a browser page: the host talks to `iframe.contentWindow` over `postMessage`. */
  iframe?: HTMLIFrameElement;
  /** The app's origin (`"https://app.example.com"`), required with `iframe`: messages are posted to it and accepted only from it. */
  appOrigin?: string;
  /**
   * Which wire the host answers: `"both"` (default: the spec's envelopes and the platform's
   * deployed wire, each answered in the wire it came in; pushes and events go in the wire the app
   * spoke last, envelopes until it speaks the platform wire), or only `"envelopes"` / `"platform"`
   * (the other wire's messages are dropped), to test an app against each kind of host.
   */
  wire?: HostWire | undefined;
  /** The environment the app runs in: `ui` (default), `impact`, `admin` or `dsr`. Sets `client_type` and which env message `updateEnv` sends. */
  location?: JsApiLocation;
  /** The platform simulated: `WEB` (default, unless `env`/`fixtures` say otherwise), `IOS`, `WINDOWS`, `ANDROID`. Decides the platform-only CRM operations, events and the UI message format. */
  mode?: Mode;
  /** Overrides of the environment record, merged deeply into the fixture env (`{ svc: { user: { first_name: "Ada" } } }`). */
  env?: DeepPartial<ServiceEnv>;
  /** Overrides of the default fixture data (each top-level key replaces the default; `env` merges). */
  fixtures?: FixtureOverrides;
  /** The app the host runs (app.json's name, ...): `get_app_config` answers under its name, others `NOT_FOUND`. */
  app?: HostedApp | undefined;
  /**
   * The app's settings form (`app.config.json`) and the values an admin saved in it: they become what
   * every `get_app_config` answers (under `settings`) and the start data's `settings`. Values the form
   * refuses throw `INVALID_OPTIONS`.
   */
  appSettings?: AppSettingsOptions | undefined;
  /**
   * Computed answers by operation type, replacing the defaults: a handler's returned (or resolved)
   * body answers the request, and a thrown (or rejected) error fails it. For a fixed answer, use
   * `host.script(type, answer)` instead (a standing script wins over a handler).
   */
  handlers?: HostHandlers;
  /**
   * Chooses an answer for a request ahead of the fixtures (called once per admitted request with
   * neither a standing script nor a custom handler): `answer`/`fail` after `delayMs`, `hang` never;
   * `undefined` for the usual way. A request that waits for a person (manual mode) starts waiting
   * first, then gets this answer. To chain several sources, pass `firstAnswer(...)`.
   */
  override?: (request: RecordedRequest) => ScriptedAnswer | undefined;
  /**
   * Operations that wait for a person (pickers, sharing dialogs, share sheet, prompt assistant):
   * `manual` (default) leaves them pending until `answer`/`cancel`/`fail`/`streamPromptAssistant`;
   * `auto` answers at once with a canned choice (the prompt assistant streams its answer first).
   */
  interactive?: "manual" | "auto";
  /**
   * Milliseconds between the chunks of a prompt-assistant answer the simulator streams itself
   * (`interactive: "auto"`), and before its final answer. Default `0`: all at once, in order.
   */
  streamDelay?: number;
  /**
   * Rewords the message of an error the fixtures answer with (an unknown id, CRM object or query
   * table: `NOT_FOUND`), for a tool that tells its user where to add records in its own terms.
   * Returns the message the app receives.
   */
  fixtureErrorMessage?: (error: HostSimulatorError) => string;
  /** How UI messages are sent: `auto` (default: bare for native modes' UI_NATIVE_MESSAGE_TYPES, wrapped otherwise), `wrapped` or `bare`. */
  uiMessageFormat?: UiMessageFormat;
  /** Answer requests of another environment than `location` with a `WRONG_LOCATION` error, like a real host would ignore them. Default `false`. */
  strictLocation?: boolean;
  /** Milliseconds to wait before answering each request, to simulate a real host. Default `0`. */
  latency?: number;
  /**
   * Push `ui_app_set_data` (from the fixtures) when the app starts, as the platform does: after the app's
   * first `ui_app_loaded` or `ui_embeddable_ready`, or, for an app that says neither, when
   * `host.pageLoaded()` reports its page loaded; and answer a canvas component's `iframe_loaded` with
   * its `set_data`. Default `true`; `false` (a replay's host, which sends only what it recorded) sends neither.
   */
  appSetDataOnReady?: boolean;
  /**
   * Called with problems the host cannot report to the app: a response that could not be sent, a
   * throwing traffic listener. Default: re-thrown asynchronously, so a test runner or the browser
   * console shows them.
   */
  onError?: (error: HostSimulatorError) => void;
}

/** Who a pending request is: its id, or its operation type (the oldest pending request of that type). */
export type RequestTarget = InteractiveMethodType | (string & {});

/** A simulated host: it answers the app's requests, pushes messages, fires events and records traffic. */
export interface Host {
  /** Every request received, oldest first (answered ones included). */
  readonly requests: readonly RecordedRequest[];
  /** Every event the app emitted, oldest first. */
  readonly events: readonly RecordedEvent[];
  /** The whole traffic log (raw, not redacted), oldest first. */
  readonly traffic: readonly TrafficEntry[];
  /** The live data the host answers from. */
  readonly fixtures: HostFixtures;
  /** The simulated environment. */
  readonly location: JsApiLocation;
  /** The simulated platform (the env's `mode`). */
  readonly mode: Mode;
  /** Whether `dispose()` was called. */
  readonly disposed: boolean;
  /** Which wire(s) the host answers (see `HostOptions.wire`); settable at any time. */
  wire: HostWire;
  /** The wire the app spoke last, once it sent something. */
  readonly appWire: Wire | undefined;
  /** Platform wire: whether the app subscribed to host events (`subscribe`). */
  readonly subscribed: boolean;
  /**
   * Pushes a message to the app (`ui_*` as UI_MESSAGE or bare, `admin_env_changed` as ADMIN_MESSAGE,
   * `dsr_env_changed` as DSR_MESSAGE), after checking the payload against its schema. The payload
   * may be left out for `ui_app_set_data`, `ui_app_update_data`, `ui_canvas_updated` and the env
   * messages: the fixtures provide it. Returns the envelope sent.
   */
  push<K extends PushMessageType>(
    type: K,
    payload?: PushMessageMap[K],
    options?: PushOptions,
  ): object | string;
  /** Fires an event (`SVC_EVENT`) to the app, after checking the body and the platform. Returns the envelope sent. */
  emit<K extends EventKey>(key: K, body?: EventMap[K], options?: EmitOptions): object;
  /** The requests waiting for a person (optionally only of one type), oldest first. */
  pending(type?: RequestTarget): RecordedRequest[];
  /** Answers a pending request with `response` (checked against the operation's response schema). Returns the record. */
  answer<K extends OperationType>(
    target: K | (string & {}),
    response: OperationResponse<K>,
  ): RecordedRequest;
  /** Answers a pending request as a person closing the dialog: `{ user_action: "cancelled" }` (the prompt assistant: a `USER_CANCELLED` error). */
  cancel(target: RequestTarget): RecordedRequest;
  /** Answers a pending request with an error. */
  fail(target: RequestTarget, error: HostErrorInfo): RecordedRequest;
  /**
   * From now on, answers every request of operation `type` with `answer`, until `unscript(type)`:
   * `{ kind: "answer", body, delayMs? }`, `{ kind: "fail", error: { message, code? }, delayMs? }` or
   * `{ kind: "hang" }` (never answered). It wins over `handlers` and `override`; a request that waits
   * for a person (manual mode) starts waiting first, then gets it. Setting it again replaces it.
   * Throws `INVALID_SCRIPT` for a type the protocol does not have or an answer that is not one (an
   * `answer` body is checked against the response schema unless `skipValidation`).
   */
  script(type: OperationType | (string & {}), answer: ScriptedAnswer): void;
  /** Gives `type` back its usual answer (a handler, `override`, a person, the fixtures). */
  unscript(type: OperationType | (string & {})): void;
  /**
   * Streams a pending prompt-assistant request: pushes one `ui_prompt_assistant_response_streamed`
   * message per chunk (`id`, `chunk`, `partial_response`), then answers `{ id, response }` with the
   * chunks joined. Resolves with the record once answered.
   */
  streamPromptAssistant(
    target: RequestTarget,
    chunks: readonly string[],
    options?: StreamOptions,
  ): Promise<RecordedRequest>;
  /**
   * Resolves with the oldest request of `type` (or matching the predicate) that no earlier
   * `waitForRequest` returned, waiting for one to arrive if needed. Rejects with `WAIT_TIMEOUT`.
   */
  waitForRequest(
    type: OperationType | (string & {}) | ((request: RecordedRequest) => boolean),
    options?: WaitOptions,
  ): Promise<RecordedRequest>;
  /** Like `waitForRequest`, for events the app emits. */
  waitForEvent(
    type: EventKey | (string & {}) | ((event: RecordedEvent) => boolean),
    options?: WaitOptions,
  ): Promise<RecordedEvent>;
  /** Calls `listener` each time a request starts waiting (manual mode), with a handle to settle it. Returns the unsubscribe function. */
  onWaiting(listener: WaitingListener): () => void;
  /** Calls `listener` with every traffic entry from now on (redacted unless `redact: false`). Returns the unsubscribe function. */
  on(listener: TrafficListener, options?: TrafficListenerOptions): () => void;
  /** Changes the environment record (deep merge) and, by default, tells the app. Returns the new `get_env` record. */
  updateEnv(patch: DeepPartial<ServiceEnv>, options?: UpdateEnvOptions): ServiceEnv;
  /**
   * Tells the host the app's page has loaded (the frame's `load` event). An app that has not said
   * `ui_app_loaded` or `ui_embeddable_ready` gets its start data (`ui_app_set_data`) now, as on the
   * platform; `{ reload: true }` starts a new page (the frame loaded again), which gets it anew.
   */
  pageLoaded(options?: { reload?: boolean }): void;
  /**
   * Sends a canvas component an `IFRAME_DATA_MESSAGE` action (`set_data`, `update_data`,
   * `canvas_updated`, `section_list_updated`), `data` defaulting to the fixtures' component data. The
   * host answers the component's `iframe_loaded` with `set_data` by itself. Returns the message sent.
   */
  iframeData(action: IframeHostAction, data?: unknown): IframeDataMessage;
  /**
   * Calls the page's `window.initialize(context, callback)`, as the platform does for a multimedia
   * selector or a popup, once the page has loaded and defined it (looking again every
   * `retryIntervalMs` until `maxAttempts`). The page must be on the host's origin. Records the call
   * (a message `initialize`) and each call of `callback` (an event `initialize:add-item`, judged).
   * Rejects with `CROSS_ORIGIN_FRAME`, `WAIT_TIMEOUT` (the page never defined it) or `HOST_DISPOSED`.
   */
  initialize(context: InitializeContext, options?: InitializeOptions): Promise<InitializeResult>;
  /** The items the page added through `initialize`'s callback (valid calls only), in order. */
  selectorItems(): SelectorItem[];
  /** Forgets the recorded requests, events and traffic (pending requests stay answerable). */
  clearTraffic(): void;
  /** Stops listening, closes a transport the host created, rejects pending waits. Idempotent. */
  dispose(): void;
}
