// The types `hostbridge migrate` writes in place of the existing client's type imports come from the
// sdk alone: its options type takes the existing client's options, and the operation keys are the
// protocol's.
import type * as protocol from "@hostbridge/protocol-types";
import type * as sdk from "@hostbridge/sdk";
import type { useAdmin as useClientAdmin, useDsr as useClientDsr } from "@pitcher/js-api";
import { describe, expectTypeOf, it } from "vitest";

describe("types for apps moving from @pitcher/js-api", () => {
  it("HostApiOptions takes the existing client's options (logLevel, errorLogger, casing, fetchMode)", () => {
    const options: sdk.HostApiOptions = {
      logLevel: "off",
      errorLogger: (error) => String(error),
      fetchMode: "prefer-online",
    };
    expectTypeOf(options).toMatchTypeOf<sdk.HostApiOptions>();
  });

  it("takes the payload the existing client's getAppConfig takes, in admin and in DSR", () => {
    type First<F> = F extends (payload: infer P, ...rest: never[]) => unknown ? P : never;
    type ClientAdmin = ReturnType<typeof useClientAdmin>;
    type ClientDsr = ReturnType<typeof useClientDsr>;
    expectTypeOf<First<ClientAdmin["getAppConfig"]>>().toMatchTypeOf<
      First<sdk.AdminApi["getAppConfig"]>
    >();
    expectTypeOf<First<ClientDsr["getAppConfig"]>>().toMatchTypeOf<
      First<sdk.DsrApi["getAppConfig"]>
    >();
    expectTypeOf<First<ClientAdmin["getAppConfig"]>>().not.toBeNever();
    // @ts-expect-error: ours still checks the name's type
    expectTypeOf<{ app_name: number }>().toMatchTypeOf<First<sdk.AdminApi["getAppConfig"]>>();
  });

  it("names every operation key with the protocol's unions", () => {
    expectTypeOf<sdk.UiApiMethodType>().toEqualTypeOf<protocol.UiApiMethodType>();
    expectTypeOf<sdk.AdminApiMethodType>().toEqualTypeOf<protocol.AdminApiMethodType>();
    expectTypeOf<sdk.DsrApiMethodType>().toEqualTypeOf<protocol.DsrApiMethodType>();
    expectTypeOf<sdk.HighLevelApiMethodType>().toEqualTypeOf<protocol.HighLevelApiMethodType>();
    expectTypeOf<sdk.UiApiRequest<"ui_app_resize">>().toEqualTypeOf<
      protocol.UiApiRequest<"ui_app_resize">
    >();
  });
});
