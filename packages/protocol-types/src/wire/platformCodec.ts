// The platform wire's codec (docs/protocol.md "The platform wire"): how an operation, a reply, a
// pushed message and an event travel between an app and the platform's deployed hosts, in both
// directions. The bridge (app side), the host simulator and the conformance kit (host side) use these
// same functions, through `@hostbridge/protocol-types/wire`. Post-robot framing itself is ./postRobotFrame. The
// high-level API goes as the platform's `PITCHER_REQUEST` (answered `PITCHER_RESPONSE`, read by the
// envelope codec's `decodeHostMessage`); the spec's `SVC_*` names are the envelope wire's.
import {
  ADMIN_MESSAGE_TYPES,
  DSR_MESSAGE_TYPES,
  UI_MESSAGE_TYPES,
  UI_NATIVE_MESSAGE_TYPES,
} from "../constants";
import {
  PLATFORM_BROADCAST,
  PLATFORM_SUBSCRIBE,
  PLATFORM_UNSUBSCRIBE,
  POST_ROBOT_ACK,
  POST_ROBOT_HELLO,
  POST_ROBOT_MESSAGE_TYPES,
} from "../platformWire";
import type {
  PostRobotAck,
  PostRobotMessage,
  PostRobotRequest,
  PostRobotResponse,
} from "../platformWire";
import type { HostErrorInfo } from "../envelopes";
import { PLATFORM_BARE_UI_OPERATIONS } from "../registry.generated";
import { createId } from "./ids";
import { envelopeNamesOf, envelopeType } from "./envelopeCodec";
import type { EnvelopeNames, PushKind } from "./envelopeCodec";
import { decodePostRobotFrame, encodePostRobotFrame } from "./postRobotFrame";
import { isRecord } from "../guards";

const includes = (list: readonly string[], value: string) => list.includes(value);

/** Whether the platform wire posts `type` as a bare `{ type, body }` that gets no answer. */
export const isBareUiOperation = (type: string): boolean =>
  includes(PLATFORM_BARE_UI_OPERATIONS, type);

/** The family of a pushed message named `name`, or `undefined` for any other name. */
export const pushKindOf = (name: string): PushKind | undefined =>
  includes(UI_MESSAGE_TYPES, name)
    ? "ui"
    : includes(ADMIN_MESSAGE_TYPES, name)
      ? "admin"
      : includes(DSR_MESSAGE_TYPES, name)
        ? "dsr"
        : undefined;

/** This window's origin, as post-robot writes it into `origin` (empty outside a browser). */
export const ownOrigin = (): string => {
  const origin = globalThis.location?.origin;
  return origin && origin != "null" ? origin : "";
};

/** The hash post-robot correlates a request's ack and response with: `<name>_<id>`. */
export const postRobotHash = (name: string, id: string): string => `${name}_${id}`;

/** The id inside a hash made by {@link postRobotHash}, or `undefined` when it is not one of `name`. */
export const idOfHash = (name: string, hash: string): string | undefined =>
  hash.startsWith(name + "_") ? hash.slice(name.length + 1) : undefined;

/** A post-robot request named `name` (an operation, a message type, `postrobot_hello`). */
export const postRobotRequest = (name: string, id: string, data: unknown): PostRobotRequest => ({
  id: createId(),
  origin: ownOrigin(),
  type: POST_ROBOT_MESSAGE_TYPES.REQUEST,
  hash: postRobotHash(name, id),
  name,
  data,
  fireAndForget: false,
});

type PostRobotOutcome = { ok: true; data: unknown } | { ok: false; error: { message: string } };

/** The ack post-robot's receiver sends for `request` the moment it arrives (before any answer). */
const ackOf = (request: PostRobotRequest): PostRobotAck => ({
  id: createId(),
  type: POST_ROBOT_MESSAGE_TYPES.ACK,
  origin: ownOrigin(),
  hash: request.hash,
  name: request.name,
});

/** The response to `request`: `data` on success; `error` as post-robot serialises one on failure. */
function responseOf(request: PostRobotRequest, outcome: PostRobotOutcome): PostRobotResponse {
  const base = {
    id: createId(),
    type: POST_ROBOT_MESSAGE_TYPES.RESPONSE,
    origin: ownOrigin(),
    hash: request.hash,
    name: request.name,
  };
  return outcome.ok
    ? { ...base, ack: POST_ROBOT_ACK.SUCCESS, data: outcome.data }
    : // (as post-robot serialises an Error: message, code, data)
      {
        ...base,
        ack: POST_ROBOT_ACK.ERROR,
        data: null,
        error: { __type__: "error", __val__: outcome.error },
      };
}

/**
 * The frame a host sends the moment a post-robot request arrives: its ack alone. Post-robot's
 * receive driver acks on arrival and responds when its handler settles, so a request that waits
 * (for a person, for a scripted answer) is acked at once and answered by {@link responseFrame} later.
 */
export const ackFrame = (request: PostRobotRequest): string =>
  encodePostRobotFrame([ackOf(request)]);

/** The frame that answers a post-robot request already acked by {@link ackFrame}: its response alone. */
export const responseFrame = (request: PostRobotRequest, outcome: PostRobotOutcome): string =>
  encodePostRobotFrame([responseOf(request, outcome)]);

/**
 * The frame that answers a post-robot request at once: its ack and its response in one frame, as
 * post-robot sends them when the handler settles in the same turn (`data` on success; `error` as
 * `{ message, code?, data? }` on failure). A host that answers later sends {@link ackFrame} on
 * arrival and {@link responseFrame} when answered.
 */
export const answerFrame = (request: PostRobotRequest, outcome: PostRobotOutcome): string =>
  encodePostRobotFrame([ackOf(request), responseOf(request, outcome)]);

// Ids of the post-robot requests answered in this realm: every bridge of the page hears a host's
// request, and post-robot wants exactly one ack and one response.
const answered = new Set<string>();

/** Whether this realm has not answered the post-robot request `id` yet (and now owns it). */
export function claimAnswer(id: string): boolean {
  if (answered.has(id)) return false;
  if (answered.size > 255) answered.clear();
  answered.add(id);
  return true;
}

/** Whether a decoded post-robot message is a request (as opposed to an ack or response). */
export const isPostRobotRequest = (message: PostRobotMessage): message is PostRobotRequest =>
  message.type == POST_ROBOT_MESSAGE_TYPES.REQUEST;

// --- app -> host ---------------------------------------------------------------------------------

/** A `ui`/`admin`/`dsr` operation as the platform wire sends it: one post-robot request frame. */
export const encodePlatformRequest = (type: string, id: string, body: unknown): string =>
  encodePostRobotFrame([postRobotRequest(type, id, body)]);

/**
 * A high-level request as the platform's deployed hosts read it: `PITCHER_REQUEST { request: { type,
 * id, body } }`, `body` `null` when there is none, as the platform's existing client sends it (the
 * spec's `SVC_REQUEST` is the envelope wire's: `encodeRequest`). `body` goes as given: the
 * caller applies `platformBody` first. Answered with a `PITCHER_RESPONSE`, read by
 * `decodeHostMessage`.
 */
export const encodePlatformServiceRequest = (id: string, type: string, body: unknown): object => ({
  type: envelopeType("pitcher", "REQUEST"),
  request: { type, id, body: body === undefined ? null : body },
});

/** Post-robot's hello (data `{ instanceID }`), correlated by `id`: the `auto` probe and a window's introduction. */
export const encodeHello = (id: string): string =>
  encodePlatformRequest(POST_ROBOT_HELLO, id, { instanceID: createId() });

/** A bare UI operation ({@link isBareUiOperation}): `{ type, body }`, body `{}` when there is none. */
export const encodeBareOperation = (type: string, body: unknown): object => ({
  type,
  body: body ?? {},
});

/** What an app sent on the platform wire, sorted by the host side ({@link decodePlatformAppMessage}). */
export type PlatformAppInbound =
  | { kind: "hello"; request: PostRobotRequest }
  | { kind: "request"; request: PostRobotRequest }
  | { kind: "reply"; message: PostRobotMessage }
  | { kind: "bare"; type: string; body: unknown }
  | { kind: "broadcast"; id: string; type: string; body: unknown; names?: "pitcher" }
  | { kind: "subscription"; id: string; type: string; subscribe: boolean; names?: "pitcher" };

/**
 * The host side's guard for what an app sends on the platform wire: the post-robot messages
 * of a frame (`hello`, `request`, or `reply` for an ack/response to the host's own push), a bare UI
 * operation, and the high-level `broadcast` / `subscribe` / `unsubscribe` requests (`SVC_REQUEST`,
 * or the existing client's `PITCHER_REQUEST`: then `names: "pitcher"`). `undefined` when the value
 * is not platform-wire traffic (other `SVC_REQUEST`s are the envelope codec's). Never throws.
 */
export function decodePlatformAppMessage(message: unknown): PlatformAppInbound[] | undefined {
  try {
    const frame = decodePostRobotFrame(message);
    if (frame)
      return frame.map((m) =>
        !isPostRobotRequest(m)
          ? { kind: "reply", message: m }
          : { kind: m.name == POST_ROBOT_HELLO ? "hello" : "request", request: m },
      );
    if (!isRecord(message)) return;
    const { type, request } = message;
    if (typeof type == "string" && isBareUiOperation(type) && "body" in message)
      return [{ kind: "bare", type, body: message.body }];
    const names = envelopeNamesOf(type);
    if (!names || type != envelopeType(names, "REQUEST")) return;
    if (!isRecord(request) || typeof request.id != "string") return;
    const { id, type: name, body } = request;
    const named = names == "pitcher" ? { names } : {};
    if (name == PLATFORM_BROADCAST && isRecord(body) && typeof body.type == "string")
      return [{ kind: "broadcast", id, type: body.type, body: body.body, ...named }];
    if (name == PLATFORM_SUBSCRIBE || name == PLATFORM_UNSUBSCRIBE)
      return [
        {
          kind: "subscription",
          id,
          type: name as string,
          subscribe: name == PLATFORM_SUBSCRIBE,
          ...named,
        },
      ];
  } catch {
    // a hostile value (throwing getter): not platform-wire traffic
  }
}

// --- host -> app ---------------------------------------------------------------------------------

/** The host's answer to an app's hello: ack + response with the host's `{ instanceID }`. */
export const encodeHelloAnswer = (request: PostRobotRequest): string =>
  answerFrame(request, { ok: true, data: { instanceID: createId() } });

/**
 * The host's response to an operation it acked on arrival ({@link ackFrame}): its body, or the
 * error as post-robot serialises one (`message`, `code`, and `details` as post-robot's `data`).
 */
export const encodeOperationAnswer = (
  request: PostRobotRequest,
  outcome: { ok: true; body: unknown } | { ok: false; error: HostErrorInfo },
): string => {
  if (outcome.ok) return responseFrame(request, { ok: true, data: outcome.body });
  const { message, code, details } = outcome.error;
  return responseFrame(request, {
    ok: false,
    error: { message, code, data: details } as { message: string },
  });
};

/**
 * A message pushed by the host on the platform wire: the native UI messages
 * (`UI_NATIVE_MESSAGE_TYPES`) as a bare `{ type, body }`, every other one (`ui_meeting_canceled`,
 * `admin_env_changed`, ...) as a post-robot request named by its type.
 */
export const encodePlatformPush = (type: string, body: unknown): object | string =>
  includes(UI_NATIVE_MESSAGE_TYPES, type)
    ? { type, body }
    : encodePlatformRequest(type, createId(), body);

/**
 * A host event on the platform wire: `PITCHER_EVENT { event: { type, body? } }` (no id), the name
 * the platform's hosts send and its client listens for; `SVC_EVENT` only when `names` is `svc`.
 */
export const encodePlatformEvent = (
  type: string,
  body: unknown,
  names: EnvelopeNames = "pitcher",
): object => ({
  type: envelopeType(names, "EVENT"),
  event: body === undefined ? { type } : { type, body },
});
