// Selector and popup places in the kit: the app-type fixture apps (test/fixtures/app-types, written
// from the platform's docs) in Debian Chromium. The kit serves them on its host page's origin, calls
// their window.initialize when they start (the platform's context, or the test's), and the test reads
// the items they add through the callback.
import { join } from "node:path";
import { chromium } from "@playwright/test";
import type { Browser, Page } from "@playwright/test";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { isHostBridgeKitError, startHost } from "@hostbridge/playwright";
import type { HostBridgeHost } from "@hostbridge/playwright";
import { CHROMIUM_ARGS, findChromium } from "../../../tooling/chromium.mjs";

const FIXTURES = join(import.meta.dirname, "..", "..", "..", "test", "fixtures", "app-types");

let browser: Browser;
let page: Page;
let host: HostBridgeHost | undefined;

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
}, 60_000);
afterAll(() => browser?.close());
beforeEach(async () => {
  page = await browser.newPage();
});
afterEach(async () => {
  await host?.close();
  host = undefined;
  await page.close();
});

describe("selector and popup places in the kit", { timeout: 60_000 }, () => {
  it("initializes a multimedia selector with the platform's context and reads the items it adds", async () => {
    host = await startHost(page, { appDir: join(FIXTURES, "multimedia-selector") });
    expect(host.run.initialize).toEqual({
      context: { context: "contentSelector", appId: "stock-media-selector" },
      attempts: expect.any(Number),
    });
    expect(new URL(host.appOrigin).origin).toBe(new URL(host.url).origin);
    await expect.poll(() => host!.app.locator("[data-status]").textContent()).toBe("initialized");
    await host.app.locator('[data-item="m-1"]').click();
    await host.app.locator("[data-add-all]").click();
    await expect
      .poll(async () => (await host!.selectorItems()).map((item) => item.id))
      .toEqual(["m-1", "m-1", "m-2", "m-3"]);
    expect((await host.selectorItems())[1]).toEqual({
      id: "m-1",
      name: "Harbour at dawn",
      thumbnailUrl: "https://media.example.com/harbour-thumb.jpg",
      url: "https://media.example.com/harbour.jpg",
      type: "image",
      source: "stock-media-selector",
    });
    expect((await host.events()).map((event) => [event.type, event.valid])).toEqual([
      ["initialize:add-item", true],
      ["initialize:add-items", true],
    ]);
  });

  it("starts a canvas popup with the test's context, and calls initialize again when asked", async () => {
    host = await startHost(page, { appDir: join(FIXTURES, "canvas-popup") });
    await host.restart({ initializeContext: { appId: "quick-image-popup", canvas_id: "c-9" } });
    await expect
      .poll(() => host!.app.locator("[data-context]").textContent())
      .toBe('{"appId":"quick-image-popup","canvas_id":"c-9"}');
    await host.app.locator("[data-insert]").click();
    await expect
      .poll(async () => (await host!.selectorItems()).map((item) => item.name))
      .toEqual(["Company logo"]);
    const again = await host.initialize({ appId: "quick-image-popup", mode: "edit" });
    expect(again).toMatchObject({ context: { appId: "quick-image-popup", mode: "edit" } });
    expect(await host.app.locator("[data-context]").textContent()).toBe(
      '{"appId":"quick-image-popup","mode":"edit"}',
    );
  });

  it("initializes a global popup", async () => {
    host = await startHost(page, { appDir: join(FIXTURES, "global-popup") });
    expect(host.run.initialize?.context).toEqual({ appId: "global-notes-popup" });
    await expect.poll(() => host!.app.locator("[data-status]").textContent()).toBe("initialized");
  });
});

describe("a multimedia selector recorded and replayed", { timeout: 90_000 }, () => {
  /** Replays `scenario` while a person picks the first item once the replay's page is initialized. */
  async function replayPicking(scenario: unknown): Promise<unknown> {
    // (the old page's status is marked first, so the wait below can only see the replay's new page)
    await host!.app
      .locator("[data-status]")
      .evaluate((status) => (status.textContent = "replaced"));
    const replaying = host!.replay(scenario).then(
      () => undefined,
      (error: unknown) => error,
    );
    await expect.poll(() => host!.app.locator("[data-status]").textContent()).toBe("initialized");
    await host!.app.locator('[data-item="m-1"]').click();
    return replaying;
  }

  it("records the items the page added, and a replay compares the ones it adds again", async () => {
    host = await startHost(page, { appDir: join(FIXTURES, "multimedia-selector") });
    await expect.poll(() => host!.app.locator("[data-status]").textContent()).toBe("initialized");
    await host.app.locator('[data-item="m-1"]').click();
    await expect.poll(async () => (await host!.selectorItems()).length).toBe(1);
    const scenario = await host.scenario();
    // (the host's call of initialize is no step: the replay's start makes it, as the platform does on load)
    expect(scenario.steps.filter((step) => step.from === "app")).toEqual([
      expect.objectContaining({
        kind: "event",
        type: "initialize:add-item",
        body: {
          type: "add-item",
          item: expect.objectContaining({ id: "m-1", name: "Harbour at dawn" }),
        },
      }),
    ]);

    expect(await replayPicking(scenario)).toBeUndefined();
    expect((await host.selectorItems()).map((item) => item.id)).toEqual(["m-1"]);

    const renamed = structuredClone(scenario);
    const added = renamed.steps.find(
      (step) => "type" in step && step.type === "initialize:add-item",
    ) as {
      body: { item: { name: string } };
    };
    added.body.item.name = "Harbour at dusk";
    const failure = await replayPicking(renamed);
    expect(isHostBridgeKitError(failure) && failure.code).toBe("SCENARIO_MISMATCH");
    expect((failure as Error).message).toContain("item.name");
    expect((failure as Error).message).toContain("Harbour at dusk");
  });
});
