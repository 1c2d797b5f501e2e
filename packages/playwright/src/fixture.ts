// The Playwright Test fixtures: `host` (the app running inside the simulated host) and its option
// `hostOptions`; `launchOptions` takes the Chromium chromiumLaunchOptions() finds (CHROMIUM_PATH,
// Playwright's own, the system's) unless the config names a browser itself.
import { test as base } from "@playwright/test";
import type { HostBridgeHost } from "./hostControls";
import { chromiumLaunchOptions } from "./launch";
import type { HostKitOptions } from "./options";
import { startHost } from "./startHost";

/** The fixtures `test` adds to Playwright Test's. */
export interface HostBridgeFixtures {
  /** The app served inside the simulated host, started before the test body, closed after it. */
  host: HostBridgeHost;
  /** Options of the `host` fixture (`test.use({ hostOptions: { location: "admin" } })`). */
  hostOptions: HostKitOptions;
}

/**
 * Playwright Test's `test` with a `host` fixture: the app (its build, or its dev server's URL)
 * inside the simulated host, on two loopback origins, answering from `hostbridge.fixtures.json`.
 * The browser is the Chromium at `CHROMIUM_PATH`, else Playwright's own, else the system's (unless
 * the config's `launchOptions` name one); with none, the run fails with the command to install one.
 *
 * @example
 * ```ts
 * import { expect, test } from "@hostbridge/playwright";
 *
 * test("shows the environment", async ({ host }) => {
 *   await expect(host.app.locator('[data-view="env"]')).toContainText("WEB");
 * });
 * ```
 */
export const test = base.extend<HostBridgeFixtures>({
  hostOptions: [{}, { option: true }],
  host: async ({ page, hostOptions }, use) => {
    const host = await startHost(page, hostOptions);
    try {
      await use(host);
    } finally {
      await host.close();
    }
  },
  launchOptions: [
    async ({ launchOptions }, use) => {
      const named = !!launchOptions.executablePath || !!launchOptions.channel;
      await use(named ? launchOptions : { ...chromiumLaunchOptions(), ...launchOptions });
    },
    { scope: "worker" },
  ],
});
