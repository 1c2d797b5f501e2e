// The envelope wire's inbound guard (app side): classifies what a host sends, in either wire's
// form where both wires share a message (an event with `request` or with `event`).
import { UI_MESSAGE_TYPES } from "@hostbridge/protocol-types";
import type { HostErrorInfo, MessageType, ServiceRequestInfo } from "@hostbridge/protocol-types";

/** @internal Which request family a response answers: `SVC_*` (`impact`/`ui`), admin or DSR. */
export type RequestKind = "svc" | "admin" | "dsr";

/** @internal A host -> app message that passed the hand-written guard. */
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
  | { kind: "message"; family: "ui" | "admin" | "dsr"; type: string; payload: unknown };

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v == "object" && !!v && !Array.isArray(v);
const isStr = (v: unknown): v is string => typeof v == "string" && !!v;

const RESPONSES: Record<string, RequestKind> = {
  SVC_RESPONSE: "svc",
  ADMIN_RESPONSE: "admin",
  DSR_RESPONSE: "dsr",
} satisfies Partial<Record<MessageType, RequestKind>>;
const MESSAGES: Record<string, "ui" | "admin" | "dsr"> = {
  UI_MESSAGE: "ui",
  ADMIN_MESSAGE: "admin",
  DSR_MESSAGE: "dsr",
} satisfies Partial<Record<MessageType, "ui" | "admin" | "dsr">>;
const own = (table: Obj, key: unknown) =>
  typeof key == "string" && Object.prototype.hasOwnProperty.call(table, key);

/**
 * @internal Classifies an inbound value as one of the host -> app envelopes of DESIGN.md "Wire
 * protocol" (SVC_RESPONSE, SVC_EVENT with `request: { id, type, body? }` or, as the platform's hosts
 * send it, `event: { type, body? }`, ADMIN/DSR_RESPONSE, ADMIN/DSR/UI_MESSAGE, the bare UI envelope
 * for UI message types), or returns `undefined`. Bodies and payloads may be any value. May throw on
 * a hostile value (a throwing getter): callers treat that as a drop.
 */
export function parseInbound(m: unknown): Inbound | undefined {
  if (!isObj(m)) return;
  const { type, id, body, error, request: r, response: s, event: e } = m;
  const b = body as Obj;
  if (type == "SVC_EVENT") {
    if (isObj(r) && isStr(r.id) && isStr(r.type)) return { kind: "event", event: r as never };
    if (isObj(e) && isStr(e.type))
      return {
        kind: "event",
        event: "body" in e ? { id: "", type: e.type, body: e.body } : { id: "", type: e.type },
      };
    return;
  }
  if (own(MESSAGES, type)) {
    const family = MESSAGES[type as string]!;
    return isStr(id) && isObj(b) && isStr(b.type)
      ? { kind: "message", family, type: b.type, payload: family == "ui" ? b.body : b.data }
      : undefined;
  }
  if (own(RESPONSES, type)) {
    const request = RESPONSES[type as string]!;
    if (request == "svc")
      return isObj(r) &&
        isStr(r.id) &&
        isStr(r.type) &&
        isObj(s) &&
        (s.status == "ok" || s.status == "error")
        ? {
            kind: "response",
            request,
            id: r.id,
            body: s.body,
            failed: s.status == "error",
            echoed: r.type,
          }
        : undefined;
    return isStr(id) && (error === undefined || (isObj(error) && typeof error.message == "string"))
      ? {
          kind: "response",
          request,
          id,
          body,
          failed: !!error,
          error: error as HostErrorInfo | undefined,
        }
      : undefined;
  }
  // The bare UiMessageEnvelope { type, body } native hosts send; accepted only for UI message types.
  if ((UI_MESSAGE_TYPES as readonly unknown[]).includes(type) && "body" in m)
    return { kind: "message", family: "ui", type: type as string, payload: body };
}
