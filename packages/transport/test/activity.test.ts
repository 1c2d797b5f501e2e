// The request hook (`onActivity`): one record per request, push, event, emit and wire decision,
// redacted, never able to break the bridge; and the start-up that explains why it stalled.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createBridge, createMemoryTransportPair } from "@hostbridge/transport";
import type { BridgeActivity, HostBridgeError } from "@hostbridge/transport";
import credentialEnv from "./fixtures/credential-env.json";
import { fixture, flush, setup, svcResponse } from "./helpers/harness";

/** Every credential value of the fixture: none may appear in a log line or a hook record. */
const CREDENTIALS = JSON.stringify(credentialEnv).match(/cred-[a-z-]+-\d{4}/g)!;

beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000 });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the request hook", () => {
  it("sees a request with its id, type, environment, wire, times, outcome and size", async () => {
    const records: BridgeActivity[] = [];
    const { bridge, next, send } = setup({ onActivity: (r) => records.push(r) });
    const answer = bridge.call("svc", "get_env", undefined);
    const request = await next();
    await vi.advanceTimersByTimeAsync(120);
    send(svcResponse(request, "ok", { mode: "WEB" }));
    await answer;
    const record = records.find((r) => r.kind == "request")!;
    expect(record).toMatchObject({
      id: request.request.id,
      type: "get_env",
      environment: "svc",
      wire: "envelopes",
      outcome: "ok",
      value: { mode: "WEB" },
      size: JSON.stringify({ mode: "WEB" }).length,
    });
    expect(record.end - record.start).toBe(120);
  });

  it("sees failures with their error code, pushes, events and emits", async () => {
    const records: BridgeActivity[] = [];
    const { bridge, next, send } = setup({ onActivity: (r) => records.push(r), timeout: 500 });
    bridge.onMessage("admin", "*", () => {});
    bridge.onEvent("canvas_opened", () => {});
    const failing = bridge.call("svc", "ui_app_loaded", undefined).catch((e: unknown) => e);
    await next();
    await vi.advanceTimersByTimeAsync(500);
    expect(((await failing) as HostBridgeError).code).toBe("REQUEST_TIMEOUT");
    send(fixture("admin-message"));
    send({ type: "SVC_EVENT", request: { id: "e1", type: "canvas_opened", body: { id: "c1" } } });
    bridge.emit("file_opened", { id: "f1" });
    await flush();
    expect(records.map((r) => [r.kind, r.outcome])).toEqual([
      ["wire", "ok"],
      ["waiting", "pending"],
      ["request", "REQUEST_TIMEOUT"],
      ["emit", "ok"],
      ["push", "ok"],
      ["event", "ok"],
    ]);
    expect(records[0]).toMatchObject({ type: "envelopes", wire: "envelopes" });
    expect(records[5]).toMatchObject({ type: "canvas_opened", value: { id: "c1" } });
  });

  it("tells in the wire record the transport's platform: IOS on a native iOS bridge, none on the parent window or an injected transport that does not say", async () => {
    const wireRecord = async (options: Parameters<typeof createBridge>[0]) => {
      const records: BridgeActivity[] = [];
      const bridge = createBridge({ ...options, onActivity: (r) => records.push(r) });
      bridge.emit("file_opened", { id: "f1" });
      await flush();
      bridge.dispose();
      return records.find((r) => r.kind == "wire");
    };
    const handler = { postMessage: vi.fn() };
    const page: Record<string, unknown> = { webkit: { messageHandlers: { hostBridge: handler } } };
    page.parent = page;
    vi.stubGlobal("window", page);
    expect(await wireRecord({})).toMatchObject({ type: "envelopes", mode: "IOS" });
    expect(handler.postMessage).toHaveBeenCalledWith(
      expect.objectContaining({ type: "SVC_EVENT" }),
    );
    vi.stubGlobal("window", {
      parent: { postMessage: () => {} },
      addEventListener: () => {},
      removeEventListener: () => {},
    });
    expect(
      await wireRecord({ hostOrigin: "https://host.example.com", wire: "envelopes" }),
    ).toMatchObject({ type: "envelopes", mode: undefined });
    expect(await wireRecord({ transport: createMemoryTransportPair()[0] })).toMatchObject({
      mode: undefined,
    });
    const [appEnd] = createMemoryTransportPair();
    const windows = { ...appEnd, platform: "WINDOWS" as const };
    expect(await wireRecord({ transport: windows })).toMatchObject({ mode: "WINDOWS" });
  });

  it("never lets a throwing hook break a request", async () => {
    const { bridge, next, send } = setup({
      onActivity: () => {
        throw new Error("hook bug");
      },
    });
    const answer = bridge.call("svc", "get_env", undefined);
    send(svcResponse(await next(), "ok", { mode: "IOS" }));
    await expect(answer).resolves.toEqual({ mode: "IOS" });
  });

  it("puts no credential of the environment in a debug log line or a hook record", async () => {
    const lines: string[] = [];
    const sink = (...data: unknown[]) => void lines.push(data.map(String).join(" "));
    const records: BridgeActivity[] = [];
    const { bridge, next, send } = setup({
      logLevel: "debug",
      logger: { info: sink, debug: sink, warn: sink },
      onActivity: (r) => records.push(r),
    });
    const answer = bridge.call("svc", "get_env", undefined);
    send(svcResponse(await next(), "ok", credentialEnv));
    await answer;
    send({ type: "SVC_EVENT", request: { id: "e2", type: "canvas_opened", body: credentialEnv } });
    await flush();
    const shown = lines.join("\n") + JSON.stringify(records);
    expect(CREDENTIALS.length).toBeGreaterThanOrEqual(14);
    for (const credential of CREDENTIALS) expect(shown).not.toContain(credential);
    expect(shown).toContain("Dana Rep");
  });
});

describe("a start-up that stalls", () => {
  it("says the host is silent (nothing arrived from it), after how long, and what to check", async () => {
    const { bridge, next } = setup({ timeout: 3000 });
    const loaded = bridge.call("svc", "ui_app_loaded", undefined).catch((e: unknown) => e);
    await next();
    await vi.advanceTimersByTimeAsync(3000);
    const error = (await loaded) as HostBridgeError;
    expect(error.code).toBe("REQUEST_TIMEOUT");
    expect(error.message).toMatch(
      /stalled: the host is silent \(nothing arrived from it\), 3000 ms after start, envelopes wire; check the page framing the app is a host/,
    );
  });

  it("says the host is talking but does not answer this request", async () => {
    const { bridge, next, send } = setup({ timeout: 1000 });
    const loaded = bridge.call("svc", "ui_app_loaded", undefined).catch((e: unknown) => e);
    await next();
    send(fixture("admin-message"));
    await vi.advanceTimersByTimeAsync(1000);
    expect(((await loaded) as HostBridgeError).message).toMatch(
      /stalled: the host sent 1 messages but no answer, 1000 ms after start, envelopes wire; check it supports this request/,
    );
  });

  it("fails at once when the host answers from an origin hostOrigin does not allow, naming it and what to set", async () => {
    const listeners = new Set<(event: unknown) => void>();
    const parent = { postMessage: () => {} };
    vi.stubGlobal("window", {
      parent,
      addEventListener: (_: string, fn: (event: unknown) => void) => listeners.add(fn),
      removeEventListener: (_: string, fn: (event: unknown) => void) => listeners.delete(fn),
    });
    const bridge = createBridge({ hostOrigin: "https://host.example.com", wire: "envelopes" });
    const loaded = bridge.call("svc", "ui_app_loaded", undefined, { timeout: 2000 });
    const failed = loaded.catch((e: unknown) => e);
    await flush();
    for (const fn of listeners)
      fn({ source: parent, origin: "https://staging.example.com", data: { type: "SVC_RESPONSE" } });
    await flush(); // (no time passes: the request does not wait for its timeout)
    const error = (await failed) as HostBridgeError;
    expect(error.code).toBe("ORIGIN_NOT_CONFIGURED");
    expect(error.message).toMatch(
      /^the host answered from https:\/\/staging.example.com, not an allowed host origin; pass `hostOrigin`/,
    );
    expect(bridge.pendingCount).toBe(0);
    bridge.dispose();
  });
});
