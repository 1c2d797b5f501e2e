// Start-up failures that name their cause, in the engine where each happens: an app opened as a
// top-level page in Chromium (no host at all), and an app in an iOS-like WebKitGTK view whose script
// message handler is missing or misnamed (tooling/webkit/embedder.py registers real handlers).
// The app (fixtures/nativeApp.ts, default options) reports how its first request failed.
import { chromium } from "playwright";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHROMIUM_ARGS, findChromium } from "../../../tooling/chromium.mjs";
import { findWebKit, launchWebKit } from "../../../tooling/engines.mjs";
import { nativeHost, serveNativeApp } from "./helpers/nativeApp";

let server: Awaited<ReturnType<typeof serveNativeApp>>;

beforeAll(async () => {
  server = await serveNativeApp();
});

afterAll(async () => {
  await server?.close();
});

describe.skipIf(!findChromium())("an app opened as a top-level page, in Chromium", () => {
  it("fails with NOT_EMBEDDED saying there is no host (not a silent one)", async () => {
    const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
    try {
      const page = await browser.newPage();
      const app = nativeHost("WEB", () => Promise.resolve());
      await page.exposeBinding("__testReport", (_source, data: unknown) => app.report(data));
      await page.goto(`${server.origin}/app.html`);
      expect(await app.next("platform")).toMatchObject({ detected: "WEB" });
      expect(await app.next("crashed")).toEqual({
        name: "HostBridgeError",
        code: "NOT_EMBEDDED",
        message:
          "no host: the app is the top-level page (no parent frame, no opener); open it from the platform or the dev host",
      });
      app.host.dispose();
    } finally {
      await browser.close();
    }
  });
});

describe.skipIf(!findWebKit())("an iOS host without the app's message handler, in WebKit", () => {
  it.each([
    [["hostbridge"], 'no IOS handler "hostBridge" (present: hostbridge)'],
    [["pitcherBridge"], 'no IOS handler "hostBridge" (present: none)'],
  ])(
    "handlers %j: NOT_EMBEDDED names the handler expected and the ones present",
    async (handlers, named) => {
      const webkit = await launchWebKit();
      try {
        const app = nativeHost("IOS", () => Promise.resolve());
        const view = webkit.open(`${server.origin}/app.html`, {
          handlers: [...handlers, "testReport"],
          onMessage: (data, handler) => handler === "testReport" && app.report(data),
        });
        expect(await app.next("platform")).toMatchObject({ wire: "envelopes" });
        const crashed = await app.next("crashed");
        expect(crashed).toMatchObject({ code: "NOT_EMBEDDED" });
        expect(crashed.message).toBe(
          `${named}; register it in the host or set \`nativeHandlerName\``,
        );
        app.host.dispose();
        view.close();
      } finally {
        await webkit.close();
      }
    },
  );
});
