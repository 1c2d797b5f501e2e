// A platform host that is 1.5 s late at start (its page busy, or post-robot loaded late) must still be
// reached by every later call, as the platform's existing client reaches it (its first call fails with
// "No ack", every later one works). The host is built as the platform's are (the real post-robot 10,
// the high-level API only as PITCHER_*: late/lateHost.ts); the same app runs on our SDK and on the
// client (late/lateApp.ts), each in real time (the lateness is a real page's).
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright";
import type { Browser } from "playwright";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHROMIUM_ARGS, findChromium } from "@hostbridge/tooling/chromium";
import { bundlePages, servePages } from "./harness";

const HERE = join(import.meta.dirname, "late");
let browser: Browser;
let dir: string;
let port: number;
let close: () => Promise<void>;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "hb-late-host-"));
  await bundlePages(dir, [join(HERE, "lateHost.ts"), join(HERE, "lateApp.ts")]);
  const server = await servePages(dir, {
    "host.html": ["lateHost.js"],
    "sdk.html": ["lateApp.js"],
    "client.html": ["js-api.js", "lateApp.js"],
  });
  port = server.port;
  close = server.close;
  browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await close?.();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** What the app observed once its later calls settled, in a host that starts `start`. */
async function observed(start: "busy" | "late", app: "sdk" | "client") {
  const page = await browser.newPage();
  try {
    // our SDK cross-origin (its default); the existing client on the host's origin, which it needs
    const appOrigin = app === "sdk" ? `http://127.0.0.1:${port}` : `http://localhost:${port}`;
    const appUrl = `${appOrigin}/${app}.html`;
    await page.goto(
      `http://localhost:${port}/host.html?start=${start}&app=${encodeURIComponent(appUrl)}`,
    );
    const frame =
      page.frames().find((f) => f.url().startsWith(appUrl)) ??
      (await (await page.waitForSelector("iframe")).contentFrame())!;
    const settled = () =>
      frame.evaluate(() => {
        const late = (window as unknown as { __late?: Record<string, unknown> }).__late ?? {};
        return "later toast" in late && "later getEnv" in late ? late : undefined;
      });
    await expect.poll(settled, { timeout: 15_000, interval: 100 }).toBeDefined();
    return (await settled())!;
  } finally {
    await page.close();
  }
}

describe.each(["busy", "late"] as const)("a host that starts 1.5 s late (%s)", (start) => {
  it("is reached by every later call, on our SDK as on the existing client", async () => {
    const [sdk, client] = await Promise.all([observed(start, "sdk"), observed(start, "client")]);
    // (the client resolves a toast with nothing; ours with the host's answer)
    const reached = (toast: unknown) => ({
      "later toast": { ok: toast },
      "later getEnv": { ok: expect.objectContaining({ mode: "WEB" }) },
    });
    expect(client).toMatchObject(reached(null));
    expect(sdk).toMatchObject(reached({ shown: { message: "later" } }));
    // ours reads the platform's `pitcher` block as the spec's `svc` too
    expect(sdk["later getEnv"]).toMatchObject({ ok: { svc: { access_token: "fake-token" } } });
  }, 40_000);

  it("reaches it with the first call too, once it is up (the client's first call fails with no ack)", async () => {
    const sdk = await observed(start, "sdk");
    expect(sdk["first toast"]).toEqual({ ok: { shown: { message: "first" } } });
  }, 40_000);
});
