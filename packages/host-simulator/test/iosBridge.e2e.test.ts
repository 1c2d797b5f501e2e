// The iOS bridge in real WebKit: our SDK runs as the top page of a WebKitGTK view that registers a
// real script message handler under the SDK's default name (`hostBridge`), and our host simulator
// answers the way an iOS host does, by evaluating `window.hostBridgeReceive(<json>)` in the page.
// WebKitGTK is the Linux port of the engine behind WKWebView, with the same user-content controller
// (tooling/webkit/embedder.py). Also run with `crypto.randomUUID` and `AbortSignal.reason` removed,
// as on iPadOS 15.0-15.3.
import { afterAll, beforeAll, describe, it } from "vitest";
import { findWebKit, launchWebKit } from "../../../tooling/engines.mjs";
import type { WebKit } from "../../../tooling/engines.mjs";
import { nativeHost, runNativeScenario, serveNativeApp } from "./helpers/nativeApp";

let server: Awaited<ReturnType<typeof serveNativeApp>>;
let webkit: WebKit | undefined;

beforeAll(async () => {
  server = await serveNativeApp();
  if (findWebKit()) webkit = await launchWebKit();
});

afterAll(async () => {
  await webkit?.close();
  await server?.close();
});

describe.skipIf(!findWebKit())(
  "the iOS bridge through a real WebKit script message handler",
  () => {
    it.each(["", "?ipados15.0"])(
      "app.html%s: detects IOS, completes, fails and aborts requests, and takes pushes in all four shapes",
      async (query) => {
        // an iOS host answers with webView.evaluateJavaScript("window.hostBridgeReceive(" + json + ")")
        const ios = nativeHost("IOS", (message) =>
          view.evaluate(`window.hostBridgeReceive(${JSON.stringify(message)})`),
        );
        const view = webkit!.open(`${server.origin}/app.html${query}`, {
          handlers: ["hostBridge", "testReport"],
          onMessage: (data, handler) => (handler === "hostBridge" ? ios.deliver : ios.report)(data),
        });
        try {
          await runNativeScenario(ios, { detected: "IOS", oldIpados: !!query });
        } finally {
          ios.host.dispose();
          view.close();
        }
      },
    );
  },
);
