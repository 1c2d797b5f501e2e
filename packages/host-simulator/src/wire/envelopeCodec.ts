// The envelope wire's codec, host side (docs/protocol.md "Envelopes"): reading what an app sends
// (`SVC_REQUEST`, `SVC_EVENT`, `ADMIN_REQUEST`, `DSR_REQUEST`) and building what the host sends back
// (responses, pushed messages, events). Decoders never throw.
import { MESSAGE_TYPES } from "@hostbridge/protocol-types";
import type { HostErrorInfo } from "@hostbridge/protocol-types";
import { isObj } from "../guards";
import type { Obj } from "../guards";

/** Which envelope family carried a request. */
export type RequestKind = "svc" | "admin" | "dsr";

/** The family of a message pushed by the host. */
export type PushKind = "ui" | "admin" | "dsr";

/** An app -> host envelope, sorted: a request, an event, or the reason it is dropped. */
export type AppInbound =
  | { kind: "request"; request: RequestKind; id: string; type: string; payload: unknown }
  | { kind: "event"; id: string; type: string; body: unknown }
  | { kind: "drop"; reason: string };

const isId = (v: unknown): v is string => typeof v === "string" && v !== "";

/** A `{ id, type, body }` record, without a `body` key when there is no body. */
const requestInfo = (id: string, type: string, body: unknown): Obj =>
  body === undefined ? { id, type } : { id, type, body };

/** Sorts an inbound value: an app -> host envelope, or the reason it is dropped. Never throws. */
export function decodeAppMessage(message: unknown): AppInbound {
  if (!isObj(message))
    return {
      kind: "drop",
      reason: `not an envelope object (got ${message === null ? "null" : typeof message})`,
    };
  const { type } = message;
  if (type === MESSAGE_TYPES.REQUEST || type === MESSAGE_TYPES.EVENT) {
    const request = message.request;
    if (!isObj(request) || !isId(request.id) || !isId(request.type)) {
      return { kind: "drop", reason: `${type} without request { id, type } (strings)` };
    }
    return type === MESSAGE_TYPES.REQUEST
      ? {
          kind: "request",
          request: "svc",
          id: request.id,
          type: request.type,
          // (the platform's client sends `body: null` for a request without payload)
          payload: request.body === null ? undefined : request.body,
        }
      : { kind: "event", id: request.id, type: request.type, body: request.body };
  }
  if (type === MESSAGE_TYPES.ADMIN_REQUEST || type === MESSAGE_TYPES.DSR_REQUEST) {
    const body = message.body;
    if (!isId(message.id) || !isObj(body) || !isId(body.type)) {
      return { kind: "drop", reason: `${type} without id and body { type, data }` };
    }
    return {
      kind: "request",
      request: type === MESSAGE_TYPES.ADMIN_REQUEST ? "admin" : "dsr",
      id: message.id,
      type: body.type,
      payload: body.data,
    };
  }
  const shown = typeof type === "string" ? JSON.stringify(type.slice(0, 64)) : typeof type;
  return {
    kind: "drop",
    reason: `${shown} is not an envelope an app sends to its host (SVC_REQUEST, SVC_EVENT, ADMIN_REQUEST, DSR_REQUEST)`,
  };
}

/** The answer to a `SVC_REQUEST`: `SVC_RESPONSE { request: { id, type, body? }, response: { status, body? } }`. */
export const encodeServiceResponse = (
  id: string,
  type: string,
  requestBody: unknown,
  status: "ok" | "error",
  body?: unknown,
): object => ({
  type: MESSAGE_TYPES.RESPONSE,
  request: requestInfo(id, type, requestBody),
  response: body === undefined ? { status } : { status, body },
});

/** The answer to an `ADMIN_REQUEST` / `DSR_REQUEST`: `{ id, type, body }`, or `{ id, type, body: null, error }`. */
export const encodeEnvironmentResponse = (
  kind: "admin" | "dsr",
  id: string,
  outcome: { ok: true; body: unknown } | { ok: false; error: HostErrorInfo },
): object => {
  const type = kind === "admin" ? MESSAGE_TYPES.ADMIN_RESPONSE : MESSAGE_TYPES.DSR_RESPONSE;
  return outcome.ok
    ? { id, type, body: outcome.body ?? null }
    : { id, type, body: null, error: outcome.error };
};

/** A pushed message: `UI_MESSAGE { id, body: { type, body } }`, or `ADMIN_MESSAGE` / `DSR_MESSAGE` `{ id, body: { type, data } }`. */
export const encodeMessage = (
  kind: PushKind,
  id: string,
  type: string,
  payload: unknown,
): object =>
  kind === "ui"
    ? { id, type: MESSAGE_TYPES.UI_MESSAGE, body: { type, body: payload } }
    : {
        id,
        type: kind === "admin" ? MESSAGE_TYPES.ADMIN_MESSAGE : MESSAGE_TYPES.DSR_MESSAGE,
        body: { type, data: payload },
      };

/** The bare UI message `{ type, body }` (native hosts push the native UI messages so). */
export const encodeBareMessage = (type: string, body: unknown): object => ({ type, body });

/** An event: `SVC_EVENT { request: { id, type, body? } }`. */
export const encodeEvent = (id: string, type: string, body: unknown): object => ({
  type: MESSAGE_TYPES.EVENT,
  request: requestInfo(id, type, body),
});
