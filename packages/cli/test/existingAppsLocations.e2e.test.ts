// Apps of the platform's existing client (`@pitcher/js-api` 1.26.0), unchanged, in the dev host, in
// every location, loaded from their own Vite dev server (`npm run dev`): the dev server offers them
// on the dev host's origin (their package.json depends on that client), and each location's
// environment carries what the platform sends there (`env.pitcher`). Driven in Debian Chromium; the
// apps are the fixtures of test/fixtures/existing-apps (written from that client's docs only).
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, BrowserContext, Frame, Page } from "playwright";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startDevServer } from "@hostbridge/dev-server";
import type { DevServer } from "@hostbridge/dev-server";
import { launchChromium, REPO, viteBuild } from "./helpers/e2e";
import { copyExistingApp, startAppDevServer } from "../../../test/helpers/existingApps";
import type { AppDevServer, ExistingAppName } from "../../../test/helpers/existingApps";

let workDir: string;
let devHostDir: string;
let browser: Browser;
const cleanups: (() => Promise<void>)[] = [];
let context: BrowserContext | undefined;

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), "hb-existing-apps-"));
  devHostDir = join(workDir, "dev-host");
  await viteBuild(join(REPO, "apps", "dev-host"), devHostDir);
  browser = await launchChromium();
}, 180_000);

afterEach(async () => {
  await context?.close();
  context = undefined;
});

afterAll(async () => {
  while (cleanups.length) await cleanups.pop()!();
  await browser?.close();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

/** A copy of the fixture app with its Vite dev server running (stopped after the file). */
async function viteApp(name: ExistingAppName): Promise<{ dir: string; vite: AppDevServer }> {
  const app = await copyExistingApp(name);
  cleanups.push(app.remove);
  const vite = await startAppDevServer(app.dir);
  cleanups.push(vite.close);
  return { dir: app.dir, vite };
}

/** The dev host around the app's page `appUrl` (the app dir decides the mode, as `hostbridge dev` does). */
async function devHost(appDir: string, appUrl: string): Promise<DevServer> {
  const server = await startDevServer({ appDir, appUrl, devHostDir, port: 0, watch: false });
  cleanups.push(server.close);
  return server;
}

/** Opens the dev host page; every console error and uncaught error of the page and the app is kept. */
async function open(server: DevServer): Promise<{ page: Page; errors: string[] }> {
  context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => errors.push(`uncaught: ${error.message}`));
  await page.goto(server.url);
  return { page, errors };
}

/** The app's frame once it shows the app in `location` (the page sets it as `?jsApiLocation=`). */
async function appIn(page: Page, location: string): Promise<Frame> {
  const current = await page.locator('select[data-setting="location"]').inputValue();
  if (current !== location)
    await page.locator('select[data-setting="location"]').selectOption(location);
  let frame: Frame | undefined;
  await expect
    .poll(
      () => {
        frame = page
          .frames()
          .find((candidate) => candidate.url().includes(`jsApiLocation=${location}`));
        return frame !== undefined;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  // (no wait for its load event: the checks that follow poll the app's content, which also rides
  // over a reload, e.g. the dev server's own after it optimised a dependency)
  return frame!;
}

// (generous waits: a Vite dev server compiles each module on its first request, and CI shares two cores)
const poll = <T>(read: () => T | Promise<T>) =>
  expect.poll(read, { timeout: 30_000, interval: 100 });

const text = (frame: Frame, selector: string) =>
  frame
    .locator(selector)
    .first()
    .textContent({ timeout: 1000 })
    .catch(() => null);

// (each case starts a Vite dev server, which compiles the app on its first load)
describe(
  "unchanged @pitcher/js-api apps from their Vite dev server, in the dev host",
  { timeout: 180_000 },
  () => {
    it("the React app renders in ui, admin, dsr and impact, on the dev host's origin, with no console error", async () => {
      const { dir, vite } = await viteApp("react-app");
      const server = await devHost(dir, vite.url);
      expect(server.sameOrigin).toBe(true);
      expect(server.appOrigin).toBe(new URL(server.url).origin);
      expect(server.appUrl).toBe(`${server.appOrigin}/__hostbridge/app/`);
      const { page, errors } = await open(server);
      await poll(() => page.locator('[data-banner="same-origin"]').isVisible()).toBe(true);

      // (the environment's user and organization, read from env.pitcher; the ui location's toolbar;
      // the briefing: the recent files come as the list the client declares, `File[]`)
      const ui = await appIn(page, "ui");
      await poll(() => text(ui, '[data-testid="env-banner"]')).toMatch(/^\S.* · .+ · WEB$/);
      await poll(() => text(ui, '[role="toolbar"] button')).toBe("Attach content");
      await poll(() =>
        ui.locator('h2:text-is("Recent files") + ul button').count(),
      ).toBeGreaterThan(0);
      expect(await ui.locator('[role="alert"]').count()).toBe(0);
      const impact = await appIn(page, "impact");
      await poll(() => text(impact, '[data-testid="env-banner"]')).toMatch(/^\S.* · .+ · WEB$/);
      expect(await impact.locator('[role="toolbar"]').count()).toBe(0);
      const admin = await appIn(page, "admin");
      await poll(() => text(admin, '[data-testid="env-banner"]')).toMatch(/^\S.* · .+ · WEB$/);
      await poll(() => text(admin, '[data-testid="admin-config"]')).toMatch(/^\{.*\}$/);
      const dsr = await appIn(page, "dsr");
      // (the DSR environment carries only the access token under `pitcher`: no user to greet)
      await poll(() => text(dsr, '[data-testid="env-banner"]')).toBe("Guest · WEB");
      expect(errors).toEqual([]);
    });

    it("the Vue app renders in ui from env.pitcher and hot-reloads an edit, with no console error", async () => {
      const { dir, vite } = await viteApp("vue-app");
      const server = await devHost(dir, vite.url);
      expect(server.sameOrigin).toBe(true);
      const { page, errors } = await open(server);
      const frame = await appIn(page, "ui");
      await poll(() => text(frame, '[data-test="user"]')).toMatch(/\S/);
      await poll(() => text(frame, '[data-test="org"]')).toMatch(/^\S.* \/ \S/);
      expect(await text(frame, '[data-test="env-error"]')).toBeNull();

      // an edit reaches the frame through Vite's hot reload (its WebSocket, through the dev host's
      // origin), without reloading the page
      await frame.evaluate(() => {
        (window as unknown as { notReloaded?: boolean }).notReloaded = true;
      });
      const app = join(dir, "src", "App.vue");
      await writeFile(
        app,
        (await readFile(app, "utf8")).replace(
          "<h1>Visit planner</h1>",
          "<h1>Visit planner (edited)</h1>",
        ),
      );
      await poll(() => text(frame, "h1")).toBe("Visit planner (edited)");
      expect(
        await frame.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
      ).toBe(true);
      expect(errors).toEqual([]);
    });

    it("the plain JavaScript app's pages render: ui (ES modules), admin, and dsr (script-tag build)", async () => {
      const { dir, vite } = await viteApp("plain-js");
      const pages = [
        { path: "", location: "ui", selector: "#who", expected: /^\S.* \(.+\)$/ },
        { path: "admin.html", location: "admin", selector: "#org", expected: /^\S.* · \S+@\S+$/ },
        {
          path: "dsr.html",
          location: "dsr",
          selector: "#dsr-status",
          expected: /^Room ready \(WEB\)$/,
        },
      ];
      for (const { path, location, selector, expected } of pages) {
        const server = await devHost(dir, new URL(path, vite.url).href);
        expect(server.sameOrigin).toBe(true);
        const { page, errors } = await open(server);
        const frame = await appIn(page, location);
        await poll(() => text(frame, selector)).toMatch(expected);
        expect(errors).toEqual([]);
        await context?.close();
        context = undefined;
      }
    });
  },
);
