// The constants of the platform wire: what the platform's deployed hosts speak (the wire of its
// existing client, `@pitcher/js-api` 1.26.0), next to the spec's envelopes. See docs/protocol.md
// "The platform wire". The post-robot values are those of krakenjs `post-robot` 10.0.46
// (src/conf/constants.js, globals.js, universal-serialize's `{ __type__, __val__ }`). Also the shapes
// of the app side's platform codec (`encodePlatformCall`, `decodePlatformHostMessage`: ./wire/platformCodec).
import type { Inbound } from "./wire/envelopeCodec";

/** The names of the two wires: the spec's envelopes and the platform's deployed hosts' wire. */
export const WIRES = ["envelopes", "platform"] as const;
/** `"envelopes"` (the spec's `SVC_*` / `ADMIN_*` / `DSR_*` / `UI_MESSAGE` envelopes) or `"platform"`. */
export type Wire = (typeof WIRES)[number];

/**
 * The key of every post-robot 10.0.46 frame: each `postMessage` carries the JSON **string**
 * `{"__post_robot_10_0_46__": [message, ...]}` (post-robot's `__GLOBAL_KEY__`, its version with
 * non-digits replaced by `_`).
 */
export const POST_ROBOT_FRAME_KEY = "__post_robot_10_0_46__";

/** The `type` of a post-robot message: a request, its acknowledgement, its response. */
export const POST_ROBOT_MESSAGE_TYPES = {
  REQUEST: "postrobot_message_request",
  ACK: "postrobot_message_ack",
  RESPONSE: "postrobot_message_response",
} as const;
/** One of the post-robot message types. */
export type PostRobotMessageType =
  (typeof POST_ROBOT_MESSAGE_TYPES)[keyof typeof POST_ROBOT_MESSAGE_TYPES];

/** The `ack` of a post-robot response: the handler returned (`success`) or threw (`error`). */
export const POST_ROBOT_ACK = { SUCCESS: "success", ERROR: "error" } as const;

/** The name of post-robot's handshake request (data `{ instanceID }`); every post-robot window answers it. */
export const POST_ROBOT_HELLO = "postrobot_hello";

/**
 * Milliseconds a post-robot sender waits for the acknowledgement of a request to a window it has not
 * heard from (`ACK_TIMEOUT`); {@link POST_ROBOT_ACK_TIMEOUT_KNOWN} for a window that answered its hello.
 * A post-robot receiver acks on arrival, so this bounds the trip, never the time a person takes.
 */
export const POST_ROBOT_ACK_TIMEOUT = 2000;

/** Milliseconds a post-robot sender waits for an ack from a window it has heard from (`ACK_TIMEOUT_KNOWN`). */
export const POST_ROBOT_ACK_TIMEOUT_KNOWN = 10000;

/** The high-level request that carries an app -> host event on the platform wire: body `{ type, body }`. */
export const PLATFORM_BROADCAST = "broadcast";
/** The high-level requests an app sends on the platform wire to receive (or stop receiving) host events. */
export const PLATFORM_SUBSCRIBE = "subscribe";
/** See {@link PLATFORM_SUBSCRIBE}. */
export const PLATFORM_UNSUBSCRIBE = "unsubscribe";

/** One post-robot 10 request, as it travels inside a frame. */
export interface PostRobotRequest {
  id: string;
  origin: string;
  type: typeof POST_ROBOT_MESSAGE_TYPES.REQUEST;
  /** `<name>_<unique id>`: the ack and the response carry it back. */
  hash: string;
  /** The operation or message type (`ui_select_content`, `admin_env_changed`, `postrobot_hello`). */
  name: string;
  data?: unknown;
  fireAndForget?: boolean;
}

/** One post-robot 10 acknowledgement: the receiver has a handler and is working on the request. */
export interface PostRobotAck {
  id: string;
  origin: string;
  type: typeof POST_ROBOT_MESSAGE_TYPES.ACK;
  hash: string;
  name: string;
}

/** One post-robot 10 response: `data` when `ack` is `success`, `error` when it is `error`. */
export interface PostRobotResponse {
  id: string;
  origin: string;
  type: typeof POST_ROBOT_MESSAGE_TYPES.RESPONSE;
  hash: string;
  name: string;
  ack: (typeof POST_ROBOT_ACK)[keyof typeof POST_ROBOT_ACK];
  data?: unknown;
  error?: unknown;
}

/** Any post-robot 10 message. */
export type PostRobotMessage = PostRobotRequest | PostRobotAck | PostRobotResponse;

/**
 * A platform-wire host event: `PITCHER_EVENT` (the platform's name; `SVC_EVENT` read too) with `event`
 * (the spec's declaration says `request`).
 */
export interface PlatformServiceEvent<Type extends string = string, Body = unknown> {
  type: "PITCHER_EVENT" | "SVC_EVENT";
  event: { type: Type; body?: Body };
}

/** What a request sends on the platform wire (`encodePlatformCall` of `@hostbridge/protocol-types/wire`). */
export interface PlatformCall {
  /** The message: a post-robot frame, a bare `{ type, body }`, or the platform's `PITCHER_REQUEST`. */
  message: object | string;
  /** How the session's log names the send. */
  verb: "request" | "post";
  /** A high-level request: it goes to the top-most host window, which alone may answer it. */
  top?: true;
  /** A bare UI operation: it gets no answer, so it settles once sent. */
  bare?: true;
  /** A post-robot request: how long it waits for its ack (ms), as post-robot's sender does. */
  ackWait?: number;
}

/**
 * One message of a post-robot frame from the host (`decodePlatformHostMessage`), in the envelope
 * codec's shapes where it means the same: an ack or response to a request the app sent (or to its
 * hello: `hash`) is a `response`; a post-robot request from the host is a `push`, with the pushed
 * message it carries (none: a hello or a call the app does not serve) and the answer the host waits for.
 */
export type PlatformHostInbound =
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
