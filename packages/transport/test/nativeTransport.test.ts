import { afterEach, describe, expect, it, vi } from "vitest";
import { createBridge, createNativeTransport, detectPlatform } from "@hostbridge/transport";
import { fixture, flush } from "./helpers/harness";
import type { Wire } from "./helpers/harness";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a fake global window with arbitrary injected members
type W = Record<string, any>;
const stubWindow = (extra: W = {}): W => {
  const w: W = Object.assign(new EventTarget(), extra);
  w.parent = w;
  vi.stubGlobal("window", w);
  return w;
};
const webview2 = () => Object.assign(new EventTarget(), { postMessage: vi.fn() });
const webviewMessage = (data: unknown) => Object.assign(new Event("message"), { data });

describe("detectPlatform", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("finds iOS, Android and Windows bridges by what the host injected, else WEB; undefined without window", () => {
    expect(detectPlatform()).toBeUndefined();
    stubWindow({ webkit: { messageHandlers: { hostBridge: { postMessage: vi.fn() } } } });
    expect(detectPlatform()).toBe("IOS");
    stubWindow({ hostBridge: { postMessage: vi.fn() } });
    expect(detectPlatform()).toBe("ANDROID");
    stubWindow({ chrome: { webview: webview2() } });
    expect(detectPlatform()).toBe("WINDOWS");
    stubWindow({ chrome: {}, webkit: { messageHandlers: { other: { postMessage: vi.fn() } } } });
    expect(detectPlatform()).toBe("WEB");
    expect(detectPlatform("other")).toBe("IOS");
  });
});

describe("createNativeTransport", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("iOS: posts objects to webkit.messageHandlers[name] and receives through the global callback", async () => {
    const handler = { postMessage: vi.fn() };
    const w = stubWindow({ webkit: { messageHandlers: { shell: handler } } });
    const transport = createNativeTransport({
      platform: "IOS",
      handlerName: "shell",
      receiverName: "onShellMessage",
    });
    const got = vi.fn();
    transport.listen(got);
    transport.send({ type: "SVC_EVENT" });
    expect(handler.postMessage).toHaveBeenCalledWith({ type: "SVC_EVENT" });
    w.onShellMessage({ as: "object" });
    w.onShellMessage('{"as":"json"}');
    expect(got.mock.calls).toEqual([[{ as: "object" }], [{ as: "json" }]]);
    expect(transport.platform).toBe("IOS");
  });

  it("Android: posts JSON strings to window[name].postMessage", () => {
    const face = { postMessage: vi.fn() };
    stubWindow({ hostBridge: face });
    createNativeTransport({ platform: "ANDROID" }).send({
      id: "1",
      type: "ADMIN_REQUEST",
      body: { type: "admin_get_env" },
    });
    expect(face.postMessage).toHaveBeenCalledWith(
      '{"id":"1","type":"ADMIN_REQUEST","body":{"type":"admin_get_env"}}',
    );
  });

  it("Windows: posts to chrome.webview and receives its message events (objects or JSON strings)", () => {
    const webview = webview2();
    stubWindow({ chrome: { webview } });
    const transport = createNativeTransport({ platform: "WINDOWS" });
    const got = vi.fn();
    const stop = transport.listen(got);
    transport.send({ a: 1 });
    expect(webview.postMessage).toHaveBeenCalledWith({ a: 1 });
    webview.dispatchEvent(webviewMessage({ b: 2 }));
    webview.dispatchEvent(webviewMessage('{"c":3}'));
    stop();
    webview.dispatchEvent(webviewMessage({ d: 4 }));
    expect(got.mock.calls).toEqual([[{ b: 2 }], [{ c: 3 }]]);
  });

  it("drops inbound strings that are not JSON", () => {
    const w = stubWindow({ hostBridge: { postMessage: vi.fn() } });
    const got = vi.fn();
    const dropped = vi.fn();
    createNativeTransport({ platform: "ANDROID" }).listen(got, dropped);
    w.hostBridgeReceive("{not json");
    expect(got).not.toHaveBeenCalled();
    expect(dropped).toHaveBeenCalledWith("a string message that is not JSON", "{not json");
  });

  it("shares one global receiver between transports and removes it when the last one closes", () => {
    const w = stubWindow({ hostBridge: { postMessage: vi.fn() } });
    const a = createNativeTransport({ platform: "ANDROID" });
    const b = createNativeTransport({ platform: "ANDROID" });
    const gotA = vi.fn();
    const gotB = vi.fn();
    a.listen(gotA);
    b.listen(gotB);
    w.hostBridgeReceive({ n: 1 });
    expect([gotA.mock.calls.length, gotB.mock.calls.length]).toEqual([1, 1]);
    a.close();
    w.hostBridgeReceive({ n: 2 });
    expect([gotA.mock.calls.length, gotB.mock.calls.length]).toEqual([1, 2]);
    b.close();
    expect("hostBridgeReceive" in w).toBe(false);
  });

  it("throws NOT_EMBEDDED naming the missing handler when the host did not inject it", () => {
    stubWindow();
    for (const platform of ["IOS", "ANDROID", "WINDOWS"] as const) {
      expect(() => createNativeTransport({ platform }).send({})).toThrow(
        expect.objectContaining({
          code: "NOT_EMBEDDED",
          message: expect.stringContaining(platform),
        }),
      );
    }
  });

  it("names the handler expected and the ones present of the default name and its lower case", () => {
    const sink = { postMessage: vi.fn() };
    stubWindow({ webkit: { messageHandlers: { hostbridge: sink, hostBridge: sink } } });
    expect(() =>
      createNativeTransport({ platform: "IOS", handlerName: "HostBridge" }).send({}),
    ).toThrow(
      'no IOS handler "HostBridge" (present: hostBridge,hostbridge); register it in the host or set `nativeHandlerName`',
    );
    stubWindow({ webkit: { messageHandlers: {} } });
    expect(() => createNativeTransport({ platform: "IOS" }).send({})).toThrow(
      'no IOS handler "hostBridge" (present: none)',
    );
    expect(sink.postMessage).not.toHaveBeenCalled();
  });
});

describe("createBridge on a native host", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("detects iOS and completes a request through the native transport", async () => {
    const handler = { postMessage: vi.fn() };
    const w = stubWindow({ webkit: { messageHandlers: { hostBridge: handler } } });
    const bridge = createBridge();
    const pending = bridge.request("ui_app_loaded");
    await flush();
    const [sent] = handler.postMessage.mock.calls[0] as [Wire];
    w.hostBridgeReceive(
      JSON.stringify({
        type: "SVC_RESPONSE",
        request: sent.request,
        response: { status: "ok", body: { native: true } },
      }),
    );
    await expect(pending).resolves.toMatchObject({ response: { body: { native: true } } });
    const seen = vi.fn();
    bridge.onMessage("ui", "ui_app_update_data", seen);
    w.hostBridgeReceive(fixture("ui-message-bare"));
    expect(seen).toHaveBeenCalledWith(
      { in_call: true, is_edit_mode: false },
      { kind: "ui", type: "ui_app_update_data" },
    );
    bridge.dispose();
    expect("hostBridgeReceive" in w).toBe(false);
  });

  it("a top-level WKWebView page without the handler: NOT_EMBEDDED names the iOS handler, not a missing parent", async () => {
    stubWindow({ webkit: { messageHandlers: { pitcher: { postMessage: vi.fn() } } } });
    const bridge = createBridge();
    await expect(bridge.request("get_env")).rejects.toMatchObject({
      code: "NOT_EMBEDDED",
      message: expect.stringMatching(/^no IOS handler "hostBridge" \(present: none\)/),
    });
    bridge.dispose();
  });

  it("says hostOrigin is not applied on a native bridge (never ignored silently), and still sends", async () => {
    const handler = { postMessage: vi.fn() };
    stubWindow({ webkit: { messageHandlers: { hostBridge: handler } } });
    const reported: unknown[] = [];
    const bridge = createBridge({
      hostOrigin: "https://host.example.com",
      errorLogger: (value) => void reported.push(value),
    });
    void bridge.request("get_env").catch(() => {});
    await flush();
    expect(reported).toEqual([
      "hostOrigin is not applied on the IOS native bridge (native messages have no origin)",
    ]);
    expect(handler.postMessage).toHaveBeenCalledTimes(1);
    bridge.dispose();
  });

  it("uses the platform option over detection, with configured handler and receiver names", () => {
    const face = { postMessage: vi.fn() };
    const w = stubWindow({
      appShell: face,
      webkit: { messageHandlers: { hostBridge: { postMessage: vi.fn() } } },
    });
    const bridge = createBridge({
      platform: "ANDROID",
      nativeHandlerName: "appShell",
      nativeReceiverName: "fromShell",
    });
    bridge.onEvent("*", () => undefined);
    bridge.emit("file_opened", { file_id: "f" });
    expect(face.postMessage).toHaveBeenCalledWith(expect.stringContaining('"file_opened"'));
    expect(typeof w.fromShell).toBe("function");
    bridge.dispose();
  });
});
