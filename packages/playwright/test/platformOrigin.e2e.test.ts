// What an app reaches around the API on the platform's origin, in the kit
// (test/existing-client/platformOriginApp.ts): its frame marked `iframe[data-app="<name>"]`, the
// `localStorage` shared with the host page, the environment's `connected_services` and instance
// colour, and the Apps DB on the host's origin with the environment's token; and the token refresh
// there (test/existing-client/tokenRefreshApp.ts); the same from the app's own dev server
// (`appUrl`), its CDN script tag served from the installed client. Debian Chromium, loopback only
// (any other address is aborted: the CDN is never reached).
import { once } from "node:events";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import type { Browser, Page } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHost } from "@hostbridge/playwright";
import type { HostBridgeHost } from "@hostbridge/playwright";
import { CHROMIUM_ARGS, findChromium } from "../../../tooling/chromium.mjs";
import {
  APP_NAME,
  EXPECTED_PLATFORM_ORIGIN,
  writePlatformOriginApp,
} from "../../../test/existing-client/platformOriginApp";
import {
  EXPECTED_TOKEN_REFRESH,
  writeTokenRefreshApp,
} from "../../../test/existing-client/tokenRefreshApp";
import { appResultsOf } from "./helpers/appResults";

let appDir: string;
let tokenAppDir: string;
let browser: Browser;
let page: Page;
let host: HostBridgeHost | undefined;

beforeAll(async () => {
  appDir = await mkdtemp(join(tmpdir(), "hb-kit-platform-origin-"));
  await writePlatformOriginApp(appDir);
  tokenAppDir = await mkdtemp(join(tmpdir(), "hb-kit-token-refresh-"));
  await writeTokenRefreshApp(tokenAppDir);
  browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  const context = await browser.newContext();
  await context.route(
    (url) => url.hostname !== "127.0.0.1",
    (route) => route.abort(),
  );
  page = await context.newPage();
}, 60_000);
afterAll(async () => {
  await host?.close();
  await browser?.close();
  if (appDir) await rm(appDir, { recursive: true, force: true });
  if (tokenAppDir) await rm(tokenAppDir, { recursive: true, force: true });
});

const results = () => appResultsOf(page);

describe("the platform's origin around an app, in the kit", { timeout: 60_000 }, () => {
  it("marks the frame, shares localStorage, carries connected_services and answers the Apps DB", async () => {
    host = await startHost(page, { appDir });
    await expect
      .poll(() => results().then((r) => r?.done ?? r?.failed), { timeout: 15_000 })
      .toBe(true);
    expect(await results()).toMatchObject(EXPECTED_PLATFORM_ORIGIN);
    const height = await page
      .locator(`iframe[data-app="${APP_NAME}"]`)
      .evaluate((element) => (element as HTMLIFrameElement).style.height);
    expect(height).toBe("640px");
    expect(await page.evaluate((key) => localStorage.getItem(key), `${APP_NAME}:draft`)).toBe(
      "call notes",
    );
    await expect
      .poll(() => host!.app.locator('[data-view="notes"]').textContent())
      .toBe("first visit");
  });

  it("answers the token refresh with the environment's token, and keeps what the app writes with it", async () => {
    await host?.close();
    host = await startHost(page, { appDir: tokenAppDir });
    await expect
      .poll(() => results().then((r) => r?.done ?? r?.failed), { timeout: 15_000 })
      .toBe(true);
    expect(await results()).toMatchObject(EXPECTED_TOKEN_REFRESH);
    await expect
      .poll(() => host!.app.locator('[data-view="status"]').textContent())
      .toBe("kept with the refreshed token");
  });

  it("gives an app from its own dev server (appUrl) the same, its CDN client tag served locally", async () => {
    await host?.close();
    // the app's own dev server: its page as it is on disk
    const appServer = createServer((req, res) => {
      void readFile(join(appDir, "index.html")).then((page) => {
        res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
        res.end(page);
      });
    });
    appServer.listen(0, "127.0.0.1");
    await once(appServer, "listening");
    try {
      const { port } = appServer.address() as AddressInfo;
      host = await startHost(page, { appDir, appUrl: `http://127.0.0.1:${port}/` });
      await expect
        .poll(() => results().then((r) => r?.done ?? r?.failed), { timeout: 15_000 })
        .toBe(true);
      expect(await results()).toMatchObject(EXPECTED_PLATFORM_ORIGIN);
      expect(
        await host.app.locator("script[data-hostbridge-served-from]").getAttribute("src"),
      ).toBe("/__hostbridge/client/pitcher-js-api.js");
    } finally {
      await host?.close();
      host = undefined;
      appServer.closeAllConnections();
      await new Promise((done) => appServer.close(done));
    }
  });
});
