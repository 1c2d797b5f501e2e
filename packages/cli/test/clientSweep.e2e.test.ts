// Every request the unmodified client can send is answered in the dev host as the platform would: an app
// (test/existing-client/clientSweepApp.ts) calls each method of `@pitcher/js-api` 1.26.0's API objects,
// enumerated from the client, once, inside the dev host `hostbridge dev` serves. None may be answered
// "unknown operation".
// Debian Chromium, offline.
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, BrowserContext, Frame } from "playwright";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startDevServer } from "@hostbridge/dev-server";
import type { DevServer } from "@hostbridge/dev-server";
import { launchChromium, REPO, viteBuild } from "./helpers/e2e";
import { writeClientSweepApp } from "../../../test/existing-client/clientSweepApp";

let workDir: string;
let browser: Browser;
let context: BrowserContext | undefined;
let server: DevServer | undefined;

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), "hb-client-sweep-"));
  const devHostDir = join(workDir, "dev-host");
  await viteBuild(join(REPO, "apps", "dev-host"), devHostDir);
  const appDir = join(workDir, "app");
  await mkdir(appDir);
  await writeClientSweepApp(appDir);
  server = await startDevServer({ appDir, devHostDir, port: 0, appPort: 0, watch: false });
  browser = await launchChromium();
}, 180_000);

afterAll(async () => {
  await context?.close();
  await server?.close();
  await browser?.close();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

type Call = { api: string; method: string; outcome: string };

describe("a sweep over every method of the platform's client, in the dev host", () => {
  it("gets no request answered as an unknown operation", { timeout: 150_000 }, async () => {
    context = await browser.newContext();
    await context.route(
      (url) => url.hostname !== "127.0.0.1",
      (route) => route.abort(),
    );
    const page = await context.newPage();
    await page.goto(server!.url);
    await expect.poll(() => page.frames().length, { timeout: 15_000 }).toBe(2);
    const frame: Frame = page.frames().find((candidate) => candidate !== page.mainFrame())!;
    const results = () =>
      frame
        .evaluate(
          () =>
            (window as unknown as { appResults?: { calls: Call[]; done?: boolean } }).appResults,
        )
        .catch(() => undefined);
    await expect
      .poll(() => results().then((r) => r?.done), { timeout: 140_000, interval: 1000 })
      .toBe(true);
    const calls = (await results())!.calls;
    expect(calls.length).toBeGreaterThan(50);
    expect(calls.filter((call) => /unknown operation/i.test(call.outcome))).toEqual([]);
    // (whether a refusal names a field the client built itself is checked where the host's record of
    // the payload is at hand: packages/host-simulator/test/clientSweep.browser.test.ts)
  });
});
