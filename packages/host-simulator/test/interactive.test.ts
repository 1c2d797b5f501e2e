import { afterEach, describe, expect, it } from "vitest";
import { isHostSimulatorError } from "../src/index";
import { detach, link, settle } from "./helpers/setup";
import type { Linked } from "./helpers/setup";

let linked: Linked | undefined;
afterEach(() => {
  linked?.dispose();
  linked = undefined;
});

function start(options: Parameters<typeof link>[0] = {}): Linked {
  linked = link(options);
  return linked;
}

function thrown(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  throw new Error("expected a throw");
}

describe("answering pending requests", () => {
  it("answers the oldest pending request of a type, or a specific one by id", async () => {
    const l = start();
    const first = l.bridge.request("ui_select_canvases", { allowed_types: ["canvas"] });
    const second = l.bridge.request("ui_select_canvases", { allowed_types: ["section"] });
    const a = await l.host.waitForRequest("ui_select_canvases");
    const b = await l.host.waitForRequest("ui_select_canvases");
    expect(l.host.pending("ui_select_canvases").map((r) => r.id)).toEqual([a.id, b.id]);

    l.host.answer(b.id, { user_action: "selected", canvases: [{ id: "canvas-sim-0004" }] });
    await expect(second).resolves.toMatchObject({
      response: { body: { canvases: [{ id: "canvas-sim-0004" }] } },
    });
    l.host.answer("ui_select_canvases", { user_action: "cancelled" });
    await expect(first).resolves.toMatchObject({
      response: { body: { user_action: "cancelled" } },
    });
    expect([a.status, b.status]).toEqual(["ok", "ok"]);
    expect(a.latencyMs).toBeGreaterThanOrEqual(0);
  });

  it("refuses an answer that fails the response schema and keeps the request pending", async () => {
    const l = start();
    detach(l.bridge.request("ui_select_content", {}));
    await l.host.waitForRequest("ui_select_content");
    const error = thrown(() =>
      l.host.answer("ui_select_content", { user_action: "maybe" } as never),
    );
    expect(isHostSimulatorError(error, "INVALID_OUTGOING_PAYLOAD")).toBe(true);
    expect((error as Error).message).toContain(
      'user_action: must be one of "cancelled", "selected"',
    );
    expect(l.host.pending()).toHaveLength(1);
  });

  it("says what is pending when there is nothing to answer", async () => {
    const l = start();
    detach(l.bridge.request("share", { text: "hi" }));
    await l.host.waitForRequest("share");
    const error = thrown(() => l.host.cancel("ui_select_agenda_content"));
    expect(isHostSimulatorError(error, "NO_PENDING_REQUEST")).toBe(true);
    expect((error as Error).message).toMatch(/pending: share \(.+\)/);
  });

  it("cancels a share sheet with user_action cancelled and fails a picker with an error", async () => {
    const l = start({ mode: "IOS" });
    const share = l.bridge.request("share", { text: "deck" });
    const agenda = l.bridge.requestAdmin("admin_select_agenda_content");
    await l.host.waitForRequest("share");
    await l.host.waitForRequest("admin_select_agenda_content");
    l.host.cancel("share");
    l.host.fail("admin_select_agenda_content", {
      message: "picker crashed",
      code: "PICKER_CRASHED",
      details: { step: 2 },
    });
    await expect(share).resolves.toMatchObject({
      response: { status: "ok", body: { user_action: "cancelled" } },
    });
    await expect(agenda).rejects.toMatchObject({
      hostError: { message: "picker crashed", code: "PICKER_CRASHED", details: { step: 2 } },
    });
  });

  it("cancels the prompt assistant with a USER_CANCELLED error, since its answer has no user_action", async () => {
    const l = start();
    const prompt = l.bridge.request("ui_prompt_assistant", { id: "p1", prompt: "Hi" });
    await l.host.waitForRequest("ui_prompt_assistant");
    l.host.cancel("ui_prompt_assistant");
    await expect(prompt).rejects.toMatchObject({ body: { code: "USER_CANCELLED" } });
  });
});

describe("streaming the prompt assistant", () => {
  it("pushes each chunk with the growing partial response, then answers the whole text", async () => {
    const l = start();
    const chunks: unknown[] = [];
    l.bridge.onMessage(
      "ui",
      "ui_prompt_assistant_response_streamed",
      (payload) => void chunks.push(payload),
    );
    const prompt = l.bridge.request("ui_prompt_assistant", { id: "prompt-7", prompt: "Summarise" });
    const record = await l.host.waitForRequest("ui_prompt_assistant");
    const done = await l.host.streamPromptAssistant(record.id, ["Two ", "visits ", "this month."], {
      delayMs: 2,
    });
    expect(done).toBe(record);
    await expect(prompt).resolves.toMatchObject({
      response: { body: { id: "prompt-7", response: "Two visits this month." } },
    });
    expect(chunks).toEqual([
      { id: "prompt-7", chunk: "Two ", partial_response: "Two " },
      { id: "prompt-7", chunk: "visits ", partial_response: "Two visits " },
      { id: "prompt-7", chunk: "this month.", partial_response: "Two visits this month." },
    ]);
  });

  it("refuses to stream to a request that is not a prompt", async () => {
    const l = start();
    detach(l.bridge.request("ui_select_content", {}));
    await l.host.waitForRequest("ui_select_content");
    await expect(l.host.streamPromptAssistant("ui_select_content", ["x"])).rejects.toMatchObject({
      code: "NO_PENDING_REQUEST",
    });
  });
});

describe('interactive: "auto"', () => {
  it("streams a canned prompt answer before the final response", async () => {
    const l = start({ interactive: "auto" });
    const chunks: { partial_response: string }[] = [];
    l.bridge.onMessage<{ partial_response: string }>(
      "ui",
      "ui_prompt_assistant_response_streamed",
      (p) => void chunks.push(p),
    );
    const { response } = await l.bridge.request<{ response: string }>("ui_prompt_assistant", {
      id: "p2",
      prompt: "?",
    });
    expect(response.body!.response).toBe(l.host.fixtures.promptAssistantAnswer);
    expect(chunks.length).toBeGreaterThan(3);
    expect(chunks.at(-1)!.partial_response).toBe(l.host.fixtures.promptAssistantAnswer);
  });

  it("picks content within the picker's constraints", async () => {
    const l = start({ interactive: "auto" });
    const pick = async (body: object) =>
      (
        await l.bridge.request<{ content: { id: string; page_index?: number }[] }>(
          "ui_select_content",
          body,
        )
      ).response.body!.content;
    expect((await pick({ min_selections: 3, max_selections: 4 })).map((c) => c.id)).toEqual([
      "file-sim-0001",
      "file-sim-0002",
      "file-sim-0003",
    ]);
    expect(await pick({ allowed_ids: ["file-sim-0005"], max_selections: 2 })).toEqual([
      expect.objectContaining({ id: "file-sim-0005" }),
    ]);
    expect((await pick({ disable_no_pptx_data: true })).map((c) => c.id)).toEqual([
      "file-sim-0001",
    ]);
    expect(await pick({ content_type: "slide" })).toEqual([
      expect.objectContaining({
        type: "page",
        file: { id: "file-sim-0001", name: "Cardiology Portfolio Overview.pptx" },
        page_index: 0,
        thumbnail_url: "https://files.example.com/thumbnails/file-sim-0001.png",
      }),
    ]);
    expect(await pick({ allowed_ids: ["file-sim-0004"], disable_no_sharable: true })).toEqual([]);
  });

  it("picks canvases of the allowed types and answers the share sheet as shared", async () => {
    const l = start({ interactive: "auto", mode: "IOS" });
    const canvases = await l.bridge.requestAdmin("admin_select_canvases", {
      allowed_types: ["section"],
    });
    expect(canvases).toEqual({
      user_action: "selected",
      canvases: [expect.objectContaining({ id: "canvas-sim-0004", is_section: true })],
    });
    const shared = await l.bridge.request("share", { text: "hi" });
    expect(shared.response.body).toEqual({
      user_action: "shared",
      activity_type: "com.apple.UIKit.activity.Mail",
    });
    expect(l.host.pending()).toEqual([]);
  });

  it("leaves nothing to answer afterwards", async () => {
    const l = start({ interactive: "auto" });
    await l.bridge.request("ui_select_agenda_content");
    await settle();
    expect(() => l.host.answer("ui_select_agenda_content", { user_action: "cancelled" })).toThrow(
      /no pending request/,
    );
  });
});
