// Real cross-origin iframes in Chromium. The test page is served by Vitest on http://localhost:<port>;
// the fixture pages are served by the same server on the other loopback origin, http://127.0.0.1:<port>,
// which the browser treats as a different origin (and site).
import { afterEach, describe, expect, it, vi } from "vitest";
import { createBridge, createWindowTransport } from "@hostbridge/transport";
import type { BridgeOptions } from "@hostbridge/transport";

import { cleanups, command, frame, HOST, OTHER, waitForMessage } from "./helpers/browserFrames";
import type { Ready } from "./helpers/browserFrames";

afterEach(() => {
  while (cleanups.length) cleanups.pop()!();
});

/** Host side: a window transport to the app frame, pinned to its origin, answering every SVC_REQUEST. */
function answeringHost(app: { win: () => Window | null }, origin: string, body: object) {
  const transport = createWindowTransport({ target: app.win, targetOrigin: origin });
  const requests: { request: { id: string; type: string; body?: unknown } }[] = [];
  const stop = transport.listen((message) => {
    const m = message as { type: string; request: { id: string; type: string } };
    if (m.type !== "SVC_REQUEST") return;
    requests.push(m);
    transport.send({ type: "SVC_RESPONSE", request: m.request, response: { status: "ok", body } });
  });
  cleanups.push(() => {
    stop();
    transport.close();
  });
  return { transport, requests };
}

function bridgeFor(options: BridgeOptions) {
  const bridge = createBridge(options);
  cleanups.push(() => bridge.dispose());
  return bridge;
}

describe("window transport across real cross-origin iframes", () => {
  it.each([
    ["the detected parent origin (location.ancestorOrigins)", {}],
    ["an explicit hostOrigin", { options: { hostOrigin: HOST } }],
    [
      "a RegExp hostOrigin matching the parent",
      { hostOriginPattern: `^${HOST.replace(/[.:/]/g, "\\$&")}$` },
    ],
  ])(
    "completes a request round trip between the app in a cross-origin iframe and its host, with %s",
    async (_, hash) => {
      const app = await frame<Ready>(OTHER, "app", hash);
      expect(app.ready.origin).toBe(OTHER);
      expect(app.ready.helloError).toBeUndefined();
      const host = answeringHost(app, OTHER, { answeredBy: "host" });
      const result = await command(app, { __command: "request", type: "ui_app_loaded" }, OTHER);
      expect(result.ok).toBe(true);
      expect(result.response?.response).toEqual({ status: "ok", body: { answeredBy: "host" } });
      expect(host.requests).toEqual([
        { type: "SVC_REQUEST", request: { id: expect.any(String), type: "ui_app_loaded" } },
      ]);
    },
  );

  it("delivers host events to the app's handlers", async () => {
    const app = await frame<Ready>(OTHER, "app");
    const host = answeringHost(app, OTHER, {});
    host.transport.send({
      type: "SVC_EVENT",
      request: { id: "e1", type: "canvas_opened", body: { canvas_id: "c1" } },
    });
    const report = await command(app, { __command: "report" }, OTHER);
    expect(report.events).toEqual([{ type: "canvas_opened", body: { canvas_id: "c1" } }]);
  });

  it("drops a message whose origin is not allowed, even from the expected window", async () => {
    const peer = await frame<{ origin: string }>(OTHER, "peer");
    const received: Record<string, unknown[]> = { wrongOrigin: [], rightOrigin: [] };
    const dropped: string[] = [];
    for (const [key, targetOrigin] of [
      ["wrongOrigin", HOST],
      ["rightOrigin", OTHER],
    ] as const) {
      const bridge = bridgeFor({
        transport: createWindowTransport({ target: peer.win, targetOrigin }),
        logLevel: "debug",
        logger: { info() {}, debug() {}, warn() {} },
        errorLogger: (e) => void (key === "wrongOrigin" && dropped.push((e as Error).message)),
      });
      bridge.onEvent("file_opened", (body) => void received[key]!.push(body));
    }
    const event = {
      type: "SVC_EVENT",
      request: { id: "e1", type: "file_opened", body: { file_id: "f1" } },
    };
    const ack = waitForMessage(peer.win, (d) => d?.__peerAck === true);
    peer
      .win()!
      .postMessage({ __peer: "post", to: "parent", message: event, targetOrigin: HOST }, OTHER);
    await ack;
    await vi.waitFor(() => expect(received.rightOrigin).toHaveLength(1));
    expect(received.wrongOrigin).toEqual([]);
    expect(dropped.some((m) => m.includes(`origin ${OTHER} is not an allowed host origin`))).toBe(
      true,
    );
  });

  it("drops messages from a sibling frame on an allowed origin (event.source is not the host)", async () => {
    // The app (other origin) trusts HOST; the sibling runs on HOST too, so only the source check stops it.
    const app = await frame<Ready>(OTHER, "app", { options: { hostOrigin: HOST } }, "app");
    const sibling = await frame<{ origin: string }>(HOST, "peer");
    expect(sibling.ready.origin).toBe(HOST);
    const host = createWindowTransport({ target: app.win, targetOrigin: OTHER });
    const requests: { request: { id: string; type: string } }[] = [];
    const stop = host.listen((m) => {
      if ((m as { type: string }).type === "SVC_REQUEST")
        requests.push(m as (typeof requests)[number]);
    });
    cleanups.push(stop);
    const viaSibling = async (message: object) => {
      const ack = waitForMessage(sibling.win, (d) => d?.__peerAck === true);
      sibling.win()!.postMessage({ __peer: "post", to: "app", message, targetOrigin: OTHER }, HOST);
      await ack;
    };

    // an event from the sibling is dropped; the same event from the host is delivered
    await viaSibling({
      type: "SVC_EVENT",
      request: { id: "s1", type: "probe", body: { from: "sibling" } },
    });
    host.send({ type: "SVC_EVENT", request: { id: "h1", type: "probe", body: { from: "host" } } });
    // a response to the app's in-flight request, sent by the sibling with the right id, is dropped
    const result = command(app, { __command: "request", type: "ui_app_loaded" }, OTHER);
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    const request = requests[0]!.request;
    await viaSibling({
      type: "SVC_RESPONSE",
      request,
      response: { status: "ok", body: { from: "sibling" } },
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const midway = await command(app, { __command: "report" }, OTHER);
    expect(midway.pending).toBe(1);
    host.send({
      type: "SVC_RESPONSE",
      request,
      response: { status: "ok", body: { from: "host" } },
    });
    expect((await result).response?.response.body).toEqual({ from: "host" });
    const report = await command(app, { __command: "report" }, OTHER);
    expect(report.events).toEqual([{ type: "probe", body: { from: "host" } }]);
    host.close();
  });

  it("posts with the detected host origin as targetOrigin, never '*'", async () => {
    const calls: [unknown, unknown][] = [];
    // Restored as the very same native method: in WebKit, a frame calling a leftover wrapper (even a
    // bound one) makes this window, not the frame, the event.source its message arrives with.
    const native = window.postMessage;
    const original = native.bind(window);
    // A same-origin app frame calls window.parent.postMessage, i.e. this window's (observable) method.
    window.postMessage = ((message: unknown, targetOrigin: string) => {
      calls.push([message, targetOrigin]);
      return original(message, targetOrigin);
    }) as typeof window.postMessage;
    cleanups.push(() => (window.postMessage = native));
    const app = await frame<Ready>(HOST, "app", {}, undefined, true);
    const hello = calls.find(
      ([m]) => (m as { request?: { type?: string } }).request?.type === "test:hello",
    );
    expect(hello?.[1]).toBe(HOST);
    expect(calls.every(([, origin]) => origin !== "*")).toBe(true);
    expect(app.ready.helloError).toBeUndefined();
  });

  it("does not deliver to a parent whose origin is not the configured host origin (where '*' would)", async () => {
    const sawHello = async (hash: object) => {
      let hello = false;
      const onMessage = (event: MessageEvent<{ type?: string; request?: { type?: string } }>) => {
        if (event.data?.type === "SVC_EVENT" && event.data.request?.type === "test:hello")
          hello = true;
      };
      window.addEventListener("message", onMessage);
      const app = await frame<Ready>(OTHER, "app", hash); // "ready" is posted after "test:hello"
      window.removeEventListener("message", onMessage);
      return { hello, app };
    };
    const pinnedElsewhere = await sawHello({ options: { hostOrigin: OTHER } });
    // not sent: the app knows its parent is not OTHER (./origin.browser.test.ts)
    expect(pinnedElsewhere.app.ready.helloError).toBe("ORIGIN_NOT_CONFIGURED");
    expect(pinnedElsewhere.hello).toBe(false);
    expect((await sawHello({ options: { hostOrigin: HOST } })).hello).toBe(true);
    const unsafe = await sawHello({ options: { unsafeAllowAnyOrigin: true, logger: undefined } });
    expect(unsafe.hello).toBe(true);
  });

  it("removes its message listener and handlers on dispose and ignores the host afterwards", async () => {
    const app = await frame<Ready>(OTHER, "app");
    const host = answeringHost(app, OTHER, {});
    expect(app.ready.messageListeners).toBe(1);
    expect(app.ready.listeners).toBe(1);
    expect(
      await command(app, { __command: "request", type: "ui_app_loaded" }, OTHER),
    ).toMatchObject({ ok: true });
    const report = await command(app, { __command: "dispose" }, OTHER);
    expect(report.messageListeners).toBe(0);
    expect(report.listeners).toBe(0);
    expect(report.pending).toBe(0);
    host.transport.send({ type: "SVC_EVENT", request: { id: "late", type: "canvas_opened" } });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const after = await command(app, { __command: "report" }, OTHER);
    expect(after.events).toEqual([]);
    const failed = await command(app, { __command: "request", type: "ui_app_loaded" }, OTHER);
    expect(failed).toMatchObject({ ok: false, code: "TRANSPORT_CLOSED" });
  });

  it("rejects a request pending at dispose with TRANSPORT_CLOSED", async () => {
    const app = await frame<Ready>(OTHER, "app");
    const silentHost = createWindowTransport({ target: app.win, targetOrigin: OTHER });
    const seen: unknown[] = [];
    cleanups.push(silentHost.listen((m) => void seen.push(m)));
    const result = command(
      app,
      { __command: "request", type: "ui_select_content", body: {} },
      OTHER,
    );
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    const report = await command(app, { __command: "dispose" }, OTHER);
    expect(report.pending).toBe(0);
    expect(await result).toMatchObject({ ok: false, code: "TRANSPORT_CLOSED" });
  });
});
