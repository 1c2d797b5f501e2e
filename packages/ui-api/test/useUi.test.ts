import { createBridge, isHostBridgeError } from "@hostbridge/transport";
import { useUi } from "@hostbridge/ui-api";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createFakeHost, flush } from "./helpers/fakeHost";
import { installFakeWindow } from "./helpers/fakeWindow";
import type { FakeWindow } from "./helpers/fakeWindow";

let win: FakeWindow | undefined;
afterEach(() => {
  useUi({ transport: createFakeHost().transport }).dispose();
  win?.restore();
  win = undefined;
});

describe("useUi() instances", () => {
  it("returns the cached instance for equal options, compared by value", () => {
    const host = createFakeHost();
    const logger = vi.fn();
    const first = useUi({
      transport: host.transport,
      errorLogger: logger,
      hostOrigin: [/^https:\/\/a\.example$/, "https://b.example"],
    });
    const second = useUi({
      transport: host.transport,
      errorLogger: logger,
      hostOrigin: [/^https:\/\/a\.example$/, "https://b.example"],
    });
    expect(second).toBe(first);
    expect(
      useUi({
        transport: host.transport,
        errorLogger: logger,
        hostOrigin: [/^https:\/\/a\.example$/, "https://b.example"],
        logLevel: undefined,
      }),
    ).toBe(first);
  });

  it("returns the same instance for no options and empty options", () => {
    expect(useUi()).toBe(useUi({}));
  });

  it("adds one window listener however often it is called with equal options", async () => {
    win = installFakeWindow();
    // (the envelope wire: `auto` would first probe the fake parent with post-robot's hello)
    const options = { hostOrigin: "https://host.example.com", wire: "envelopes" as const };
    for (let i = 0; i < 5; i++) {
      const ui = useUi(options);
      ui.onCanvasUpdated(() => undefined);
      void ui.appLoaded().catch(() => undefined);
    }
    await flush();
    expect(win.added).toBe(1);
    expect(win.listeners.size).toBe(1);
    expect(win.posted).toHaveLength(5);
    expect(win.posted.every((p) => p.targetOrigin === "https://host.example.com")).toBe(true);
    // six callers got it (the loop's five and this one): it ends when the sixth releases it
    const ui = useUi(options);
    for (let i = 0; i < 5; i++) ui.dispose();
    expect(win.listeners.size).toBe(1);
    ui.dispose();
    expect(win.listeners.size).toBe(0);
  });

  it("round-trips through the window: posts to the parent's origin and accepts the parent's answer", async () => {
    win = installFakeWindow();
    const ui = useUi({ hostOrigin: "https://host.example.com", wire: "envelopes" });
    const pending = ui.openGlobalPopup({ app_name: "notes" });
    await flush();
    const { message } = win.posted[0]!;
    win.fromParent(
      {
        type: "SVC_RESPONSE",
        request: message.request,
        response: { status: "ok", body: { success: true } },
      },
      "https://evil.example",
    );
    win.fromParent({
      type: "SVC_RESPONSE",
      request: message.request,
      response: { status: "ok", body: { success: false } },
    });
    await expect(pending).resolves.toEqual({ success: false });
    ui.dispose();
  });

  it("gives other options an independent instance: the first keeps its handlers, requests and listener", async () => {
    win = installFakeWindow();
    const options = { hostOrigin: "https://host.example.com", wire: "envelopes" } as const;
    const first = useUi(options);
    const seen = vi.fn();
    first.onCanvasUpdated(seen);
    const other = useUi({ ...options, logLevel: "off", timeout: 5_000 });
    expect(other).not.toBe(first);
    const inFlight = first.selectContent();
    await flush();
    const { message } = win.posted[0]!;
    win.fromParent({
      type: "SVC_RESPONSE",
      request: message.request,
      response: { status: "ok", body: { user_action: "cancelled" } },
    });
    await expect(inFlight).resolves.toEqual({ user_action: "cancelled" });
    win.fromParent({
      id: "m1",
      type: "UI_MESSAGE",
      body: { type: "ui_canvas_updated", body: { canvas: { id: "c" } } },
    });
    expect(seen).toHaveBeenCalledTimes(1);
    other.dispose();
    expect(first.bridge.disposed).toBe(false);
    first.dispose();
    expect(first.bridge.disposed).toBe(true);
    expect(win.listeners.size).toBe(0);
  });

  it("lets a component release its hold without ending the instance another holds", async () => {
    const host = createFakeHost();
    const mine = useUi({ transport: host.transport });
    const theirs = useUi({ transport: host.transport });
    expect(theirs).toBe(mine);
    const seen = vi.fn();
    theirs.onCanvasUpdated(seen);
    mine.dispose(); // the first component unmounts
    const pending = theirs.appLoaded();
    const envelope = await host.next();
    host.reply(envelope);
    await expect(pending).resolves.toBeUndefined();
    theirs.dispose();
    expect(theirs.bridge.disposed).toBe(true);
  });

  it("dispose() rejects pending requests, removes handlers and frees the cache slot", async () => {
    const host = createFakeHost();
    const ui = useUi({ transport: host.transport });
    ui.onAppSetData(() => undefined);
    const pending = ui.selectCanvases();
    await host.next();
    ui.dispose();
    const error = await pending.catch((e: unknown) => e);
    expect(isHostBridgeError(error, "TRANSPORT_CLOSED")).toBe(true);
    expect(ui.bridge.disposed).toBe(true);
    expect(ui.bridge.listenerCount).toBe(0);
    expect(useUi({ transport: host.transport })).not.toBe(ui);
  });

  it("uses a given bridge without disposing it, removing only its own handlers", async () => {
    const host = createFakeHost();
    const bridge = createBridge({ transport: host.transport });
    const other = bridge.onEvent("canvas_opened", () => undefined);
    const ui = useUi({ bridge });
    expect(ui.bridge).toBe(bridge);
    ui.onAppUpdateData(() => undefined);
    expect(bridge.listenerCount).toBe(2);
    ui.dispose();
    expect(bridge.disposed).toBe(false);
    expect(bridge.listenerCount).toBe(1);
    other();
    bridge.dispose();
  });

  it("an unsubscribe function is idempotent", () => {
    const host = createFakeHost();
    const ui = useUi({ transport: host.transport });
    const off = ui.onMeetingCanceled(() => undefined);
    ui.onMeetingCanceled(() => undefined);
    off();
    off();
    expect(ui.bridge.listenerCount).toBe(1);
  });
});

describe("server-side rendering", () => {
  it("imports and creates the API without a window, and rejects a call with NOT_EMBEDDED", async () => {
    expect(typeof globalThis.window).toBe("undefined");
    const ui = useUi();
    expect(typeof ui.appLoaded).toBe("function");
    const error = await ui.appLoaded().catch((e: unknown) => e);
    expect(isHostBridgeError(error, "NOT_EMBEDDED")).toBe(true);
  });
});
