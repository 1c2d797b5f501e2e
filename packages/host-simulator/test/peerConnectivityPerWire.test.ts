// Peer connectivity in an app whose useUi() comes from a per-wire entry of @hostbridge/ui-api: with
// the same options, peer events ride that instance's bridge, so the wire the app chose, against the
// mock host speaking only that wire (an automatic bridge of its own would speak envelopes on the
// injected transport, which a platform-only host drops), and go when the instance ends.
import {
  registerPeerConnectivityHandler,
  sendPeerConnectivityEvent,
} from "@hostbridge/peer-connectivity";
import { useUi as usePlatformUi } from "@hostbridge/ui-api/platform";
import { useUi as useEnvelopeUi } from "@hostbridge/ui-api/envelopes";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createMockHost } from "../src/index";

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((clean) => clean()));

const peerEvent = (action: string) => ({
  action,
  metadata: { correlationId: "c-1", source: "peer-b", timestamp: 1 },
  version: 1,
});

function mockHost(wire: "platform" | "envelopes") {
  const mock = createMockHost({ location: "ui", mode: "IOS", wire });
  cleanups.push(() => mock.dispose());
  const options = { transport: mock.transport };
  return { mock, options };
}

describe("peer connectivity beside useUi() of a per-wire entry, against the mock host", () => {
  it("sends and receives on the platform wire with @hostbridge/ui-api/platform", async () => {
    const { mock, options } = mockHost("platform");
    const ui = usePlatformUi(options);
    cleanups.push(() => ui.dispose());
    const handler = vi.fn();
    cleanups.push(registerPeerConnectivityHandler("canvas.open", handler, options));

    expect(sendPeerConnectivityEvent({ action: "file.open" }, options)).toBe(true);
    const sent = await mock.host.waitForEvent("peer_connectivity_event");
    expect(sent.body).toMatchObject({ action: "file.open", version: 1 });

    mock.host.emit("peer_connectivity_event", peerEvent("canvas.open"));
    await vi.waitFor(() => expect(handler).toHaveBeenCalledTimes(1));
    expect(handler.mock.calls[0]?.[0]).toMatchObject({ action: "canvas.open" });
    expect(ui.bridge.listenerCount).toBe(1);
  });

  it("shares the bridge of @hostbridge/ui-api/envelopes, and lets it go with the instance", async () => {
    const { mock, options } = mockHost("envelopes");
    const ui = useEnvelopeUi(options);
    const handler = vi.fn();
    cleanups.push(registerPeerConnectivityHandler("*", handler, options));
    expect(ui.bridge.listenerCount).toBe(1);

    ui.dispose();
    mock.host.emit("peer_connectivity_event", peerEvent("canvas.open"));
    await new Promise((delivered) => setTimeout(delivered)); // (the pair delivers asynchronously)
    // a handler registered after the instance ended listens on a bridge of its own
    const later = vi.fn();
    cleanups.push(registerPeerConnectivityHandler("*", later, options));
    mock.host.emit("peer_connectivity_event", peerEvent("canvas.close"));
    await vi.waitFor(() => expect(later).toHaveBeenCalledTimes(1));
    expect(handler).not.toHaveBeenCalled();
  });
});
