import { INTERACTIVE_METHOD_TYPES } from "@hostbridge/protocol-types";
import type {
  MessageType,
  Mode,
  OpenRecord,
  ServiceRequestInfo,
  ServiceResponse,
} from "@hostbridge/protocol-types";
import { convertKeys } from "./casing";
import type { Cased, Casing } from "./casing";
import { HostBridgeError, HostError, isHostBridgeError } from "./errors";
import { parseInbound } from "./guards";
import type { RequestKind } from "./guards";
import { createId } from "./ids";
import { defaultLogger, redact } from "./log";
import type { BridgeLogger } from "./log";
import { detectPlatform, nativeTransport } from "./nativeTransport";
import type { OriginPattern } from "./origin";
import { closedError } from "./transport";
import type { Transport } from "./transport";
import { windowTransport } from "./windowTransport";

/** How much the bridge logs: nothing (default), one line per message, or whole (redacted) envelopes. */
export type LogLevel = "off" | "info" | "debug";

/** `"postmessage"` (default): every request goes to the host. `"prefer-online"`: see `onlineHandlers`. */
export type FetchMode = "postmessage" | "prefer-online";

/** The family of a pushed host message: `UI_MESSAGE` (and bare UI envelopes), `ADMIN_MESSAGE`, `DSR_MESSAGE`. */
export type MessageKind = "ui" | "admin" | "dsr";

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
}

/** Receives an event's body (in the app's casing) and the event's `{ id, type, body }`. */
export type EventHandler<Body = unknown> = (
  body: Body,
  event: ServiceRequestInfo<string, Body>,
) => unknown;

/** Receives a pushed message's payload (in the app's casing) and which message it is. */
export type MessageHandler<Payload = unknown> = (
  payload: Payload,
  message: { kind: MessageKind; type: string },
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
  /** Sends a `SVC_EVENT` with this event key and body. Throws when the message cannot be sent. */
  emit(eventKey: string, body?: unknown): void;
  /** Calls `handler` for each `SVC_EVENT` from the host with this key (`"*"`: every key). */
  onEvent<Body = unknown>(eventKey: string, handler: EventHandler<Cased<Body, C>>): Unsubscribe;
  /** Calls `handler` for each pushed message of this kind and type (`"*"`: every type of the kind). */
  onMessage<Payload = unknown>(
    kind: MessageKind,
    type: string,
    handler: MessageHandler<Cased<Payload, C>>,
  ): Unsubscribe;
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

type Handler = (a: unknown, b: unknown) => unknown;
// settles a pending request: rejects with `error` (reported unless `quiet`), else resolves `value`
type Settle = (error?: HostBridgeError | 0 | false, value?: unknown, quiet?: 1) => void;

// Envelope types app -> host, by request kind (checked against the protocol-types union).
const REQUESTS = ["SVC_REQUEST", "ADMIN_REQUEST", "DSR_REQUEST"] satisfies MessageType[];

// A `{ id, type, body }` record (ServiceRequestInfo) without a `body` key when there is no body.
const requestInfo = (id: string, type: string, body: unknown) =>
  body === undefined ? { id, type } : { id, type, body };

/**
 * Creates the bridge an embedded app uses to talk to its host. Nothing is touched (no `window`, no
 * listener) until the first call that needs it, so it is safe to create during server-side rendering.
 *
 * @example
 * ```ts
 * import { createBridge } from "@hostbridge/transport";
 *
 * const bridge = createBridge({ hostOrigin: "https://host.example.com", casing: "camel" });
 * const off = bridge.onEvent("canvas_opened", (body) => console.log("opened", body));
 * const { response } = await bridge.request("ui_app_loaded");
 * console.log(response.status); // "ok"
 * off();
 * bridge.dispose();
 * ```
 */
export function createBridge<C extends Casing = "snake">(
  options: BridgeOptions<C> = {},
): Bridge<C> {
  const { casing = "snake" as C, errorLogger, logLevel, transport: injected } = options;
  // 0 off, 1 info, 2 debug
  const level = ["info", "debug"].indexOf(logLevel!) + 1;
  // id -> [kind, type, settle]
  const pending = new Map<string, [RequestKind, string, Settle]>();
  // [prefix ("" for events, else the message kind), type or "*", handler]; one entry per subscription
  const handlers = new Set<[string, string, Handler]>();
  let transport: Transport | undefined;
  let unlisten: (() => void) | undefined;
  let disposed: unknown;

  const logger = () => options.logger ?? defaultLogger();
  // one line per message: text only at info; at debug with the message, as redacted JSON
  const log = (text: string, data?: unknown) => {
    if (level)
      logger()[level > 1 ? "debug" : "info"](
        "[hostbridge] " + text,
        ...(level > 1 ? [redact(data)] : []),
      );
  };
  const report = (value: unknown) => {
    try {
      errorLogger?.(value);
    } catch {
      // an errorLogger that throws must not break the bridge
    }
  };
  const convert = (value: unknown, toWire?: 1, type?: string) =>
    casing == "camel" ? convertKeys(value, toWire, type) : value;
  const check = () => {
    if (disposed) throw closedError("bridge");
  };
  const getTransport = () => {
    if (!(transport ??= injected)) {
      const { platform, nativeHandlerName: handlerName } = options;
      const mode = platform && platform != "auto" ? platform : detectPlatform(handlerName);
      transport =
        mode && mode != "WEB"
          ? nativeTransport(mode, handlerName, options.nativeReceiverName)
          : windowTransport(options.hostOrigin, options.unsafeAllowAnyOrigin, (message) =>
              errorLogger ? report(message) : logger().warn(message),
            );
    }
    return transport;
  };
  const listen = () => (unlisten ??= getTransport().listen(onInbound, dropped));
  // sends an envelope, logged as `${verb} ${type} ${id}` (info) and in full (debug)
  const send = (envelope: object, verb: string, type: string, id: string) => {
    log(`${verb} ${type} ${id}`, envelope);
    try {
      getTransport().send(envelope);
    } catch (error) {
      throw isHostBridgeError(error)
        ? error
        : new HostBridgeError(
            "INVALID_PAYLOAD",
            `could not send "${type}" (${String(error)}); send plain data`,
            { cause: error, requestType: type },
          );
    }
  };

  function dropped(reason: string, message: unknown) {
    if (level > 1) {
      log((reason = "dropped an inbound message: " + reason), message);
      report(new HostBridgeError("INVALID_PAYLOAD", reason, { detail: redact(message) }));
    }
  }

  function onInbound(raw: unknown) {
    let reason = "not a host -> app envelope";
    try {
      const m = parseInbound(raw);
      if (m) {
        const [kind, key, value, x, error, echoed] = m;
        if (kind > 2) {
          const v = convert(value) as ServiceRequestInfo<string, unknown>;
          log(`received ${key || "event"}:${x as string}`, raw);
          // (a handler removed during this dispatch, by another one or by dispose(), is not called)
          for (const h of [...handlers])
            if (handlers.has(h) && h[0] == key && (h[1] == x || h[1] == "*"))
              try {
                Promise.resolve(key ? h[2](v, { kind: key, type: x }) : h[2](v.body, v)).catch(
                  report,
                );
              } catch (e) {
                report(e);
              }
          return;
        }
        const entry = pending.get(key);
        if (entry?.[0] === kind && (!echoed || echoed == entry[1])) {
          const envelope = convert(raw);
          const body = convert(value);
          return entry[2](
            !!x && new HostError(entry[1], body, envelope, error),
            kind ? body : envelope,
          );
        }
        reason = `no pending request has id ${key}`;
      }
    } catch {
      // a hostile value (throwing getter, proxy) from a custom transport: dropped below
    }
    dropped(reason, raw);
  }

  const call = (
    kind: RequestKind,
    type: string,
    payload: unknown,
    { timeout, signal }: RequestOptions = {},
  ) =>
    new Promise<never>((resolve, reject) => {
      check();
      const abortError = () =>
        new HostBridgeError("REQUEST_ABORTED", `"${type}" was aborted`, {
          cause: signal!.reason,
          requestType: type,
        });
      if (signal?.aborted) throw abortError();
      const id = createId();
      const online = options.fetchMode == "prefer-online" && options.onlineHandlers?.[type];
      // Only an online handler can observe the request's own signal: create it only then, so an
      // ordinary request does not pay for an AbortController (and its DOMException on abort).
      const control = online ? new AbortController() : 0;
      const ms =
        timeout ??
        ((INTERACTIVE_METHOD_TYPES as readonly string[]).includes(type)
          ? 0
          : (options.timeout ?? 30_000));
      const settle: Settle = (error, value, quiet) => {
        if (pending.delete(id)) {
          clearTimeout(timer as never);
          signal?.removeEventListener("abort", onAbort);
          if (control) control.abort();
          log(`${type} ${id} ${error ? error.code : "ok"}`, error || value);
          if (!error) return resolve(value as never);
          if (!quiet) report(error);
          reject(error);
        }
      };
      const onAbort = () => settle(abortError(), 0, 1);
      const timer =
        ms > 0 &&
        ms < 2 ** 31 &&
        setTimeout(
          () =>
            settle(
              new HostBridgeError(
                "REQUEST_TIMEOUT",
                `no response to "${type}" in ${ms} ms; pass a longer \`timeout\``,
                { requestType: type },
              ),
            ),
          ms,
        );
      signal?.addEventListener("abort", onAbort);
      pending.set(id, [kind, type, settle]);

      const toHost = () => {
        if (pending.has(id))
          try {
            const body = convert(payload, 1, type);
            listen();
            send(
              kind
                ? { id, type: REQUESTS[kind], body: { type, data: body } }
                : { type: REQUESTS[0], request: requestInfo(id, type, body) },
              "request",
              type,
              id,
            );
          } catch (error) {
            settle(error as HostBridgeError);
          }
      };
      if (!online) return toHost();
      Promise.resolve()
        .then(() => online(payload as never, { type, signal: (control as AbortController).signal }))
        .then(
          (result) =>
            settle(
              0,
              kind
                ? result
                : {
                    type: "SVC_RESPONSE",
                    request: { id, type, body: payload },
                    response: { status: "ok", body: result },
                  },
            ),
          (error: unknown) => {
            report(error);
            toHost();
          },
        );
    });

  const subscribe = (prefix: string, type: string, handler: Handler): Unsubscribe => {
    check();
    listen();
    const entry: [string, string, Handler] = [prefix, type, handler];
    handlers.add(entry);
    return () => handlers.delete(entry);
  };

  return {
    casing,
    get pendingCount() {
      return pending.size;
    },
    get listenerCount() {
      return handlers.size;
    },
    get disposed() {
      return !!disposed;
    },
    reportError: report,
    request: (type, body, opts) => call(0, type, body, opts),
    requestAdmin: (type, data, opts) => call(1, type, data, opts),
    requestDsr: (type, data, opts) => call(2, type, data, opts),
    emit(eventKey, body) {
      check();
      const id = createId();
      try {
        send(
          { type: "SVC_EVENT", request: requestInfo(id, eventKey, convert(body, 1)) },
          "emit",
          eventKey,
          id,
        );
      } catch (error) {
        report(error);
        throw error;
      }
    },
    onEvent: (eventKey, handler) => subscribe("", eventKey, handler as Handler),
    onMessage: (kind, type, handler) => subscribe(kind, type, handler as Handler),
    dispose() {
      if (!disposed) {
        disposed = 1;
        pending.forEach((entry) => entry[2](closedError("bridge"), 0, 1));
        handlers.clear();
        unlisten?.();
        if (!injected) transport?.close();
      }
    },
  };
}
