// The kit driving a real app (apps/starter-app's build) in Debian Chromium: the host page served by
// @hostbridge/dev-server on two loopback origins, the host driven through the fixture's controls,
// and a recorded run replayed as it was and against a changed record.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import type { Browser, Page } from "@playwright/test";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { isHostBridgeKitError, startHost } from "@hostbridge/playwright";
import type { HostBridgeHost, Scenario } from "@hostbridge/playwright";
import { CHROMIUM_ARGS, findChromium } from "../../../tooling/chromium.mjs";

const STARTER = join(import.meta.dirname, "..", "..", "..", "apps", "starter-app");
const PICKED = {
  user_action: "selected",
  content_type: "file",
  content: [{ id: "f-1", name: "Deck.pdf" }],
};

let browser: Browser;
let page: Page;
let host: HostBridgeHost | undefined;

beforeAll(async () => {
  if (!existsSync(join(STARTER, "dist", "index.html")))
    throw new Error("apps/starter-app is not built: run `pnpm build` at the repository root");
  browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
}, 60_000);
afterAll(async () => browser?.close());
beforeEach(async () => {
  page = await browser.newPage();
});
afterEach(async () => {
  await host?.close();
  host = undefined;
  await page.close();
});

const text = (selector: string) => host!.app.locator(selector).textContent();

describe("startHost", { timeout: 60_000 }, () => {
  it("runs the app cross-origin inside the simulated host and drives it as the host would", async () => {
    host = await startHost(page, { appDir: STARTER, env: { svc: { user: { name: "Grace" } } } });
    expect(host.appOrigin).not.toBe(new URL(host.url).origin);
    await expect.poll(() => text('[data-view="env"]')).toBe("Grace in WEB");
    await host.expectSent(["get_env", "ui_app_loaded"]);

    await host.app.locator('[data-action="pick"]').click();
    const pick = await host.waitForRequest("ui_select_content");
    expect(pick).toMatchObject({
      payload: { content_type: "file", max_selections: 1 },
      valid: true,
    });
    await host.answer("ui_select_content", PICKED);
    await expect.poll(() => text('[data-view="picked"]')).toBe("Picked: Deck.pdf");

    await host.app.locator('[data-action="pick"]').click();
    await host.cancel("ui_select_content");
    await expect.poll(() => text('[data-view="picked"]')).toBe("Nothing picked.");

    await host.push("ui_app_set_data");
    await expect.poll(() => text('[data-view="pushed"]')).toMatch(/^Canvas: /);
    await expect(host.push("ui_app_set_data", { canvas: 1 })).rejects.toThrow(
      /host\.push: .*canvas/,
    );
  });

  it("shows the file a person picked 3 s, and 30 s, after the picker opened", async () => {
    // the 3 s wait is real; the 30 s one runs on Playwright's clock (every frame's timers: the app's
    // ack wait included), which otherwise flows as real time does
    await page.context().clock.install();
    host = await startHost(page, { appDir: STARTER });
    await expect.poll(() => text('[data-view="env"]')).toContain(" in WEB");
    await host.app.locator('[data-action="pick"]').click();
    await host.waitForRequest("ui_select_content");
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await host.answer("ui_select_content", PICKED);
    await expect.poll(() => text('[data-view="picked"]')).toBe("Picked: Deck.pdf");

    await host.app.locator('[data-action="pick"]').click();
    await host.waitForRequest("ui_select_content");
    await page.context().clock.runFor(30_000);
    await host.answer("ui_select_content", {
      ...PICKED,
      content: [{ id: "f-2", name: "Notes.pdf" }],
    });
    await expect.poll(() => text('[data-view="picked"]')).toBe("Picked: Notes.pdf");
  });

  it("posts raw messages into the app frame from the host and from a sibling frame", async () => {
    host = await startHost(page, { appDir: STARTER });
    await expect.poll(() => text('[data-view="env"]')).toContain(" in WEB");
    const appFrame = page.frames().find((f) => f.url().startsWith(host!.appOrigin))!;
    await appFrame.evaluate(() => {
      const seen: unknown[] = ((window as unknown as { seen: unknown[] }).seen = []);
      window.addEventListener("message", (event: MessageEvent<{ hostile?: string }>) => {
        if (event.data?.hostile)
          seen.push({ what: event.data.hostile, fromParent: event.source === window.parent });
      });
    });
    await host.postToApp({ hostile: "from the host" });
    await host.postToApp({ hostile: "from a sibling" }, { from: "sibling" });
    const seen = () => appFrame.evaluate(() => (window as unknown as { seen: unknown[] }).seen);
    await expect.poll(seen).toEqual([
      { what: "from the host", fromParent: true },
      { what: "from a sibling", fromParent: false },
    ]);
    // the app shrugs off a malformed frame and keeps working
    await host.postToApp('{"__post_robot_10_0_46__": [{ "type": 7 }]}', { from: "sibling" });
    await host.app.locator('[data-action="pick"]').click();
    await host.answer("ui_select_content", PICKED);
    await expect.poll(() => text('[data-view="picked"]')).toBe("Picked: Deck.pdf");
  });

  it("serves the app on the host page's own origin with sameOrigin: true, and works the same", async () => {
    host = await startHost(page, { appDir: STARTER, sameOrigin: true });
    expect(host.appOrigin).toBe(new URL(host.url).origin);
    const frame = page.frames().find((candidate) => candidate !== page.mainFrame())!;
    expect(new URL(frame.url()).pathname).toBe("/__hostbridge/app/dist/index.html");
    // the location as the platform shows it to apps on its origin
    expect(
      await frame.evaluate(
        () => (window.parent as unknown as Record<string, unknown>).jsApiLocation,
      ),
    ).toBe("ui");
    await expect.poll(() => text('[data-view="env"]')).toMatch(/ in WEB$/);
    await host.expectSent(["get_env", "ui_app_loaded"]);
    await host.app.locator('[data-action="pick"]').click();
    await host.answer("ui_select_content", PICKED);
    await expect.poll(() => text('[data-view="picked"]')).toBe("Picked: Deck.pdf");
    await host.push("ui_app_set_data");
    await expect.poll(() => text('[data-view="pushed"]')).toMatch(/^Canvas: /);
  });

  it("makes an operation fail, then restarts the app on another platform", async () => {
    host = await startHost(page, { appDir: STARTER });
    await host.script("get_env", {
      kind: "fail",
      error: { message: "the host is down", code: "DOWN" },
    });
    await host.restart();
    await expect.poll(() => text('[data-view="env"]')).toContain("the host is down");

    await host.unscript("get_env");
    const run = await host.setMode("IOS");
    expect(run.mode).toBe("IOS");
    await expect.poll(() => text('[data-view="env"]')).toMatch(/ in IOS$/);
  });

  it("leaves a hung operation unanswered, then answers it as scripted", async () => {
    host = await startHost(page, { appDir: STARTER, interactive: "auto" });
    await host.script("ui_select_content", { kind: "hang" });
    await host.app.locator('[data-action="pick"]').click();
    await host.waitForRequest("ui_select_content");
    await page.waitForTimeout(300);
    expect((await host.requests()).find((r) => r.type === "ui_select_content")?.status).toBe(
      "pending",
    );
    expect(await text('[data-view="picked"]')).toBe("");

    // a standing answer in its place: the next pick gets it at once
    await host.script("ui_select_content", { kind: "answer", body: PICKED });
    await host.app.locator('[data-action="pick"]').click();
    await expect.poll(() => text('[data-view="picked"]')).toBe("Picked: Deck.pdf");
  });
});

describe("replay", { timeout: 90_000 }, () => {
  it("passes for the recorded run and names the difference when the record differs", async () => {
    host = await startHost(page, { appDir: STARTER });
    await host.expectSent(["get_env", "ui_app_loaded"]);
    await host.app.locator('[data-action="pick"]').click();
    await host.answer("ui_select_content", PICKED);
    await host.push("ui_app_set_data");
    await expect.poll(() => text('[data-view="pushed"]')).toMatch(/^Canvas: /);
    const scenario = await host.scenario();
    expect(scenario.steps.map((s) => `${s.from} ${s.kind}`)).toContain("host push");

    // The starter sends get_env, ui_embeddable_ready, then ui_app_loaded: the third app step.
    // The app's own clicks are not part of a scenario: replaying needs the app to pick by itself,
    // so the replayed record is the start-up and the push.
    const startUp: Scenario = {
      ...scenario,
      steps: scenario.steps.filter((s) => !("type" in s) || s.type !== "ui_select_content"),
    };
    await host.replay(startUp);
    await expect.poll(() => text('[data-view="pushed"]')).toMatch(/^Canvas: /);

    const changed = structuredClone(startUp);
    const loaded = changed.steps.findIndex((s) => s.from === "app" && s.type === "ui_app_loaded");
    changed.steps.splice(loaded, 1, {
      from: "app",
      kind: "request",
      type: "ui_toast",
      payload: { message: "hi" },
    });
    const failure = await host.replay(changed).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(isHostBridgeKitError(failure) && failure.code).toBe("SCENARIO_MISMATCH");
    expect((failure as Error).message).toContain(
      '- app step 3: request ui_toast {"message":"hi"} was recorded, the app did not send it',
    );
    expect((failure as Error).message).toContain(
      "+ after app step 3: the app sent request ui_app_loaded {}, which the scenario does not have",
    );
  });
});
