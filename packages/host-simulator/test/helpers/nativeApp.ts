// The native-host tests' app (fixtures/nativeApp.ts), bundled by esbuild for Safari 15 and served
// from a loopback server, and the host side they share: our simulator on a transport whose ends are
// the native host's (what the page posts comes in through `deliver`; answers go out through `post`).
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { expect } from "vitest";
import type { Mode } from "@hostbridge/protocol-types";
import type { Transport, TransportListener } from "@hostbridge/transport";
import { bundleApp } from "../../../../tooling/bundleApp";
import { createHost } from "../../src/index";

// iPadOS 15.0-15.3 lack both (the SDK must not need them)
const OLD_IPADOS = `<script>delete Crypto.prototype.randomUUID; delete AbortSignal.prototype.reason;</script>`;

const bundle = (fixture: string) => bundleApp(new URL(`../fixtures/${fixture}`, import.meta.url));

/**
 * Serves `/app.html` (`?ipados15.0`: without randomUUID and AbortSignal.reason), `/frame.html` (the
 * app in an iframe) and `/hidden.html`: a host framing `/referrer.html` from the other loopback
 * origin with `referrerpolicy="no-referrer"` (its query is passed on), which reports to `reports`,
 * and `/hidden-header.html`: the same with the page's `Referrer-Policy: no-referrer` header instead.
 */
export async function serveNativeApp() {
  const [script, referrerScript] = await Promise.all([
    bundle("nativeApp.ts"),
    bundle("referrerApp.ts"),
  ]);
  const reports: Record<string, unknown>[] = [];
  let port = 0;
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://x");
    const html = (body: string) => {
      res.setHeader("content-type", "text/html");
      res.end(`<!doctype html><title>app</title>${body}`);
    };
    if (url.pathname === "/app.js") {
      res.setHeader("content-type", "text/javascript");
      res.end(script);
    } else if (url.pathname === "/app.html")
      html(
        `${url.searchParams.has("ipados15.0") ? OLD_IPADOS : ""}<script src="/app.js"></script>`,
      );
    else if (url.pathname === "/frame.html") html(`<iframe src="/app.html?probe"></iframe>`);
    else if (url.pathname === "/hidden.html")
      html(
        `<iframe referrerpolicy="no-referrer" src="http://localhost:${port}/referrer.html${url.search}"></iframe>`,
      );
    else if (url.pathname === "/hidden-header.html") {
      res.setHeader("referrer-policy", "no-referrer");
      html(`<iframe src="http://localhost:${port}/referrer.html${url.search}"></iframe>`);
    } else if (url.pathname === "/referrer.html") html(`<script src="/referrer.js"></script>`);
    else if (url.pathname === "/referrer.js") {
      res.setHeader("content-type", "text/javascript");
      res.end(referrerScript);
    } else if (url.pathname === "/report" && req.method === "POST") {
      let body = "";
      req.on("data", (chunk: string) => (body += chunk));
      req.on("end", () => (reports.push(JSON.parse(body) as Record<string, unknown>), res.end()));
    } else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
  return {
    reports,
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/**
 * A native host around the app: our simulator (interactive: a person answers pickers), talking
 * through `post` (host to page). Feed what the page sends to `deliver` and its reports to `report`;
 * `next(step)` resolves with the app's report of `step`.
 */
export function nativeHost(mode: Mode, post: (message: object | string) => Promise<unknown>) {
  const listeners = new Set<TransportListener>();
  const steps = new Map<string, (data: Record<string, unknown>) => void>();
  const seen = new Map<string, Record<string, unknown>>();
  const postErrors: string[] = [];
  const transport: Transport = {
    platform: mode,
    send: (message) => void post(message).catch((error: Error) => postErrors.push(error.message)),
    listen: (listener) => (listeners.add(listener), () => listeners.delete(listener)),
    close: () => listeners.clear(),
  };
  const host = createHost({ transport, mode, location: "ui", interactive: "manual" });
  return {
    host,
    postErrors,
    deliver: (message: unknown) => listeners.forEach((listener) => listener(message)),
    report: (data: unknown) => {
      const { step, ...rest } = data as { step: string };
      seen.set(step, rest);
      steps.get(step)?.(rest);
    },
    next: (step: string) =>
      new Promise<Record<string, unknown>>((resolve, reject) => {
        const done = seen.get(step);
        if (done) return resolve(done);
        const timer = setTimeout(() => reject(new Error(`no "${step}" from the app`)), 15_000);
        steps.set(step, (data) => (clearTimeout(timer), resolve(data)));
      }),
  };
}

/** The scenario every native host runs: detection, a request answered, one failed, one aborted, and pushes in all four shapes. */
export async function runNativeScenario(
  { host, next, postErrors }: ReturnType<typeof nativeHost>,
  expectations: { detected: Mode; oldIpados?: boolean },
) {
  const platform = await next("platform");
  expect(platform).toMatchObject({ detected: expectations.detected, wire: "envelopes" });
  expect(platform.randomUUID).toBe(expectations.oldIpados ? "undefined" : "function");
  expect(platform.abortReason).toBe(!expectations.oldIpados);
  expect(await next("env")).toEqual({ mode: expectations.detected });

  await host.waitForRequest("ui_select_content");
  host.answer("ui_select_content", { user_action: "selected" });
  expect((await next("picked")).body).toMatchObject({ user_action: "selected" });

  await host.waitForRequest("ui_select_content");
  host.fail("ui_select_content", { message: "the library is offline", code: "OFFLINE" });
  expect(await next("failed")).toMatchObject({ message: expect.stringContaining("offline") });

  await host.waitForRequest("ui_select_content");
  expect(await next("aborted")).toMatchObject({ code: "REQUEST_ABORTED" });
  expect((await next("done")).pending).toBe(0);

  host.push("ui_app_set_data", undefined, { format: "wrapped" });
  expect((await next("ui-wrapped-push")).payload).toMatchObject({ canvas: expect.any(Object) });
  host.push("ui_meeting_canceled", { eventId: "ev-1" }, { format: "bare" });
  expect((await next("ui-bare-push")).payload).toEqual({ eventId: "ev-1" });
  host.push("admin_env_changed");
  expect((await next("admin-push")).payload).toMatchObject({ svc: expect.any(Object) });
  host.push("dsr_env_changed");
  expect((await next("dsr-push")).payload).toMatchObject({ mode: expectations.detected });
  expect(postErrors).toEqual([]);
}
