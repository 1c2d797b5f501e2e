// The events and pushed messages of a session (./bridgeSession): the app's handlers, what the host
// pushes and its events, delivered to every handler of their type (a push the host waits for is
// answered), and the events the app emits. None of it runs for a request: the session hands this
// part every inbound message that is not a reply.
import { createId, encodeEvent } from "@hostbridge/protocol-types/wire";
import type { Inbound, PlatformHostInbound } from "@hostbridge/protocol-types/wire";
import type { Wire } from "@hostbridge/protocol-types";
import type { PushKind } from "./bridgeOptions";
import type { PlatformParts } from "./platformParts";
import type { SessionLog } from "./sessionLog";
import type { HostChannel, WireDecider } from "./sessionWire";

/** A handler of host events (`family` "event") or of one kind of pushed messages (`"*"`: every type). */
export interface Handler {
  family: "event" | PushKind;
  type: string;
  fn: (payload: unknown, info: never) => unknown;
}

/** What the host sends that is not a reply: a post-robot request (`push`), an event, a pushed message. */
export type HostPush = Exclude<Inbound | PlatformHostInbound, { kind: "response" }>;

/** What the events use of their session besides its channel, wire and log. */
export interface OwnerSession {
  /** Throws `TRANSPORT_CLOSED` once the session is disposed. */
  check: () => void;
  /** Keys in the app's casing (`toWire`: to the wire's snake_case). */
  convert: (value: unknown, toWire?: boolean) => unknown;
  /** An environment's platform-named block also under the spec's name. */
  specNames: (value: unknown) => unknown;
}

/**
 * The events and pushed messages of one session (its `log`, `wire`, `channel` to the host, what
 * else it lends, `session`, and its `platform` part): the app's handlers, added and removed by the
 * app, what the host pushes, delivered to them, and the events the app emits.
 */
export function sessionEvents(
  log: SessionLog,
  wire: WireDecider,
  channel: HostChannel,
  session: OwnerSession,
  platform: ReturnType<PlatformParts["session"]> | undefined,
) {
  const handlers = new Set<Handler>();

  /** Sends an event on `on`: `SVC_EVENT`, or on the platform wire the high-level `broadcast`. */
  const emitOn = (on: Wire, eventKey: string, body: unknown) => {
    // (the wire is `platform` only in a session that has the platform parts: ./sessionWire)
    if (on == "platform") return platform!.broadcast(eventKey, body);
    const id = createId();
    channel.send(encodeEvent(id, eventKey, session.convert(body, true)), "emit", eventKey, id);
    log.activity?.("emit", id, eventKey, "event", on, Date.now(), body);
  };

  /** Calls every handler registered for this event or pushed message; their failures are reported. */
  const deliver = (
    family: Handler["family"],
    type: string,
    payload: unknown,
    info: unknown,
    raw: unknown,
  ) => {
    log.log?.(`received ${family}:${type}`, raw);
    // (no hook: nothing is made for it, not even an id)
    const kind = family == "event" ? family : "push";
    log.activity?.(kind, createId(), type, family, wire.decided, Date.now(), payload);
    const value = session.specNames(payload);
    // (a handler removed during this delivery, by another one or by dispose(), is not called)
    for (const handler of [...handlers])
      if (
        handlers.has(handler) &&
        handler.family == family &&
        (handler.type == type || handler.type == "*")
      )
        try {
          Promise.resolve(handler.fn(value, info as never)).catch(log.report);
        } catch (error) {
          log.report(error);
        }
  };

  /** One message from the host that is not a reply (`raw`, as it came): delivered; a push the host waits for is answered. */
  const receive = (message: HostPush, raw: unknown): void => {
    if (message.kind == "push") {
      const { name, answer } = message;
      if (message.message) receive(message.message, raw);
      else log.log?.(`received post-robot:${name}`, raw);
      try {
        if (answer) channel.send(answer, "answer", name, message.id);
      } catch (error) {
        log.report(error);
      }
    } else if (message.kind == "event") {
      const event = session.convert(message.event) as { type: string; body?: unknown };
      deliver("event", event.type, event.body, event, raw);
    } else {
      const { family, type } = message;
      deliver(family, type, session.convert(message.payload), { kind: family, type }, raw);
    }
  };

  return {
    get size(): number {
      return handlers.size;
    },
    /**
     * Adds a handler of `family` and `type`, listening to the host (and, as a platform host pushes
     * post-robot messages only to a window that said hello, probing now); returns its remover.
     */
    add(family: Handler["family"], type: string, fn: unknown): () => void {
      session.check();
      channel.listen();
      void wire.choose();
      const handler = { family, type, fn } as Handler;
      handlers.add(handler);
      return () => {
        handlers.delete(handler);
      };
    },
    clear: () => handlers.clear(),
    /** Emits an event once the wire is known. */
    emit(eventKey: string, body: unknown): void {
      session.check();
      try {
        const known = wire.choose();
        if (typeof known == "string") return emitOn(known, eventKey, body);
        known.then((w) => emitOn(w, eventKey, body)).catch(log.report);
      } catch (error) {
        log.report(error);
        throw error;
      }
    },
    receive,
  };
}

/** The events part of a session: {@link sessionEvents}. */
export type SessionEvents = ReturnType<typeof sessionEvents>;
