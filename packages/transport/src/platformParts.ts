// The platform wire's parts of a session (./session): everything only a post-robot host needs, in
// one object the entry's bridge factory hands to the session (./bridge and ./platform do;
// ./envelopes does not, so a bundler drops this module and the post-robot codec with it). What the
// host sends in a post-robot frame is routed here: a pushed message or a hello is answered, an ack
// or a response settles its pending request. It holds no state of its own.
import { POST_ROBOT_HELLO, POST_ROBOT_MESSAGE_TYPES } from "@hostbridge/protocol-types";
import type {
  PostRobotMessage,
  PostRobotRequest,
  PostRobotResponse,
} from "@hostbridge/protocol-types";
import {
  answerFrame,
  claimAnswer,
  createId,
  decodePostRobotFrame,
  encodeBareOperation,
  encodePlatformRequest,
  encodeServiceResponse,
  idOfHash,
  isBareUiOperation,
  isPostRobotRequest,
  platformBody,
  pushKindOf,
} from "@hostbridge/protocol-types/wire";
import { HostError } from "./errors";
import { openTopHostTransport } from "./hostTransport";
import type { InboundSession, PlatformParts } from "./sessionInbound";
import type { SessionLog } from "./sessionLog";

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

/** The platform wire's parts; see {@link PlatformParts}. */
export const PLATFORM_PARTS: PlatformParts = {
  route(session, log, raw, fromTopHost) {
    const frame = decodePostRobotFrame(raw);
    frame?.forEach((message) =>
      isPostRobotRequest(message)
        ? onHostRequest(session, log, message, raw)
        : onPostRobotReply(session, log, message, raw, fromTopHost),
    );
    return !!frame;
  },
  isBare: isBareUiOperation,
  bare: encodeBareOperation,
  request: encodePlatformRequest,
  body: platformBody,
  openTopHost: openTopHostTransport,
};
