// The app-type fixtures (test/fixtures/app-types, written from the platform's docs and its client's
// declarations) in the dev host with no flag: each opens at its manifest's first place and shows what
// its docs say. The canvas component gets set_data, the Canvas tab's actions, and its resize_iframe
// resizes the frame; the hook runs in a hidden frame until the Canvas tab closes its canvas; the
// two-module app switches modules with the place picker, and an installed version opens at the place
// shown. Debian Chromium, nothing off loopback.
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, BrowserContext, Frame, Page } from "playwright";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { deploy } from "@hostbridge/deploy-client";
import { startDevServer } from "@hostbridge/dev-server";
import { createLocalPlatform } from "@hostbridge/local-platform";
import type { DevServer } from "@hostbridge/dev-server";
import { refuseOffLoopback } from "../../../tooling/chromium.mjs";
import { launchChromium, REPO, viteBuild } from "./helpers/e2e";

const FIXTURES = join(REPO, "test", "fixtures", "app-types");

let workDir: string;
let devHostDir: string;
let browser: Browser;
let context: BrowserContext | undefined;
let server: DevServer | undefined;
let offLoopback: string[] = [];

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), "hb-app-types-"));
  devHostDir = join(workDir, "dev-host");
  await viteBuild(join(REPO, "apps", "dev-host"), devHostDir);
  browser = await launchChromium();
}, 180_000);

afterEach(async () => {
  await context?.close();
  context = undefined;
  await server?.close();
  server = undefined;
});

afterAll(async () => {
  await browser?.close();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

/** The dev host on the fixture `app`, with no place asked for, open in a page. */
async function open(app: string, platformUrl?: string): Promise<Page> {
  server = await startDevServer({
    ...{ appDir: join(FIXTURES, app), devHostDir, port: 0, appPort: 0, watch: false },
    ...(platformUrl ? { platformUrl } : {}),
  });
  context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
  offLoopback = await refuseOffLoopback(context);
  const page = await context.newPage();
  page.setDefaultTimeout(5000);
  await page.goto(server.url);
  return page;
}

const appFrame = (page: Page): Frame =>
  page.frames().find((frame) => frame !== page.mainFrame() && frame.url().includes(".html"))!;

const results = (page: Page) =>
  appFrame(page)?.evaluate(
    () => (window as unknown as { appResults?: Record<string, unknown> }).appResults,
  );

const frameBox = async (page: Page) =>
  (await page.locator("iframe[data-app-frame]").boundingBox())!;

const logRow = (page: Page, kind: string, type: string) =>
  page.locator(`li.log-row[data-log-kind="${kind}"][data-log-type="${type}"]`);

describe("a canvas component in the dev host", { timeout: 60_000 }, () => {
  it("opens at module:canvas at its size and gets set_data for its iframe_loaded", async () => {
    const page = await open("canvas-component");
    await expect
      .poll(() => page.locator("iframe[data-app-frame]").getAttribute("data-place"))
      .toBe("module:canvas");
    const app = page.frameLocator("iframe[data-app-frame]");
    await expect
      .poll(() => app.locator('[data-view="component"]').textContent(), { timeout: 15_000 })
      .toBe("component-sim-0001");
    expect(await frameBox(page)).toMatchObject({ width: 800, height: 600 });
    await expect
      .poll(() => logRow(page, "event", "IFRAME_DATA_MESSAGE:iframe_loaded").count())
      .toBe(1);
    await expect
      .poll(() => logRow(page, "message", "IFRAME_DATA_MESSAGE:set_data").count())
      .toBe(1);
    expect(await page.locator('[data-log-kind="dropped"]').count()).toBe(0);
    expect(offLoopback).toEqual([]);
  });

  it("sends the Canvas tab's action with the data edited, and resizes the frame for resize_iframe", async () => {
    const page = await open("canvas-component");
    const app = page.frameLocator("iframe[data-app-frame]");
    await expect
      .poll(() => app.locator('[data-view="action"]').textContent(), { timeout: 15_000 })
      .toBe("set_data");
    await page.locator('[data-tab="canvas"]').click();
    await page.locator('select[data-canvas="action"]').selectOption("canvas_updated");
    await page
      .locator('textarea[data-canvas="data"]')
      .fill('{ "canvas": { "id": "canvas-edited", "name": "Q3 review" } }');
    await page.locator('button[data-canvas="send"]').click();
    await expect
      .poll(() => app.locator('[data-view="action"]').textContent())
      .toBe("canvas_updated");
    expect(JSON.parse((await app.locator('[data-view="data"]').textContent()) ?? "null")).toEqual({
      canvas: { id: "canvas-edited", name: "Q3 review" },
    });

    await appFrame(page).evaluate(() =>
      parent.postMessage(
        {
          id: "resize-1",
          type: "IFRAME_DATA_MESSAGE",
          body: { action: "resize_iframe", data: { width: 640, height: 360 } },
        },
        new URL(document.referrer).origin,
      ),
    );
    await expect.poll(async () => (await frameBox(page)).height).toBe(360);
    expect((await frameBox(page)).width).toBe(640);
    await expect
      .poll(() => logRow(page, "event", "IFRAME_DATA_MESSAGE:resize_iframe").count())
      .toBe(1);
  });
});

describe("a hooks-only app in the dev host", { timeout: 60_000 }, () => {
  it("runs its hook hidden with the start data, ends it when the canvas closes, runs it on a change", async () => {
    const page = await open("canvas-hook");
    await expect
      .poll(() => page.locator("iframe[data-app-frame]").getAttribute("data-place"))
      .toBe("hook:canvas.on_canvas_update");
    await expect.poll(() => results(page)?.then((r) => r?.loaded), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => results(page)?.then((r) => r?.canvasId)).toBe("canvas-sim-0001");
    expect(await page.locator("iframe[data-app-frame]").isHidden()).toBe(true);
    expect(await page.locator('[data-stage="hidden-note"]').textContent()).toContain(
      "runs in a hidden frame",
    );
    await expect.poll(() => logRow(page, "request", "ui_app_loaded").count()).toBe(1);

    await page.locator('[data-tab="canvas"]').click();
    await page.locator('button[data-canvas="close-canvas"]').click();
    await expect
      .poll(() => page.locator("iframe[data-app-frame]").getAttribute("src"))
      .toBe("about:blank");
    expect(await page.locator('[data-stage="hidden-note"]').textContent()).toContain("ended");

    await page.locator('button[data-canvas="canvas-changed"]').click();
    await expect.poll(() => results(page)?.then((r) => r?.loaded), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => logRow(page, "request", "ui_app_loaded").count()).toBe(2);
    expect(offLoopback).toEqual([]);
  });
});

describe("canvas hooks in the background of a canvas component", { timeout: 60_000 }, () => {
  const hookFrame = (page: Page, file: string) =>
    page.frames().find((frame) => frame.url().includes(`/hooks/${file}`));
  const hookResults = (page: Page, file: string) =>
    hookFrame(page, file)
      ?.evaluate(() => (window as unknown as { appResults?: Record<string, unknown> }).appResults)
      .catch(() => undefined);
  const hookFrames = (page: Page) =>
    page
      .locator("iframe[data-hook-frame]")
      .evaluateAll((frames) =>
        frames.map((frame) => (frame as HTMLIFrameElement).dataset.hookFrame),
      );

  it("starts each hook on its own change of the canvas, hidden beside the component, and ends them when the canvas closes", async () => {
    const page = await open("canvas-component-with-hooks");
    const app = page.frameLocator("iframe[data-app-frame]");
    await expect
      .poll(() => app.locator('[data-view="action"]').textContent(), { timeout: 15_000 })
      .toBe("set_data");
    expect(await page.locator("iframe[data-app-frame]").getAttribute("data-place")).toBe(
      "module:canvas",
    );
    // (nothing changed yet: no hook runs)
    expect(await hookFrames(page)).toEqual([]);

    await page.locator('[data-tab="canvas"]').click();
    await page.locator('button[data-canvas="section-list-changed"]').click();
    // (the start data comes after appLoaded(): wait for what it carries, not only for loaded)
    await expect
      .poll(() => hookResults(page, "on-section-list-update.html")?.then((r) => r?.canvasId), {
        timeout: 15_000,
      })
      .toBe("canvas-sim-0001");
    expect(await hookResults(page, "on-section-list-update.html")).toMatchObject({
      loaded: true,
      hook: "on_section_list_update",
      canvasId: "canvas-sim-0001",
    });
    expect(await hookFrames(page)).toEqual(["hook:canvas.on_section_list_update"]);
    expect(await page.locator("iframe[data-hook-frame]").first().isHidden()).toBe(true);

    // canvas_updated sent to the component is the canvas changing: its own hook starts too
    await page.locator('select[data-canvas="action"]').selectOption("canvas_updated");
    await page.locator('button[data-canvas="send"]').click();
    await expect
      .poll(() => app.locator('[data-view="action"]').textContent())
      .toBe("canvas_updated");
    await expect
      .poll(() => hookResults(page, "on-canvas-update.html")?.then((r) => r?.loaded), {
        timeout: 15_000,
      })
      .toBe(true);
    expect((await hookResults(page, "on-canvas-update.html"))?.hook).toBe("on_canvas_update");
    expect(await hookFrames(page)).toEqual([
      "hook:canvas.on_section_list_update",
      "hook:canvas.on_canvas_update",
    ]);
    expect(await page.locator('[data-stage="hooks"]').textContent()).toContain(
      "hook:canvas.on_canvas_update",
    );

    await page.locator('button[data-canvas="close-canvas"]').click();
    await expect.poll(() => hookFrames(page)).toEqual([]);
    expect(hookFrame(page, "on-canvas-update.html")).toBeUndefined();
    // (the component the frame shows stays)
    expect(await app.locator('[data-view="action"]').textContent()).toBe("canvas_updated");
    expect(offLoopback).toEqual([]);
  });
});

describe("a sidebar app with two modules in the dev host", { timeout: 60_000 }, () => {
  it("opens at module:ui_app with its start data, and the picker reloads the frame at the admin module", async () => {
    const page = await open("sidebar-two-modules");
    const picker = page.locator('select[data-setting="place"]');
    expect(await picker.inputValue()).toBe("module:ui_app");
    await expect
      .poll(() => results(page)?.then((r) => r?.setData !== undefined), { timeout: 15_000 })
      .toBe(true);
    await picker.selectOption("module:admin_instance");
    await expect.poll(() => appFrame(page)?.url() ?? "").toContain("/admin.html");
    await expect
      .poll(() => results(page)?.then((r) => r?.env !== undefined), { timeout: 15_000 })
      .toBe(true);
    expect(await page.locator('select[data-setting="location"]').inputValue()).toBe("admin");
    expect(new URL(page.url()).searchParams.get("place")).toBe("module:admin_instance");
    expect(offLoopback).toEqual([]);
  });
});

describe("an installed version in the dev host", { timeout: 90_000 }, () => {
  it("opens at the place the frame shows", async () => {
    const key = "hbk_e2e_places_key_0123456789";
    const platformDir = await mkdtemp(join(tmpdir(), "hb-places-platform-"));
    const platform = await createLocalPlatform({
      ...{ dir: platformDir, port: 0, apiKeys: [{ key, name: "e2e" }] },
    });
    try {
      const appDir = join(FIXTURES, "sidebar-two-modules");
      await deploy({ appDir, baseUrl: platform.url, apiKey: key, instanceIds: ["local-test"] });
      const page = await open("sidebar-two-modules", platform.url);
      await page.locator('select[data-setting="place"]').selectOption("module:admin_instance");
      await expect.poll(() => appFrame(page)?.url() ?? "").toContain("/admin.html");
      await page.locator('button[data-tab="platform"]').click();
      await page.locator('button[data-platform-open="local-test"]').click();
      await expect
        .poll(() => appFrame(page)?.url() ?? "")
        .toMatch(
          new RegExp(`^${platform.url}/local/instances/local-test/apps/[^/]+/admin\\.html\\?`),
        );
      // (the installed page itself, served by the local platform; its client comes from the CDN,
      // which this test keeps off the network, so the page is checked, not its talk to the host)
      const adminTitle = /<title>([^<]*)<\/title>/.exec(
        await readFile(join(appDir, "admin.html"), "utf8"),
      )![1];
      await expect
        .poll(() =>
          appFrame(page)
            ?.title()
            .catch(() => ""),
        )
        .toBe(adminTitle);
      expect(await page.locator('[data-status="run"]').textContent()).toContain(
        "module:admin_instance",
      );
      // back at the sidebar: the installed version's sidebar page
      await page.locator('select[data-setting="place"]').selectOption("module:ui_app");
      await expect
        .poll(() => appFrame(page)?.url() ?? "")
        .toMatch(
          new RegExp(`^${platform.url}/local/instances/local-test/apps/[^/]+/index\\.html\\?`),
        );
    } finally {
      await platform.close();
      await rm(platformDir, { recursive: true, force: true });
    }
  });
});
