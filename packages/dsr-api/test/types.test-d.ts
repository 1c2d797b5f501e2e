import type { AppConfig, DsrEnv, File } from "@hostbridge/protocol-types";
import { useDsr } from "@hostbridge/dsr-api";
import type { DsrMethodName } from "@hostbridge/dsr-api";
import { describe, expectTypeOf, it } from "vitest";

describe("useDsr() types", () => {
  it("types the five operations and dsr_env_changed", () => {
    expectTypeOf<DsrMethodName<"dsr_embeddable_ready">>().toEqualTypeOf<"embeddableReady">();
    const dsr = useDsr();
    expectTypeOf(dsr.getEnv()).resolves.toEqualTypeOf<DsrEnv>();
    expectTypeOf(dsr.getFile({ id: "f" })).resolves.toEqualTypeOf<File>();
    expectTypeOf(dsr.close()).resolves.toBeVoid();
    // @ts-expect-error: dsr_get_file needs a payload
    void dsr.getFile();
    // @ts-expect-error: dsr_close takes no payload
    void dsr.close({});
    expectTypeOf(dsr.getAppConfig()).resolves.toEqualTypeOf<AppConfig>();
    expectTypeOf(dsr.getAppConfig({ app_name: "room-notes" })).resolves.toEqualTypeOf<AppConfig>();
    // @ts-expect-error: app_name is the app's name, a string
    void dsr.getAppConfig({ app_name: 7 });
    dsr.onEnvChanged((env) => expectTypeOf(env.mode).toEqualTypeOf<DsrEnv["mode"]>());
    useDsr({ casing: "camel" }).onEnvChanged((env) =>
      expectTypeOf(env).toHaveProperty("clientType"),
    );
  });
});
