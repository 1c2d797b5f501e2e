// The session's platform half (src/platformParts.ts): on the platform wire an operation goes as a
// post-robot request whose reply settles it, a high-level request goes as an envelope to the
// top-most host window, and an event as the high-level `broadcast` (a peer connectivity event only
// to an iOS host). The page is framed by a host frame (the parent, same origin as the top) inside the
// platform's top window, both scripted here.
import { afterEach, describe, expect, it, vi } from "vitest";
import { createBridge } from "@hostbridge/transport/platform";
import { PEER_CONNECTIVITY_EVENT } from "@hostbridge/protocol-types";
import {
  answerFrame,
  decodePostRobotFrame,
  encodeServiceResponse,
  isPostRobotRequest,
} from "@hostbridge/protocol-types/wire";
import { flush } from "./helpers/harness";

const HOST = "https://host.example.com";

interface Envelope {
  type: string;
  request: { id: string; type: string; body?: unknown };
}

/**
 * A framed page: its parent answers every post-robot request (`answers` by name, else with no
 * data), its top answers every `SVC_REQUEST` (`highLevel` by type, else with no body).
 */
function platformPage(
  answers: Record<string, unknown> = {},
  highLevel: Record<string, unknown> = {},
) {
  const listeners = new Set<(event: object) => void>();
  const dispatch = (source: object, data: unknown) =>
    queueMicrotask(() => listeners.forEach((fn) => fn({ source, origin: HOST, data })));
  const operations: string[] = [];
  const toTop: Envelope[] = [];
  const toParent: unknown[] = [];
  const top = {
    location: { origin: HOST },
    postMessage(message: Envelope) {
      toTop.push(message);
      const { id, type, body } = message.request;
      dispatch(top, encodeServiceResponse(id, type, body, "ok", highLevel[type]));
    },
  } as { parent?: unknown };
  top.parent = top;
  const parent = {
    location: { origin: HOST },
    parent: top,
    postMessage(message: unknown) {
      toParent.push(message);
      for (const request of decodePostRobotFrame(message) ?? []) {
        if (!isPostRobotRequest(request)) continue;
        operations.push(request.name);
        const answer = { ok: true as const, data: answers[request.name] };
        dispatch(parent, answerFrame(request, answer));
      }
    },
  };
  vi.stubGlobal("window", {
    parent,
    location: { origin: HOST },
    addEventListener: (_: string, fn: (event: object) => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: (event: object) => void) => listeners.delete(fn),
  });
  return { operations, toTop, toParent };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the platform half of a session", () => {
  it("settles an operation with the host's post-robot reply and sends high-level requests to the top-most host window", async () => {
    const page = platformPage(
      { ui_select_content: { user_action: "selected" } },
      { get_env: { mode: "WEB" } },
    );
    const bridge = createBridge({ hostOrigin: HOST });
    await expect(bridge.call("svc", "ui_select_content", {})).resolves.toEqual({
      user_action: "selected",
    });
    await expect(bridge.call("svc", "get_env", undefined)).resolves.toEqual({ mode: "WEB" });
    expect(page.operations).toEqual(["postrobot_hello", "ui_select_content"]);
    // the platform wire's start (`subscribe`) and the high-level request went to the top only
    expect(page.toTop.map((m) => [m.type, m.request.type])).toEqual([
      ["SVC_REQUEST", "subscribe"],
      ["SVC_REQUEST", "get_env"],
    ]);
    expect(page.toParent.every((m) => decodePostRobotFrame(m))).toBe(true);
    bridge.dispose();
  });

  it("broadcasts events, and a peer connectivity event only when get_env says the host is iOS", async () => {
    const sentBy = async (mode: string) => {
      const page = platformPage({}, { get_env: { mode } });
      const bridge = createBridge({ hostOrigin: HOST });
      await bridge.resolveWire();
      bridge.emit("canvas_opened", { canvas: "c1" });
      bridge.emit(PEER_CONNECTIVITY_EVENT, { online: true });
      bridge.emit(PEER_CONNECTIVITY_EVENT, { online: false });
      await flush();
      bridge.dispose();
      return page.toTop.map((m) => [m.request.type, m.request.body]);
    };
    expect(await sentBy("WEB")).toEqual([
      ["subscribe", undefined],
      ["broadcast", { type: "canvas_opened", body: { canvas: "c1" } }],
      ["get_env", undefined],
    ]);
    // get_env is asked once per session
    expect(await sentBy("IOS")).toEqual([
      ["subscribe", undefined],
      ["broadcast", { type: "canvas_opened", body: { canvas: "c1" } }],
      ["get_env", undefined],
      ["broadcast", { type: PEER_CONNECTIVITY_EVENT, body: { online: true } }],
      ["broadcast", { type: PEER_CONNECTIVITY_EVENT, body: { online: false } }],
    ]);
  });
});
