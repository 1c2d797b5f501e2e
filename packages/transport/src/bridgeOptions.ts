// The public types of the bridge: its options, per-call options, handlers and the Bridge itself.
import type {
  AdminApiMap,
  DsrApiMap,
  HighLevelApiMap,
  Mode,
  OpenRecord,
  ServiceRequestInfo,
  ServiceResponse,
  TraceContext,
  UiApiMap,
  Wire,
} from "@hostbridge/protocol-types";
import type { Cased, Casing } from "./casing";
import type { ActivityHook } from "./activity";
import type { BridgeLogger } from "./log";
import type { OriginPattern } from "./origin";
import type { Transport } from "./transport";
import type { PushKind, RequestKind } from "@hostbridge/protocol-types/wire";

export type { PushKind, RequestKind };

/** How much the bridge logs: nothing (default), one line per message, or whole (redacted) envelopes. */
export type LogLevel = "off" | "info" | "debug";

/** `"postmessage"` (default): every request goes to the host. `"prefer-online"`: see `onlineHandlers`. */
export type FetchMode = "postmessage" | "prefer-online";

/**
 * @deprecated Use {@link PushKind} (the same union: `"ui" | "admin" | "dsr"`, the kind of a message
 * the host pushes). Kept as an alias; it goes in the next major.
 */
export type MessageKind = PushKind;

/**
 * The operations of a request kind, from the registry: `svc` carries the UI and the high-level
 * operations, `admin` and `dsr` their own.
 */
export type OperationsOf<K extends RequestKind> = K extends "admin"
  ? AdminApiMap
  : K extends "dsr"
    ? DsrApiMap
    : UiApiMap & HighLevelApiMap;

/** The response body of operation `T` of kind `K`, from the registry (`unknown` for a type it does not list). */
export type ResponseOf<K extends RequestKind, T extends string> = T extends keyof OperationsOf<K>
  ? OperationsOf<K>[T] extends { response: infer Response }
    ? Response
    : unknown
  : unknown;

/** Removes the handler it was returned for. Calling it again does nothing. */
export type Unsubscribe = () => void;

/** What an online handler gets besides the payload. */
export interface OnlineHandlerContext {
  /** The request type being served. */
  type: string;
  /** Aborted when the request settles another way (timeout, abort, dispose): stop work then. */
  signal: AbortSignal;
}

/**
 * Serves one request type without the host (`fetchMode: "prefer-online"`): receives the payload in
 * the app's casing and returns (or resolves) the response body in the app's casing. Throwing or
 * rejecting makes the bridge ask the host instead (the error goes to `errorLogger`).
 */
export type OnlineHandler = {
  bivariant(payload: never, context: OnlineHandlerContext): unknown;
}["bivariant"];

/** Per-call options of `request`, `requestAdmin` and `requestDsr`. */
export interface RequestOptions {
  /**
   * Milliseconds to wait for the response before rejecting with `REQUEST_TIMEOUT`; `0` or `Infinity`
   * waits forever. Default: the bridge's `timeout` (30 s), except for operations that wait for a person
   * (`INTERACTIVE_METHOD_TYPES`: pickers, sharing dialogs, prompts, share sheet), which wait forever.
   */
  timeout?: number | undefined;
  /** Aborting it rejects the request with `REQUEST_ABORTED` (the signal's `reason` as `cause`). */
  signal?: AbortSignal | undefined;
}

/** How long the `auto` wire waits for the host to answer post-robot's hello, in milliseconds. */
export const WIRE_PROBE_TIMEOUT = 1000;

/** Options of {@link createBridge}: the spec's ApiOptions plus HostBridge's own. All optional. */
export interface BridgeOptions<C extends Casing = Casing> {
  /**
   * Key casing of payloads in the app's code. `"snake"` (default) converts nothing. `"camel"`
   * converts outgoing keys camel -> snake and incoming keys snake -> camel, deeply, leaving the
   * contents of opaque maps (`context`, `metadata`, `filters`, `records`, `data`, ...) untouched.
   * The TypeScript types follow (see `Cased`).
   */
  casing?: C | undefined;
  /** `"off"` (default), `"info"` (one line per message) or `"debug"` (redacted envelopes, dropped messages). */
  logLevel?: LogLevel | undefined;
  /**
   * Called with every error the bridge sees: failed requests (not aborts or disposal), throwing app
   * handlers, failing online handlers, the unsafe-origin warning and, at `logLevel: "debug"`, dropped
   * inbound messages. Its return value is ignored and its own exceptions are swallowed.
   */
  errorLogger?: ((value: unknown) => string | void) | undefined;
  /** Where log lines go when `logLevel` is not `"off"`. Default: `console`. Secrets are always redacted. */
  logger?: BridgeLogger | undefined;
  /**
   * The request hook: called once for every request (when it settles), pushed message, event, emit
   * and wire decision, with its id, type, environment, wire, start and end times, outcome and size
   * (`BridgeActivity`; values redacted). Never throws into the bridge; costs nothing when unset.
   * `@hostbridge/opentelemetry` turns it into spans; the inspector (`@hostbridge/sdk/inspector`)
   * shows it.
   */
  onActivity?: ActivityHook | undefined;
  /**
   * Opt-in W3C trace context on outgoing requests (off when unset): called as each request is sent
   * by envelope (`SVC_REQUEST`, `ADMIN_REQUEST`, `DSR_REQUEST`) with its id and type; the
   * `traceparent` (and `tracestate`) it returns go beside the envelope's `type`, fields a host may
   * ignore (docs/protocol.md "Trace context"). Never on the platform wire. `undefined` sends none; what
   * it throws is swallowed. `@hostbridge/opentelemetry`'s hook has one: `traceContext: hook.traceContext`.
   */
  traceContext?: ((id: string, type: string) => TraceContext | undefined) | undefined;
  /** `"postmessage"` (default) or `"prefer-online"` (try `onlineHandlers` first, fall back to the host). */
  fetchMode?: FetchMode | undefined;
  /** With `fetchMode: "prefer-online"`: request type -> handler that serves it without the host. */
  onlineHandlers?: Readonly<Record<string, OnlineHandler | undefined>> | undefined;
  /**
   * The host's origin(s) (web): an exact origin, a RegExp or a list. Default: `location.ancestorOrigins[0]`,
   * else the origin of `document.referrer`. Without any, calls reject with `ORIGIN_NOT_CONFIGURED`.
   */
  hostOrigin?: OriginPattern | undefined;
  /** UNSAFE: post with `"*"` and accept any origin when no `hostOrigin` is given (warns once). Default `false`. */
  unsafeAllowAnyOrigin?: boolean | undefined;
  /** Use this transport instead of choosing one (the bridge then never closes it). */
  transport?: Transport | undefined;
  /**
   * The host platform, which picks the transport: `"auto"` (default) detects a native WebView bridge
   * (iOS `window.webkit.messageHandlers[nativeHandlerName]`, Android `window[nativeHandlerName]`,
   * Windows `window.chrome.webview`) and otherwise uses `postMessage` to the parent window (`"WEB"`).
   */
  platform?: Mode | "auto" | undefined;
  /** Native hosts: the iOS message handler / Android interface name. Default `"hostBridge"`. */
  nativeHandlerName?: string | undefined;
  /** Native iOS/Android hosts: the global function the host calls to deliver messages. Default `"hostBridgeReceive"`. */
  nativeReceiverName?: string | undefined;
  /** Default request timeout in milliseconds (`0`/`Infinity`: none). Default `30000`. */
  timeout?: number | undefined;
  /**
   * Which wire to speak (docs/protocol.md "Two wires"): `"envelopes"` (the spec's `SVC_*`,
   * `ADMIN_*`, `DSR_*` envelopes), `"platform"` (what the platform's deployed hosts speak: post-robot
   * 10 messages for `ui`/`admin`/`dsr`, `SVC_*` for high-level requests, `broadcast` for events) or
   * `"auto"` (default): on the window transport the bridge creates itself, before the first
   * `ui`/`admin`/`dsr` request (or the first handler) it sends post-robot's `postrobot_hello` to the
   * host and speaks `"platform"` when the host answers within {@link WIRE_PROBE_TIMEOUT} ms, else
   * `"envelopes"`; the answer is kept for the bridge's life. On an injected or native transport
   * `"auto"` means `"envelopes"`. Inbound, both wires are always accepted.
   */
  wire?: Wire | "auto" | undefined;
}

/** Receives an event's body (in the app's casing) and the event's `{ id, type, body }`. */
export type EventHandler<Body = unknown> = (
  body: Body,
  event: ServiceRequestInfo<string, Body>,
) => unknown;

/** Receives a pushed message's payload (in the app's casing) and which message it is. */
export type MessageHandler<Payload = unknown> = (
  payload: Payload,
  message: { kind: PushKind; type: string },
) => unknown;

/**
 * The app-side bridge: requests with correlation, timeouts and cancellation; events both ways;
 * messages pushed by the host. Created by {@link createBridge}; generic over the casing `C` so
 * payload types follow it (type parameters describe wire, snake_case shapes).
 */
export interface Bridge<C extends Casing = "snake"> {
  /** The casing the bridge was created with. */
  readonly casing: C;
  /**
   * Sends a `SVC_REQUEST` (`impact` and `ui` operations) and resolves the `SVC_RESPONSE` with status
   * `ok`; status `error` rejects with a {@link HostError}. Also rejects on timeout, abort, disposal
   * and configuration errors (at once, when there is no host origin).
   */
  request<Res = OpenRecord>(
    type: string,
    body?: object,
    options?: RequestOptions,
  ): Promise<ServiceResponse<string, Cased<Res, C>>>;
  /**
   * Sends operation `type` as a request of `kind` (`svc`: a `SVC_REQUEST`, or on the platform wire
   * what the platform sends for it; `admin`, `dsr`) and resolves the response body, typed from the
   * registry (`ResponseOf`). An error answer rejects with a {@link HostError}; so do timeouts,
   * aborts, disposal and configuration errors, as for {@link Bridge.request}.
   */
  call<K extends RequestKind, T extends string>(
    kind: K,
    type: T,
    payload?: unknown,
    options?: RequestOptions,
  ): Promise<Cased<ResponseOf<K, T>, C>>;
  /** Sends an `ADMIN_REQUEST` and resolves the response `body`; an `error` in the response rejects with a {@link HostError}. */
  requestAdmin<Res = unknown>(
    type: string,
    data?: unknown,
    options?: RequestOptions,
  ): Promise<Cased<Res, C>>;
  /** Sends a `DSR_REQUEST` and resolves the response `body`; an `error` in the response rejects with a {@link HostError}. */
  requestDsr<Res = unknown>(
    type: string,
    data?: unknown,
    options?: RequestOptions,
  ): Promise<Cased<Res, C>>;
  /**
   * Sends an event to the host: a `SVC_EVENT` on the envelope wire, the high-level request
   * `broadcast` with `{ type, body }` on the platform wire. Throws when the message cannot be sent
   * (while the `auto` wire is still being probed, failures go to `errorLogger` instead).
   */
  emit(eventKey: string, body?: unknown): void;
  /** Calls `handler` for each `SVC_EVENT` from the host with this key (`"*"`: every key). */
  onEvent<Body = unknown>(eventKey: string, handler: EventHandler<Cased<Body, C>>): Unsubscribe;
  /** Calls `handler` for each pushed message of this kind and type (`"*"`: every type of the kind). */
  onMessage<Payload = unknown>(
    kind: PushKind,
    type: string,
    handler: MessageHandler<Cased<Payload, C>>,
  ): Unsubscribe;
  /**
   * Resolves the wire the bridge speaks (see `wire`): at once when it is known, else after the
   * probe of the host (which this starts).
   */
  resolveWire(): Promise<Wire>;
  /** Hands `value` to the bridge's `errorLogger` (for wrappers reporting their own failures); never throws. */
  reportError: (value: unknown) => void;
  /** Requests still waiting for a response (for leak checks). */
  readonly pendingCount: number;
  /** Registered event and message handlers (for leak checks). */
  readonly listenerCount: number;
  /** Whether {@link Bridge.dispose} was called. */
  readonly disposed: boolean;
  /**
   * Rejects every pending request with `TRANSPORT_CLOSED`, removes every handler and every listener
   * the bridge added, and closes the transport it created (not an injected one). Idempotent; later
   * calls reject/throw `TRANSPORT_CLOSED`.
   */
  dispose(): void;
}
