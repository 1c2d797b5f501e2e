import { ADMIN_API_METHOD_TYPES } from "@hostbridge/protocol-types";
import { useAdmin } from "@hostbridge/admin-api";
import { ERROR_CODES, HostError, isHostBridgeError } from "@hostbridge/transport";
import { afterEach, describe, expect, it } from "vitest";
import { createFakeHost, fixture, skeleton, UUID } from "../../ui-api/test/helpers/fakeHost";
import { ADMIN_SAMPLES } from "./helpers/adminSamples";

const methodName = (type: string) =>
  type.slice(6).replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
const call = (api: object, name: string, ...args: unknown[]) =>
  (api as Record<string, (...a: unknown[]) => Promise<unknown>>)[name]!(...args);

let dispose: (() => void) | undefined;
afterEach(() => dispose?.());

function setup() {
  const host = createFakeHost();
  const admin = useAdmin({ transport: host.transport });
  dispose = admin.dispose;
  return { host, admin };
}

describe("useAdmin() operations", () => {
  it("has exactly one method per admin operation, named in camelCase without the admin_ prefix", () => {
    const { admin } = setup();
    expect(ADMIN_API_METHOD_TYPES).toHaveLength(20);
    const methods = Object.keys(admin).filter(
      (k) => typeof (admin as unknown as Record<string, unknown>)[k] === "function",
    );
    expect(methods.sort()).toEqual(
      [...ADMIN_API_METHOD_TYPES.map(methodName), "dispose", "on", "onEnvChanged"].sort(),
    );
    expect(typeof admin.getFiles).toBe("function");
    expect(typeof admin.getInstanceMetadataTemplates).toBe("function");
    expect(admin.location).toBe("admin");
  });

  it.each(ADMIN_API_METHOD_TYPES.map((type) => [type]))(
    "%s: sends the ADMIN_REQUEST envelope of docs/protocol.md and resolves the response body",
    async (type) => {
      const { host, admin } = setup();
      const { request, response } = ADMIN_SAMPLES[type];
      const pending = call(admin, methodName(type), request);
      const envelope = await host.next();
      expect(envelope).toEqual({
        id: expect.stringMatching(UUID),
        type: "ADMIN_REQUEST",
        body: { type, data: request },
      });
      const golden = fixture("admin-request");
      golden.body.type = type;
      if (request === undefined) golden.body.data = undefined;
      expect(skeleton(envelope)).toEqual(skeleton(golden));
      host.reply(envelope, response);
      await expect(pending).resolves.toEqual(response ?? null);
    },
  );

  it("sends the golden admin request and resolves the golden response body", async () => {
    const { host, admin } = setup();
    const request = fixture("admin-request");
    const pending = admin.getFiles(request.body.data);
    const envelope = await host.next();
    expect(envelope.body).toEqual(request.body);
    const response = fixture("admin-response");
    host.send({ ...response, id: envelope.id });
    await expect(pending).resolves.toEqual(response.body);
  });

  it("rejects with a HostError carrying the error extension (golden fixture)", async () => {
    const { host, admin } = setup();
    const pending = admin.getCanvas({ id: "canvas-missing" });
    const envelope = await host.next();
    const golden = fixture("admin-response-error");
    host.send({ ...golden, id: envelope.id });
    const error = await pending.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HostError);
    expect(error).toMatchObject({
      code: "HOST_ERROR",
      requestType: "admin_get_canvas",
      hostError: golden.error,
    });
  });

  it("honours per-call timeout and signal", async () => {
    const { host, admin } = setup();
    await expect(admin.getEnv(undefined, { timeout: 15 })).rejects.toMatchObject({
      code: ERROR_CODES.REQUEST_TIMEOUT,
    });
    const controller = new AbortController();
    const pending = admin.selectContent({}, { signal: controller.signal });
    await host.next();
    controller.abort();
    expect(isHostBridgeError(await pending.catch((e: unknown) => e), "REQUEST_ABORTED")).toBe(true);
    expect(admin.bridge.pendingCount).toBe(0);
  });

  it("converts keys both ways with casing: camel", async () => {
    const host = createFakeHost();
    const admin = useAdmin({ transport: host.transport, casing: "camel" });
    dispose = admin.dispose;
    const pending = admin.getFiles({ folderId: "folder-21", appMetadata: { some_key: 1 } });
    const envelope = await host.next();
    expect(envelope.body.data).toEqual({ folder_id: "folder-21", app_metadata: { some_key: 1 } });
    host.reply(envelope, { results: [{ thumbnail_url: "https://x" }] });
    await expect(pending).resolves.toEqual({ results: [{ thumbnailUrl: "https://x" }] });
  });
});
