// An unchanged app of the platform's existing client (`@pitcher/js-api` 1.26.0, the shared fixture
// of test/existing-client) in the kit, in Debian Chromium: the kit serves it on the host page's
// origin by itself (its package.json depends on that client), and every call it makes, the host
// events it listens to and the messages pushed to it work, as they do on the platform.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import type { Browser, Page } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHost } from "@hostbridge/playwright";
import type { HostBridgeHost } from "@hostbridge/playwright";
import { CHROMIUM_ARGS, findChromium } from "../../../tooling/chromium.mjs";
import {
  EXPECTED_RESULTS,
  failedCalls,
  writeExistingClientApp,
} from "../../../test/existing-client/app";
import { appResultsOf } from "./helpers/appResults";

let appDir: string;
let browser: Browser;
let page: Page;
let host: HostBridgeHost | undefined;

beforeAll(async () => {
  appDir = await mkdtemp(join(tmpdir(), "hb-kit-existing-client-"));
  await writeExistingClientApp(appDir);
  browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  page = await browser.newPage();
}, 60_000);
afterAll(async () => {
  await host?.close();
  await browser?.close();
  if (appDir) await rm(appDir, { recursive: true, force: true });
});

const results = () => appResultsOf(page);

describe("an unchanged @pitcher/js-api app in the kit", { timeout: 60_000 }, () => {
  it("runs on the host's origin by itself and gets every call, event and push answered", async () => {
    host = await startHost(page, { appDir });
    expect(host.appOrigin).toBe(new URL(host.url).origin);
    await expect.poll(() => results().then((r) => r?.done), { timeout: 15_000 }).toBe(true);
    const done = (await results())!;
    expect(done).toMatchObject(EXPECTED_RESULTS);
    expect(failedCalls(done)).toEqual([]);
    await expect.poll(() => host!.app.locator('[data-view="env"]').textContent()).toBe("IOS");

    // what the app sent, in order, each valid by its schema
    await host.expectSent([
      "get_env",
      "ui_app_loaded",
      "ui_select_content",
      "ui_app_resize",
      "admin_get_env",
      "dsr_get_env",
      "admin_get_users",
      "create_canvas",
      "get_canvases",
      "enter_fullscreen",
      "is_fullscreen",
      "peer_connectivity_event",
    ]);

    await host.push("ui_app_set_data");
    await expect.poll(() => results().then((r) => r?.pushed)).toBeTruthy();
    await expect
      .poll(() => host!.app.locator('[data-view="pushed"]').textContent())
      .toBe("set data");

    await host.emit("canvas_opened", { body: { canvas_id: "cv-1" } });
    await expect
      .poll(() => results().then((r) => r?.event))
      .toEqual({ body: { canvas_id: "cv-1" } });
    await host.emit("peer_connectivity_event", {
      action: "canvas.open",
      context: { canvasId: "cv-1" },
      version: 1,
      metadata: { correlationId: "c-1", source: "host", timestamp: Date.now() },
    });
    await expect.poll(() => results().then((r) => r?.["peer-received"])).toBe("canvas.open");
  });
});
