// The Windows (WebView2) and Android (WebView) bridges in Chromium, the engine of both, injected the
// way those hosts inject them: a document-start script in the top page only (WebView2's
// `chrome.webview`; Android's `addJavascriptInterface` object, whose methods are synchronous and
// take strings), iframes get nothing. Our host simulator is the native side: it receives through a
// Playwright binding and answers as the host does (WebView2: `PostWebMessageAsJson`, a `message`
// event with the parsed object; Android: `evaluateJavascript("window.hostBridgeReceive(json)")`).
import { chromium } from "playwright";
import type { Browser, Page } from "playwright";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHROMIUM_ARGS, findChromium } from "../../../tooling/chromium.mjs";
import { nativeHost, runNativeScenario, serveNativeApp } from "./helpers/nativeApp";

/** What each host injects at document start, in the top page only; `__nativePost` is its native side. */
const INJECTED: Record<"WINDOWS" | "ANDROID", string> = {
  WINDOWS: `if (window === window.top) {
    const events = new EventTarget();
    window.chrome = window.chrome || {};
    window.chrome.webview = {
      // WebView2 serializes the message as JSON for the host (WebMessageAsJson)
      postMessage: (message) => window.__nativePost(JSON.stringify(message)),
      addEventListener: (type, listener) => events.addEventListener(type, listener),
      removeEventListener: (type, listener) => events.removeEventListener(type, listener),
    };
    window.__webview2Deliver = (json) =>
      events.dispatchEvent(new MessageEvent("message", { data: JSON.parse(json) }));
  }`,
  // a Java method taking a String: whatever the page passes arrives as a string, synchronously
  ANDROID: `if (window === window.top) {
    window.hostBridge = { postMessage(message) { window.__nativePost(String(message)); } };
  }`,
};
const DELIVER: Record<"WINDOWS" | "ANDROID", (json: string) => string> = {
  WINDOWS: (json) => `window.__webview2Deliver(${JSON.stringify(json)})`,
  ANDROID: (json) => `window.hostBridgeReceive(${json})`,
};

let server: Awaited<ReturnType<typeof serveNativeApp>>;
let browser: Browser | undefined;
const executablePath = findChromium();

beforeAll(async () => {
  server = await serveNativeApp();
  if (executablePath) browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function openIn(mode: "WINDOWS" | "ANDROID", path: string) {
  const page: Page = await browser!.newPage();
  const native = nativeHost(mode, (message) =>
    page.evaluate(DELIVER[mode](JSON.stringify(message))),
  );
  // (an object passed where a string is expected arrives as "[object Object]" and fails to parse)
  await page.exposeBinding("__nativePost", (_source, text: string) =>
    native.deliver(JSON.parse(text)),
  );
  await page.exposeBinding("__testReport", (_source, data: unknown) => native.report(data));
  await page.addInitScript(INJECTED[mode]);
  await page.goto(`${server.origin}${path}`);
  return { native, page };
}

describe.skipIf(!executablePath)("native WebView bridges as their hosts inject them", () => {
  it.each(["WINDOWS", "ANDROID"] as const)(
    "%s: detected by itself; requests complete, fail and abort; pushes arrive in all four shapes",
    async (mode) => {
      const { native, page } = await openIn(mode, "/app.html");
      try {
        await runNativeScenario(native, { detected: mode });
      } finally {
        native.host.dispose();
        await page.close();
      }
    },
  );

  it.each(["WINDOWS", "ANDROID"] as const)(
    "%s: an app in an iframe of the native page finds no native object (detects WEB)",
    async (mode) => {
      const { native, page } = await openIn(mode, "/frame.html");
      try {
        expect(await native.next("probe")).toEqual({ detected: "WEB" });
        expect(await page.evaluate("typeof window.hostBridge + typeof window.chrome.webview")).toBe(
          mode === "ANDROID" ? "objectundefined" : "undefinedobject",
        );
      } finally {
        native.host.dispose();
        await page.close();
      }
    },
  );
});
