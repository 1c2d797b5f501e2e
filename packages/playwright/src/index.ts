/**
 * `@hostbridge/playwright`: end-to-end tests of a HostBridge app in a real browser, inside the
 * simulated host. {@link test} is Playwright Test's `test` with a `host` fixture; {@link startHost}
 * is the same for suites with their own fixtures. `host.replay()` plays a scenario saved in the dev
 * host and fails with a diff when the app's traffic changed.
 *
 * @example
 * ```ts
 * import { expect, test } from "@hostbridge/playwright";
 *
 * test("a picked file shows up", async ({ host }) => {
 *   await host.app.locator('[data-action="pick"]').click();
 *   await host.answer("ui_select_content", {
 *     user_action: "selected",
 *     content_type: "file",
 *     content: [{ id: "file-7", name: "Deck.pdf" }],
 *   });
 *   await expect(host.app.locator('[data-view="picked"]')).toHaveText("Picked: Deck.pdf");
 * });
 * ```
 *
 * @packageDocumentation
 */
export { test } from "./fixture";
export { expect } from "@playwright/test";
export { startHost } from "./startHost";
export { chromiumLaunchOptions, SYSTEM_CHROMIUM_ARGS } from "./launch";
export { HostBridgeKitError, isHostBridgeKitError, KIT_ERROR_CODES } from "./errors";
export { loadScenario } from "./replayScenario";
export { formatScenario, parseScenario, SCENARIO_VERSION } from "./scenario/format";

export type { HostBridgeFixtures } from "./fixture";
export type { HostBridgeHost, IframeDataReceived } from "./hostControls";
export type { HostKitOptions } from "./options";
export type { FindChromiumOptions } from "./findChromium";
export type { ExpectedMessage } from "./sent";
export type { ReplayOptions } from "./replayScenario";
export type { KitErrorCode } from "./errors";
export type {
  KitEvent,
  KitHookRun,
  KitRequest,
  KitRun,
  KitStartOptions,
  KitWire,
  RawSender,
} from "./pageApi";
export type { CanvasHookEvent } from "@hostbridge/host-simulator/frame";
export type { AppStep, HostStep, Scenario, ScenarioStep } from "./scenario/format";
