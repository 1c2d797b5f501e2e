// Opt-in W3C trace context on outgoing requests (`traceContext`), and what a tracer needs from the
// request hook: the `waiting` record in the caller's own stack (where its active context is), and
// a host's failure with the host's own code and message.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createBridge, createMemoryTransportPair } from "@hostbridge/transport";
import type { BridgeActivity, HostBridgeError } from "@hostbridge/transport";
import { decodePostRobotFrame } from "@hostbridge/protocol-types/wire";
import { fixture, setup, svcResponse } from "./helpers/harness";

const TRACEPARENT = "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01";

beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("trace context on outgoing requests", () => {
  it("adds traceparent and tracestate beside the type of SVC, admin and DSR requests", async () => {
    const asked: [string, string][] = [];
    const { bridge, next } = setup({
      traceContext: (id, type) => {
        asked.push([id, type]);
        return { traceparent: TRACEPARENT, tracestate: "vendor=abc" };
      },
    });
    void bridge.call("svc", "ui_app_loaded", undefined).catch(() => {});
    void bridge.call("admin", "admin_get_files", {}).catch(() => {});
    void bridge.call("dsr", "dsr_get_file", { id: "f" }).catch(() => {});
    const sent = [await next(), await next(), await next()];
    expect(sent.map((m) => m.type)).toEqual(["SVC_REQUEST", "ADMIN_REQUEST", "DSR_REQUEST"]);
    for (const message of sent)
      expect(message).toMatchObject({ traceparent: TRACEPARENT, tracestate: "vendor=abc" });
    expect(asked).toEqual([
      [sent[0]!.request.id, "ui_app_loaded"],
      [sent[1]!.id, "admin_get_files"],
      [sent[2]!.id, "dsr_get_file"],
    ]);
    bridge.dispose();
  });

  it("sends no trace field unless asked, none when the function returns nothing, and only those two", async () => {
    const plain = setup();
    void plain.bridge.call("svc", "get_env", undefined).catch(() => {});
    expect(Object.keys(await plain.next()).sort()).toEqual(["request", "type"]);
    plain.bridge.dispose();

    // first nothing; then, with trace context, what is not trace context, which never reaches the
    // envelope (it stays the spec's envelope)
    const answers = [undefined, { traceparent: TRACEPARENT, type: "NOT_A_REQUEST", request: null }];
    const { bridge, next } = setup({ traceContext: () => answers.shift() as never });
    void bridge.call("svc", "get_env", undefined).catch(() => {});
    expect(Object.keys(await next()).sort()).toEqual(["request", "type"]);
    void bridge.call("svc", "get_env", undefined).catch(() => {});
    const sent = await next();
    expect(sent).toMatchObject({ type: "SVC_REQUEST", traceparent: TRACEPARENT });
    expect(Object.keys(sent).sort()).toEqual(["request", "traceparent", "type"]);
    bridge.dispose();
  });

  it("sends the request without trace context when traceContext throws, and reports why", async () => {
    const errors: unknown[] = [];
    const { bridge, next, send } = setup({
      errorLogger: (e) => void errors.push(e),
      traceContext: () => {
        throw new Error("tracer down");
      },
    });
    const env = bridge.call("svc", "get_env", undefined);
    const sent = await next();
    expect(sent).not.toHaveProperty("traceparent");
    send(svcResponse(sent, "ok", { mode: "WEB" }));
    await expect(env).resolves.toEqual({ mode: "WEB" });
    expect(errors).toEqual([new Error("tracer down")]);
    bridge.dispose();
  });

  it("puts nothing on the platform wire: neither its post-robot frames nor its high-level envelopes", async () => {
    const [appEnd, hostEnd] = createMemoryTransportPair();
    const sent: unknown[] = [];
    hostEnd.listen((m) => void sent.push(m));
    const traceContext = vi.fn(() => ({ traceparent: TRACEPARENT }));
    const bridge = createBridge({ transport: appEnd, wire: "platform", traceContext });
    void bridge.call("svc", "ui_select_content", {}).catch(() => {});
    void bridge.call("svc", "get_env", undefined).catch(() => {});
    await vi.advanceTimersByTimeAsync(0);
    expect(sent.length).toBeGreaterThanOrEqual(2);
    const frames = sent.filter((m): m is string => typeof m == "string");
    expect(frames.flatMap((f) => decodePostRobotFrame(f) ?? []).length).toBeGreaterThan(0);
    expect(JSON.stringify(sent)).not.toContain("traceparent");
    expect(traceContext).not.toHaveBeenCalled();
    bridge.dispose();
  });
});

describe("what the request hook gives a tracer", () => {
  it("tells of a request in the caller's own stack, before the call returns", () => {
    const records: BridgeActivity[] = [];
    const { bridge } = setup({ onActivity: (r) => records.push(r) });
    void bridge.call("svc", "ui_select_content", {}).catch(() => {});
    expect(records.map((r) => [r.kind, r.type])).toContainEqual(["waiting", "ui_select_content"]);
    bridge.dispose();
  });

  it("carries the host's own code and message when the host failed the request", async () => {
    const records: BridgeActivity[] = [];
    const { bridge, next, send } = setup({ onActivity: (r) => records.push(r) });
    const svc = bridge
      .request("crm_query", { query: "SELECT Id FROM Account" })
      .catch((e: unknown) => e);
    send(svcResponse(await next(), "error", { message: "CRM is down", code: "CRM_DOWN" }));
    expect(((await svc) as HostBridgeError).code).toBe("HOST_ERROR");
    const admin = bridge.call("admin", "admin_get_files", {}).catch((e: unknown) => e);
    const request = await next();
    send({ ...fixture("admin-response-error"), id: request.id });
    await admin;
    const failed = records.filter((r) => r.kind == "request");
    expect(failed.map((r) => [r.outcome, r.value])).toEqual([
      ["HOST_ERROR", { message: "CRM is down", code: "CRM_DOWN" }],
      ["HOST_ERROR", fixture("admin-response-error").error],
    ]);
    bridge.dispose();
  });
});
