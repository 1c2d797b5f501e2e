// The dev loop end to end: the dev host page and the example app, both built from source with
// Vite, served by the `hostbridge dev` server on two loopback origins, driven in Debian Chromium.
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, BrowserContext, FrameLocator, Page } from "playwright";
import { createServer, defaultClientConditions } from "vite";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { deploy, pack, publish } from "@hostbridge/deploy-client";
import { createFixtures } from "@hostbridge/host-simulator";
import { createLocalPlatform } from "@hostbridge/local-platform";
import { startDevServer } from "@hostbridge/dev-server";
import type { DevServer } from "@hostbridge/dev-server";
import { launchChromium, REPO, viteBuild } from "./helpers/e2e";

const EXAMPLE_APP = join(REPO, "apps", "example-app");
const DEV_HOST = join(REPO, "apps", "dev-host");
const TOKENS = [createFixtures().env.svc.access_token, createFixtures().env.svc.id_token];

let workDir: string;
let appDir: string;
let server: DevServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let app: FrameLocator;

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), "hb-dev-e2e-"));
  appDir = join(workDir, "example-app");
  await mkdir(appDir);
  for (const file of ["app.json", ".hostbridgeignore", "hostbridge.fixtures.json"])
    await copyFile(join(EXAMPLE_APP, file), join(appDir, file));
  await viteBuild(DEV_HOST, join(workDir, "dev-host"));
  await viteBuild(EXAMPLE_APP, join(appDir, "dist"));
  server = await startDevServer({
    appDir,
    devHostDir: join(workDir, "dev-host"),
    port: 0,
    appPort: 0,
    pollIntervalMs: 200,
  });
  browser = await launchChromium();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

async function openDevHost({ clock = false } = {}): Promise<void> {
  context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  // Playwright's clock (every frame's timers; it flows as real time until told to jump)
  if (clock) await context.clock.install();
  page = await context.newPage();
  // Locator calls wait at most 5 s each, so a missing element fails a poll instead of hanging it.
  page.setDefaultTimeout(5000);
  await page.goto(server.url);
  app = page.frameLocator("iframe[data-app-frame]");
  await expect
    .poll(() => app.locator('[data-fact="User"]').textContent(), { timeout: 15_000 })
    .toContain("Dana Reyes");
}

afterEach(async () => {
  await context?.close();
});

const logRow = (type: string, status: "ok" | "error") =>
  page.locator(`li.log-row[data-log-type="${type}"][data-log-status="${status}"]`);

describe("the dev host with the example app", () => {
  it("runs the app in a cross-origin iframe, told its location, with the host's environment", async () => {
    await openDevHost();
    const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
    expect(new URL(frame!.url()).origin).toBe(server.appOrigin);
    expect(new URL(frame!.url()).searchParams.get("jsApiLocation")).toBe("ui");
    expect(server.appOrigin).not.toBe(new URL(server.url).origin);
    await expect.poll(() => app.locator('[data-badge="location"]').textContent()).toBe("ui");
    // From the example app's hostbridge.fixtures.json.
    await expect.poll(() => app.locator('[data-fact="Locale"]').textContent()).toBe("en-GB");
    // ui_embeddable_ready is answered, then the host pushes ui_app_set_data.
    await expect
      .poll(() => app.locator('[data-view="canvas"]').textContent())
      .toContain("component-sim-0001");
    await expect.poll(() => logRow("get_env", "ok").count()).toBeGreaterThan(0);
    // (pushed once at page load and once more when the app says it started: at most twice a page,
    // host-simulator's startData.ts)
    expect(await logRow("ui_app_set_data", "ok").count()).toBe(2);
  });

  it("round-trips a click in the app through the simulator and a dialog, and shows the response in the app", async () => {
    await openDevHost();
    await app.locator('[data-action="pick"]').click();
    const dialog = page.locator('[data-dialog="ui_select_content"]');
    await dialog.waitFor();
    await dialog.locator('input[data-file-id="file-sim-0002"]').check();
    await dialog.locator('[data-dialog-action="send"]').click();
    await expect
      .poll(() => app.locator('[data-view="content"]').textContent())
      .toContain("Pricing and Access 2025.pdf");
    expect(await app.locator('[data-outcome="content"]').textContent()).toMatch(/Selected 2 items/);
    await expect
      .poll(() =>
        page
          .locator('li.log-row[data-log-type="ui_select_content"][data-log-kind="response"]')
          .textContent(),
      )
      .toMatch(/ok · \d+\.\d ms/);

    // Opening a picked file: a plain request answered by the simulator's defaults.
    await app.locator('[data-view="content"] [data-action="open-file"]').first().click();
    await expect
      .poll(() => app.locator('[data-outcome="content"]').textContent())
      .toContain("The host opened");
    await expect.poll(() => logRow("ui_open", "ok").count()).toBe(2);

    // A cancelled dialog reaches the app as a cancelled pick.
    await app.locator('[data-action="pick"]').click();
    await dialog.locator('[data-dialog-action="cancel"]').click();
    await expect
      .poll(() => app.locator('[data-outcome="content"]').textContent())
      .toContain("closed without a choice");
  });

  it("delivers a pushed message and an emitted event from the panel to the app", async () => {
    await openDevHost();
    await page.locator('button[data-tab="push"]').click();
    await page.locator('button[data-push="ui_canvas_updated"]').click();
    await expect
      .poll(() => app.locator('[data-feed="messages"]').textContent())
      .toContain("ui_canvas_updated");
    expect(await app.locator('[data-view="canvas"]').getAttribute("data-canvas-updates")).toBe("1");
    expect(
      await page
        .locator('li.log-row[data-log-kind="message"][data-log-type="ui_canvas_updated"]')
        .count(),
    ).toBe(1);

    await page.locator('button[data-tab="events"]').click();
    await page.locator('select[data-event="key"]').selectOption("canvas_opened");
    await page.locator('button[data-event="emit"]').click();
    await expect
      .poll(() => app.locator('[data-feed="messages"]').textContent())
      .toContain("canvas_opened");
  });

  it("receives the app's peer connectivity event, valid, from an app in iOS mode", async () => {
    // The app talks the platform wire to the dev host (auto), where the platform's client sends peer
    // connectivity only when the host's mode is IOS (docs/protocol.md): the event needs that mode.
    await openDevHost();
    await page.locator('select[data-setting="mode"]').selectOption("IOS");
    await expect.poll(() => app.locator('[data-fact="Mode"]').textContent()).toBe("IOS");
    await app.locator('[data-action="send-peer"]').click();
    await expect
      .poll(() =>
        page
          .locator(
            'li.log-row[data-log-kind="event"][data-log-type="peer_connectivity_event"][data-log-status="ok"]',
          )
          .count(),
      )
      .toBe(1);
  });

  it("shows invalid payloads as errors: in the log, and as the host's error code in the app", async () => {
    await openDevHost();
    // The app sends notify_url over http: the host answers INVALID_PAYLOAD, the app shows code and message.
    await app.locator('[data-action="invalid-request"]').click();
    await expect
      .poll(() => app.locator('[data-outcome="errors"] [data-error-code]').textContent())
      .toBe("INVALID_PAYLOAD");
    expect(await app.locator('[data-outcome="errors"] .error-message').textContent()).toContain(
      "notify_url",
    );
    const row = logRow("ui_print_canvas", "error").and(page.locator('[data-log-kind="response"]'));
    await expect.poll(() => row.textContent()).toContain("notify_url");
    expect(await row.getAttribute("class")).toContain("is-error");

    // The panel refuses to push an invalid payload and says why, in the panel and in the log.
    await page.locator('button[data-tab="push"]').click();
    const pushRow = page.locator('[data-push-row="ui_app_update_data"]');
    await pushRow.locator("summary").click();
    await pushRow.locator("textarea").fill('{ "in_call": "yes", "is_edit_mode": false }');
    await pushRow.locator('button[data-push="ui_app_update_data"]').click();
    await expect
      .poll(() => pushRow.locator("[data-push-problem]").textContent())
      .toContain("in_call");
    await expect
      .poll(() => page.locator('li.log-row[data-log-kind="error"]').textContent())
      .toContain("ui_app_update_data was not sent");
    expect(await app.locator('[data-feed="messages"]').textContent()).not.toContain(
      "ui_app_update_data",
    );
  });

  it("shows the file a person picked 3 s, and 30 s, after the dialog opened", async () => {
    await openDevHost({ clock: true });
    const dialog = page.locator('[data-dialog="ui_select_content"]');
    const pickAfter = async (wait: () => Promise<unknown>) => {
      await app.locator('[data-action="pick"]').click();
      await dialog.waitFor();
      await wait();
      await dialog.locator('input[data-file-id="file-sim-0002"]').check();
      await dialog.locator('[data-dialog-action="send"]').click();
      await expect
        .poll(() => app.locator('[data-view="content"]').textContent())
        .toContain("Pricing and Access 2025.pdf");
      await app.locator('[data-view="content"]').evaluate((view) => (view.textContent = ""));
    };
    await pickAfter(() => new Promise((resolve) => setTimeout(resolve, 3000))); // a real 3 s
    await pickAfter(() => context.clock.runFor(30_000));
    expect(await logRow("ui_select_content", "error").count()).toBe(0);
  });

  it("shows a timeout in the app when nobody answers a dialog in time", async () => {
    await openDevHost();
    await app.locator('[data-action="timeout"]').click();
    await page.locator('[data-dialog="ui_select_canvases"]').waitFor();
    await expect
      .poll(() => app.locator('[data-outcome="errors"] [data-error-code]').textContent(), {
        timeout: 8000,
      })
      .toBe("REQUEST_TIMEOUT");
    expect(await app.locator('[data-outcome="errors"]').textContent()).toContain(
      "No answer in time",
    );
  });

  it("never shows a token value in the log, even in the envelopes", async () => {
    await openDevHost();
    await app.locator('[data-action="refresh-env"]').click();
    await page.locator('button[data-tab="events"]').click();
    await page.locator('select[data-event="key"]').selectOption("env_changed");
    await page.locator('button[data-event="emit"]').click();
    await expect.poll(() => logRow("get_env", "ok").count()).toBeGreaterThan(1);
    await expect
      .poll(() =>
        page.locator('li.log-row[data-log-kind="event"][data-log-type="env_changed"]').count(),
      )
      .toBe(1);
    const text = (await page.locator("section.log").textContent()) ?? "";
    expect(text).toContain("[redacted]");
    for (const token of TOKENS) expect(text).not.toContain(token);
    // The tokens did travel: the app got an environment with an access token.
    expect(await app.locator('[data-fact="Access token"]').textContent()).toBe(
      "received (not shown)",
    );
  });

  it("edits the environment and one operation's answer in the page, checked against the schemas", async () => {
    await openDevHost();
    await page.locator('button[data-tab="env"]').click();
    const editor = page.locator('textarea[data-env="editor"]');
    const env = JSON.parse(await editor.inputValue()) as {
      device_locale?: string;
      svc: { user: { first_name: string } };
    };
    await editor.fill(JSON.stringify({ ...env, svc: { ...env.svc, user: 42 } }));
    await page.locator('button[data-env="apply"]').click();
    await expect
      .poll(() => page.locator('[data-env="problems"]').textContent())
      .toContain("svc.user: must be an object");
    await editor.fill(JSON.stringify({ ...env, device_locale: "pt-BR" }));
    await page.locator('button[data-env="apply"]').click();
    // Applying tells the app (env_changed), which shows the new record at once.
    await expect.poll(() => app.locator('[data-fact="Locale"]').textContent()).toBe("pt-BR");

    await page.locator('button[data-tab="fixtures"]').click();
    await page.locator('select[data-fixture="operation"]').selectOption("get_env");
    await page.locator('input[data-fixture-choice="fail"]').check();
    await page.locator('input[data-fixture="error-message"]').fill("the host is offline");
    await page.locator('input[data-fixture="error-code"]').fill("OFFLINE");
    await page.locator('button[data-fixture="save"]').click();
    await app.locator('[data-action="refresh-env"]').click();
    await expect
      .poll(() => app.locator('[data-outcome="env"] [data-error-code]').textContent())
      .toBe("OFFLINE");
    expect(await app.locator('[data-outcome="env"]').textContent()).toContain(
      "the host is offline",
    );

    // A response that breaks the operation's response schema is refused with the field's path.
    await page.locator('select[data-fixture="operation"]').selectOption("ui_print_canvas");
    await page.locator('input[data-fixture-choice="answer"]').check();
    await page.locator('textarea[data-fixture="body"]').fill('{ "success": "yes" }');
    await page.locator('button[data-fixture="save"]').click();
    await expect
      .poll(() => page.locator('[data-fixture="problems"]').textContent())
      .toContain("success: must be a boolean");
  });

  it("sends UI messages bare to an app in a native mode, which still receives them", async () => {
    await openDevHost();
    await page.locator('select[data-setting="mode"]').selectOption("IOS");
    await expect.poll(() => app.locator('[data-fact="Mode"]').textContent()).toBe("IOS");
    await page.locator('button[data-tab="push"]').click();
    await page.locator('button[data-push="ui_canvas_updated"]').click();
    await expect
      .poll(() => app.locator('[data-view="canvas"]').getAttribute("data-canvas-updates"))
      .toBe("1");
    const envelope = await page
      .locator('li.log-row[data-log-kind="message"][data-log-type="ui_canvas_updated"] pre')
      .textContent();
    expect(JSON.parse(envelope ?? "{}")).toMatchObject({
      type: "ui_canvas_updated",
      body: { canvas: {} },
    });
    expect(envelope).not.toContain("UI_MESSAGE");
  });

  it("keeps its settings across reloads and applies a changed fixtures file", async () => {
    await openDevHost();
    await page.locator('select[data-setting="location"]').selectOption("admin");
    await expect.poll(() => app.locator('[data-badge="location"]').textContent()).toBe("admin");
    await page.reload();
    app = page.frameLocator("iframe[data-app-frame]");
    expect(await page.locator('select[data-setting="location"]').inputValue()).toBe("admin");
    await expect.poll(() => app.locator('[data-badge="location"]').textContent()).toBe("admin");
    await expect.poll(() => app.locator('[data-fact="Client"]').textContent()).toBe("admin");

    const file = join(appDir, "hostbridge.fixtures.json");
    const original = await readFile(file, "utf8");
    try {
      // The page's location (admin) stays; the file's mode applies, since the page never chose one.
      await writeFile(file, JSON.stringify({ ...JSON.parse(original), mode: "ANDROID" }));
      await expect
        .poll(() => app.locator('[data-fact="Mode"]').textContent(), { timeout: 10_000 })
        .toBe("ANDROID");
      expect(await page.locator('select[data-setting="mode"]').inputValue()).toBe("ANDROID");
      expect(await app.locator('[data-badge="location"]').textContent()).toBe("admin");
      await writeFile(
        file,
        JSON.stringify({
          operations: { ui_print_canvas: { kind: "answer", body: { success: "no" } } },
        }),
      );
      await expect
        .poll(() => page.locator('[data-banner="fixtures"]').textContent(), { timeout: 10_000 })
        .toContain("operations.ui_print_canvas.body.success");
    } finally {
      await writeFile(file, original);
    }
  });

  it("lists the versions on a local platform and opens an installed version in the frame", async () => {
    const platformDir = await mkdtemp(join(tmpdir(), "hb-dev-e2e-platform-"));
    const platform = await createLocalPlatform({
      dir: platformDir,
      port: 0,
      apiKeys: [{ key: "hbk_e2e_local_key_0123456789", name: "e2e" }],
    });
    const withPlatform = await startDevServer({
      appDir,
      devHostDir: join(workDir, "dev-host"),
      port: 0,
      appPort: 0,
      platformUrl: platform.url,
    });
    try {
      await deploy({
        appDir,
        baseUrl: platform.url,
        apiKey: "hbk_e2e_local_key_0123456789",
        instanceIds: ["local-test"],
      });
      context = await browser.newContext();
      page = await context.newPage();
      page.setDefaultTimeout(5000);
      await page.goto(withPlatform.url);
      app = page.frameLocator("iframe[data-app-frame]");
      await page.locator('button[data-tab="platform"]').click();
      await expect
        .poll(() => page.locator('[data-platform="content"]').textContent())
        .toContain("instance local-test runs version 1");
      await page.locator('button[data-platform-open="local-test"]').click();
      await expect
        .poll(
          () =>
            page
              .frames()
              .find((frame) => frame !== page.mainFrame())
              ?.url() ?? "",
        )
        .toMatch(
          new RegExp(
            `^${platform.url}/local/instances/local-test/apps/hostbridge-example/dist/index\\.html\\?jsApiLocation=ui$`,
          ),
        );
      // The installed build talks to the simulated host like the dev build.
      await expect
        .poll(() => app.locator('[data-fact="User"]').textContent(), { timeout: 10_000 })
        .toContain("Dana Reyes");
      expect(await page.locator('[data-status="run"]').textContent()).toContain(
        "installed on local-test",
      );

      // A newer version published: the panel offers the update to the instance still on version 1.
      expect(await page.locator("[data-update-available]").count()).toBe(0);
      await publish({
        baseUrl: platform.url,
        apiKey: "hbk_e2e_local_key_0123456789",
        archivePath: (await pack(appDir)).path,
      });
      await page.locator('[data-panel="platform"] button', { hasText: "Refresh" }).click();
      await expect
        .poll(() => page.locator('[data-update-available="local-test"]').textContent())
        .toContain("update available: version 2");
    } finally {
      await withPlatform.close();
      await platform.close();
      await rm(platformDir, { recursive: true, force: true });
    }
  });

  it("runs the app from its own Vite dev server (with its hot reload client) given --app-url", async () => {
    // (the example app's own config adds @hostbridge/vite-plugin, which starts a dev host itself:
    // here the test starts the dev host around a plain Vite server, as `--app-url` is used)
    const vite = await createServer({
      root: EXAMPLE_APP,
      configFile: false,
      base: "./",
      logLevel: "error",
      resolve: { conditions: ["@hostbridge/source", ...defaultClientConditions] },
      server: { host: "127.0.0.1", port: 0, strictPort: false },
    });
    await vite.listen();
    const viteUrl = vite.resolvedUrls?.local[0];
    const withVite = await startDevServer({
      appDir: EXAMPLE_APP,
      appUrl: viteUrl,
      devHostDir: join(workDir, "dev-host"),
      port: 0,
    });
    try {
      expect(withVite.appOrigin).toBe(new URL(viteUrl!).origin);
      context = await browser.newContext();
      page = await context.newPage();
      page.setDefaultTimeout(10_000);
      await page.goto(withVite.url);
      app = page.frameLocator("iframe[data-app-frame]");
      await expect
        .poll(() => app.locator('[data-fact="User"]').textContent(), { timeout: 20_000 })
        .toContain("Dana Reyes");
      // Vite's client is in the frame: the app is served by Vite, not by the dev server.
      const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
      expect(
        await frame!.evaluate(() =>
          [...document.scripts].some((script) => script.src.includes("/@vite/client")),
        ),
      ).toBe(true);
    } finally {
      await withVite.close();
      await vite.close();
    }
  });
});
