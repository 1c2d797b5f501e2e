// A new app reads its settings, set in the dev host's settings form as an admin sets them on the
// platform: the app (test/existing-client/settingsApp.ts, written from the platform's docs before our
// tools ran on it) loads the existing client by script tag, reads `getAppConfig()` and its start data.
// The form is rendered from its app.config.json, refuses what the form would refuse with the reason,
// and what it saves reaches the app and survives a reload of the page. Debian Chromium, offline.
import type { Frame, Page } from "playwright";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveInDevHost } from "./helpers/devHostApp";
import type { DevHostApp } from "./helpers/devHostApp";
import { writeSettingsApp } from "../../../test/existing-client/settingsApp";

let served: DevHostApp;

beforeAll(async () => {
  served = await serveInDevHost("app-settings", writeSettingsApp);
}, 180_000);

afterAll(() => served?.close());

const appFrame = (page: Page): Frame =>
  page.frames().find((candidate) => candidate !== page.mainFrame())!;
const results = (page: Page) =>
  appFrame(page)
    .evaluate(() => (window as unknown as { appResults?: Record<string, unknown> }).appResults)
    .catch(() => undefined);
const settingsSeen = (page: Page) =>
  results(page).then((r) => ({
    config: (r?.config as { settings?: unknown } | undefined)?.settings,
    start: r?.startSettings,
    loaded: r?.loaded,
  }));

const SAVED = {
  order_submit_endpoint: "https://orders.example.com/submit",
  selected_currency: "EUR",
  max_discount: 15,
  allow_theming: true,
};

describe("an app's settings, set in the dev host's settings form", { timeout: 90_000 }, () => {
  it("renders the form from app.config.json, refuses bad values with the reason, and the app reads what is saved, across reloads", async () => {
    const page = await served.openPage();
    page.setDefaultTimeout(10_000);
    await page.goto(served.server.url);

    // installed, not configured yet: the checkbox unchecked, nothing else
    const notConfigured = { allow_theming: false };
    await expect
      .poll(() => settingsSeen(page), { timeout: 15_000 })
      .toEqual({ config: notConfigured, start: notConfigured, loaded: true });

    await page.click('[data-tab="appSettings"]');
    const form = page.locator('[data-app-settings="form"]');
    expect(await form.locator("legend").allTextContents()).toEqual([
      "Order submission settings",
      "Order settings",
      "Feature flags",
    ]);
    expect(await form.locator('[data-setting="order_submit_endpoint"]').textContent()).toContain(
      "The order endpoint handler",
    );
    expect(
      await form.locator('select[data-setting-input="selected_currency"] option').allTextContents(),
    ).toEqual(["(none)", "USD", "EUR"]);

    // refused, each under its field, and the app is not reloaded
    await form.locator('[data-setting-input="max_discount"]').fill("ten");
    await page.click('[data-app-settings="save"]');
    expect(await form.locator('[data-setting-problem="order_submit_endpoint"]').textContent()).toBe(
      "is required",
    );
    expect(await form.locator('[data-setting-problem="max_discount"]').textContent()).toBe(
      "must be a number",
    );
    expect(await page.locator('[data-app-settings="status"]').textContent()).toContain("Not saved");
    expect((await settingsSeen(page)).config).toEqual(notConfigured);

    // saved: the app loads again and reads them from getAppConfig() and its start data
    await form
      .locator('[data-setting-input="order_submit_endpoint"]')
      .fill(SAVED.order_submit_endpoint);
    await form.locator('[data-setting-input="selected_currency"]').selectOption("EUR");
    await form.locator('[data-setting-input="max_discount"]').fill("15");
    await form.locator('[data-setting-input="allow_theming"]').check();
    await page.click('[data-app-settings="save"]');
    await expect
      .poll(() => settingsSeen(page), { timeout: 15_000 })
      .toEqual({ config: SAVED, start: SAVED, loaded: true });
    expect(
      JSON.parse((await appFrame(page).locator('[data-view="config"]').textContent()) ?? ""),
    ).toEqual(SAVED);

    // kept across a reload of the page, in the form and for the app
    await page.reload();
    await expect
      .poll(() => settingsSeen(page), { timeout: 15_000 })
      .toEqual({ config: SAVED, start: SAVED, loaded: true });
    await page.click('[data-tab="appSettings"]');
    expect(await page.locator('[data-setting-input="order_submit_endpoint"]').inputValue()).toBe(
      SAVED.order_submit_endpoint,
    );
    expect(await page.locator('[data-setting-input="allow_theming"]').isChecked()).toBe(true);
  });
});
