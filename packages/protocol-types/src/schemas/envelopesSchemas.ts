/**
 * Schemas of every envelope kind (docs/protocol.md "Envelope kinds"). They check the envelope only; the
 * payload inside is checked with the schema maps (operation, message or event -> payload schema).
 *
 * They validate what a receiver accepts, which is a little wider than what the types ask a sender
 * to write:
 * - an admin/DSR request without `data` and a response without `body` are accepted, because a
 *   JSON-based native bridge drops keys whose value is `undefined`;
 * - the operation of an admin/DSR request may be any non-empty string (as for SVC requests), so a
 *   host can answer an unknown operation with an error instead of dropping the request; check it
 *   with `ADMIN_API_REQUEST_SCHEMAS` / `DSR_API_REQUEST_SCHEMAS`.
 */
import * as z from "zod";
import {
  ADMIN_MESSAGE_TYPES,
  DSR_MESSAGE_TYPES,
  MESSAGE_TYPES,
  UI_MESSAGE_TYPES,
} from "../constants";
import { OpenRecordSchema } from "./primitives";

const IdSchema = z.string().min(1);

/** The opt-in W3C trace context fields of a request envelope (`TraceContext`; a host may ignore them). */
const TraceFields = { traceparent: z.string().optional(), tracestate: z.string().optional() };

/** `ok` or `error`. */
export const ResponseStatusSchema = z.enum(["ok", "error"]);

/** `ServiceRequestInfo`: `{ id, type, body? }` inside SVC envelopes. */
export const ServiceRequestInfoSchema = z.object({
  id: IdSchema,
  type: z.string().min(1),
  body: OpenRecordSchema.optional(),
});

/** `ServiceRequest`: `{ type: "SVC_REQUEST", request }`. */
export const ServiceRequestSchema = z.object({
  type: z.literal(MESSAGE_TYPES.REQUEST),
  request: ServiceRequestInfoSchema,
  ...TraceFields,
});

/** `ServiceResponseInfo`: `{ status, body? }`. */
export const ServiceResponseInfoSchema = z.object({
  status: ResponseStatusSchema,
  body: OpenRecordSchema.optional(),
});

/** `ServiceResponse`: `{ type: "SVC_RESPONSE", request, response }`. */
export const ServiceResponseSchema = z.object({
  type: z.literal(MESSAGE_TYPES.RESPONSE),
  request: ServiceRequestInfoSchema,
  response: ServiceResponseInfoSchema,
});

/** `ServiceMessage`: an event, `{ type: "SVC_EVENT", request }`. */
export const ServiceMessageSchema = z.object({
  type: z.literal(MESSAGE_TYPES.EVENT),
  request: ServiceRequestInfoSchema,
});

/** `HostErrorInfo`: the `error` an admin/DSR host adds to a failed response. */
export const HostErrorInfoSchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  details: z.unknown().optional(),
});

/** `AdminRequest`: `{ id, type: "ADMIN_REQUEST", body: { type, data } }` (`data` may be missing, the operation is any string). */
export const AdminRequestSchema = z.object({
  id: IdSchema,
  type: z.literal(MESSAGE_TYPES.ADMIN_REQUEST),
  body: z.object({ type: z.string().min(1), data: z.unknown().optional() }),
  ...TraceFields,
});

/** `AdminResponse`: `{ id, type: "ADMIN_RESPONSE", body, error? }` (`body` may be missing). */
export const AdminResponseSchema = z.object({
  id: IdSchema,
  type: z.literal(MESSAGE_TYPES.ADMIN_RESPONSE),
  body: z.unknown().optional(),
  error: HostErrorInfoSchema.optional(),
});

/** `AdminMessage`: `{ id, type: "ADMIN_MESSAGE", body: { type, data } }`. */
export const AdminMessageSchema = z.object({
  id: IdSchema,
  type: z.literal(MESSAGE_TYPES.ADMIN_MESSAGE),
  body: z.object({ type: z.enum(ADMIN_MESSAGE_TYPES), data: z.unknown() }),
});

/** `DsrRequest`: `{ id, type: "DSR_REQUEST", body: { type, data } }` (`data` may be missing, the operation is any string). */
export const DsrRequestSchema = z.object({
  id: IdSchema,
  type: z.literal(MESSAGE_TYPES.DSR_REQUEST),
  body: z.object({ type: z.string().min(1), data: z.unknown().optional() }),
  ...TraceFields,
});

/** `DsrResponse`: `{ id, type: "DSR_RESPONSE", body, error? }` (`body` may be missing). */
export const DsrResponseSchema = z.object({
  id: IdSchema,
  type: z.literal(MESSAGE_TYPES.DSR_RESPONSE),
  body: z.unknown().optional(),
  error: HostErrorInfoSchema.optional(),
});

/** `DsrMessage`: `{ id, type: "DSR_MESSAGE", body: { type, data } }`. */
export const DsrMessageSchema = z.object({
  id: IdSchema,
  type: z.literal(MESSAGE_TYPES.DSR_MESSAGE),
  body: z.object({ type: z.enum(DSR_MESSAGE_TYPES), data: z.unknown() }),
});

/** `UiMessageEnvelope`: the bare `{ type, body }` (native hosts send it for the native UI types). */
export const UiMessageEnvelopeSchema = z.object({
  type: z.enum(UI_MESSAGE_TYPES),
  body: z.unknown(),
});

/** `UiMessage`: the wrapped `{ id, type: "UI_MESSAGE", body: { type, body } }`. */
export const UiMessageSchema = z.object({
  id: IdSchema,
  type: z.literal(MESSAGE_TYPES.UI_MESSAGE),
  body: UiMessageEnvelopeSchema,
});

/** `AppToHostEnvelope`: anything an app may send. */
export const AppToHostEnvelopeSchema = z.union([
  ServiceRequestSchema,
  ServiceMessageSchema,
  AdminRequestSchema,
  DsrRequestSchema,
]);

/** `HostToAppEnvelope`: anything a host may send. */
export const HostToAppEnvelopeSchema = z.union([
  ServiceResponseSchema,
  ServiceMessageSchema,
  AdminResponseSchema,
  AdminMessageSchema,
  DsrResponseSchema,
  DsrMessageSchema,
  UiMessageSchema,
  UiMessageEnvelopeSchema,
]);
