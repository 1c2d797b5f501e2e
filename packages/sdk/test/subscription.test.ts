import { isHostBridgeError, useHostApi } from "@hostbridge/sdk";
import { afterEach, describe, expect, it } from "vitest";
import { createFakeHost, flush } from "../../ui-api/test/helpers/fakeHost";

type Envelope = { type: string; request: { id: string; type: string } };

let dispose: (() => void) | undefined;
afterEach(() => dispose?.());

/** A high-level request: `SVC_REQUEST` on the envelope wire, the platform's `PITCHER_REQUEST` on its wire. */
const isSvc = (m: unknown): m is Envelope =>
  typeof m === "object" &&
  m !== null &&
  ["SVC_REQUEST", "PITCHER_REQUEST"].includes((m as Envelope).type);

function setup(wire: "platform" | "envelopes") {
  const host = createFakeHost();
  const api = useHostApi({ transport: host.transport, wire });
  dispose = api.dispose;
  const sent = () => host.received.filter(isSvc).map((m) => m.request.type);
  /** Answers the next SVC request of `type` with status ok. */
  const answer = async (type: string) => {
    for (;;) {
      const message = await host.next();
      if (isSvc(message) && message.request.type === type) return host.reply(message);
    }
  };
  return { host, api, sent, answer };
}

describe("useHostApi() subscribe / unsubscribe", () => {
  it("does not subscribe twice on the platform wire: the bridge already did", async () => {
    const { api, sent, answer } = setup("platform");
    await api.subscribe();
    await flush();
    expect(sent()).toEqual(["subscribe"]); // the bridge's own, when it started the wire
    await answer("subscribe");
  });

  it("subscribes again on the platform wire after unsubscribe()", async () => {
    const { api, sent, answer } = setup("platform");
    await api.subscribe();
    const stopping = api.unsubscribe();
    await answer("unsubscribe");
    await stopping;
    const again = api.subscribe();
    await answer("subscribe");
    await again;
    expect(sent()).toEqual(["subscribe", "unsubscribe", "subscribe"]);
  });

  it("sends both as asked on the envelope wire", async () => {
    const { api, sent, answer } = setup("envelopes");
    const subscribing = api.subscribe();
    await answer("subscribe");
    await expect(subscribing).resolves.toBeUndefined();
    const stopping = api.unsubscribe();
    await answer("unsubscribe");
    await stopping;
    expect(sent()).toEqual(["subscribe", "unsubscribe"]);
  });

  it("broadcast() sends the event as a broadcast request and waits for the answer", async () => {
    const { api, sent, answer } = setup("envelopes");
    const done = api.broadcast({ type: "canvas_opened", body: { body: { canvas_id: "c1" } } });
    await answer("broadcast");
    await expect(done).resolves.toBeUndefined();
    expect(sent()).toEqual(["broadcast"]);
  });
});

describe("platform rules of the platform's operations", () => {
  it("rejects iOS-only selectDeviceFile on a known Web host without sending", async () => {
    const host = createFakeHost();
    const api = useHostApi({ transport: host.transport, mode: "WEB" });
    dispose = api.dispose;
    const error = await api.selectDeviceFile().catch((e: unknown) => e);
    expect(isHostBridgeError(error, "UNSUPPORTED_PLATFORM")).toBe(true);
    expect((error as Error).message).toBe(
      '"select_device_file" is only available on an iOS host, and this app runs on WEB; check the env\'s `mode` before calling it',
    );
    await flush();
    expect(host.received).toEqual([]);
  });

  it("sends them to a host of the right platform, and when the mode is unknown", async () => {
    for (const mode of ["IOS", undefined] as const) {
      const host = createFakeHost();
      const api = useHostApi({ transport: host.transport, mode });
      const pending = api.triggerNonFilesSync().catch(() => undefined);
      await flush();
      expect(host.received.filter(isSvc).map((m) => m.request.type)).toEqual([
        "trigger_non_files_sync",
      ]);
      api.dispose();
      await pending;
    }
  });
});
