import { IOS_ONLY_CRM_METHOD_TYPES, WEB_ONLY_CRM_METHOD_TYPES } from "@hostbridge/protocol-types";
import type { Mode } from "@hostbridge/protocol-types";
import { isHostBridgeError, useHostApi } from "@hostbridge/sdk";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createFakeHost, flush } from "../../ui-api/test/helpers/fakeHost";
import { HIGH_LEVEL_SAMPLES, SERVICE_ENV } from "./helpers/highLevelSamples";

const methodName = (type: string) => type.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
const call = (api: object, name: string, ...args: unknown[]) =>
  (api as Record<string, (...a: unknown[]) => Promise<unknown>>)[name]!(...args);

let dispose: (() => void) | undefined;
afterEach(() => dispose?.());

function setup(mode?: Mode) {
  const host = createFakeHost();
  const errorLogger = vi.fn();
  const api = useHostApi({ transport: host.transport, mode, errorLogger });
  dispose = api.dispose;
  return { host, api, errorLogger };
}

describe("platform rules", () => {
  it.each(WEB_ONLY_CRM_METHOD_TYPES.map((t) => [t]))(
    "rejects Web-only %s on a known iOS host without sending",
    async (type) => {
      const { host, api, errorLogger } = setup("IOS");
      const error = await call(api, methodName(type), HIGH_LEVEL_SAMPLES[type].request).catch(
        (e: unknown) => e,
      );
      expect(isHostBridgeError(error, "UNSUPPORTED_PLATFORM")).toBe(true);
      expect((error as Error).message).toMatch(/only available on a Web host.*runs on IOS/);
      expect(errorLogger).toHaveBeenCalledWith(error);
      await flush();
      expect(host.received).toEqual([]);
    },
  );

  it.each(IOS_ONLY_CRM_METHOD_TYPES.map((t) => [t]))(
    "rejects iOS-only %s on a known Web host without sending",
    async (type) => {
      const { host, api } = setup("WEB");
      const error = await call(api, methodName(type), HIGH_LEVEL_SAMPLES[type].request).catch(
        (e: unknown) => e,
      );
      expect(isHostBridgeError(error, "UNSUPPORTED_PLATFORM")).toBe(true);
      expect((error as Error).message).toMatch(/only available on an iOS host.*runs on WEB/);
      await flush();
      expect(host.received).toEqual([]);
    },
  );

  it("sends platform-specific calls when the mode is unknown, and crm_query everywhere", async () => {
    const { host, api } = setup();
    const results = [
      api.crmUpsert(HIGH_LEVEL_SAMPLES.crm_upsert.request),
      api.crmSmartObjectLayout({ object: "Account" }),
    ];
    await flush();
    expect(host.received.map((m: { request: { type: string } }) => m.request.type)).toEqual([
      "crm_upsert",
      "crm_smart_object_layout",
    ]);
    api.dispose();
    await Promise.allSettled(results);
    for (const mode of ["IOS", "WEB"] as const) {
      const next = setup(mode);
      const pending = next.api.crmQuery({ query: "SELECT Id FROM Account" });
      next.host.reply(await next.host.next(), { records: [] });
      await expect(pending).resolves.toEqual({ records: [] });
    }
  });

  it("learns the mode from a fetched env", async () => {
    const { host, api } = setup();
    expect(api.mode).toBeUndefined();
    const env = api.getEnv();
    host.reply(await host.next(), { ...SERVICE_ENV, mode: "IOS" });
    await env;
    expect(api.mode).toBe("IOS");
    await expect(api.crmCreate(HIGH_LEVEL_SAMPLES.crm_create.request)).rejects.toMatchObject({
      code: "UNSUPPORTED_PLATFORM",
    });
  });

  it("prefers the mode option over a fetched env", async () => {
    const { host, api } = setup("WEB");
    const env = api.getEnv();
    host.reply(await host.next(), { ...SERVICE_ENV, mode: "IOS" });
    await env;
    expect(api.mode).toBe("WEB");
  });

  it("leaves Android and Windows hosts to decide", async () => {
    for (const mode of ["ANDROID", "WINDOWS"] as const) {
      const { host, api } = setup(mode);
      void api.crmDescribe({ sobject: "Account" }).catch(() => undefined);
      void api.crmSmartObjectMetadata({ object: "Account" }).catch(() => undefined);
      await flush();
      expect(host.received).toHaveLength(2);
    }
  });
});

describe("upsert checks", () => {
  it("rejects a Web upsert without external_id_field before sending", async () => {
    const { host, api } = setup("WEB");
    for (const external_id_field of [undefined, ""]) {
      const payload = {
        sobject: "Account",
        records: [{ Name: "Acme" }],
        external_id_field,
      } as never;
      const error = await api.crmUpsert(payload).catch((e: unknown) => e);
      expect(isHostBridgeError(error, "INVALID_PAYLOAD")).toBe(true);
      expect((error as Error).message).toMatch(/external_id_field.*duplicate/);
    }
    await flush();
    expect(host.received).toEqual([]);
  });

  it("accepts the camelCase externalIdField with casing: camel and sends it snake_cased", async () => {
    const host = createFakeHost();
    const api = useHostApi({ transport: host.transport, casing: "camel" });
    dispose = api.dispose;
    void api
      .crmUpsert({
        sobject: "Account",
        externalIdField: "External_Id__c",
        records: [{ External_Id__c: "A" }],
      })
      .catch(() => undefined);
    expect((await host.next()).request.body).toEqual({
      sobject: "Account",
      external_id_field: "External_Id__c",
      records: [{ External_Id__c: "A" }],
    });
  });

  it("rejects an iOS upsert object with no Id/id and no external_id_path value, naming it", async () => {
    const { host, api } = setup("IOS");
    const error = await api
      .crmSmartUpsertObjects({
        objects: [
          { table_name: "Account", objects: [{ Id: "001A" }] },
          {
            table_name: "Contact",
            external_id_path: "Ext__c",
            objects: [{ Ext__c: "E-1" }, { LastName: "Doe" }],
          },
        ],
      })
      .catch((e: unknown) => e);
    expect(isHostBridgeError(error, "INVALID_PAYLOAD")).toBe(true);
    expect((error as Error).message).toContain('objects[1].objects[1] (table "Contact")');
    expect((error as Error).message).toMatch(/does not generate identifiers/);
    await expect(
      api.crmSmartUpsertObjects({ objects: [{ table_name: "Task", objects: [{ Subject: "x" }] }] }),
    ).rejects.toMatchObject({
      code: "INVALID_PAYLOAD",
      message: expect.stringMatching(/has no external_id_path/),
    });
    await flush();
    expect(host.received).toEqual([]);
  });

  it("sends iOS upserts whose objects carry Id, id or a value at external_id_path (nested paths too)", async () => {
    const { host, api } = setup("IOS");
    const payload = {
      objects: [
        { table_name: "Account", objects: [{ Id: "001A" }, { id: "001B" }] },
        { table_name: "Contact", external_id_path: "ext.key", objects: [{ ext: { key: "K-1" } }] },
        { table_name: "Lead", external_id_path: "Ext__c", objects: [{ Ext__c: "L-1" }] },
      ],
    };
    const pending = api.crmSmartUpsertObjects(payload);
    const envelope = await host.next();
    expect(envelope.request.body).toEqual(payload);
    host.reply(envelope, { success: true });
    await expect(pending).resolves.toEqual({ success: true });
  });
});
