// The local platform's own pages in Debian Chromium: the Apps settings page (deployment rule 4: an
// instance on an older version is offered the update, and the button installs it) and the REST reference
// (rule 3: a form per call that sends it with an API key and shows the answer).
// HOSTBRIDGE_SCREENSHOT_DIR=docs makes the tests save docs/admin-console.png and docs/rest-reference.png.
import { createHash } from "node:crypto";
import { join, resolve } from "node:path";
import { chromium } from "playwright";
import type { Browser, Page } from "playwright";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { LocalPlatform } from "@hostbridge/local-platform";
import { CHROMIUM_ARGS, findChromium } from "../../../tooling/chromium.mjs";
import { appFiles, buildZip } from "./helpers/zips";
import { API_KEY, install, json, publish, startPlatform, tempDir } from "./helpers/platform";

const SCREENSHOT_DIR = process.env.HOSTBRIDGE_SCREENSHOT_DIR;

let browser: Browser;
let platform: LocalPlatform;
let removeDir: () => Promise<void>;
let page: Page;

beforeAll(async () => {
  const executablePath = findChromium();
  if (!executablePath) throw new Error("no Chromium found (see tooling/chromium.mjs)");
  browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
});

afterAll(async () => {
  await browser?.close();
});

beforeEach(async () => {
  const temp = await tempDir();
  removeDir = temp.remove;
  platform = await startPlatform(temp.dir, {
    instances: ["prod-instance", "test-instance", "training-instance"],
  });
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  page.setDefaultTimeout(5000);
});

afterEach(async () => {
  await page?.context().close();
  await platform.close();
  await removeDir();
});

async function screenshot(name: string): Promise<void> {
  if (SCREENSHOT_DIR)
    await page.screenshot({ path: join(resolve(SCREENSHOT_DIR), name), fullPage: true });
}

const row = (app: string, instance: string) =>
  page.locator(`section[data-app="${app}"] tr[data-instance="${instance}"]`);

describe("the Apps settings page", () => {
  it("offers the update to an instance on an older version and installs it with the button", async () => {
    expect((await publish(platform, await buildZip(appFiles("field-notes", "v1")))).status).toBe(
      201,
    );
    expect(
      (await install(platform, "field-notes", ["test-instance", "prod-instance"])).status,
    ).toBe(200);
    const second = await buildZip(appFiles("field-notes", "v2 with a new screen"));
    expect((await publish(platform, second)).status).toBe(201);
    expect((await publish(platform, await buildZip(appFiles("route-planner", "v1")))).status).toBe(
      201,
    );
    expect((await install(platform, "route-planner", ["prod-instance"])).status).toBe(200);

    await page.goto(`${platform.url}/`);
    expect(new URL(page.url()).pathname).toBe("/local/admin");
    // Every version with its sha256 and size, as the platform stored them.
    for (const version of platform.listApps().find((app) => app.name === "field-notes")!.versions) {
      const cells = page.locator(
        `section[data-app="field-notes"] tr[data-version="${version.version}"] td`,
      );
      await expect.poll(() => cells.nth(3).innerText()).toBe(version.sha256);
      expect(await cells.nth(2).getAttribute("title")).toBe(`${version.size} bytes`);
    }
    expect(await row("field-notes", "test-instance").locator("[data-runs]").innerText()).toBe("v1");
    expect(
      await row("field-notes", "test-instance").locator("[data-update-available]").innerText(),
    ).toBe("Update available: v2");
    expect(await row("route-planner", "prod-instance").locator("[data-up-to-date]").count()).toBe(
      1,
    );
    // A known instance that does not run the app is offered an install.
    expect(await row("field-notes", "training-instance").locator("button").innerText()).toBe(
      "Install v2",
    );
    await screenshot("admin-console.png");

    const update = row("field-notes", "test-instance").getByRole("button", {
      name: "Update to v2",
    });
    // Without a key nothing is sent, and the page says what to do.
    await update.click();
    await expect
      .poll(() => page.locator("[data-admin-result]").innerText())
      .toContain("Enter an API key first");
    expect(platform.getInstalledVersion("test-instance", "field-notes")).toBe(1);

    await page.locator("[data-api-key]").fill(API_KEY);
    await update.click();
    await expect
      .poll(() => row("field-notes", "test-instance").locator("[data-runs]").innerText())
      .toBe("v2");
    expect(platform.getInstalledVersion("test-instance", "field-notes")).toBe(2);
    expect(await row("field-notes", "test-instance").locator("[data-up-to-date]").count()).toBe(1);
    expect(await page.locator("[data-admin-result]").innerText()).toContain(
      "test-instance now runs field-notes v2",
    );
    // Only the instance asked for was updated.
    expect(platform.getInstalledVersion("prod-instance", "field-notes")).toBe(1);
    expect(await row("field-notes", "prod-instance").getByRole("button").innerText()).toBe(
      "Update to v2",
    );
    // The key stays in the tab and never appears in the page's markup.
    expect(await page.content()).not.toContain(API_KEY);
  });

  it("shows the platform's refusal when the key is wrong", async () => {
    expect((await publish(platform, await buildZip(appFiles("field-notes", "v1")))).status).toBe(
      201,
    );
    expect((await install(platform, "field-notes", ["test-instance"])).status).toBe(200);
    expect((await publish(platform, await buildZip(appFiles("field-notes", "v2")))).status).toBe(
      201,
    );
    await page.goto(`${platform.url}/local/admin`);
    await page.locator("[data-api-key]").fill("hb_wrong_key_0000000000");
    await row("field-notes", "test-instance").getByRole("button", { name: "Update to v2" }).click();
    await expect
      .poll(() => page.locator("[data-admin-result]").innerText())
      .toMatch(/The install failed \(401 Unauthorized\): .*API key/);
    expect(platform.getInstalledVersion("test-instance", "field-notes")).toBe(1);
  });
});

describe("the REST reference page", () => {
  it("publishes an uploaded zip and installs it with the API key, showing each answer", async () => {
    const zip = await buildZip(appFiles("field-notes", "from the reference page"));
    await page.goto(`${platform.url}/local/rest`);
    expect(await page.locator("#publish h2").innerText()).toBe(
      "POST {base_url}/api/v1/apps/publish/",
    );
    expect(await page.locator("#publish pre.example").innerText()).toContain(
      `curl -X POST "${platform.url}/api/v1/apps/publish/"`,
    );
    await page.locator("[data-api-key]").fill(API_KEY);
    const publishForm = page.locator('form[data-rest-call="publish"]');
    await publishForm
      .locator('input[name="file"]')
      .setInputFiles({ name: "field-notes.zip", mimeType: "application/zip", buffer: zip });
    await publishForm.getByRole("button", { name: "Send publish" }).click();
    const publishAnswer = page.locator("#publish [data-answer]");
    await expect
      .poll(() => publishAnswer.locator("[data-answer-status]").innerText())
      .toBe("201 Created");
    const body = JSON.parse(
      (await publishAnswer.locator("[data-answer-body]").innerText()) ?? "",
    ) as {
      release: { sha256: string; size: number; version: number };
    };
    expect(body.release).toMatchObject({
      version: 1,
      size: zip.length,
      sha256: createHash("sha256").update(zip).digest("hex"),
    });
    expect(await publishAnswer.locator("[data-answer-request]").innerText()).toContain(
      `file=field-notes.zip (${zip.length} bytes)`,
    );

    const installForm = page.locator('form[data-rest-call="install"]');
    await installForm.locator('input[name="app"]').fill("field-notes");
    await installForm.locator('input[name="instance_ids"]').fill("test-instance, unknown-instance");
    await installForm.getByRole("button", { name: "Send install" }).click();
    const installAnswer = page.locator("#install [data-answer]");
    await expect
      .poll(() => installAnswer.locator("[data-answer-status]").innerText())
      .toBe("207 Multi-Status");
    expect(await installAnswer.locator("[data-answer-body]").innerText()).toContain(
      '"code": "unknown_instance"',
    );
    expect(platform.getInstalledVersion("test-instance", "field-notes")).toBe(1);
    await screenshot("rest-reference.png");
  });

  it("shows an error answer as it came: a missing app on install is a 404 with the platform's message", async () => {
    await page.goto(`${platform.url}/local/rest`);
    await page.locator("[data-api-key]").fill(API_KEY);
    const installForm = page.locator('form[data-rest-call="install"]');
    await installForm.locator('input[name="app"]').fill("never published");
    await installForm.locator('input[name="instance_ids"]').fill("test-instance");
    await installForm.getByRole("button", { name: "Send install" }).click();
    const answer = page.locator("#install [data-answer]");
    await expect
      .poll(() => answer.locator("[data-answer-status]").innerText())
      .toBe("404 Not Found");
    expect(await answer.locator("[data-answer-request]").innerText()).toContain(
      "POST /api/v1/apps/never%20published/install/",
    );
    expect(await answer.getAttribute("data-state")).toBe("error");
    const listed = await json(await fetch(`${platform.url}/local/installs`));
    expect(listed).toEqual({ installs: [] });
  });
});
