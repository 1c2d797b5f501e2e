// The platform wire (post-robot 10 frames) keeps the window transport's security: frames are posted
// to the pinned host origin (never "*"), a forged reply from a sibling frame on an allowed origin is
// dropped, and a flood of malformed frames neither throws in the app nor stops it answering.
import { afterEach, describe, expect, it, vi } from "vitest";
import { createWindowTransport } from "@hostbridge/transport";
import {
  answerFrame,
  decodePostRobotFrame,
  isPostRobotRequest,
} from "@hostbridge/protocol-types/wire";
import type { PostRobotRequest } from "@hostbridge/protocol-types";
import { cleanups, command, frame, HOST, OTHER, waitForMessage } from "./helpers/browserFrames";
import type { Ready } from "./helpers/browserFrames";

afterEach(() => {
  while (cleanups.length) cleanups.pop()!();
});

const PLATFORM = { options: { wire: "platform" } };

/** Host side speaking post-robot with our codec: collects requests; answers them when `answer` is set. */
function postRobotHost(app: { win: () => Window | null }, origin: string, answer?: unknown) {
  const transport = createWindowTransport({ target: app.win, targetOrigin: origin });
  const requests: PostRobotRequest[] = [];
  const stop = transport.listen((message) => {
    for (const m of decodePostRobotFrame(message) ?? [])
      if (isPostRobotRequest(m)) {
        requests.push(m);
        if (answer !== undefined) transport.send(answerFrame(m, { ok: true, data: answer }));
      }
  });
  cleanups.push(() => (stop(), transport.close()));
  return { transport, requests };
}

describe("the platform wire across real cross-origin iframes", () => {
  it("posts post-robot frames with the host origin as targetOrigin, never '*'", async () => {
    const calls: [unknown, unknown][] = [];
    // Restored as the very same native method: in WebKit, a frame calling a leftover wrapper (even a
    // bound one) makes this window, not the frame, the event.source its message arrives with.
    const native = window.postMessage;
    const original = native.bind(window);
    window.postMessage = ((message: unknown, targetOrigin: string) => {
      calls.push([message, targetOrigin]);
      return original(message, targetOrigin);
    }) as typeof window.postMessage;
    cleanups.push(() => (window.postMessage = native));
    // (the app's handler makes it say post-robot's hello before it reports ready)
    await frame<Ready>(HOST, "app", PLATFORM, undefined, true);
    const frames = calls.filter(([m]) => typeof m === "string" && decodePostRobotFrame(m));
    expect(frames.length).toBeGreaterThan(0);
    expect(calls.every(([, origin]) => origin !== "*")).toBe(true);
  });

  it("drops a forged post-robot response from a sibling frame on an allowed origin", async () => {
    const app = await frame<Ready>(
      OTHER,
      "app",
      { options: { hostOrigin: HOST, wire: "platform" } },
      "app",
    );
    const sibling = await frame<{ origin: string }>(HOST, "peer");
    const host = postRobotHost(app, OTHER);
    const result = command(
      app,
      { __command: "request", type: "ui_select_content", body: {} },
      OTHER,
    );
    await vi.waitFor(() => expect(host.requests.map((r) => r.name)).toContain("ui_select_content"));
    const request = host.requests.find((r) => r.name === "ui_select_content")!;
    const before = (await command(app, { __command: "report" }, OTHER)).pending;
    const ack = waitForMessage(sibling.win, (d) => d?.__peerAck === true);
    const forged = answerFrame(request, { ok: true, data: { from: "sibling" } });
    sibling
      .win()!
      .postMessage({ __peer: "post", to: "app", message: forged, targetOrigin: OTHER }, HOST);
    await ack;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await command(app, { __command: "report" }, OTHER)).pending).toBe(before);
    host.transport.send(answerFrame(request, { ok: true, data: { from: "host" } }));
    expect((await result).response?.response.body).toEqual({ from: "host" });
  });

  it("survives a flood of malformed frames and still answers", async () => {
    const app = await frame<Ready>(OTHER, "app", PLATFORM);
    const host = postRobotHost(app, OTHER, { alive: true });
    const key = "__post_robot_10_0_46__";
    for (let i = 0; i < 300; i++)
      host.transport.send(
        [
          `{"${key}":`,
          `{"${key}":[{"type":"postrobot_message_response","hash":"x_${i}","name":"x","ack":"success"}]}`,
          `{"${key}":[{"id":"${i}","origin":"","type":"postrobot_message_request","hash":"h","name":"ui_meeting_canceled","data":{"__type__":"cross_domain_function","__val__":{"id":"f"}}}]}`,
          `{"${key}":${"[".repeat(5000)}`,
        ][i % 4]!,
      );
    const result = await command(
      app,
      { __command: "request", type: "ui_select_content", body: {} },
      OTHER,
    );
    expect(result.response?.response.body).toEqual({ alive: true });
  });
});
