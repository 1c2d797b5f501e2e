// The protocol's payload types come from the sdk itself, identical to protocol-types' own.
import type * as protocol from "@hostbridge/protocol-types";
import type * as sdk from "@hostbridge/sdk";
import { useUi } from "@hostbridge/sdk";
import { describe, expectTypeOf, it } from "vitest";

describe("payload types re-exported by the sdk", () => {
  it("are the protocol's types", () => {
    expectTypeOf<sdk.ServiceEnv>().toEqualTypeOf<protocol.ServiceEnv>();
    expectTypeOf<sdk.UiMessageMap>().toEqualTypeOf<protocol.UiMessageMap>();
    expectTypeOf<sdk.EventMap>().toEqualTypeOf<protocol.EventMap>();
    expectTypeOf<sdk.UiApiRequest<"ui_select_content">>().toEqualTypeOf<
      protocol.UiApiRequest<"ui_select_content">
    >();
  });

  it("type a generic wrapper over on(type, handler) without a cast", () => {
    function last<K extends sdk.UiMessageType>(type: K, seen: (p: sdk.UiMessageMap[K]) => void) {
      return useUi().on(type, seen);
    }
    const stop = last("ui_app_set_data", (payload) =>
      expectTypeOf(payload).toEqualTypeOf<sdk.UiMessageMap["ui_app_set_data"]>(),
    );
    expectTypeOf(stop).toEqualTypeOf<sdk.Unsubscribe>();
  });
});
