import { DSR_API_METHOD_TYPES } from "@hostbridge/protocol-types";
import type { DsrApiMap, DsrApiMethodType } from "@hostbridge/protocol-types";
import { useDsr } from "@hostbridge/dsr-api";
import { HostError, isHostBridgeError } from "@hostbridge/transport";
import { afterEach, describe, expect, it } from "vitest";
import { createFakeHost, fixture, skeleton, UUID } from "../../ui-api/test/helpers/fakeHost";

const SAMPLES: {
  [K in DsrApiMethodType]: { request: DsrApiMap[K]["request"]; response: DsrApiMap[K]["response"] };
} = {
  dsr_close: { request: undefined, response: undefined },
  dsr_embeddable_ready: { request: undefined, response: undefined },
  dsr_get_app_config: {
    request: { app_name: "room-notes" },
    response: { app_name: "room-notes", settings: { theme: "light" } },
  },
  dsr_get_env: {
    request: undefined,
    response: {
      mode: "IOS",
      client_type: "dsr",
      svc: { access_token: "fake-access-token-dsr-0001" },
    },
  },
  dsr_get_file: { request: { id: "file-3f2a9c" }, response: fixture("dsr-response").body },
};

const methodName = (type: string) =>
  type.slice(4).replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
const call = (api: object, name: string, ...args: unknown[]) =>
  (api as Record<string, (...a: unknown[]) => Promise<unknown>>)[name]!(...args);

let dispose: (() => void) | undefined;
afterEach(() => dispose?.());

function setup() {
  const host = createFakeHost();
  const dsr = useDsr({ transport: host.transport });
  dispose = dsr.dispose;
  return { host, dsr };
}

describe("useDsr() operations", () => {
  it("has exactly one method per DSR operation", () => {
    const { dsr } = setup();
    const methods = Object.keys(dsr).filter(
      (k) => typeof (dsr as unknown as Record<string, unknown>)[k] === "function",
    );
    expect(methods.sort()).toEqual([
      "close",
      "dispose",
      "embeddableReady",
      "getAppConfig",
      "getEnv",
      "getFile",
      "on",
      "onEnvChanged",
    ]);
    expect(dsr.location).toBe("dsr");
  });

  it.each(DSR_API_METHOD_TYPES.map((type) => [type]))(
    "%s: sends the DSR_REQUEST envelope of docs/protocol.md and resolves the response body",
    async (type) => {
      const { host, dsr } = setup();
      const { request, response } = SAMPLES[type];
      const pending = call(dsr, methodName(type), request);
      const envelope = await host.next();
      expect(envelope).toEqual({
        id: expect.stringMatching(UUID),
        type: "DSR_REQUEST",
        body: { type, data: request },
      });
      const golden = fixture("dsr-request");
      golden.body.type = type;
      expect(skeleton(envelope)).toEqual(skeleton(golden));
      host.reply(envelope, response);
      await expect(pending).resolves.toEqual(response ?? null);
    },
  );

  it("sends the golden DSR request and resolves the golden response", async () => {
    const { host, dsr } = setup();
    const pending = dsr.getFile(fixture("dsr-request").body.data);
    const envelope = await host.next();
    expect(envelope.body).toEqual(fixture("dsr-request").body);
    host.send({ ...fixture("dsr-response"), id: envelope.id });
    await expect(pending).resolves.toEqual(fixture("dsr-response").body);
  });

  it("rejects with a HostError carrying the error extension (golden fixture)", async () => {
    const { host, dsr } = setup();
    const pending = dsr.getFile({ id: "file-missing" });
    const envelope = await host.next();
    host.send({ ...fixture("dsr-response-error"), id: envelope.id });
    const error = await pending.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HostError);
    expect(error).toMatchObject({
      requestType: "dsr_get_file",
      hostError: fixture("dsr-response-error").error,
    });
  });

  it("does not settle a DSR request with an ADMIN_RESPONSE of the same id", async () => {
    const { host, dsr } = setup();
    const pending = dsr.getEnv(undefined, { timeout: 30 });
    const envelope = await host.next();
    host.send({ id: envelope.id, type: "ADMIN_RESPONSE", body: { mode: "WEB" } });
    expect(isHostBridgeError(await pending.catch((e: unknown) => e), "REQUEST_TIMEOUT")).toBe(true);
  });
});
