// The iOS bridge in real WebKit: our SDK runs as the top page of a WebKitGTK view that registers a
// real script message handler under the SDK's default name (`hostBridge`), and our host simulator
// answers the way an iOS host does, by evaluating `window.hostBridgeReceive(<json>)` in the page.
// WebKitGTK is the Linux port of the engine behind WKWebView, with the same user-content controller
// (tooling/webkit/embedder.py). Also run with `crypto.randomUUID` and `AbortSignal.reason` removed,
// as on iPadOS 15.0-15.3.
import { createServer } from "node:http";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Transport, TransportListener } from "@hostbridge/transport";
import { createHost } from "../src/index";
import { findWebKit, launchWebKit } from "../../../tooling/engines.mjs";
import type { WebKit } from "../../../tooling/engines.mjs";

// iPadOS 15.0-15.3 lack both (the SDK must not need them)
const OLD_IPADOS = `<script>delete Crypto.prototype.randomUUID; delete AbortSignal.prototype.reason;</script>`;

let server: Server;
let webkit: WebKit | undefined;
let origin = "";

beforeAll(async () => {
  const bundle = await build({
    entryPoints: [fileURLToPath(new URL("./fixtures/iosApp.ts", import.meta.url))],
    bundle: true,
    write: false,
    format: "iife",
    target: "safari15",
    conditions: ["@hostbridge/source"],
    logLevel: "silent",
  });
  const script = bundle.outputFiles[0]!.text;
  server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://x");
    if (url.pathname === "/app.js") {
      res.setHeader("content-type", "text/javascript");
      res.end(script);
    } else if (url.pathname === "/app.html") {
      res.setHeader("content-type", "text/html");
      const shim = url.searchParams.has("ipados15.0") ? OLD_IPADOS : "";
      res.end(`<!doctype html><title>app</title>${shim}<script src="/app.js"></script>`);
    } else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  if (findWebKit()) webkit = await launchWebKit();
});

afterAll(async () => {
  await webkit?.close();
  await new Promise((resolve) => server?.close(resolve));
});

/** Opens the app in WebKit with an iOS host around it: our simulator, answering by evaluating JavaScript. */
function openIosApp(query: string) {
  const listeners = new Set<TransportListener>();
  const steps = new Map<string, (data: Record<string, unknown>) => void>();
  const seen = new Map<string, Record<string, unknown>>();
  const evaluateErrors: string[] = [];
  const view = webkit!.open(`${origin}/app.html${query}`, {
    handlers: ["hostBridge", "testReport"],
    onMessage: (data, handler) => {
      if (handler === "hostBridge") return listeners.forEach((listener) => listener(data));
      const { step, ...rest } = data as { step: string };
      seen.set(step, rest);
      steps.get(step)?.(rest);
    },
  });
  // The host end: what the page posts to the script message handler comes in; answers go out as
  // `webView.evaluateJavaScript("window.hostBridgeReceive(" + json + ")")`.
  const transport: Transport = {
    platform: "IOS",
    send: (message) =>
      void view
        .evaluate(`window.hostBridgeReceive(${JSON.stringify(message)})`)
        .catch((error: Error) => evaluateErrors.push(error.message)),
    listen: (listener) => (listeners.add(listener), () => listeners.delete(listener)),
    close: () => listeners.clear(),
  };
  const host = createHost({ transport, mode: "IOS", location: "ui", interactive: "manual" });
  const next = (step: string) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const done = seen.get(step);
      if (done) return resolve(done);
      const timer = setTimeout(() => reject(new Error(`no "${step}" from the app`)), 15_000);
      steps.set(step, (data) => (clearTimeout(timer), resolve(data)));
    });
  return { host, next, evaluateErrors, close: () => (host.dispose(), view.close()) };
}

describe.skipIf(!findWebKit())(
  "the iOS bridge through a real WebKit script message handler",
  () => {
    it.each(["", "?ipados15.0"])(
      "app%s: detects IOS, completes, fails and aborts requests, and takes pushes in all four shapes",
      async (query) => {
        const { host, next, evaluateErrors, close } = openIosApp(query);
        try {
          const platform = await next("platform");
          expect(platform).toMatchObject({ detected: "IOS", wire: "envelopes" });
          expect(platform.randomUUID).toBe(query ? "undefined" : "function");
          expect(platform.abortReason).toBe(!query);
          expect(await next("env")).toEqual({ mode: "IOS" });

          await host.waitForRequest("ui_select_content");
          host.answer("ui_select_content", { user_action: "selected" });
          expect((await next("picked")).body).toMatchObject({ user_action: "selected" });

          await host.waitForRequest("ui_select_content");
          host.fail("ui_select_content", { message: "the library is offline", code: "OFFLINE" });
          expect(await next("failed")).toMatchObject({
            message: expect.stringContaining("offline"),
          });

          await host.waitForRequest("ui_select_content");
          expect(await next("aborted")).toMatchObject({ code: "REQUEST_ABORTED" });
          expect((await next("done")).pending).toBe(0);

          host.push("ui_app_set_data", undefined, { format: "wrapped" });
          expect((await next("ui-wrapped-push")).payload).toMatchObject({
            canvas: expect.any(Object),
          });
          host.push("ui_meeting_canceled", { eventId: "ev-1" }, { format: "bare" });
          expect((await next("ui-bare-push")).payload).toEqual({ eventId: "ev-1" });
          host.push("admin_env_changed");
          expect((await next("admin-push")).payload).toMatchObject({ svc: expect.any(Object) });
          host.push("dsr_env_changed");
          expect((await next("dsr-push")).payload).toMatchObject({ mode: "IOS" });
          expect(evaluateErrors).toEqual([]);
        } finally {
          close();
        }
      },
    );
  },
);
