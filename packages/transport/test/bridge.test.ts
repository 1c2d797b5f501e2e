import { describe, expect, it, vi } from "vitest";
import { HostError, isHostBridgeError } from "@hostbridge/transport";
import type { HostBridgeError } from "@hostbridge/transport";
import { fixture, flush, setup, svcResponse } from "./helpers/harness";
import type { Wire } from "./helpers/harness";

// Replaces the fixture's id(s) with the one the bridge generated.
const withId = (envelope: Wire, id: string): Wire =>
  (envelope as Partial<Wire>).request
    ? { ...envelope, request: { ...envelope.request, id } }
    : { ...envelope, id };

describe("requests: SVC (impact and ui)", () => {
  it("sends a SVC_REQUEST exactly like the golden fixture and resolves the ok SVC_RESPONSE", async () => {
    const { bridge, next, send } = setup();
    const golden = fixture("svc-request");
    const pending = bridge.request(golden.request.type, golden.request.body as object);
    const sent = await next();
    expect(sent).toEqual(withId(golden, sent.request.id));
    const reply = withId(fixture("svc-response-ok"), sent.request.id);
    send(reply);
    await expect(pending).resolves.toEqual(reply);
    expect(bridge.pendingCount).toBe(0);
  });

  it("rejects with a HostError carrying the body, request type and envelope when the status is error", async () => {
    const { bridge, next, send } = setup();
    const golden = fixture("svc-response-error");
    const pending = bridge.request("ui_print_canvas", golden.request.body as object);
    const sent = await next();
    const reply = withId(golden, sent.request.id);
    send(reply);
    const error = await pending.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(HostError);
    expect(isHostBridgeError(error, "HOST_ERROR")).toBe(true);
    const hostError = error as HostError;
    expect(hostError.requestType).toBe("ui_print_canvas");
    expect(hostError.body).toEqual(golden.response.body);
    expect(hostError.response).toEqual(reply);
    expect(hostError.message).toContain("notify_url: must be an HTTPS URL");
  });

  it("omits body when a request has none", async () => {
    const { bridge, next, send } = setup();
    const pending = bridge.request("ui_app_loaded");
    const sent = await next();
    expect(sent).toEqual({
      type: "SVC_REQUEST",
      request: { id: sent.request.id, type: "ui_app_loaded" },
    });
    expect("body" in sent.request).toBe(false);
    send(svcResponse(sent, "ok"));
    await expect(pending).resolves.toMatchObject({ response: { status: "ok" } });
  });

  it("correlates concurrent responses by id, whatever their order", async () => {
    const { bridge, next, send } = setup();
    const a = bridge.request("ui_app_resize", { height: 1 });
    const b = bridge.request("ui_app_resize", { height: 2 });
    const first = await next();
    const second = await next();
    send(svcResponse(second, "ok", { which: "second" }));
    send(svcResponse(first, "ok", { which: "first" }));
    expect((await a).response.body).toEqual({ which: "first" });
    expect((await b).response.body).toEqual({ which: "second" });
  });
});

describe("requests: admin and DSR", () => {
  for (const [kind, method] of [
    ["admin", "requestAdmin"],
    ["dsr", "requestDsr"],
  ] as const) {
    it(`sends a ${kind} request like the golden fixture and resolves the response body`, async () => {
      const { bridge, next, send } = setup();
      const golden = fixture(`${kind}-request`);
      const pending = bridge[method](golden.body.type, golden.body.data);
      const sent = await next();
      expect(sent).toEqual(withId(golden, sent.id));
      const reply = withId(fixture(`${kind}-response`), sent.id);
      send(reply);
      await expect(pending).resolves.toEqual(reply.body);
    });

    it(`rejects with a HostError when the ${kind} response carries an error`, async () => {
      const { bridge, next, send } = setup();
      const pending = bridge[method](kind === "admin" ? "admin_get_canvas" : "dsr_get_file", {
        id: "missing",
      });
      const sent = await next();
      const reply = withId(fixture(`${kind}-response-error`), sent.id);
      send(reply);
      const error = (await pending.catch((e: unknown) => e)) as HostError;
      expect(error).toBeInstanceOf(HostError);
      expect(error.hostError).toEqual(reply.error);
      expect(error.body).toBeNull();
      expect(error.message).toContain(reply.error!.message);
    });

    it(`always sends a data key in ${kind} requests, undefined when there is no payload`, async () => {
      const { bridge, next } = setup();
      void bridge[method](kind === "admin" ? "admin_get_env" : "dsr_get_env").catch(
        () => undefined,
      );
      const sent = await next();
      expect(sent.body).toEqual({
        type: kind === "admin" ? "admin_get_env" : "dsr_get_env",
        data: undefined,
      });
      expect("data" in sent.body).toBe(true);
      bridge.dispose();
    });
  }

  it("does not settle an admin request with a DSR response (or a SVC one) of the same id", async () => {
    const errors: unknown[] = [];
    const { bridge, next, send } = setup({
      logLevel: "debug",
      errorLogger: (e) => void errors.push(e),
      logger: quiet(),
    });
    const pending = bridge.requestAdmin("admin_get_env");
    const sent = await next();
    send({ id: sent.id, type: "DSR_RESPONSE", body: { wrong: true } });
    send({
      type: "SVC_RESPONSE",
      request: { id: sent.id, type: "admin_get_env" },
      response: { status: "ok" },
    });
    await flush();
    expect(bridge.pendingCount).toBe(1);
    expect(errors).toHaveLength(2);
    send({ id: sent.id, type: "ADMIN_RESPONSE", body: { right: true } });
    await expect(pending).resolves.toEqual({ right: true });
  });
});

describe("events", () => {
  it("emits a SVC_EVENT exactly like the golden app -> host fixture", async () => {
    const { bridge, next } = setup();
    const golden = fixture("svc-event-app-to-host");
    bridge.emit(golden.request.type, golden.request.body);
    const sent = await next();
    expect(sent).toEqual(withId(golden, sent.request.id));
  });

  it("emits without a body key when there is no body", async () => {
    const { bridge, next } = setup();
    bridge.emit("submit_postcall_clicked");
    const sent = await next();
    expect(sent.request).toEqual({ id: sent.request.id, type: "submit_postcall_clicked" });
  });

  it("delivers a host event to the handlers of its key and of '*', with body and info", async () => {
    const { bridge, send } = setup();
    const golden = fixture("svc-event-host-to-app");
    const onKey = vi.fn();
    const onAll = vi.fn();
    const onOther = vi.fn();
    bridge.onEvent("file_opened", onKey);
    bridge.onEvent("*", onAll);
    bridge.onEvent("file_closed", onOther);
    send(golden);
    await flush();
    expect(onKey).toHaveBeenCalledExactlyOnceWith(golden.request.body, golden.request);
    expect(onAll).toHaveBeenCalledExactlyOnceWith(golden.request.body, golden.request);
    expect(onOther).not.toHaveBeenCalled();
  });

  it("stops delivering after unsubscribe and counts listeners", async () => {
    const { bridge, send } = setup();
    const handler = vi.fn();
    const off = bridge.onEvent("file_opened", handler);
    const offAgain = bridge.onEvent("file_opened", handler);
    expect(bridge.listenerCount).toBe(2);
    off();
    off();
    expect(bridge.listenerCount).toBe(1);
    send(fixture("svc-event-host-to-app"));
    await flush();
    expect(handler).toHaveBeenCalledTimes(1);
    offAgain();
    expect(bridge.listenerCount).toBe(0);
    send(fixture("svc-event-host-to-app"));
    await flush();
    expect(handler).toHaveBeenCalledTimes(1);
  });
});

describe("pushed messages", () => {
  it.each([
    ["admin", "admin-message", "admin_env_changed", (m: Wire) => m.body.data],
    ["dsr", "dsr-message", "dsr_env_changed", (m: Wire) => m.body.data],
    ["ui", "ui-message", "ui_app_set_data", (m: Wire) => m.body.body],
    ["ui", "ui-message-bare", "ui_app_update_data", (m: Wire): unknown => m.body],
  ] as const)(
    "delivers a %s message (%s) to its handler and to '*' of its kind",
    async (kind, name, type, payloadOf) => {
      const { bridge, send } = setup();
      const golden = fixture(name);
      const onType = vi.fn();
      const onKind = vi.fn();
      const onOtherKind = vi.fn();
      bridge.onMessage(kind, type, onType);
      bridge.onMessage(kind, "*", onKind);
      bridge.onMessage(kind === "ui" ? "admin" : "ui", "*", onOtherKind);
      send(golden);
      await flush();
      expect(onType).toHaveBeenCalledExactlyOnceWith(payloadOf(golden), { kind, type });
      expect(onKind).toHaveBeenCalledOnce();
      expect(onOtherKind).not.toHaveBeenCalled();
    },
  );

  it("accepts the bare { type, body } envelope only for UI message types", async () => {
    const errors: unknown[] = [];
    const { bridge, send } = setup({
      logLevel: "debug",
      errorLogger: (e) => void errors.push(e),
      logger: quiet(),
    });
    const any = vi.fn();
    for (const kind of ["ui", "admin", "dsr"] as const) bridge.onMessage(kind, "*", any);
    bridge.onEvent("*", any);
    send({ type: "admin_env_changed", body: { mode: "WEB" } });
    send({ type: "file_opened", body: {} });
    send({ type: "ui_canvas_updated", body: { canvas: { id: "c" } } });
    await flush();
    expect(any).toHaveBeenCalledExactlyOnceWith(
      { canvas: { id: "c" } },
      { kind: "ui", type: "ui_canvas_updated" },
    );
    expect(errors).toHaveLength(2);
  });
});

describe("inbound guard", () => {
  it("drops what is not a host -> app envelope and reports it only at logLevel debug", async () => {
    const junk = [
      null,
      "SVC_RESPONSE",
      [],
      { type: "SVC_REQUEST", request: { id: "x", type: "ui_open" } },
      { type: "ADMIN_REQUEST", id: "x", body: { type: "admin_get_env" } },
      { type: "SVC_EVENT", request: { id: 1, type: "file_opened" } },
      { type: "SVC_EVENT", request: { type: "file_opened" } },
      { type: "UI_MESSAGE", id: "m", body: { body: {} } },
      { type: "toString", id: "m", body: { type: "x" } },
      { type: "__proto__", id: "m", body: { type: "x" } },
    ];
    for (const logLevel of ["off", "info", "debug"] as const) {
      const errors: unknown[] = [];
      const { bridge, send } = setup({
        logLevel,
        errorLogger: (e) => void errors.push(e),
        logger: quiet(),
      });
      const any = vi.fn();
      bridge.onEvent("*", any);
      for (const kind of ["ui", "admin", "dsr"] as const) bridge.onMessage(kind, "*", any);
      for (const message of junk) send(message as object);
      await flush();
      expect(any).not.toHaveBeenCalled();
      expect(errors).toHaveLength(logLevel === "debug" ? junk.length : 0);
      if (logLevel === "debug")
        expect(errors.every((e) => isHostBridgeError(e, "INVALID_PAYLOAD"))).toBe(true);
    }
  });

  it("drops a response whose id matches no in-flight request, and one whose echoed type differs", async () => {
    const errors: unknown[] = [];
    const { bridge, next, send } = setup({
      logLevel: "debug",
      errorLogger: (e) => void errors.push(e),
      logger: quiet(),
    });
    const pending = bridge.request("ui_app_loaded");
    const sent = await next();
    send({
      type: "SVC_RESPONSE",
      request: { id: "someone-else", type: "ui_app_loaded" },
      response: { status: "ok" },
    });
    send({
      type: "SVC_RESPONSE",
      request: { id: sent.request.id, type: "ui_open" },
      response: { status: "ok" },
    });
    await flush();
    expect(bridge.pendingCount).toBe(1);
    expect(errors.map((e) => (e as HostBridgeError).code)).toEqual([
      "INVALID_PAYLOAD",
      "INVALID_PAYLOAD",
    ]);
    send(svcResponse(sent, "ok", { done: true }));
    await expect(pending).resolves.toMatchObject({ response: { body: { done: true } } });
  });

  it("fails a request whose response has a status other than ok or error, with the host's answer (never hangs)", async () => {
    const { bridge, next, send } = setup({ errorLogger: () => {} });
    const pending = bridge.request("ui_app_loaded");
    const sent = await next();
    const answer = { type: "SVC_RESPONSE", request: sent.request, response: { status: "maybe" } };
    send(answer);
    await expect(pending).rejects.toMatchObject({
      code: "HOST_ERROR",
      requestType: "ui_app_loaded",
      response: answer,
    });
    expect(bridge.pendingCount).toBe(0);
  });

  it("settles a request only once: a duplicate response is dropped", async () => {
    const errors: unknown[] = [];
    const { bridge, next, send } = setup({
      logLevel: "debug",
      errorLogger: (e) => void errors.push(e),
      logger: quiet(),
    });
    const pending = bridge.request("ui_app_loaded");
    const sent = await next();
    send(svcResponse(sent, "ok", { n: 1 }));
    send(svcResponse(sent, "error", { n: 2 }));
    await expect(pending).resolves.toMatchObject({ response: { body: { n: 1 } } });
    await flush();
    expect(errors).toHaveLength(1);
  });
});

describe("app handlers", () => {
  it("reports a throwing handler to errorLogger and still calls the others and keeps working", async () => {
    const errors: unknown[] = [];
    const { bridge, send, next } = setup({ errorLogger: (e) => void errors.push(e) });
    const boom = new Error("handler bug");
    const after = vi.fn();
    bridge.onEvent("file_opened", () => {
      throw boom;
    });
    bridge.onEvent("file_opened", after);
    send(fixture("svc-event-host-to-app"));
    await flush();
    expect(errors).toEqual([boom]);
    expect(after).toHaveBeenCalledOnce();
    const pending = bridge.request("ui_app_loaded");
    send(svcResponse(await next(), "ok"));
    await expect(pending).resolves.toBeDefined();
  });

  it("reports a rejecting async handler", async () => {
    const errors: unknown[] = [];
    const { bridge, send } = setup({ errorLogger: (e) => void errors.push(e) });
    const boom = new Error("async handler bug");
    bridge.onMessage("ui", "*", async () => {
      await Promise.resolve();
      throw boom;
    });
    send(fixture("ui-message"));
    await flush();
    expect(errors).toEqual([boom]);
  });

  it("survives an errorLogger that throws", async () => {
    const { bridge, send } = setup({
      errorLogger: () => {
        throw new Error("logger bug");
      },
    });
    const second = vi.fn();
    bridge.onEvent("file_opened", () => {
      throw new Error("handler bug");
    });
    bridge.onEvent("file_opened", second);
    send(fixture("svc-event-host-to-app"));
    await flush();
    expect(second).toHaveBeenCalledOnce();
  });

  it("does not call a handler another one unsubscribed during the same dispatch", async () => {
    const { bridge, send } = setup();
    const calls: string[] = [];
    let offB = () => {};
    bridge.onEvent("file_opened", () => {
      calls.push("a");
      offB();
    });
    offB = bridge.onEvent("file_opened", () => calls.push("b"));
    send(fixture("svc-event-host-to-app"));
    send(fixture("svc-event-host-to-app"));
    await flush();
    expect(calls).toEqual(["a", "a"]);
  });
});

function quiet() {
  return { info: () => undefined, debug: () => undefined, warn: () => undefined };
}
