// The host simulator reads what the platform's existing client sends (docs/protocol.md "Casing on
// the platform wire"): snake_cased high-level bodies, and `{ app_name }` to the app config operations
// (read as the schema has it), while the schemas still refuse what no client sends.
import type { HostError } from "@hostbridge/transport";
import { describe, expect, it } from "vitest";
import { linkPerTest } from "./helpers/setup";

const start = linkPerTest();

/** The error a refused request carries: the SVC error body, or the admin/DSR `error`. */
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => (error as HostError).hostError ?? (error as HostError).body,
  );

describe("high-level bodies as the existing client sends them", () => {
  it("hands the handler the spec's keys for a snake_cased open (file_id -> fileId)", async () => {
    const seen: unknown[] = [];
    const l = start({ handlers: { open: (payload) => void seen.push(payload) } });
    await l.bridge.request("open", { file_id: "f-1", page_index: 2, app_context: { keepMe: 1 } });
    expect(seen).toEqual([
      expect.objectContaining({ fileId: "f-1", pageIndex: 2, app_context: { keepMe: 1 } }),
    ]);
  });

  it("reads its folded filter keys back (created_at_range -> created_at__range)", async () => {
    const l = start();
    const range = "2026-01-01,2026-02-01";
    await expect(
      l.bridge.request("get_files", { created_at_range: range, id__in: "1,2" }),
    ).resolves.toMatchObject({ response: { status: "ok" } });
    // (read as the spec's key: the refusal of a bad value names it so)
    const error = await refusal(l.bridge.request("get_files", { created_at_range: 7 }));
    expect(error).toMatchObject({
      code: "INVALID_PAYLOAD",
      message: expect.stringContaining("created_at__range"),
    });
  });

  it("still takes the spec's own keys, unchanged", async () => {
    const seen: unknown[] = [];
    const l = start({ handlers: { open: (payload) => void seen.push(payload) } });
    await l.bridge.request("open", { fileId: "f-2" });
    expect(seen).toEqual([expect.objectContaining({ fileId: "f-2" })]);
  });

  it("still refuses a bad value under a snake_cased key, naming the spec's key", async () => {
    const l = start();
    const error = await refusal(l.bridge.request("open", { file_id: { not: "an id" } }));
    expect(error).toMatchObject({
      code: "INVALID_PAYLOAD",
      message: expect.stringContaining("fileId"),
    });
  });
});

describe("getAppConfig({ app_name }), as the existing client sends it", () => {
  it("answers dsr_get_app_config asked by the app's own name as with no payload", async () => {
    const l = start({ location: "dsr" });
    await expect(
      l.bridge.requestDsr("dsr_get_app_config", { app_name: "example-app" }),
    ).resolves.toEqual(await l.bridge.requestDsr("dsr_get_app_config"));
  });

  it("answers admin_get_app_config asked by the app's own name too", async () => {
    const l = start({ location: "admin" });
    await expect(
      l.bridge.requestAdmin("admin_get_app_config", { app_name: "example-app" }),
    ).resolves.toMatchObject({ app_name: "example-app", settings: expect.any(Object) });
  });

  it("refuses another app's name as not found, naming the fixture field to set", async () => {
    const l = start({ location: "admin" });
    const asked = { app_name: "price-list" };
    const notFound = {
      code: "NOT_FOUND",
      message: expect.stringContaining('set fixtures.appConfig.app_name to "price-list"'),
    };
    expect(await refusal(l.bridge.requestAdmin("admin_get_app_config", asked))).toMatchObject(
      notFound,
    );
    expect(await refusal(l.bridge.requestDsr("dsr_get_app_config", asked))).toMatchObject(notFound);
    expect(await refusal(l.bridge.request("get_app_config", asked))).toMatchObject(notFound);
  });

  it("answers that name once the fixture names the app so", async () => {
    const appConfig = { app_name: "price-list", settings: { currency: "EUR" } };
    const l = start({ location: "admin", fixtures: { appConfig } });
    await expect(
      l.bridge.requestAdmin("admin_get_app_config", { app_name: "price-list" }),
    ).resolves.toEqual(appConfig);
  });

  it("answers under the name of the app the host runs (the `app` option), and refuses the default's", async () => {
    const l = start({ location: "admin", app: { name: "field-visit-notes", version: "1.4.0" } });
    await expect(
      l.bridge.requestAdmin("admin_get_app_config", { app_name: "field-visit-notes" }),
    ).resolves.toMatchObject({ app_name: "field-visit-notes", version: "1.4.0" });
    expect(
      await refusal(l.bridge.requestAdmin("admin_get_app_config", { app_name: "example-app" })),
    ).toMatchObject({ code: "NOT_FOUND", message: expect.stringContaining("the `app` option") });
  });

  it("still refuses an app_name that is not a string, naming the field", async () => {
    const l = start({ location: "dsr" });
    expect(await refusal(l.bridge.requestDsr("dsr_get_app_config", { app_name: 7 }))).toMatchObject(
      { code: "INVALID_PAYLOAD", message: expect.stringContaining("app_name") },
    );
  });
});
