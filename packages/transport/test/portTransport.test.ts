import { MessageChannel } from "node:worker_threads";
import { describe, expect, it, vi } from "vitest";
import { createBridge, createPortTransport } from "@hostbridge/transport";
import type { PortLike } from "@hostbridge/transport";
import type { Wire } from "./helpers/harness";

const nextMessage = (port: { once(event: "message", fn: (m: unknown) => void): unknown }) =>
  new Promise<Wire>((resolve) => port.once("message", (m) => resolve(m as Wire)));

describe("createPortTransport", () => {
  it("carries a request and its response over a MessageChannel", async () => {
    const { port1, port2 } = new MessageChannel();
    const bridge = createBridge({ transport: createPortTransport(port1 as unknown as PortLike) });
    const pending = bridge.request("ui_app_loaded");
    const sent = await nextMessage(port2);
    expect(sent).toMatchObject({ type: "SVC_REQUEST", request: { type: "ui_app_loaded" } });
    port2.postMessage({
      type: "SVC_RESPONSE",
      request: sent.request,
      response: { status: "ok", body: { via: "port" } },
    });
    await expect(pending).resolves.toMatchObject({ response: { body: { via: "port" } } });
    bridge.dispose();
    port2.close();
  });

  it("starts the port when listening, removes its listeners when the last listener leaves, closes on close()", () => {
    const port = {
      postMessage: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      start: vi.fn(),
      close: vi.fn(),
    };
    const transport = createPortTransport(port);
    const stopA = transport.listen(() => undefined);
    const stopB = transport.listen(() => undefined);
    expect(port.start).toHaveBeenCalledOnce();
    expect(port.addEventListener.mock.calls.map((c): unknown => c[0])).toEqual([
      "message",
      "messageerror",
    ]);
    stopA();
    expect(port.removeEventListener).not.toHaveBeenCalled();
    stopB();
    expect(port.removeEventListener.mock.calls.map((c): unknown => c[0])).toEqual([
      "message",
      "messageerror",
    ]);
    expect(port.removeEventListener.mock.calls[0]?.[1]).toBe(
      port.addEventListener.mock.calls[0]?.[1],
    );
    transport.send({ a: 1 });
    expect(port.postMessage).toHaveBeenCalledWith({ a: 1 });
    transport.close();
    expect(port.close).toHaveBeenCalled();
    expect(() => transport.send({})).toThrow(expect.objectContaining({ code: "TRANSPORT_CLOSED" }));
  });

  it("reports a message that failed to deserialize as dropped", () => {
    const port = { postMessage: vi.fn(), addEventListener: vi.fn(), removeEventListener: vi.fn() };
    const transport = createPortTransport(port);
    const onMessage = vi.fn();
    const onDrop = vi.fn();
    transport.listen(onMessage, onDrop);
    const onError = port.addEventListener.mock.calls.find((c) => c[0] === "messageerror")?.[1] as (
      e: unknown,
    ) => void;
    onError({ data: null });
    expect(onDrop).toHaveBeenCalledWith(expect.stringContaining("deserialized"), null);
    expect(onMessage).not.toHaveBeenCalled();
  });
});
