// The bridge an app talks to its host through. It wires the rooms together, in the order data
// flows: the transport (chosen here), the wire (./wireProbe) and its codecs (./wire), the pending
// requests (./requestTracker), the inbound dispatcher (./inboundDispatcher) and the app's handlers
// (./subscriptions).
import {
  PEER_CONNECTIVITY_EVENT,
  PLATFORM_BROADCAST,
  PLATFORM_SUBSCRIBE,
  POST_ROBOT_HELLO,
} from "@hostbridge/protocol-types";
import type { Wire } from "@hostbridge/protocol-types";
import { createBridgeLog } from "./bridgeLog";
import type {
  Bridge,
  BridgeOptions,
  EventHandler,
  MessageHandler,
  RequestOptions,
  Unsubscribe,
} from "./bridgeOptions";
import { convertKeys } from "./casing";
import type { Casing } from "./casing";
import { HostBridgeError, isHostBridgeError } from "./errors";
import { createId } from "./ids";
import { createInboundDispatcher } from "./inboundDispatcher";
import { detectPlatform, nativeTransport } from "./nativeTransport";
import { abortError, createRequestTracker, timeoutFor } from "./requestTracker";
import type { Settle } from "./requestTracker";
import { createSubscriptions } from "./subscriptions";
import type { SubscriptionFamily, SubscriptionHandler } from "./subscriptions";
import { findTopHostWindow } from "./topHostWindow";
import { closedError } from "./transport";
import type { Transport } from "./transport";
import { encodeEvent, encodeRequest, encodeServiceResponse } from "./wire/envelopeCodec";
import type { RequestKind } from "./wire/envelopeCodec";
import {
  encodeBareOperation,
  encodeHello,
  encodePlatformRequest,
  isBareUiOperation,
} from "./wire/platformCodec";
import { windowTransport } from "./windowTransport";
import { createWireProbe } from "./wireProbe";

// The SVC_RESPONSE a UI operation resolves with, when the platform wire answered it another way.
const okResponse = (id: string, type: string, payload: unknown, body: unknown) =>
  encodeServiceResponse(id, type, payload, "ok", body);

// UI operations are the `ui_*` types (UI_API_METHOD_TYPES); no high-level operation starts so.
const isUiOperation = (type: string) => type.startsWith("ui_");

/** Whether a request of `kind` and `type` goes by the platform wire's own means when that wire is spoken. */
const usesPlatformMeans = (kind: RequestKind, type: string) => kind != "svc" || isUiOperation(type);

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
  const { casing = "snake" as C, transport: injected } = options;
  const { log, report, dropped, warn } = createBridgeLog(options);
  const tracker = createRequestTracker(log, report);
  const subscriptions = createSubscriptions(report);
  let transport: Transport | undefined;
  let unlisten: (() => void) | undefined;
  // whether `transport` is the window transport the bridge created (not injected, not native)
  let ownWindow = false;
  // platform wire: the channel to the top-most host window; `null` when that is the parent
  let topHost: Transport | null | undefined;
  let disposed = false;
  let subscribed = false;

  const convert = (value: unknown, toWire?: boolean, type?: string) =>
    casing == "camel" ? convertKeys(value, toWire, type) : value;
  const check = () => {
    if (disposed) throw closedError("bridge");
  };
  const probe = createWireProbe(
    options.wire == "envelopes" || options.wire == "platform" ? options.wire : undefined,
    (id) => {
      listen();
      send(encodeHello(id), "hello", POST_ROBOT_HELLO, id);
    },
    () => startPlatform(),
    log,
  );

  /** The transport: the injected one, else a native bridge or the parent window (chosen once). */
  const getTransport = (): Transport => {
    if (transport ?? (transport = injected)) {
      if (transport == injected) probe.assume("envelopes");
      return transport;
    }
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
    const native = !!mode && mode != "WEB";
    ownWindow = !native;
    transport = native
      ? nativeTransport(mode, handlerName, options.nativeReceiverName)
      : windowTransport(options.hostOrigin, options.unsafeAllowAnyOrigin, warn);
    // `auto` probes only a window the bridge talks to itself: where the platform's hosts live
    probe.assume(native ? "envelopes" : undefined);
    return transport;
  };
  const onInbound = createInboundDispatcher({
    tracker,
    subscriptions,
    probe,
    convert: (value) => convert(value),
    log,
    report,
    dropped,
    answer: (frame) => getTransport().send(frame),
  });
  const listen = () => (unlisten ??= getTransport().listen(onInbound, dropped));

  /**
   * Platform wire: where a high-level request goes. The platform's client sends them to the top-most
   * host window (./topHostWindow); the bridge does so when that window is not the parent, over a
   * window transport pinned to that window and its exact origin. Else the bridge's transport.
   */
  const highLevelTransport = (): Transport => {
    if (topHost === undefined) {
      const found = ownWindow ? findTopHostWindow(options.hostOrigin) : undefined;
      topHost = found ? windowTransport(found.origin, false, warn, () => found.window) : null;
      topHost?.listen((raw) => onInbound(raw, true));
    }
    return topHost ?? getTransport();
  };

  /** Sends one message, logged as `${verb} ${type} ${id}` (info) and in full (debug). */
  const send = (
    message: object | string,
    verb: string,
    type: string,
    id: string,
    to: Transport = getTransport(),
  ) => {
    log(`${verb} ${type} ${id}`, message);
    try {
      to.send(message);
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

  /**
   * The platform wire's start: post-robot's hello (a post-robot host pushes only to a window that
   * said hello), then `subscribe` (its hosts may send events only to subscribed apps).
   */
  function startPlatform() {
    try {
      probe.sayHelloOnce();
    } catch (error) {
      report(error);
    }
    if (!subscribed && !disposed) {
      subscribed = true;
      call("svc", PLATFORM_SUBSCRIBE, undefined).catch(() => {});
    }
  }
  /** The wire, or the probe that decides it. */
  const chooseWire = () => (getTransport(), probe.choose());

  /** Posts one request on `wire`; a bare UI operation settles at once (it gets no answer). */
  function post(wire: Wire, kind: RequestKind, id: string, type: string, body: unknown) {
    const entry = tracker.pending.get(id);
    if (!entry) return;
    const platformMeans = wire == "platform" && usesPlatformMeans(kind, type);
    if (platformMeans && isBareUiOperation(type)) {
      send(encodeBareOperation(type, body), "post", type, id);
      return entry.settle(undefined, okResponse(id, type, body, undefined));
    }
    if (!platformMeans && kind == "svc" && probe.wire == "platform") {
      const to = highLevelTransport();
      entry.toTopHost = to == topHost;
      return send(encodeRequest(kind, id, type, body), "request", type, id, to);
    }
    if (!platformMeans) return send(encodeRequest(kind, id, type, body), "request", type, id);
    send(encodePlatformRequest(type, id, body), "request", type, id);
    tracker.expectAck(id);
  }

  /** Sends the request once its wire is known (a probe may be under way); failures settle it. */
  function toHost(settle: Settle, kind: RequestKind, id: string, type: string, payload: unknown) {
    if (!tracker.pending.has(id)) return;
    try {
      const body = convert(payload, true, type);
      listen();
      const wire = usesPlatformMeans(kind, type) ? chooseWire() : "envelopes";
      if (typeof wire == "string") return post(wire, kind, id, type, body);
      wire
        .then((w) => post(w, kind, id, type, body))
        .catch((error: HostBridgeError) => settle(error));
    } catch (error) {
      settle(error as HostBridgeError);
    }
  }

  function call(
    kind: RequestKind,
    type: string,
    payload: unknown,
    callOptions: RequestOptions = {},
  ) {
    const { timeout, signal } = callOptions;
    return new Promise<never>((resolve, reject) => {
      check();
      if (signal?.aborted) throw abortError(type, signal);
      const id = createId();
      const online = options.fetchMode == "prefer-online" && options.onlineHandlers?.[type];
      // Only an online handler can observe the request's own signal: create it only then, so an
      // ordinary request does not pay for an AbortController (and its DOMException on abort).
      const control = online ? new AbortController() : undefined;
      const settle = tracker.open(
        id,
        kind,
        type,
        timeoutFor(type, timeout, options.timeout),
        signal,
        control && (() => control.abort()),
        { resolve, reject },
      );
      if (!online) return toHost(settle, kind, id, type, payload);
      Promise.resolve()
        .then(() => online(payload as never, { type, signal: control!.signal }))
        .then(
          (result) =>
            settle(undefined, kind == "svc" ? okResponse(id, type, payload, result) : result),
          (error: unknown) => {
            report(error);
            toHost(settle, kind, id, type, payload);
          },
        );
    });
  }

  const subscribe = (
    family: SubscriptionFamily,
    type: string,
    handler: SubscriptionHandler,
  ): Unsubscribe => {
    check();
    listen();
    // a platform host pushes post-robot messages only to a window that said hello: probe now
    void chooseWire();
    return subscriptions.add(family, type, handler);
  };

  // Platform wire: whether the host's `get_env` says mode IOS (asked once per bridge; a failure is
  // "no"). The platform's client sends peer connectivity events only then.
  let hostIsIos: Promise<boolean> | undefined;
  const emitOn = (wire: Wire, eventKey: string, body: unknown) => {
    const broadcast = () =>
      void call("svc", PLATFORM_BROADCAST, { type: eventKey, body }).catch(() => {});
    if (wire == "platform" && eventKey == PEER_CONNECTIVITY_EVENT)
      return void (hostIsIos ??= call("svc", "get_env", undefined).then(
        (answer: { response: { body?: { mode?: unknown } } }) =>
          answer.response.body?.mode == "IOS",
        () => false,
      )).then((ios) => ios && broadcast());
    if (wire == "platform") return broadcast();
    const id = createId();
    send(encodeEvent(id, eventKey, convert(body, true)), "emit", eventKey, id);
  };

  return {
    casing,
    get pendingCount() {
      return tracker.pending.size;
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
        const wire = chooseWire();
        if (typeof wire == "string") return emitOn(wire, eventKey, body);
        wire.then((w) => emitOn(w, eventKey, body)).catch(report);
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
        tracker.settleAll(closedError("bridge"));
        subscriptions.clear();
        probe.cancel();
        unlisten?.();
        topHost?.close();
        if (!injected) transport?.close();
      }
    },
  };
}
