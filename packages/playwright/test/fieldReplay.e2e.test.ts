// A session exported in the field replays as a test: apps/starter-app (its build) runs in Debian
// Chromium inside the kit's host with credentials in its environment, the user turns the inspector
// on (its storage key) and taps "download"; the downloaded file holds none of the credentials, the
// dev host's scenario format reads it, and the kit replays it against the app.
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import type { Browser, Page } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadScenario, startHost } from "@hostbridge/playwright";
import type { HostBridgeHost } from "@hostbridge/playwright";
import { CHROMIUM_ARGS, findChromium } from "../../../tooling/chromium.mjs";

const STARTER = join(import.meta.dirname, "..", "..", "..", "apps", "starter-app");
const CREDENTIALS = {
  access_token: "cred-access-token-0001",
  refreshToken: "cred-refresh-token-camel-0002",
  "api-key": "cred-api-key-kebab-0004",
  Authorization: "Bearer cred-authorization-0006",
  password: "cred-password-0007",
  client_secret: "cred-client-secret-0008",
  cookies: "session=cred-cookie-0009",
  id_token: "cred-id-token-0010",
  token_claims: { sub: "cred-claims-sub-0011" },
  secrets: ["cred-secret-list-0012"],
};

let browser: Browser;
let page: Page;
let host: HostBridgeHost | undefined;

beforeAll(async () => {
  if (!existsSync(join(STARTER, "dist", "index.html")))
    throw new Error("apps/starter-app is not built: run `pnpm build` at the repository root");
  browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  page = await browser.newPage();
}, 60_000);
afterAll(async () => {
  await host?.close();
  await page?.close();
  await browser?.close();
});

describe("a session exported from the inspector", { timeout: 90_000 }, () => {
  it("holds no credential and replays in the kit", async () => {
    // the user's switch: the storage key, in the app's frame
    await page.addInitScript(() => localStorage.setItem("hostbridge-inspector", "on"));
    host = await startHost(page, {
      appDir: STARTER,
      env: { svc: { user: { name: "Grace" }, ...CREDENTIALS } },
    });
    await host.expectSent(["get_env", "ui_app_loaded"]);
    await host.push("ui_app_set_data");
    await expect
      .poll(() => host!.app.locator('[data-view="pushed"]').textContent())
      .toMatch(/^Canvas: /);

    const overlay = host.app.locator('[aria-label="HostBridge inspector"]');
    await expect.poll(() => overlay.textContent()).toMatch(/get_env/);
    expect(await overlay.textContent()).not.toMatch(/cred-[a-z-]+-\d{4}/);
    const download = page.waitForEvent("download");
    await overlay.getByRole("button", { name: "download", exact: true }).click();
    const file = join(tmpdir(), `field-${process.pid}.scenario.json`);
    await (await download).saveAs(file);

    const text = await readFile(file, "utf8");
    expect(text).not.toMatch(/cred-[a-z-]+-\d{4}/);
    const scenario = await loadScenario(file);
    expect(scenario.steps.map((s) => `${s.from} ${s.kind} ${"type" in s ? s.type : ""}`)).toEqual(
      expect.arrayContaining(["app request get_env", "host push ui_app_set_data"]),
    );
    await host.replay(file);
    // the recorded answers reached the app: its redacted credentials were served as the host's own
    expect(await host.app.locator('[data-view="env"]').textContent()).toBe("Grace in WEB");
  });
});
