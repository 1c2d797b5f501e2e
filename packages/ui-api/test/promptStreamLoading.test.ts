// streamPromptAssistant()'s code is a chunk loaded at the first call (src/useUi.ts): the request
// waits for it, and a chunk that cannot load settles the stream with a typed error.
import { isHostBridgeError } from "@hostbridge/transport";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createFakeHost, flush } from "./helpers/fakeHost";

const STREAMED = "ui_prompt_assistant_response_streamed";
let dispose: (() => void) | undefined;

/** useUi() over a fake host, in a fresh module graph whose prompt-stream chunk loads through `load`. */
async function setup(load: (actual: () => Promise<unknown>) => Promise<unknown>) {
  vi.resetModules();
  vi.doMock("../src/promptStream", () => load(() => vi.importActual("../src/promptStream")));
  const { useUi } = await import("@hostbridge/ui-api");
  const host = createFakeHost();
  const ui = useUi({ transport: host.transport });
  dispose = ui.dispose;
  return { host, ui };
}

/** A load that waits until `arrive()` (called once the module is being loaded). */
function delayed() {
  let opened: (() => void) | undefined;
  return {
    load: async (actual: () => Promise<unknown>) => {
      await new Promise<void>((resolve) => (opened = resolve));
      return actual();
    },
    arrive: () => vi.waitFor(() => opened!()),
  };
}

afterEach(() => {
  dispose?.();
  vi.doUnmock("../src/promptStream");
});

describe("streamPromptAssistant() loading its code on first use", () => {
  it("sends the prompt once the code has arrived, and streams as usual", async () => {
    const code = delayed();
    const { host, ui } = await setup(code.load);
    const stream = ui.streamPromptAssistant({ id: "l1", prompt: "Summarize" });
    const chunks: string[] = [];
    const loop = (async () => {
      for await (const chunk of stream) chunks.push(chunk.chunk);
    })();
    await flush();
    expect(host.received).toEqual([]);
    await code.arrive();
    const envelope = await host.next();
    expect(envelope.request).toMatchObject({ type: "ui_prompt_assistant", body: { id: "l1" } });
    host.pushUi(STREAMED, { id: "l1", chunk: "Sum", partial_response: "Sum" });
    host.reply(envelope, { id: "l1", response: "Summary." });
    await loop;
    expect(chunks).toEqual(["Sum"]);
    await expect(stream.response).resolves.toEqual({ id: "l1", response: "Summary." });
    expect(ui.bridge.listenerCount).toBe(0);
  });

  it("rejects with TRANSPORT_CLOSED and sends nothing when the API is disposed while the code loads", async () => {
    const code = delayed();
    const { host, ui } = await setup(code.load);
    const stream = ui.streamPromptAssistant({ id: "l4", prompt: "x" });
    ui.dispose();
    await code.arrive();
    await expect(stream.response).rejects.toMatchObject({ code: "TRANSPORT_CLOSED" });
    expect(host.received).toEqual([]);
    expect(ui.bridge.listenerCount).toBe(0);
  });

  it("rejects the response and the loop with LOAD_FAILED when the code cannot load, sending nothing", async () => {
    const chunkError = new TypeError("Failed to fetch dynamically imported module");
    const { host, ui } = await setup(() => Promise.reject(chunkError));
    const stream = ui.streamPromptAssistant({ id: "l2", prompt: "x" });
    const error = await (async () => {
      for await (const _ of stream) {
        // no chunk can come
      }
    })().catch((e: unknown) => e);
    expect(isHostBridgeError(error, "LOAD_FAILED")).toBe(true);
    expect((error as Error).message).toMatch(/streamPromptAssistant\(\) could not load its code/);
    await expect(stream.response).rejects.toMatchObject({
      code: "LOAD_FAILED",
      requestType: "ui_prompt_assistant",
    });
    expect(host.received).toEqual([]);
    expect(ui.bridge.pendingCount).toBe(0);
  });

  it("causes no unhandled rejection when a failed stream is neither awaited nor iterated", async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on("unhandledRejection", onUnhandled);
    try {
      const { ui } = await setup(() => Promise.reject(new TypeError("offline")));
      ui.streamPromptAssistant({ id: "l3", prompt: "x" });
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).toEqual([]);
    } finally {
      process.off("unhandledRejection", onUnhandled);
    }
  });
});
