// The raw baseline must do real correlation work, or every ratio against it would be flattering.
import { afterEach, describe, expect, it } from "vitest";
import { createRawPortClient, createRawPortResponder, rawResponse } from "../lib/raw.mjs";

const channels: MessageChannel[] = [];
afterEach(() => {
  for (const { port1, port2 } of channels.splice(0)) {
    port1.close();
    port2.close();
  }
});

const channel = () => {
  const c = new MessageChannel();
  channels.push(c);
  return c;
};

describe("raw postMessage baseline", () => {
  it("resolves each concurrent request with the response carrying its own id", async () => {
    const { port1, port2 } = channel();
    const stop = createRawPortResponder(port2, (type, body) => ({
      echoed: (body as { n: number }).n,
      type,
    }));
    const client = createRawPortClient(port1);
    const responses = (await Promise.all(
      [1, 2, 3].map((n) => client.request("ui_app_resize", { n })),
    )) as {
      request: { body: { n: number } };
      response: { body: { echoed: number } };
    }[];
    expect(responses.map((r) => [r.request.body.n, r.response.body.echoed])).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
    ]);
    expect(client.pendingCount()).toBe(0);
    client.dispose();
    stop();
  });

  it("drops a response to an unknown id and keeps waiting", async () => {
    const { port1, port2 } = channel();
    port2.start();
    const client = createRawPortClient(port1);
    const answered = client.request("ui_app_loaded");
    const request = await new Promise<{ request: { id: string } }>((resolve) =>
      port2.addEventListener("message", (e) => resolve(e.data as { request: { id: string } }), {
        once: true,
      }),
    );
    port2.postMessage({
      type: "SVC_RESPONSE",
      request: { id: "someone-else", type: "x" },
      response: { status: "ok" },
    });
    await new Promise((r) => setTimeout(r, 20));
    expect(client.pendingCount()).toBe(1);
    port2.postMessage(rawResponse({ type: "SVC_REQUEST", request: request.request }));
    await expect(answered).resolves.toMatchObject({ request: { id: request.request.id } });
    client.dispose();
  });

  it("rejects what is pending when disposed", async () => {
    const { port1 } = channel();
    const client = createRawPortClient(port1);
    const pending = client.request("ui_app_loaded");
    client.dispose();
    await expect(pending).rejects.toThrow("disposed");
    expect(client.pendingCount()).toBe(0);
  });

  it("answers only SVC_REQUEST envelopes", () => {
    expect(rawResponse({ type: "SVC_EVENT", request: { id: "1", type: "x" } })).toBeUndefined();
    expect(rawResponse(null)).toBeUndefined();
    expect(rawResponse({ type: "SVC_REQUEST", request: { id: "1", type: "x" } })).toEqual({
      type: "SVC_RESPONSE",
      request: { id: "1", type: "x" },
      response: { status: "ok" },
    });
  });
});
