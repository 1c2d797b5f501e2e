import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { UI_NATIVE_MESSAGE_TYPES } from "@hostbridge/protocol-types";
import type {
  AdminApiMethodType,
  AdminRequest,
  DsrApiMethodType,
  DsrRequest,
  ServiceMessage,
  ServiceRequest,
  UiMessage,
  UiMessageEnvelope,
} from "@hostbridge/protocol-types";
import {
  ADMIN_API_RESPONSE_SCHEMAS,
  ADMIN_API_REQUEST_SCHEMAS,
  ADMIN_MESSAGE_SCHEMAS,
  AdminMessageSchema,
  AdminRequestSchema,
  AdminResponseSchema,
  AppToHostEnvelopeSchema,
  DSR_API_REQUEST_SCHEMAS,
  DSR_API_RESPONSE_SCHEMAS,
  DSR_MESSAGE_SCHEMAS,
  DsrMessageSchema,
  DsrRequestSchema,
  DsrResponseSchema,
  EVENT_SCHEMAS,
  HIGH_LEVEL_API_REQUEST_SCHEMAS,
  HostErrorInfoSchema,
  HostToAppEnvelopeSchema,
  ServiceEventSchema,
  ServiceMessageSchema,
  ServiceRequestSchema,
  ServiceResponseSchema,
  UI_API_REQUEST_SCHEMAS,
  UI_API_RESPONSE_SCHEMAS,
  UI_MESSAGE_SCHEMAS,
  UiMessageEnvelopeSchema,
  UiMessageSchema,
  describeZodIssues,
} from "@hostbridge/protocol-types/schemas";
import { decodeAppMessage } from "@hostbridge/protocol-types/wire";
import { envelopeFixtureNames, readEnvelopeFixture } from "./helpers/fixtures";

/** Parses and fails with readable messages (so a broken fixture says what is wrong). */
function mustParse<S extends z.ZodType>(schema: S, value: unknown, what: string): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success)
    throw new Error(`${what} is invalid:\n${describeZodIssues(result.error).join("\n")}`);
  return result.data;
}

const fixture = (name: string) => readEnvelopeFixture(name);

describe("golden envelope fixtures", () => {
  it("has exactly one fixture per envelope kind", () => {
    expect(envelopeFixtureNames()).toEqual([
      "admin-message",
      "admin-request",
      "admin-response",
      "admin-response-error",
      "dsr-message",
      "dsr-request",
      "dsr-response",
      "dsr-response-error",
      "svc-event-app-to-host",
      "svc-event-host-to-app",
      "svc-request",
      "svc-request-traced",
      "svc-response-error",
      "svc-response-ok",
      "ui-message",
      "ui-message-bare",
    ]);
  });

  it("svc-request: a UI request whose body passes its operation's schema", () => {
    const envelope = mustParse(
      ServiceRequestSchema,
      fixture("svc-request"),
      "envelope",
    ) as ServiceRequest;
    mustParse(UI_API_REQUEST_SCHEMAS.ui_select_content, envelope.request.body, "payload");
    expect(envelope.request.type).toBe("ui_select_content");
    expect(AppToHostEnvelopeSchema.safeParse(envelope).success).toBe(true);
  });

  it("svc-request-traced: a request with the opt-in trace context, valid as the spec's envelope", () => {
    const envelope = mustParse(ServiceRequestSchema, fixture("svc-request-traced"), "envelope");
    mustParse(HIGH_LEVEL_API_REQUEST_SCHEMAS.crm_query, envelope.request.body, "payload");
    expect(envelope.traceparent).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-[0-9a-f]{2}$/);
    expect(AppToHostEnvelopeSchema.safeParse(envelope).success).toBe(true);
    expect(decodeAppMessage(envelope)).toMatchObject({
      kind: "request",
      type: "crm_query",
      trace: { traceparent: envelope.traceparent, tracestate: envelope.tracestate },
    });
  });

  it("svc-response-ok: echoes the request and carries an ok body of the response schema", () => {
    const request = fixture("svc-request") as ServiceRequest;
    const envelope = mustParse(ServiceResponseSchema, fixture("svc-response-ok"), "envelope");
    expect(envelope.request).toEqual(request.request);
    expect(envelope.response.status).toBe("ok");
    mustParse(UI_API_RESPONSE_SCHEMAS.ui_select_content, envelope.response.body, "response body");
    expect(HostToAppEnvelopeSchema.safeParse(envelope).success).toBe(true);
  });

  it("svc-response-error: answers an invalid payload with status error and the describeZodIssues messages", () => {
    const envelope = mustParse(ServiceResponseSchema, fixture("svc-response-error"), "envelope");
    expect(envelope.response.status).toBe("error");
    const payload = UI_API_REQUEST_SCHEMAS.ui_print_canvas.safeParse(envelope.request.body);
    expect(payload.success).toBe(false);
    const body = mustParse(HostErrorInfoSchema, envelope.response.body, "error body");
    expect(body.code).toBe("INVALID_PAYLOAD");
    if (!payload.success)
      expect(envelope.response.body?.["issues"]).toEqual(describeZodIssues(payload.error));
  });

  it("svc-event-app-to-host: a peer connectivity event with full metadata", () => {
    const envelope = mustParse(
      ServiceMessageSchema,
      fixture("svc-event-app-to-host"),
      "envelope",
    ) as ServiceMessage;
    expect(envelope.request.type).toBe("peer_connectivity_event");
    mustParse(EVENT_SCHEMAS.peer_connectivity_event, envelope.request.body, "event payload");
    mustParse(
      ServiceEventSchema,
      { type: envelope.request.type, body: envelope.request.body },
      "event",
    );
    expect(AppToHostEnvelopeSchema.safeParse(envelope).success).toBe(true);
  });

  it("svc-event-host-to-app: an event of the event map", () => {
    const envelope = mustParse(
      ServiceMessageSchema,
      fixture("svc-event-host-to-app"),
      "envelope",
    ) as ServiceMessage;
    mustParse(
      ServiceEventSchema,
      { type: envelope.request.type, body: envelope.request.body },
      "event",
    );
    expect(HostToAppEnvelopeSchema.safeParse(envelope).success).toBe(true);
  });

  it("admin-request and admin-response: same id, payload and answer of admin_get_files", () => {
    const request = mustParse(
      AdminRequestSchema,
      fixture("admin-request"),
      "request",
    ) as AdminRequest<unknown, AdminApiMethodType>;
    const response = mustParse(AdminResponseSchema, fixture("admin-response"), "response");
    expect(response.id).toBe(request.id);
    expect(request.body.type).toBe("admin_get_files");
    mustParse(ADMIN_API_REQUEST_SCHEMAS.admin_get_files, request.body.data, "request data");
    mustParse(ADMIN_API_RESPONSE_SCHEMAS.admin_get_files, response.body, "response body");
    expect(response.error).toBeUndefined();
  });

  it("admin-response-error: carries the error extension", () => {
    const response = mustParse(AdminResponseSchema, fixture("admin-response-error"), "response");
    expect(response.error).toEqual(mustParse(HostErrorInfoSchema, response.error, "error"));
    expect(response.error?.message).toMatch(/canvas/);
    expect(response.error?.code).toBe("NOT_FOUND");
  });

  it("admin-message: admin_env_changed with an AdminEnv", () => {
    const message = mustParse(AdminMessageSchema, fixture("admin-message"), "message");
    mustParse(ADMIN_MESSAGE_SCHEMAS[message.body.type], message.body.data, "AdminEnv");
  });

  it("dsr-request and dsr-response: same id, payload and answer of dsr_get_file", () => {
    const request = mustParse(DsrRequestSchema, fixture("dsr-request"), "request") as DsrRequest<
      unknown,
      DsrApiMethodType
    >;
    const response = mustParse(DsrResponseSchema, fixture("dsr-response"), "response");
    expect(response.id).toBe(request.id);
    mustParse(DSR_API_REQUEST_SCHEMAS.dsr_get_file, request.body.data, "request data");
    mustParse(DSR_API_RESPONSE_SCHEMAS.dsr_get_file, response.body, "response body");
  });

  it("dsr-response-error: carries the error extension", () => {
    const response = mustParse(DsrResponseSchema, fixture("dsr-response-error"), "response");
    mustParse(HostErrorInfoSchema, response.error, "error");
    expect(response.error?.code).toBe("NOT_FOUND");
  });

  it("dsr-message: dsr_env_changed with a DsrEnv", () => {
    const message = mustParse(DsrMessageSchema, fixture("dsr-message"), "message");
    mustParse(DSR_MESSAGE_SCHEMAS[message.body.type], message.body.data, "DsrEnv");
  });

  it("ui-message: a wrapped UI message whose body passes its message schema", () => {
    const message = mustParse(UiMessageSchema, fixture("ui-message"), "message") as UiMessage;
    mustParse(UI_MESSAGE_SCHEMAS[message.body.type], message.body.body, "UI payload");
    expect(HostToAppEnvelopeSchema.safeParse(message).success).toBe(true);
  });

  it("ui-message-bare: a bare envelope of a native UI message type", () => {
    const message = mustParse(
      UiMessageEnvelopeSchema,
      fixture("ui-message-bare"),
      "message",
    ) as UiMessageEnvelope;
    expect(UI_NATIVE_MESSAGE_TYPES).toContain(message.type);
    mustParse(UI_MESSAGE_SCHEMAS[message.type], message.body, "UI payload");
  });

  it("uses only fake credentials", () => {
    const text = envelopeFixtureNames()
      .map((name) => JSON.stringify(fixture(name)))
      .join("\n");
    const tokens = [...text.matchAll(/"(?:access_token|id_token)":"([^"]*)"/g)].map(
      (match) => match[1],
    );
    expect(tokens.length).toBeGreaterThan(0);
    for (const token of tokens) expect(token).toMatch(/^fake-/);
  });
});
