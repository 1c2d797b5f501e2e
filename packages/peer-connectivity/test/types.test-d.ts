import {
  registerPeerConnectivityHandler,
  sendPeerConnectivityEvent,
} from "@hostbridge/peer-connectivity";
import type { PeerConnectivityEvent } from "@hostbridge/peer-connectivity";
import { describe, expectTypeOf, it } from "vitest";

describe("peer connectivity types", () => {
  it("types handlers, actions and payloads", () => {
    registerPeerConnectivityHandler("canvas.open", (event) => {
      expectTypeOf(event).toEqualTypeOf<PeerConnectivityEvent>();
      expectTypeOf(event.metadata.correlationId).toBeString();
      expectTypeOf(event.version).toBeNumber();
    });
    registerPeerConnectivityHandler(["file.open", "my.custom.action"], () => undefined);
    expectTypeOf(
      sendPeerConnectivityEvent({ action: "route.change" }, { isFeatureEnabled: true }),
    ).toBeBoolean();
    // @ts-expect-error: action is required
    sendPeerConnectivityEvent({ context: {} });
    // @ts-expect-error: metadata.timestamp is a number
    sendPeerConnectivityEvent({ action: "a", metadata: { timestamp: "now" } });
    // @ts-expect-error: the handler takes an event
    registerPeerConnectivityHandler("a", (event: string) => event);
  });
});
