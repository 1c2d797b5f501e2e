// The one default behaviour of `get_app_config`, `admin_get_app_config` and `dsr_get_app_config`:
// the simulator hosts one app (the host's `app` option names it), so it answers that app's config,
// asked by no name or by its own.
import type { AppConfig, GetAppConfigPayload } from "@hostbridge/protocol-types";
import { HostSimulatorError } from "../errors";
import type { SimulatorState } from "./handlerTypes";

/**
 * The app's config from the fixtures (`fixtures.appConfig`). An `app_name` other than the one there
 * fails with `NOT_FOUND`, whose message names the fixture field to set.
 */
export function answerAppConfig(
  payload: GetAppConfigPayload | undefined,
  state: SimulatorState,
): AppConfig {
  const config = state.fixtures.appConfig;
  const asked = payload?.app_name;
  if (asked === undefined || asked === config.app_name) return structuredClone(config);
  const known =
    typeof config.app_name === "string"
      ? `only this app's config, named "${config.app_name}"`
      : "only this app's config, which has no name";
  throw new HostSimulatorError(
    "NOT_FOUND",
    `no app named "${asked}" in the simulated data: it holds ${known} (fixtures.appConfig.app_name). Leave app_name out to read this app's config, or name the app "${asked}" (the \`app\` option; in the dev host, app.json's or package.json's name), or set fixtures.appConfig.app_name to "${asked}" (the \`fixtures\` option).`,
    { details: { app_name: asked } },
  );
}
