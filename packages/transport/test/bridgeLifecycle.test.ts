import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { INTERACTIVE_METHOD_TYPES } from "@hostbridge/protocol-types";
import { createBridge, createMemoryTransportPair, isHostBridgeError } from "@hostbridge/transport";
import type { HostBridgeError } from "@hostbridge/transport";
import { fixture, flush, setup, svcResponse } from "./helpers/harness";
import type { Wire } from "./helpers/harness";

const outcome = (promise: Promise<unknown>) => {
  const state: { settled: boolean; value?: unknown; error?: HostBridgeError } = { settled: false };
  promise.then(
    (value) => Object.assign(state, { settled: true, value }),
    (error: HostBridgeError) => Object.assign(state, { settled: true, error }),
  );
  return state;
};

describe("timeouts", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("rejects a request with REQUEST_TIMEOUT after 30 s by default and reports it", async () => {
    const errors: unknown[] = [];
    const { bridge } = setup({ errorLogger: (e) => void errors.push(e) });
    const state = outcome(bridge.request("ui_app_loaded"));
    await vi.advanceTimersByTimeAsync(29_999);
    expect(state.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(state.error?.code).toBe("REQUEST_TIMEOUT");
    expect(state.error?.requestType).toBe("ui_app_loaded");
    expect(state.error?.message).toContain("30000 ms");
    expect(bridge.pendingCount).toBe(0);
    expect(errors).toEqual([state.error]);
  });

  it("gives operations that wait for a person no default timeout", async () => {
    expect(INTERACTIVE_METHOD_TYPES).toContain("ui_select_content");
    const { bridge } = setup({ timeout: 1000 });
    const picker = outcome(bridge.request("ui_select_content", {}));
    const share = outcome(bridge.request("share", { text: "hi" }));
    const admin = outcome(bridge.requestAdmin("admin_select_canvases", {}));
    const plain = outcome(bridge.request("ui_app_loaded"));
    await vi.advanceTimersByTimeAsync(24 * 3600_000);
    expect([picker.settled, share.settled, admin.settled]).toEqual([false, false, false]);
    expect(plain.error?.code).toBe("REQUEST_TIMEOUT");
    bridge.dispose();
  });

  it("applies a per-call timeout, also to an interactive operation", async () => {
    const { bridge } = setup();
    const state = outcome(bridge.request("ui_select_content", {}, { timeout: 500 }));
    await vi.advanceTimersByTimeAsync(500);
    expect(state.error?.code).toBe("REQUEST_TIMEOUT");
  });

  it("uses the bridge-level timeout, and 0 or Infinity waits forever", async () => {
    const { bridge } = setup({ timeout: 100 });
    const short = outcome(bridge.requestDsr("dsr_get_env"));
    const never = outcome(bridge.requestDsr("dsr_get_env", undefined, { timeout: 0 }));
    const forever = outcome(bridge.requestDsr("dsr_get_env", undefined, { timeout: Infinity }));
    await vi.advanceTimersByTimeAsync(100);
    expect(short.error?.code).toBe("REQUEST_TIMEOUT");
    await vi.advanceTimersByTimeAsync(3600_000 * 24 * 30);
    expect(never.settled || forever.settled).toBe(false);
    expect(bridge.pendingCount).toBe(2);
    bridge.dispose();
  });

  it("drops a response that arrives after the timeout", async () => {
    const errors: unknown[] = [];
    const { bridge, next, send } = setup({
      timeout: 10,
      logLevel: "debug",
      errorLogger: (e) => void errors.push(e),
      logger: silent,
    });
    const state = outcome(bridge.request("ui_app_loaded"));
    const sent = await next();
    await vi.advanceTimersByTimeAsync(10);
    send(svcResponse(sent, "ok"));
    await flush();
    expect(state.error?.code).toBe("REQUEST_TIMEOUT");
    expect(errors.map((e) => (e as HostBridgeError).code)).toEqual([
      "REQUEST_TIMEOUT",
      "INVALID_PAYLOAD",
    ]);
  });

  it("leaves nothing to fire once the response arrived, and no timer holding Node open", async () => {
    const errors: unknown[] = [];
    const { bridge, next, send } = setup({ errorLogger: (e) => void errors.push(e) });
    const armed = vi.spyOn(globalThis, "setTimeout");
    const pending = bridge.request("ui_app_loaded");
    const timer = armed.mock.results[0]?.value as NodeJS.Timeout;
    expect(timer.hasRef()).toBe(true);
    send(svcResponse(await next(), "ok"));
    await pending;
    // the session's one timer stays armed, but it no longer keeps the process alive ...
    expect(vi.getTimerCount()).toBe(1);
    expect(timer.hasRef()).toBe(false);
    // ... and when it fires it finds nothing due and ends
    await vi.advanceTimersByTimeAsync(30_000);
    expect(vi.getTimerCount()).toBe(0);
    expect(errors).toEqual([]);
    expect(bridge.pendingCount).toBe(0);
  });

  it("stops the timer of its requests' deadlines when disposed", async () => {
    const { bridge } = setup();
    const state = outcome(bridge.request("ui_app_loaded"));
    expect(vi.getTimerCount()).toBe(1);
    bridge.dispose();
    await flush();
    expect(state.error?.code).toBe("TRANSPORT_CLOSED");
    expect(vi.getTimerCount()).toBe(0);
  });

  it("times each request out at its own deadline, whatever the order they were made in", async () => {
    const { bridge } = setup();
    const long = outcome(bridge.request("ui_app_loaded", undefined, { timeout: 300 }));
    const short = outcome(bridge.request("ui_app_loaded", undefined, { timeout: 100 }));
    const middle = outcome(bridge.request("ui_app_loaded", undefined, { timeout: 200 }));
    await vi.advanceTimersByTimeAsync(99);
    expect([short.settled, middle.settled, long.settled]).toEqual([false, false, false]);
    await vi.advanceTimersByTimeAsync(1);
    expect([short.settled, middle.settled, long.settled]).toEqual([true, false, false]);
    await vi.advanceTimersByTimeAsync(100);
    expect([middle.error?.message, long.settled]).toEqual([
      expect.stringContaining("200 ms"),
      false,
    ]);
    await vi.advanceTimersByTimeAsync(100);
    expect(long.error?.code).toBe("REQUEST_TIMEOUT");
    expect(bridge.pendingCount).toBe(0);
  });

  it("gives a request made after an earlier one settled its full timeout", async () => {
    const { bridge, next, send } = setup();
    const first = bridge.request("ui_app_loaded");
    send(svcResponse(await next(), "ok"));
    await first;
    await vi.advanceTimersByTimeAsync(20_000);
    // made at 20 s: due at 50 s, not when the first request's deadline (30 s) comes
    const second = outcome(bridge.request("ui_app_loaded"));
    await vi.advanceTimersByTimeAsync(29_999);
    expect(second.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(second.error?.message).toContain("30000 ms");
  });
});

describe("abort", () => {
  it("rejects at once, without sending, when the signal is already aborted", async () => {
    const { bridge, inbox } = setup();
    const reason = new Error("user left");
    const error = (await bridge
      .request("ui_app_loaded", undefined, { signal: AbortSignal.abort(reason) })
      .catch((e: unknown) => e)) as HostBridgeError;
    expect(error.code).toBe("REQUEST_ABORTED");
    expect(error.cause).toBe(reason);
    await flush();
    expect(inbox).toEqual([]);
    expect(bridge.pendingCount).toBe(0);
  });

  it("rejects an in-flight request when its signal aborts, quietly, and removes its abort listener", async () => {
    const errors: unknown[] = [];
    const { bridge, next, send } = setup({ errorLogger: (e) => void errors.push(e) });
    const controller = new AbortController();
    const remove = vi.spyOn(controller.signal, "removeEventListener");
    const pending = bridge.request("ui_app_loaded", undefined, { signal: controller.signal });
    const sent = await next();
    controller.abort("stop");
    const error = (await pending.catch((e: unknown) => e)) as HostBridgeError;
    expect(error.code).toBe("REQUEST_ABORTED");
    expect(error.cause).toBe("stop");
    expect(remove).toHaveBeenCalledWith("abort", expect.any(Function));
    send(svcResponse(sent, "ok"));
    await flush();
    expect(errors).toEqual([]);
  });

  it("removes the abort listener when the request settles normally", async () => {
    const { bridge, next, send } = setup();
    const controller = new AbortController();
    const add = vi.spyOn(controller.signal, "addEventListener");
    const remove = vi.spyOn(controller.signal, "removeEventListener");
    const pending = bridge.request("ui_app_loaded", undefined, { signal: controller.signal });
    send(svcResponse(await next(), "ok"));
    await pending;
    expect(remove.mock.calls[0]?.[1]).toBe(add.mock.calls[0]?.[1]);
    controller.abort();
    await flush();
  });
});

describe("dispose", () => {
  it("rejects every in-flight request with TRANSPORT_CLOSED and does not report it", async () => {
    const errors: unknown[] = [];
    const { bridge } = setup({ errorLogger: (e) => void errors.push(e) });
    const all = [
      bridge.request("ui_app_loaded"),
      bridge.requestAdmin("admin_get_env"),
      bridge.requestDsr("dsr_get_env"),
    ];
    expect(bridge.pendingCount).toBe(3);
    bridge.dispose();
    const results = await Promise.allSettled(all);
    expect(
      results.every(
        (r) => r.status === "rejected" && isHostBridgeError(r.reason, "TRANSPORT_CLOSED"),
      ),
    ).toBe(true);
    expect(bridge.pendingCount).toBe(0);
    expect(errors).toEqual([]);
  });

  it("removes every handler and the transport listener it added, but leaves an injected transport open", async () => {
    const [appEnd, hostEnd] = createMemoryTransportPair();
    const stops: ReturnType<typeof vi.fn>[] = [];
    const listen = appEnd.listen;
    const spied = {
      ...appEnd,
      listen: (...args: Parameters<typeof listen>) => {
        const stop = vi.fn(listen(...args));
        stops.push(stop);
        return stop;
      },
    };
    const bridge = createBridge({ transport: spied });
    const handler = vi.fn();
    bridge.onEvent("*", handler);
    bridge.onMessage("ui", "*", handler);
    expect(stops).toHaveLength(1);
    expect(bridge.listenerCount).toBe(2);
    bridge.dispose();
    expect(bridge.listenerCount).toBe(0);
    expect(stops[0]).toHaveBeenCalledOnce();
    hostEnd.send(fixture("svc-event-host-to-app"));
    await flush();
    expect(handler).not.toHaveBeenCalled();
    expect(() => appEnd.send({ still: "open" })).not.toThrow();
  });

  it("makes later calls fail with TRANSPORT_CLOSED, and is idempotent", async () => {
    const { bridge } = setup();
    bridge.dispose();
    bridge.dispose();
    expect(bridge.disposed).toBe(true);
    await expect(bridge.request("ui_app_loaded")).rejects.toMatchObject({
      code: "TRANSPORT_CLOSED",
    });
    await expect(bridge.requestAdmin("admin_get_env")).rejects.toMatchObject({
      code: "TRANSPORT_CLOSED",
    });
    expect(() => bridge.emit("file_opened")).toThrow(
      expect.objectContaining({ code: "TRANSPORT_CLOSED" }),
    );
    expect(() => bridge.onEvent("*", () => undefined)).toThrow(
      expect.objectContaining({ code: "TRANSPORT_CLOSED" }),
    );
    expect(() => bridge.onMessage("ui", "*", () => undefined)).toThrow(
      expect.objectContaining({ code: "TRANSPORT_CLOSED" }),
    );
  });

  it("stops a dispatch in progress when a handler disposes the bridge", async () => {
    const { bridge, send } = setup();
    const later = vi.fn();
    bridge.onEvent("file_opened", () => bridge.dispose());
    bridge.onEvent("file_opened", later);
    send(fixture("svc-event-host-to-app"));
    await flush();
    expect(later).not.toHaveBeenCalled();
  });

  it("settles 10,000 concurrent requests and returns pending state and listeners to zero", async () => {
    const [appEnd, hostEnd] = createMemoryTransportPair();
    const stop = hostEnd.listen((m) => {
      const request = m as Wire;
      hostEnd.send(svcResponse(request, "ok", { echo: (request.request.body as { n: number }).n }));
    });
    const bridge = createBridge({ transport: appEnd });
    const off = bridge.onEvent("*", () => undefined);
    const results = await Promise.all(
      Array.from({ length: 10_000 }, (_, n) => bridge.request("ui_app_resize", { n })),
    );
    expect(results.every((r, n) => (r.response.body as { echo: number }).echo === n)).toBe(true);
    expect(bridge.pendingCount).toBe(0);
    off();
    expect(bridge.listenerCount).toBe(0);
    bridge.dispose();
    stop();
  });
});

const silent = { info: () => undefined, debug: () => undefined, warn: () => undefined };
