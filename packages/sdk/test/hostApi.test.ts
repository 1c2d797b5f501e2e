import { EVENT_KEYS, HIGH_LEVEL_API_METHOD_TYPES } from "@hostbridge/protocol-types";
import { HostError, useHostApi } from "@hostbridge/sdk";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createFakeHost, fixture, flush, skeleton, UUID } from "../../ui-api/test/helpers/fakeHost";
import { HIGH_LEVEL_SAMPLES, SERVICE_ENV } from "./helpers/highLevelSamples";

const methodName = (type: string) => type.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
const call = (api: object, name: string, ...args: unknown[]) =>
  (api as Record<string, (...a: unknown[]) => Promise<unknown>>)[name]!(...args);

let dispose: (() => void) | undefined;
afterEach(() => dispose?.());

function setup() {
  const host = createFakeHost();
  const api = useHostApi({ transport: host.transport });
  dispose = api.dispose;
  return { host, api };
}

describe("useHostApi() high-level operations", () => {
  it("has a helper per high-level operation, named with the identifiers of docs/architecture.md in camelCase", () => {
    const { api } = setup();
    const expected = [
      "getEnv",
      "open",
      "openExternalUrl",
      "notify",
      "query",
      "share",
      "showPeerSession",
      "showSyncbox",
      "submitUserFeedback",
      "getFolders",
      "getRecentFiles",
      "crmQuery",
      "crmCreate",
      "crmDescribe",
      "crmLayout",
      "crmUpsert",
      "crmSmartUpsertObjects",
      "crmSmartDeleteObjects",
      "crmSmartObjectValidationRules",
      "crmSmartObjectMetadata",
      "crmSmartObjectLayout",
    ];
    // the spec's 21 first, then the platform's 59 more (see parity.test.ts)
    expect(HIGH_LEVEL_API_METHOD_TYPES.slice(0, 21).map(methodName)).toEqual(expected);
    expect(HIGH_LEVEL_API_METHOD_TYPES).toHaveLength(80);
    for (const name of HIGH_LEVEL_API_METHOD_TYPES.map(methodName))
      expect(typeof (api as unknown as Record<string, unknown>)[name]).toBe("function");
    expect(api.location).toBe("impact");
  });

  it.each(HIGH_LEVEL_API_METHOD_TYPES.map((type) => [type]))(
    "%s: sends the SVC_REQUEST envelope of docs/protocol.md and resolves the response body",
    async (type) => {
      const { host, api } = setup();
      const { request, response } = HIGH_LEVEL_SAMPLES[type];
      const pending = call(api, methodName(type), request);
      const envelope = await host.next();
      expect(envelope).toEqual({
        type: "SVC_REQUEST",
        request:
          request === undefined
            ? { id: expect.stringMatching(UUID), type }
            : { id: expect.stringMatching(UUID), type, body: request },
      });
      const golden = fixture("svc-request");
      golden.request.type = type;
      if (request === undefined) delete golden.request.body;
      expect(skeleton(envelope)).toEqual(skeleton(golden));
      host.reply(envelope, response);
      await expect(pending).resolves.toEqual(response);
    },
  );

  it("request(type, payload) is the typed form of the helpers", async () => {
    const { host, api } = setup();
    const pending = api.request("notify", { content: "hi" });
    const envelope = await host.next();
    expect(envelope.request).toMatchObject({ type: "notify", body: { content: "hi" } });
    host.reply(envelope);
    await expect(pending).resolves.toBeUndefined();
  });

  it("rejects with a HostError when the host answers status error", async () => {
    const { host, api } = setup();
    const pending = api.query({ query: "bad" });
    host.fail(await host.next(), { message: "syntax error", code: "QUERY_FAILED" });
    const error = await pending.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HostError);
    expect(error).toMatchObject({ requestType: "query", body: { message: "syntax error" } });
  });

  it("exposes the spec's low-level API on API", async () => {
    const { host, api } = setup();
    const callback = vi.fn();
    const pending = api.API.request("get_env", undefined, callback);
    const envelope = await host.next();
    host.reply(envelope, SERVICE_ENV);
    const response = await pending;
    expect(response).toMatchObject({
      type: "SVC_RESPONSE",
      response: { status: "ok", body: SERVICE_ENV },
    });
    expect(callback).toHaveBeenCalledWith(response);
    const events = vi.fn();
    api.API.on("event", events);
    host.send(fixture("svc-event-host-to-app"));
    await flush();
    expect(events).toHaveBeenCalledWith({
      type: "file_opened",
      body: { file_id: "file-3f2a9c", view_id: "view-main" },
    });
    api.API.off("event", events);
    api.API.emit("event", { type: "canvas_closed", body: { body: { canvas_id: "c1" } } });
    expect((await host.next()).request).toMatchObject({
      type: "canvas_closed",
      body: { body: { canvas_id: "c1" } },
    });
  });
});

describe("useHostApi() events", () => {
  it("emits an SVC_EVENT shaped like the golden fixture", async () => {
    const { host, api } = setup();
    const golden = fixture("svc-event-app-to-host");
    api.emit("peer_connectivity_event", golden.request.body);
    api.emit("submit_postcall_clicked");
    const sent = await host.next();
    expect(sent).toEqual({
      type: "SVC_EVENT",
      request: {
        id: expect.stringMatching(UUID),
        type: "peer_connectivity_event",
        body: golden.request.body,
      },
    });
    expect(skeleton(sent)).toEqual(skeleton(golden));
    expect(await host.next()).toEqual({
      type: "SVC_EVENT",
      request: { id: expect.stringMatching(UUID), type: "submit_postcall_clicked" },
    });
  });

  it.each(EVENT_KEYS.map((key) => [key]))("delivers %s events to on() until off()", async (key) => {
    const { host, api } = setup();
    const handler = vi.fn();
    const other = vi.fn();
    api.on(key, handler);
    api.on(key === "env_changed" ? "route_changed" : "env_changed", other);
    const body = key === "env_changed" ? SERVICE_ENV : { marker: key };
    host.emit(key, body);
    await flush();
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler.mock.calls[0]![0]).toEqual(body);
    expect(other).not.toHaveBeenCalled();
    api.off(key, handler);
    host.emit(key, body);
    await flush();
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it("stops a handler through the function on() returns, and off() removes every subscription of that handler", async () => {
    const { host, api } = setup();
    const handler = vi.fn();
    const stop = api.on("file_opened", handler);
    api.on("file_closed", handler);
    api.on("file_closed", handler);
    stop();
    host.emit("file_opened", { file_id: "f" });
    host.emit("file_closed", { file_id: "f" });
    await flush();
    expect(handler).toHaveBeenCalledTimes(2);
    api.off("file_closed", handler);
    expect(api.bridge.listenerCount).toBe(0);
  });

  it("converts event keys with casing: camel", async () => {
    const host = createFakeHost();
    const api = useHostApi({ transport: host.transport, casing: "camel" });
    dispose = api.dispose;
    const handler = vi.fn();
    api.on("item_sharebox_add_completed", handler);
    host.emit("item_sharebox_add_completed", {
      is_in_sharebox: true,
      item_id: "i1",
      success: true,
    });
    await flush();
    expect(handler.mock.calls[0]![0]).toEqual({ isInSharebox: true, itemId: "i1", success: true });
    api.emit("route_changed", { body: { routeName: "home", routePath: "/" } });
    expect((await host.next()).request.body).toEqual({
      body: { route_name: "home", route_path: "/" },
    });
  });
});
