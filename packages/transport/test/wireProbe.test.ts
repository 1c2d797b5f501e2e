// The `auto` wire probe belongs to each bridge: a probe that timed out on one bridge of the page does
// not decide the wire of a bridge created later (its host may have been slow, or may have changed).
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createBridge, WIRE_PROBE_TIMEOUT } from "@hostbridge/transport";
import {
  answerFrame,
  decodePostRobotFrame,
  encodeBareMessage,
  encodeMessage,
  isPostRobotRequest,
} from "@hostbridge/protocol-types/wire";
import type { PostRobotRequest } from "@hostbridge/protocol-types";

const HOST = "https://host.example.com";

/** A page framed by a host: the parent records what the app posts; `reply` delivers a message from it. */
function framedPage() {
  const listeners = new Set<(event: unknown) => void>();
  const posted: unknown[] = [];
  const parent = { postMessage: (message: unknown) => posted.push(message) };
  const page = {
    parent,
    addEventListener: (_: string, fn: (event: unknown) => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: (event: unknown) => void) => listeners.delete(fn),
  };
  vi.stubGlobal("window", page);
  const hellos = () =>
    posted
      .flatMap((m) => decodePostRobotFrame(m) ?? [])
      .filter((m): m is PostRobotRequest => isPostRobotRequest(m) && m.name == "postrobot_hello");
  const reply = (data: unknown) =>
    [...listeners].forEach((fn) => fn({ source: parent, origin: HOST, data }));
  return { hellos, reply };
}

/** A framed page and a bridge probing its wire; `decided()` is the wire once the probe ends. */
function probing() {
  const page = framedPage();
  const bridge = createBridge({ hostOrigin: HOST });
  let wire: string | undefined;
  void bridge.resolveWire().then((w) => (wire = w));
  return { page, bridge, decided: () => wire };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the auto wire probe", () => {
  it("probes again on a later bridge of the same page after an earlier probe timed out", async () => {
    const page = framedPage();
    const first = createBridge({ hostOrigin: HOST });
    const firstWire = first.resolveWire();
    await vi.advanceTimersByTimeAsync(WIRE_PROBE_TIMEOUT);
    expect(await firstWire).toBe("envelopes");
    expect(page.hellos()).toHaveLength(1);

    const second = createBridge({ hostOrigin: HOST });
    const secondWire = second.resolveWire();
    await vi.advanceTimersByTimeAsync(0);
    expect(page.hellos()).toHaveLength(2);
    page.reply(answerFrame(page.hellos()[1]!, { ok: true, data: { instanceID: "host" } }));
    expect(await secondWire).toBe("platform");
    first.dispose();
    second.dispose();
  });

  it("decides envelopes when the host does not answer the hello within WIRE_PROBE_TIMEOUT", async () => {
    const { page, bridge, decided } = probing();
    await vi.advanceTimersByTimeAsync(WIRE_PROBE_TIMEOUT - 1);
    expect(decided()).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(decided()).toBe("envelopes");
    expect(page.hellos()).toHaveLength(1);
    bridge.dispose();
  });
});

describe("the auto wire probe, ended by the host", () => {
  it("decides envelopes at once when the host sends an envelope while the probe waits", async () => {
    const { page, bridge, decided } = probing();
    await vi.advanceTimersByTimeAsync(0);
    page.reply(encodeMessage("ui", "push-1", "ui_meeting_canceled", { eventId: "ev-1" }));
    await vi.advanceTimersByTimeAsync(0);
    expect(decided()).toBe("envelopes");
    bridge.dispose();
  });

  it("keeps probing when the host pushes a bare UI message, which both wires send", async () => {
    const { page, bridge, decided } = probing();
    await vi.advanceTimersByTimeAsync(0);
    page.reply(encodeBareMessage("ui_app_set_data", {}));
    await vi.advanceTimersByTimeAsync(WIRE_PROBE_TIMEOUT - 1);
    expect(decided()).toBeUndefined();
    page.reply(answerFrame(page.hellos()[0]!, { ok: true, data: { instanceID: "host" } }));
    await vi.advanceTimersByTimeAsync(0);
    expect(decided()).toBe("platform");
    bridge.dispose();
  });
});
