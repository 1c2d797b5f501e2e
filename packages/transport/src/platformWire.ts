// The platform wire's codec: how an operation, a reply and a pushed message travel between an app
// and the platform's deployed hosts (docs/protocol.md "The platform wire"). Used by the bridge (app
// side) and by the host simulator and conformance kit (host side, through ./internal).
import {
  ADMIN_MESSAGE_TYPES,
  DSR_MESSAGE_TYPES,
  PLATFORM_BARE_UI_OPERATIONS,
  POST_ROBOT_ACK,
  POST_ROBOT_MESSAGE_TYPES,
  UI_MESSAGE_TYPES,
} from "@hostbridge/protocol-types";
import type {
  PostRobotAck,
  PostRobotMessage,
  PostRobotRequest,
  PostRobotResponse,
} from "@hostbridge/protocol-types";
import { createId } from "./ids";
import { encodePostRobotFrame } from "./postRobotFrame";

/** @internal The family of a pushed host message. */
export type PushKind = "ui" | "admin" | "dsr";

const includes = (list: readonly string[], value: string) => list.includes(value);

/** @internal Whether the platform wire posts `type` as a bare `{ type, body }` that gets no answer. */
export const isBareUiOperation = (type: string): boolean =>
  includes(PLATFORM_BARE_UI_OPERATIONS, type);

/** @internal The family of a pushed message named `name`, or `undefined` for any other name. */
export const pushKindOf = (name: string): PushKind | undefined =>
  includes(UI_MESSAGE_TYPES, name)
    ? "ui"
    : includes(ADMIN_MESSAGE_TYPES, name)
      ? "admin"
      : includes(DSR_MESSAGE_TYPES, name)
        ? "dsr"
        : undefined;

/** @internal This window's origin, as post-robot writes it into `origin` (empty outside a browser). */
export const ownOrigin = (): string => {
  const origin = globalThis.location?.origin;
  return origin && origin != "null" ? origin : "";
};

/** @internal The hash post-robot correlates a request's ack and response with: `<name>_<id>`. */
export const postRobotHash = (name: string, id: string): string => `${name}_${id}`;

/** @internal The id inside a hash made by {@link postRobotHash}, or `undefined` when it is not one of `name`. */
export const idOfHash = (name: string, hash: string): string | undefined =>
  hash.startsWith(name + "_") ? hash.slice(name.length + 1) : undefined;

/** @internal A post-robot request named `name` (an operation, a message type, `postrobot_hello`). */
export const postRobotRequest = (name: string, id: string, data: unknown): PostRobotRequest => ({
  id: createId(),
  origin: ownOrigin(),
  type: POST_ROBOT_MESSAGE_TYPES.REQUEST,
  hash: postRobotHash(name, id),
  name,
  data,
  fireAndForget: false,
});

/**
 * @internal The frame that answers a post-robot request: its ack and its response, in one frame as
 * post-robot sends them (`data` on success; `error` as `{ message, code?, data? }` on failure).
 */
export function answerFrame(
  request: PostRobotRequest,
  outcome: { ok: true; data: unknown } | { ok: false; error: { message: string } },
): string {
  const base = { origin: ownOrigin(), hash: request.hash, name: request.name };
  const ack: PostRobotAck = { id: createId(), type: POST_ROBOT_MESSAGE_TYPES.ACK, ...base };
  const response: PostRobotResponse = outcome.ok
    ? {
        id: createId(),
        type: POST_ROBOT_MESSAGE_TYPES.RESPONSE,
        ...base,
        ack: POST_ROBOT_ACK.SUCCESS,
        data: outcome.data,
      }
    : {
        id: createId(),
        type: POST_ROBOT_MESSAGE_TYPES.RESPONSE,
        ...base,
        ack: POST_ROBOT_ACK.ERROR,
        data: null,
        // (as post-robot serialises an Error: message, code, data)
        error: { __type__: "error", __val__: outcome.error },
      };
  return encodePostRobotFrame([ack, response]);
}

// Ids of the post-robot requests answered in this realm: every bridge of the page hears a host's
// request, and post-robot wants exactly one ack and one response.
const answered = new Set<string>();

/** @internal Whether this realm has not answered the post-robot request `id` yet (and now owns it). */
export function claimAnswer(id: string): boolean {
  if (answered.has(id)) return false;
  if (answered.size > 255) answered.clear();
  answered.add(id);
  return true;
}

/** @internal Whether a decoded post-robot message is a request (as opposed to an ack or response). */
export const isPostRobotRequest = (message: PostRobotMessage): message is PostRobotRequest =>
  message.type == POST_ROBOT_MESSAGE_TYPES.REQUEST;
