// Peer connectivity on the platform wire follows the platform's own client: the event goes out as
// the high-level request `broadcast({ type: "peer_connectivity_event", body })`, and only when the
// host's get_env says mode IOS (and isFeatureEnabled is not false). The envelope wire is unchanged.
import {
  registerPeerConnectivityHandler,
  sendPeerConnectivityEvent,
} from "@hostbridge/peer-connectivity";
import { createBridge, createMemoryTransportPair } from "@hostbridge/transport";
import type { Bridge, Transport } from "@hostbridge/transport";
import * as envelopeEntry from "@hostbridge/transport/envelopes";
import * as platformEntry from "@hostbridge/transport/platform";
import type { Wire } from "@hostbridge/protocol-types";
import { afterEach, describe, expect, it, vi } from "vitest";

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((fn) => fn()));

interface SvcRequest {
  type: string;
  request: { id: string; type: string; body?: unknown };
}

const flush = async () => {
  for (let i = 0; i < 30; i++) await Promise.resolve();
};

/**
 * A host on the far end of an in-memory pair that answers high-level requests (the spec's
 * `SVC_REQUEST`, the platform's `PITCHER_REQUEST`, each in its own names); get_env with `mode`.
 */
function fakeHost(mode: string) {
  const [appEnd, hostEnd] = createMemoryTransportPair();
  const requests: SvcRequest[] = [];
  const events: unknown[] = [];
  hostEnd.listen((message) => {
    const m = message as SvcRequest;
    if (typeof message == "object" && m.type == "SVC_EVENT") events.push(message);
    if (typeof message != "object" || !["SVC_REQUEST", "PITCHER_REQUEST"].includes(m.type)) return;
    requests.push(m);
    const body = m.request.type == "get_env" ? { mode } : undefined;
    hostEnd.send({
      type: m.type.replace("_REQUEST", "_RESPONSE"),
      request: m.request,
      response: body ? { status: "ok", body } : { status: "ok" },
    });
  });
  return { appEnd, hostEnd, requests, events };
}

function platformHost(mode: string, wire: Wire = "platform") {
  const { appEnd, requests, events } = fakeHost(mode);
  const bridge = createBridge({ transport: appEnd, wire });
  cleanups.push(() => bridge.dispose());
  return { bridge, requests, events };
}

const broadcasts = (requests: SvcRequest[]) =>
  requests.filter((r) => r.request.type == "broadcast").map((r) => r.request.body);

describe("sendPeerConnectivityEvent on the platform wire", () => {
  it("broadcasts the event when the host's mode is IOS", async () => {
    const { bridge, requests } = platformHost("IOS");
    expect(sendPeerConnectivityEvent({ action: "canvas.open" }, { bridge })).toBe(true);
    await flush();
    expect(requests.map((r) => r.request.type)).toContain("get_env");
    expect(broadcasts(requests)).toEqual([
      {
        type: "peer_connectivity_event",
        body: expect.objectContaining({ action: "canvas.open", version: 1 }),
      },
    ]);
  });

  it("sends nothing in any other mode, and asks the host for its mode once per bridge", async () => {
    const { bridge, requests } = platformHost("WEB");
    sendPeerConnectivityEvent({ action: "canvas.open" }, { bridge });
    sendPeerConnectivityEvent({ action: "canvas.close" }, { bridge });
    await flush();
    expect(broadcasts(requests)).toEqual([]);
    expect(requests.filter((r) => r.request.type == "get_env")).toHaveLength(1);
  });

  it("sends nothing when isFeatureEnabled is false, even in IOS mode", async () => {
    const { bridge, requests } = platformHost("IOS");
    expect(sendPeerConnectivityEvent({ action: "a" }, { bridge, isFeatureEnabled: false })).toBe(
      false,
    );
    await flush();
    expect(broadcasts(requests)).toEqual([]);
  });

  it("still sends a SVC_EVENT in every mode on the envelope wire", async () => {
    const { bridge, requests, events } = platformHost("WEB", "envelopes");
    sendPeerConnectivityEvent({ action: "canvas.open" }, { bridge });
    await flush();
    expect(events).toHaveLength(1);
    expect(requests).toEqual([]);
  });
});

/** An app's API made on a per-wire entry, as `useUi()` of `@hostbridge/ui-api/platform` is. */
function perWireApi(entry: typeof platformEntry, transport: Transport) {
  const useApi = entry.createEnvironmentApi<
    (options?: object) => { bridge: Bridge; dispose(): void }
  >({ name: "useUi()", location: "ui", methods: ["ui_app_loaded"], messages: [] });
  const api = useApi({ transport });
  cleanups.push(() => api.dispose());
  return api;
}

describe("peer connectivity with an app's API on a per-wire entry", () => {
  it("broadcasts on the platform entry's bridge given equal options (not on the automatic wire)", async () => {
    const { appEnd, requests, events } = fakeHost("IOS");
    const ui = perWireApi(platformEntry, appEnd);
    expect(sendPeerConnectivityEvent({ action: "canvas.open" }, { transport: appEnd })).toBe(true);
    await flush();
    expect(broadcasts(requests)).toEqual([
      { type: "peer_connectivity_event", body: expect.objectContaining({ action: "canvas.open" }) },
    ]);
    expect(events).toEqual([]);
    ui.dispose();
  });

  it("listens on that instance's bridge, and lets it go when the instance ends", async () => {
    const { appEnd, hostEnd, requests, events } = fakeHost("IOS");
    const ui = perWireApi(platformEntry, appEnd);
    const handler = vi.fn();
    const off = registerPeerConnectivityHandler("*", handler, { transport: appEnd });
    cleanups.push(off);
    expect(ui.bridge.listenerCount).toBe(1);
    hostEnd.send({
      type: "SVC_EVENT",
      event: { type: "peer_connectivity_event", body: { action: "a" } },
    });
    await flush();
    expect(handler).toHaveBeenCalledTimes(1);

    // the instance's last holder releases it: its bridge ends, and with it what peer connectivity had there
    ui.dispose();
    expect(ui.bridge.disposed).toBe(true);
    hostEnd.send({
      type: "SVC_EVENT",
      event: { type: "peer_connectivity_event", body: { action: "b" } },
    });
    await flush();
    expect(handler).toHaveBeenCalledTimes(1);
    // the next send with those options makes peer connectivity's own bridge (the automatic wire:
    // envelopes on an injected transport), instead of failing on the ended instance's
    expect(sendPeerConnectivityEvent({ action: "canvas.close" }, { transport: appEnd })).toBe(true);
    await flush();
    expect(events).toHaveLength(1);
    expect(broadcasts(requests)).toEqual([]);
  });

  it("listens on the envelopes entry's bridge too: one bridge, one listener for the app", () => {
    const { appEnd } = fakeHost("WEB");
    const ui = perWireApi(envelopeEntry, appEnd);
    cleanups.push(registerPeerConnectivityHandler("*", vi.fn(), { transport: appEnd }));
    expect(ui.bridge.listenerCount).toBe(1);
  });

  it("keeps to its own bridge when the options differ from the instance's", () => {
    const { appEnd } = fakeHost("WEB");
    const ui = perWireApi(platformEntry, appEnd);
    cleanups.push(
      registerPeerConnectivityHandler("*", vi.fn(), { transport: appEnd, logLevel: "debug" }),
    );
    expect(ui.bridge.listenerCount).toBe(0);
  });
});
