// Everything the host sends, routed: a reply settles its pending request, an event or a pushed
// message goes to the app's handlers, a post-robot request from the host is answered. Each message
// kind passes its wire codec's guard first; whatever passes none is dropped (and, at
// `logLevel: "debug"`, reported with the reason).
import { POST_ROBOT_HELLO, POST_ROBOT_MESSAGE_TYPES } from "@hostbridge/protocol-types";
import type {
  PostRobotMessage,
  PostRobotRequest,
  PostRobotResponse,
} from "@hostbridge/protocol-types";
import { HostError } from "./errors";
import { createId } from "@hostbridge/protocol-types/wire";
import type { RequestTracker } from "./requestTracker";
import type { Subscriptions } from "./subscriptions";
import { decodeHostMessage, encodeServiceResponse } from "@hostbridge/protocol-types/wire";
import type { Inbound } from "@hostbridge/protocol-types/wire";
import {
  answerFrame,
  claimAnswer,
  idOfHash,
  isPostRobotRequest,
  pushKindOf,
} from "@hostbridge/protocol-types/wire";
import { decodePostRobotFrame } from "@hostbridge/protocol-types/wire";
import type { WireProbe } from "./wireProbe";

/** What the dispatcher routes to, and how it reads and answers. */
export interface InboundRoutes {
  tracker: RequestTracker;
  subscriptions: Subscriptions;
  probe: WireProbe;
  /** Incoming keys in the app's casing. */
  convert: (value: unknown) => unknown;
  log: (text: string, data?: unknown) => void;
  report: (error: unknown) => void;
  /** Told about an inbound message no route took, with the reason. */
  dropped: (reason: string, message: unknown) => void;
  /** Sends an answer to the host (a post-robot frame). */
  answer: (frame: string) => void;
}

/**
 * Creates the listener a bridge gives its transports: `fromTopHost` tells a message from the top-most
 * host window (./topHostWindow) from one from the window the bridge's transport talks to. A reply
 * is taken only from the window its request was sent to.
 */
export function createInboundDispatcher(
  routes: InboundRoutes,
): (raw: unknown, fromTopHost?: boolean) => void {
  const { tracker, subscriptions, probe, convert, log, report, dropped } = routes;

  /** A post-robot request from the host: a pushed message, or a hello. Answered once per page. */
  function onHostRequest(message: PostRobotRequest, raw: unknown) {
    const { name, data } = message;
    const family = pushKindOf(name);
    log(`received ${family ?? "post-robot"}:${name}`, raw);
    if (family) subscriptions.deliver(family, name, convert(data), { kind: family, type: name });
    if (!message.fireAndForget && claimAnswer(message.id))
      try {
        routes.answer(
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
  }

  /** A post-robot ack or response: to our hello (the wire probe), or to a pending request. */
  function onPostRobotReply(message: PostRobotMessage, raw: unknown, fromTopHost: boolean) {
    if (!fromTopHost && probe.isHelloAnswer(message.hash)) return;
    const id = idOfHash(message.name, message.hash);
    const entry = id === undefined ? undefined : tracker.pending.get(id);
    if (!entry || entry.type != message.name || !!entry.toTopHost != fromTopHost)
      return dropped(`no pending request has post-robot hash ${message.hash}`, raw);
    clearTimeout(entry.ackTimer);
    if (message.type == POST_ROBOT_MESSAGE_TYPES.ACK) return;
    const response = message as PostRobotResponse;
    const succeeded = response.ack == "success";
    const data = convert(succeeded ? response.data : response.error);
    if (succeeded)
      return entry.settle(
        undefined,
        entry.kind == "svc" ? encodeServiceResponse(id!, entry.type, undefined, "ok", data) : data,
      );
    const info = (data ?? {}) as { message?: unknown; code?: unknown; data?: unknown };
    const hostError = {
      message: String(info.message),
      code: info.code as string,
      details: info.data,
    };
    entry.settle(new HostError(entry.type, data, convert(raw), hostError));
  }

  /** An envelope (either wire's form): a response settles its request, an event or message is delivered. */
  function onEnvelope(message: Inbound, raw: unknown, fromTopHost: boolean): string | undefined {
    if (message.kind == "event") {
      const event = convert(message.event) as { type: string; body?: unknown };
      log(`received event:${event.type}`, raw);
      return void subscriptions.deliver("event", event.type, event.body, event);
    }
    if (message.kind == "message") {
      const { family, type } = message;
      log(`received ${family}:${type}`, raw);
      return void subscriptions.deliver(family, type, convert(message.payload), {
        kind: family,
        type,
      });
    }
    const entry = tracker.pending.get(message.id);
    if (entry?.kind !== message.request || (message.echoed && message.echoed != entry.type))
      return `no pending request has id ${message.id}`;
    if (!!entry.toTopHost != fromTopHost)
      return `the answer to request ${message.id} came from a window it was not sent to`;
    const body = convert(message.body);
    const envelope = convert(raw);
    entry.settle(
      message.failed ? new HostError(entry.type, body, envelope, message.error) : undefined,
      message.request == "svc" ? envelope : body,
    );
  }

  return (raw, fromTopHost = false) => {
    let reason = "not a host -> app message";
    try {
      const frame = decodePostRobotFrame(raw);
      if (frame)
        return frame.forEach((message) =>
          isPostRobotRequest(message)
            ? onHostRequest(message, raw)
            : onPostRobotReply(message, raw, fromTopHost),
        );
      const envelope = decodeHostMessage(raw);
      if (envelope) {
        const unmatched = onEnvelope(envelope, raw, fromTopHost);
        if (!unmatched) return;
        reason = unmatched;
      }
    } catch {
      // a hostile value (throwing getter, proxy) from a custom transport: dropped below
    }
    dropped(reason, raw);
  };
}
