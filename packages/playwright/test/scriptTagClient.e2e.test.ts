// An app that loads the platform's existing client by script tag from a CDN
// (test/existing-client/scriptTagApp.ts, written from that client's README), unchanged, in the kit:
// served on the host page's origin by itself, the tag answered with the installed `@pitcher/js-api`,
// nothing fetched off loopback. Debian Chromium.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHost } from "@hostbridge/playwright";
import type { HostBridgeHost } from "@hostbridge/playwright";
import { CHROMIUM_ARGS, findChromium, refuseOffLoopback } from "../../../tooling/chromium.mjs";
import { CLIENT_TAGS, writeScriptTagApp } from "../../../test/existing-client/scriptTagApp";
import { appResultsOf } from "./helpers/appResults";

let appDir: string;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let host: HostBridgeHost | undefined;
let offLoopback: string[] = [];

beforeAll(async () => {
  appDir = await mkdtemp(join(tmpdir(), "hb-kit-script-tag-"));
  await writeScriptTagApp(appDir, CLIENT_TAGS.jsdelivrBeta);
  browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  context = await browser.newContext();
  offLoopback = await refuseOffLoopback(context);
  page = await context.newPage();
}, 60_000);
afterAll(async () => {
  await host?.close();
  await browser?.close();
  if (appDir) await rm(appDir, { recursive: true, force: true });
});

const results = () => appResultsOf(page);

describe("an app that loads @pitcher/js-api from a CDN, in the kit", { timeout: 60_000 }, () => {
  it("runs on the host's origin with the installed client and nothing from the network", async () => {
    host = await startHost(page, { appDir, location: "ui" });
    expect(host.appOrigin).toBe(new URL(host.url).origin);
    await expect.poll(() => results().then((r) => r?.loaded), { timeout: 15_000 }).toBe(true);
    expect(await results()).toEqual({
      location: "ui",
      mode: "WEB",
      instance: "inst-sim-0001",
      loaded: true,
    });
    await expect.poll(() => host!.app.locator('[data-view="env"]').textContent()).toBe("WEB");
    await host.expectSent(["get_env", "ui_app_loaded"]);
    expect(offLoopback).toEqual([]);
  });
});
