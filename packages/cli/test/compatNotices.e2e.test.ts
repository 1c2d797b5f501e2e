// An app of the platform's existing client after the first step of `hostbridge migrate` (on
// @hostbridge/compat, with no other change), from its own Vite dev server in the dev host: compat's
// notices are on there (the dev host sets compat's URL flag on the app's page), and the dev host
// lists each one in its log, naming the rule and the `hostbridge migrate --modernize <rule>` command
// that moves the app off it (not as an unknown event). Driven in Debian Chromium; the app is the
// React fixture of test/fixtures/existing-apps (written from that client's docs only).
import { mkdirSync, symlinkSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Page } from "playwright";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startDevServer } from "@hostbridge/dev-server";
import { planMigration, writeMigration } from "@hostbridge/migrate";
import { launchChromium, REPO, viteBuild } from "./helpers/e2e";
import { copyExistingApp, startAppDevServer } from "../../../test/helpers/existingApps";

let workDir: string;
let devHostDir: string;
let browser: Browser;
const cleanups: (() => Promise<void>)[] = [];

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), "hb-compat-notices-"));
  devHostDir = join(workDir, "dev-host");
  await viteBuild(join(REPO, "apps", "dev-host"), devHostDir);
  browser = await launchChromium();
}, 180_000);

afterAll(async () => {
  while (cleanups.length) await cleanups.pop()!();
  await browser?.close();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

const logText = (page: Page) => page.locator('[data-log="rows"]').textContent();

it(
  "the React app on compat lists its notices in the dev host's log, each with its rule and migrate command",
  { timeout: 180_000 },
  async () => {
    const app = await copyExistingApp("react-app");
    cleanups.push(app.remove);
    writeMigration(await planMigration(app.dir));
    // (@hostbridge/compat from this checkout, where an install would put it)
    mkdirSync(join(app.dir, "node_modules", "@hostbridge"), { recursive: true });
    symlinkSync(
      join(REPO, "packages", "compat"),
      join(app.dir, "node_modules", "@hostbridge", "compat"),
      "dir",
    );
    const vite = await startAppDevServer(app.dir);
    cleanups.push(vite.close);
    const server = await startDevServer({
      ...{ appDir: app.dir, appUrl: vite.url, devHostDir, port: 0, watch: false },
      log: () => {},
    });
    cleanups.push(server.close);

    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    cleanups.push(() => context.close());
    const page = await context.newPage();
    await page.goto(server.url);
    // (the app in ui calls ui.app_loaded(), reads env.pitcher and creates usePitcherApi())
    const poll = (read: () => Promise<string | null>) =>
      expect.poll(read, { timeout: 60_000, interval: 200 });
    for (const [rule, where] of [
      ["snake-case-aliases", "ui.app_loaded"],
      ["env-pitcher", "getEnv().pitcher"],
      ["use-pitcher-api", "usePitcherApi()"],
    ]) {
      await poll(() => logText(page)).toContain(`compat notice [${rule}] ${where}`);
      await poll(() => logText(page)).toContain(`run: hostbridge migrate --modernize ${rule}`);
    }
    expect(await logText(page)).not.toContain("hostbridge_compat_notice");
  },
);
