// The composables' state and handlers are typed by the protocol's maps.
import { useHostApi, useUi } from "@hostbridge/sdk";
import type {
  AdminEnv,
  Cased,
  DsrEnv,
  EventMap,
  JsApiLocation,
  ServiceEnv,
  UiApi,
  UiMessageMap,
  UiSelectContentResponse,
} from "@hostbridge/sdk";
import type { AppConfig, UiOpenRequest } from "@hostbridge/protocol-types";
import { describe, expectTypeOf, it } from "vitest";
import { reactive } from "vue";
import type { Ref, ShallowRef } from "vue";
import type { RequestResult, RequestStatus } from "../src/index";
import {
  useEnvironmentApi,
  useHostEnv,
  useHostEvent,
  useHostLocation,
  useHostMessage,
  useHostRequest,
  useLastHostEvent,
} from "../src/index";

describe("typed state", () => {
  it("types the env by location", () => {
    expectTypeOf(useHostEnv().env).toEqualTypeOf<ShallowRef<ServiceEnv | undefined>>();
    expectTypeOf(useHostEnv<"admin">().env).toEqualTypeOf<ShallowRef<AdminEnv | undefined>>();
    expectTypeOf(useHostEnv().loading).toEqualTypeOf<Ref<boolean>>();
    // the record of another location than the app's, by the same name React's hook takes
    expectTypeOf(useHostEnv("dsr").env).toEqualTypeOf<ShallowRef<DsrEnv | undefined>>();
    expectTypeOf(useLastHostEvent("canvas_opened")).toEqualTypeOf<
      ShallowRef<EventMap["canvas_opened"] | undefined>
    >();
    // the user's fields are typed, in the app's casing too: no cast
    expectTypeOf(useHostEnv().env.value?.svc.user.email).toEqualTypeOf<string | undefined>();
    expectTypeOf(useHostEnv<"ui", "camel">().env.value?.svc.user.firstName).toEqualTypeOf<
      string | undefined
    >();
    expectTypeOf(useHostEnv<"dsr">().env).toEqualTypeOf<ShallowRef<DsrEnv | undefined>>();
    expectTypeOf(useHostEnv<"ui", "camel">().env).toEqualTypeOf<
      ShallowRef<Cased<ServiceEnv, "camel"> | undefined>
    >();
  });

  it("types a pushed message by the message map, and rejects unknown types", () => {
    expectTypeOf(useHostMessage("ui_app_set_data")).toEqualTypeOf<
      ShallowRef<UiMessageMap["ui_app_set_data"] | undefined>
    >();
    expectTypeOf(useHostMessage("admin_env_changed").value).toEqualTypeOf<AdminEnv | undefined>();
    // @ts-expect-error: not a pushed message type
    useHostMessage("ui_no_such_message");
  });

  it("types a host event and its handler by the event map", () => {
    const opened = useHostEvent("canvas_opened", (event) => {
      expectTypeOf(event).toEqualTypeOf<EventMap["canvas_opened"]>();
    });
    expectTypeOf(opened.value).toEqualTypeOf<EventMap["canvas_opened"] | undefined>();
    // @ts-expect-error: not an event key
    useHostEvent("no_such_event");
  });

  it("types camelCase payloads when asked", () => {
    expectTypeOf(useHostMessage<"ui_app_set_data", "camel">("ui_app_set_data").value).toMatchTypeOf<
      { canvas: { id: string } } | undefined
    >();
  });

  it("types a request by the environment API's method: payload, answer, error", () => {
    const ui = useEnvironmentApi(useUi);
    // never `undefined` (no `!`): on the server it is an API that rejects with a typed error
    expectTypeOf(ui).toEqualTypeOf<UiApi>();
    expectTypeOf(useEnvironmentApi(useUi<"camel">)).toEqualTypeOf<UiApi<"camel">>();
    const pick = useHostRequest(ui.selectContent);
    // refs, like every composable's state
    expectTypeOf(pick.data.value).toEqualTypeOf<UiSelectContentResponse | undefined>();
    expectTypeOf(pick.pending.value).toEqualTypeOf<boolean>();
    expectTypeOf(pick.error.value).toEqualTypeOf<Error | undefined>();
    expectTypeOf(pick.status.value).toEqualTypeOf<RequestStatus>();
    // execute() tells success, failure and abort apart
    expectTypeOf(pick.execute({ content_type: "file" })).resolves.toEqualTypeOf<
      RequestResult<UiSelectContentResponse>
    >();
    // reactive() unwraps them for a template: `picking.pending`
    const picking = reactive(pick);
    expectTypeOf(picking.pending).toEqualTypeOf<boolean>();
    expectTypeOf(picking.data).toEqualTypeOf<UiSelectContentResponse | undefined>();
    void pick.execute({ content_type: "file" });
    void pick.execute();
    // @ts-expect-error: max_selections is a number
    void pick.execute({ max_selections: "3" });
    const open = useHostRequest(ui.open);
    expectTypeOf(open.execute).parameters.toEqualTypeOf<[payload?: UiOpenRequest | undefined]>();
    // getAppConfig(undefined, { signal }) is gone: a method whose payload is optional runs bare
    const config = useHostRequest(useEnvironmentApi(useHostApi).getAppConfig, { immediate: true });
    void config.execute();
    expectTypeOf(config.data.value).toEqualTypeOf<AppConfig | undefined>();
    // a method whose payload is required keeps it required
    const query = useHostRequest(useEnvironmentApi(useHostApi).query);
    // @ts-expect-error: query needs its payload
    void query.execute();
    // @ts-expect-error: the refs are read-only (the request owns them)
    pick.pending.value = true;
  });

  it("types picked content: id and name are strings", () => {
    const pick = useHostRequest(useEnvironmentApi(useUi).selectContent);
    const first = pick.data.value?.content?.[0];
    expectTypeOf(first?.id).toEqualTypeOf<string | undefined>();
    expectTypeOf(first?.name).toEqualTypeOf<string | undefined>();
  });

  it("types the location the app runs in", () => {
    expectTypeOf(useHostLocation()).toEqualTypeOf<JsApiLocation>();
  });
});
