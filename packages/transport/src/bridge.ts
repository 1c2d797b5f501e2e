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
import { ERROR_CODES, HostBridgeError, HostError, isHostBridgeError } from "./errors";
import { parseInbound } from "./guards";
import type { RequestKind } from "./guards";
import { createId } from "./ids";
import { defaultLogger, redact } from "./log";
import type { BridgeLogger } from "./log";
import { createNativeTransport, detectPlatform } from "./nativeTransport";
import type { OriginPattern } from "./origin";
import { closedError } from "./transport";
import type { Transport } from "./transport";
import { createWindowTransport } from "./windowTransport";

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

// Envelope types app -> host, per request kind (checked against the protocol-types union).
const REQUEST_TYPES: MessageType[] = ["SVC_REQUEST", "ADMIN_REQUEST", "DSR_REQUEST"];

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
  const { casing = "snake" as C, errorLogger, onlineHandlers, logLevel } = options;
  const camel = casing == "camel";
  const level = logLevel == "debug" ? 2 : logLevel == "info" ? 1 : 0;
  // id -> [kind, type, settle(error, value, quiet)]
  const pending = new Map<
    string,
    [RequestKind, string, (error?: HostBridgeError, value?: unknown, quiet?: boolean) => void]
  >();
  const handlers = new Map<string, Set<[Handler]>>();
  let listeners = 0;
  let transport: Transport | undefined;
  let unlisten: (() => void) | undefined;
  let disposed = false;

  const logger = () => options.logger ?? defaultLogger();
  // debug lines carry redacted data; info lines carry none
  const log = (debug: 0 | 1, text: string, data?: unknown) => {
    if (level > debug)
      logger()[debug ? "debug" : "info"](`[hostbridge] ${text}`, ...(debug ? [redact(data)] : []));
  };
  const report = (value: unknown) => {
    try {
      errorLogger?.(value);
    } catch {
      // an errorLogger that throws must not break the bridge
    }
  };
  const convert = (value: unknown, toWire?: boolean, type?: string) =>
    camel ? convertKeys(value, !!toWire, type) : value;
  const check = () => {
    if (disposed) throw closedError("bridge");
  };

  const getTransport = () =>
    (transport ??=
      options.transport ??
      autoTransport(options, (message) =>
        errorLogger ? report(message) : logger().warn(message),
      ));
  const listen = () => (unlisten ??= getTransport().listen(onInbound, dropped));
  const send = (envelope: object, type: string) => {
    log(1, "send", envelope);
    try {
      getTransport().send(envelope);
    } catch (error) {
      throw isHostBridgeError(error)
        ? error
        : new HostBridgeError(
            ERROR_CODES.INVALID_PAYLOAD,
            `could not send "${type}" (${String(error)}); payloads must be plain cloneable data, without functions, DOM nodes or class instances`,
            { cause: error, requestType: type },
          );
    }
  };

  function dropped(reason: string, message: unknown) {
    if (level > 1) {
      log(1, `dropped an inbound message: ${reason}`, message);
      report(
        new HostBridgeError(ERROR_CODES.INVALID_PAYLOAD, `dropped an inbound message: ${reason}`, {
          detail: redact(message),
        }),
      );
    }
  }

  function dispatch(key: string, payload: unknown, info: unknown) {
    for (const k of new Set([key, key.replace(/:.*/, ":*")])) {
      const set = handlers.get(k);
      // (a handler removed during this dispatch, by another one or by dispose(), is not called)
      for (const entry of [...(set ?? [])]) {
        if (!set?.has(entry)) continue;
        try {
          const result = entry[0](payload, info) as PromiseLike<unknown> | undefined;
          if (typeof result?.then == "function") result.then(undefined, report);
        } catch (error) {
          report(error);
        }
      }
    }
  }

  function onInbound(raw: unknown) {
    let m;
    try {
      m = parseInbound(raw);
    } catch {
      // a hostile value (throwing getter, proxy) from a custom transport: dropped below
    }
    if (!m) return dropped("not a host -> app envelope", raw);
    log(1, "received", raw);
    if (m.t) {
      const info = convert(m.t == 1 ? m.info : m.payload) as ServiceRequestInfo<string, unknown>;
      const key = m.t == 1 ? `e:${m.info.type}` : `${m.kind}:${m.type}`;
      log(0, `received ${key}`);
      return m.t == 1
        ? dispatch(key, info.body, info)
        : dispatch(key, info, { kind: m.kind, type: m.type });
    }
    const entry = pending.get(m.id);
    if (!entry || entry[0] != m.kind || (m.type && m.type != entry[1])) {
      return dropped(`a response to no pending request (id ${m.id})`, raw);
    }
    const envelope = convert(raw);
    const body = convert(m.body);
    entry[2](
      m.failed ? new HostError(entry[1], body, envelope, m.error) : undefined,
      m.kind ? body : envelope,
    );
  }

  const call = (
    kind: RequestKind,
    type: string,
    payload: unknown,
    { timeout, signal }: RequestOptions = {},
  ) =>
    new Promise<unknown>((resolve, reject) => {
      check();
      const abortError = () =>
        new HostBridgeError(
          ERROR_CODES.REQUEST_ABORTED,
          `"${type}" was aborted by its AbortSignal`,
          {
            cause: signal?.reason,
            requestType: type,
          },
        );
      if (signal?.aborted) throw abortError();
      const id = createId();
      const online = options.fetchMode == "prefer-online" && onlineHandlers?.[type];
      const control = new AbortController();
      const ms =
        timeout ??
        ((INTERACTIVE_METHOD_TYPES as readonly string[]).includes(type)
          ? 0
          : (options.timeout ?? 30_000));
      const settle = (error?: HostBridgeError, value?: unknown, quiet?: boolean) => {
        if (!pending.delete(id)) return;
        clearTimeout(timer);
        signal?.removeEventListener("abort", onAbort);
        control.abort();
        log(0, `${type} ${id} ${error ? error.code : "ok"}`);
        if (!error) return resolve(value);
        if (!quiet) report(error);
        reject(error);
      };
      const onAbort = () => settle(abortError(), 0, true);
      const timer =
        ms > 0 && ms < 2 ** 31
          ? setTimeout(
              () =>
                settle(
                  new HostBridgeError(
                    ERROR_CODES.REQUEST_TIMEOUT,
                    `"${type}" got no response within ${ms} ms; the host may not support it or be busy (pass a longer { timeout })`,
                    { requestType: type },
                  ),
                ),
              ms,
            )
          : undefined;
      signal?.addEventListener("abort", onAbort);
      pending.set(id, [kind, type, settle]);
      log(0, `request ${type} ${id}`);

      const toHost = () => {
        if (!pending.has(id)) return;
        try {
          const body = convert(payload, true, type);
          listen();
          send(
            kind
              ? { id, type: REQUEST_TYPES[kind], body: { type, data: body } }
              : {
                  type: REQUEST_TYPES[0],
                  request: body === undefined ? { id, type } : { id, type, body },
                },
            type,
          );
        } catch (error) {
          settle(error as HostBridgeError);
        }
      };
      if (!online) return toHost();
      Promise.resolve()
        .then(() => online(payload as never, { type, signal: control.signal }))
        .then(
          (result) =>
            settle(
              undefined,
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
            log(0, `online handler for ${type} failed; asking the host`);
            toHost();
          },
        );
    });

  const subscribe = (key: string, fn: Handler): Unsubscribe => {
    check();
    listen();
    const set = handlers.get(key) ?? new Set();
    const entry: [Handler] = [fn];
    handlers.set(key, set.add(entry));
    listeners++;
    return () => {
      if (set.delete(entry)) listeners--;
      if (!set.size && handlers.get(key) == set) handlers.delete(key);
    };
  };

  return {
    casing,
    get pendingCount() {
      return pending.size;
    },
    get listenerCount() {
      return listeners;
    },
    get disposed() {
      return disposed;
    },
    reportError: report,
    request: (type, body, opts) => call(0, type, body, opts) as never,
    requestAdmin: (type, data, opts) => call(1, type, data, opts) as never,
    requestDsr: (type, data, opts) => call(2, type, data, opts) as never,
    emit(eventKey, body) {
      check();
      const id = createId();
      const wire = convert(body, true);
      log(0, `emit ${eventKey} ${id}`);
      try {
        send(
          {
            type: "SVC_EVENT",
            request:
              wire === undefined ? { id, type: eventKey } : { id, type: eventKey, body: wire },
          },
          eventKey,
        );
      } catch (error) {
        report(error);
        throw error;
      }
    },
    onEvent: (eventKey, handler) => subscribe(`e:${eventKey}`, handler as Handler),
    onMessage: (kind, type, handler) => subscribe(`${kind}:${type}`, handler as Handler),
    dispose() {
      if (disposed) return;
      disposed = true;
      for (const [, , settle] of [...pending.values()]) settle(closedError("bridge"), 0, true);
      for (const set of handlers.values()) set.clear();
      handlers.clear();
      listeners = 0;
      unlisten?.();
      if (!options.transport) transport?.close();
    },
  };
}

function autoTransport(options: BridgeOptions, warn: (message: string) => void): Transport {
  const { platform = "auto", nativeHandlerName: handlerName } = options;
  const mode = platform == "auto" ? detectPlatform(handlerName) : platform;
  return mode && mode != "WEB"
    ? createNativeTransport({
        platform: mode,
        handlerName,
        receiverName: options.nativeReceiverName,
      })
    : createWindowTransport({
        targetOrigin: options.hostOrigin,
        unsafeAllowAnyOrigin: options.unsafeAllowAnyOrigin,
        warn,
      });
}
