import { isHostBridgeError } from "@hostbridge/transport";
import { useUi } from "@hostbridge/ui-api";
import type { PromptAssistantChunk } from "@hostbridge/ui-api";
import { afterEach, describe, expect, it } from "vitest";
import { createFakeHost, flush } from "./helpers/fakeHost";

const STREAMED = "ui_prompt_assistant_response_streamed";

function setup() {
  const host = createFakeHost();
  const ui = useUi({ transport: host.transport });
  dispose = ui.dispose;
  return { host, ui };
}

let dispose: (() => void) | undefined;
afterEach(() => dispose?.());

describe("streamPromptAssistant()", () => {
  it("yields this prompt's chunks in order, ignores other prompts, and ends with the final response", async () => {
    const { host, ui } = setup();
    const stream = ui.streamPromptAssistant({ id: "p1", prompt: "Summarize the deal" });
    const envelope = await host.next();
    expect(envelope.request).toMatchObject({
      type: "ui_prompt_assistant",
      body: { id: "p1", prompt: "Summarize the deal" },
    });

    host.pushUi(STREAMED, { id: "p1", chunk: "A 3-", partial_response: "A 3-" });
    host.pushUi(STREAMED, { id: "other", chunk: "nope", partial_response: "nope" });
    host.pushUi(STREAMED, { id: "p1", chunk: "year", partial_response: "A 3-year" });
    host.reply(envelope, { id: "p1", response: "A 3-year renewal." });

    const chunks: PromptAssistantChunk[] = [];
    for await (const chunk of stream) chunks.push(chunk);
    expect(chunks.map((c) => c.chunk)).toEqual(["A 3-", "year"]);
    expect(chunks.at(-1)!.partial_response).toBe("A 3-year");
    await expect(stream.response).resolves.toEqual({ id: "p1", response: "A 3-year renewal." });
    expect(ui.bridge.listenerCount).toBe(0);
  });

  it("returns the final response as the iterator's return value", async () => {
    const { host, ui } = setup();
    const iterator = ui.streamPromptAssistant({ id: "p2", prompt: "hi" })[Symbol.asyncIterator]();
    const envelope = await host.next();
    const first = iterator.next();
    host.pushUi(STREAMED, { id: "p2", chunk: "Hel", partial_response: "Hel" });
    expect(await first).toEqual({
      done: false,
      value: { id: "p2", chunk: "Hel", partial_response: "Hel" },
    });
    host.reply(envelope, { id: "p2", response: "Hello" });
    expect(await iterator.next()).toEqual({ done: true, value: { id: "p2", response: "Hello" } });
    expect(await iterator.next()).toEqual({ done: true, value: undefined });
  });

  it("stops listening when the loop is broken out of, while the request still settles", async () => {
    const { host, ui } = setup();
    const stream = ui.streamPromptAssistant({ id: "p3", prompt: "long" });
    const envelope = await host.next();
    host.pushUi(STREAMED, { id: "p3", chunk: "one", partial_response: "one" });
    host.pushUi(STREAMED, { id: "p3", chunk: "two", partial_response: "onetwo" });
    const seen: string[] = [];
    for await (const chunk of stream) {
      seen.push(chunk.chunk);
      break;
    }
    expect(seen).toEqual(["one"]);
    expect(ui.bridge.listenerCount).toBe(0);
    host.reply(envelope, { id: "p3", response: "onetwo" });
    await expect(stream.response).resolves.toEqual({ id: "p3", response: "onetwo" });
  });

  it("ends the iteration with REQUEST_ABORTED when its signal aborts, and removes the listener", async () => {
    const { host, ui } = setup();
    const controller = new AbortController();
    const stream = ui.streamPromptAssistant(
      { id: "p4", prompt: "x" },
      { signal: controller.signal },
    );
    await host.next();
    host.pushUi(STREAMED, { id: "p4", chunk: "a", partial_response: "a" });
    const seen: string[] = [];
    const loop = (async () => {
      for await (const chunk of stream) {
        seen.push(chunk.chunk);
        controller.abort();
      }
    })();
    const error = await loop.catch((e: unknown) => e);
    expect(isHostBridgeError(error, "REQUEST_ABORTED")).toBe(true);
    expect(seen).toEqual(["a"]);
    await expect(stream.response).rejects.toMatchObject({ code: "REQUEST_ABORTED" });
    expect(ui.bridge.listenerCount).toBe(0);
    expect(ui.bridge.pendingCount).toBe(0);
  });

  it("throws the host's error from the loop", async () => {
    const { host, ui } = setup();
    const stream = ui.streamPromptAssistant({ id: "p5", prompt: "x" });
    host.fail(await host.next(), { message: "assistant unavailable", code: "UNAVAILABLE" });
    const error = await (async () => {
      for await (const _ of stream) {
        // no chunks expected
      }
    })().catch((e: unknown) => e);
    expect(isHostBridgeError(error, "HOST_ERROR")).toBe(true);
    expect(ui.bridge.listenerCount).toBe(0);
  });

  it("buffers chunks that arrive before iteration starts and causes no unhandled rejection when only iterated", async () => {
    const { host, ui } = setup();
    const stream = ui.streamPromptAssistant({ id: "p6", prompt: "x" });
    const envelope = await host.next();
    host.pushUi(STREAMED, { id: "p6", chunk: "early", partial_response: "early" });
    await flush();
    host.reply(envelope, { id: "p6", response: "early" });
    await flush();
    const chunks: string[] = [];
    for await (const chunk of stream) chunks.push(chunk.chunk);
    expect(chunks).toEqual(["early"]);
  });

  it("camel-cases chunks with casing: camel", async () => {
    const host = createFakeHost();
    const ui = useUi({ transport: host.transport, casing: "camel" });
    dispose = ui.dispose;
    const stream = ui.streamPromptAssistant({ id: "p7", prompt: "x" });
    const envelope = await host.next();
    host.pushUi(STREAMED, { id: "p7", chunk: "c", partial_response: "c" });
    host.reply(envelope, { id: "p7", response: "c" });
    const chunks = [];
    for await (const chunk of stream) chunks.push(chunk);
    expect(chunks).toEqual([{ id: "p7", chunk: "c", partialResponse: "c" }]);
  });
});
