import { afterEach, describe, expect, it, vi } from "vitest";
import type { WaitingRequest } from "../src/index";
import { link } from "./helpers/setup";
import type { Linked } from "./helpers/setup";

let linked: Linked | undefined;
afterEach(() => {
  linked?.dispose();
  linked = undefined;
  vi.useRealTimers();
});

function start(options: Parameters<typeof link>[0] = {}): Linked {
  linked = link(options);
  return linked;
}

describe("requests that wait in the simulator", () => {
  it("hands each waiting request to onWaiting listeners, settled through its handle", async () => {
    const l = start();
    const seen: WaitingRequest[] = [];
    l.host.onWaiting((waiting) => seen.push(waiting));
    const pick = l.bridge.request("ui_select_content", {});
    const share = l.bridge.request("ui_select_canvases", { allowed_types: ["canvas"] });
    await l.host.waitForRequest("ui_select_canvases");
    expect(seen.map((w) => w.request.type)).toEqual(["ui_select_content", "ui_select_canvases"]);
    expect(seen.every((w) => w.waiting)).toBe(true);

    seen[1]!.cancel();
    seen[0]!.answer({ user_action: "selected", content: [{ id: "file-sim-0001" }] });
    await expect(share).resolves.toMatchObject({
      response: { body: { user_action: "cancelled" } },
    });
    await expect(pick).resolves.toMatchObject({
      response: { body: { content: [{ id: "file-sim-0001" }] } },
    });
    expect(seen.map((w) => w.waiting)).toEqual([false, false]);
    expect(l.host.pending()).toEqual([]);
  });

  it("streams a prompt-assistant answer and fails a request through the handle", async () => {
    const l = start();
    let prompt: WaitingRequest | undefined;
    let picker: WaitingRequest | undefined;
    l.host.onWaiting((w) => {
      if (w.request.type === "ui_prompt_assistant") prompt = w;
      else picker = w;
    });
    const asked = l.bridge.request("ui_prompt_assistant", { id: "p1", prompt: "hi" });
    const picked = l.bridge.request("ui_select_content", {});
    await l.host.waitForRequest("ui_select_content");
    await prompt!.stream(["Hello ", "there"]);
    await expect(asked).resolves.toMatchObject({
      response: { body: { id: "p1", response: "Hello there" } },
    });
    expect(
      l.host.traffic.filter(
        (e) => "type" in e && e.type === "ui_prompt_assistant_response_streamed",
      ),
    ).toHaveLength(2);
    picker!.fail({ message: "drive offline", code: "OFFLINE" });
    await expect(picked).rejects.toMatchObject({
      body: { code: "OFFLINE", message: "drive offline" },
    });
  });

  it("answers with the override before the fixtures, after its delay, once the request waits", async () => {
    vi.useFakeTimers();
    const l = start({
      override: (request) =>
        request.type === "ui_select_content"
          ? {
              kind: "answer",
              body: { user_action: "selected", content: [{ id: "x" }] },
              delayMs: 3000,
            }
          : request.type === "get_env"
            ? { kind: "fail", error: { message: "no env today" } }
            : undefined,
    });
    const waited: string[] = [];
    l.host.onWaiting((w) => waited.push(w.request.type));
    const pick = l.bridge.request("ui_select_content", {});
    // A scripted failure without a code reaches the app without one, as from the platform.
    const env = l.bridge.request("get_env").then(
      () => undefined,
      (error: { body?: unknown }) => error.body,
    );
    await vi.advanceTimersByTimeAsync(2999);
    expect(waited).toEqual(["ui_select_content"]);
    expect(l.host.pending("ui_select_content")).toHaveLength(1);
    expect(await env).toEqual({ message: "no env today" });
    await vi.advanceTimersByTimeAsync(1);
    await expect(pick).resolves.toMatchObject({ response: { body: { content: [{ id: "x" }] } } });
  });

  it("leaves a hung request waiting for the test, and a listener that throws does not stop others", async () => {
    const errors: string[] = [];
    const l = start({ override: () => ({ kind: "hang" }), onError: (e) => errors.push(e.message) });
    const seen: string[] = [];
    l.host.onWaiting(() => {
      throw new Error("boom");
    });
    const off = l.host.onWaiting((w) => seen.push(w.request.id));
    const pick = l.bridge.request("ui_select_content", {});
    const first = await l.host.waitForRequest("ui_select_content");
    expect(seen).toEqual([first.id]);
    expect(errors[0]).toContain("onWaiting listener threw for ui_select_content");
    off();
    l.host.cancel(first.id);
    await expect(pick).resolves.toMatchObject({ response: { body: { user_action: "cancelled" } } });
  });

  it("answers with the error when the override throws, and keeps answering later requests", async () => {
    let calls = 0;
    const l = start({
      override: () => {
        calls++;
        if (calls === 1) throw Object.assign(new Error("bad script"), { code: "SCRIPT_BROKEN" });
        return undefined;
      },
    });
    await expect(l.bridge.request("get_env")).rejects.toMatchObject({
      body: { code: "SCRIPT_BROKEN", message: "bad script" },
    });
    await expect(l.bridge.request("get_env")).resolves.toMatchObject({ response: { body: {} } });
  });

  it("gives the waiting request the fixtures' suggestion and the scripted answer on its way", async () => {
    vi.useFakeTimers();
    const l = start({
      override: (request) =>
        request.type === "ui_select_canvases"
          ? { kind: "answer", body: { user_action: "cancelled" }, delayMs: 50 }
          : undefined,
    });
    const seen: WaitingRequest[] = [];
    l.host.onWaiting((w) => seen.push(w));
    const pick = l.bridge.request("ui_select_content", { max_selections: 1 });
    const share = l.bridge.request("ui_select_canvases", { allowed_types: ["canvas"] });
    await vi.advanceTimersByTimeAsync(0);
    expect(seen[0]!.suggested).toMatchObject({ user_action: "selected", content: [{}] });
    expect(seen[0]!.scripted).toBeUndefined();
    expect(seen[1]!.scripted).toEqual({
      kind: "answer",
      body: { user_action: "cancelled" },
      delayMs: 50,
    });
    await vi.advanceTimersByTimeAsync(50);
    await expect(share).resolves.toMatchObject({
      response: { body: { user_action: "cancelled" } },
    });
    seen[0]!.answer(seen[0]!.suggested);
    await expect(pick).resolves.toMatchObject({ response: { body: { user_action: "selected" } } });
  });

  it("sends nothing for a dismissed request: it stops waiting and the app's call stays open", async () => {
    const l = start();
    let waiting: WaitingRequest | undefined;
    l.host.onWaiting((w) => (waiting = w));
    let settled = false;
    const pick = l.bridge.request("ui_select_content", {}).finally(() => (settled = true));
    pick.catch(() => {});
    await l.host.waitForRequest("ui_select_content");
    const sent = l.received.length;
    waiting!.dismiss();
    expect(waiting!.waiting).toBe(false);
    expect(l.host.pending()).toEqual([]);
    expect(waiting!.request.status).toBe("pending");
    expect(() => waiting!.answer({ user_action: "cancelled" })).toThrow(/no pending request/);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(l.received.length).toBe(sent);
    expect(settled).toBe(false);
  });

  it("streams the prompt assistant itself in auto mode at streamDelay between chunks", async () => {
    vi.useFakeTimers();
    const l = start({ interactive: "auto", streamDelay: 40 });
    let answered = false;
    const asked = l.bridge
      .request("ui_prompt_assistant", { id: "p1", prompt: "hi" })
      .finally(() => (answered = true));
    await vi.advanceTimersByTimeAsync(39);
    const chunks = () =>
      l.host.traffic.filter(
        (e) => "type" in e && e.type === "ui_prompt_assistant_response_streamed",
      ).length;
    expect(chunks()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(chunks()).toBe(1);
    expect(answered).toBe(false);
    await vi.advanceTimersByTimeAsync(10_000);
    const words = ((await asked).response.body as { response: string }).response.split(" ").length;
    expect(chunks()).toBe(words);
  });

  it("rewords the message of an error the fixtures answer with (fixtureErrorMessage)", async () => {
    const l = start({
      location: "admin",
      fixtureErrorMessage: (error) => `${error.message.split(" (add")[0]}; see the Data tab`,
    });
    l.appEnd.send({
      id: "a-404",
      type: "ADMIN_REQUEST",
      body: { type: "admin_get_canvas", data: { id: "canvas-missing" } },
    });
    await vi.waitFor(() => expect(l.received).toHaveLength(1));
    expect(l.received[0]).toMatchObject({
      error: {
        code: "NOT_FOUND",
        message: expect.stringMatching(/^no canvas .*; see the Data tab$/),
      },
    });
  });
});
