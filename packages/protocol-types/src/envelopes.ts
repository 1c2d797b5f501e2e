import type {
  ADMIN_MESSAGE,
  ADMIN_REQUEST,
  ADMIN_RESPONSE,
  AdminMessageType,
  DSR_MESSAGE,
  DSR_REQUEST,
  DSR_RESPONSE,
  DsrMessageType,
  PITCHER_EVENT,
  REQUEST,
  RESPONSE,
  ResponseStatus,
  UI_MESSAGE,
  UiMessageType,
} from "./constants";
import type { AdminApiMethodType, DsrApiMethodType } from "./operationTypes";
import type { OpenRecord } from "./types/records";

/** The `request` object of SVC envelopes: a unique `id`, the request or event `type`, a `body`. */
export interface ServiceRequestInfo<Type extends string = string, Body = OpenRecord> {
  id: string;
  type: Type;
  body?: Body;
}

/**
 * W3C Trace Context (https://www.w3.org/TR/trace-context/) on an app's request envelope: opt-in
 * (the bridge's `traceContext` option), top-level beside `type`, as CloudEvents' distributed tracing
 * extension places them. A host may ignore both fields; a host that traces makes the span it opens
 * for the request a child of `traceparent` (docs/protocol.md "Trace context"). Never on the
 * platform wire.
 */
export interface TraceContext {
  /** `00-<32 hex trace id>-<16 hex parent span id>-<2 hex flags>`. */
  traceparent: string;
  /** Vendor-specific trace state (`key=value` pairs, comma separated), when there is any. */
  tracestate?: string;
}

/** App -> host request in the `impact` and `ui` environments. */
export interface ServiceRequest<Type extends string = string, Body = OpenRecord> {
  type: typeof REQUEST;
  request: ServiceRequestInfo<Type, Body>;
  /** Opt-in W3C trace context ({@link TraceContext}); a host may ignore it. */
  traceparent?: string;
  /** Opt-in W3C trace state ({@link TraceContext}); a host may ignore it. */
  tracestate?: string;
}

/** The `response` object of a SVC_RESPONSE. */
export interface ServiceResponseInfo<Body = OpenRecord> {
  status: ResponseStatus;
  body?: Body;
}

/** Host -> app answer to a {@link ServiceRequest}, echoing its `request`. */
export interface ServiceResponse<Type extends string = string, Body = OpenRecord> {
  type: typeof RESPONSE;
  request: ServiceRequestInfo<Type, OpenRecord>;
  response: ServiceResponseInfo<Body>;
}

/** An event in either direction (the spec's ServiceMessage). */
export interface ServiceMessage<Type extends string = string, Body = OpenRecord> {
  type: typeof PITCHER_EVENT;
  request: ServiceRequestInfo<Type, Body>;
}

/**
 * The error an admin/DSR host adds to a response (HostBridge extension: the spec gives admin and
 * DSR responses no status). The one error body of HostBridge: a host's failure on either wire, the
 * simulator's and the dev host's answers, the local platform's REST error answer and the CLI's
 * `--json` error (those two always with a `code`: `HostErrorInfo & { code: string }`). A host error
 * without a code stays without one.
 */
export interface HostErrorInfo {
  message: string;
  code?: string;
  details?: unknown;
}

/** App -> host admin request. */
export interface AdminRequest<
  Payload = unknown,
  Type extends AdminApiMethodType = AdminApiMethodType,
> {
  id: string;
  type: typeof ADMIN_REQUEST;
  body: { type: Type; data: Payload };
  /** Opt-in W3C trace context ({@link TraceContext}); a host may ignore it. */
  traceparent?: string;
  /** Opt-in W3C trace state ({@link TraceContext}); a host may ignore it. */
  tracestate?: string;
}

/** Host -> app admin response; `error` present means the request failed. */
export interface AdminResponse<Response = unknown> {
  id: string;
  type: typeof ADMIN_RESPONSE;
  body: Response;
  error?: HostErrorInfo;
}

/** Host -> app pushed admin message. */
export interface AdminMessage<Payload = unknown, Type extends AdminMessageType = AdminMessageType> {
  id: string;
  type: typeof ADMIN_MESSAGE;
  body: { type: Type; data: Payload };
}

/** App -> host DSR request. */
export interface DsrRequest<Payload = unknown, Type extends DsrApiMethodType = DsrApiMethodType> {
  id: string;
  type: typeof DSR_REQUEST;
  body: { type: Type; data: Payload };
  /** Opt-in W3C trace context ({@link TraceContext}); a host may ignore it. */
  traceparent?: string;
  /** Opt-in W3C trace state ({@link TraceContext}); a host may ignore it. */
  tracestate?: string;
}

/** Host -> app DSR response; `error` present means the request failed. */
export interface DsrResponse<Response = unknown> {
  id: string;
  type: typeof DSR_RESPONSE;
  body: Response;
  error?: HostErrorInfo;
}

/** Host -> app pushed DSR message. */
export interface DsrMessage<Payload = unknown, Type extends DsrMessageType = DsrMessageType> {
  id: string;
  type: typeof DSR_MESSAGE;
  body: { type: Type; data: Payload };
}

/** The bare UI message `{ type, body }` (native hosts send this for UI_NATIVE_MESSAGE_TYPES). */
export interface UiMessageEnvelope<Type extends UiMessageType = UiMessageType, Payload = unknown> {
  type: Type;
  body: Payload;
}

/** Host -> app pushed UI message, wrapped: `{ id, type: "UI_MESSAGE", body: { type, body } }`. */
export interface UiMessage<Type extends UiMessageType = UiMessageType, Payload = unknown> {
  id: string;
  type: typeof UI_MESSAGE;
  body: UiMessageEnvelope<Type, Payload>;
}

/** Everything the app may send. */
export type AppToHostEnvelope = ServiceRequest | ServiceMessage | AdminRequest | DsrRequest;

/** Everything the host may send. */
export type HostToAppEnvelope =
  | ServiceResponse
  | ServiceMessage
  | AdminResponse
  | AdminMessage
  | DsrResponse
  | DsrMessage
  | UiMessage
  | UiMessageEnvelope;
