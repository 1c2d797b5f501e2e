// The platform wire's host side (docs/protocol.md "The platform wire"): what a host reads of an
// app's platform-wire traffic, and how it answers and pushes (the host simulator and the conformance
// kit; a host implementer can use them too). The post-robot framing, the names and what both sides
// share are ./platformCodec.
import { UI_NATIVE_MESSAGE_TYPES } from "../constants";
import {
  PLATFORM_BROADCAST,
  PLATFORM_SUBSCRIBE,
  PLATFORM_UNSUBSCRIBE,
  POST_ROBOT_HELLO,
} from "../platformWire";
import type { PostRobotMessage, PostRobotRequest } from "../platformWire";
import type { HostErrorInfo } from "../envelopes";
import { envelopeNamesOf, envelopeType } from "./envelopeCodec";
import type { EnvelopeNames } from "./envelopeCodec";
import type { PostRobotOutcome } from "./platformCodec";
import {
  ackOf,
  answerFrame,
  createId,
  encodePostRobotFrame,
  decodePostRobotFrame,
  encodePlatformRequest,
  isBareUiOperation,
  isPostRobotRequest,
  responseOf,
} from "./platformCodec";
import { isRecord } from "../guards";

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
  (UI_NATIVE_MESSAGE_TYPES as readonly string[]).includes(type)
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

// Where an environment record keeps its service block (the access token, the instance, the user):
// the spec names it `svc`; the platform's deployed hosts send it as `pitcher`, the name their client
// (`@pitcher/js-api`) reads. Host tooling sends both names on the platform wire (`inPlatformNames`);
// the app side reads an environment that has only `pitcher` as the spec's too (./platformCodec
// `inSpecNames`).

/**
 * Whether `type` is answered (`get_env`, `admin_get_env`, `dsr_get_env`) or pushed (`env_changed`,
 * `admin_env_changed`, `dsr_env_changed`) with an environment record.
 */
export const carriesEnvironment = (type: string): boolean =>
  /^(admin_|dsr_)?(get_env|env_changed)$/.test(type);

/**
 * An environment as the platform's deployed hosts send it: the service block (`svc`) also under
 * `pitcher`, where their client reads it. Anything else (or a record that has `pitcher`) as it is.
 */
export function inPlatformNames(env: unknown): unknown {
  if (!isRecord(env) || env.svc === undefined || "pitcher" in env) return env;
  return { ...env, pitcher: env.svc };
}
