// The platform wire's codec, host side (docs/protocol.md "The platform wire"): sorting what an app
// written for the platform's deployed hosts sends, and encoding what the host sends back, with the
// post-robot framing the app side uses (@hostbridge/transport/internal).
import {
  PLATFORM_BROADCAST,
  PLATFORM_SUBSCRIBE,
  PLATFORM_UNSUBSCRIBE,
  POST_ROBOT_HELLO,
  UI_NATIVE_MESSAGE_TYPES,
} from "@hostbridge/protocol-types";
import type { PostRobotMessage, PostRobotRequest } from "@hostbridge/protocol-types";
import {
  answerFrame,
  createId,
  decodePostRobotFrame,
  encodePostRobotFrame,
  isBareUiOperation,
  isPostRobotRequest,
  postRobotRequest,
} from "@hostbridge/transport/internal";
import { isObj } from "../guards";
import type { Obj } from "../guards";

/** What the platform wire carried, sorted; `undefined` when the value is not platform-wire traffic. */
export type PlatformAppInbound =
  | { kind: "hello"; request: PostRobotRequest }
  | { kind: "request"; request: PostRobotRequest }
  | { kind: "reply"; message: PostRobotMessage }
  | { kind: "bare"; type: string; body: unknown }
  | { kind: "broadcast"; id: string; type: string; body: unknown }
  | { kind: "subscription"; id: string; type: string; subscribe: boolean };

/**
 * Sorts one inbound value: the post-robot requests in a frame (hello, or an operation), the bare
 * `{ type, body }` UI operations, and the high-level `broadcast` / `subscribe` / `unsubscribe`
 * requests. Acks and responses (to the host's own pushes) come back as `reply`. Never throws.
 */
export function decodePlatformAppMessage(message: unknown): PlatformAppInbound[] | undefined {
  const frame = decodePostRobotFrame(message);
  if (frame)
    return frame.map((m) =>
      !isPostRobotRequest(m)
        ? { kind: "reply", message: m }
        : { kind: m.name === POST_ROBOT_HELLO ? "hello" : "request", request: m },
    );
  if (!isObj(message)) return;
  const { type } = message;
  if (typeof type === "string" && isBareUiOperation(type) && "body" in message)
    return [{ kind: "bare", type, body: message.body }];
  const request = message.request as Obj | undefined;
  if (type !== "SVC_REQUEST" || !isObj(request) || typeof request.id !== "string") return;
  if (
    request.type === PLATFORM_BROADCAST &&
    isObj(request.body) &&
    typeof request.body.type === "string"
  )
    return [
      { kind: "broadcast", id: request.id, type: request.body.type, body: request.body.body },
    ];
  if (request.type === PLATFORM_SUBSCRIBE || request.type === PLATFORM_UNSUBSCRIBE)
    return [
      {
        kind: "subscription",
        id: request.id,
        type: request.type,
        subscribe: request.type === PLATFORM_SUBSCRIBE,
      },
    ];
}

/** The post-robot answer to a hello: this host's instance id. */
export const encodeHelloAnswer = (request: PostRobotRequest): string =>
  answerFrame(request, { ok: true, data: { instanceID: createId() } });

/**
 * The post-robot answer to an operation: its body, or the error as post-robot serialises one
 * (`message`, `code`, and `details` as post-robot's `data`).
 */
export const encodeOperationAnswer = (
  request: PostRobotRequest,
  outcome:
    | { ok: true; body: unknown }
    | { ok: false; error: { message: string; code?: string | undefined; details?: unknown } },
): string => {
  if (outcome.ok) return answerFrame(request, { ok: true, data: outcome.body });
  const { message, code, details } = outcome.error;
  return answerFrame(request, {
    ok: false,
    error: { message, code, data: details } as { message: string },
  });
};

/**
 * A pushed message on the platform wire: the native UI messages as a bare `{ type, body }`, every
 * other (`ui_meeting_canceled`, `admin_env_changed`, ...) as a post-robot request named by its type.
 */
export const encodePlatformPush = (type: string, body: unknown): object | string =>
  (UI_NATIVE_MESSAGE_TYPES as readonly string[]).includes(type)
    ? { type, body }
    : encodePostRobotFrame([postRobotRequest(type, createId(), body)]);

/** A host event on the platform wire: `SVC_EVENT` with `event: { type, body }`. */
export const encodePlatformEvent = (type: string, body: unknown): object => ({
  type: "SVC_EVENT",
  event: body === undefined ? { type } : { type, body },
});
