// The dev host page as a person meets it (issue 15): dialogs that never block the app, what the host
// shows (toasts, overlays), an --app-url whose server is not up yet, and a tidy page (no 404s, one
// header line). The dev host and the example app are built from source with Vite and served by the
// `hostbridge dev` server on loopback origins, driven in Debian Chromium.
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, BrowserContext, FrameLocator, Page } from "playwright";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startDevServer } from "@hostbridge/dev-server";
import type { DevLogEvent, DevServer } from "@hostbridge/dev-server";
import { environmentOfType } from "@hostbridge/protocol-types";
import {
  encodePlatformRequest,
  encodePlatformServiceRequest,
} from "@hostbridge/protocol-types/wire";
import { launchChromium, REPO, viteBuild } from "./helpers/e2e";

const EXAMPLE_APP = join(REPO, "apps", "example-app");

let workDir: string;
let appDir: string;
let devHostDir: string;
let server: DevServer;
let browser: Browser;
let context: BrowserContext | undefined;
let page: Page;
let app: FrameLocator;

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), "hb-dev-page-e2e-"));
  appDir = join(workDir, "example-app");
  devHostDir = join(workDir, "dev-host");
  await mkdir(appDir);
  for (const file of [".hostbridgeignore", "hostbridge.fixtures.json"])
    await copyFile(join(EXAMPLE_APP, file), join(appDir, file));
  // As long a name as "hostbridge-example installed on local-test" in the header's status line.
  const manifest = JSON.parse(await readFile(join(EXAMPLE_APP, "app.json"), "utf8")) as object;
  await writeFile(
    join(appDir, "app.json"),
    JSON.stringify({ ...manifest, display_name: "HostBridge Example installed on local-test" }),
  );
  await viteBuild(join(REPO, "apps", "dev-host"), devHostDir);
  await viteBuild(EXAMPLE_APP, join(appDir, "dist"));
  server = await startDevServer({ appDir, devHostDir, port: 0, appPort: 0 });
  browser = await launchChromium();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

afterEach(async () => {
  await context?.close();
  context = undefined;
});

async function open(url: string, viewport = { width: 1440, height: 900 }): Promise<void> {
  context = await browser.newContext({ viewport });
  page = await context.newPage();
  page.setDefaultTimeout(5000);
  await page.goto(url);
  app = page.frameLocator("iframe[data-app-frame]");
}

async function openExample(viewport?: { width: number; height: number }): Promise<void> {
  await open(server.url, viewport);
  await expect
    .poll(() => app.locator('[data-fact="User"]').textContent(), { timeout: 15_000 })
    .toContain("Dana Reyes");
}

/** Whether two boxes overlap. */
const overlaps = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * Sends a request from inside the app's frame as the app there speaks: the example app's SDK found a
 * host of the platform wire (its probe was answered), so ui/admin operations go as post-robot requests
 * and the high-level API as the platform's PITCHER_REQUEST; a host on the platform's rules reads
 * nothing else from it (the spec's SVC_REQUEST would be dropped).
 */
async function requestFromApp(type: string, body: unknown): Promise<void> {
  const frame = page.frames().find((candidate) => candidate !== page.mainFrame())!;
  const hostOrigin = new URL(server.url).origin;
  const id = crypto.randomUUID();
  const environment = environmentOfType(type);
  const message =
    environment === "ui" || environment === "admin"
      ? encodePlatformRequest(type, id, body)
      : encodePlatformServiceRequest(id, type, body);
  await frame.evaluate(
    ({ message, hostOrigin }) => window.parent.postMessage(message, hostOrigin),
    { message, hostOrigin },
  );
}

describe("the dev host page", () => {
  it("keeps a dialog the app gave up on beside the app, never over it, and logs its answer without calling a person's seconds late", async () => {
    await openExample();
    await app.locator('[data-action="timeout"]').click();
    const dialog = page.locator('[data-dialog="ui_select_canvases"]');
    await dialog.waitFor();
    const frameBox = (await page.locator("iframe[data-app-frame]").boundingBox())!;
    expect(overlaps((await dialog.boundingBox())!, frameBox)).toBe(false);
    await expect
      .poll(() => dialog.locator('[data-dialog="waited"]').textContent())
      .toMatch(/^Waiting for \d+ s; the app's default timeout for ui_select_canvases: none/);

    // The app gives up after 3 s; it stays usable while the dialog waits.
    await expect
      .poll(() => app.locator('[data-outcome="errors"] [data-error-code]').textContent(), {
        timeout: 8000,
      })
      .toBe("REQUEST_TIMEOUT");
    const envRows = page.locator('li.log-row[data-log-type="get_env"][data-log-kind="response"]');
    const before = await envRows.count();
    await app.locator('[data-action="refresh-env"]').click();
    await expect.poll(() => envRows.count()).toBe(before + 1);

    // An answer now comes after the app stopped waiting. The protocol has no cancel message, so the
    // host cannot know that; a person's answer of a few seconds is not marked late (only one past the
    // SDK's usual 30 s wait is: apps/dev-host/test/timeouts.test.ts).
    await dialog.locator('[data-dialog-action="send"]').click();
    const response = page.locator(
      'li.log-row[data-log-type="ui_select_canvases"][data-log-kind="response"]',
    );
    await expect.poll(() => response.count()).toBe(1);
    expect(await response.textContent()).not.toContain("maybe late");

    // A dialog can also be dismissed without an answer.
    await app.locator('[data-action="timeout"]').click();
    await dialog.waitFor();
    await dialog.locator('[data-dialog-action="dismiss"]').click();
    await expect.poll(() => dialog.count()).toBe(0);
    await expect
      .poll(() => page.locator("li.log-row.kind-note").last().textContent())
      .toContain("ui_select_canvases: dialog dismissed");
  });

  it("shows what a host shows a person: toasts on the page and an overlay with the file's name", async () => {
    await openExample();
    await requestFromApp("ui_toast", { message: "Saved the visit report" });
    await requestFromApp("notify", { content: "Sync finished", type: "native" });
    const toasts = page.locator("[data-toast]");
    await expect
      .poll(() => toasts.allTextContents())
      .toEqual([
        expect.stringContaining("Saved the visit report"),
        expect.stringContaining("Sync finished"),
      ]);

    // Opening a file leaves the app for the host's viewer: the page names the file.
    await requestFromApp("ui_open", { fileId: "file-sim-0003" });
    await expect
      .poll(() => page.locator('[data-toast="ui_open"]').textContent())
      .toContain("Mechanism of Action.mp4");

    // A file overlay covers the app until the person closes it.
    await requestFromApp("admin_open_file_overlay", { fileId: "file-sim-0002" });
    const overlay = page.locator('[data-overlay="admin_open_file_overlay"]');
    await expect
      .poll(() => overlay.locator("[data-overlay-name]").textContent())
      .toBe("Pricing and Access 2025.pdf");
    await overlay.locator('[data-overlay-action="close"]').click();
    await expect.poll(() => overlay.count()).toBe(0);
    await app.locator('[data-action="refresh-env"]').click();
  });

  it("asks for nothing that answers 404 and keeps the header on one line with a long app name", async () => {
    const missing: string[] = [];
    context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    page = await context.newPage();
    page.on("response", (response) => {
      if (response.status() === 404) missing.push(response.url());
    });
    await page.goto(server.url);
    app = page.frameLocator("iframe[data-app-frame]");
    await expect
      .poll(() => app.locator('[data-fact="User"]').textContent(), { timeout: 15_000 })
      .toContain("Dana Reyes");
    await page.waitForTimeout(300);
    expect(missing).toEqual([]);
    // Browsers ask for /favicon.ico on their own (Playwright does not report that request).
    const icon = await fetch(new URL("favicon.ico", server.url));
    expect(icon.status).toBe(200);
    expect(icon.headers.get("content-type")).toContain("image/svg+xml");
    const tops = await page
      .locator("header.topbar > *")
      .evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().top));
    const reload = (await page.locator('[data-action="reload"]').boundingBox())!;
    expect(Math.max(...tops) - Math.min(...tops)).toBeLessThan(reload.height);
    expect(await page.locator("[data-status]").getAttribute("title")).toContain(
      "installed on local-test",
    );
  });

  it("says when the app reloaded itself, marks the page before's dialogs stale, and pushes again", async () => {
    await openExample();
    await app.locator('[data-action="timeout"]').click();
    const dialog = page.locator('[data-dialog="ui_select_canvases"]');
    await dialog.waitFor();
    expect(await dialog.getAttribute("data-dialog-load")).toBe("1");
    expect(await dialog.locator('[data-dialog="load"]').textContent()).toBe("load 1");

    // The person pushes a message from the Push tab; the app shows it.
    await page.locator('button[data-tab="push"]').click();
    await page.locator('button[data-push="ui_app_update_data"]').click();
    const feed = app.locator('[data-feed="messages"]');
    await expect.poll(() => feed.textContent()).toContain("ui_app_update_data");

    // The app reloads itself in the frame (as a dev server's full reload does): the log says so,
    // and the new page gets the host's last push again, as a hot reload keeps the host's state.
    const frame = page.frames().find((candidate) => candidate !== page.mainFrame())!;
    await frame.evaluate(() => location.reload());
    await expect
      .poll(() => page.locator("li.log-row.kind-note").allTextContents())
      .toContainEqual(
        expect.stringContaining(
          "the app reloaded (load 2); its requests from earlier loads get no answer (their dialogs are marked stale); sent again the last pushes: ui_app_update_data",
        ),
      );
    await expect.poll(() => feed.textContent()).toContain("ui_app_update_data");
    await expect.poll(() => dialog.getAttribute("data-dialog-stale")).toBe("");
    expect(await dialog.locator('[data-dialog="load"]').textContent()).toBe("load 1, stale");
    await expect
      .poll(() => app.locator('[data-fact="User"]').textContent(), { timeout: 15_000 })
      .toContain("Dana Reyes");

    // The new page's own request is load 2, not stale.
    await app.locator('[data-action="timeout"]').click();
    const fresh = page.locator('[data-dialog="ui_select_canvases"][data-dialog-load="2"]');
    await page.locator('[data-waiting-request="ui_select_canvases"]').nth(1).click();
    await fresh.waitFor();
    expect(await fresh.getAttribute("data-dialog-stale")).toBeNull();
  });

  it("keeps the app usable in a 390 px wide window: the frame full width, the side and log under it", async () => {
    await openExample({ width: 390, height: 844 });
    const frame = page.locator("iframe[data-app-frame]");
    const frameBox = (await frame.boundingBox())!;
    expect(frameBox.width).toBeGreaterThanOrEqual(350);
    expect(frameBox.height).toBeGreaterThanOrEqual(400);
    expect(frameBox.x).toBeGreaterThanOrEqual(0);
    // Nothing is wider than the window (no sideways scrolling to reach a control).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );

    // The app takes clicks, and a dialog it opens sits under it, full width, never over it.
    const envRows = page.locator('li.log-row[data-log-type="get_env"][data-log-kind="response"]');
    const before = await envRows.count();
    await app.locator('[data-action="refresh-env"]').click();
    await expect.poll(() => envRows.count()).toBe(before + 1);
    await app.locator('[data-action="timeout"]').click();
    const dialog = page.locator('[data-dialog="ui_select_canvases"]');
    await dialog.waitFor();
    const dialogBox = (await dialog.boundingBox())!;
    expect(overlaps(dialogBox, (await frame.boundingBox())!)).toBe(false);
    expect(dialogBox.width).toBeGreaterThanOrEqual(300);
    await dialog.locator('[data-dialog-action="send"]').click();
    await expect.poll(() => dialog.count()).toBe(0);
  });

  it("says so when nothing answers at --app-url, and loads the app once it does", async () => {
    const port = await freePort();
    const events: DevLogEvent[] = [];
    const waiting = await startDevServer({
      appDir,
      appUrl: `http://127.0.0.1:${port}/dist/index.html`,
      devHostDir,
      port: 0,
      appProbeIntervalMs: 200,
      log: (event) => events.push(event),
    });
    let appServer: DevServer | undefined;
    try {
      expect(events).toContainEqual(
        expect.objectContaining({
          level: "warn",
          message: expect.stringContaining(`nothing answers at http://127.0.0.1:${port}/`),
        }),
      );
      await open(waiting.url);
      const banner = page.locator('[data-banner="app"]');
      await expect.poll(() => banner.textContent()).toContain("Nothing answers at");
      expect(await banner.isVisible()).toBe(true);

      // The app's server comes up (here: a second dev server serving the app on that port).
      appServer = await startDevServer({ appDir, devHostDir, port: 0, appPort: port });
      await expect
        .poll(() => app.locator('[data-fact="User"]').textContent(), { timeout: 15_000 })
        .toContain("Dana Reyes");
      expect(await banner.isVisible()).toBe(false);
      expect(events.at(-1)?.message).toContain("the app answers at");
    } finally {
      await appServer?.close();
      await waiting.close();
    }
  });
});

/** A port nothing listens on (bound, then released). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
