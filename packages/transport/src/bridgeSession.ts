// The app's session with its host: one object owns the bridge's state in `#private` fields and alone
// changes it: the options (read once), the in-flight requests, their deadlines, every reply and the
// handlers. Two parts it owns hold the rest: the channels (./sessionChannels) and the wire
// (./sessionWire: the wire and its probe). The codecs return data and the session acts on it: the
// envelope codec and the platform wire's parts (./platformParts), handed in by ./bridge, ./platform.
import type { TraceContext, Wire } from "@hostbridge/protocol-types";
import type { Bridge, BridgeOptions, RequestOptions } from "./bridgeOptions";
import { convertKeys } from "./casing";
import type { Casing } from "./casing";
import type { HostBridgeError } from "./errors";
import { SessionLog } from "./sessionLog";
import { HostError } from "./errors";
import { SessionChannels } from "./sessionChannels";
import type { WireDecider, WireFactory } from "./sessionWire";
import { abortError, askOnline, timeoutError } from "./inFlightRequests";
import type { InFlightRequest, Timer } from "./inFlightRequests";
import { SessionHandlers } from "./handlers";
import type { Handler } from "./handlers";
import type { PlatformParts } from "./platformParts";
import { closedError } from "./transport";
import { INTERACTIVE_METHOD_TYPES } from "@hostbridge/protocol-types";
import {
  createId,
  decodeHostMessage,
  encodeEvent,
  encodeRequest,
  encodeServiceResponse,
} from "@hostbridge/protocol-types/wire";
import type { Inbound, PlatformHostInbound, RequestKind } from "@hostbridge/protocol-types/wire";

/** The session behind {@link createBridge}: a {@link Bridge} whose state is all its own. */
export class BridgeSession<C extends Casing> implements Bridge<C> {
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
  /**
   * The one timer of the requests' timeouts, armed for the earliest deadline (`#armedAt`), not
   * cleared on settle (a timer per request cost a round trip about 17 µs: bench/README).
   */
  #deadline: Timer | undefined;
  #armedAt = Infinity;
  #handlers: SessionHandlers;
  #disposed = false;
  /** The platform wire's parts, from the entry (absent: envelopes only), and its events. */
  #platform: PlatformParts | undefined;
  #platformEvents: ReturnType<PlatformParts["events"]> | undefined;

  /** From the entry: its wire (./sessionWire), platform parts (none: envelopes only), timeout hint. */
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
    this.#handlers = new SessionHandlers(); // (not a field initializer: WebKit bug 236843)
    this.reportError = this.#log.report;
    this.#channels = new SessionChannels(
      options,
      this.#log,
      (raw, fromTopHost) => this.#receive(raw, fromTopHost),
      (error) => this.#settleAll(error),
    );
    this.#wire = wireOf(this.#channels, this.#log, options.wire, () => this.#onPlatform());
    this.#platform = platform;
    this.#platformEvents = platform?.events(this.call);
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
    clearTimeout(this.#deadline);
    this.#armedAt = Infinity;
    this.#handlers.clear();
    this.#wire.stopProbe();
    this.#channels.close();
  }

  /** Keys in the app's casing (`toWire`: to the wire's snake_case). */
  #convert(value: unknown, toWire?: boolean, type?: string): unknown {
    return this.casing == "camel" ? convertKeys(value, toWire, type) : value;
  }

  /** Ends in-flight request `id`: rejects with `error` (reported unless `quiet`), else resolves `value`. */
  #settle(id: string, error: HostBridgeError | undefined, value?: unknown, quiet?: boolean): void {
    const entry = this.#inFlight.get(id);
    if (!entry) return;
    this.#inFlight.delete(id);
    // (nothing waits: the armed timer fires, finds nothing due, and no longer keeps Node alive)
    if (!this.#inFlight.size) this.#deadline?.unref?.();
    clearTimeout(entry.ackTimer); // (none: nothing happens)
    entry.release?.();
    this.#log.log?.(`${entry.type} ${id} ${error ? error.code : "ok"}`, error ?? value);
    const { kind, type, start, wire } = entry;
    this.#log.activity?.("request", id, type, kind, wire, start, value, error);
    if (!error) return entry.resolve((entry.whole ? value : this.#specNames(value)) as never);
    if (!quiet) this.reportError(error);
    entry.reject(error);
  }

  /** Calls every handler of this event or pushed message (`raw`, as it came); their failures are reported. */
  #deliver(family: Handler["family"], type: string, payload: unknown, info: unknown, raw: unknown) {
    this.#log.log?.(`received ${family}:${type}`, raw);
    if (this.#log.activity) {
      const kind = family == "event" ? "event" : "push";
      this.#log.activity?.(kind, createId(), type, family, this.#wire.decided, Date.now(), payload);
    }
    this.#handlers.deliver(family, type, this.#specNames(payload), info, this.reportError);
  }

  // --- what the host sends -------------------------------------------------------------------------
  /** One message from the host (`fromTopHost`: the top-most host window): a post-robot frame, an envelope, or dropped. */
  #receive(raw: unknown, fromTopHost: boolean): void {
    let reason = "not a host -> app message";
    try {
      const frame = this.#platform?.read(raw);
      if (frame)
        return frame.forEach((message) => {
          const unmatched = this.#onInbound(message, raw, fromTopHost);
          if (unmatched) this.#log.dropped(unmatched, raw);
        });
      const envelope = decodeHostMessage(raw);
      if (envelope) {
        // what only an envelope host sends (both wires push the bare UI messages) ends a probe under way
        if (/^(SVC|UI|ADMIN|DSR)_/.test((raw as { type: string }).type))
          this.#wire.confirmEnvelopes();
        const unmatched = this.#onInbound(envelope, raw, fromTopHost);
        if (!unmatched) return;
        reason = unmatched;
      }
    } catch {
      // a hostile value (throwing getter, proxy) from a custom transport: dropped below
    }
    this.#log.dropped(reason, raw);
  }

  /** One message of either wire (./platformParts `read`): delivered, answered, settled; or why it was dropped. */
  #onInbound(message: Inbound | PlatformHostInbound, raw: unknown, fromTopHost: boolean) {
    if (message.kind == "push") {
      const { name, answer } = message;
      if (message.message) this.#onInbound(message.message, raw, fromTopHost);
      else this.#log.log?.(`received post-robot:${name}`, raw);
      try {
        if (answer) this.#channels.send(answer, "answer", name, message.id);
      } catch (error) {
        this.#log.report(error);
      }
      return;
    }
    if (message.kind == "event") {
      const event = this.#convert(message.event) as { type: string; body?: unknown };
      return void this.#deliver("event", event.type, event.body, event, raw);
    }
    if (message.kind == "message") {
      const { family, type } = message;
      const info = { kind: family, type };
      return void this.#deliver(family, type, this.#convert(message.payload), info, raw);
    }
    const { id } = message;
    const reply = "hash" in message ? message : undefined; // (a post-robot ack or response)
    const hash = reply?.hash;
    const entry = this.#inFlight.get(id);
    if (
      !entry ||
      (message.request && entry.kind != message.request) ||
      (message.echoed && message.echoed != entry.type)
    )
      return hash && !fromTopHost && this.#wire.acceptHelloAnswer(hash)
        ? undefined
        : `no in-flight request has ${hash ? `post-robot hash ${hash}` : `id ${id}`}`;
    if ((entry.target == "top") != fromTopHost)
      return `the answer to request ${id} came from a window it was not sent to`;
    clearTimeout(entry.ackTimer);
    if (reply?.ack) return;
    if (entry.wire == "envelopes") this.#wire.confirmEnvelopes();
    const body = this.#convert(message.body); // (post-robot's error is read as a SVC error body)
    const envelope = this.#convert(raw);
    const failure = message.failed && new HostError(entry.type, body, envelope, message.error);
    if (!entry.whole) return this.#settle(id, failure || undefined, body);
    const whole = hash
      ? !failure && encodeServiceResponse(id, entry.type, undefined, "ok", body)
      : envelope;
    this.#settle(id, failure || undefined, whole || undefined);
  }

  /** Rejects every request in flight with `error` (reported unless `quiet`). */
  #settleAll(error: HostBridgeError, quiet?: boolean) {
    for (const id of [...this.#inFlight.keys()]) this.#settle(id, error, undefined, quiet);
  }
  #check() {
    if (this.#disposed) throw closedError("bridge");
  }

  /** An environment's platform-named block also as the spec's `svc` (only a platform host names it so). */
  #specNames(value: unknown): unknown {
    return this.#platform ? this.#platform.specNames(value) : value;
  }

  /** Arms the deadline timer for `at` (`Date.now()` time; `Infinity`: never) when that is earlier than the armed one. */
  #arm(at: number, now: number) {
    if (at >= this.#armedAt) return void this.#deadline?.ref?.();
    clearTimeout(this.#deadline);
    this.#armedAt = at;
    this.#deadline = setTimeout(() => {
      this.#armedAt = Infinity;
      const now = Date.now();
      const next = this.#expire(now);
      if (next < Infinity) this.#arm(next, now);
    }, at - now); // (a negative delay is 0)
  }

  /** The session's timer fired: every request due at `now` times out; returns the earliest deadline left. */
  #expire(now: number): number {
    let next = Infinity;
    for (const [id, { type, start, deadline }] of this.#inFlight) {
      if (deadline > now) next = Math.min(next, deadline);
      else
        this.#settle(
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
      // the call's timeout, else none for operations that wait for a person, else the bridge's (30 s)
      const ms =
        options?.timeout ??
        ((INTERACTIVE_METHOD_TYPES as readonly string[]).includes(type)
          ? 0
          : (this.#timeout ?? 30_000));
      const start = Date.now();
      const deadline = ms > 0 && ms < 2 ** 31 ? start + ms : Infinity;
      const entry: InFlightRequest = { kind, type, resolve, reject, deadline, start, whole };
      if (signal || control) {
        // (`abort` ends the request; `control` is aborted when the request ends, however it does)
        const abort = () => this.#settle(id, abortError(type, signal!), undefined, true);
        signal?.addEventListener("abort", abort);
        entry.release = () => {
          signal?.removeEventListener("abort", abort);
          control?.abort();
        };
      }
      this.#inFlight.set(id, entry);
      this.#arm(deadline, start);
      this.#log.activity?.("waiting", id, type, kind, undefined, entry.start, payload);
      if (!online) return this.#sendRequest(kind, id, type, payload);
      askOnline(online, payload, type, control!.signal).then(
        (result) => {
          const answer = whole ? encodeServiceResponse(id, type, payload, "ok", result) : result;
          this.#settle(id, undefined, answer);
        },
        (error: unknown) => {
          this.reportError(error);
          this.#sendRequest(kind, id, type, payload);
        },
      );
    });
  }

  /** Sends in-flight request `id` once its wire is known (the two wires name even high-level requests apart). */
  #sendRequest(kind: RequestKind, id: string, type: string, payload: unknown) {
    if (!this.#inFlight.has(id)) return;
    const fail = (error: HostBridgeError) => this.#settle(id, error);
    try {
      const body = this.#convert(payload, true, type);
      this.#channels.listen();
      const wire = this.#wire.known ?? this.#wire.choose();
      if (typeof wire == "string") return this.#requestOn(wire, kind, id, type, body);
      wire.then((w) => this.#requestOn(w, kind, id, type, body)).catch(fail);
    } catch (error) {
      fail(error as HostBridgeError);
    }
  }

  /** The wire turned `platform`: `subscribe`, then what went as an envelope goes again (that host never read it). */
  #onPlatform() {
    this.#platformEvents?.start();
    for (const [id, entry] of this.#inFlight)
      if (entry.wire == "envelopes")
        this.#requestOn("platform", entry.kind, id, entry.type, entry.body);
  }

  /** Sends request `id` on `wire`: as ./platformParts `request` says, else an envelope (with `traceContext`'s). */
  #requestOn(wire: Wire, kind: RequestKind, id: string, type: string, body: unknown) {
    const entry = this.#inFlight.get(id);
    if (!entry) return;
    entry.body = body;
    const platform = wire == "platform" ? this.#platform : undefined;
    if (platform) {
      entry.wire = "platform";
      const out = platform.request(kind, id, type, body, this.#wire.hostAnsweredHello);
      const top = out.top && this.#channels.openTopHost(platform.openTop);
      entry.target = top ? "top" : undefined;
      this.#channels.send(out.message, out.verb, type, id, top || undefined);
      const ms = out.ackWait;
      if (ms)
        entry.ackTimer = setTimeout(
          () => this.#settle(id, this.#log.explain(timeoutError(type, ms, true), wire)),
          ms,
        );
      if (out.bare)
        this.#settle(
          id,
          undefined,
          entry.whole ? encodeServiceResponse(id, type, body, "ok", undefined) : undefined,
        );
      return;
    }
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
    // (the wire is `platform` only in a session that has the platform parts: ./sessionWire)
    if (wire == "platform") return this.#platformEvents!.broadcast(eventKey, body);
    const id = createId();
    this.#channels.send(encodeEvent(id, eventKey, this.#convert(body, true)), "emit", eventKey, id);
    this.#log.activity?.("emit", id, eventKey, "event", wire, Date.now(), body);
  }

  #subscribe(family: Handler["family"], type: string, fn: unknown) {
    this.#check();
    this.#channels.listen();
    // a platform host pushes post-robot messages only to a window that said hello: probe now
    void this.#wire.choose();
    return this.#handlers.add(family, type, fn);
  }
}
