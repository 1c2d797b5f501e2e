// The per-wire entries (`@hostbridge/transport/platform`, `/envelopes`): each speaks its wire at
// once on the window it opens (no probe), and a request a host of the other wire leaves unanswered
// fails with a REQUEST_TIMEOUT whose message names the entry to import.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createBridge as createEnvelopeBridge } from "@hostbridge/transport/envelopes";
import { createBridge as createPlatformBridge } from "@hostbridge/transport/platform";
import { decodePostRobotFrame } from "@hostbridge/protocol-types/wire";

const HOST = "https://host.example.com";

/** A page framed by a host that answers nothing: the parent records what the app posts. */
function silentHost() {
  const posted: unknown[] = [];
  vi.stubGlobal("window", {
    parent: { postMessage: (message: unknown) => posted.push(message) },
    addEventListener() {},
    removeEventListener() {},
  });
  return { posted, frames: () => posted.filter((m) => decodePostRobotFrame(m)) };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the envelope-only entry", () => {
  it("speaks envelopes without probing, even when asked for the platform wire", async () => {
    const host = silentHost();
    const bridge = createEnvelopeBridge({ hostOrigin: HOST, wire: "platform" });
    expect(await bridge.resolveWire()).toBe("envelopes");
    bridge.onMessage("ui", "ui_app_set_data", () => {});
    void bridge.call("svc", "ui_app_loaded", undefined).catch(() => {});
    expect(host.frames()).toEqual([]);
    expect(host.posted).toMatchObject([
      { type: "SVC_REQUEST", request: { type: "ui_app_loaded" } },
    ]);
    bridge.dispose();
  });

  it("fails a request a post-robot host leaves unanswered with a timeout naming /platform", async () => {
    silentHost();
    const bridge = createEnvelopeBridge({ hostOrigin: HOST, timeout: 5000 });
    const loaded = bridge.call("svc", "ui_app_loaded", undefined);
    const failed = expect(loaded).rejects.toMatchObject({
      code: "REQUEST_TIMEOUT",
      message: expect.stringMatching(
        /platform host .*import the automatic entry .* or its \/platform entry instead of \/envelopes/,
      ),
    });
    await vi.advanceTimersByTimeAsync(5000);
    await failed;
    bridge.dispose();
  });
});

describe("the platform-only entry", () => {
  it("speaks the platform wire at once: hello and post-robot frames, no probe wait", async () => {
    const host = silentHost();
    const bridge = createPlatformBridge({ hostOrigin: HOST, wire: "envelopes" });
    expect(await bridge.resolveWire()).toBe("platform");
    const selected = bridge.call("svc", "ui_select_content", {});
    const failed = expect(selected).rejects.toMatchObject({
      code: "REQUEST_TIMEOUT",
      message: expect.stringMatching(
        /host that speaks envelopes .*import the automatic entry .* or its \/envelopes entry instead of \/platform/,
      ),
    });
    await vi.advanceTimersByTimeAsync(0);
    const names = host.frames().flatMap((m) => decodePostRobotFrame(m)!.map((f) => f.name));
    expect(names).toEqual(expect.arrayContaining(["postrobot_hello", "ui_select_content"]));
    await vi.advanceTimersByTimeAsync(2000);
    await failed;
    bridge.dispose();
  });
});
