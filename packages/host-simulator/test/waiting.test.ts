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
              kind: "respond",
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
    const env = expect(l.bridge.request("get_env")).rejects.toMatchObject({
      body: { code: "HOST_ERROR", message: "no env today" },
    });
    await vi.advanceTimersByTimeAsync(2999);
    expect(waited).toEqual(["ui_select_content"]);
    expect(l.host.pending("ui_select_content")).toHaveLength(1);
    await env;
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
});
