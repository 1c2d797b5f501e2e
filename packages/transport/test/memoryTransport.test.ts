import { describe, expect, it, vi } from "vitest";
import { createMemoryTransportPair } from "@hostbridge/transport";
import { flush } from "./helpers/harness";

describe("createMemoryTransportPair", () => {
  it("delivers to the other end, asynchronously, never inside send", async () => {
    const [a, b] = createMemoryTransportPair();
    const got = vi.fn();
    b.listen(got);
    a.send({ n: 1 });
    expect(got).not.toHaveBeenCalled();
    await flush();
    expect(got).toHaveBeenCalledExactlyOnceWith({ n: 1 });
  });

  it("works in both directions and does not echo to the sender", async () => {
    const [a, b] = createMemoryTransportPair();
    const atA = vi.fn();
    const atB = vi.fn();
    a.listen(atA);
    b.listen(atB);
    a.send({ from: "a" });
    b.send({ from: "b" });
    await flush();
    expect(atA.mock.calls).toEqual([[{ from: "b" }]]);
    expect(atB.mock.calls).toEqual([[{ from: "a" }]]);
  });

  it("structured-clones: the receiver gets a copy, later mutations do not leak", async () => {
    const [a, b] = createMemoryTransportPair();
    const got: unknown[] = [];
    b.listen((m) => got.push(m));
    const message = {
      nested: { list: [1, 2] },
      when: new Date(5),
      big: 10n,
      map: new Map([["k", 1]]),
    };
    a.send(message);
    message.nested.list.push(3);
    await flush();
    expect(got[0]).not.toBe(message);
    expect(got[0]).toEqual({
      nested: { list: [1, 2] },
      when: new Date(5),
      big: 10n,
      map: new Map([["k", 1]]),
    });
  });

  it("throws DataCloneError synchronously for what postMessage could not send", () => {
    const [a] = createMemoryTransportPair();
    expect(() => a.send({ fn: () => 1 })).toThrow(
      expect.objectContaining({ name: "DataCloneError" }),
    );
    expect(() => a.send({ s: Symbol("x") })).toThrow();
  });

  it("stops delivering to a removed listener and after close; a closed end throws TRANSPORT_CLOSED", async () => {
    const [a, b] = createMemoryTransportPair();
    const first = vi.fn();
    const second = vi.fn();
    const stop = b.listen(first);
    b.listen(second);
    stop();
    a.send({ n: 1 });
    await flush();
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledOnce();
    b.close();
    b.close();
    a.send({ n: 2 });
    await flush();
    expect(second).toHaveBeenCalledOnce();
    expect(() => b.send({})).toThrow(expect.objectContaining({ code: "TRANSPORT_CLOSED" }));
    expect(() => b.listen(() => undefined)).toThrow(
      expect.objectContaining({ code: "TRANSPORT_CLOSED" }),
    );
  });

  it("keeps delivering to other listeners when one throws (the error is re-thrown asynchronously)", async () => {
    const [a, b] = createMemoryTransportPair();
    const errors: unknown[] = [];
    const onError = (error: unknown) => void errors.push(error);
    process.on("uncaughtException", onError);
    const later = vi.fn();
    const boom = new Error("listener bug");
    b.listen(() => {
      throw boom;
    });
    b.listen(later);
    a.send({});
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off("uncaughtException", onError);
    expect(later).toHaveBeenCalledOnce();
    expect(errors).toEqual([boom]);
  });
});
