// The envelope wire's codec (docs/protocol.md "Envelopes"): how the spec's `SVC_*`, `ADMIN_*`,
// `DSR_*` and `UI_MESSAGE` envelopes are built and read, in both directions. The bridge (app side),
// the host simulator and the conformance kit (host side) use these same functions, through
// `@hostbridge/protocol-types/wire`. Decoders are hand-written guards (no zod in an app bundle) and
// never throw.
import { UI_MESSAGE_TYPES } from "../constants";
import type { MessageType } from "../constants";
import type { HostErrorInfo, ServiceRequestInfo, TraceContext } from "../envelopes";
import { isRecord } from "../guards";
/** An object with string keys, as every envelope and frame is. */
type Obj = Record<string, unknown>;

/** Which request family an envelope belongs to: `SVC_*` (`impact`/`ui`), admin or DSR. */
export type RequestKind = "svc" | "admin" | "dsr";

/** The family of a message pushed by the host: `UI_MESSAGE` (or bare), `ADMIN_MESSAGE`, `DSR_MESSAGE`. */
export type PushKind = "ui" | "admin" | "dsr";

/** A host -> app message that passed the guard ({@link decodeHostMessage}). */
export type Inbound =
  | {
      kind: "response";
      request: RequestKind;
      id: string;
      body: unknown;
      failed: boolean;
      /** The admin/DSR `error` object. */
      error?: HostErrorInfo | undefined;
      /** The request type a SVC response echoes. */
      echoed?: string | undefined;
    }
  | { kind: "event"; event: ServiceRequestInfo<string, unknown> }
  | { kind: "message"; family: PushKind; type: string; payload: unknown };

/**
 * The names of the high-level envelopes: the spec's `SVC_REQUEST` / `SVC_RESPONSE` / `SVC_EVENT`
 * (`svc`, what HostBridge's SDK sends), or the existing client's `PITCHER_*` (`pitcher`, what
 * `@pitcher/js-api` sends and listens for). Host tooling reads both and answers in the names it was
 * asked in.
 */
export type EnvelopeNames = "svc" | "pitcher";

/** The high-level envelope type `SVC_<what>` or `PITCHER_<what>` in `names`. */
export const envelopeType = (
  names: EnvelopeNames | undefined,
  what: "REQUEST" | "RESPONSE" | "EVENT",
) => `${names == "pitcher" ? "PITCHER" : "SVC"}_${what}`;

/** The names a high-level envelope type is in: `pitcher` for `PITCHER_*`, else `svc`. */
export const envelopeNamesOf = (type: unknown): EnvelopeNames | undefined =>
  typeof type != "string"
    ? undefined
    : type.startsWith("PITCHER_")
      ? "pitcher"
      : type.startsWith("SVC_")
        ? "svc"
        : undefined;

/** `{ names: "pitcher" }` for the existing client's names; nothing for the spec's (the default). */
const namedIn = (names: EnvelopeNames | undefined): { names?: "pitcher" } =>
  names == "pitcher" ? { names } : {};

/** An app -> host envelope that passed the guard ({@link decodeAppMessage}), or why it did not. */
export type AppInbound =
  | {
      kind: "request";
      request: RequestKind;
      id: string;
      type: string;
      payload: unknown;
      /** `pitcher`: a `PITCHER_REQUEST` (answer with `PITCHER_RESPONSE`); absent for the spec's names. */
      names?: "pitcher";
      /** The opt-in W3C trace context the request carried (docs/protocol.md "Trace context"), if any. */
      trace?: TraceContext;
    }
  | { kind: "event"; id: string; type: string; body: unknown; names?: "pitcher" }
  | { kind: "drop"; reason: string };

const isStr = (v: unknown): v is string => typeof v == "string" && !!v;
const own = (table: Obj, key: unknown) =>
  typeof key == "string" && Object.prototype.hasOwnProperty.call(table, key);

const REQUESTS = {
  svc: "SVC_REQUEST",
  admin: "ADMIN_REQUEST",
  dsr: "DSR_REQUEST",
} as const satisfies Record<RequestKind, MessageType>;
const RESPONSE_KINDS: Record<string, RequestKind> = {
  SVC_RESPONSE: "svc",
  PITCHER_RESPONSE: "svc",
  ADMIN_RESPONSE: "admin",
  DSR_RESPONSE: "dsr",
} satisfies Partial<Record<MessageType | "PITCHER_RESPONSE", RequestKind>>;
const MESSAGE_KINDS: Record<string, PushKind> = {
  UI_MESSAGE: "ui",
  ADMIN_MESSAGE: "admin",
  DSR_MESSAGE: "dsr",
} satisfies Partial<Record<MessageType, PushKind>>;

/** A `{ id, type, body }` record (ServiceRequestInfo), without a `body` key when there is no body. */
export const requestInfo = (
  id: string,
  type: string,
  body: unknown,
): ServiceRequestInfo<string, unknown> => (body === undefined ? { id, type } : { id, type, body });

// --- app -> host ---------------------------------------------------------------------------------

/**
 * An app's request: `SVC_REQUEST { request: { id, type, body? } }` for `svc`, else
 * `ADMIN_REQUEST` / `DSR_REQUEST` `{ id, body: { type, data } }`; with `trace`, its `traceparent`
 * (and `tracestate` when set) beside `type` (docs/protocol.md "Trace context"). Nothing else of
 * `trace` is copied.
 */
export const encodeRequest = (
  kind: RequestKind,
  id: string,
  type: string,
  body: unknown,
  trace?: TraceContext,
): object => {
  const envelope: Obj =
    kind == "svc"
      ? { type: REQUESTS.svc, request: requestInfo(id, type, body) }
      : { id, type: REQUESTS[kind], body: { type, data: body } };
  if (trace) {
    envelope.traceparent = trace.traceparent;
    if (trace.tracestate) envelope.tracestate = trace.tracestate;
  }
  return envelope;
};

/** The trace context fields of an app's request envelope (both strings, `tracestate` optional), if it has them. */
const traceOf = (message: Obj): { trace?: TraceContext } =>
  isStr(message.traceparent)
    ? {
        trace: isStr(message.tracestate)
          ? { traceparent: message.traceparent, tracestate: message.tracestate }
          : { traceparent: message.traceparent },
      }
    : {};

/** An event, in either direction: `SVC_EVENT { request: { id, type, body? } }`. */
export const encodeEvent = (id: string, type: string, body: unknown): object => ({
  type: "SVC_EVENT",
  request: requestInfo(id, type, body),
});

/**
 * The host side's guard for what an app sends on the envelope wire: a request (`SVC_REQUEST`,
 * `ADMIN_REQUEST`, `DSR_REQUEST`), an event (`SVC_EVENT`), or `drop` with the reason. A request's
 * `body: null` (what the platform's client sends for "no payload") reads as no payload. Never throws.
 */
export function decodeAppMessage(message: unknown): AppInbound {
  try {
    if (!isRecord(message))
      return {
        kind: "drop",
        reason: `not an envelope object (got ${message === null ? "null" : typeof message})`,
      };
    const { type, request, body } = message;
    const names = envelopeNamesOf(type);
    const isRequest = names && type == envelopeType(names, "REQUEST");
    if (isRequest || (names && type == envelopeType(names, "EVENT"))) {
      if (!isRecord(request) || !isStr(request.id) || !isStr(request.type))
        return { kind: "drop", reason: `${type as string} without request { id, type } (strings)` };
      return isRequest
        ? {
            kind: "request",
            request: "svc",
            id: request.id,
            type: request.type,
            payload: request.body === null ? undefined : request.body,
            ...namedIn(names),
            ...traceOf(message),
          }
        : {
            kind: "event",
            id: request.id,
            type: request.type,
            body: request.body,
            ...namedIn(names),
          };
    }
    if (type == REQUESTS.admin || type == REQUESTS.dsr) {
      if (!isStr(message.id) || !isRecord(body) || !isStr(body.type))
        return { kind: "drop", reason: `${type as string} without id and body { type, data }` };
      const kind = type == REQUESTS.admin ? "admin" : "dsr";
      return {
        kind: "request",
        request: kind,
        id: message.id,
        type: body.type,
        payload: body.data,
        ...traceOf(message),
      };
    }
    const shown = typeof type == "string" ? JSON.stringify(type.slice(0, 64)) : typeof type;
    return {
      kind: "drop",
      reason: `${shown} is not an envelope an app sends to its host (SVC_REQUEST, SVC_EVENT, ADMIN_REQUEST, DSR_REQUEST; or the existing client's PITCHER_REQUEST, PITCHER_EVENT)`,
    };
  } catch {
    return { kind: "drop", reason: "the message could not be read (a throwing property)" };
  }
}

// --- host -> app ---------------------------------------------------------------------------------

/**
 * The answer to a `SVC_REQUEST`: `SVC_RESPONSE { request: { id, type, body? }, response:
 * { status, body? } }` (`requestBody`: the request body to echo, or `undefined`); `PITCHER_RESPONSE`
 * when `names` is `pitcher` (the answer to a `PITCHER_REQUEST`).
 */
export const encodeServiceResponse = (
  id: string,
  type: string,
  requestBody: unknown,
  status: "ok" | "error",
  body?: unknown,
  names?: EnvelopeNames,
): object => ({
  type: envelopeType(names, "RESPONSE"),
  request: requestInfo(id, type, requestBody),
  response: body === undefined ? { status } : { status, body },
});

/**
 * The answer to an `ADMIN_REQUEST` / `DSR_REQUEST`: `{ id, type, body }` (`body` `null` when
 * there is none), or on failure `{ id, type, body: null, error: { message, code?, details? } }`.
 */
export const encodeEnvironmentResponse = (
  kind: "admin" | "dsr",
  id: string,
  outcome: { ok: true; body: unknown } | { ok: false; error: HostErrorInfo },
): object => {
  const type = kind == "admin" ? "ADMIN_RESPONSE" : "DSR_RESPONSE";
  return outcome.ok
    ? { id, type, body: outcome.body ?? null }
    : { id, type, body: null, error: outcome.error };
};

/**
 * A message pushed by the host: `UI_MESSAGE { id, body: { type, body } }`, or
 * `ADMIN_MESSAGE` / `DSR_MESSAGE` `{ id, body: { type, data } }`.
 */
export const encodeMessage = (
  kind: PushKind,
  id: string,
  type: string,
  payload: unknown,
): object =>
  kind == "ui"
    ? { id, type: "UI_MESSAGE", body: { type, body: payload } }
    : {
        id,
        type: kind == "admin" ? "ADMIN_MESSAGE" : "DSR_MESSAGE",
        body: { type, data: payload },
      };

/** The bare UI message `{ type, body }` (native hosts, and the platform wire, push the native UI messages so). */
export const encodeBareMessage = (type: string, body: unknown): object => ({ type, body });

const decodeEvent = (request: unknown, event: unknown): Inbound | undefined => {
  if (isRecord(request) && isStr(request.id) && isStr(request.type))
    return { kind: "event", event: request as never };
  // the platform's hosts send `event: { type, body? }` (no id)
  if (isRecord(event) && isStr(event.type))
    return {
      kind: "event",
      event:
        "body" in event
          ? { id: "", type: event.type, body: event.body }
          : { id: "", type: event.type },
    };
};

const decodeResponse = (kind: RequestKind, m: Obj): Inbound | undefined => {
  const { id, body, error, request, response } = m;
  if (kind == "svc") {
    if (!isRecord(request) || !isStr(request.id) || !isStr(request.type) || !isRecord(response))
      return;
    // (a status other than "ok" fails the request: "error", or one no host should send, which
    // the platform's client throws on inside its listener, leaving the call unsettled)
    return {
      kind: "response",
      request: kind,
      id: request.id,
      body: response.body,
      failed: response.status != "ok",
      echoed: request.type,
    };
  }
  return isStr(id) && (error === undefined || (isRecord(error) && typeof error.message == "string"))
    ? { kind: "response", request: kind, id, body, failed: !!error, error: error as never }
    : undefined;
};

/**
 * The app side's guard for what a host sends: SVC_RESPONSE or the platform's PITCHER_RESPONSE,
 * SVC_EVENT (with `request: { id, type, body? }`) or the platform's PITCHER_EVENT (`event: { type,
 * body? }`, either name with either shape), ADMIN/DSR_RESPONSE,
 * ADMIN/DSR/UI_MESSAGE, and the bare `{ type, body }` for UI message types; `undefined` for anything
 * else. Bodies and payloads may be any value. Never throws (a hostile value reads as `undefined`).
 */
export function decodeHostMessage(m: unknown): Inbound | undefined {
  try {
    if (!isRecord(m)) return;
    const { type, body } = m;
    if (type == "SVC_EVENT" || type == "PITCHER_EVENT") return decodeEvent(m.request, m.event);
    if (own(MESSAGE_KINDS, type)) {
      const family = MESSAGE_KINDS[type as string]!;
      return isStr(m.id) && isRecord(body) && isStr(body.type)
        ? {
            kind: "message",
            family,
            type: body.type,
            payload: family == "ui" ? body.body : body.data,
          }
        : undefined;
    }
    if (own(RESPONSE_KINDS, type)) return decodeResponse(RESPONSE_KINDS[type as string]!, m);
    if ((UI_MESSAGE_TYPES as readonly unknown[]).includes(type) && "body" in m)
      return { kind: "message", family: "ui", type: type as string, payload: body };
  } catch {
    // a hostile value (throwing getter, proxy) from a custom transport: not a message we read
  }
}
