// The platform wire's parts of a session (./bridgeSession): everything only a post-robot host needs, in
// one object the entry's bridge factory hands to the session (./bridge and ./platform do;
// ./envelopes does not, so a bundler drops this module and the post-robot codec with it). They
// return data and call nothing of the session's: `request` says what to send for a request and how
// it is answered, `read` says what a post-robot frame holds (an ack, a reply, a pushed message or a
// hello, with the answer the host waits for). The session acts on both (./bridgeSession). The one
// piece with state, `events`, sends the session's events by the platform's `broadcast`.
import {
  PEER_CONNECTIVITY_EVENT,
  PLATFORM_BROADCAST,
  PLATFORM_SUBSCRIBE,
  POST_ROBOT_ACK_TIMEOUT,
  POST_ROBOT_ACK_TIMEOUT_KNOWN,
  POST_ROBOT_HELLO,
  POST_ROBOT_MESSAGE_TYPES,
} from "@hostbridge/protocol-types";
import type { PostRobotResponse } from "@hostbridge/protocol-types";
import {
  answerFrame,
  claimAnswer,
  createId,
  decodePostRobotFrame,
  encodeBareOperation,
  encodePlatformRequest,
  encodePlatformServiceRequest,
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
import type { Inbound, RequestKind } from "@hostbridge/protocol-types/wire";
import type { Bridge } from "./bridgeOptions";
import { openTopHostTransport } from "./openHostTransport";

/** What a request sends on the platform wire ({@link PlatformParts.request}). */
export interface PlatformRequest {
  /** The message: a post-robot frame, a bare `{ type, body }`, or the platform's `PITCHER_REQUEST`. */
  message: object | string;
  /** How the session's log names the send. */
  verb: "request" | "post";
  /** A high-level request: it goes to the top-most host window (./topHostWindow), which alone may answer it. */
  top?: true;
  /** A bare UI operation: it gets no answer, so it settles once sent. */
  bare?: true;
  /** A post-robot request: how long it waits for its ack (ms), as post-robot's sender does. */
  ackWait?: number;
}

/**
 * One message of a post-robot frame from the host ({@link PlatformParts.read}), in the envelope
 * codec's shapes where it means the same: an ack or response to a request the app sent (or to its
 * hello: `hash`) is a `response`; a post-robot request from the host is a `push`, with the pushed
 * message it carries (none: a hello or a call the app does not serve) and the answer the host waits for.
 */
export type PlatformInbound =
  | {
      kind: "response";
      /** The in-flight request it answers (`""`: the hash names none). */
      id: string;
      /** The operation it answers, by the spec's name. */
      echoed: string;
      hash: string;
      /** Only the ack: the host has the request. */
      ack: boolean;
      failed: boolean;
      /** The answer's data, or post-robot's error (`{ message, code, data }`) when failed. */
      body: unknown;
      request?: undefined;
      error?: undefined;
    }
  | {
      kind: "push";
      id: string;
      /** The message's type, by the spec's name (`ui_prompt_pia_response_streamed`). */
      name: string;
      message: Extract<Inbound, { kind: "message" }> | undefined;
      /** The frame the host waits for (its first hearer in this realm sends it), or none. */
      answer: string | undefined;
    };

/**
 * The answer to a post-robot request from the host, claimed once per realm (`claimAnswer`): every
 * bridge of the page hears it, and a post-robot host throws "No handler found for post message ack"
 * at a second answer, so this one piece of state cannot be per session.
 */
function answerOf(message: Parameters<typeof answerFrame>[0], name: string, family: unknown) {
  if (message.fireAndForget || !claimAnswer(message.id)) return;
  let outcome: Parameters<typeof answerFrame>[1];
  if (name == POST_ROBOT_HELLO) outcome = { ok: true, data: { instanceID: createId() } };
  else if (family) outcome = { ok: true, data: undefined };
  else outcome = { ok: false, error: { message: `No handler found for post message: ${name}` } };
  return answerFrame(message, outcome);
}

/** Reads a post-robot frame: `undefined` when `raw` is not one, else its messages as data. */
function read(raw: unknown): PlatformInbound[] | undefined {
  return decodePostRobotFrame(raw)?.map((message): PlatformInbound => {
    if (isPostRobotRequest(message)) {
      // (a message the spec renamed arrives under the platform's name)
      const name = specMessageName(message.name);
      const family = pushKindOf(name);
      const answer = answerOf(message, name, family);
      const pushed = family && {
        kind: "message" as const,
        family,
        type: name,
        payload: message.data,
      };
      return { kind: "push", id: message.id, name, message: pushed || undefined, answer };
    }
    const response = message as PostRobotResponse;
    const ack = message.type == POST_ROBOT_MESSAGE_TYPES.ACK;
    const failed = !ack && response.ack != "success";
    return {
      kind: "response",
      id: idOfHash(message.name, message.hash) ?? "",
      echoed: specOperationName(message.name),
      hash: message.hash,
      ack,
      failed,
      body: ack ? undefined : failed ? response.error : response.data,
    };
  });
}

/**
 * What request `id` of `kind` and `type` sends on the platform wire: an operation as a post-robot
 * request (an operation the spec renamed under the platform's name), waiting 2 s for its ack from a
 * host that has not answered the session's hello (`known`: 10 s); a bare UI operation as
 * `{ type, body }`; a high-level request as the platform's `PITCHER_REQUEST` to the top-most host
 * window, its keys as the platform expects (docs/protocol.md "Casing on the platform wire").
 */
function request(
  kind: RequestKind,
  id: string,
  type: string,
  body: unknown,
  known: boolean,
): PlatformRequest {
  // (UI operations are the `ui_*` types, protocol-types' `environmentOfType`; no high-level operation
  // starts so)
  if (kind == "svc" && !type.startsWith("ui_"))
    return {
      message: encodePlatformServiceRequest(id, type, platformBody(type, body)),
      verb: "request",
      top: true,
    };
  if (isBareUiOperation(type))
    return { message: encodeBareOperation(type, body), verb: "post", bare: true };
  return {
    message: encodePlatformRequest(platformOperationName(type), id, body),
    verb: "request",
    ackWait: known ? POST_ROBOT_ACK_TIMEOUT_KNOWN : POST_ROBOT_ACK_TIMEOUT,
  };
}

/**
 * The session's events on the platform wire, sent with its `call`: `broadcast` (a peer connectivity
 * event only to an iOS host, as the platform's client does) and `start`, the high-level `subscribe`
 * (its hosts send events only to subscribed apps), which the session sends once the wire is
 * `platform`. Both are requests like any other; a high-level request never chooses the wire, so it
 * cannot come back here.
 */
function events(call: Bridge["call"]) {
  /** Whether `get_env` says mode IOS (asked once; a failure is "no"). */
  let hostIsIos: Promise<boolean> | undefined;
  const quietly = (type: string, body?: unknown) => void call("svc", type, body).catch(() => {});
  return {
    broadcast(eventKey: string, body: unknown) {
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
    start: () => quietly(PLATFORM_SUBSCRIBE),
  };
}

/** What a session needs to speak the platform wire (post-robot 10 framing): {@link PLATFORM_PARTS}. */
export interface PlatformParts {
  read: typeof read;
  request: typeof request;
  events: typeof events;
  /** Opens the top-most host window's channel, where high-level requests go. */
  openTop: typeof openTopHostTransport;
  /**
   * An answer or push (an environment record) with the platform's `pitcher` block also as the spec's
   * `svc`; a whole response envelope (the low-level `request`) stays as the host sent it.
   */
  specNames: typeof inSpecNames;
}

/** The platform wire's parts; see {@link PlatformParts}. */
export const PLATFORM_PARTS: PlatformParts = {
  read,
  request,
  events,
  openTop: openTopHostTransport,
  specNames: inSpecNames,
};
