// The script-tag build in a real browser: Chromium loads a host page on http://127.0.0.1:<port> that
// frames an app page on http://localhost:<port> (another origin), and the app uses nothing but
// `<script src="hostbridge.global.js">` and `window.hostbridge`. Tests the built artifact: run
// `pnpm build` in packages/sdk first (the root `npm test` does).
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { chromium } from "playwright";
import type { Browser } from "playwright";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHROMIUM_ARGS, findChromium } from "../../../tooling/chromium.mjs";

const GLOBAL_BUILD = new URL("../dist/hostbridge.global.js", import.meta.url);

const HOST_PAGE = `<!doctype html><title>host</title><script>
  const received = [];
  window.received = received;
  window.addEventListener("message", (event) => {
    const frame = document.querySelector("iframe");
    if (event.source !== frame.contentWindow || event.origin !== APP_ORIGIN) return;
    const message = event.data;
    received.push(message);
    if (message.type === "SVC_REQUEST") {
      const body = message.request.type === "ui_open_global_popup" ? { success: true } : undefined;
      frame.contentWindow.postMessage({ type: "SVC_RESPONSE", request: message.request, response: { status: "ok", body } }, APP_ORIGIN);
      frame.contentWindow.postMessage({ id: "m-1", type: "UI_MESSAGE", body: { type: "ui_app_update_data", body: { in_call: true, is_edit_mode: false } } }, APP_ORIGIN);
    }
  });
</script><iframe src="APP_URL"></iframe>`;

const APP_PAGE = `<!doctype html><title>app</title><script src="/hostbridge.global.js"></script><script>
  window.run = async (hostOrigin) => {
    const api = hostbridge.useApi({ hostOrigin });
    const same = hostbridge.useUi({ hostOrigin }) === api;
    const update = new Promise((resolve) => api.onAppUpdateData(resolve));
    const popup = await api.openGlobalPopup({ app_name: "notes" });
    return { location: api.location, same, popup, update: await update, available: hostbridge.getAvailableApis() };
  };
</script>`;

let server: Server;
let browser: Browser | undefined;
let port = 0;
const executablePath = findChromium();

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://x").pathname;
    if (path === "/host.html") {
      res.setHeader("content-type", "text/html");
      res.end(
        HOST_PAGE.replace("APP_URL", `http://localhost:${port}/app.html?jsApiLocation=ui`).replace(
          "<script>",
          `<script>const APP_ORIGIN = "http://localhost:${port}";`,
        ),
      );
    } else if (path === "/app.html") {
      res.setHeader("content-type", "text/html");
      res.end(APP_PAGE);
    } else if (path === "/hostbridge.global.js" && existsSync(GLOBAL_BUILD)) {
      res.setHeader("content-type", "text/javascript");
      res.end(readFileSync(GLOBAL_BUILD));
    } else {
      res.statusCode = 404;
      res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
  browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server.close(resolve));
});

describe("dist/hostbridge.global.js", () => {
  it("exists (run `pnpm build` in packages/sdk before this test)", () => {
    expect(existsSync(GLOBAL_BUILD)).toBe(true);
  });

  it("defines window.hostbridge and round-trips with a cross-origin host", async () => {
    const page = await browser!.newPage();
    try {
      // The app is served from "localhost" and its host from "127.0.0.1": different origins.
      await page.goto(`http://127.0.0.1:${port}/host.html`);
      const app = page.frames().find((f) => f.url().includes("/app.html"));
      expect(app).toBeDefined();
      await app!.waitForFunction(
        () => typeof (window as unknown as { run?: unknown }).run === "function",
      );
      const result = await app!.evaluate(
        (hostOrigin) => (window as unknown as { run(o: string): Promise<unknown> }).run(hostOrigin),
        `http://127.0.0.1:${port}`,
      );
      expect(result).toEqual({
        location: "ui",
        same: true,
        popup: { success: true },
        update: { in_call: true, is_edit_mode: false },
        available: { location: "ui", apis: ["useUi", "useHostApi", "peerConnectivity"] },
      });
      const received = await page.evaluate(
        () => (window as unknown as { received: unknown[] }).received,
      );
      // this host speaks only the envelopes: the wire probe (post-robot's hello, a JSON string) went
      // unanswered, and the operation came as a SVC_REQUEST
      expect(typeof received[0] === "string" && received[0].includes("postrobot_hello")).toBe(true);
      const envelopes = received.filter(
        (m): m is { request: { type: string } } => typeof m === "object",
      );
      expect(envelopes.map((m) => m.request.type)).toEqual(["ui_open_global_popup"]);
    } finally {
      await page.close();
    }
  });
});
