// The platform wire's codec (docs/protocol.md "The platform wire"), the app's side and what both sides
// share: the post-robot 10 framing, the platform's names of the operations the spec renamed, the
// message ids, how an app's operation goes out and what a host's frame holds. The bridge (app side),
// the host simulator and the conformance kit (host side: ./platformHost) use these same functions,
// through `@hostbridge/protocol-types/wire`. The high-level API goes as the platform's
// `PITCHER_REQUEST` (answered `PITCHER_RESPONSE`, read by the envelope codec's `decodeHostMessage`);
// the spec's `SVC_*` names are the envelope wire's.
import { ADMIN_MESSAGE_TYPES, DSR_MESSAGE_TYPES, UI_MESSAGE_TYPES } from "../constants";
import {
  POST_ROBOT_ACK,
  POST_ROBOT_ACK_TIMEOUT,
  POST_ROBOT_ACK_TIMEOUT_KNOWN,
  POST_ROBOT_FRAME_KEY,
  POST_ROBOT_HELLO,
  POST_ROBOT_MESSAGE_TYPES,
} from "../platformWire";
import type {
  PlatformCall,
  PlatformHostInbound,
  PostRobotAck,
  PostRobotMessage,
  PostRobotRequest,
  PostRobotResponse,
} from "../platformWire";
import { PLATFORM_BARE_UI_OPERATIONS } from "../registry.generated";
import { envelopeType } from "./envelopeCodec";
import type { PushKind, RequestKind } from "./envelopeCodec";
import { platformBody } from "./casing";
import { isRecord } from "../guards";

/**
 * A new unique message id: `crypto.randomUUID()` where available (secure contexts), otherwise a
 * version-4 UUID built from one `crypto.getRandomValues()` call (for apps served over plain http).
 */
export function createId(): string {
  const c = globalThis.crypto;
  if (c.randomUUID) return c.randomUUID();
  const random = c.getRandomValues(new Uint8Array(31));
  let i = 0;
  // each 0 and 1 becomes a random hex digit, each 8 one of 8, 9, a, b (the RFC 4122 variant); 4 stays
  return "10000000-1000-4000-8000-100000000000".replace(/[018]/g, (d) =>
    (+d ^ (random[i++]! & (15 >> (+d / 4)))).toString(16),
  );
}

/**
 * An environment as the spec names it: a record with the platform's `pitcher` block and no `svc`
 * gets the same block as `svc` too (`pitcher` stays), so an app's `env.svc` is there on the
 * platform's own hosts (which send the service block, the access token, the instance and the user,
 * as `pitcher`, the name their client reads; host tooling sends both: ./platformHost
 * `inPlatformNames`). Anything else as it is (most answers: no `pitcher`, nothing to ask).
 */
export function inSpecNames(env: unknown): unknown {
  // (most answers have no `pitcher`: nothing more to ask)
  if (!(env as Obj | null)?.pitcher || !isRecord(env) || env.svc !== undefined) return env;
  return isRecord(env.pitcher) ? { ...env, svc: env.pitcher } : env;
}

// --- the platform's names -------------------------------------------------------------------------
// The names the platform's deployed hosts and its existing client (`@pitcher/js-api` 1.26.0) use on
// the platform wire for the operations and messages the spec renamed: the client's `promptPia` posts
// `ui_prompt_pia` and listens for `ui_prompt_pia_response_streamed`, its `preselectSfdcMeetingId`
// posts `ui_preselect_sfdc_meeting_id`. The app side sends and reads the platform's names on the
// platform wire; the envelope wire keeps the spec's. One table, for the transport and the simulator.

/** The platform's name of an operation the spec renamed, by the spec's name. */
const PLATFORM_OPERATIONS: Readonly<Record<string, string>> = {
  ui_prompt_assistant: "ui_prompt_pia",
  ui_preselect_crm_meeting_id: "ui_preselect_sfdc_meeting_id",
};

/** The platform's name of a pushed message the spec renamed, by the spec's name. */
const PLATFORM_MESSAGES: Readonly<Record<string, string>> = {
  ui_prompt_assistant_response_streamed: "ui_prompt_pia_response_streamed",
};

const specOf = (table: Readonly<Record<string, string>>, name: string): string =>
  Object.keys(table).find((spec) => table[spec] == name) ?? name;

/** The name an operation `type` (the spec's) goes out under on the platform wire. */
export const platformOperationName = (type: string): string => PLATFORM_OPERATIONS[type] ?? type;

/** The spec's operation a platform-wire request `name` is (itself, unless the spec renamed it). */
export const specOperationName = (name: string): string => specOf(PLATFORM_OPERATIONS, name);

/** Whether `type` is a spec name the platform's hosts do not know (they know it by another name). */
export const isRenamedOnPlatform = (type: string): boolean =>
  type in PLATFORM_OPERATIONS || type in PLATFORM_MESSAGES;

/** The name a pushed message `type` (the spec's) goes out under on the platform wire. */
export const platformMessageName = (type: string): string => PLATFORM_MESSAGES[type] ?? type;

/** The spec's message a platform-wire push `name` is (itself, unless the spec renamed it). */
export const specMessageName = (name: string): string => specOf(PLATFORM_MESSAGES, name);

// --- post-robot 10 framing ------------------------------------------------------------------------
// A frame is the JSON string `{"__post_robot_10_0_46__": [message, ...]}`, values JSON cannot carry
// are `{ "__type__": ..., "__val__": ... }` (universal-serialize), written here so that apps never
// ship post-robot. The decoder is a hand-written guard that yields plain data only: a serialised
// function, promise or window becomes `undefined` (never a callable), an error becomes
// `{ message, code?, data? }`.

/** An object with string keys, as every envelope and frame is. */
type Obj = Record<string, unknown>;

const isStr = (v: unknown): v is string => typeof v == "string" && !!v;
const TYPES: readonly unknown[] = /* @__PURE__ */ Object.values(POST_ROBOT_MESSAGE_TYPES);

// JSON.stringify replacer: `undefined` as post-robot writes it; values that are not data refused.
function replacer(key: string, value: unknown): unknown {
  if (value === undefined) return { __type__: "undefined" };
  if (typeof value == "function" || typeof value == "symbol" || typeof value == "bigint")
    throw new TypeError(`a ${typeof value} cannot be sent (at "${key}"); send plain data`);
  return value;
}

/**
 * Encodes post-robot messages as one frame (the string to `postMessage`). Throws a
 * `TypeError` for values that are not plain data (functions, symbols, bigints).
 */
export const encodePostRobotFrame = (messages: readonly PostRobotMessage[]): string =>
  JSON.stringify({ [POST_ROBOT_FRAME_KEY]: messages }, replacer);

// A serialised special value -> plain data: an error -> { message, code?, data? }, a date or regex
// -> its text, JSON's own types -> their value; anything else (cross_domain_function,
// cross_domain_zalgo_promise, cross_domain_window, function, promise, undefined) -> undefined.
function special(type: unknown, value: unknown): unknown {
  if (type == "error") {
    const { message, code, data } = isRecord(value) ? value : {};
    return plain({ message: String(message), code, data });
  }
  return type == "date" || type == "regex" || NATIVE.includes(type as string)
    ? plain(value)
    : undefined;
}
const NATIVE = ["array", "object", "string", "number", "boolean", "null"];

// A fresh copy of parsed JSON with special values decoded and `__proto__` keys left out (JSON's
// values: an array, an object, or a primitive, which is its own copy).
function plain(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(plain);
  if (Object(value) !== value) return value;
  if (typeof (value as Obj).__type__ == "string")
    return special((value as Obj).__type__, (value as Obj).__val__);
  const copy: Obj = {};
  for (const key of Object.keys(value as Obj))
    if (key != "__proto__") copy[key] = plain((value as Obj)[key]);
  return copy;
}

// (what `plain` copied: reading a key runs nothing; what is not an object has none of these)
const isMessage = (m: unknown): m is PostRobotMessage =>
  isStr((m as Obj | null)?.id) &&
  typeof (m as Obj).origin == "string" &&
  TYPES.includes((m as Obj).type) &&
  isStr((m as Obj).hash) &&
  isStr((m as Obj).name) &&
  ((m as Obj).type != POST_ROBOT_MESSAGE_TYPES.RESPONSE ||
    (m as Obj).ack == "success" ||
    (m as Obj).ack == "error");

/**
 * Decodes a post-robot frame: the messages it carries, or `undefined` when `data` is not a
 * frame (not a string, not JSON, no `__post_robot_10_0_46__` list). Messages that are not well formed
 * are left out. Never throws.
 */
export function decodePostRobotFrame(data: unknown): PostRobotMessage[] | undefined {
  if (typeof data != "string" || !data.includes(POST_ROBOT_FRAME_KEY)) return;
  try {
    const list = (plain(JSON.parse(data)) as Obj | null)?.[POST_ROBOT_FRAME_KEY];
    return Array.isArray(list) ? list.filter(isMessage) : undefined;
  } catch {
    // not JSON, or nested too deeply to copy: not a frame we read
  }
}

// --- post-robot messages and the app's requests -----------------------------------------------------

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

export type PostRobotOutcome =
  { ok: true; data: unknown } | { ok: false; error: { message: string } };

/** The ack post-robot's receiver sends for `request` the moment it arrives (before any answer). */
export const ackOf = (request: PostRobotRequest): PostRobotAck => ({
  id: createId(),
  type: POST_ROBOT_MESSAGE_TYPES.ACK,
  origin: ownOrigin(),
  hash: request.hash,
  name: request.name,
});

/** The response to `request`: `data` on success; `error` as post-robot serialises one on failure. */
export function responseOf(
  request: PostRobotRequest,
  outcome: PostRobotOutcome,
): PostRobotResponse {
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

// --- host -> app ---------------------------------------------------------------------------------

// --- the app's side as data: what a request sends, what a host's frame holds ------------------------

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

/**
 * The app side's reading of what a platform host sends: a post-robot frame's messages as data (an ack
 * or a response, a pushed message with the answer the host waits for), `undefined` when `raw` is
 * not a frame. The app acts on them; nothing here calls back.
 */
export function decodePlatformHostMessage(raw: unknown): PlatformHostInbound[] | undefined {
  return decodePostRobotFrame(raw)?.map((message): PlatformHostInbound => {
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
export function encodePlatformCall(
  kind: RequestKind,
  id: string,
  type: string,
  body: unknown,
  known: boolean,
): PlatformCall {
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
