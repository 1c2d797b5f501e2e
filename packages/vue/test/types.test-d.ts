// The composables' state and handlers are typed by the protocol's maps.
import type { AdminEnv, Cased, DsrEnv, EventMap, ServiceEnv, UiMessageMap } from "@hostbridge/sdk";
import { describe, expectTypeOf, it } from "vitest";
import type { Ref, ShallowRef } from "vue";
import { useHostEnv, useHostEvent, useHostMessage, useHostRequest } from "../src/index";

describe("typed state", () => {
  it("types the env by location", () => {
    expectTypeOf(useHostEnv().env).toEqualTypeOf<ShallowRef<ServiceEnv | undefined>>();
    expectTypeOf(useHostEnv<"admin">().env).toEqualTypeOf<ShallowRef<AdminEnv | undefined>>();
    expectTypeOf(useHostEnv().loading).toEqualTypeOf<Ref<boolean>>();
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

  it("types a request's data and execute() arguments from the function", () => {
    const request = useHostRequest((_signal: AbortSignal, id: string) => Promise.resolve({ id }));
    expectTypeOf(request.data.value).toEqualTypeOf<{ id: string } | undefined>();
    expectTypeOf(request.execute).parameters.toEqualTypeOf<[id: string]>();
    expectTypeOf(request.execute).returns.toEqualTypeOf<Promise<{ id: string } | undefined>>();
  });
});
