// The session's platform half (src/platformParts.ts): on the platform wire an operation goes as a
// post-robot request whose reply settles it, a high-level request goes as an envelope to the
// top-most host window, and an event as the high-level `broadcast` (a peer connectivity event only
// to an iOS host). The page is framed by a host frame (the parent, same origin as the top) inside the
// platform's top window, both scripted here.
import { afterEach, describe, expect, it, vi } from "vitest";
import { createBridge } from "@hostbridge/transport/platform";
import { createBridge as createAutoBridge, WIRE_PROBE_TIMEOUT } from "@hostbridge/transport";
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
 * How the page's host starts: `ready` (at once), `busy` (its page is busy: what the app posts waits
 * in its queue until `wake()`), `late` (post-robot is not loaded yet: what the app posts before
 * `wake()` is lost), or `envelopes` (a host of the spec's envelopes: it answers `SVC_REQUEST`s and
 * never a hello).
 */
type HostStart = "ready" | "busy" | "late" | "envelopes";

/**
 * A framed page: its parent answers every post-robot request (`answers` by name, else with no
 * data), its top answers every `PITCHER_REQUEST` with a `PITCHER_RESPONSE` (`highLevel` by type,
 * else with no body) and, as the platform's hosts, nothing else. `start` says how the host starts.
 */
function platformPage(
  answers: Record<string, unknown> = {},
  highLevel: Record<string, unknown> = {},
  start: HostStart = "ready",
) {
  const listeners = new Set<(event: object) => void>();
  const dispatch = (source: object, data: unknown) =>
    queueMicrotask(() => listeners.forEach((fn) => fn({ source, origin: HOST, data })));
  const operations: string[] = [];
  const toTop: Envelope[] = [];
  const toParent: unknown[] = [];
  let awake = start == "ready";
  const queued: (() => void)[] = [];
  /** Runs `act` now if the host is awake, later (busy) or never (late). */
  const whenAwake = (act: () => void) => {
    if (awake) act();
    else if (start == "busy") queued.push(act);
  };
  const top = {
    location: { origin: HOST },
    postMessage(message: Envelope) {
      toTop.push(message);
      if (message.type != "PITCHER_REQUEST" || start == "envelopes") return;
      const { id, type, body } = message.request;
      whenAwake(() =>
        dispatch(top, encodeServiceResponse(id, type, body, "ok", highLevel[type], "pitcher")),
      );
    },
  } as { parent?: unknown };
  top.parent = top;
  const parent = {
    location: { origin: HOST },
    parent: top,
    postMessage(message: unknown) {
      toParent.push(message);
      if (start == "envelopes") {
        const { type, request } = message as Partial<Envelope>;
        if (type != "SVC_REQUEST" || !request) return;
        const answer = encodeServiceResponse(request.id, request.type, request.body, "ok", {});
        return dispatch(parent, answer);
      }
      whenAwake(() => {
        for (const request of decodePostRobotFrame(message) ?? []) {
          if (!isPostRobotRequest(request)) continue;
          operations.push(request.name);
          const answer = { ok: true as const, data: answers[request.name] };
          dispatch(parent, answerFrame(request, answer));
        }
      });
    },
  };
  vi.stubGlobal("window", {
    parent,
    location: { origin: HOST },
    addEventListener: (_: string, fn: (event: object) => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: (event: object) => void) => listeners.delete(fn),
  });
  /** The host is ready: a busy one now reads what waited in its queue. */
  const wake = () => {
    awake = true;
    queued.splice(0).forEach((act) => act());
  };
  return { operations, toTop, toParent, wake };
}

/** The `type`s of the post-robot requests and envelopes among `messages`, in order. */
const sentTypes = (messages: unknown[]) =>
  messages.flatMap((m) =>
    (decodePostRobotFrame(m) ?? [m as Envelope]).map((x) =>
      "name" in x ? `post-robot:${x.name}` : `${x.type}:${x.request.type}`,
    ),
  );

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
    // the platform wire's start (`subscribe`) and the high-level request went to the top only,
    // in the platform's names, with `body: null` where there is none (as the platform's client)
    expect(page.toTop.map((m) => [m.type, m.request.type, m.request.body])).toEqual([
      ["PITCHER_REQUEST", "subscribe", null],
      ["PITCHER_REQUEST", "get_env", null],
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
      ["subscribe", null],
      ["broadcast", { type: "canvas_opened", body: { canvas: "c1" } }],
      ["get_env", null],
    ]);
    // get_env is asked once per session
    expect(await sentBy("IOS")).toEqual([
      ["subscribe", null],
      ["broadcast", { type: "canvas_opened", body: { canvas: "c1" } }],
      ["get_env", null],
      ["broadcast", { type: PEER_CONNECTIVITY_EVENT, body: { online: true } }],
      ["broadcast", { type: PEER_CONNECTIVITY_EVENT, body: { online: false } }],
    ]);
  });
});

describe("a host that starts late is still reached (the wire is not decided for good by one probe)", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("a busy host that answers the first hello 1.5 s late gets the first call again on its wire, and every later call", async () => {
    vi.useFakeTimers();
    const page = platformPage({ ui_toast: { shown: true } }, { get_env: { mode: "WEB" } }, "busy");
    const bridge = createAutoBridge({ hostOrigin: HOST });
    const toast = bridge.call("svc", "ui_toast", { message: "hi" });
    await vi.advanceTimersByTimeAsync(WIRE_PROBE_TIMEOUT);
    // the probe timed out: for now the toast went as an envelope, which a platform host does not read
    expect(sentTypes(page.toParent)).toEqual([
      "post-robot:postrobot_hello",
      "SVC_REQUEST:ui_toast",
    ]);
    await vi.advanceTimersByTimeAsync(500);
    page.wake();
    await vi.advanceTimersByTimeAsync(0);
    await expect(toast).resolves.toEqual({ shown: true });
    await expect(bridge.call("svc", "get_env", undefined)).resolves.toEqual({ mode: "WEB" });
    await expect(bridge.call("svc", "ui_toast", { message: "again" })).resolves.toEqual({
      shown: true,
    });
    expect(page.operations).toEqual(["postrobot_hello", "ui_toast", "ui_toast"]);
    // the platform's start (`subscribe`) before the high-level request, both in its names
    expect(sentTypes(page.toTop)).toEqual(["PITCHER_REQUEST:subscribe", "PITCHER_REQUEST:get_env"]);
    bridge.dispose();
  });

  it("a host whose post-robot loads late (the first hello is lost) is reached by a later call's hello", async () => {
    vi.useFakeTimers();
    const page = platformPage({ ui_toast: { shown: true } }, {}, "late");
    const bridge = createAutoBridge({ hostOrigin: HOST, errorLogger: () => {} });
    const first = bridge.call("svc", "ui_toast", { message: "first" }, { timeout: 30_000 });
    let firstOutcome: unknown;
    first.then(
      (value) => (firstOutcome = value),
      (error: unknown) => (firstOutcome = error),
    );
    await vi.advanceTimersByTimeAsync(1500);
    page.wake();
    const second = bridge.call("svc", "ui_toast", { message: "second" });
    await vi.advanceTimersByTimeAsync(0);
    await expect(second).resolves.toEqual({ shown: true });
    // the first call, still in flight, went again on the platform wire when the host answered
    expect(firstOutcome).toEqual({ shown: true });
    expect(page.operations).toEqual(["postrobot_hello", "ui_toast", "ui_toast"]);
    bridge.dispose();
  });

  it("a host of the envelopes, once it answered, is never probed again", async () => {
    vi.useFakeTimers();
    const page = platformPage({}, {}, "envelopes");
    const bridge = createAutoBridge({ hostOrigin: HOST });
    const first = bridge.call("svc", "ui_toast", { message: "first" });
    await vi.advanceTimersByTimeAsync(WIRE_PROBE_TIMEOUT);
    await expect(first).resolves.toEqual({});
    await vi.advanceTimersByTimeAsync(5 * WIRE_PROBE_TIMEOUT);
    await expect(bridge.call("svc", "ui_toast", { message: "second" })).resolves.toEqual({});
    await expect(bridge.call("svc", "get_env", undefined)).resolves.toEqual({});
    expect(sentTypes(page.toParent)).toEqual([
      "post-robot:postrobot_hello",
      "SVC_REQUEST:ui_toast",
      "SVC_REQUEST:ui_toast",
      "SVC_REQUEST:get_env",
    ]);
    expect(page.toTop).toEqual([]);
    bridge.dispose();
  });
});
