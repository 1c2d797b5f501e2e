import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { HostError } from "@hostbridge/transport";
import {
  AdminResponseSchema,
  ServiceResponseSchema,
  UiUpdateCanvasRequestSchema,
  describeZodIssues,
} from "@hostbridge/protocol-types/schemas";
import { describe, expect, it, vi } from "vitest";
import { createHost, HostSimulatorError, isHostSimulatorError } from "../src/index";
import { link, linkPerTest, settle } from "./helpers/setup";
import type { Linked } from "./helpers/setup";

const golden = (name: string): Record<string, unknown> =>
  JSON.parse(
    readFileSync(
      fileURLToPath(
        new URL(`../../protocol-types/test/fixtures/envelopes/${name}.json`, import.meta.url),
      ),
      "utf8",
    ),
  ) as Record<string, unknown>;

const start = linkPerTest();

/** Sends a raw envelope from the app end and resolves the next response-like message. */
async function raw(l: Linked, envelope: object): Promise<Record<string, unknown>> {
  const before = l.received.length;
  l.appEnd.send(envelope);
  for (let i = 0; i < 50 && l.received.length === before; i += 1) await settle();
  return l.received[before] as Record<string, unknown>;
}

describe("payload validation", () => {
  it("answers min_selections: 1000 with INVALID_PAYLOAD naming the field and the rule", async () => {
    const l = start();
    const error = (await l.bridge
      .request("ui_select_content", { min_selections: 1000 })
      .catch((e: unknown) => e)) as HostError;
    expect(error).toBeInstanceOf(HostError);
    expect(error.body).toEqual({
      message:
        "ui_select_content was sent an invalid payload: min_selections: must be an integer from 0 to 999. Fix the payload and send the request again.",
      code: "INVALID_PAYLOAD",
      issues: ["min_selections: must be an integer from 0 to 999"],
    });
    expect(l.host.requests[0]).toMatchObject({
      status: "error",
      error: { code: "INVALID_PAYLOAD" },
    });
    expect(l.host.pending()).toEqual([]);
  });

  it("answers the golden http notify_url request exactly like the golden error response", async () => {
    const l = start();
    const expected = golden("svc-response-error");
    const request = { type: "SVC_REQUEST", request: expected.request };
    expect(await raw(l, request)).toEqual(expected);
  });

  it("answers an invalid admin payload with the error extension and a null body", async () => {
    const l = start({ location: "admin" });
    const response = await raw(l, {
      id: "admin-1",
      type: "ADMIN_REQUEST",
      body: { type: "admin_select_content", data: { content_type: "pages" } },
    });
    const check = AdminResponseSchema.safeParse(response);
    expect(check.success ? [] : describeZodIssues(check.error)).toEqual([]);
    expect(response).toEqual({
      id: "admin-1",
      type: "ADMIN_RESPONSE",
      body: null,
      error: {
        message: expect.stringContaining('content_type: must be one of "file", "slide", "content"'),
        code: "INVALID_PAYLOAD",
        details: { issues: ['content_type: must be one of "file", "slide", "content"'] },
      },
    });
  });

  it("answers a payload sent to a DSR operation that takes none with the rule", async () => {
    const l = start({ location: "dsr" });
    const error = (await l.bridge
      .requestDsr("dsr_get_env", { surprise: true })
      .catch((e: unknown) => e)) as HostError;
    expect(error.hostError).toMatchObject({
      code: "INVALID_PAYLOAD",
      message: expect.stringContaining("payload: must be left out"),
    });
  });

  it("hands handlers the payload with the schema's defaults filled in, and echoes the raw body", async () => {
    const seen: unknown[] = [];
    const l = start({
      handlers: {
        open_external_url: (payload, context) => void seen.push(payload, context.rawPayload),
      },
    });
    const envelope = await l.bridge.request("open_external_url", {
      url: "https://www.example.com",
    });
    expect(seen).toEqual([
      { url: "https://www.example.com", target: "_blank" },
      { url: "https://www.example.com" },
    ]);
    expect(envelope.request.body).toEqual({ url: "https://www.example.com" });
  });
});

describe("unknown and misrouted operations", () => {
  it("answers an unknown SVC operation with UNKNOWN_OPERATION", async () => {
    const l = start();
    await expect(l.bridge.request("ui_make_coffee")).rejects.toMatchObject({
      body: {
        code: "UNKNOWN_OPERATION",
        message: expect.stringContaining('unknown operation "ui_make_coffee"'),
      },
    });
    expect(l.host.requests[0]).toMatchObject({ env: "ui", known: false, status: "error" });
  });

  it("answers an unknown admin operation with the error extension", async () => {
    const l = start();
    await expect(l.bridge.requestAdmin("admin_make_coffee")).rejects.toMatchObject({
      hostError: { code: "UNKNOWN_OPERATION" },
    });
  });

  it("tells the app which envelope an admin operation needs when it comes as SVC_REQUEST", async () => {
    const l = start();
    await expect(l.bridge.request("admin_get_env")).rejects.toMatchObject({
      body: {
        code: "UNKNOWN_OPERATION",
        message: expect.stringContaining("send it in an ADMIN_REQUEST envelope"),
      },
    });
  });

  it("refuses another environment's operations with WRONG_LOCATION when strict", async () => {
    const l = start({ location: "ui", strictLocation: true });
    await expect(l.bridge.requestAdmin("admin_get_env")).rejects.toMatchObject({
      hostError: { code: "WRONG_LOCATION" },
    });
    await expect(l.bridge.request("get_env")).resolves.toMatchObject({
      response: { status: "ok" },
    });
  });

  it("answers every environment when not strict", async () => {
    const l = start({ location: "ui" });
    await expect(l.bridge.requestAdmin("admin_get_env")).resolves.toMatchObject({
      client_type: "admin",
    });
    await expect(l.bridge.requestDsr("dsr_get_env")).resolves.toMatchObject({ client_type: "dsr" });
  });
});

describe("custom handlers", () => {
  it("override the fixtures, sync or async, and see the request context", async () => {
    const contexts: unknown[] = [];
    const l = start({
      location: "admin",
      mode: "WINDOWS",
      handlers: {
        admin_get_app_config: () => ({ theme: "dark" }),
        ui_open_global_popup: async (payload, context) => {
          contexts.push({
            env: context.env,
            mode: context.mode,
            location: context.location,
            type: context.type,
            id: context.requestId,
          });
          await settle(5);
          return { success: payload.app_name === "calculator" };
        },
      },
    });
    await expect(l.bridge.requestAdmin("admin_get_app_config")).resolves.toEqual({ theme: "dark" });
    const envelope = await l.bridge.request("ui_open_global_popup", { app_name: "calculator" });
    expect(envelope.response.body).toEqual({ success: true });
    expect(contexts).toEqual([
      {
        env: "ui",
        mode: "WINDOWS",
        location: "admin",
        type: "ui_open_global_popup",
        id: envelope.request.id,
      },
    ]);
  });

  it("turn a thrown HostSimulatorError into that code, message and details", async () => {
    const l = start({
      handlers: {
        admin_get_canvas: (payload) => {
          throw new HostSimulatorError("NOT_FOUND", `no canvas "${String(payload.id)}"`, {
            details: { id: payload.id },
          });
        },
      },
    });
    await expect(l.bridge.requestAdmin("admin_get_canvas", { id: "c-404" })).rejects.toMatchObject({
      hostError: { message: 'no canvas "c-404"', code: "NOT_FOUND", details: { id: "c-404" } },
    });
  });

  it("send a plain thrown error with its message and no code (as the platform does), keeping a string code when it has one", async () => {
    const coded = Object.assign(new Error("quota exceeded"), { code: "QUOTA" });
    const l = start({
      handlers: {
        notify: () => {
          throw new Error("boom");
        },
        ui_toast: () => Promise.reject(coded),
      },
    });
    const plain = await l.bridge.request("notify", { content: "hi" }).then(
      () => undefined,
      (error: { body?: unknown }) => error.body,
    );
    expect(plain).toEqual({ message: "boom" });
    await expect(l.bridge.request("ui_toast", { text: "hi" })).rejects.toMatchObject({
      body: { message: "quota exceeded", code: "QUOTA" },
    });
  });

  it("answer INVALID_RESPONSE when they return a body that fails the response schema", async () => {
    const l = start({ handlers: { ui_print_canvas: () => ({ success: "yes" }) as never } });
    await expect(
      l.bridge.request("ui_print_canvas", { id: "canvas-sim-0001" }),
    ).rejects.toMatchObject({
      body: { code: "INVALID_RESPONSE", issues: ["success: must be a boolean, received a string"] },
    });
  });

  it("can wrap the default answer through fallback()", async () => {
    const l = start({
      handlers: {
        get_env: (_payload, context) => ({ ...context.fallback(), device_locale: "de-DE" }),
      },
    });
    const { response } = await l.bridge.request("get_env");
    expect(response.body).toMatchObject({
      device_locale: "de-DE",
      svc: { access_token: expect.stringMatching(/^fake-access-token-/) },
    });
  });

  it("answer interactive operations at once instead of leaving them pending", async () => {
    const l = start({ handlers: { ui_select_canvases: () => ({ user_action: "cancelled" }) } });
    await expect(l.bridge.request("ui_select_canvases", {})).resolves.toMatchObject({
      response: { body: { user_action: "cancelled" } },
    });
    expect(l.host.pending()).toEqual([]);
  });

  it("report a response that cannot cross the transport to the app and to onError", async () => {
    const onError = vi.fn();
    const l = start({ onError, handlers: { admin_get_app_config: () => ({ callback: () => 1 }) } });
    await expect(l.bridge.requestAdmin("admin_get_app_config")).rejects.toMatchObject({
      hostError: { code: "INVALID_RESPONSE" },
    });
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: "INVALID_RESPONSE" }));
  });
});

describe("default behaviour backed by fixtures", () => {
  it("answers a missing record with NOT_FOUND shaped like the golden admin error", async () => {
    const l = start();
    const response = await raw(l, {
      id: "a-404",
      type: "ADMIN_REQUEST",
      body: { type: "admin_get_canvas", data: { id: "canvas-missing" } },
    });
    const shape = golden("admin-response-error");
    expect(Object.keys(response).sort()).toEqual(Object.keys(shape).sort());
    expect(response).toMatchObject({
      body: null,
      error: { code: "NOT_FOUND", details: { id: "canvas-missing" } },
    });
  });

  it("answers the golden content-picker request with sharable pdf/pptx files", async () => {
    const l = start({ interactive: "auto" });
    const request = golden("svc-request");
    const response = (await raw(l, request)) as {
      response: { status: string; body: { content: Record<string, unknown>[] } };
    };
    expect(ServiceResponseSchema.safeParse(response).success).toBe(true);
    expect(response).toMatchObject({
      type: "SVC_RESPONSE",
      request: request.request,
      response: { status: "ok", body: { user_action: "selected" } },
    });
    const picked = response.response.body.content;
    expect(picked.length).toBeGreaterThanOrEqual(1);
    for (const item of picked) {
      expect(["pdf", "pptx"]).toContain(item.original_extension);
      expect(l.host.fixtures.files.find((f) => f.id === item.id)?.permissions).toMatchObject({
        can_share: true,
      });
    }
  });

  it("creates CRM records that later queries find, and upserts by external id", async () => {
    const l = start({ mode: "WEB" });
    const created = await l.bridge.request("crm_create", {
      sobject: "Account",
      records: [{ Name: "Harbor Clinic", BillingCity: "Ogdenville" }],
    });
    const id = (created.response.body as { results: { id: string }[] }).results[0]!.id;
    const found = await l.bridge.request("crm_query", {
      query: "SELECT Id, Name FROM Account WHERE BillingCity = 'Ogdenville'",
    });
    expect(found.response.body).toEqual({
      totalSize: 1,
      done: true,
      records: [{ Id: id, Name: "Harbor Clinic" }],
    });

    const upsert = await l.bridge.request("crm_upsert", {
      sobject: "Account",
      external_id_field: "External_Id__c",
      records: [
        { External_Id__c: "ACC-1001", Type: "Hospital" },
        { External_Id__c: "ACC-9999", Name: "New One" },
      ],
    });
    expect((upsert.response.body as { results: unknown[] }).results).toEqual([
      { id: "001SIM000000001AAA", success: true, created: false, errors: [] },
      { id: expect.any(String), success: true, created: true, errors: [] },
    ]);
    expect(l.host.fixtures.crm.Account!.find((a) => a.Id === "001SIM000000001AAA")?.Type).toBe(
      "Hospital",
    );
  });

  it("refuses an iOS upsert that would create a record without an explicit Id", async () => {
    const l = start({ mode: "IOS" });
    await expect(
      l.bridge.request("crm_smart_upsert_objects", {
        objects: [{ table_name: "Contact", objects: [{ LastName: "Nobody" }] }],
      }),
    ).rejects.toMatchObject({
      body: {
        code: "INVALID_PAYLOAD",
        message: expect.stringContaining("iOS hosts do not generate identifiers"),
        issues: ["objects[0].objects[0].Id: is required to create a record on iOS"],
      },
    });
    expect(l.host.fixtures.crm.Contact).toHaveLength(2);
  });

  it("explains an unparsable CRM query and an unknown object", async () => {
    const l = start();
    await expect(
      l.bridge.request("crm_query", { query: "DELETE FROM Account" }),
    ).rejects.toMatchObject({
      body: {
        code: "INVALID_QUERY",
        message: expect.stringContaining('found "DELETE" where SELECT was expected'),
      },
    });
    await expect(
      l.bridge.request("crm_query", { query: "SELECT Id FROM Opportunity" }),
    ).rejects.toMatchObject({
      body: {
        code: "INVALID_QUERY",
        message: expect.stringContaining('there is no object "Opportunity"'),
      },
    });
  });

  it("keeps canvases it creates and updates", async () => {
    const l = start();
    const created = await l.bridge.requestAdmin<{ id: string }>("admin_create_canvas", {
      name: "From the test",
    });
    expect(UiUpdateCanvasRequestSchema.safeParse(created).success).toBe(true);
    expect(created).toMatchObject({
      created_by: { id: "user-sim-0001" },
      thumbnail_url: null,
      sections: [],
    });
    await expect(
      l.bridge.requestAdmin("admin_get_canvas", { id: created.id }),
    ).resolves.toMatchObject({ name: "From the test", is_draft: true });
    await l.bridge.requestAdmin("admin_update_canvas", { id: created.id, name: "Renamed" });
    await expect(
      l.bridge.requestAdmin("admin_get_canvas", { id: created.id, fields: "id,name" }),
    ).resolves.toEqual({ id: created.id, name: "Renamed" });
  });

  it("answers a get_routes_request with an update_location event carrying the registered routes", async () => {
    const l = start();
    const events: unknown[] = [];
    l.bridge.onEvent("update_location", (body) => void events.push(body));
    await l.bridge.request("ui_update_location", {
      action: "register",
      child_app: "quotes",
      path: "/list",
      query: { page: 2 },
    });
    await l.bridge.request("ui_update_location", { action: "mounted", app: "quotes" });
    await l.bridge.request("ui_update_location", { action: "get_routes_request", app: "quotes" });
    await settle();
    expect(events).toEqual([
      {
        action: "get_routes_response",
        app: "quotes",
        routes: {
          quotes: {
            path: "/list",
            query: { page: 2 },
            is_inactive: false,
            is_mounted: true,
            is_restoring: false,
          },
        },
      },
    ]);
  });

  it("pushes ui_app_set_data after ui_embeddable_ready, unless told not to", async () => {
    for (const appSetDataOnReady of [true, false]) {
      const l = link({ appSetDataOnReady });
      const pushed: unknown[] = [];
      l.bridge.onMessage("ui", "ui_app_set_data", (payload) => void pushed.push(payload));
      await l.bridge.request("ui_embeddable_ready");
      await settle();
      expect(pushed).toHaveLength(appSetDataOnReady ? 1 : 0);
      if (appSetDataOnReady)
        expect(pushed[0]).toMatchObject({
          component_id: "component-sim-0001",
          canvas: { id: "canvas-sim-0001" },
        });
      l.dispose();
    }
  });

  it("reports the simulated mode, location and env overrides in get_env", async () => {
    const l = start({
      mode: "ANDROID",
      location: "impact",
      env: { device_locale: "fr-FR", svc: { user: { first_name: "Ada" } } },
    });
    const { response } = await l.bridge.request("get_env");
    expect(response.body).toMatchObject({
      mode: "ANDROID",
      client_type: "impact",
      device_locale: "fr-FR",
      svc: { user: { first_name: "Ada", last_name: "Reyes" } },
    });
    expect(l.host.mode).toBe("ANDROID");
  });

  it("waits `latency` milliseconds before answering", async () => {
    const l = start({ latency: 30 });
    await l.bridge.request("ui_app_loaded");
    expect(l.host.requests[0]!.latencyMs).toBeGreaterThanOrEqual(25);
  });
});

describe("pushing messages", () => {
  it("wraps UI messages on a Web host and sends the native types bare on iOS", async () => {
    for (const mode of ["WEB", "IOS"] as const) {
      const l = link({ mode });
      const payloads: unknown[] = [];
      l.bridge.onMessage("ui", "*", (payload) => void payloads.push(payload));
      const data = l.host.push("ui_app_update_data", { in_call: true, is_edit_mode: false });
      const canceled = l.host.push("ui_meeting_canceled", { eventId: "00USIM000000001AAA" });
      await settle();
      expect(data).toEqual(
        mode === "WEB"
          ? {
              id: expect.any(String),
              type: "UI_MESSAGE",
              body: { type: "ui_app_update_data", body: { in_call: true, is_edit_mode: false } },
            }
          : { type: "ui_app_update_data", body: { in_call: true, is_edit_mode: false } },
      );
      expect(canceled).toMatchObject({ type: "UI_MESSAGE" });
      expect(payloads).toEqual([
        { in_call: true, is_edit_mode: false },
        { eventId: "00USIM000000001AAA" },
      ]);
      l.dispose();
    }
  });

  it("follows the format option per host and per call", () => {
    const l = start({ uiMessageFormat: "bare" });
    expect(l.host.push("ui_canvas_updated")).toMatchObject({
      type: "ui_canvas_updated",
      body: { canvas: { id: "canvas-sim-0001" } },
    });
    expect(l.host.push("ui_canvas_updated", undefined, { format: "wrapped" })).toMatchObject({
      type: "UI_MESSAGE",
    });
  });

  it("pushes admin and DSR env messages from the fixtures", async () => {
    const l = start();
    const admin: unknown[] = [];
    const dsr: unknown[] = [];
    l.bridge.onMessage("admin", "admin_env_changed", (p) => void admin.push(p));
    l.bridge.onMessage("dsr", "dsr_env_changed", (p) => void dsr.push(p));
    expect(l.host.push("admin_env_changed")).toMatchObject({
      type: "ADMIN_MESSAGE",
      body: { type: "admin_env_changed", data: { client_type: "admin" } },
    });
    l.host.push("dsr_env_changed");
    await settle();
    expect(admin).toHaveLength(1);
    expect(dsr).toEqual([
      {
        client_type: "dsr",
        mode: "WEB",
        launch_darkly: expect.any(Object),
        svc: { access_token: expect.stringMatching(/^fake-/) },
        state: expect.any(Object),
      },
    ]);
  });

  it("refuses an invalid payload, naming the field, unless validation is skipped", () => {
    const l = start();
    let error: unknown;
    try {
      l.host.push("ui_section_list_updated", {
        canvas: null,
        section_list_component_id: "c1",
        section_list_ids: "s1",
      } as never);
    } catch (e) {
      error = e;
    }
    expect(isHostSimulatorError(error, "INVALID_OUTGOING_PAYLOAD")).toBe(true);
    expect((error as Error).message).toContain("section_list_ids: must be an array");
    expect(
      l.host.push("ui_section_list_updated", { section_list_ids: "s1" } as never, {
        skipValidation: true,
      }),
    ).toMatchObject({ type: "UI_MESSAGE" });
  });

  it("refuses a type the protocol does not have", () => {
    const l = start();
    expect(() => l.host.push("ui_nonsense" as never)).toThrow(
      expect.objectContaining({ code: "UNKNOWN_MESSAGE_TYPE" }),
    );
  });
});

describe("firing events", () => {
  it("delivers a valid event to the app's handlers", async () => {
    const l = start();
    const bodies: unknown[] = [];
    l.bridge.onEvent("file_opened", (body) => void bodies.push(body));
    const envelope = l.host.emit("file_opened", { file_id: "file-sim-0001" });
    await settle();
    expect(envelope).toEqual({
      type: "SVC_EVENT",
      request: { id: expect.any(String), type: "file_opened", body: { file_id: "file-sim-0001" } },
    });
    expect(bodies).toEqual([{ file_id: "file-sim-0001" }]);
  });

  it("refuses an invalid body and an unknown key", () => {
    const l = start();
    expect(() => l.host.emit("canvas_closed", { canvas_id: "c1" } as never)).toThrow(
      /invalid canvas_closed event: body: is required \(expected an object\)/,
    );
    expect(() => l.host.emit("no_such_event" as never)).toThrow(
      expect.objectContaining({ code: "UNKNOWN_MESSAGE_TYPE" }),
    );
  });

  it("refuses platform-only events on the wrong platform", () => {
    const web = createHostPair("WEB");
    expect(() => web.emit("network_connection_lost")).toThrow(
      expect.objectContaining({ code: "UNSUPPORTED_PLATFORM" }),
    );
    expect(web.emit("entered_fullscreen")).toMatchObject({ type: "SVC_EVENT" });
    web.dispose();
    const ios = createHostPair("IOS");
    expect(ios.emit("sync_badge_value_reported", { count: 3 })).toMatchObject({
      request: { body: { count: 3 } },
    });
    expect(() => ios.emit("exited_fullscreen")).toThrow(/only Web hosts fire it/);
    ios.dispose();
  });
});

function createHostPair(mode: "WEB" | "IOS") {
  const l = link({ mode });
  return { emit: l.host.emit.bind(l.host), dispose: l.dispose };
}

describe("updateEnv", () => {
  it("fires env_changed in the ui location and changes later get_env answers", async () => {
    const l = start();
    const changes: unknown[] = [];
    l.bridge.onEvent("env_changed", (env) => void changes.push(env));
    l.host.updateEnv({ device_locale: "ja-JP" });
    await settle();
    expect(changes).toEqual([expect.objectContaining({ device_locale: "ja-JP" })]);
    await expect(l.bridge.request("get_env")).resolves.toMatchObject({
      response: { body: { device_locale: "ja-JP" } },
    });
  });

  it("pushes admin_env_changed or dsr_env_changed in those locations, and nothing with notify: false", async () => {
    for (const location of ["admin", "dsr"] as const) {
      const l = link({ location });
      const seen: unknown[] = [];
      l.bridge.onMessage(location, "*", (p) => void seen.push(p));
      l.host.updateEnv({ mode: "IOS" });
      l.host.updateEnv({ mode: "WEB" }, { notify: false });
      await settle();
      expect(seen).toEqual([expect.objectContaining({ mode: "IOS", client_type: location })]);
      l.dispose();
    }
  });
});

describe("malformed input and lifecycle", () => {
  it("drops values that are not app envelopes without replying, and keeps answering", async () => {
    const l = start();
    for (const value of [
      null,
      5,
      "SVC_REQUEST",
      [],
      { type: "SVC_REQUEST" },
      { type: "ADMIN_REQUEST", id: "x" },
      { type: "SVC_RESPONSE", request: { id: "r", type: "get_env" }, response: { status: "ok" } },
    ]) {
      l.appEnd.send(value as object);
    }
    await settle(10);
    expect(l.received).toEqual([]);
    expect(l.host.traffic.filter((t) => t.kind === "dropped")).toHaveLength(7);
    expect(l.host.traffic.find((t) => t.kind === "dropped" && t.envelope === null)).toMatchObject({
      reason: "not an envelope object (got null)",
    });
    await expect(l.bridge.request("ui_app_loaded")).resolves.toMatchObject({
      response: { status: "ok" },
    });
  });

  it("stops answering, rejects waits and refuses to send once disposed", async () => {
    const l = start();
    const waiting = l.host.waitForRequest("ui_toast", { timeout: 1000 });
    l.host.dispose();
    l.host.dispose();
    await expect(waiting).rejects.toMatchObject({ code: "HOST_DISPOSED" });
    expect(() => l.host.push("ui_canvas_updated")).toThrow(
      expect.objectContaining({ code: "HOST_DISPOSED" }),
    );
    await expect(
      l.bridge.request("ui_app_loaded", undefined, { timeout: 50 }),
    ).rejects.toMatchObject({ code: "REQUEST_TIMEOUT" });
    expect(l.host.disposed).toBe(true);
  });

  it("needs a transport or an iframe with appOrigin", () => {
    expect(() => createHost({})).toThrow(expect.objectContaining({ code: "INVALID_OPTIONS" }));
    expect(() => createHost({ iframe: { contentWindow: null } as HTMLIFrameElement })).toThrow(
      /needs `appOrigin`/,
    );
  });
});
