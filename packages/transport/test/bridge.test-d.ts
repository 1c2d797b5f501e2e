import { describe, expectTypeOf, it } from "vitest";
import type {
  AdminEnv,
  ServiceRequestInfo,
  ServiceResponse,
  UiSelectContentResponse,
} from "@hostbridge/protocol-types";
import {
  createBridge,
  createLowLevelApi,
  createMemoryTransportPair,
  isHostBridgeError,
} from "@hostbridge/transport";
import type {
  Bridge,
  BridgeOptions,
  CamelCasedDeep,
  Cased,
  Casing,
  HostBridgeError,
  HostError,
  LowLevelEvent,
  Unsubscribe,
} from "@hostbridge/transport";

const [transport] = createMemoryTransportPair();

describe("createBridge types", () => {
  it("infers the casing from the options (snake by default)", () => {
    expectTypeOf(createBridge()).toEqualTypeOf<Bridge<"snake">>();
    expectTypeOf(createBridge({ transport })).toEqualTypeOf<Bridge<"snake">>();
    expectTypeOf(createBridge({ casing: "camel" })).toEqualTypeOf<Bridge<"camel">>();
    // options whose casing is only known at run time give the union of both shapes
    const passedThrough: BridgeOptions = {};
    expectTypeOf(createBridge(passedThrough)).toEqualTypeOf<Bridge<Casing>>();
    expectTypeOf<Cased<{ a_b: 1 }, Casing>>().toEqualTypeOf<{ a_b: 1 } | { aB: 1 }>();
    // @ts-expect-error not a casing
    createBridge({ casing: "kebab" });
    // @ts-expect-error not a log level
    createBridge({ logLevel: "verbose" });
    // @ts-expect-error not a fetch mode
    createBridge({ fetchMode: "online" });
  });

  it("types responses in the bridge's casing from wire (snake) type parameters", () => {
    const snake = createBridge();
    const camel = createBridge({ casing: "camel" });
    expectTypeOf(snake.request<UiSelectContentResponse>("ui_select_content", {})).toEqualTypeOf<
      Promise<ServiceResponse<string, UiSelectContentResponse>>
    >();
    expectTypeOf(
      camel.request<UiSelectContentResponse>("ui_select_content", {}),
    ).resolves.toHaveProperty("response");
    void camel.request<UiSelectContentResponse>("ui_select_content").then((r) => {
      expectTypeOf(r.response.body).toEqualTypeOf<
        CamelCasedDeep<UiSelectContentResponse> | undefined
      >();
      expectTypeOf(r.response.body!.userAction).toEqualTypeOf<"cancelled" | "selected">();
    });
    expectTypeOf(camel.requestAdmin<AdminEnv>("admin_get_env")).toEqualTypeOf<
      Promise<CamelCasedDeep<AdminEnv>>
    >();
    expectTypeOf(snake.requestDsr<{ id: string }>("dsr_get_file", { id: "f" })).toEqualTypeOf<
      Promise<{ id: string }>
    >();
  });

  it("types handlers in the bridge's casing and returns unsubscribe functions", () => {
    const camel = createBridge({ casing: "camel" });
    const off = camel.onEvent<{ file_id?: string }>("file_opened", (body, event) => {
      expectTypeOf(body).toEqualTypeOf<{ fileId?: string }>();
      expectTypeOf(event).toEqualTypeOf<ServiceRequestInfo<string, { fileId?: string }>>();
    });
    expectTypeOf(off).toEqualTypeOf<Unsubscribe>();
    camel.onMessage<AdminEnv>("admin", "admin_env_changed", (env, message) => {
      expectTypeOf(env.svc.accessToken).toBeString();
      expectTypeOf(message).toEqualTypeOf<{ kind: "ui" | "admin" | "dsr"; type: string }>();
    });
    // @ts-expect-error not a message kind
    camel.onMessage("impact", "*", () => undefined);
    expectTypeOf(camel.pendingCount).toBeNumber();
    // @ts-expect-error read-only
    camel.pendingCount = 1;
  });

  it("narrows errors with isHostBridgeError", () => {
    const value: unknown = undefined;
    if (isHostBridgeError(value, "HOST_ERROR")) expectTypeOf(value).toEqualTypeOf<HostError>();
    if (isHostBridgeError(value, "REQUEST_TIMEOUT"))
      expectTypeOf(value).toEqualTypeOf<HostBridgeError>();
    // @ts-expect-error unknown code
    isHostBridgeError(value, "NOPE");
  });
});

describe("createLowLevelApi types", () => {
  it("offers the spec's request/emit/on/off over the one event name", () => {
    const api = createLowLevelApi(createBridge({ casing: "camel" }));
    expectTypeOf(api.request("ui_app_loaded")).toEqualTypeOf<
      Promise<ServiceResponse<string, Record<string, unknown>>>
    >();
    api.on("event", (event) => expectTypeOf(event).toEqualTypeOf<LowLevelEvent>());
    api.emit("event", { type: "canvas_opened", body: { canvas_id: "c" } });
    // @ts-expect-error the only event name is "event"
    api.on("canvas_opened", () => undefined);
    // @ts-expect-error params need a type
    api.emit("event", { body: {} });
  });
});

describe("bridge.call: the response body typed from the registry", () => {
  it("resolves each kind's operation's response body, in the bridge's casing", () => {
    const snake = createBridge();
    expectTypeOf(
      snake.call("svc", "ui_select_content"),
    ).resolves.toEqualTypeOf<UiSelectContentResponse>();
    expectTypeOf(snake.call("admin", "admin_get_env")).resolves.toEqualTypeOf<AdminEnv>();
    const camel = createBridge({ casing: "camel" });
    expectTypeOf(camel.call("svc", "ui_select_content")).resolves.toEqualTypeOf<
      CamelCasedDeep<UiSelectContentResponse>
    >();
  });

  it("resolves unknown for a type the kind's registry does not list", () => {
    expectTypeOf(createBridge().call("dsr", "ui_select_content")).resolves.toBeUnknown();
  });
});
