// Apps that load the platform's existing client by script tag from a CDN or from the platform's own
// address (test/existing-client/scriptTagApp.ts, written from that client's README), unchanged, in
// the dev host by default: served on the dev host's origin, the tag pointed at the copy of
// `@pitcher/js-api` installed with the dev server, nothing fetched from the network, and the page
// and the terminal saying so. Driven in Debian Chromium; every request off loopback is refused and
// recorded.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, BrowserContext, Frame, Page } from "playwright";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startDevServer } from "@hostbridge/dev-server";
import type { DevLogEvent, DevServer } from "@hostbridge/dev-server";
import { refuseOffLoopback } from "../../../tooling/chromium.mjs";
import { launchChromium, REPO, viteBuild } from "./helpers/e2e";
import { CLIENT_TAGS, writeScriptTagApp } from "../../../test/existing-client/scriptTagApp";

let workDir: string;
let devHostDir: string;
let browser: Browser;
let context: BrowserContext | undefined;
const servers: DevServer[] = [];

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), "hb-script-tag-"));
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

async function serve(tag: string) {
  const appDir = await mkdtemp(join(workDir, "app-"));
  await writeScriptTagApp(appDir, tag);
  const lines: DevLogEvent[] = [];
  const server = await startDevServer({
    ...{ appDir, devHostDir, port: 0, appPort: 0, watch: false },
    log: (event) => lines.push(event),
  });
  servers.push(server);
  return { server, lines };
}

async function open(
  server: DevServer,
): Promise<{ page: Page; frame: Frame; offLoopback: string[] }> {
  context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const offLoopback = await refuseOffLoopback(context);
  const page = await context.newPage();
  page.setDefaultTimeout(5000);
  await page.goto(server.url);
  await expect.poll(() => page.frames().length, { timeout: 15_000 }).toBe(2);
  const frame = page.frames().find((candidate) => candidate !== page.mainFrame())!;
  await expect.poll(() => frame.url(), { timeout: 15_000 }).toContain("/__hostbridge/app/");
  await frame.waitForLoadState("load");
  return { page, frame, offLoopback };
}

const results = (frame: Frame) =>
  frame.evaluate(() => (window as unknown as { appResults?: Record<string, unknown> }).appResults);

describe("an app that loads @pitcher/js-api by script tag, in the dev host", () => {
  it("runs on the dev host's origin with the installed client, offline, and says so", async () => {
    const { server, lines } = await serve(CLIENT_TAGS.jsdelivrBeta);
    expect(server.sameOrigin).toBe(true);
    const text = lines.map((line) => line.message).join("\n");
    expect(text).toContain(
      "same-origin mode (the app uses @pitcher/js-api: index.html loads it by a script tag (https://cdn.jsdelivr.net/npm/@pitcher/js-api@beta))",
    );
    expect(text).toMatch(
      /@pitcher\/js-api served from @pitcher\/js-api@1\.26\.0 installed with the dev server \(.*js-api\.umd\.min\.js\), never from the network/,
    );
    const { page, frame, offLoopback } = await open(server);
    await expect.poll(() => results(frame).then((r) => r?.loaded), { timeout: 15_000 }).toBe(true);
    expect(await results(frame)).toEqual({
      location: "ui",
      mode: "WEB",
      instance: "inst-sim-0001",
      loaded: true,
    });
    expect(offLoopback).toEqual([]);
    const banner = page.locator('[data-banner="client-scripts"]');
    await expect.poll(() => banner.isVisible()).toBe(true);
    expect(await banner.textContent()).toContain(
      "https://cdn.jsdelivr.net/npm/@pitcher/js-api@beta",
    );
    expect(await banner.textContent()).toContain("never from the network");
    // the host logged the client's requests
    await expect
      .poll(() => page.locator('li.log-row[data-log-type="ui_app_loaded"]').count())
      .toBeGreaterThan(0);
  });

  it.each([
    ["a versioned unpkg URL with an integrity attribute", CLIENT_TAGS.unpkgVersion],
    ["the platform's own api/NG/js-api.php", CLIENT_TAGS.platform],
  ])("serves %s from the installed client too", async (_name, tag) => {
    const { server } = await serve(tag);
    expect(server.sameOrigin).toBe(true);
    const { frame, offLoopback } = await open(server);
    await expect.poll(() => results(frame).then((r) => r?.loaded), { timeout: 15_000 }).toBe(true);
    expect(offLoopback).toEqual([]);
  });
});
