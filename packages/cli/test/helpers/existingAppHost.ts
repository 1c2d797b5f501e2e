// The dev host around apps of the platform's existing client (test/fixtures/existing-apps), each from
// its own Vite dev server (`npm run dev`), as `hostbridge dev` runs it: copies of the fixture apps,
// the dev host page built once, Debian Chromium, and the app's frame in a chosen location. Every
// server, copy and browser context it starts is stopped by `close()`.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, BrowserContext, Frame, Page } from "playwright";
import { afterAll, afterEach, beforeAll, expect } from "vitest";
import { startDevServer } from "@hostbridge/dev-server";
import type { DevServer } from "@hostbridge/dev-server";
import { copyExistingApp, startAppDevServer } from "../../../../test/helpers/existingApps";
import type { AppDevServer, ExistingAppName } from "../../../../test/helpers/existingApps";
import { launchChromium, REPO, viteBuild } from "./e2e";

/** An opened dev host page: its page, and every console error and uncaught error of it and the app. */
export interface OpenedDevHost {
  page: Page;
  errors: string[];
}

export interface ExistingAppHost {
  /**
   * A copy of the fixture app with its Vite dev server running; `prepare` runs on the copy first
   * (e.g. `hostbridge migrate`).
   */
  viteApp(
    name: ExistingAppName,
    prepare?: (dir: string) => Promise<void> | void,
  ): Promise<{ dir: string; vite: AppDevServer }>;
  /** The dev host around the app's page `appUrl` (the app dir decides the mode, as `hostbridge dev` does). */
  devHost(appDir: string, appUrl: string): Promise<DevServer>;
  /** Opens the dev host page in a fresh browser context (the previous one is closed). */
  open(server: DevServer): Promise<OpenedDevHost>;
  /** Closes the current browser context, if any. */
  closePage(): Promise<void>;
  close(): Promise<void>;
}

/** Builds the dev host page, launches Chromium; the caller closes it in `afterAll`. */
export async function startExistingAppHost(): Promise<ExistingAppHost> {
  const workDir = await mkdtemp(join(tmpdir(), "hb-existing-apps-"));
  const devHostDir = join(workDir, "dev-host");
  await viteBuild(join(REPO, "apps", "dev-host"), devHostDir);
  const browser: Browser = await launchChromium();
  const cleanups: (() => Promise<void>)[] = [];
  let context: BrowserContext | undefined;

  const closePage = async () => {
    await context?.close();
    context = undefined;
  };

  return {
    async viteApp(name, prepare) {
      const app = await copyExistingApp(name);
      cleanups.push(app.remove);
      await prepare?.(app.dir);
      const vite = await startAppDevServer(app.dir);
      cleanups.push(vite.close);
      return { dir: app.dir, vite };
    },
    async devHost(appDir, appUrl) {
      const server = await startDevServer({ appDir, appUrl, devHostDir, port: 0, watch: false });
      cleanups.push(server.close);
      return server;
    },
    async open(server) {
      await closePage();
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
    },
    closePage,
    async close() {
      await closePage();
      while (cleanups.length) await cleanups.pop()!();
      await browser.close();
      await rm(workDir, { recursive: true, force: true });
    },
  };
}

/**
 * The harness for the tests of one file: started before them, each test's page closed after it, all
 * of it stopped after the file. Read it inside the tests (`host()`).
 */
export function existingAppHostForFile(): () => ExistingAppHost {
  let host: ExistingAppHost | undefined;
  beforeAll(async () => {
    host = await startExistingAppHost();
  }, 180_000);
  afterEach(() => host?.closePage());
  afterAll(() => host?.close());
  return () => {
    if (!host) throw new Error("the existing apps' dev host did not start (see beforeAll)");
    return host;
  };
}

// (generous waits: a Vite dev server compiles each module on its first request, and CI shares two cores)
export const poll = <T>(read: () => T | Promise<T>) =>
  expect.poll(read, { timeout: 30_000, interval: 100 });

/** The app's frame once it shows the app in `location` (the page sets it as `?jsApiLocation=`). */
export async function appIn(page: Page, location: string): Promise<Frame> {
  const current = await page.locator('select[data-setting="location"]').inputValue();
  if (current !== location)
    await page.locator('select[data-setting="location"]').selectOption(location);
  let frame: Frame | undefined;
  await poll(() => {
    frame = page
      .frames()
      .find((candidate) => candidate.url().includes(`jsApiLocation=${location}`));
    return frame !== undefined;
  }).toBe(true);
  // (no wait for its load event: the checks that follow poll the app's content, which also rides
  // over a reload, e.g. the dev server's own after it optimised a dependency)
  return frame!;
}

/** The text of the first element `selector` finds in `frame`, or null. */
export const text = (frame: Frame, selector: string) =>
  frame
    .locator(selector)
    .first()
    .textContent({ timeout: 1000 })
    .catch(() => null);
