// One app of test/existing-client in the dev host, for an e2e test: the dev host page built from the
// sources, the app written into a temporary folder, served by the dev server, Chromium launched, and
// every context it opens kept off the network (a request off loopback is refused).
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Page } from "playwright";
import { startDevServer } from "@hostbridge/dev-server";
import type { DevServer } from "@hostbridge/dev-server";
import { launchChromium, REPO, viteBuild } from "./e2e";

/** The served app: its dev server, and a page of a new offline browser context. */
export interface DevHostApp {
  readonly server: DevServer;
  openPage(): Promise<Page>;
  close(): Promise<void>;
}

/** Serves the app `writeApp` writes into its folder in the dev host (call in `beforeAll`). */
export async function serveInDevHost(
  name: string,
  writeApp: (appDir: string) => Promise<void>,
): Promise<DevHostApp> {
  const workDir = await mkdtemp(join(tmpdir(), `hb-${name}-`));
  const devHostDir = join(workDir, "dev-host");
  await viteBuild(join(REPO, "apps", "dev-host"), devHostDir);
  const appDir = join(workDir, "app");
  await mkdir(appDir);
  await writeApp(appDir);
  const server = await startDevServer({ appDir, devHostDir, port: 0, appPort: 0, watch: false });
  const browser: Browser = await launchChromium();
  return {
    server,
    async openPage() {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      await context.route(
        (url) => url.hostname !== "127.0.0.1",
        (route) => route.abort(),
      );
      return context.newPage();
    },
    async close() {
      await browser.close();
      await server.close();
      await rm(workDir, { recursive: true, force: true });
    },
  };
}
