// Selector and popup places in the dev host: the built page (apps/dev-host/dist) with the app-type
// fixture apps (test/fixtures/app-types, written from the platform's docs), served by the dev server,
// in Debian Chromium. The host calls each page's window.initialize; the page shows the context it got,
// and what it adds through the callback shows in the dev host's place panel.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "playwright";
import type { Browser, Page } from "playwright";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startDevServer } from "@hostbridge/dev-server";
import type { DevServer } from "@hostbridge/dev-server";
import { CHROMIUM_ARGS, findChromium } from "../../../tooling/chromium.mjs";

const REPO = join(import.meta.dirname, "..", "..", "..");
const DEV_HOST_DIST = join(REPO, "apps", "dev-host", "dist");
const FIXTURES = join(REPO, "test", "fixtures", "app-types");
let browser: Browser;

beforeAll(async () => {
  if (!existsSync(join(DEV_HOST_DIST, "index.html")))
    throw new Error(`${DEV_HOST_DIST} is not built: run \`pnpm build\` first`);
  browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
});
afterAll(() => browser?.close());

/** Opens the fixture app `app` in the dev host, runs `check` on the page, and closes both. */
async function inDevHost(
  app: string,
  check: (page: Page) => Promise<void>,
  place?: string,
): Promise<void> {
  const server: DevServer = await startDevServer({
    appDir: join(FIXTURES, app),
    devHostDir: DEV_HOST_DIST,
    watch: false,
    ...(place ? { place } : {}),
  });
  const page = await browser.newPage();
  try {
    await page.goto(server.url);
    await check(page);
  } finally {
    await page.close();
    await server.close();
  }
}

describe("selector and popup places in the dev host", { timeout: 90_000 }, () => {
  it("initializes a multimedia selector with the docs' context and shows the items it adds", async () => {
    await inDevHost("multimedia-selector", async (page) => {
      const app = page.frameLocator("iframe[data-app-frame]");
      await expect.poll(() => app.locator("[data-status]").textContent()).toBe("initialized");
      expect(JSON.parse((await app.locator("[data-context]").textContent())!)).toEqual({
        context: "contentSelector",
        appId: "stock-media-selector",
      });
      await app.locator('[data-item="m-2"]').click();
      await app.locator("[data-add-all]").click();
      const items = page.locator("[data-initialize-items] li");
      await expect
        .poll(() => items.allTextContents())
        .toEqual([
          "Factory tour (video) https://media.example.com/tour.mp4",
          "Harbour at dawn (image) https://media.example.com/harbour.jpg",
          "Factory tour (video) https://media.example.com/tour.mp4",
          "Team photo (image) https://media.example.com/team.jpg",
        ]);
      expect(await page.locator('[data-banner="same-origin"]').count()).toBe(1);
    });
  });

  it("sizes a canvas popup as app_options says, and calls it again with a context edited in the page", async () => {
    await inDevHost("canvas-popup", async (page) => {
      const app = page.frameLocator("iframe[data-app-frame]");
      await expect
        .poll(() => app.locator("[data-context]").textContent())
        .toBe('{"appId":"quick-image-popup"}');
      const box = await page.locator("iframe[data-app-frame]").boundingBox();
      expect([box?.width, box?.height]).toEqual([480, 360]);
      await page
        .locator("[data-initialize-context]")
        .fill('{ "appId": "quick-image-popup", "canvas_id": "c-1" }');
      await page.locator("[data-initialize-apply]").click();
      await expect
        .poll(() => app.locator("[data-context]").textContent())
        .toBe('{"appId":"quick-image-popup","canvas_id":"c-1"}');
      await app.locator("[data-insert]").click();
      await expect
        .poll(() => page.locator("[data-initialize-items] li").allTextContents())
        .toEqual(["Company logo (image) https://assets.example.com/logo.png"]);
    });
  });

  it("initializes a global popup", async () => {
    await inDevHost("global-popup", async (page) => {
      const app = page.frameLocator("iframe[data-app-frame]");
      await expect.poll(() => app.locator("[data-status]").textContent()).toBe("initialized");
      expect(await app.locator("[data-context]").textContent()).toBe(
        '{"appId":"global-notes-popup"}',
      );
      await expect
        .poll(() => page.locator("[data-initialize-state]").textContent())
        .toBe("initialize was called");
    });
  });

  it("initializes a selector chosen later in the place picker, and leaves a canvas component uncalled", async () => {
    await inDevHost(
      "selector-and-canvas",
      async (page) => {
        const app = page.frameLocator("iframe[data-app-frame]");
        await expect
          .poll(() => app.locator('[data-view="action"]').textContent(), { timeout: 15_000 })
          .toBe("set_data");
        expect(await page.locator("[data-initialize-place]").count()).toBe(0);

        await page.locator('select[data-setting="place"]').selectOption("module:ui_app");
        await expect.poll(() => app.locator("[data-status]").textContent()).toBe("initialized");
        expect(JSON.parse((await app.locator("[data-context]").textContent())!)).toEqual({
          context: "contentSelector",
          appId: "product-media",
        });
        await app.locator('[data-item="m-2"]').click();
        await expect
          .poll(() => page.locator("[data-initialize-items] li").allTextContents())
          .toEqual(["Factory tour (video) https://media.example.com/tour.mp4"]);

        // back at the canvas component: no panel, no call
        await page.locator('select[data-setting="place"]').selectOption("module:canvas");
        await expect
          .poll(() => app.locator('[data-view="action"]').textContent(), { timeout: 15_000 })
          .toBe("set_data");
        expect(await page.locator("[data-initialize-place]").count()).toBe(0);
      },
      "module:canvas",
    );
  });
});
