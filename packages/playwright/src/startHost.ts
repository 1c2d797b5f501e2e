// startHost: serves the app with the kit's host page (no panels) through @hostbridge/dev-server,
// opens it in a Playwright page and hands back the controls of the simulated host.
import { startDevServer } from "@hostbridge/dev-server";
import type { DevServerOptions } from "@hostbridge/dev-server";
import type { Page } from "@playwright/test";
import { HostBridgeKitError } from "./errors";
import { createHostControls } from "./hostControls";
import type { HostBridgeHost } from "./hostControls";
import { hostPageDir } from "./hostPageDir";
import type { HostKitOptions } from "./options";
import { KIT_GLOBAL } from "./pageApi";

const DEFAULT_TIMEOUT = 5000;

function devServerOptions(options: HostKitOptions): DevServerOptions {
  return {
    appDir: options.appDir ?? process.cwd(),
    appUrl: options.appUrl,
    fixturesFile: options.fixturesFile,
    place: options.place,
    devHostDir: hostPageDir(),
    watch: false,
    // Left out, the dev server decides (same-origin when the app uses @pitcher/js-api).
    sameOrigin: options.sameOrigin,
  };
}

/**
 * The URL to open the host page at: `url` itself, or with `hostOrigin` the same path on that origin,
 * whose requests `page` routes to the loopback server (so the page runs on the app's host origin).
 */
async function servedOn(
  page: Page,
  url: string,
  appOrigin: string,
  hostOrigin: string | undefined,
): Promise<string> {
  if (hostOrigin === undefined) return url;
  let origin: string;
  try {
    origin = new URL(hostOrigin).origin;
  } catch {
    origin = "null";
  }
  if (origin === "null" || origin !== hostOrigin.replace(/\/$/, ""))
    throw new HostBridgeKitError(
      "HOST_NOT_READY",
      `hostOrigin "${hostOrigin}" is not an origin: pass one such as "https://tenant.example.com"`,
    );
  const server = new URL(url);
  // The app's origin is routed too: the browser would refuse a page of a public origin to frame a
  // loopback one (Local Network Access), and a routed response never reaches the network.
  await page.route(
    (target) => target.origin === origin || target.origin === appOrigin,
    async (route) => {
      const target = new URL(route.request().url());
      const base = target.origin === origin ? server.origin : appOrigin;
      const response = await route.fetch({ url: base + target.pathname + target.search });
      await route.fulfill({ response });
    },
  );
  return origin + server.pathname + server.search;
}

/**
 * Serves the app inside the simulated host on loopback origins, opens it in `page` and starts it.
 * The lower-level form of the `host` fixture, for suites with their own fixtures; call `close()`
 * when done. Throws a `HostBridgeKitError` when the fixtures file is invalid or the host page does
 * not start, and a `DevServerError` when the app has nothing to serve.
 *
 * @example
 * ```ts
 * const host = await startHost(page, { appDir: "." });
 * await expect(host.app.locator('[data-view="env"]')).toContainText("WEB");
 * await host.close();
 * ```
 */
export async function startHost(page: Page, options: HostKitOptions = {}): Promise<HostBridgeHost> {
  const timeout = options.timeout ?? DEFAULT_TIMEOUT;
  const server = await startDevServer(devServerOptions(options));
  try {
    const config = server.config();
    if (config.fixturesError) {
      throw new HostBridgeKitError(
        "HOST_NOT_READY",
        `${config.fixturesError.message}\n  ${config.fixturesError.issues.join("\n  ")}`,
        config.fixturesError.issues,
      );
    }
    await page.goto(await servedOn(page, server.url, server.appOrigin, options.hostOrigin));
    await page
      .waitForFunction(
        (name) => (window as unknown as Record<string, unknown>)[name] !== undefined,
        KIT_GLOBAL,
        {
          timeout,
        },
      )
      .catch(async () => {
        const reason = await page
          .evaluate((name) => {
            const error = (window as unknown as Record<string, unknown>)[`${name}Error`];
            return typeof error === "string" ? error : "";
          }, KIT_GLOBAL)
          .catch(() => undefined);
        throw new HostBridgeKitError(
          "HOST_NOT_READY",
          `the HostBridge test host did not start at ${server.url} within ${timeout} ms${reason ? `: ${reason}` : ""}`,
        );
      });
    const controls = createHostControls(page, server, timeout);
    await controls.restart({
      location: options.location,
      mode: options.mode,
      wire: options.wire,
      interactive: options.interactive,
      env: options.env,
      latencyMs: options.latencyMs,
      appSettings: options.appSettings,
    });
    return controls;
  } catch (error) {
    await server.close();
    throw error;
  }
}
