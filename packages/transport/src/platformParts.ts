// The platform wire's parts of a session (./bridgeSession): everything only a post-robot host needs, in
// one object the entry's bridge factory hands to the session (./bridge and ./platform do;
// ./envelopes does not, so a bundler drops this module and the post-robot codec with it). What the
// host sends in a post-robot frame is routed here: a pushed message or a hello is answered, an ack
// or a response settles its in-flight request. What goes by the platform wire is sent by the
// session's platform half (`sessionPlatform`), the one piece here with state of its own.
import {
  PEER_CONNECTIVITY_EVENT,
  PLATFORM_BROADCAST,
  PLATFORM_SUBSCRIBE,
  POST_ROBOT_HELLO,
  POST_ROBOT_MESSAGE_TYPES,
} from "@hostbridge/protocol-types";
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
  encodePlatformServiceRequest,
  encodeServiceResponse,
  idOfHash,
  inSpecNames,
  isBareUiOperation,
  isPostRobotRequest,
  platformBody,
  platformOperationName,
  pushKindOf,
  specMessageName,
  specOperationName,
} from "@hostbridge/protocol-types/wire";
import { HostError } from "./errors";
import { openTopHostTransport } from "./openHostTransport";
import { ackTimer, usesPlatformMeans } from "./inFlightRequests";
import type { SessionChannels } from "./sessionChannels";
import type {
  InboundSession,
  PlatformHalf,
  PlatformParts,
  PlatformSession,
} from "./sessionInbound";
import type { SessionLog } from "./sessionLog";
import type { WireDecider } from "./sessionWire";

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
  const { data } = message;
  // (a message the spec renamed arrives under the platform's name: `ui_prompt_pia_response_streamed`)
  const name = specMessageName(message.name);
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

/** A post-robot ack or response: to the session's hello (the wire probe), or to an in-flight request. */
function onPostRobotReply(
  session: InboundSession,
  log: SessionLog,
  message: PostRobotMessage,
  raw: unknown,
  fromTopHost: boolean,
) {
  if (!fromTopHost && session.acceptHelloAnswer(message.hash)) return;
  const id = idOfHash(message.name, message.hash);
  const entry = id === undefined ? undefined : session.inFlight(id);
  if (
    !entry ||
    entry.type != specOperationName(message.name) ||
    (entry.target == "top") != fromTopHost
  )
    return log.dropped(`no in-flight request has post-robot hash ${message.hash}`, raw);
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
  // (post-robot's error: `{ message, code, data }`, read by HostError as a SVC error body is)
  session.settle(id!, new HostError(entry.type, data, session.convert(raw)));
}

/**
 * The platform half of one session: sends on the session's channels what goes by the platform wire
 * (operations as post-robot requests, high-level requests to the top-most host window, events as
 * `broadcast`), and remembers whether the host is iOS. See {@link PlatformHalf}.
 */
function sessionPlatform(
  session: PlatformSession,
  channels: SessionChannels,
  choice: WireDecider,
  log: SessionLog,
): PlatformHalf {
  /** Whether `get_env` says mode IOS (asked once; a failure is "no"). */
  let hostIsIos: Promise<boolean> | undefined;
  const { call } = session; // (an arrow: it keeps its `this`)
  const quietly = (type: string, body?: unknown) => void call("svc", type, body).catch(() => {});
  return {
    // On the platform wire, an operation goes as a post-robot request (its ack timer started; a bare
    // UI operation settles at once, it gets no answer); a high-level request as the platform's
    // `PITCHER_REQUEST` to the top-most host window, its keys as the platform expects
    // (docs/protocol.md "Casing on the platform wire").
    request(wire, entry, kind, id, type, body) {
      if (wire != "platform") return false;
      entry.wire = "platform";
      if (!usesPlatformMeans(kind, type)) {
        // the high-level API: the platform's PITCHER_REQUEST, to the top-most host window
        const top = channels.openTopHost(openTopHostTransport);
        entry.target = top ? "top" : undefined;
        const sent = encodePlatformServiceRequest(id, type, platformBody(type, body));
        channels.send(sent, "request", type, id, top ?? undefined);
      } else if (isBareUiOperation(type)) {
        channels.send(encodeBareOperation(type, body), "post", type, id);
        const answer = entry.whole && encodeServiceResponse(id, type, body, "ok", undefined);
        session.settle(id, undefined, answer || undefined);
      } else {
        // (an operation the spec renamed goes under the platform's name: `ui_prompt_pia`)
        channels.send(
          encodePlatformRequest(platformOperationName(type), id, body),
          "request",
          type,
          id,
        );
        entry.ackTimer = ackTimer(type, choice.hostAnsweredHello, (error) =>
          session.settle(id, log.explain(error, wire)),
        );
      }
      return true;
    },
    // A peer connectivity event goes only to an iOS host (the platform's client does the same).
    broadcast(eventKey, body) {
      const broadcast = () => quietly(PLATFORM_BROADCAST, { type: eventKey, body });
      if (eventKey != PEER_CONNECTIVITY_EVENT) return broadcast();
      hostIsIos ??= (
        call("svc", "get_env", undefined) as Promise<{ mode?: unknown } | undefined>
      ).then(
        (answer) => answer?.mode == "IOS",
        () => false,
      );
      void hostIsIos.then((ios) => ios && broadcast());
    },
    // SessionWire calls it when the wire turns out to be `platform`, after its hello (a post-robot
    // host pushes only to a window that said hello): the high-level `subscribe` (its hosts send
    // events only to subscribed apps). `subscribe` is sent like any request, but a high-level
    // request never chooses the wire, so it cannot come back here; a disposed session rejects it.
    start: () => quietly(PLATFORM_SUBSCRIBE),
    specNames: inSpecNames,
  };
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
  open: sessionPlatform,
};
