// Peer connectivity on the platform wire follows the platform's own client: the event goes out as
// the high-level request `broadcast({ type: "peer_connectivity_event", body })`, and only when the
// host's get_env says mode IOS (and isFeatureEnabled is not false). The envelope wire is unchanged.
import { sendPeerConnectivityEvent } from "@hostbridge/peer-connectivity";
import { createBridge, createMemoryTransportPair } from "@hostbridge/transport";
import type { Wire } from "@hostbridge/protocol-types";
import { afterEach, describe, expect, it } from "vitest";

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((fn) => fn()));

interface SvcRequest {
  type: string;
  request: { id: string; type: string; body?: unknown };
}

const flush = async () => {
  for (let i = 0; i < 30; i++) await Promise.resolve();
};

/** A host on the far end of an in-memory pair that answers high-level requests; get_env with `mode`. */
function platformHost(mode: string, wire: Wire = "platform") {
  const [appEnd, hostEnd] = createMemoryTransportPair();
  const requests: SvcRequest[] = [];
  const events: unknown[] = [];
  hostEnd.listen((message) => {
    const m = message as SvcRequest;
    if (typeof message == "object" && m.type == "SVC_EVENT") events.push(message);
    if (typeof message != "object" || m.type != "SVC_REQUEST") return;
    requests.push(m);
    const body = m.request.type == "get_env" ? { mode } : undefined;
    hostEnd.send({
      type: "SVC_RESPONSE",
      request: m.request,
      response: body ? { status: "ok", body } : { status: "ok" },
    });
  });
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
