import { describe, expect, it, vi } from "vitest";
import { createLowLevelApi } from "@hostbridge/transport";
import { fixture, flush, setup, svcResponse } from "./helpers/harness";

describe("low-level API (request / emit / on / off)", () => {
  it("resolves the ServiceResponse and calls the callback with it", async () => {
    const { bridge, next, send } = setup();
    const api = createLowLevelApi(bridge);
    const callback = vi.fn();
    const pending = api.request("ui_app_loaded", undefined, callback);
    const reply = svcResponse(await next(), "ok", { a: 1 });
    send(reply);
    await expect(pending).resolves.toEqual(reply);
    expect(callback).toHaveBeenCalledExactlyOnceWith(reply);
  });

  it("resolves (does not reject) a response with status error, as the spec's ServiceResponse", async () => {
    const { bridge, next, send } = setup();
    const api = createLowLevelApi(bridge);
    const callback = vi.fn();
    const pending = api.request("ui_print_canvas", { id: "c" }, callback);
    const reply = svcResponse(await next(), "error", { message: "nope" });
    send(reply);
    await expect(pending).resolves.toEqual(reply);
    expect(callback).toHaveBeenCalledWith(reply);
  });

  it("still rejects on local failures such as disposal", async () => {
    const { bridge } = setup();
    const api = createLowLevelApi(bridge);
    const callback = vi.fn();
    const pending = api.request("ui_app_loaded", undefined, callback);
    bridge.dispose();
    await expect(pending).rejects.toMatchObject({ code: "TRANSPORT_CLOSED" });
    expect(callback).not.toHaveBeenCalled();
  });

  it("reports a throwing or rejecting callback to errorLogger and still resolves", async () => {
    const errors: unknown[] = [];
    const { bridge, next, send } = setup({ errorLogger: (e) => void errors.push(e) });
    const api = createLowLevelApi(bridge);
    const sync = new Error("sync");
    const async = new Error("async");
    const a = api.request("ui_app_loaded", undefined, () => {
      throw sync;
    });
    send(svcResponse(await next(), "ok"));
    await expect(a).resolves.toBeDefined();
    const b = api.request("ui_app_loaded", undefined, () => Promise.reject(async));
    send(svcResponse(await next(), "ok"));
    await expect(b).resolves.toBeDefined();
    await flush();
    expect(errors).toEqual([sync, async]);
  });

  it("emits { type, body } as a SVC_EVENT and receives every host event as { type, body }", async () => {
    const { bridge, next, send } = setup();
    const api = createLowLevelApi(bridge);
    api.emit("event", { type: "canvas_opened", body: { canvas_id: "c1" } });
    expect((await next()).request).toMatchObject({
      type: "canvas_opened",
      body: { canvas_id: "c1" },
    });
    const fn = vi.fn();
    api.on("event", fn);
    send(fixture("svc-event-host-to-app"));
    send({ type: "SVC_EVENT", request: { id: "x", type: "ui:show-modal" } });
    await flush();
    expect(fn.mock.calls).toEqual([
      [{ type: "file_opened", body: { file_id: "file-3f2a9c", view_id: "view-main" } }],
      [{ type: "ui:show-modal" }],
    ]);
  });

  it("off removes every subscription of that function; on returns an unsubscribe", async () => {
    const { bridge, send } = setup();
    const api = createLowLevelApi(bridge);
    const fn = vi.fn();
    const other = vi.fn();
    api.on("event", fn);
    api.on("event", fn);
    const offOther = api.on("event", other);
    expect(bridge.listenerCount).toBe(3);
    api.off("event", fn);
    expect(bridge.listenerCount).toBe(1);
    offOther();
    expect(bridge.listenerCount).toBe(0);
    send(fixture("svc-event-host-to-app"));
    await flush();
    expect(fn).not.toHaveBeenCalled();
    expect(other).not.toHaveBeenCalled();
  });

  it("rejects event names other than 'event'", () => {
    const { bridge } = setup();
    const api = createLowLevelApi(bridge);
    expect(() => api.on("canvas_opened" as "event", () => undefined)).toThrow(
      expect.objectContaining({ code: "INVALID_PAYLOAD" }),
    );
    expect(() => api.emit("canvas_opened" as "event", { type: "x" })).toThrow(
      /one event name, "event"/,
    );
    expect(() => api.off("x" as "event", () => undefined)).toThrow();
  });
});
