import { afterEach, describe, expect, it, vi } from "vitest";

describe("server-side rendering (no window)", () => {
  afterEach(() => {
    delete (globalThis as { window?: unknown }).window;
    vi.resetModules();
  });

  it("imports and constructs without touching window; a call that needs it then fails fast with NOT_EMBEDDED", async () => {
    let reads = 0;
    Object.defineProperty(globalThis, "window", {
      configurable: true,
      get() {
        reads++;
        return undefined;
      },
    });
    vi.resetModules();
    const { createBridge, createLowLevelApi } = await import("@hostbridge/transport");
    const bridge = createBridge({ casing: "camel", logLevel: "debug" });
    createLowLevelApi(bridge);
    expect(reads).toBe(0);
    const started = Date.now();
    await expect(bridge.request("ui_app_loaded")).rejects.toMatchObject({
      code: "NOT_EMBEDDED",
      message: expect.stringContaining("no window"),
    });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(reads).toBeGreaterThan(0);
    expect(bridge.pendingCount).toBe(0);
    // handlers can be registered during SSR: nothing arrives, nothing throws
    expect(() => bridge.onEvent("*", () => undefined)).not.toThrow();
    expect(() => bridge.emit("file_opened")).toThrow(
      expect.objectContaining({ code: "NOT_EMBEDDED" }),
    );
    bridge.dispose();
  });
});
