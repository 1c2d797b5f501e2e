// A person takes seconds to answer a picker. On the platform wire the host acks a request the moment
// it arrives (as post-robot's receive driver does) and responds when it is answered, so the app's
// short ack wait never decides how long a person may take. Fake timers: 3 s and 30 s cost nothing.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createBridge, createMemoryTransportPair } from "@hostbridge/transport";
import type { Bridge, Transport } from "@hostbridge/transport";
import {
  decodePostRobotFrame,
  encodePostRobotFrame,
  postRobotRequest,
} from "@hostbridge/protocol-types/wire";
import { createHost } from "../src/index";
import type { Host } from "../src/index";

interface Linked {
  host: Host;
  bridge: Bridge;
  /** The post-robot message types the app received, frame by frame. */
  frames: string[][];
  dispose(): void;
}

function linkOnPlatformWire(hostEnd?: (end: Transport) => Transport): Linked {
  const [appEnd, rawHostEnd] = createMemoryTransportPair();
  const host = createHost({ transport: hostEnd ? hostEnd(rawHostEnd) : rawHostEnd });
  const frames: string[][] = [];
  const stop = appEnd.listen((m) => {
    const frame = decodePostRobotFrame(m);
    if (frame) frames.push(frame.map((p) => p.type.replace("postrobot_message_", "")));
  });
  const bridge = createBridge({ transport: appEnd, wire: "platform" });
  return {
    host,
    bridge,
    frames,
    dispose() {
      stop();
      bridge.dispose();
      host.dispose();
      appEnd.close();
      rawHostEnd.close();
    },
  };
}

/** `end`, sending through `send` instead. */
const sending = (end: Transport, send: (m: object | string) => void): Transport => ({
  send,
  listen: (onMessage, onDrop) => end.listen(onMessage, onDrop),
  close: () => end.close(),
});

const PICKED = {
  user_action: "selected",
  content: [{ id: "file-1", name: "Quarterly.pdf" }],
} as const;

let linked: Linked | undefined;
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  linked?.dispose();
  linked = undefined;
  vi.useRealTimers();
});

describe("the platform wire: ack on arrival, response when answered", () => {
  it.each([3_000, 30_000])("shows the file a person picked after %i ms", async (ms) => {
    const l = (linked = linkOnPlatformWire());
    const picked = l.bridge.call("svc", "ui_select_content", { content_type: "file" });
    await l.host.waitForRequest("ui_select_content");
    await vi.advanceTimersByTimeAsync(ms);
    l.host.answer("ui_select_content", PICKED as never);
    await expect(picked).resolves.toMatchObject({ content: [{ id: "file-1" }] });
  });

  it("acks the request in a frame of its own before the person answers", async () => {
    const l = (linked = linkOnPlatformWire());
    const picked = l.bridge.call("svc", "ui_select_content", { content_type: "file" });
    const request = await l.host.waitForRequest("ui_select_content");
    await vi.advanceTimersByTimeAsync(0);
    const acks = l.frames.filter((f) => f.includes("ack"));
    expect(acks.at(-1)).toEqual(["ack"]);
    l.host.answer(request.id, PICKED);
    await picked;
    expect(l.frames.at(-1)).toEqual(["response"]);
  });

  it("answers a failed and a cancelled picker after the person took their time", async () => {
    const l = (linked = linkOnPlatformWire());
    const failed = l.bridge.call("svc", "ui_select_content", { content_type: "file" });
    const failure = expect(failed).rejects.toMatchObject({ code: "HOST_ERROR" });
    await l.host.waitForRequest("ui_select_content");
    await vi.advanceTimersByTimeAsync(3_000);
    l.host.fail("ui_select_content", { code: "PICKER_BROKEN", message: "the picker broke" });
    await failure;
    const cancelled = l.bridge.call("svc", "ui_select_content", { content_type: "file" });
    await vi.advanceTimersByTimeAsync(30_000);
    l.host.cancel("ui_select_content");
    await expect(cancelled).resolves.toEqual({ user_action: "cancelled" });
  });
});

describe("one request id on both wires", () => {
  it("records a post-robot request under the app's own id (not the hash) and answers it by that id", async () => {
    const [appEnd, hostEnd] = createMemoryTransportPair();
    const host = createHost({ transport: hostEnd });
    const received: unknown[] = [];
    appEnd.listen((m) => received.push(m));
    const request = postRobotRequest("ui_select_content", "app-request-7", {});
    appEnd.send(encodePostRobotFrame([request]));
    await vi.advanceTimersByTimeAsync(0);
    expect(host.pending().map((r) => r.id)).toEqual(["app-request-7"]);
    host.answer("app-request-7", PICKED);
    await vi.advanceTimersByTimeAsync(0);
    const response = received.flatMap((m) => decodePostRobotFrame(m) ?? []).at(-1);
    expect(response).toMatchObject({ type: "postrobot_message_response", hash: request.hash });
    host.dispose();
    appEnd.close();
  });
});

describe("the app's ack wait (post-robot's own timers)", () => {
  /** A host end that swallows every ack the host sends: a host that acks only with its answer. */
  const withoutAcks = (end: Transport): Transport =>
    sending(end, (m) => {
      const frame = decodePostRobotFrame(m);
      if (!frame?.every((p) => p.type === "postrobot_message_ack")) end.send(m);
    });

  it("gives a host that has not answered its hello 2 s to ack", async () => {
    const l = (linked = linkOnPlatformWire((end) => sending(end, () => undefined)));
    const picked = l.bridge.call("svc", "ui_select_content", { content_type: "file" });
    const failure = expect(picked).rejects.toThrow(/no ack for "ui_select_content" in 2000 ms/);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(l.bridge.pendingCount).toBeGreaterThan(0);
    await vi.advanceTimersByTimeAsync(1);
    await failure;
  });

  it("gives a host that answered its hello 10 s to ack", async () => {
    const l = (linked = linkOnPlatformWire(withoutAcks));
    l.bridge.onEvent("env_changed", () => undefined); // says hello
    await vi.advanceTimersByTimeAsync(0); // the host answers it
    const picked = l.bridge.call("svc", "ui_select_content", { content_type: "file" });
    const failure = expect(picked).rejects.toThrow(/no ack for "ui_select_content" in 10000 ms/);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(l.host.pending("ui_select_content")).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await failure;
  });
});
