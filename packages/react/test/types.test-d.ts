import type {
  AdminEnv,
  CanvasOpenedEvent,
  ServiceEnv,
  UiAppSetDataPayload,
  UiSelectContentResponse,
} from "@hostbridge/protocol-types";
import type { CamelCasedDeep } from "@hostbridge/transport";
import type { UiApi } from "@hostbridge/ui-api";
import { useUi } from "@hostbridge/ui-api";
import type { Bridge } from "@hostbridge/transport";
import { describe, expectTypeOf, it } from "vitest";
import {
  useEnv,
  useEnvironmentApi,
  useHostBridge,
  useHostEvent,
  useHostLocation,
  useLastHostEvent,
  useMessage,
  useRequest,
} from "@hostbridge/react";
import type { BindingLocation, EnvState } from "@hostbridge/react";

describe("@hostbridge/react types", () => {
  it("types the environment record by location", () => {
    expectTypeOf(useEnv()).toEqualTypeOf<EnvState<ServiceEnv>>();
    expectTypeOf(useEnv("admin").env).toEqualTypeOf<AdminEnv | undefined>();
    // the user's fields are typed: no cast
    expectTypeOf(useEnv().env?.svc.user.email).toEqualTypeOf<string | undefined>();
    // @ts-expect-error: not an environment
    useEnv("nowhere");
  });

  it("types pushed messages by the message map, in the app's casing", () => {
    expectTypeOf(useMessage("ui_app_set_data")).toEqualTypeOf<UiAppSetDataPayload | undefined>();
    expectTypeOf(useMessage("admin_env_changed")).toEqualTypeOf<AdminEnv | undefined>();
    expectTypeOf(useMessage<"ui_app_set_data", "camel">("ui_app_set_data")).toEqualTypeOf<
      CamelCasedDeep<UiAppSetDataPayload> | undefined
    >();
    // @ts-expect-error: not a pushed message
    useMessage("ui_select_content");
  });

  it("types host events by the event map", () => {
    useHostEvent("canvas_opened", (body) => {
      expectTypeOf(body).toEqualTypeOf<CanvasOpenedEvent>();
    });
    expectTypeOf(useLastHostEvent("canvas_opened")).toEqualTypeOf<CanvasOpenedEvent | undefined>();
    // @ts-expect-error: not an event key
    useHostEvent("canvas_exploded", () => {});
  });

  it("types requests by the environment API's method", () => {
    const ui = useEnvironmentApi(useUi);
    expectTypeOf(ui).toEqualTypeOf<UiApi>();
    expectTypeOf(useEnvironmentApi(useUi<"camel">)).toEqualTypeOf<UiApi<"camel">>();
    const pick = useRequest(ui.selectContent);
    expectTypeOf(pick.data).toEqualTypeOf<UiSelectContentResponse | undefined>();
    // its message can be shown without a cast
    expectTypeOf(pick.error).toEqualTypeOf<Error | undefined>();
    // picked content's id and name are strings
    expectTypeOf(pick.data?.content?.[0]?.name).toEqualTypeOf<string | undefined>();
    expectTypeOf(pick.data?.content?.[0]?.id).toEqualTypeOf<string | undefined>();
    void pick.execute({ content_type: "file" });
    void pick.execute();
    // @ts-expect-error: max_selections is a number
    void pick.execute({ max_selections: "3" });
    const loaded = useRequest(ui.appLoaded);
    expectTypeOf(loaded.execute).returns.resolves.toEqualTypeOf<void | undefined>();
  });
});

describe("useHostLocation() types", () => {
  it("is the provider's location", () => {
    expectTypeOf(useHostLocation()).toEqualTypeOf<BindingLocation>();
  });
});

describe("useHostBridge() types", () => {
  it("types the provider's bridge with the casing the app states", () => {
    expectTypeOf(useHostBridge()).toEqualTypeOf<Bridge<"snake">>();
    expectTypeOf(useHostBridge<"camel">()).toEqualTypeOf<Bridge<"camel">>();
  });
});
