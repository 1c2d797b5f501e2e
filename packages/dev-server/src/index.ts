/**
 * `@hostbridge/dev-server`: the dev environment of HostBridge apps. {@link startDevServer} serves the
 * dev host page (a simulated host with a live message log) and the app on two loopback origins,
 * reads and checks `hostbridge.fixtures.json`, streams changes to the page and proxies a local
 * platform's read endpoints. `hostbridge dev` (in `@hostbridge/cli`) is this with flags.
 *
 * The page's side of the contract ({@link DevConfig}, the endpoint paths) is also published alone,
 * with no zod and no node code, as `@hostbridge/dev-server/contract`.
 *
 * @example
 * ```ts
 * import { startDevServer } from "@hostbridge/dev-server";
 *
 * const server = await startDevServer({ appDir: ".", port: 4300, appPort: 4301 });
 * console.log(`open ${server.url}`);
 * ```
 *
 * @packageDocumentation
 */
export { startDevServer } from "./server";
export {
  CONFIG_PATH,
  DEV_ENDPOINT_PREFIX,
  EVENTS_PATH,
  PLATFORM_PATH,
  REPLAY_PATH,
  SCENARIO_PATH,
} from "./contract";
export { DEV_SERVER_ERROR_CODES, DevServerError, isDevServerError } from "./errors";
export {
  checkFixtures,
  DevFixturesSchema,
  FIXTURES_FILE,
  fixturesIssues,
  readFixtures,
} from "./fixtures";
export { devHostCandidates, findDevHostDir } from "./devHostDir";

export type { DevLogEvent, DevServer, DevServerOptions } from "./options";
export type {
  AppStatus,
  DevAppFacts,
  DevClientScripts,
  DevInitializePlace,
  DevConfig,
  DevPlace,
  DevEvents,
  DevFixtures,
  DevSettingsForm,
  FixturesProblem,
} from "./contract";
export type { DevServerErrorCode } from "./errors";
export type { FixturesIssue, FixturesResult } from "./fixtures";
