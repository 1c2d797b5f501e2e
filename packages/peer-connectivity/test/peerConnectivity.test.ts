import {
  createPeerConnectivityEvent,
  DEFAULT_PEER_CONNECTIVITY_VERSION,
  PEER_CONNECTIVITY_EVENT,
  PEER_CONNECTIVITY_HANDLER_MATCH_ALL,
  registerPeerConnectivityHandler,
  sendPeerConnectivityEvent,
} from "@hostbridge/peer-connectivity";
import type { PeerConnectivityEvent } from "@hostbridge/peer-connectivity";
import { createBridge, isHostBridgeError } from "@hostbridge/transport";
import type { Bridge } from "@hostbridge/transport";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createFakeHost, fixture, flush, skeleton, UUID } from "../../ui-api/test/helpers/fakeHost";
import type { FakeHost } from "../../ui-api/test/helpers/fakeHost";

const cleanups: (() => void)[] = [];
afterEach(() => {
  cleanups.splice(0).forEach((fn) => fn());
  vi.useRealTimers();
});

function setup(errorLogger?: (value: unknown) => void): { host: FakeHost; bridge: Bridge } {
  const host = createFakeHost();
  const bridge = createBridge({ transport: host.transport, errorLogger });
  cleanups.push(() => bridge.dispose());
  return { host, bridge };
}

const register = (...args: Parameters<typeof registerPeerConnectivityHandler>) => {
  const off = registerPeerConnectivityHandler(...args);
  cleanups.push(off);
  return off;
};

const event = (action: string, extra: object = {}) => ({
  action,
  metadata: { correlationId: "c-1", source: "peer-b", timestamp: 1 },
  version: 1,
  ...extra,
});

describe("registerPeerConnectivityHandler", () => {
  it("runs handlers for the event's action before match-all handlers, each in registration order", async () => {
    const { host, bridge } = setup();
    const calls: string[] = [];
    register("*", () => calls.push("all-1"), { bridge });
    register("canvas.open", () => calls.push("open-1"), { bridge });
    register(PEER_CONNECTIVITY_HANDLER_MATCH_ALL, () => calls.push("all-2"), { bridge });
    register(["file.open", "canvas.open"], () => calls.push("open-2"), { bridge });
    register("canvas.close", () => calls.push("close"), { bridge });
    host.emit(PEER_CONNECTIVITY_EVENT, event("canvas.open"));
    await flush();
    expect(calls).toEqual(["open-1", "open-2", "all-1", "all-2"]);
  });

  it("gives match-all handlers every action, including custom ones", async () => {
    const { host, bridge } = setup();
    const all = vi.fn();
    register("*", all, { bridge });
    for (const action of ["route.change", "browser.folder.open", "my.custom.action"])
      host.emit(PEER_CONNECTIVITY_EVENT, event(action));
    await flush();
    expect(all.mock.calls.map(([e]) => (e as PeerConnectivityEvent).action)).toEqual([
      "route.change",
      "browser.folder.open",
      "my.custom.action",
    ]);
  });

  it("delivers the golden peer event with its context, data and metadata", async () => {
    const { host, bridge } = setup();
    const handler = vi.fn();
    register("canvas.navigate.next", handler, { bridge });
    const golden = fixture("svc-event-app-to-host");
    host.send(golden);
    await flush();
    expect(handler).toHaveBeenCalledWith(golden.request.body);
  });

  it("keeps calling the other handlers when one throws or rejects, and reports both errors", async () => {
    const errorLogger = vi.fn();
    const { host, bridge } = setup(errorLogger);
    const boom = new Error("handler bug");
    const rejected = new Error("async handler bug");
    const after = vi.fn();
    register(
      "file.open",
      () => {
        throw boom;
      },
      { bridge },
    );
    register("file.open", () => Promise.reject(rejected) as unknown as void, { bridge });
    register("*", after, { bridge });
    host.emit(PEER_CONNECTIVITY_EVENT, event("file.open"));
    await flush();
    expect(after).toHaveBeenCalledTimes(1);
    expect(errorLogger).toHaveBeenCalledWith(boom);
    expect(errorLogger).toHaveBeenCalledWith(rejected);
  });

  it("fills version and metadata of incoming events that lack them", async () => {
    const { host, bridge } = setup();
    const handler = vi.fn();
    register("*", handler, { bridge });
    host.emit(PEER_CONNECTIVITY_EVENT, { action: "route.change", context: { routePath: "/x" } });
    await flush();
    const delivered = handler.mock.calls[0]![0] as PeerConnectivityEvent;
    expect(delivered.version).toBe(DEFAULT_PEER_CONNECTIVITY_VERSION);
    expect(delivered.metadata.correlationId).toMatch(UUID);
    expect(typeof delivered.metadata.timestamp).toBe("number");
    expect(delivered.context).toEqual({ routePath: "/x" });
  });

  it("drops an incoming event without an action and reports it", async () => {
    const errorLogger = vi.fn();
    const { host, bridge } = setup(errorLogger);
    const handler = vi.fn();
    register("*", handler, { bridge });
    host.emit(PEER_CONNECTIVITY_EVENT, { context: {} });
    host.emit(PEER_CONNECTIVITY_EVENT);
    await flush();
    expect(handler).not.toHaveBeenCalled();
    expect(errorLogger).toHaveBeenCalledTimes(2);
    expect(isHostBridgeError(errorLogger.mock.calls[0]![0], "INVALID_PAYLOAD")).toBe(true);
  });

  it("ignores other events", async () => {
    const { host, bridge } = setup();
    const handler = vi.fn();
    register("*", handler, { bridge });
    host.send(fixture("svc-event-host-to-app"));
    await flush();
    expect(handler).not.toHaveBeenCalled();
  });

  it("stops a handler after unregister, and removes the bridge listener with the last one", async () => {
    const { host, bridge } = setup();
    const first = vi.fn();
    const second = vi.fn();
    const offFirst = registerPeerConnectivityHandler("canvas.open", first, { bridge });
    const offSecond = registerPeerConnectivityHandler("*", second, { bridge });
    expect(bridge.listenerCount).toBe(1);
    offFirst();
    offFirst();
    host.emit(PEER_CONNECTIVITY_EVENT, event("canvas.open"));
    await flush();
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    offSecond();
    expect(bridge.listenerCount).toBe(0);
    expect(bridge.disposed).toBe(false);
  });

  it("does not run a handler that an earlier handler unregistered during the same event", async () => {
    const { host, bridge } = setup();
    const late = vi.fn();
    // eslint-disable-next-line prefer-const
    let offLate: () => void;
    register("canvas.open", () => offLate(), { bridge });
    offLate = register("*", late, { bridge });
    host.emit(PEER_CONNECTIVITY_EVENT, event("canvas.open"));
    await flush();
    expect(late).not.toHaveBeenCalled();
  });

  it("shares one bridge and listener between registrations with equal options", async () => {
    const host = createFakeHost();
    const a = vi.fn();
    const b = vi.fn();
    const offA = registerPeerConnectivityHandler("*", a, { transport: host.transport });
    const offB = registerPeerConnectivityHandler("*", b, { transport: host.transport });
    host.emit(PEER_CONNECTIVITY_EVENT, event("file.close"));
    await flush();
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledTimes(1);
    offA();
    offB();
    host.emit(PEER_CONNECTIVITY_EVENT, event("file.close"));
    await flush();
    expect(a).toHaveBeenCalledTimes(1);
  });

  it("rejects unusable actions and handlers", () => {
    const handler = () => undefined;
    expect(() => registerPeerConnectivityHandler("", handler)).toThrow(/action string/);
    expect(() => registerPeerConnectivityHandler([], handler)).toThrow(/action string/);
    expect(() => registerPeerConnectivityHandler(["ok", 3 as unknown as string], handler)).toThrow(
      /action string/,
    );
    expect(() =>
      registerPeerConnectivityHandler("canvas.open", undefined as unknown as () => void),
    ).toThrow(/handler function/);
  });
});

describe("sendPeerConnectivityEvent", () => {
  it("sends an SVC_EVENT shaped like the golden fixture, filling version and metadata", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(1_732_240_512_345);
    const { host, bridge } = setup();
    const sent = sendPeerConnectivityEvent(
      {
        action: "canvas.navigate.next",
        context: { canvasId: "canvas-7d1c42" },
        data: { page_index: 3 },
      },
      { bridge },
    );
    expect(sent).toBe(true);
    const envelope = await host.next();
    expect(envelope).toEqual({
      type: "SVC_EVENT",
      request: {
        id: expect.stringMatching(UUID),
        type: PEER_CONNECTIVITY_EVENT,
        body: {
          action: "canvas.navigate.next",
          context: { canvasId: "canvas-7d1c42" },
          data: { page_index: 3 },
          metadata: {
            correlationId: expect.stringMatching(UUID),
            source: "app",
            timestamp: 1_732_240_512_345,
          },
          version: 1,
        },
      },
    });
    expect(skeleton(envelope)).toEqual(skeleton(fixture("svc-event-app-to-host")));
  });

  it("keeps the version and metadata values it is given", async () => {
    const { host, bridge } = setup();
    const payload = {
      action: "file.open",
      version: 2,
      metadata: {
        correlationId: "corr-1",
        source: "presenter",
        timestamp: 42,
        extras: { seat: 1 },
      },
    };
    sendPeerConnectivityEvent(payload, { bridge, source: "ignored-because-given" });
    expect((await host.next()).request.body).toEqual(payload);
  });

  it("fills only the missing metadata fields and uses the source option", async () => {
    const { host, bridge } = setup();
    sendPeerConnectivityEvent(
      { action: "file.open", metadata: { correlationId: "corr-2" } },
      { bridge, source: "attendee" },
    );
    const { metadata } = (await host.next()).request.body;
    expect(metadata).toEqual({
      correlationId: "corr-2",
      source: "attendee",
      timestamp: expect.any(Number),
    });
  });

  it("sends nothing and returns false when the feature is disabled", async () => {
    const { host, bridge } = setup();
    expect(
      sendPeerConnectivityEvent({ action: "canvas.open" }, { bridge, isFeatureEnabled: false }),
    ).toBe(false);
    expect(
      sendPeerConnectivityEvent({ action: "canvas.close" }, { bridge, isFeatureEnabled: true }),
    ).toBe(true);
    expect(sendPeerConnectivityEvent({ action: "file.close" }, { bridge })).toBe(true);
    await flush();
    expect(
      host.received.map((m: { request: { body: { action: string } } }) => m.request.body.action),
    ).toEqual(["canvas.close", "file.close"]);
  });

  it("gives every event a new correlation id", async () => {
    const { host, bridge } = setup();
    sendPeerConnectivityEvent({ action: "a" }, { bridge });
    sendPeerConnectivityEvent({ action: "a" }, { bridge });
    const ids = [
      (await host.next()).request.body.metadata.correlationId,
      (await host.next()).request.body.metadata.correlationId,
    ];
    expect(ids[0]).not.toBe(ids[1]);
  });

  it("rejects a payload without an action before sending", async () => {
    const { host, bridge } = setup();
    expect(() => sendPeerConnectivityEvent({} as never, { bridge })).toThrow(
      /needs an `action` string/,
    );
    await flush();
    expect(host.received).toEqual([]);
  });

  it("throws the bridge's error when it cannot send (no host origin outside a frame)", () => {
    const error = (() => {
      try {
        sendPeerConnectivityEvent({ action: "a" });
      } catch (e) {
        return e;
      }
    })();
    expect(isHostBridgeError(error)).toBe(true);
  });
});

describe("createPeerConnectivityEvent", () => {
  it("is pure: builds the event without sending it", () => {
    const built = createPeerConnectivityEvent({ action: "route.change" }, "me");
    expect(built).toEqual({
      action: "route.change",
      version: 1,
      metadata: {
        correlationId: expect.stringMatching(UUID),
        source: "me",
        timestamp: expect.any(Number),
      },
    });
  });
});

describe("channels", () => {
  it("starts over on a fresh bridge when the given one was disposed elsewhere", async () => {
    const { host, bridge } = setup();
    const stale = vi.fn();
    register("*", stale, { bridge });
    bridge.dispose();
    expect(() => registerPeerConnectivityHandler("*", stale, { bridge })).toThrow(/closed/);
    const next = setup();
    const fresh = vi.fn();
    register("*", fresh, { bridge: next.bridge });
    next.host.emit(PEER_CONNECTIVITY_EVENT, event("canvas.open"));
    host.emit(PEER_CONNECTIVITY_EVENT, event("canvas.open"));
    await flush();
    expect(fresh).toHaveBeenCalledTimes(1);
    expect(stale).not.toHaveBeenCalled();
  });

  it("removes its listener with the last handler even when a send used the same bridge", () => {
    const { bridge } = setup();
    const off = registerPeerConnectivityHandler("*", vi.fn(), { bridge });
    sendPeerConnectivityEvent({ action: "canvas.open" }, { bridge });
    expect(bridge.listenerCount).toBe(1);
    off();
    expect(bridge.listenerCount).toBe(0);
    expect(bridge.disposed).toBe(false);
  });
});
