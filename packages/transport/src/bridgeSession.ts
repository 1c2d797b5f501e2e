// The app's session with its host: one object owns the bridge's state, each piece under its own name
// in a `#private` field (renamed by minifiers; the package's documentation page, "Build target"), and only it changes them:
// the options (read once, here), the in-flight requests and the handlers. Two parts it owns hold the
// rest, each with its own state: the channels to the host (./sessionChannels: transport, listener,
// top-most host window, and the one `send`) and the wire (./sessionWire: the wire and its probe).
// What the host sends is routed by ./sessionInbound. Codecs and transports are pure. The platform
// wire's parts (./platformParts) are handed in by the entry's bridge factory (./bridge, ./platform):
// the session's platform half, made from them, sends what goes by that wire; a session without
// them (./envelopes) speaks envelopes only.
import type { TraceContext, Wire } from "@hostbridge/protocol-types";
import type { Bridge, BridgeOptions, RequestOptions } from "./bridgeOptions";
import { convertKeys } from "./casing";
import type { Casing } from "./casing";
import type { HostBridgeError } from "./errors";
import { SessionLog } from "./sessionLog";
import { SessionChannels } from "./sessionChannels";
import type { WireDecider, WireFactory } from "./sessionWire";
import { deadlineTimer } from "./deadlines";
import type { DeadlineTimer } from "./deadlines";
import { abortError, openInFlight, timeoutError, timeoutFor, watchAbort } from "./inFlightRequests";
import type { InFlightRequest } from "./inFlightRequests";
import { deliverTo } from "./handlers";
import type { Handler } from "./handlers";
import { routeInbound } from "./sessionInbound";
import type { InboundSession, PlatformHalf, PlatformParts } from "./sessionInbound";
import { closedError } from "./transport";
import {
  createId,
  encodeEvent,
  encodeRequest,
  encodeServiceResponse,
} from "@hostbridge/protocol-types/wire";
import type { RequestKind } from "@hostbridge/protocol-types/wire";

/** The session behind {@link createBridge}: a {@link Bridge} whose state is all its own. */
export class BridgeSession<C extends Casing> implements Bridge<C>, InboundSession {
  readonly casing: C;
  #timeout: number | undefined;
  #onlineHandlers: BridgeOptions["onlineHandlers"];
  /** Opt-in W3C trace context for each request sent by envelope (`traceContext`). */
  #traceContext: BridgeOptions["traceContext"];
  /** `logLevel`, `errorLogger`, `logger`, `onActivity` (the request hook). */
  #log: SessionLog;
  #channels: SessionChannels;
  #wire: WireDecider;
  #inFlight = new Map<string, InFlightRequest>();
  /** The one timer of the in-flight requests' timeouts. */
  #deadlines: DeadlineTimer;
  #handlers = new Set<Handler>();
  #disposed = false;
  /** The session's platform half, from the platform wire's parts (absent: envelopes only). */
  #platform: PlatformHalf | undefined;

  /**
   * @param wireOf - makes the session's wire, from the entry (./sessionWire: `probingWire`, or
   *   `envelopeWire` for a session without the platform parts)
   * @param platform - the platform wire's parts, from the entry (absent: envelopes only)
   * @param hint - a per-wire entry's fix for a host of the other wire, ending its timeout errors
   */
  constructor(
    options: BridgeOptions<C>,
    wireOf: WireFactory,
    platform?: PlatformParts,
    hint?: string,
  ) {
    this.casing = options.casing ?? ("snake" as C);
    this.#timeout = options.timeout;
    this.#onlineHandlers =
      options.fetchMode == "prefer-online" ? (options.onlineHandlers ?? {}) : undefined;
    this.#traceContext = options.traceContext;
    this.#log = new SessionLog(options, hint);
    this.reportError = this.#log.report;
    this.#deadlines = deadlineTimer((now) => this.#expire(now));
    this.#channels = new SessionChannels(
      options,
      this.#log,
      (raw, fromTopHost) => routeInbound(platform, this, this.#log, raw, fromTopHost),
      (error) => this.#settleAll(error),
    );
    this.#wire = wireOf(this.#channels, this.#log, options.wire, () => this.#onPlatform());
    this.#platform = platform?.open(this, this.#channels, this.#wire, this.#log);
  }

  // --- the public Bridge ---------------------------------------------------------------------------
  get pendingCount(): number {
    return this.#inFlight.size;
  }
  get listenerCount(): number {
    return this.#handlers.size;
  }
  get disposed(): boolean {
    return this.#disposed;
  }
  readonly reportError: (value: unknown) => void;
  readonly resolveWire = async (): Promise<Wire> => {
    this.#check();
    return this.#wire.choose();
  };
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
      const wire = this.#wire.choose();
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
    this.#settleAll(closedError("bridge"), true);
    this.#deadlines.stop();
    this.#handlers.clear();
    this.#wire.stopProbe();
    this.#channels.close();
  }

  // --- what the inbound router (./sessionInbound) uses ---------------------------------------------
  /** @internal The in-flight request `id` (read only; {@link settle} and `#requestOn` change it). */
  inFlight(id: string): Readonly<InFlightRequest> | undefined {
    return this.#inFlight.get(id);
  }

  /** @internal Keys in the app's casing (`toWire`: to the wire's snake_case). */
  convert(value: unknown, toWire?: boolean, type?: string): unknown {
    return this.casing == "camel" ? convertKeys(value, toWire, type) : value;
  }

  /** @internal Ends in-flight request `id`: rejects with `error` (reported unless `quiet`), else resolves `value`. */
  settle(id: string, error: HostBridgeError | undefined, value?: unknown, quiet?: boolean): void {
    const entry = this.#inFlight.get(id);
    if (!entry) return;
    this.#inFlight.delete(id);
    if (!this.#inFlight.size) this.#deadlines.idle();
    clearTimeout(entry.ackTimer); // (none: nothing happens)
    entry.release?.();
    this.#log.log(`${entry.type} ${id} ${error ? error.code : "ok"}`, error ?? value);
    const { kind, type, start, wire } = entry;
    this.#log.activity("request", id, type, kind, wire, start, value, error);
    if (!error) return entry.resolve((entry.whole ? value : this.#specNames(value)) as never);
    if (!quiet) this.reportError(error);
    entry.reject(error);
  }

  /** @internal Platform wire: the host acknowledged request `id`; its ack timer stops. */
  acknowledged(id: string): void {
    clearTimeout(this.#inFlight.get(id)?.ackTimer);
  }

  /** @internal Takes `hash` as the answer to this session's hello, if it is one (see SessionWire). */
  acceptHelloAnswer(hash: string): boolean {
    return this.#wire.acceptHelloAnswer(hash);
  }

  /** @internal The host answered one of this session's envelope requests (see SessionWire). */
  confirmEnvelopes(): void {
    this.#wire.confirmEnvelopes();
  }

  /** @internal Calls every handler of this event or pushed message; their failures are reported. */
  deliver(family: Handler["family"], type: string, payload: unknown, info: unknown): void {
    if (this.#log.hooked) {
      const kind = family == "event" ? "event" : "push";
      this.#log.activity(kind, createId(), type, family, this.#wire.decided, Date.now(), payload);
    }
    deliverTo(this.#handlers, family, type, this.#specNames(payload), info, this.reportError);
  }

  /** @internal Sends an answer (a post-robot frame) to the host on the session's transport. */
  answer(frame: string, name: string, id: string): void {
    this.#channels.send(frame, "answer", name, id);
  }

  /** Rejects every request in flight with `error` (reported unless `quiet`). */
  #settleAll(error: HostBridgeError, quiet?: boolean) {
    for (const id of [...this.#inFlight.keys()]) this.settle(id, error, undefined, quiet);
  }

  #check() {
    if (this.#disposed) throw closedError("bridge");
  }

  /** An environment's platform-named block also as the spec's `svc` (only a platform host names it so). */
  #specNames(value: unknown): unknown {
    return this.#platform ? this.#platform.specNames(value) : value;
  }

  /** The session's timer fired: every request due at `now` times out; returns the earliest deadline left. */
  #expire(now: number): number {
    let next = Infinity;
    for (const [id, { type, start, deadline }] of this.#inFlight) {
      if (deadline > now) next = Math.min(next, deadline);
      else
        this.settle(
          id,
          this.#log.explain(timeoutError(type, deadline - start), this.#wire.decided),
        );
    }
    return next;
  }

  // --- requests and events -------------------------------------------------------------------------
  /** Opens an in-flight request and sends it; resolves its response body (`whole`: a `SVC_RESPONSE`, for `request`). */
  #call(kind: RequestKind, type: string, payload: unknown, options?: RequestOptions, whole?: true) {
    const signal = options?.signal;
    return new Promise<never>((resolve, reject) => {
      this.#check();
      if (signal?.aborted) throw abortError(type, signal);
      const id = createId();
      const online = this.#onlineHandlers?.[type];
      // Only an online handler can observe the request's own signal: create it only then, so an
      // ordinary request does not pay for an AbortController (and its DOMException on abort).
      const control = online ? new AbortController() : undefined;
      const ms = timeoutFor(type, options?.timeout, this.#timeout);
      const start = Date.now();
      const entry = openInFlight(kind, type, start, ms, resolve, reject);
      if (signal || control)
        entry.release = watchAbort(signal, control, () =>
          this.settle(id, abortError(type, signal!), undefined, true),
        );
      entry.whole = whole;
      this.#inFlight.set(id, entry);
      this.#deadlines.add(entry.deadline, start);
      this.#log.activity("waiting", id, type, kind, undefined, entry.start, payload);
      if (!online) return this.#sendRequest(kind, id, type, payload);
      Promise.resolve()
        .then(() => online(payload as never, { type, signal: control!.signal }))
        .then(
          (result) => {
            const answer = whole ? encodeServiceResponse(id, type, payload, "ok", result) : result;
            this.settle(id, undefined, answer);
          },
          (error: unknown) => {
            this.reportError(error);
            this.#sendRequest(kind, id, type, payload);
          },
        );
    });
  }

  /**
   * Sends in-flight request `id` to the host once its wire is known (a probe may be under way); a
   * failure settles it. Every request waits for the wire: the two wires name even the high-level
   * API differently (`SVC_REQUEST` on the envelopes, the platform's `PITCHER_REQUEST`).
   */
  #sendRequest(kind: RequestKind, id: string, type: string, payload: unknown) {
    if (!this.#inFlight.has(id)) return;
    const fail = (error: HostBridgeError) => this.settle(id, error);
    try {
      const body = this.convert(payload, true, type);
      this.#channels.listen();
      const wire = this.#wire.choose();
      if (typeof wire == "string") return this.#requestOn(wire, kind, id, type, body);
      wire.then((w) => this.#requestOn(w, kind, id, type, body)).catch(fail);
    } catch (error) {
      fail(error as HostBridgeError);
    }
  }

  /**
   * The session turned to the platform wire: its start (`subscribe`), then every request still in
   * flight that went as an envelope is sent again on the platform wire (a host that answered a hello
   * late speaks only that wire, so it never read them). Nothing goes twice to a host of one wire.
   */
  #onPlatform() {
    this.#platform?.start();
    for (const [id, entry] of this.#inFlight)
      if (entry.wire == "envelopes")
        this.#requestOn("platform", entry.kind, id, entry.type, entry.body);
  }

  /**
   * Sends request `id` on `wire`: by the session's platform half when it goes by the platform wire
   * (./platformParts), else as an envelope, with the trace context `traceContext` gives it.
   */
  #requestOn(wire: Wire, kind: RequestKind, id: string, type: string, body: unknown) {
    const entry = this.#inFlight.get(id);
    if (!entry) return;
    entry.body = body;
    if (this.#platform?.request(wire, entry, kind, id, type, body)) return;
    entry.wire = "envelopes";
    let trace: TraceContext | undefined;
    try {
      trace = this.#traceContext?.(id, type);
    } catch (error) {
      this.reportError(error); // (a failing `traceContext` must not stop the request)
    }
    this.#channels.send(encodeRequest(kind, id, type, body, trace), "request", type, id);
  }

  /** Sends an event on `wire`: `SVC_EVENT`, or on the platform wire the high-level `broadcast`. */
  #emitOn(wire: Wire, eventKey: string, body: unknown) {
    // (the wire is `platform` only in a session that has the platform half: ./sessionWire)
    if (wire == "platform") return this.#platform!.broadcast(eventKey, body);
    const id = createId();
    this.#channels.send(encodeEvent(id, eventKey, this.convert(body, true)), "emit", eventKey, id);
    this.#log.activity("emit", id, eventKey, "event", wire, Date.now(), body);
  }

  #subscribe(family: Handler["family"], type: string, fn: unknown) {
    this.#check();
    this.#channels.listen();
    // a platform host pushes post-robot messages only to a window that said hello: probe now
    void this.#wire.choose();
    const handler = { family, type, fn } as Handler;
    this.#handlers.add(handler);
    return () => {
      this.#handlers.delete(handler);
    };
  }
}
