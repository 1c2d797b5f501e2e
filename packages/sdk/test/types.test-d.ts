import type {
  CanvasOpenedEvent,
  HighLevelApiMethodType,
  PeerConnectivityEvent,
  ServiceEnv,
  ShareResponse,
} from "@hostbridge/protocol-types";
import { highLevelApi, useApi, useHostApi } from "@hostbridge/sdk";
import type { AdminApi, DsrApi, HighLevelMethods, HostApi, UiApi } from "@hostbridge/sdk";
import type { CamelCase } from "@hostbridge/transport";
import { describe, expectTypeOf, it } from "vitest";

describe("useHostApi() types", () => {
  it("has one typed helper per high-level operation", () => {
    expectTypeOf<keyof HighLevelMethods>().toEqualTypeOf<CamelCase<HighLevelApiMethodType>>();
    const api = useHostApi();
    expectTypeOf(api.getEnv()).resolves.toEqualTypeOf<ServiceEnv>();
    expectTypeOf(api.share({ text: "x" })).resolves.toEqualTypeOf<ShareResponse>();
    expectTypeOf(api.request("share", { text: "x" })).resolves.toEqualTypeOf<ShareResponse>();
    expectTypeOf(api.notify({ content: "hi" })).resolves.toBeVoid();
    void api.getFolders();
    // @ts-expect-error: notify needs content
    void api.notify({});
    // @ts-expect-error: target is _self or _blank
    void api.openExternalUrl({ url: "https://x", target: "_top" });
    // @ts-expect-error: not a high-level operation
    void api.request("ui_app_loaded");
    // @ts-expect-error: crm_upsert needs external_id_field
    void api.crmUpsert({ sobject: "Account", records: [] });
    // @ts-expect-error: show_syncbox needs x and y
    void api.request("show_syncbox", { x: 1 });
  });

  it("types emit/on/off over every event key", () => {
    const api = useHostApi();
    api.on("canvas_opened", (payload) => expectTypeOf(payload).toEqualTypeOf<CanvasOpenedEvent>());
    api.on("peer_connectivity_event", (payload) =>
      expectTypeOf(payload).toEqualTypeOf<PeerConnectivityEvent>(),
    );
    api.on("env_changed", (env) => expectTypeOf(env.mode).toEqualTypeOf<ServiceEnv["mode"]>());
    api.emit("route_changed", { body: { route_name: "home", route_path: "/" } });
    api.emit("ui:show-modal");
    api.emit("file_opened", { file_id: "f" });
    const handler = (payload: { canvas_id?: string }) => void payload;
    api.on("canvas_close_requested", handler);
    api.off("canvas_close_requested", handler);
    // @ts-expect-error: unknown event key
    api.on("canvas_exploded", () => undefined);
    // @ts-expect-error: route_changed needs its body
    api.emit("route_changed");
    // @ts-expect-error: wrong payload shape
    api.emit("file_upload_progress", { progress: "50%" });
    expectTypeOf(api.on("file_closed", () => undefined)).toEqualTypeOf<() => void>();
  });

  it("follows casing: camel", () => {
    const api = useHostApi({ casing: "camel" });
    expectTypeOf(api).toEqualTypeOf<HostApi<"camel">>();
    expectTypeOf(useHostApi()).toEqualTypeOf<HostApi>();
    expectTypeOf(api.share({ text: "x" })).resolves.toHaveProperty("userAction");
    api.on("item_sharebox_add_completed", (payload) =>
      expectTypeOf(payload.isInSharebox).toBeBoolean(),
    );
    void api.crmLayout({ sobject: "Account", formFactor: "Large" });
    // @ts-expect-error: snake_case key with casing camel
    void api.crmLayout({ sobject: "Account", form_factor: "Large" });
    api.emit("file_opened", { fileId: "f" });
  });

  it("highLevelApi is a snake_case HostApi", () => {
    expectTypeOf(highLevelApi).toEqualTypeOf<HostApi>();
    expectTypeOf(highLevelApi.mode).toEqualTypeOf<
      "WEB" | "IOS" | "WINDOWS" | "ANDROID" | undefined
    >();
  });
});

describe("useApi() types", () => {
  it("returns the API of the given location, or the union to narrow on location", () => {
    expectTypeOf(useApi({ location: "ui" })).toEqualTypeOf<UiApi>();
    expectTypeOf(useApi({ location: "admin" })).toEqualTypeOf<AdminApi>();
    expectTypeOf(useApi({ location: "dsr", casing: "camel" })).toEqualTypeOf<DsrApi<"camel">>();
    expectTypeOf(useApi({ location: "impact" })).toEqualTypeOf<HostApi>();
    expectTypeOf(useApi({ location: "impact", casing: "camel" })).toEqualTypeOf<HostApi<"camel">>();
    expectTypeOf(useApi({ location: "ui", mode: "IOS" })).toEqualTypeOf<UiApi>();
    const api = useApi();
    expectTypeOf(api).toEqualTypeOf<UiApi | AdminApi | DsrApi | HostApi>();
    if (api.location === "admin") expectTypeOf(api).toEqualTypeOf<AdminApi>();
    // @ts-expect-error: not a location
    useApi({ location: "canvas" });
  });
});
