// What an app reaches around the API on the platform's origin, in the dev host
// (test/existing-client/platformOriginApp.ts): its frame marked `iframe[data-app="<name>"]` in the
// parent document, the `localStorage` it shares with the host page, the environment's
// `connected_services` and instance colour, and the Apps DB on the host's origin with the
// environment's token, refused without it; and the token refresh there
// (test/existing-client/tokenRefreshApp.ts). The same app from its own Vite dev server
// (`--app-url`) gets the same, its CDN script tag served from the installed client. Driven in Debian
// Chromium, loopback only (any other address is aborted: the CDN is never reached).
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, BrowserContext, Frame } from "playwright";
import { createServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startDevServer } from "@hostbridge/dev-server";
import type { DevServer } from "@hostbridge/dev-server";
import { launchChromium, REPO, viteBuild } from "./helpers/e2e";
import {
  APP_NAME,
  EXPECTED_PLATFORM_ORIGIN,
  writePlatformOriginApp,
} from "../../../test/existing-client/platformOriginApp";
import {
  EXPECTED_TOKEN_REFRESH,
  writeTokenRefreshApp,
} from "../../../test/existing-client/tokenRefreshApp";

let workDir: string;
let server: DevServer;
let tokenServer: DevServer;
let appDir: string;
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), "hb-platform-origin-"));
  appDir = join(workDir, "app");
  await mkdir(appDir);
  await writePlatformOriginApp(appDir);
  await viteBuild(join(REPO, "apps", "dev-host"), join(workDir, "dev-host"));
  server = await startDevServer({
    ...{ appDir, devHostDir: join(workDir, "dev-host"), port: 0, appPort: 0, watch: false },
  });
  const tokenAppDir = join(workDir, "token-app");
  await mkdir(tokenAppDir);
  await writeTokenRefreshApp(tokenAppDir);
  tokenServer = await startDevServer({
    ...{ appDir: tokenAppDir, devHostDir: join(workDir, "dev-host"), port: 0, appPort: 0 },
    watch: false,
  });
  browser = await launchChromium();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.route(
    (url) => url.hostname !== "127.0.0.1",
    (route) => route.abort(),
  );
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await tokenServer?.close();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

/** Opens the dev host of `devServer`, and what its app notes once it is done (or failed). */
async function openApp(devServer: DevServer) {
  const page = await context.newPage();
  page.setDefaultTimeout(5000);
  await page.goto(devServer.url);
  await expect.poll(() => page.frames().length, { timeout: 15_000 }).toBe(2);
  const frame: Frame = page.frames().find((candidate) => candidate !== page.mainFrame())!;
  await expect.poll(() => frame.url(), { timeout: 15_000 }).toContain("/__hostbridge/app/");
  const results = () =>
    frame.evaluate(
      () => (window as unknown as { appResults?: Record<string, unknown> }).appResults,
    );
  await expect
    .poll(() => results().then((r) => r?.done ?? r?.failed), { timeout: 15_000 })
    .toBe(true);
  return { page, frame, results };
}

describe("the platform's origin around an app, in the dev host", () => {
  it("marks the frame, shares localStorage, carries connected_services and answers the Apps DB as the platform does", async () => {
    const { page, results } = await openApp(server);
    expect(await results()).toMatchObject(EXPECTED_PLATFORM_ORIGIN);
    const unknown = (await results())!.unknown as { body: { detail: string } };
    expect(unknown.body.detail).toContain(
      "/api/v1/appsdb/stores/<store>/instances/<instance>/globals/entries/<key>/",
    );
    // the frame the app found is the dev host's, and the app resized it
    const height = await page
      .locator(`iframe[data-app="${APP_NAME}"]`)
      .evaluate((element) => (element as HTMLIFrameElement).style.height);
    expect(height).toBe("640px");
    expect(await page.evaluate((key) => localStorage.getItem(key), `${APP_NAME}:draft`)).toBe(
      "call notes",
    );
    await page.close();
  });

  it("answers the token refresh with the environment's token, and keeps what the app writes with it", async () => {
    const { page, frame, results } = await openApp(tokenServer);
    expect(await results()).toMatchObject(EXPECTED_TOKEN_REFRESH);
    expect(await frame.locator('[data-view="status"]').textContent()).toBe(
      "kept with the refreshed token",
    );
    await page.close();
  });

  it("gives an app run from its own Vite dev server (--app-url) the same, its CDN client tag served locally", async () => {
    const vite = await createServer({
      root: appDir,
      configFile: false,
      logLevel: "error",
      server: { host: "127.0.0.1", port: 0, strictPort: false },
    });
    await vite.listen();
    const viteServer = await startDevServer({
      ...{ appDir, appUrl: vite.resolvedUrls!.local[0], devHostDir: join(workDir, "dev-host") },
      ...{ port: 0, watch: false },
    });
    try {
      expect(viteServer.sameOrigin).toBe(true);
      const { page, frame, results } = await openApp(viteServer);
      expect(await results()).toMatchObject(EXPECTED_PLATFORM_ORIGIN);
      expect(
        await frame.evaluate(() => [...document.scripts].map((script) => script.src)),
      ).toContain(new URL("/__hostbridge/client/pitcher-js-api.js", viteServer.url).href);
      await page.close();
    } finally {
      await viteServer.close();
      await vite.close();
    }
  });
});
