import { UI_MESSAGE_TYPES } from "@hostbridge/protocol-types";
import type { HostErrorInfo, MessageType, ServiceRequestInfo } from "@hostbridge/protocol-types";

/** @internal Which request family a response answers: 0 SVC (`impact`/`ui`), 1 admin, 2 DSR. */
export type RequestKind = 0 | 1 | 2;

/**
 * @internal A host -> app envelope that passed the hand-written guard, as a tuple (tuples minify well):
 * - a response: `[kind, id, body, failed, admin/DSR error, echoed request type (SVC only)]`;
 * - an event: `[3, "", { id, type, body }, event key]`;
 * - a pushed message: `[3, "ui" | "admin" | "dsr", payload, message type]`.
 */
export type Inbound = [
  kind: RequestKind | 3,
  key: string,
  value: unknown,
  typeOrFailed?: unknown,
  error?: HostErrorInfo,
  echoed?: string,
];

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v == "object" && !!v && !Array.isArray(v);
const isStr = (v: unknown): v is string => typeof v == "string" && !!v;
const isInfo = (v: unknown): v is ServiceRequestInfo<string, unknown> =>
  isObj(v) && isStr(v.id) && isStr(v.type);

// Inbound envelope types by index: responses 0-2 (= RequestKind), events 3, pushed messages 4-6.
// (indexOf compares strictly, so "toString" or "__proto__" as a type finds nothing.)
const INBOUND: unknown[] = [
  "SVC_RESPONSE",
  "ADMIN_RESPONSE",
  "DSR_RESPONSE",
  "SVC_EVENT",
  "UI_MESSAGE",
  "ADMIN_MESSAGE",
  "DSR_MESSAGE",
] satisfies MessageType[];

/**
 * @internal Classifies an inbound value as one of the host -> app envelopes of DESIGN.md "Wire
 * protocol" (SVC_RESPONSE, SVC_EVENT, ADMIN/DSR_RESPONSE, ADMIN/DSR/UI_MESSAGE, the bare UI envelope
 * for UI message types), or returns `undefined`. Bodies and payloads may be any value. May throw on a
 * hostile value (a throwing getter): callers treat that as a drop.
 */
export function parseInbound(m: unknown): Inbound | undefined {
  if (!isObj(m)) return;
  const { type, id, body, error, request: r, response: s } = m;
  const b = body as Obj;
  const k = INBOUND.indexOf(type);
  // SVC_EVENT { type, request: { id, type, body? } }
  if (k == 3) return isInfo(r) ? [3, "", r, r.type] : undefined;
  // UI/ADMIN/DSR_MESSAGE { id, type, body: { type, body | data } }
  if (k > 3)
    return isStr(id) && isObj(b) && isStr(b.type)
      ? [3, (["ui", "admin", "dsr"] as const)[k - 4]!, k > 4 ? b.data : b.body, b.type]
      : undefined;
  // ADMIN/DSR_RESPONSE { id, type, body, error?: { message, code?, details? } }
  if (k > 0)
    return isStr(id) && (error === undefined || (isObj(error) && typeof error.message == "string"))
      ? [k as RequestKind, id, body, error, error as HostErrorInfo | undefined]
      : undefined;
  // SVC_RESPONSE { type, request: { id, type, body? }, response: { status: "ok" | "error", body? } }
  if (!k)
    return isInfo(r) && isObj(s) && (s.status == "ok" || s.status == "error")
      ? [0, r.id, s.body, s.status == "error", undefined, r.type]
      : undefined;
  // The bare UiMessageEnvelope { type, body } native hosts send; accepted only for UI message types.
  if ((UI_MESSAGE_TYPES as readonly unknown[]).includes(type) && "body" in m)
    return [3, "ui", body, type];
}
