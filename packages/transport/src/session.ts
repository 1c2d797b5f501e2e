// The app's session with its host: one object owns every piece of state the bridge has, each under
// its own name in a `#private` field (renamed by minifiers; README "Build target"), and only it
// changes them: the options (read once, here), the transport and its listener, the wire and its
// probe, the platform session, the pending requests, the handlers. Codecs and transports are pure.
import {
  PEER_CONNECTIVITY_EVENT,
  PLATFORM_BROADCAST,
  PLATFORM_SUBSCRIBE,
  POST_ROBOT_ACK_TIMEOUT,
  POST_ROBOT_HELLO,
} from "@hostbridge/protocol-types";
import type { Wire } from "@hostbridge/protocol-types";
import type { Bridge, BridgeOptions, RequestOptions } from "./bridgeOptions";
import { WIRE_PROBE_TIMEOUT } from "./bridgeOptions";
import { convertKeys } from "./casing";
import type { Casing } from "./casing";
import { HostBridgeError, isHostBridgeError } from "./errors";
import { createId } from "@hostbridge/protocol-types/wire";
import { SessionLog } from "./sessionLog";
import { openHostTransport, openTopHostTransport, placeOf } from "./hostTransport";
import type { HostPlace } from "./hostTransport";
import { abortError, openPending, timeoutError, timeoutFor, usesPlatformMeans } from "./pending";
import type { PendingRequest } from "./pending";
import { deliverTo } from "./handlers";
import type { Handler } from "./handlers";
import { routeInbound } from "./sessionInbound";
import type { InboundSession } from "./sessionInbound";
import { closedError } from "./transport";
import type { Transport } from "./transport";
import { encodeEvent, encodeRequest, encodeServiceResponse } from "@hostbridge/protocol-types/wire";
import type { RequestKind } from "@hostbridge/protocol-types/wire";
import {
  encodeBareOperation,
  encodeHello,
  encodePlatformRequest,
  isBareUiOperation,
  platformBody,
  postRobotHash,
} from "@hostbridge/protocol-types/wire";

// The wire this page's host answered a probe in: later sessions start with it (one probe per page).
let learnedWire: Wire | undefined;

/** The session behind {@link createBridge}: a {@link Bridge} whose state is all its own. */
export class BridgeSession<C extends Casing> implements Bridge<C>, InboundSession {
  readonly casing: C;
  #timeout: number | undefined;
  #onlineHandlers: BridgeOptions["onlineHandlers"];
  #injected: Transport | undefined;
  /** Where the host is: `hostOrigin`, `unsafeAllowAnyOrigin`, `platform`, the native names. */
  #place: HostPlace;
  /** `logLevel`, `errorLogger`, `logger`. */
  #log: SessionLog;
  // --- the channels to the host ------------------------------------------------------------------
  #transport: Transport | undefined;
  #unlisten: (() => void) | undefined;
  /** Whether `#transport` is the window transport this session created (not injected, not native). */
  #ownWindow = false;
  /** Platform wire: the channel to the top-most host window; `null` when that is the parent. */
  #topHost: Transport | null | undefined;
  // --- the wire ------------------------------------------------------------------------------------
  #wire: Wire | undefined;
  #probe: { promise: Promise<Wire>; decide: (wire: Wire) => void } | undefined;
  #helloHash: string | undefined;
  #platformStarted = false;
  /** Platform wire: whether `get_env` says mode IOS (asked once; a failure is "no"). */
  #hostIsIos: Promise<boolean> | undefined;
  #pending = new Map<string, PendingRequest>();
  #handlers = new Set<Handler>();
  #disposed = false;

  constructor(options: BridgeOptions<C>) {
    this.casing = options.casing ?? ("snake" as C);
    this.#timeout = options.timeout;
    this.#onlineHandlers =
      options.fetchMode == "prefer-online" ? (options.onlineHandlers ?? {}) : undefined;
    this.#injected = options.transport;
    this.#place = placeOf(options);
    this.#log = new SessionLog(options);
    this.reportError = this.#log.report;
    const { wire } = options;
    this.#wire = wire == "envelopes" || wire == "platform" ? wire : undefined;
  }

  // --- the public Bridge ---------------------------------------------------------------------------
  get pendingCount(): number {
    return this.#pending.size;
  }
  get listenerCount(): number {
    return this.#handlers.size;
  }
  get disposed(): boolean {
    return this.#disposed;
  }
  readonly reportError: (value: unknown) => void;
  readonly resolveWire = async (): Promise<Wire> => (this.#check(), this.#chooseWire());
  readonly call: Bridge<C>["call"] = (kind, type, payload, options) =>
    this.#call(kind, type, payload, options);
  readonly request: Bridge<C>["request"] = (type, body, options) =>
    this.#call("svc", type, body, options, true);
  readonly requestAdmin: Bridge<C>["requestAdmin"] = (type, data, options) =>
    this.#call("admin", type, data, options);
  readonly requestDsr: Bridge<C>["requestDsr"] = (type, data, options) =>
    this.#call("dsr", type, data, options);
  readonly emit: Bridge<C>["emit"] = (eventKey, body) => {
    this.#check();
    try {
      const wire = this.#chooseWire();
      if (typeof wire == "string") return this.#emitOn(wire, eventKey, body);
      wire.then((w) => this.#emitOn(w, eventKey, body)).catch(this.reportError);
    } catch (error) {
      this.reportError(error);
      throw error;
    }
  };
  readonly onEvent: Bridge<C>["onEvent"] = (eventKey, handler) =>
    this.#subscribe("event", eventKey, handler);
  readonly onMessage: Bridge<C>["onMessage"] = (kind, type, handler) =>
    this.#subscribe(kind, type, handler);
  readonly dispose = (): void => this.#dispose(); // reads only `this` (scripts/check-engines.mjs)
  #dispose(): void {
    if (this.#disposed) return;
    this.#disposed = true;
    const error = closedError("bridge");
    for (const id of [...this.#pending.keys()]) this.settle(id, error, undefined, true);
    this.#handlers.clear();
    this.#probe?.decide("envelopes");
    this.#unlisten?.();
    this.#topHost?.close();
    if (!this.#injected) this.#transport?.close();
  }
  // --- what the inbound router (./sessionInbound) uses ---------------------------------------------
  /** @internal The pending request `id` (read only; {@link settle} and `#post` change it). */
  pendingRequest(id: string): Readonly<PendingRequest> | undefined {
    return this.#pending.get(id);
  }

  /** @internal Keys in the app's casing (`toWire`: to the wire's snake_case). */
  convert(value: unknown, toWire?: boolean, type?: string): unknown {
    return this.casing == "camel" ? convertKeys(value, toWire, type) : value;
  }

  /** @internal Ends pending request `id`: rejects with `error` (reported unless `quiet`), else resolves `value`. */
  settle(id: string, error: HostBridgeError | undefined, value?: unknown, quiet?: boolean): void {
    const entry = this.#pending.get(id);
    if (!entry) return;
    this.#pending.delete(id);
    clearTimeout(entry.timer);
    clearTimeout(entry.ackTimer);
    entry.release();
    this.#log.log(`${entry.type} ${id} ${error ? error.code : "ok"}`, error ?? value);
    if (!error) return entry.resolve(value as never);
    if (!quiet) this.reportError(error);
    entry.reject(error);
  }

  /** @internal Platform wire: the host acknowledged request `id`; its ack timer stops. */
  acknowledged(id: string): void {
    clearTimeout(this.#pending.get(id)?.ackTimer);
  }

  /** @internal Whether `hash` answers this session's hello (which decides a probe under way: platform). */
  isHelloAnswer(hash: string): boolean {
    if (hash != this.#helloHash) return false;
    this.#probe?.decide((learnedWire = "platform"));
    return true;
  }

  /** @internal Calls every handler of this event or pushed message; their failures are reported. */
  deliver(family: Handler["family"], type: string, payload: unknown, info: unknown): void {
    deliverTo(this.#handlers, family, type, payload, info, this.reportError);
  }

  /** @internal Sends an answer (a post-robot frame) to the host on the session's transport. */
  answer(frame: string): void {
    this.#transportOf().send(frame);
  }

  // --- the channels ------------------------------------------------------------------------------
  #check() {
    if (this.#disposed) throw closedError("bridge");
  }

  /**
   * The session's transport: the injected one, else (chosen at first use) a native WebView bridge or
   * the parent window. Choosing it settles the wire it implies: `envelopes` on an injected or native
   * transport, else what this page's host answered an earlier probe (or still unknown).
   */
  #transportOf(): Transport {
    if (!this.#transport) {
      const opened = this.#injected ? undefined : openHostTransport(this.#place, this.#log.warn);
      this.#ownWindow = !!opened?.window;
      this.#transport = this.#injected ?? opened!.transport;
      // `auto` probes only a window the session talks to itself: where the platform's hosts live
      this.#wire ??= this.#ownWindow ? learnedWire : "envelopes";
    }
    return this.#transport;
  }

  /** Starts delivering what the host sends to the inbound router (once). */
  #listen() {
    this.#unlisten ??= this.#transportOf().listen(
      (raw) => routeInbound(this, this.#log, raw, false),
      this.#log.dropped,
    );
  }

  /** Platform wire: where a high-level request goes: the top-most host window when it is not the parent. */
  #highLevelTarget(): Transport | null {
    if (this.#topHost === undefined) {
      this.#topHost = this.#ownWindow
        ? openTopHostTransport(this.#place.hostOrigin, this.#log.warn)
        : null;
      this.#topHost?.listen((raw) => routeInbound(this, this.#log, raw, true));
    }
    return this.#topHost;
  }

  /** Sends one message, logged as `${verb} ${type} ${id}`; throws `INVALID_PAYLOAD` for what is not plain data. */
  #send(
    message: object | string,
    verb: string,
    type: string,
    id: string,
    to = this.#transportOf(),
  ) {
    this.#log.log(`${verb} ${type} ${id}`, message);
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
  }

  // --- the wire ------------------------------------------------------------------------------------
  /** The wire, or the probe that decides it (started now if none is); on `platform`, starts the platform session. */
  #chooseWire(): Wire | Promise<Wire> {
    this.#transportOf();
    const wire = this.#wire ?? this.#probe?.promise ?? this.#startProbe();
    if (wire == "platform") this.#startPlatform();
    return wire;
  }

  /** Probes the host with post-robot's hello: an answer in WIRE_PROBE_TIMEOUT ms means `platform`. */
  #startProbe(): Wire | Promise<Wire> {
    let resolve!: (wire: Wire) => void;
    const promise = new Promise<Wire>((r) => (resolve = r));
    const timer = setTimeout(() => decide((learnedWire = "envelopes")), WIRE_PROBE_TIMEOUT);
    const decide = (wire: Wire) => {
      clearTimeout(timer);
      this.#probe = undefined;
      this.#wire = wire;
      this.#log.log(`wire ${wire}`);
      resolve(wire);
      if (wire == "platform") this.#startPlatform();
    };
    this.#probe = { promise, decide };
    try {
      this.#sayHello();
    } catch {
      decide("envelopes"); // (the request itself then fails with the reason, such as no host origin)
    }
    return this.#probe?.promise ?? this.#wire!;
  }

  #sayHello() {
    const id = createId();
    this.#helloHash = postRobotHash(POST_ROBOT_HELLO, id);
    this.#listen();
    this.#send(encodeHello(id), "hello", POST_ROBOT_HELLO, id);
  }

  /**
   * The platform wire's start, once per session: post-robot's hello (a post-robot host pushes only
   * to a window that said hello), then `subscribe` (its hosts send events only to subscribed apps).
   */
  #startPlatform() {
    if (this.#platformStarted || this.#disposed) return;
    this.#platformStarted = true;
    try {
      if (!this.#helloHash) this.#sayHello();
    } catch (error) {
      this.reportError(error);
    }
    // (a high-level request does not choose the wire, so this does not come back here)
    this.#call("svc", PLATFORM_SUBSCRIBE, undefined).catch(() => {});
  }

  // --- requests and events -------------------------------------------------------------------------
  /** Sends a request; resolves its response body (`whole`: a `SVC_RESPONSE`, for `request`). */
  #call(
    kind: RequestKind,
    type: string,
    payload: unknown,
    options: RequestOptions = {},
    whole?: boolean,
  ) {
    const { timeout, signal } = options;
    return new Promise<never>((resolve, reject) => {
      this.#check();
      if (signal?.aborted) throw abortError(type, signal);
      const id = createId();
      const online = this.#onlineHandlers?.[type];
      // Only an online handler can observe the request's own signal: create it only then, so an
      // ordinary request does not pay for an AbortController (and its DOMException on abort).
      const control = online ? new AbortController() : undefined;
      const ms = timeoutFor(type, timeout, this.#timeout);
      const end = (error: HostBridgeError, quiet?: boolean) =>
        this.settle(id, error, undefined, quiet);
      const entry = openPending(kind, type, ms, signal, control, { resolve, reject }, end);
      this.#pending.set(id, whole ? { ...entry, whole } : entry);
      if (!online) return this.#toHost(kind, id, type, payload);
      Promise.resolve()
        .then(() => online(payload as never, { type, signal: control!.signal }))
        .then(
          (result) =>
            this.settle(
              id,
              undefined,
              whole ? encodeServiceResponse(id, type, payload, "ok", result) : result,
            ),
          (error: unknown) => {
            this.reportError(error);
            this.#toHost(kind, id, type, payload);
          },
        );
    });
  }

  /** Sends request `id` once its wire is known (a probe may be under way); failures settle it. */
  #toHost(kind: RequestKind, id: string, type: string, payload: unknown) {
    if (!this.#pending.has(id)) return;
    const fail = (error: HostBridgeError) => this.settle(id, error);
    try {
      const body = this.convert(payload, true, type);
      this.#listen();
      const wire = usesPlatformMeans(kind, type) ? this.#chooseWire() : "envelopes";
      if (typeof wire == "string") return this.#post(wire, kind, id, type, body);
      wire.then((w) => this.#post(w, kind, id, type, body)).catch(fail);
    } catch (error) {
      fail(error as HostBridgeError);
    }
  }

  /** Posts request `id` on `wire`; a bare UI operation settles at once (it gets no answer). */
  #post(wire: Wire, kind: RequestKind, id: string, type: string, body: unknown) {
    const entry = this.#pending.get(id);
    if (!entry) return;
    const platformMeans = wire == "platform" && usesPlatformMeans(kind, type);
    if (platformMeans && isBareUiOperation(type)) {
      this.#send(encodeBareOperation(type, body), "post", type, id);
      const answer = entry.whole && encodeServiceResponse(id, type, body, "ok", undefined);
      return this.settle(id, undefined, answer || undefined);
    }
    if (platformMeans) {
      this.#send(encodePlatformRequest(type, id, body), "request", type, id);
      entry.ackTimer = setTimeout(
        () => this.settle(id, timeoutError(type, POST_ROBOT_ACK_TIMEOUT, true)),
        POST_ROBOT_ACK_TIMEOUT,
      );
      return;
    }
    const platform = kind == "svc" && this.#wire == "platform"; // keys: docs/protocol.md "Casing on the platform wire"
    const top = platform ? this.#highLevelTarget() : null;
    entry.target = top ? "top" : undefined;
    const sent = platform ? platformBody(type, body) : body;
    this.#send(encodeRequest(kind, id, type, sent), "request", type, id, top ?? undefined);
  }

  /** Sends an event on `wire`: `SVC_EVENT`, or on the platform wire the high-level `broadcast`. */
  #emitOn(wire: Wire, eventKey: string, body: unknown) {
    const broadcast = () =>
      void this.#call("svc", PLATFORM_BROADCAST, { type: eventKey, body }).catch(() => {});
    // (the platform's client sends peer connectivity events only to an iOS host)
    if (wire == "platform" && eventKey == PEER_CONNECTIVITY_EVENT)
      return void (this.#hostIsIos ??= this.#call("svc", "get_env", undefined).then(
        (env: { mode?: unknown } | undefined) => env?.mode == "IOS",
        () => false,
      )).then((ios) => ios && broadcast());
    if (wire == "platform") return broadcast();
    const id = createId();
    this.#send(encodeEvent(id, eventKey, this.convert(body, true)), "emit", eventKey, id);
  }

  #subscribe(family: Handler["family"], type: string, fn: unknown) {
    this.#check();
    this.#listen();
    // a platform host pushes post-robot messages only to a window that said hello: probe now
    void this.#chooseWire();
    const handler = { family, type, fn } as Handler;
    this.#handlers.add(handler);
    return () => void this.#handlers.delete(handler);
  }
}
