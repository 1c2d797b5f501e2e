// Everything the host sends, routed for the session (./session): a reply settles its pending
// request, an event or a pushed message goes to the app's handlers, a post-robot request from the
// host is answered. Each message passes its wire codec's guard first; whatever passes none is
// dropped (and, at `logLevel: "debug"`, reported with the reason). It holds no state of its own.
import { POST_ROBOT_HELLO, POST_ROBOT_MESSAGE_TYPES } from "@hostbridge/protocol-types";
import type {
  PostRobotMessage,
  PostRobotRequest,
  PostRobotResponse,
} from "@hostbridge/protocol-types";
import type { PushKind } from "./bridgeOptions";
import { HostError } from "./errors";
import type { HostBridgeError } from "./errors";
import { createId } from "@hostbridge/protocol-types/wire";
import type { SessionLog } from "./sessionLog";
import type { PendingRequest } from "./pending";
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

/** What the router asks of the session: it reads the session's state and asks it to change. */
export interface InboundSession {
  pendingRequest(id: string): Readonly<PendingRequest> | undefined;
  settle(id: string, error: HostBridgeError | undefined, value?: unknown): void;
  acknowledged(id: string): void;
  acceptHelloAnswer(hash: string): boolean;
  deliver(family: "event" | PushKind, type: string, payload: unknown, info: unknown): void;
  convert(value: unknown): unknown;
  answer(frame: string, name: string, id: string): void;
}

/**
 * A post-robot request from the host: a pushed message, or a hello. Answered once per realm
 * (`claimAnswer`): every bridge of the page hears it, and a post-robot host throws "No handler found
 * for post message ack" at a second answer, so this one piece of state cannot be per session.
 */
function onHostRequest(
  session: InboundSession,
  log: SessionLog,
  message: PostRobotRequest,
  raw: unknown,
) {
  const { name, data } = message;
  const family = pushKindOf(name);
  log.log(`received ${family ?? "post-robot"}:${name}`, raw);
  if (family) session.deliver(family, name, session.convert(data), { kind: family, type: name });
  if (message.fireAndForget || !claimAnswer(message.id)) return;
  let outcome: Parameters<typeof answerFrame>[1];
  if (name == POST_ROBOT_HELLO) outcome = { ok: true, data: { instanceID: createId() } };
  else if (family) outcome = { ok: true, data: undefined };
  else outcome = { ok: false, error: { message: `No handler found for post message: ${name}` } };
  try {
    session.answer(answerFrame(message, outcome), name, message.id);
  } catch (error) {
    log.report(error);
  }
}

/** A post-robot ack or response: to the session's hello (the wire probe), or to a pending request. */
function onPostRobotReply(
  session: InboundSession,
  log: SessionLog,
  message: PostRobotMessage,
  raw: unknown,
  fromTopHost: boolean,
) {
  if (!fromTopHost && session.acceptHelloAnswer(message.hash)) return;
  const id = idOfHash(message.name, message.hash);
  const entry = id === undefined ? undefined : session.pendingRequest(id);
  if (!entry || entry.type != message.name || (entry.target == "top") != fromTopHost)
    return log.dropped(`no pending request has post-robot hash ${message.hash}`, raw);
  session.acknowledged(id!);
  if (message.type == POST_ROBOT_MESSAGE_TYPES.ACK) return;
  const response = message as PostRobotResponse;
  const succeeded = response.ack == "success";
  const data = session.convert(succeeded ? response.data : response.error);
  if (succeeded)
    return session.settle(
      id!,
      undefined,
      entry.whole ? encodeServiceResponse(id!, entry.type, undefined, "ok", data) : data,
    );
  const info = (data ?? {}) as { message?: unknown; code?: unknown; data?: unknown };
  const hostError = {
    message: String(info.message),
    code: info.code as string,
    details: info.data,
  };
  session.settle(id!, new HostError(entry.type, data, session.convert(raw), hostError));
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
  const entry = session.pendingRequest(message.id);
  if (entry?.kind !== message.request || (message.echoed && message.echoed != entry.type))
    return `no pending request has id ${message.id}`;
  if ((entry.target == "top") != fromTopHost)
    return `the answer to request ${message.id} came from a window it was not sent to`;
  const body = session.convert(message.body);
  const envelope = session.convert(raw);
  session.settle(
    message.id,
    message.failed ? new HostError(entry.type, body, envelope, message.error) : undefined,
    entry.whole ? envelope : body,
  );
}

/**
 * Routes one message the host sent: `fromTopHost` tells a message from the top-most host window
 * (./topHostWindow) from one from the window the session's transport talks to. A reply is taken
 * only from the window its request was sent to.
 */
export function routeInbound(
  session: InboundSession,
  log: SessionLog,
  raw: unknown,
  fromTopHost: boolean,
): void {
  let reason = "not a host -> app message";
  try {
    const frame = decodePostRobotFrame(raw);
    if (frame)
      return frame.forEach((message) =>
        isPostRobotRequest(message)
          ? onHostRequest(session, log, message, raw)
          : onPostRobotReply(session, log, message, raw, fromTopHost),
      );
    const envelope = decodeHostMessage(raw);
    if (envelope) {
      const unmatched = onEnvelope(session, log, envelope, raw, fromTopHost);
      if (!unmatched) return;
      reason = unmatched;
    }
  } catch {
    // a hostile value (throwing getter, proxy) from a custom transport: dropped below
  }
  log.dropped(reason, raw);
}
