import {
  INTERACTIVE_METHOD_TYPES,
  PLATFORM_BROADCAST,
  PLATFORM_SUBSCRIBE,
  POST_ROBOT_ACK_TIMEOUT,
  POST_ROBOT_HELLO,
  POST_ROBOT_MESSAGE_TYPES,
} from "@hostbridge/protocol-types";
import type { PostRobotMessage, ServiceRequestInfo, Wire } from "@hostbridge/protocol-types";
import { WIRE_PROBE_TIMEOUT } from "./bridgeOptions";
import type {
  Bridge,
  BridgeOptions,
  EventHandler,
  MessageHandler,
  MessageKind,
  RequestOptions,
  Unsubscribe,
} from "./bridgeOptions";
import { convertKeys } from "./casing";
import type { Casing } from "./casing";
import { HostBridgeError, HostError, isHostBridgeError } from "./errors";
import { createId } from "./ids";
import { defaultLogger, redact } from "./log";
import { detectPlatform, nativeTransport } from "./nativeTransport";
import {
  decodeHostMessage,
  encodeEvent,
  encodeRequest,
  encodeServiceResponse,
} from "./wire/envelopeCodec";
import type { RequestKind } from "./wire/envelopeCodec";
import {
  answerFrame,
  claimAnswer,
  encodeBareOperation,
  encodeHello,
  encodePlatformRequest,
  idOfHash,
  isBareUiOperation,
  isPostRobotRequest,
  postRobotHash,
  pushKindOf,
} from "./wire/platformCodec";
import { decodePostRobotFrame } from "./wire/postRobotFrame";
import { closedError } from "./transport";
import type { Transport } from "./transport";
import { windowTransport } from "./windowTransport";

/** Settles a pending request: rejects with `error` (reported unless `quiet`), else resolves `value`. */
type Settle = (error: HostBridgeError | undefined, value?: unknown, quiet?: boolean) => void;

/** A request waiting for its answer. */
interface PendingRequest {
  kind: RequestKind;
  type: string;
  settle: Settle;
  /** Platform wire: rejects the request when the host does not acknowledge it in time. */
  ackTimer?: ReturnType<typeof setTimeout> | undefined;
}

/** One `onEvent` (family `"event"`) or `onMessage` registration. */
interface Subscription {
  family: "event" | MessageKind;
  type: string;
  handler: (payload: unknown, info: never) => unknown;
}

// The SVC_RESPONSE a UI operation resolves with, when the platform wire answered it another way.
const okResponse = (id: string, type: string, payload: unknown, body: unknown) =>
  encodeServiceResponse(id, type, payload, "ok", body);

// The wire this page's host answered a probe in: later bridges of the page start with it (a host
// does not change wire), so a page with several APIs pays for at most one probe.
let learnedWire: Wire | undefined;

// UI operations are the `ui_*` types (UI_API_METHOD_TYPES); no high-level operation starts so.
const isUiOperation = (type: string) => type.startsWith("ui_");

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
 * const { response } = await bridge.request("get_env");
 * console.log(response.status); // "ok"
 * off();
 * bridge.dispose();
 * ```
 */
export function createBridge<C extends Casing = "snake">(
  options: BridgeOptions<C> = {},
): Bridge<C> {
  const { casing = "snake" as C, errorLogger, logLevel, transport: injected } = options;
  const verbose = logLevel == "debug";
  const pending = new Map<string, PendingRequest>();
  const subscriptions = new Set<Subscription>();
  let transport: Transport | undefined;
  let unlisten: (() => void) | undefined;
  let disposed = false;
  // the wire, once known; the probe while `auto` waits for the host's answer to hello
  let wire: Wire | undefined =
    options.wire == "envelopes" || options.wire == "platform" ? options.wire : undefined;
  let probe: { promise: Promise<Wire>; done: (wire: Wire) => void } | undefined;

  const logger = () => options.logger ?? defaultLogger();
  // one line per message: text only at info; at debug with the message, as redacted JSON
  const log = (text: string, data?: unknown) => {
    if (logLevel == "info" || verbose)
      logger()[verbose ? "debug" : "info"](
        "[hostbridge] " + text,
        ...(verbose ? [redact(data)] : []),
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
      const w = globalThis.window as Window | undefined;
      // A framed page talks to its parent window: a native bridge (`chrome.webview` is in every
      // WebView2 page) must not take the traffic of a host that answers on the window.
      const mode =
        platform && platform != "auto"
          ? platform
          : w && w.parent != w
            ? "WEB"
            : detectPlatform(handlerName);
      transport =
        mode && mode != "WEB"
          ? nativeTransport(mode, handlerName, options.nativeReceiverName)
          : windowTransport(options.hostOrigin, options.unsafeAllowAnyOrigin, (message) =>
              errorLogger ? report(message) : logger().warn(message),
            );
      // `auto` probes only a window the bridge talks to itself: where the platform's hosts live
      wire ??= mode && mode != "WEB" ? "envelopes" : learnedWire;
    } else if (transport == injected) wire ??= "envelopes";
    return transport;
  };
  const listen = () => (unlisten ??= getTransport().listen(onInbound, dropped));
  // sends one message, logged as `${verb} ${type} ${id}` (info) and in full (debug)
  const send = (message: object | string, verb: string, type: string, id: string) => {
    log(`${verb} ${type} ${id}`, message);
    try {
      getTransport().send(message);
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

  // the platform wire's start: post-robot's hello (a post-robot host pushes only to a window that
  // said hello, and the `auto` probe is this hello), then `subscribe` (its hosts may send events
  // only to subscribed apps)
  let helloHash: string | undefined;
  let subscribed = false;
  const sayHello = () => {
    const id = createId();
    helloHash = postRobotHash(POST_ROBOT_HELLO, id);
    listen();
    send(encodeHello(id), "hello", POST_ROBOT_HELLO, id);
  };
  const startPlatform = () => {
    try {
      if (!helloHash) sayHello();
    } catch (error) {
      report(error);
    }
    if (!subscribed && !disposed) {
      subscribed = true;
      call("svc", PLATFORM_SUBSCRIBE, undefined).catch(() => {});
    }
  };

  /** The wire, or the probe that decides it (post-robot's hello, answered only by post-robot hosts). */
  const chooseWire = (): Wire | Promise<Wire> => {
    getTransport();
    if (wire == "platform") startPlatform();
    if (wire) return wire;
    if (!probe) {
      let resolve!: (wire: Wire) => void;
      const promise = new Promise<Wire>((r) => (resolve = r));
      const timer = setTimeout(() => done((learnedWire = "envelopes")), WIRE_PROBE_TIMEOUT);
      const done = (chosen: Wire) => {
        clearTimeout(timer);
        probe = undefined;
        wire = chosen;
        log(`wire ${chosen}`);
        resolve(chosen);
        if (chosen == "platform") startPlatform();
      };
      probe = { promise, done };
      try {
        sayHello();
      } catch {
        done("envelopes"); // (the request itself then fails with the reason, such as no host origin)
      }
    }
    return probe?.promise ?? wire!;
  };

  function dropped(reason: string, message: unknown) {
    if (verbose) {
      log((reason = "dropped an inbound message: " + reason), message);
      report(new HostBridgeError("INVALID_PAYLOAD", reason, { detail: redact(message) }));
    }
  }

  /** Calls every handler registered for this event or message (`"*"` matches every type). */
  function dispatch(family: Subscription["family"], type: string, payload: unknown, info: unknown) {
    // (a handler removed during this dispatch, by another one or by dispose(), is not called)
    for (const entry of [...subscriptions])
      if (
        subscriptions.has(entry) &&
        entry.family == family &&
        (entry.type == type || entry.type == "*")
      )
        try {
          Promise.resolve(entry.handler(payload, info as never)).catch(report);
        } catch (error) {
          report(error);
        }
  }

  /** A post-robot message from the host: a pushed message (a request to us), or an ack/response. */
  function onPostRobot(message: PostRobotMessage, raw: unknown) {
    if (isPostRobotRequest(message)) {
      const { name, data } = message;
      const family = pushKindOf(name);
      log(`received ${family ?? "post-robot"}:${name}`, raw);
      if (family) dispatch(family, name, convert(data), { kind: family, type: name });
      if (!message.fireAndForget && claimAnswer(message.id))
        try {
          getTransport().send(
            answerFrame(
              message,
              name == POST_ROBOT_HELLO
                ? { ok: true, data: { instanceID: createId() } }
                : family
                  ? { ok: true, data: undefined }
                  : { ok: false, error: { message: `No handler found for post message: ${name}` } },
            ),
          );
        } catch (error) {
          report(error);
        }
      return;
    }
    if (message.hash == helloHash) return probe?.done((learnedWire = "platform"));
    const id = idOfHash(message.name, message.hash);
    const entry = id === undefined ? undefined : pending.get(id);
    if (!entry || entry.type != message.name)
      return dropped(`no pending request has post-robot hash ${message.hash}`, raw);
    clearTimeout(entry.ackTimer);
    if (message.type == POST_ROBOT_MESSAGE_TYPES.ACK) return;
    const data = convert(message.ack == "success" ? message.data : message.error);
    if (message.ack == "success")
      entry.settle(
        undefined,
        entry.kind == "svc" ? okResponse(id!, entry.type, undefined, data) : data,
      );
    else {
      const info = (data ?? {}) as { message?: unknown; code?: unknown; data?: unknown };
      const hostError = {
        message: String(info.message),
        code: info.code as string,
        details: info.data,
      };
      entry.settle(new HostError(entry.type, data, convert(raw), hostError));
    }
  }

  function onInbound(raw: unknown) {
    let reason = "not a host -> app message";
    try {
      const frame = decodePostRobotFrame(raw);
      if (frame) return frame.forEach((message) => onPostRobot(message, raw));
      const m = decodeHostMessage(raw);
      if (m?.kind == "event") {
        const event = convert(m.event) as ServiceRequestInfo<string, unknown>;
        log(`received event:${event.type}`, raw);
        return dispatch("event", event.type, event.body, event);
      }
      if (m?.kind == "message") {
        log(`received ${m.family}:${m.type}`, raw);
        return dispatch(m.family, m.type, convert(m.payload), { kind: m.family, type: m.type });
      }
      if (m) {
        const entry = pending.get(m.id);
        if (entry?.kind === m.request && (!m.echoed || m.echoed == entry.type)) {
          const envelope = convert(raw);
          const body = convert(m.body);
          return entry.settle(
            m.failed ? new HostError(entry.type, body, envelope, m.error) : undefined,
            m.request == "svc" ? envelope : body,
          );
        }
        reason = `no pending request has id ${m.id}`;
      }
    } catch {
      // a hostile value (throwing getter, proxy) from a custom transport: dropped below
    }
    dropped(reason, raw);
  }

  /** Posts one request on `chosen` wire; a bare UI operation settles at once (it gets no answer). */
  function post(chosen: Wire, kind: RequestKind, id: string, type: string, body: unknown) {
    const entry = pending.get(id);
    if (!entry) return;
    const platformOperation = chosen == "platform" && (kind != "svc" || isUiOperation(type));
    if (platformOperation && isBareUiOperation(type)) {
      send(encodeBareOperation(type, body), "post", type, id);
      return entry.settle(undefined, okResponse(id, type, body, undefined));
    }
    if (platformOperation) {
      send(encodePlatformRequest(type, id, body), "request", type, id);
      entry.ackTimer = setTimeout(
        () =>
          entry.settle(
            new HostBridgeError(
              "REQUEST_TIMEOUT",
              `no ack for "${type}" in ${POST_ROBOT_ACK_TIMEOUT} ms; does the host speak the platform wire?`,
              { requestType: type },
            ),
          ),
        POST_ROBOT_ACK_TIMEOUT,
      );
      return;
    }
    send(encodeRequest(kind, id, type, body), "request", type, id);
  }

  function call(
    kind: RequestKind,
    type: string,
    payload: unknown,
    { timeout, signal }: RequestOptions = {},
  ) {
    return new Promise<never>((resolve, reject) => {
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
      const control = online ? new AbortController() : undefined;
      const ms =
        timeout ??
        ((INTERACTIVE_METHOD_TYPES as readonly string[]).includes(type)
          ? 0
          : (options.timeout ?? 30_000));
      const settle: Settle = (error, value, quiet) => {
        const entry = pending.get(id);
        if (entry && pending.delete(id)) {
          clearTimeout(timer);
          clearTimeout(entry.ackTimer);
          signal?.removeEventListener("abort", onAbort);
          control?.abort();
          log(`${type} ${id} ${error ? error.code : "ok"}`, error ?? value);
          if (!error) return resolve(value as never);
          if (!quiet) report(error);
          reject(error);
        }
      };
      const onAbort = () => settle(abortError(), undefined, true);
      const timer =
        ms > 0 && ms < 2 ** 31
          ? setTimeout(
              () =>
                settle(
                  new HostBridgeError(
                    "REQUEST_TIMEOUT",
                    `no response to "${type}" in ${ms} ms; pass a longer \`timeout\``,
                    { requestType: type },
                  ),
                ),
              ms,
            )
          : undefined;
      signal?.addEventListener("abort", onAbort);
      pending.set(id, { kind, type, settle });

      const toHost = () => {
        if (!pending.has(id)) return;
        try {
          const body = convert(payload, 1, type);
          listen();
          const chosen = kind != "svc" || isUiOperation(type) ? chooseWire() : "envelopes";
          if (typeof chosen == "string") return post(chosen, kind, id, type, body);
          chosen
            .then((w) => post(w, kind, id, type, body))
            .catch((error: HostBridgeError) => settle(error));
        } catch (error) {
          settle(error as HostBridgeError);
        }
      };
      if (!online) return toHost();
      Promise.resolve()
        .then(() => online(payload as never, { type, signal: control!.signal }))
        .then(
          (result) =>
            settle(undefined, kind == "svc" ? okResponse(id, type, payload, result) : result),
          (error: unknown) => {
            report(error);
            toHost();
          },
        );
    });
  }

  const subscribe = (
    family: Subscription["family"],
    type: string,
    handler: Subscription["handler"],
  ): Unsubscribe => {
    check();
    listen();
    // a platform host pushes post-robot messages only to a window that said hello: probe now
    void chooseWire();
    const entry: Subscription = { family, type, handler };
    subscriptions.add(entry);
    return () => subscriptions.delete(entry);
  };

  const emitOn = (chosen: Wire, eventKey: string, body: unknown) => {
    if (chosen == "platform")
      return void call("svc", PLATFORM_BROADCAST, { type: eventKey, body }).catch(() => {});
    const id = createId();
    send(encodeEvent(id, eventKey, convert(body, 1)), "emit", eventKey, id);
  };

  return {
    casing,
    get pendingCount() {
      return pending.size;
    },
    get listenerCount() {
      return subscriptions.size;
    },
    get disposed() {
      return disposed;
    },
    reportError: report,
    resolveWire: async () => {
      check();
      return chooseWire();
    },
    request: (type, body, opts) => call("svc", type, body, opts),
    requestAdmin: (type, data, opts) => call("admin", type, data, opts),
    requestDsr: (type, data, opts) => call("dsr", type, data, opts),
    emit(eventKey, body) {
      check();
      try {
        const chosen = chooseWire();
        if (typeof chosen == "string") return emitOn(chosen, eventKey, body);
        chosen.then((w) => emitOn(w, eventKey, body)).catch(report);
      } catch (error) {
        report(error);
        throw error;
      }
    },
    onEvent: (eventKey, handler) =>
      subscribe("event", eventKey, (body, event) => (handler as EventHandler)(body, event)),
    onMessage: (kind, type, handler) => subscribe(kind, type, handler as MessageHandler),
    dispose() {
      if (!disposed) {
        disposed = true;
        pending.forEach((entry) => entry.settle(closedError("bridge"), undefined, true));
        subscriptions.clear();
        probe?.done("envelopes");
        unlisten?.();
        if (!injected) transport?.close();
      }
    },
  };
}
