// A test saves an app's settings in the kit, as an admin saves them in the platform's settings form:
// the app (test/existing-client/settingsApp.ts, written from the platform's docs before our tools ran on
// it) reads them from getAppConfig() and its start data; values the form refuses fail, each named.
// Debian Chromium, offline.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import type { Browser, Page } from "@playwright/test";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { isHostBridgeKitError, startHost } from "@hostbridge/playwright";
import type { HostBridgeHost } from "@hostbridge/playwright";
import { CHROMIUM_ARGS, findChromium } from "../../../tooling/chromium.mjs";
import { writeSettingsApp } from "../../../test/existing-client/settingsApp";
import { appResultsOf } from "./helpers/appResults";

let appDir: string;
let browser: Browser;
let page: Page;
let host: HostBridgeHost | undefined;

beforeAll(async () => {
  appDir = await mkdtemp(join(tmpdir(), "hb-kit-settings-"));
  await writeSettingsApp(appDir);
  browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
}, 60_000);
afterEach(async () => {
  await host?.close();
  host = undefined;
  await page?.context().close();
});
afterAll(async () => {
  await browser?.close();
  if (appDir) await rm(appDir, { recursive: true, force: true });
});

const SAVED = {
  order_submit_endpoint: "https://orders.example.com/submit",
  selected_currency: "USD",
  max_discount: 5,
  allow_theming: false,
};

const seen = () =>
  appResultsOf(page).then((r) => ({
    config: (r?.config as { settings?: unknown } | undefined)?.settings,
    start: r?.startSettings,
    loaded: r?.loaded,
  }));

async function openPage(): Promise<Page> {
  const context = await browser.newContext();
  await context.route(
    (url) => url.hostname !== "127.0.0.1",
    (route) => route.abort(),
  );
  return context.newPage();
}

describe("an app's settings in the kit", { timeout: 60_000 }, () => {
  it("gives the app the settings the test saves, in getAppConfig() and the start data", async () => {
    page = await openPage();
    host = await startHost(page, { appDir, appSettings: SAVED });
    await expect
      .poll(seen, { timeout: 15_000 })
      .toEqual({ config: SAVED, start: SAVED, loaded: true });
    const changed = { ...SAVED, selected_currency: "EUR", allow_theming: true };
    await host.setAppSettings(changed);
    await expect
      .poll(seen, { timeout: 15_000 })
      .toEqual({ config: changed, start: changed, loaded: true });
  });

  it("refuses settings the form refuses, naming each and why", async () => {
    page = await openPage();
    host = await startHost(page, { appDir });
    const refused = await host
      .setAppSettings({ selected_currency: "GBP", max_discount: "ten" })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(isHostBridgeKitError(refused)).toBe(true);
    const message = (refused as Error).message;
    expect(message).toContain("order_submit_endpoint is required");
    expect(message).toContain("selected_currency must be one of its options: USD, EUR");
    expect(message).toContain("max_discount must be a number");
  });
});
