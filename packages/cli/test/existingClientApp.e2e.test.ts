// An app of the platform's existing client (`@pitcher/js-api` 1.26.0, unchanged) in the dev host:
// served on the dev host's own origin (chosen because its package.json depends on that client, or
// asked for), every call, host event, pushed message and peer connectivity event works, driven in
// Debian Chromium. Cross-origin (the mode it gets without this), the client cannot read its parent.
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, BrowserContext, Frame, Page } from "playwright";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startDevServer } from "@hostbridge/dev-server";
import type { DevLogEvent, DevServer } from "@hostbridge/dev-server";
import { launchChromium, REPO, viteBuild } from "./helpers/e2e";
import {
  EXPECTED_RESULTS,
  failedCalls,
  writeExistingClientApp,
} from "../../../test/existing-client/app";

let workDir: string;
let appDir: string;
let devHostDir: string;
let browser: Browser;
let context: BrowserContext | undefined;
const servers: DevServer[] = [];

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), "hb-existing-client-"));
  appDir = join(workDir, "visit-notes");
  await mkdir(appDir);
  await writeExistingClientApp(appDir);
  devHostDir = join(workDir, "dev-host");
  await viteBuild(join(REPO, "apps", "dev-host"), devHostDir);
  browser = await launchChromium();
}, 180_000);

afterEach(async () => {
  await context?.close();
  context = undefined;
  while (servers.length) await servers.pop()!.close();
});

afterAll(async () => {
  await browser?.close();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

async function serve(sameOrigin?: boolean) {
  const lines: DevLogEvent[] = [];
  const server = await startDevServer({
    ...{ appDir, devHostDir, port: 0, appPort: 0, watch: false },
    ...(sameOrigin === undefined ? {} : { sameOrigin }),
    log: (event) => lines.push(event),
  });
  servers.push(server);
  return { server, lines };
}

async function open(server: DevServer): Promise<{ page: Page; frame: Frame }> {
  context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  page.setDefaultTimeout(5000);
  await page.goto(server.url);
  await expect.poll(() => page.frames().length, { timeout: 15_000 }).toBe(2);
  const frame = page.frames().find((candidate) => candidate !== page.mainFrame())!;
  // (the frame exists before it navigates to the app: wait for the app's document, or a read of
  // the frame lands in the empty first document and dies with its navigation)
  await expect.poll(() => frame.url(), { timeout: 15_000 }).toContain(server.appOrigin);
  await frame.waitForLoadState("load");
  return { page, frame };
}

const results = (frame: Frame) =>
  frame.evaluate(() => (window as unknown as { appResults?: Record<string, unknown> }).appResults);

describe("an unchanged @pitcher/js-api app in the dev host", () => {
  it("is served on the dev host's origin because it depends on @pitcher/js-api, and says so", async () => {
    const { server, lines } = await serve();
    expect(server.sameOrigin).toBe(true);
    expect(server.config().sameOrigin).toBe(true);
    expect(server.appOrigin).toBe(new URL(server.url).origin);
    expect(lines.map((line) => line.message).join("\n")).toMatch(
      /same-origin mode \(the app uses @pitcher\/js-api: its package\.json depends on @pitcher\/js-api\).*can read and script the dev host page/,
    );
    const { page, frame } = await open(server);
    await expect
      .poll(() => page.locator('[data-banner="same-origin"]').textContent())
      .toContain("It can read and script this page");
    expect(await page.locator('[data-banner="same-origin"]').isVisible()).toBe(true);
    expect(new URL(frame.url()).pathname).toBe("/__hostbridge/app/index.html");
  });

  it("answers every call, delivers host events, pushes and peer connectivity, as on the platform", async () => {
    const { server } = await serve(true);
    const { page, frame } = await open(server);
    await expect.poll(() => results(frame).then((r) => r?.done), { timeout: 15_000 }).toBe(true);
    const done = (await results(frame))!;
    // awaited first: the high-level getEnv, answered, and the location read from the parent
    expect(done).toMatchObject(EXPECTED_RESULTS);
    expect(failedCalls(done)).toEqual([]);
    // the host logged the app's broadcast of its peer connectivity event
    await expect
      .poll(() =>
        page
          .locator('li.log-row[data-log-kind="event"][data-log-type="peer_connectivity_event"]')
          .count(),
      )
      .toBeGreaterThan(0);

    // a pushed message from the Push panel
    await page.locator('button[data-tab="push"]').click();
    await page.locator('button[data-push="ui_app_set_data"]').click();
    await expect.poll(() => results(frame).then((r) => r?.pushed)).toBeTruthy();

    // host events from the Events panel: a high-level one and a peer connectivity one
    await page.locator('button[data-tab="events"]').click();
    await page.locator('select[data-event="key"]').selectOption("canvas_opened");
    await page.locator('button[data-event="emit"]').click();
    await expect.poll(() => results(frame).then((r) => r?.event)).toBeTruthy();
    await page.locator('select[data-event="key"]').selectOption("peer_connectivity_event");
    await page.locator('button[data-event="emit"]').click();
    await expect.poll(() => results(frame).then((r) => r?.["peer-received"])).toBe("canvas.open");
  });

  it("cross-origin (--cross-origin), the client cannot reach its parent: why same-origin mode exists", async () => {
    const { server, lines } = await serve(false);
    expect(server.sameOrigin).toBe(false);
    expect(server.appOrigin).not.toBe(new URL(server.url).origin);
    expect(lines.some((line) => line.message.includes("same-origin mode"))).toBe(false);
    const { page, frame } = await open(server);
    expect(await page.locator('[data-banner="same-origin"]').count()).toBe(0);
    // What the client does: read `window.parent.jsApiLocation` and the parent's address (to find
    // where to send high-level requests); a cross-origin parent refuses both.
    const reads = await frame.evaluate(() => {
      const attempt = (read: () => unknown) => {
        try {
          return { value: read() };
        } catch (error) {
          return { refused: (error as Error).name };
        }
      };
      return {
        location: attempt(
          () => (window.parent as unknown as { jsApiLocation?: string }).jsApiLocation,
        ),
        href: attempt(() => window.parent.location.href),
      };
    });
    expect(reads).toEqual({
      location: { refused: "SecurityError" },
      href: { refused: "SecurityError" },
    });
  });
});
