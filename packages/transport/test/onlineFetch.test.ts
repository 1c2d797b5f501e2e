import { afterEach, describe, expect, it, vi } from "vitest";
import type { OnlineHandlerContext } from "@hostbridge/transport";
import { flush, setup, svcResponse } from "./helpers/harness";

describe('fetchMode: "prefer-online"', () => {
  afterEach(() => vi.useRealTimers());

  it("serves a request from its online handler without asking the host", async () => {
    const handler = vi.fn(async (payload: { query: string }, context: OnlineHandlerContext) => {
      expect(context.type).toBe("crm_query");
      expect(context.signal.aborted).toBe(false);
      return { records: [payload.query] };
    });
    const { bridge, inbox } = setup({
      fetchMode: "prefer-online",
      onlineHandlers: { crm_query: handler },
    });
    const response = await bridge.request("crm_query", { query: "SELECT Id FROM Account" });
    expect(response).toEqual({
      type: "SVC_RESPONSE",
      request: {
        id: expect.any(String),
        type: "crm_query",
        body: { query: "SELECT Id FROM Account" },
      },
      response: { status: "ok", body: { records: ["SELECT Id FROM Account"] } },
    });
    await flush();
    expect(inbox).toEqual([]);
    expect(bridge.pendingCount).toBe(0);
  });

  it("resolves admin and DSR requests with the handler's result as the body", async () => {
    const { bridge } = setup({
      fetchMode: "prefer-online",
      onlineHandlers: {
        admin_get_files: () => ({ count: 0 }),
        dsr_get_file: (p: { id: string }) => ({ id: p.id }),
      },
    });
    await expect(bridge.requestAdmin("admin_get_files", {})).resolves.toEqual({ count: 0 });
    await expect(bridge.requestDsr("dsr_get_file", { id: "f" })).resolves.toEqual({ id: "f" });
  });

  it("falls back to the host when the online handler fails, and reports the failure", async () => {
    const errors: unknown[] = [];
    const failure = new Error("offline");
    const { bridge, next, send } = setup({
      fetchMode: "prefer-online",
      errorLogger: (e) => void errors.push(e),
      onlineHandlers: {
        crm_query: () => Promise.reject(failure),
        crm_describe: () => {
          throw failure;
        },
      },
    });
    for (const type of ["crm_query", "crm_describe"]) {
      const pending = bridge.request(type, { sobject: "Account" });
      const sent = await next();
      expect(sent.request).toMatchObject({ type, body: { sobject: "Account" } });
      send(svcResponse(sent, "ok", { from: "host" }));
      await expect(pending).resolves.toMatchObject({ response: { body: { from: "host" } } });
    }
    expect(errors).toEqual([failure, failure]);
  });

  it("asks the host directly for types without a handler", async () => {
    const handler = vi.fn();
    const { bridge, next, send } = setup({
      fetchMode: "prefer-online",
      onlineHandlers: { crm_query: handler },
    });
    const pending = bridge.request("ui_app_loaded");
    send(svcResponse(await next(), "ok"));
    await pending;
    expect(handler).not.toHaveBeenCalled();
  });

  it("ignores online handlers in the default postmessage mode", async () => {
    const handler = vi.fn(() => ({ from: "online" }));
    const { bridge, next, send } = setup({ onlineHandlers: { crm_query: handler } });
    const pending = bridge.request("crm_query", { query: "q" });
    send(svcResponse(await next(), "ok", { from: "host" }));
    await expect(pending).resolves.toMatchObject({ response: { body: { from: "host" } } });
    expect(handler).not.toHaveBeenCalled();
  });

  it("times out a slow online handler, aborts its signal, and never sends to the host afterwards", async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    let fail: (reason: unknown) => void = () => undefined;
    const { bridge, inbox } = setup({
      fetchMode: "prefer-online",
      timeout: 1000,
      onlineHandlers: {
        crm_query: (_p: unknown, context: OnlineHandlerContext) => {
          signal = context.signal;
          return new Promise((_, reject) => (fail = reject));
        },
      },
    });
    const pending = bridge.request("crm_query", { query: "q" });
    const caught = pending.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await caught).toMatchObject({ code: "REQUEST_TIMEOUT" });
    expect(signal?.aborted).toBe(true);
    fail(new Error("aborted"));
    await flush();
    expect(inbox).toEqual([]);
  });
});
