// Everything the host sends, routed for the session (./bridgeSession): a reply settles its in-flight
// request, an event or a pushed message goes to the app's handlers. A post-robot frame goes to the
// session's platform parts (./platformParts, of the shape `PlatformParts` below), when it has them. Each message passes its wire codec's
// guard first; whatever passes none is dropped (and, at `logLevel: "debug"`, reported with the
// reason). It holds no state of its own.
import { HostError } from "./errors";
import type { HostBridgeError } from "./errors";
import type { Bridge, PushKind } from "./bridgeOptions";
import type { SessionChannels } from "./sessionChannels";
import type { SessionLog } from "./sessionLog";
import type { WireDecider } from "./sessionWire";
import type { InFlightRequest } from "./inFlightRequests";
import type { Wire } from "@hostbridge/protocol-types";
import { decodeHostMessage } from "@hostbridge/protocol-types/wire";
import type { Inbound, RequestKind } from "@hostbridge/protocol-types/wire";

/** What the router asks of the session: it reads the session's state and asks it to change. */
export interface InboundSession {
  inFlight(id: string): Readonly<InFlightRequest> | undefined;
  settle(id: string, error: HostBridgeError | undefined, value?: unknown): void;
  acknowledged(id: string): void;
  acceptHelloAnswer(hash: string): boolean;
  confirmEnvelopes(): void;
  deliver(family: "event" | PushKind, type: string, payload: unknown, info: unknown): void;
  convert(value: unknown): unknown;
  answer(frame: string, name: string, id: string): void;
}

/** What a session's platform half sends with, besides the router's needs: the session's own requests. */
export interface PlatformSession extends InboundSession {
  readonly call: Bridge["call"];
}

/**
 * What a session needs to speak the platform wire (post-robot 10 framing): the router of its
 * frames, and the platform half of each session, which sends what goes by that wire.
 */
export interface PlatformParts {
  /** Routes `raw` when it is a post-robot frame; returns whether it was. */
  route(session: InboundSession, log: SessionLog, raw: unknown, fromTopHost: boolean): boolean;
  /** The platform half of `session`, sending on its channels, by its wire choice. */
  open(
    session: PlatformSession,
    channels: SessionChannels,
    wire: WireDecider,
    log: SessionLog,
  ): PlatformHalf;
}

/** The platform half of one session (./platformParts `sessionPlatform`). */
export interface PlatformHalf {
  /**
   * Sends in-flight request `id` if it goes by the platform wire (`wire`, chosen for it, or the wire
   * the session decided on); returns whether it did (if not, it goes as an envelope).
   */
  request(
    wire: Wire,
    entry: InFlightRequest,
    kind: RequestKind,
    id: string,
    type: string,
    body: unknown,
  ): boolean;
  /** Sends an event as the high-level `broadcast`. */
  broadcast(eventKey: string, body: unknown): void;
  /** The platform wire's start, once per session: the high-level `subscribe`. */
  start(): void;
  /**
   * An answer or push (an environment record) with the platform's `pitcher` block also as the spec's
   * `svc` (`inSpecNames`); a whole response envelope (the low-level `request`) stays as the host sent it.
   */
  specNames(value: unknown): unknown;
}

/** An envelope (either wire's form): a response settles its request, an event or message is delivered. */
function onEnvelope(
  session: InboundSession,
  log: SessionLog,
  message: Inbound,
  raw: unknown,
  fromTopHost: boolean,
): string | undefined {
  if (message.kind == "event") {
    const event = session.convert(message.event) as { type: string; body?: unknown };
    log.log(`received event:${event.type}`, raw);
    return void session.deliver("event", event.type, event.body, event);
  }
  if (message.kind == "message") {
    const { family, type } = message;
    log.log(`received ${family}:${type}`, raw);
    return void session.deliver(family, type, session.convert(message.payload), {
      kind: family,
      type,
    });
  }
  const entry = session.inFlight(message.id);
  if (entry?.kind !== message.request || (message.echoed && message.echoed != entry.type))
    return `no in-flight request has id ${message.id}`;
  if ((entry.target == "top") != fromTopHost)
    return `the answer to request ${message.id} came from a window it was not sent to`;
  if (entry.wire == "envelopes") session.confirmEnvelopes();
  const body = session.convert(message.body);
  const envelope = session.convert(raw);
  session.settle(
    message.id,
    message.failed ? new HostError(entry.type, body, envelope, message.error) : undefined,
    entry.whole ? envelope : body,
  );
}

/**
 * Routes one message the host sent: a post-robot frame to `platform` (an envelope-only session has
 * none and drops it), else an envelope. `fromTopHost` tells a message from the top-most host window
 * (./topHostWindow) from one from the window the session's transport talks to. A reply is taken
 * only from the window its request was sent to.
 */
export function routeInbound(
  platform: PlatformParts | undefined,
  session: InboundSession,
  log: SessionLog,
  raw: unknown,
  fromTopHost: boolean,
): void {
  let reason = "not a host -> app message";
  try {
    if (platform?.route(session, log, raw, fromTopHost)) return;
    const envelope = decodeHostMessage(raw);
    if (envelope) {
      // what only an envelope host sends (both wires push the bare UI messages) ends a probe under way
      if (/^(SVC|UI|ADMIN|DSR)_/.test((raw as { type: string }).type)) session.confirmEnvelopes();
      const unmatched = onEnvelope(session, log, envelope, raw, fromTopHost);
      if (!unmatched) return;
      reason = unmatched;
    }
  } catch {
    // a hostile value (throwing getter, proxy) from a custom transport: dropped below
  }
  log.dropped(reason, raw);
}
