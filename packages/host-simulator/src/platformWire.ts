// The host side of the platform wire (docs/protocol.md "The platform wire"): sorting what an app
// written for the platform's deployed hosts sends, and encoding what the host sends back, with the
// codec the app side uses (@hostbridge/transport/internal).
import {
  PLATFORM_BROADCAST,
  PLATFORM_SUBSCRIBE,
  PLATFORM_UNSUBSCRIBE,
  POST_ROBOT_HELLO,
  UI_NATIVE_MESSAGE_TYPES,
} from "@hostbridge/protocol-types";
import type { PostRobotRequest, Wire } from "@hostbridge/protocol-types";
import {
  answerFrame,
  createId,
  decodePostRobotFrame,
  encodePostRobotFrame,
  isBareUiOperation,
  isPostRobotRequest,
  postRobotRequest,
} from "@hostbridge/transport/internal";
import { isObj } from "./guards";
import type { Obj } from "./guards";

/** Which wires the simulated host answers: both (default), or only one, to test an app against each. */
export type HostWire = "both" | Wire;

/** What the platform wire carried, sorted; `undefined` when the value is not platform-wire traffic. */
export type PlatformInbound =
  | { t: "hello"; request: PostRobotRequest }
  | { t: "request"; request: PostRobotRequest }
  | { t: "bare"; type: string; body: unknown }
  | { t: "reply" }
  | { t: "broadcast"; id: string; type: string; body: unknown }
  | { t: "subscription"; id: string; type: string; subscribe: boolean };

/**
 * Sorts one inbound value: the post-robot requests in a frame (hello, or an operation), the bare
 * `{ type, body }` UI operations, and the high-level `broadcast` / `subscribe` / `unsubscribe`
 * requests. Acks and responses (to the host's own pushes) come back as `reply`. Never throws.
 */
export function classifyPlatform(message: unknown): PlatformInbound[] | undefined {
  const frame = decodePostRobotFrame(message);
  if (frame)
    return frame.map((m) =>
      !isPostRobotRequest(m)
        ? { t: "reply" }
        : m.name === POST_ROBOT_HELLO
          ? { t: "hello", request: m }
          : { t: "request", request: m },
    );
  if (!isObj(message)) return;
  const { type } = message;
  if (typeof type === "string" && isBareUiOperation(type) && "body" in message)
    return [{ t: "bare", type, body: message.body }];
  const request = message.request as Obj | undefined;
  if (type !== "SVC_REQUEST" || !isObj(request) || typeof request.id !== "string") return;
  if (
    request.type === PLATFORM_BROADCAST &&
    isObj(request.body) &&
    typeof request.body.type === "string"
  )
    return [{ t: "broadcast", id: request.id, type: request.body.type, body: request.body.body }];
  if (request.type === PLATFORM_SUBSCRIBE || request.type === PLATFORM_UNSUBSCRIBE)
    return [
      {
        t: "subscription",
        id: request.id,
        type: request.type,
        subscribe: request.type === PLATFORM_SUBSCRIBE,
      },
    ];
}

/** The post-robot answer to a hello: this host's instance id. */
export const helloAnswer = (request: PostRobotRequest): string =>
  answerFrame(request, { ok: true, data: { instanceID: createId() } });

/**
 * The post-robot answer to an operation: its body, or the error as post-robot serialises one
 * (`message`, `code`, and `data`: the details, or `{ issues }` of an invalid payload).
 */
export const operationAnswer = (
  request: PostRobotRequest,
  outcome:
    | { ok: true; body: unknown }
    | { ok: false; error: { message: string; code: string; details?: unknown; issues?: string[] } },
): string => {
  if (outcome.ok) return answerFrame(request, { ok: true, data: outcome.body });
  const { message, code, details, issues } = outcome.error;
  const data = details ?? (issues ? { issues } : undefined);
  return answerFrame(request, { ok: false, error: { message, code, data } as { message: string } });
};

/**
 * A pushed message on the platform wire: the native UI messages as a bare `{ type, body }`, every
 * other (`ui_meeting_canceled`, `admin_env_changed`, ...) as a post-robot request named by its type.
 */
export const platformPush = (type: string, body: unknown): object | string =>
  (UI_NATIVE_MESSAGE_TYPES as readonly string[]).includes(type)
    ? { type, body }
    : encodePostRobotFrame([postRobotRequest(type, createId(), body)]);

/** A host event on the platform wire: `SVC_EVENT` with `event: { type, body }`. */
export const platformEvent = (type: string, body: unknown): object => ({
  type: "SVC_EVENT",
  event: body === undefined ? { type } : { type, body },
});
