import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  decodeAppMessage,
  decodeHostMessage,
  encodeBareMessage,
  encodeEnvironmentResponse,
  encodeEvent,
  encodeMessage,
  encodeRequest,
  encodeServiceResponse,
} from "@hostbridge/protocol-types/wire";
import {
  AdminRequestSchema,
  AppToHostEnvelopeSchema,
  DsrRequestSchema,
  ServiceRequestSchema,
} from "@hostbridge/protocol-types/schemas";

describe("the existing client's PITCHER_* names", () => {
  it("reads PITCHER_REQUEST and PITCHER_EVENT as the spec's envelopes, marked pitcher", () => {
    expect(
      decodeAppMessage({
        type: "PITCHER_REQUEST",
        request: { id: "p1", type: "get_env", body: null },
      }),
    ).toEqual({
      kind: "request",
      request: "svc",
      id: "p1",
      type: "get_env",
      payload: undefined,
      names: "pitcher",
    });
    expect(decodeAppMessage({ type: "PITCHER_EVENT", request: { id: "p2", type: "k" } })).toEqual({
      kind: "event",
      id: "p2",
      type: "k",
      body: undefined,
      names: "pitcher",
    });
    expect(
      decodeAppMessage({ type: "PITCHER_RESPONSE", request: { id: "p3", type: "k" } }),
    ).toEqual({ kind: "drop", reason: expect.stringContaining("PITCHER_REQUEST") });
  });

  it("answers in the names it was asked in", () => {
    expect(encodeServiceResponse("p1", "get_env", undefined, "ok", { a: 1 }, "pitcher")).toEqual({
      type: "PITCHER_RESPONSE",
      request: { id: "p1", type: "get_env" },
      response: { status: "ok", body: { a: 1 } },
    });
    expect(encodeServiceResponse("s1", "get_env", undefined, "ok", undefined, "svc")).toMatchObject(
      {
        type: "SVC_RESPONSE",
      },
    );
  });
});

describe("the envelope codec, app -> host", () => {
  it("encodes each request family as the spec's envelope and the host side decodes it back", () => {
    expect(encodeRequest("svc", "1", "get_env", undefined)).toEqual({
      type: "SVC_REQUEST",
      request: { id: "1", type: "get_env" },
    });
    expect(encodeRequest("admin", "2", "admin_get_env", { a: 1 })).toEqual({
      id: "2",
      type: "ADMIN_REQUEST",
      body: { type: "admin_get_env", data: { a: 1 } },
    });
    for (const kind of ["svc", "admin", "dsr"] as const)
      expect(decodeAppMessage(encodeRequest(kind, "7", "op", { x: 1 }))).toEqual({
        kind: "request",
        request: kind,
        id: "7",
        type: "op",
        payload: { x: 1 },
      });
  });

  it("decodes an event, reads a null SVC_REQUEST body as no payload, and says why it drops", () => {
    expect(decodeAppMessage(encodeEvent("3", "file_opened", { f: 1 }))).toEqual({
      kind: "event",
      id: "3",
      type: "file_opened",
      body: { f: 1 },
    });
    const nullBody = { type: "SVC_REQUEST", request: { id: "4", type: "get_env", body: null } };
    expect(decodeAppMessage(nullBody)).toMatchObject({ kind: "request", payload: undefined });
    expect(decodeAppMessage("x")).toEqual({
      kind: "drop",
      reason: "not an envelope object (got string)",
    });
    expect(decodeAppMessage({ type: "ADMIN_REQUEST", id: "5" })).toMatchObject({ kind: "drop" });
  });
});

describe("the envelope codec, host -> app", () => {
  it("encodes responses, messages and events the app side decodes", () => {
    expect(
      decodeHostMessage(encodeServiceResponse("1", "get_env", undefined, "ok", { a: 1 })),
    ).toEqual({
      kind: "response",
      request: "svc",
      id: "1",
      body: { a: 1 },
      failed: false,
      echoed: "get_env",
    });
    const failed = encodeEnvironmentResponse("dsr", "2", {
      ok: false,
      error: { message: "no", code: "X" },
    });
    expect(failed).toEqual({
      id: "2",
      type: "DSR_RESPONSE",
      body: null,
      error: { message: "no", code: "X" },
    });
    expect(decodeHostMessage(failed)).toMatchObject({
      kind: "response",
      request: "dsr",
      failed: true,
    });
    expect(encodeEnvironmentResponse("admin", "3", { ok: true, body: undefined })).toEqual({
      id: "3",
      type: "ADMIN_RESPONSE",
      body: null,
    });
    expect(decodeHostMessage(encodeMessage("ui", "4", "ui_canvas_updated", { c: 1 }))).toEqual({
      kind: "message",
      family: "ui",
      type: "ui_canvas_updated",
      payload: { c: 1 },
    });
    expect(decodeHostMessage(encodeMessage("admin", "5", "admin_env_changed", { e: 1 }))).toEqual({
      kind: "message",
      family: "admin",
      type: "admin_env_changed",
      payload: { e: 1 },
    });
    expect(decodeHostMessage(encodeBareMessage("ui_app_set_data", { d: 1 }))).toMatchObject({
      kind: "message",
      family: "ui",
      payload: { d: 1 },
    });
    expect(decodeHostMessage(encodeEvent("6", "canvas_opened", undefined))).toEqual({
      kind: "event",
      event: { id: "6", type: "canvas_opened" },
    });
  });

  it("never throws, whatever it is given (throwing getters included)", () => {
    const hostile = new Proxy(
      {},
      {
        get() {
          throw new Error("boom");
        },
      },
    );
    expect(decodeHostMessage(hostile)).toBeUndefined();
    expect(decodeAppMessage(hostile)).toMatchObject({ kind: "drop" });
    fc.assert(
      fc.property(fc.anything(), (value) => {
        decodeHostMessage(value);
        expect(decodeAppMessage(value).kind).toMatch(/^(request|event|drop)$/);
      }),
    );
  });
});

describe("W3C trace context on a request envelope (opt-in)", () => {
  const trace = {
    traceparent: "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01",
    tracestate: "vendor=abc",
  };

  it("puts traceparent and tracestate beside the envelope's type, and a host reads them back", () => {
    const svc = encodeRequest("svc", "r1", "get_env", undefined, trace);
    expect(svc).toEqual({ type: "SVC_REQUEST", request: { id: "r1", type: "get_env" }, ...trace });
    const admin = encodeRequest("admin", "r2", "admin_get_files", { name: "x" }, trace);
    expect(admin).toEqual({
      id: "r2",
      type: "ADMIN_REQUEST",
      body: { type: "admin_get_files", data: { name: "x" } },
      ...trace,
    });
    expect(decodeAppMessage(svc)).toMatchObject({ kind: "request", id: "r1", trace });
    expect(decodeAppMessage(admin)).toMatchObject({ kind: "request", id: "r2", trace });
    const dsr = encodeRequest("dsr", "r3", "dsr_get_file", { id: "f" }, trace);
    expect(decodeAppMessage(dsr)).toMatchObject({ kind: "request", request: "dsr", trace });
  });

  it("leaves the envelope as it was without trace context, and tracestate out when empty", () => {
    expect(encodeRequest("svc", "r1", "get_env", undefined)).toEqual({
      type: "SVC_REQUEST",
      request: { id: "r1", type: "get_env" },
    });
    const bare = encodeRequest("svc", "r1", "get_env", undefined, {
      traceparent: trace.traceparent,
      tracestate: "",
    });
    expect(Object.keys(bare).sort()).toEqual(["request", "traceparent", "type"]);
    expect(decodeAppMessage(bare)).toEqual({
      kind: "request",
      request: "svc",
      id: "r1",
      type: "get_env",
      payload: undefined,
      trace: { traceparent: trace.traceparent },
    });
    expect(decodeAppMessage({ ...bare, traceparent: 7 })).not.toHaveProperty("trace");
  });

  it("keeps a traced envelope valid under the request schemas, which keep its fields", () => {
    const svc = ServiceRequestSchema.parse(encodeRequest("svc", "r1", "get_env", undefined, trace));
    expect(svc).toMatchObject(trace);
    const admin = encodeRequest("admin", "r2", "admin_get_files", {}, trace);
    expect(AdminRequestSchema.parse(admin)).toMatchObject(trace);
    const dsr = encodeRequest("dsr", "r3", "dsr_get_file", { id: "f" }, trace);
    expect(DsrRequestSchema.parse(dsr)).toMatchObject(trace);
    expect(AppToHostEnvelopeSchema.safeParse(svc).success).toBe(true);
    expect(ServiceRequestSchema.safeParse({ ...svc, traceparent: 7 }).success).toBe(false);
  });
});
