// The app's session with its host: one object owns the bridge's state in `#private` fields and alone
// changes it: the options (read once), the channel to the host (its transport, its listener, the one
// sender), the in-flight requests, their deadlines and every reply. The parts it owns hold the rest:
// the wire (./sessionWire: the wire and its probe), the events (./sessionEvents: the app's handlers,
// what the host pushes to them, what the app emits) and, on the platform wire, the platform's events
// and top-most host window (./platformParts). The codecs return data and the session acts on it: the
// envelope codec and the platform wire's parts, handed in by ./bridge, ./platform.
import type { TraceContext, Wire } from "@hostbridge/protocol-types";
import type { Bridge, BridgeOptions, RequestOptions } from "./bridgeOptions";
import { convertKeys } from "./casing";
import type { Casing } from "./casing";
import type { HostBridgeError } from "./errors";
import { SessionLog } from "./sessionLog";
import { HostError } from "./errors";
import { openHostTransport } from "./openHostTransport";
import type { HostPlace, HostTransport } from "./openHostTransport";
import type { HostChannel, WireDecider, WireFactory } from "./sessionWire";
import { abortError, askOnline, timeoutError } from "./inFlightRequests";
import type { InFlightRequest, Timer } from "./inFlightRequests";
import { sessionEvents } from "./sessionEvents";
import type { SessionEvents } from "./sessionEvents";
import type { PlatformParts } from "./platformParts";
import { closedError, sendError } from "./transport";
import type { Transport } from "./transport";
import { INTERACTIVE_METHOD_TYPES } from "@hostbridge/protocol-types";
import {
  createId,
  decodeHostMessage,
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
  /** Where the host is: `hostOrigin`, `unsafeAllowAnyOrigin`, `platform`, the native names, `transport`. */
  #place: HostPlace;
  /**
   * The transport to the host, and whether it is a parent window's this session opened (where `auto`
   * probes): the injected one from the start, else opened at first use (`#open`).
   */
  #host: HostTransport | undefined;
  #unlisten: (() => void) | undefined;
  #wire: WireDecider;
  #inFlight = new Map<string, InFlightRequest>();
  /**
   * The one timer of the requests' timeouts, armed for the earliest deadline (`#armedAt`), not
   * cleared on settle (a timer per request cost a round trip about 17 µs: bench/README).
   */
  #deadline: Timer | undefined;
  #armedAt = Infinity;
  /** The app's handlers, what the host pushes to them, what the app emits. */
  #events: SessionEvents;
  #disposed = false;
  /** The platform wire's parts, from the entry (absent: envelopes only), and this session's (events, top-most host window). */
  #platform: PlatformParts | undefined;
  #platformSession: ReturnType<PlatformParts["session"]> | undefined;

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
    this.reportError = this.#log.report;
    this.#place = { ...options }; // (a copy: the options are read once)
    this.#host = options.transport && { transport: options.transport };
    const channel: HostChannel = {
      open: () => this.#open(),
      listen: () => this.#listen(),
      send: (message, verb, type, id) => this.#send(message, verb, type, id),
    };
    this.#wire = wireOf(channel, this.#log, options.wire, () => this.#onPlatform());
    this.#platform = platform;
    const top = (raw: unknown) => this.#receive(raw, true);
    this.#platformSession = platform?.session(this.call, options.hostOrigin, this.#log.warn, top);
    // (made here, not in a field initializer: WebKit bug 236843)
    const session = {
      check: () => this.#check(),
      convert: (value: unknown, toWire?: boolean) => this.#convert(value, toWire),
      specNames: (value: unknown) => this.#specNames(value),
    };
    this.#events = sessionEvents(this.#log, this.#wire, channel, session, this.#platformSession);
  }

  // --- the public Bridge ---------------------------------------------------------------------------
  get pendingCount(): number {
    return this.#inFlight.size;
  }
  get listenerCount(): number {
    return this.#events.size;
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
  readonly emit: Bridge<C>["emit"] = (eventKey, body) => this.#events.emit(eventKey, body);
  readonly onEvent: Bridge<C>["onEvent"] = (eventKey, handler) =>
    this.#events.add("event", eventKey, handler);
  readonly onMessage: Bridge<C>["onMessage"] = (kind, type, handler) =>
    this.#events.add(kind, type, handler);
  readonly dispose = (): void => this.#dispose(); // reads only `this` (scripts/check-engines.mjs)
  #dispose(): void {
    if (this.#disposed) return;
    this.#disposed = true;
    this.#settleAll(closedError("bridge"), true);
    clearTimeout(this.#deadline);
    this.#armedAt = Infinity;
    this.#events.clear();
    this.#wire.endProbe();
    this.#unlisten?.();
    this.#platformSession?.close();
    if (!this.#place.transport) this.#host?.transport.close(); // (an injected one stays open)
  }

  // --- the channel to the host ---------------------------------------------------------------------
  /** The transport to the host, opened once: the injected one, else a native WebView bridge or the parent window. */
  #open(): HostTransport {
    return (this.#host ??= openHostTransport(this.#place, this.#log.warn));
  }

  /** Opens the transport and routes what the host sends on it to `#receive` (once). */
  #listen() {
    this.#unlisten ??= this.#open().transport.listen(
      (raw) => {
        this.#log.arrived++;
        this.#receive(raw, false);
      },
      (reason, message, fatal) => {
        this.#log.refused(reason, message);
        if (fatal) this.#settleAll(fatal); // (nothing sent can reach the host)
      },
    );
  }

  /** The one way the session sends: `message` to `to` (the host's transport), logged as `${verb} ${type} ${id}`. */
  #send(message: object | string, verb: string, type: string, id: string, to?: Transport) {
    this.#log.log?.(`${verb} ${type} ${id}`, message);
    try {
      (to ?? this.#open().transport).send(message);
    } catch (error) {
      throw sendError(error, type); // (what is not plain data: `INVALID_PAYLOAD`)
    }
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
        if (/^(SVC|UI|ADMIN|DSR)_/.test((raw as { type: string }).type)) this.#wire.endProbe();
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
    if (message.kind != "response") return this.#events.receive(message, raw);
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
    if (entry.wire == "envelopes") this.#wire.endProbe();
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
    return this.#platform?.specNames(value) ?? value;
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
    const wire = this.#wire.decided;
    for (const [id, { type, start, deadline }] of this.#inFlight)
      if (deadline > now) next = Math.min(next, deadline);
      else this.#settle(id, this.#log.explain(timeoutError(type, deadline - start), wire));
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
      this.#listen();
      const wire = this.#wire.known ?? this.#wire.choose();
      if (typeof wire == "string") return this.#requestOn(wire, kind, id, type, body);
      wire.then((w) => this.#requestOn(w, kind, id, type, body)).catch(fail);
    } catch (error) {
      fail(error as HostBridgeError);
    }
  }

  /** The wire turned `platform`: `subscribe`, then what went as an envelope goes again (that host never read it). */
  #onPlatform() {
    this.#platformSession?.start();
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
      const top = out.top && this.#platformSession!.top(this.#host!.window);
      entry.target = top ? "top" : undefined;
      this.#send(out.message, out.verb, type, id, top || undefined);
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
    this.#send(encodeRequest(kind, id, type, body, trace), "request", type, id);
  }
}
