import { UI_MESSAGE_TYPES } from "@hostbridge/protocol-types";
import type { HostErrorInfo, MessageType, ServiceRequestInfo } from "@hostbridge/protocol-types";

/** @internal Which request family a response answers: 0 SVC (`impact`/`ui`), 1 admin, 2 DSR. */
export type RequestKind = 0 | 1 | 2;

/** @internal A host -> app envelope that passed the hand-written guard. */
export type Inbound =
  | {
      t: 0;
      kind: RequestKind;
      id: string;
      type?: string;
      failed: boolean;
      body: unknown;
      error?: HostErrorInfo;
    }
  | { t: 1; info: ServiceRequestInfo<string, unknown> }
  | { t: 2; kind: "ui" | "admin" | "dsr"; type: string; payload: unknown };

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v == "object" && !!v && !Array.isArray(v);
const isStr = (v: unknown): v is string => typeof v == "string" && !!v;
const isInfo = (v: unknown): v is ServiceRequestInfo<string, unknown> =>
  isObj(v) && isStr(v.id) && isStr(v.type);

// Literal envelope types, checked against the protocol-types union so they cannot drift.
// (A Map, so that "toString" or "__proto__" as a type finds nothing.)
type Kind = RequestKind | "admin" | "dsr" | "ui";
const KINDS = /* @__PURE__ */ new Map<unknown, Kind>([
  ["ADMIN_RESPONSE", 1],
  ["DSR_RESPONSE", 2],
  ["ADMIN_MESSAGE", "admin"],
  ["DSR_MESSAGE", "dsr"],
  ["UI_MESSAGE", "ui"],
] satisfies [MessageType, Kind][]);

/**
 * @internal Classifies an inbound value as one of the host -> app envelopes of DESIGN.md "Wire
 * protocol" (SVC_RESPONSE, SVC_EVENT, ADMIN/DSR_RESPONSE, ADMIN/DSR/UI_MESSAGE, the bare UI envelope
 * for UI message types), or returns `undefined`. Bodies and payloads may be any value.
 */
export function parseInbound(m: unknown): Inbound | undefined {
  if (!isObj(m)) return;
  const { type, body, id, error } = m;
  const { request, response } = m as { request?: unknown; response?: Obj };
  if (type == "SVC_EVENT") return isInfo(request) ? { t: 1, info: request } : undefined;
  if (type == "SVC_RESPONSE") {
    return isInfo(request) &&
      isObj(response) &&
      (response.status == "ok" || response.status == "error")
      ? {
          t: 0,
          kind: 0,
          id: request.id,
          type: request.type,
          failed: response.status == "error",
          body: response.body,
        }
      : undefined;
  }
  const kind = KINDS.get(type);
  if (typeof kind == "number") {
    return isStr(id) && (error === undefined || (isObj(error) && typeof error.message == "string"))
      ? { t: 0, kind, id, failed: !!error, body, error: error as HostErrorInfo | undefined }
      : undefined;
  }
  if (kind) {
    return isStr(id) && isObj(body) && isStr(body.type)
      ? { t: 2, kind, type: body.type, payload: kind == "ui" ? body.body : body.data }
      : undefined;
  }
  // The bare UiMessageEnvelope { type, body } native hosts send; accepted only for UI message types.
  if ((UI_MESSAGE_TYPES as readonly unknown[]).includes(type) && "body" in m) {
    return { t: 2, kind: "ui", type: type as string, payload: body };
  }
}
