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
  useHostEnv,
  useHostEvent,
  useHostLocation,
  useHostMessage,
  useHostRequest,
  useLastHostEvent,
  useRequest,
} from "@hostbridge/react";
import type {
  BindingLocation,
  EnvState,
  HostEnv,
  RequestResult,
  RequestStatus,
} from "@hostbridge/react";

describe("@hostbridge/react types", () => {
  it("types the environment record by location", () => {
    expectTypeOf(useHostEnv()).toEqualTypeOf<HostEnv<"ui">>();
    expectTypeOf(useHostEnv().env).toEqualTypeOf<ServiceEnv | undefined>();
    expectTypeOf(useHostEnv("admin").env).toEqualTypeOf<AdminEnv | undefined>();
    expectTypeOf(useHostEnv().refresh).returns.toEqualTypeOf<Promise<void>>();
    // the user's fields are typed: no cast
    expectTypeOf(useHostEnv().env?.svc.user.email).toEqualTypeOf<string | undefined>();
    // @ts-expect-error: not an environment
    useHostEnv("nowhere");
    // the deprecated name keeps its type
    expectTypeOf(useEnv()).toEqualTypeOf<EnvState<ServiceEnv>>();
  });

  it("types pushed messages by the message map, in the app's casing", () => {
    expectTypeOf(useHostMessage("ui_app_set_data")).toEqualTypeOf<
      UiAppSetDataPayload | undefined
    >();
    expectTypeOf(useHostMessage("admin_env_changed")).toEqualTypeOf<AdminEnv | undefined>();
    expectTypeOf(useHostMessage<"ui_app_set_data", "camel">("ui_app_set_data")).toEqualTypeOf<
      CamelCasedDeep<UiAppSetDataPayload> | undefined
    >();
    // @ts-expect-error: not a pushed message
    useHostMessage("ui_select_content");
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
    const pick = useHostRequest(ui.selectContent);
    expectTypeOf(pick.status).toEqualTypeOf<RequestStatus>();
    // execute() tells success, failure and abort apart
    expectTypeOf(pick.execute).returns.resolves.toEqualTypeOf<
      RequestResult<UiSelectContentResponse>
    >();
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
    const loaded = useHostRequest(ui.appLoaded);
    void loaded.execute().then((result) => {
      if (result.ok) expectTypeOf(result.data).toEqualTypeOf<void>();
      else if (result.aborted)
        expectTypeOf(result).toEqualTypeOf<{ readonly ok: false; readonly aborted: true }>();
      else expectTypeOf(result.error).toEqualTypeOf<Error>();
    });
    // the deprecated name resolves the answer or undefined, as before
    expectTypeOf(useRequest(ui.appLoaded).execute).returns.resolves.toEqualTypeOf<
      void | undefined
    >();
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
