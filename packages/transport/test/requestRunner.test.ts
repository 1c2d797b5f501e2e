// The request state machine both framework bindings read: the states in order, the latest run
// wins, an abort is not an error, and a disposed runner calls nothing. Driven by methods the test
// settles itself, and once through a real bridge whose host never answers (the abort ends the
// bridge's own request).
import { describe, expect, it } from "vitest";
import {
  createBridge,
  createMemoryTransportPair,
  createRequestRunner,
} from "@hostbridge/transport";
import type { RequestOptions, RequestStatus } from "@hostbridge/transport";

/** A method whose calls the test settles, each rejecting when its signal aborts. */
function controlled() {
  const calls: { signal?: AbortSignal; resolve(value: string): void; reject(e: Error): void }[] =
    [];
  const method = (_payload?: number, options?: RequestOptions) =>
    new Promise<string>((resolve, reject) => {
      options?.signal?.addEventListener("abort", () => reject(new Error("aborted")));
      calls.push({ signal: options?.signal, resolve, reject });
    });
  return { calls, method };
}

describe("createRequestRunner", () => {
  it("walks idle, pending, success, pending, error, pending, aborted, telling each ending apart", async () => {
    const { calls, method } = controlled();
    const runner = createRequestRunner(
      () => method,
      () => undefined,
    );
    const seen: RequestStatus[] = [runner.getSnapshot().status];
    runner.subscribe(() => seen.push(runner.getSnapshot().status));
    const first = runner.execute(1);
    calls[0]!.resolve("one");
    expect(await first).toEqual({ ok: true, data: "one" });
    const failure = new Error("no");
    const second = runner.execute(2);
    calls[1]!.reject(failure);
    expect(await second).toEqual({ ok: false, aborted: false, error: failure });
    const third = runner.execute(3);
    runner.abort();
    expect(await third).toEqual({ ok: false, aborted: true });
    expect(seen).toEqual(["idle", "pending", "success", "pending", "error", "pending", "aborted"]);
    // an abort is not an error: the last answer stays (the error went when the third run started)
    expect(runner.getSnapshot()).toEqual({
      status: "aborted",
      data: "one",
      error: undefined,
      pending: false,
    });
  });

  it("lets the latest run win: the one in flight is aborted and its late answer dropped", async () => {
    const { calls, method } = controlled();
    const runner = createRequestRunner(
      () => method,
      () => undefined,
    );
    const first = runner.execute(1);
    const second = runner.execute(2);
    expect(calls.map((call) => call.signal?.aborted)).toEqual([true, false]);
    calls[0]!.resolve("late");
    expect(await first).toEqual({ ok: false, aborted: true });
    expect(runner.getSnapshot().status).toBe("pending");
    calls[1]!.resolve("two");
    expect(await second).toEqual({ ok: true, data: "two" });
    expect(runner.getSnapshot().data).toBe("two");
  });

  it("keeps one snapshot object until the state changes (what useSyncExternalStore needs)", async () => {
    const runner = createRequestRunner(
      () => () => Promise.resolve("x"),
      () => undefined,
    );
    const idle = runner.getSnapshot();
    expect(runner.getSnapshot()).toBe(idle);
    await runner.execute();
    expect(runner.getSnapshot()).not.toBe(idle);
    expect(runner.getSnapshot()).toBe(runner.getSnapshot());
  });

  it("after dispose() aborts the run in flight and calls the method no more", async () => {
    const { calls, method } = controlled();
    const runner = createRequestRunner(
      () => method,
      () => undefined,
    );
    const running = runner.execute(1);
    runner.dispose();
    expect(calls[0]!.signal?.aborted).toBe(true);
    expect(await running).toEqual({ ok: false, aborted: true });
    expect(await runner.execute(2)).toEqual({ ok: false, aborted: true });
    expect(calls).toHaveLength(1);
  });

  it("passes the timeout it reads at each run, and aborts a real request on the bridge", async () => {
    const [appEnd, hostEnd] = createMemoryTransportPair();
    const heard: unknown[] = [];
    hostEnd.listen((message) => heard.push(message));
    const bridge = createBridge({ transport: appEnd });
    let timeout: number | undefined = 5_000;
    const seen: (number | undefined)[] = [];
    const runner = createRequestRunner(
      () => (payload: object | undefined, options?: RequestOptions) => {
        seen.push(options?.timeout);
        return bridge.call("svc", "ui_select_content", payload, options);
      },
      () => timeout,
    );
    const running = runner.execute({});
    await expect.poll(() => heard.length).toBeGreaterThan(0);
    expect(bridge.pendingCount).toBe(1);
    runner.abort();
    expect(await running).toEqual({ ok: false, aborted: true });
    expect(bridge.pendingCount).toBe(0);
    timeout = undefined;
    void runner.execute({});
    expect(seen).toEqual([5_000, undefined]);
    runner.dispose();
    bridge.dispose();
  });
});
