// useDsr(): the client's DSR API on the shared bridge.
import { clientEnv } from "./engine";
import { methodFor, subscriber, withAliases } from "./methods";
import type { DsrApi } from "./types/apis";

let api: DsrApi | undefined;

function createDsr(): DsrApi {
  const getAppConfig = methodFor("dsr", { type: "dsr_get_app_config", settle: "data" });
  const members: Record<string, (...args: never[]) => Promise<unknown>> = {
    on: subscriber("dsr", "dsr"),
    getEnv: methodFor("dsr", { type: "dsr_get_env", settle: "data", noArgs: true }, (env) =>
      clientEnv(env, "dsr.getEnv()"),
    ),
    embeddableReady: methodFor("dsr", {
      type: "dsr_embeddable_ready",
      settle: "void",
      noArgs: true,
    }),
    close: methodFor("dsr", { type: "dsr_close", settle: "void", noArgs: true }),
    getFile: methodFor("dsr", { type: "dsr_get_file", settle: "data" }),
    getAppConfig: (payload?: unknown) => getAppConfig(payload ?? {}),
  };
  return withAliases("dsr", members as never, {}) as unknown as DsrApi;
}

/**
 * The methods of the DSR environment, as `@pitcher/js-api`'s `useDsr()` has them (camelCase names
 * and their snake_case aliases), on the HostBridge engine. The same object on every call.
 *
 * @example
 * ```ts
 * import { useDsr } from "@hostbridge/compat";
 *
 * await useDsr().embeddableReady();
 * ```
 */
export function useDsr(): DsrApi {
  return (api ??= createDsr());
}
