// An app that pins `hostOrigin` (the documentation's inspector example) in the kit. On the kit's own
// loopback origin its SDK refuses to start (ORIGIN_NOT_CONFIGURED, inside the frame) and it sends
// nothing: the verdict of a recorded session (the v2 file of test/fixtures/scenarios) says so on its
// first line, not only a line per step "the app did not send it". With the kit's `hostOrigin`, the
// host page runs on the origin the app pins: the app starts, and a session recorded there replays.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import type { Browser } from "@playwright/test";
import { build } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HostBridgeKitError, startHost } from "@hostbridge/playwright";
import { CHROMIUM_ARGS, findChromium } from "../../../tooling/chromium.mjs";

const SCENARIO = fileURLToPath(new URL("./fixtures/scenarios/v2.scenario.json", import.meta.url));

let browser: Browser;
let appDir: string;

beforeAll(async () => {
  appDir = await mkdtemp(join(tmpdir(), "hb-pinned-origin-"));
  // (the example awaits at its top level: an ES module, as the app's bundler would make it)
  const bundled = await build({
    entryPoints: [fileURLToPath(new URL("./fixtures/pinnedOriginApp.ts", import.meta.url))],
    bundle: true,
    write: false,
    format: "esm",
    target: "es2022",
    conditions: ["@hostbridge/source"],
    logLevel: "silent",
  });
  await writeFile(join(appDir, "app.js"), bundled.outputFiles[0]!.text);
  await writeFile(
    join(appDir, "index.html"),
    '<!doctype html><title>pinned</title><script type="module" src="./app.js"></script>',
  );
  browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await rm(appDir, { recursive: true, force: true });
});

describe("a replay of an app whose start-up fails in its frame", { timeout: 60_000 }, () => {
  it("names the start-up failure on the verdict's first line", async () => {
    const page = await browser.newPage();
    const host = await startHost(page, { appDir });
    try {
      const failed = await host.replay(SCENARIO, { latencyScale: 0, timeout: 2000 }).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(failed).toBeInstanceOf(HostBridgeKitError);
      const [first, second] = (failed as HostBridgeKitError).message.split("\n");
      expect(first).toBe(
        `the app's start-up failed in its frame: HostBridgeError: the parent's origin ${new URL(host.url).origin} is not an allowed host origin (hostOrigin https://host.example.com); pass \`hostOrigin\` to useUi()/createBridge() (e.g. "https://host.example.com")`,
      );
      expect(second).toMatch(/^the app's traffic differs from /);
    } finally {
      await host.close();
      await page.close();
    }
  });
});

describe(
  "an app that pins hostOrigin, in a kit serving its host page on that origin",
  { timeout: 60_000 },
  () => {
    it("starts, and a session recorded there replays", async () => {
      const page = await browser.newPage();
      const host = await startHost(page, { appDir, hostOrigin: "https://host.example.com" });
      try {
        expect(new URL(page.url()).origin).toBe("https://host.example.com");
        await host.expectSent(["ui_app_loaded"]);
        const recorded = await host.scenario();
        const verdict = await host.replay(recorded, { latencyScale: 0, timeout: 2000 });
        expect(verdict.matches).toBe(true);
      } finally {
        await host.close();
        await page.close();
      }
    });
  },
);
