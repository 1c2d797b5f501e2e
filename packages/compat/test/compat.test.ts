import { createMockHost } from "@hostbridge/host-simulator";
import type { MockHost } from "@hostbridge/host-simulator";
import {
  COMPAT_NOTICE_EVENT,
  COMPAT_NOTICE_FLAG,
  compatNotices,
  configureCompat,
  useAdmin,
  useDsr,
  usePitcherApi,
  useUi,
} from "@hostbridge/compat";
import * as compat from "@hostbridge/compat";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetCompatNotices } from "../src/notices";

let mock: MockHost;
beforeEach(() => {
  resetCompatNotices();
  mock = createMockHost({ mode: "WEB" });
  configureCompat({ bridge: { transport: mock.transport }, notices: false });
});
afterEach(() => mock.dispose());

describe("the client's method names", () => {
  it("answers every camelCase method of useUi() to its snake_case alias too", () => {
    const ui = useUi() as unknown as Record<string, unknown>;
    for (const name of [
      "app_loaded",
      "app_resize",
      "select_content",
      "on_app_set_data",
      "ui_broadcast",
      "prompt_pia",
    ])
      expect(typeof ui[name], name).toBe("function");
    expect(typeof (useDsr() as unknown as Record<string, unknown>).embeddable_ready).toBe(
      "function",
    );
    expect(typeof (useAdmin() as unknown as Record<string, unknown>).get_env).toBe("function");
  });

  it("sends the same operation from an alias as from its camelCase method", async () => {
    const ui = useUi();
    await ui.app_resize({ height: 300 });
    await ui.appResize({ height: 400 });
    await vi.waitFor(() =>
      expect(mock.host.requests.filter((r) => r.type === "ui_app_resize")).toHaveLength(2),
    );
  });
});

describe("methods the client calls with no argument", () => {
  it("send what the client sends, whatever the app passes (an argument is dropped, as the client drops it)", async () => {
    const calls = (ui: Record<string, (payload?: unknown) => Promise<unknown>>) => [
      ui.appLoaded!({ stray: 1 }),
      ui.closeGlobalPopup!({ stray: 1 }),
      ui.cancelMeeting!({ stray: 1 }),
    ];
    await Promise.all(calls(useUi() as never));
    await useAdmin().getEnv(...([{ stray: 1 }] as unknown as []));
    await vi.waitFor(() => expect(mock.host.requests).toHaveLength(4));
    const sent = Object.fromEntries(mock.host.requests.map((r) => [r.type, r.payload]));
    expect(sent).toEqual({
      ui_app_loaded: {},
      ui_close_global_popup: {},
      ui_cancel_meeting: undefined,
      admin_get_env: undefined,
    });
  });
});

describe("the high-level API", () => {
  it("gives the environment's service block under pitcher", async () => {
    const env = await usePitcherApi().getEnv();
    expect(env.mode).toBe("WEB");
    expect(env.pitcher.user).toBeTypeOf("object");
  });

  it("rejects with the host's response body itself, and tells errorLogger as the client does", async () => {
    const errorLogger = vi.fn();
    const api = usePitcherApi({ errorLogger });
    const rejection = await api.getCanvas({ id: "nope" }).catch((error: unknown) => error);
    expect(rejection).not.toBeInstanceOf(Error);
    expect(rejection).toMatchObject({ code: "NOT_FOUND" });
    expect(errorLogger).toHaveBeenCalledWith(
      expect.objectContaining({ message: "Pitcher JS API call failure: get_canvas" }),
    );
  });

  it("converts answers to camelCase keys with casing camel", async () => {
    const env = (await usePitcherApi({ casing: "camel" }).getEnv()) as unknown as Record<
      string,
      unknown
    >;
    expect(Object.keys(env).some((key) => key.includes("_"))).toBe(false);
  });

  it("delivers API.emit to the app's own on() handlers and not to the host", async () => {
    const api = usePitcherApi();
    const heard: unknown[] = [];
    api.on("canvas_updated", (body) => heard.push(body));
    api.API.emit("event", { type: "canvas_updated", body: { id: 1 } });
    expect(heard).toEqual([{ id: 1 }]);
  });

  it("delivers the host's events to on() handlers", async () => {
    const api = usePitcherApi();
    const heard: unknown[] = [];
    api.on("canvas_opened", (body) => heard.push(body));
    await api.getEnv();
    mock.host.emit("canvas_opened", { body: { canvas_id: "c1" } });
    await vi.waitFor(() => expect(heard).toEqual([{ body: { canvas_id: "c1" } }]));
  });
});

describe("the high-level API's own handling of payloads, as the client's", () => {
  const sent = (type: string) => mock.host.requests.filter((r) => r.type === type);

  it("sends nothing from the methods that take no argument, whatever the app passes", async () => {
    const api = usePitcherApi() as unknown as Record<
      string,
      (payload?: unknown) => Promise<unknown>
    >;
    await Promise.allSettled([api.isOffline!({ stray: 1 }), api.getLanguages!({ stray: 1 })]);
    await vi.waitFor(() => expect(sent("is_offline")).toHaveLength(1));
    expect(sent("is_offline")[0]!.payload ?? null).toBeNull();
    expect(sent("get_languages")[0]!.payload ?? null).toBeNull();
  });

  it("sends the CRM, notify, track and close methods through the instance created last, as the client does", async () => {
    const [first, last] = [vi.fn(), vi.fn()];
    const api = usePitcherApi({ errorLogger: first });
    usePitcherApi({ errorLogger: last, casing: "camel" });
    await api.crmDescribe({ sobject: "NoSuchObject" }).catch(() => undefined);
    await api.getCanvas({ id: "nope" }).catch(() => undefined);
    expect(last.mock.calls.map(([entry]) => (entry as { message: string }).message)).toEqual([
      "Pitcher JS API call failure: crm_describe",
    ]);
    expect(first.mock.calls.map(([entry]) => (entry as { message: string }).message)).toEqual([
      "Pitcher JS API call failure: get_canvas",
    ]);
  });

  it("does not crash on a missing payload where the client throws a TypeError (a row of the stricter table)", async () => {
    const api = usePitcherApi() as unknown as Record<
      string,
      (payload?: unknown) => Promise<unknown>
    >;
    await api.notify!().catch(() => undefined); // (the mock host wants content; what was sent is the point)
    await vi.waitFor(() => expect(sent("notify")).toHaveLength(1));
    expect(sent("notify")[0]!.payload).toEqual({ type: "native" });
    await expect(api.crmSmartQuery!()).rejects.toThrow("Query is required and must be a string");
    expect(sent("crm_smart_query")).toHaveLength(0);
  });

  it("rejects a CRM payload the client would not send with its message, and sends nothing", async () => {
    const api = usePitcherApi();
    const rejection = await api
      .crmCreate({ sobject: "Account", records: [] })
      .catch((error: unknown) => error);
    expect(rejection).toBeInstanceOf(Error);
    expect((rejection as Error).message).toBe("records is required and must be a non-empty array");
    expect(sent("crm_create")).toHaveLength(0);
  });

  it("does not send SOQL as Smart SQL: crmQueryAdaptive() on an iOS host with offline CRM sync says what to call", async () => {
    mock.dispose();
    mock = createMockHost({ mode: "IOS", env: { launch_darkly: { sfdc_offline_enabled: true } } });
    configureCompat({ bridge: { transport: mock.transport }, notices: false });
    const rejection = await usePitcherApi()
      .crmQueryAdaptive({ query: "SELECT Name FROM Account" })
      .catch((error: unknown) => error);
    expect(String(rejection)).toMatch(/crmSmartQuery\(\{ query \}\) with a Smart SQL query/);
    expect(sent("crm_smart_query")).toHaveLength(0);
    expect(sent("crm_query")).toHaveLength(0);
  });

  it("answers getAppConfig() of an app opened offline from the platform's files with its file's metadata", async () => {
    vi.stubGlobal("location", {
      href: "file:///var/mobile/Pitcher%20Folders/files/f-42/index.html",
    });
    try {
      mock.dispose();
      mock = createMockHost({
        handlers: { get_file: () => ({ id: "f-42", metadata: { theme: "dark" } }) },
      });
      configureCompat({ bridge: { transport: mock.transport }, notices: false });
      expect(await usePitcherApi().getAppConfig()).toEqual({ theme: "dark" });
      expect(sent("get_file")[0]!.payload).toEqual({ file_id: "f-42" });
      expect(sent("get_app_config")).toHaveLength(0);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe("the notices", () => {
  it("reports each old feature once, naming its rule, when asked", async () => {
    const onNotice = vi.fn();
    configureCompat({ notices: true, onNotice });
    const ui = useUi();
    await ui.app_loaded();
    await ui.app_loaded();
    await ui.close_canvas_drawer();
    expect(onNotice).toHaveBeenCalledTimes(1);
    expect(onNotice.mock.calls[0]![0]).toMatchObject({
      rule: "snake-case-aliases",
      where: "ui.app_loaded",
    });
    expect(compatNotices().map((n) => n.rule)).toEqual(["snake-case-aliases"]);
  });

  it("reports nothing unless asked (production)", async () => {
    configureCompat({ notices: "auto" });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    await useUi().app_loaded();
    expect(warn).not.toHaveBeenCalled();
    expect(compatNotices()).toEqual([]);
    warn.mockRestore();
  });

  it("sends each notice to the host (for the dev host to list) only when the page has the flag", async () => {
    const onNotice = vi.fn();
    configureCompat({ notices: true, onNotice });
    await useUi().app_loaded();
    expect(onNotice).toHaveBeenCalledTimes(1);
    expect(mock.host.events.map((event) => event.type)).toEqual([]);

    resetCompatNotices();
    configureCompat({ bridge: { transport: mock.transport }, notices: "auto", onNotice });
    vi.stubGlobal("location", { search: `?${COMPAT_NOTICE_FLAG}`, hash: "" });
    try {
      await useUi().app_loaded();
      await vi.waitFor(() =>
        expect(mock.host.events.map((event) => [event.type, event.body])).toEqual([
          [
            COMPAT_NOTICE_EVENT,
            expect.objectContaining({ rule: "snake-case-aliases", where: "ui.app_loaded" }),
          ],
        ]),
      );
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("turns on with logLevel info and leaves silenced rules out", async () => {
    const onNotice = vi.fn();
    configureCompat({ notices: "auto", onNotice, silence: ["use-pitcher-api"] });
    const env = await usePitcherApi({ logLevel: "info" }).getEnv();
    void env.pitcher;
    expect(onNotice.mock.calls.map(([n]) => (n as { rule: string }).rule)).toEqual(["env-pitcher"]);
  });
});

it("exports the client's run-time names", () => {
  expect(typeof compat.highLevelApi === "object" || compat.highLevelApi === undefined).toBe(true);
});
