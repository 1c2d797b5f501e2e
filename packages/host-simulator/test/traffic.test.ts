import { afterEach, describe, expect, it, vi } from "vitest";
import { redactedCopy, REDACTED } from "../src/index";
import type { TrafficEntry } from "../src/index";
import { detach, link, settle } from "./helpers/setup";
import type { Linked } from "./helpers/setup";

let linked: Linked | undefined;
afterEach(() => {
  linked?.dispose();
  linked = undefined;
  vi.useRealTimers();
});

function start(options: Parameters<typeof link>[0] = {}): Linked {
  linked = link({ appSetDataOnReady: false, ...options });
  return linked;
}

describe("recorded requests", () => {
  it("keeps type, env, payload, envelope, response, status, times", async () => {
    const l = start();
    const before = Date.now();
    const envelope = await l.bridge.request("ui_app_resize", { height: 300 });
    const [record] = l.host.requests;
    expect(record).toMatchObject({
      id: envelope.request.id,
      type: "ui_app_resize",
      env: "ui",
      known: true,
      payload: { height: 300 },
      envelope: {
        type: "SVC_REQUEST",
        request: { id: envelope.request.id, type: "ui_app_resize", body: { height: 300 } },
      },
      status: "ok",
      responseEnvelope: envelope,
    });
    expect(record!.receivedAt).toBeGreaterThanOrEqual(before);
    expect(record!.respondedAt).toBeGreaterThanOrEqual(record!.receivedAt);
    expect(record!.latencyMs).toBeGreaterThanOrEqual(0);
  });

  it("records the error sent for a failed request", async () => {
    const l = start();
    await l.bridge.request("ui_print_canvas", { id: "nope" }).catch(() => undefined);
    expect(l.host.requests[0]).toMatchObject({
      status: "error",
      error: { code: "NOT_FOUND", details: { id: "nope" } },
      response: { code: "NOT_FOUND", message: expect.stringContaining('no canvas with id "nope"') },
    });
  });
});

describe("waitForRequest", () => {
  it("resolves with a request that already arrived, then with the next one of that type", async () => {
    const l = start();
    await l.bridge.request("ui_toast", { text: "one" });
    const first = await l.host.waitForRequest("ui_toast");
    expect(first.payload).toEqual({ text: "one" });
    const next = l.host.waitForRequest("ui_toast");
    await l.bridge.request("ui_toast", { text: "two" });
    expect((await next).payload).toEqual({ text: "two" });
  });

  it("accepts a predicate", async () => {
    const l = start();
    const tall = l.host.waitForRequest(
      (r) => r.type === "ui_app_resize" && (r.payload as { height: number }).height > 500,
    );
    await l.bridge.request("ui_app_resize", { height: 200 });
    await l.bridge.request("ui_app_resize", { height: 800 });
    expect((await tall).payload).toEqual({ height: 800 });
  });

  it("rejects with WAIT_TIMEOUT naming what did arrive", async () => {
    vi.useFakeTimers();
    const l = start();
    const waiting = l.host.waitForRequest("ui_select_content", { timeout: 500 });
    const outcome = waiting.catch((error: unknown) => error);
    detach(l.bridge.request("ui_app_loaded"));
    await vi.advanceTimersByTimeAsync(499);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toMatchObject({
      code: "WAIT_TIMEOUT",
      message:
        'no request "ui_select_content" arrived within 500 ms; requests seen so far: ui_app_loaded. Check that the app sends it (and on this host\'s transport), or pass a longer { timeout }',
    });
  });
});

describe("events from the app", () => {
  it("are recorded with their validity and can be awaited", async () => {
    const l = start();
    const opened = l.host.waitForEvent("canvas_opened");
    l.bridge.emit("canvas_opened", { body: { canvas_id: "canvas-sim-0001" } });
    l.bridge.emit("canvas_opened", { canvas_id: "flat" });
    l.bridge.emit("made_up_event", {});
    expect((await opened).body).toEqual({ body: { canvas_id: "canvas-sim-0001" } });
    await settle();
    expect(l.host.events.map((e) => [e.type, e.valid])).toEqual([
      ["canvas_opened", true],
      ["canvas_opened", false],
      ["made_up_event", false],
    ]);
    expect(l.host.events[1]!.issues).toEqual(["body: is required (expected an object)"]);
    expect(l.host.events[2]!.issues).toEqual([
      'type: "made_up_event" is not an event key of the protocol',
    ]);
    expect(l.received).toEqual([]);
  });
});

describe("the traffic listener", () => {
  it("sees requests, responses, events, messages and dropped input in order", async () => {
    const l = start();
    const kinds: string[] = [];
    l.host.on((entry) => kinds.push(`${entry.kind}:${entry.direction}`));
    await l.bridge.request("ui_app_loaded");
    l.bridge.emit("file_opened", { file_id: "f" });
    await settle();
    l.host.push("ui_canvas_updated");
    l.host.emit("submit_postcall_clicked");
    l.appEnd.send({ type: "GARBAGE" });
    await settle();
    expect(kinds).toEqual([
      "request:in",
      "response:out",
      "event:in",
      "message:out",
      "event:out",
      "dropped:in",
    ]);
    expect(l.host.traffic.map((t) => t.kind)).toEqual([
      "request",
      "response",
      "event",
      "message",
      "event",
      "dropped",
    ]);
  });

  it("never shows token values in its default, redacted view", async () => {
    const l = start({ location: "admin" });
    const seen: TrafficEntry[] = [];
    l.host.on((entry) => seen.push(entry));
    await l.bridge.request("get_env");
    await l.bridge.requestAdmin("admin_get_env");
    await l.bridge.requestDsr("dsr_get_env");
    l.host.updateEnv({ state: { active_canvas_id: "canvas-sim-0002" } });
    // an app that copies the token into a field with an innocent name
    await l.bridge.request("ui_broadcast", {
      note: `token=${l.host.fixtures.env.svc.access_token}`,
    });
    await settle();
    const text = JSON.stringify(seen);
    expect(seen.length).toBeGreaterThanOrEqual(9);
    expect(text).not.toContain("fake-access-token");
    expect(text).not.toContain("fake-id-token");
    expect(text).not.toContain("fake-issuer");
    expect(text).toContain(REDACTED);
    // the raw records keep the values, for assertions
    expect(JSON.stringify(l.host.requests)).toContain("fake-access-token-hostbridge-simulator");
  });

  it("gives raw entries with redact: false, and stops after unsubscribe", async () => {
    const l = start();
    const raw: TrafficEntry[] = [];
    const off = l.host.on((entry) => raw.push(entry), { redact: false });
    await l.bridge.request("get_env");
    off();
    await l.bridge.request("get_env");
    expect(raw).toHaveLength(2);
    expect(JSON.stringify(raw[1])).toContain("fake-access-token");
  });

  it("reports a throwing listener to onError and keeps calling the others", async () => {
    const onError = vi.fn();
    const l = start({ onError });
    const calls: string[] = [];
    l.host.on(() => {
      throw new Error("listener bug");
    });
    l.host.on((entry) => calls.push(entry.kind));
    await l.bridge.request("ui_app_loaded");
    expect(calls).toEqual(["request", "response"]);
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ message: "a traffic listener threw: Error: listener bug" }),
    );
  });

  it("clearTraffic forgets answered traffic but keeps pending requests answerable", async () => {
    const l = start();
    await l.bridge.request("ui_app_loaded");
    const picking = l.bridge.request("ui_select_agenda_content");
    await l.host.waitForRequest("ui_select_agenda_content");
    l.host.clearTraffic();
    expect(l.host.requests.map((r) => r.type)).toEqual(["ui_select_agenda_content"]);
    expect(l.host.traffic).toEqual([]);
    l.host.cancel("ui_select_agenda_content");
    await expect(picking).resolves.toMatchObject({
      response: { body: { user_action: "cancelled" } },
    });
  });
});

describe("redactedCopy", () => {
  it("replaces secret keys at any depth and secret values inside strings, without touching the input", () => {
    const input = {
      svc: {
        access_token: "abcdefgh-secret",
        id_token: "id-secret-value",
        token_claims: { sub: "u1" },
        user: { name: "Dana" },
      },
      list: [{ apiKey: "k" }, "Bearer abcdefgh-secret"],
      note: "short",
    };
    const copy = redactedCopy(input, { secrets: ["abcdefgh-secret", "short"] });
    expect(copy).toEqual({
      svc: {
        access_token: REDACTED,
        id_token: REDACTED,
        token_claims: REDACTED,
        user: { name: "Dana" },
      },
      list: [{ apiKey: REDACTED }, `Bearer ${REDACTED}`],
      note: "short",
    });
    expect(input.svc.access_token).toBe("abcdefgh-secret");
  });

  it("keeps cycles and leaves class instances alone", () => {
    const date = new Date(0);
    const cyclic: Record<string, unknown> = { when: date, password: "hunter22" };
    cyclic.self = cyclic;
    const copy = redactedCopy(cyclic);
    expect(copy.self).toBe(copy);
    expect(copy.when).toBe(date);
    expect(copy.password).toBe(REDACTED);
    expect(redactedCopy({ custom_token: "x" }, { keys: ["custom_token"] })).toEqual({
      custom_token: REDACTED,
    });
  });
});

describe("a waiting predicate that throws", () => {
  it("rejects its own wait and leaves the host answering", async () => {
    const l = start();
    const broken = l.host.waitForRequest(() => {
      throw new Error("predicate bug");
    });
    const other = l.host.waitForRequest("ui_app_loaded");
    await expect(l.bridge.request("ui_app_loaded")).resolves.toMatchObject({
      response: { status: "ok" },
    });
    await expect(broken).rejects.toThrow("predicate bug");
    await expect(other).resolves.toMatchObject({ type: "ui_app_loaded" });
    l.bridge.emit("ui:show-modal");
    await settle();
    await expect(
      l.host.waitForEvent(() => {
        throw new Error("again");
      }),
    ).rejects.toThrow("again");
  });
});
