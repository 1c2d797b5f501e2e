// A run holds only its own page's traffic, and a person's answer reaches the page that asks: in
// Debian Chromium, an app that keeps sending while the kit restarts it (its last messages are in
// flight while it unloads), and the starter app reloading itself with a picker still open.
import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import type { Browser, Page } from "@playwright/test";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startHost } from "@hostbridge/playwright";
import type { HostBridgeHost } from "@hostbridge/playwright";
import { CHROMIUM_ARGS, findChromium } from "../../../tooling/chromium.mjs";

const STARTER = join(import.meta.dirname, "..", "..", "..", "apps", "starter-app");
const PICKED = {
  user_action: "selected",
  content_type: "file",
  content: [{ id: "f-1", name: "Deck.pdf" }],
};

// An app that sends a `ui_toast` request (the spec's envelope, to its embedder's origin) every 2 ms
// from the moment it starts and once more as its page is hidden (unloading), each carrying the id
// of the page load that sent it.
const CHATTY_APP = `<!doctype html>
<html><head><meta charset="utf-8"><title>chatty</title></head><body>
<p data-view="page"></p>
<script>
  const page = Math.random().toString(36).slice(2);
  document.querySelector('[data-view="page"]').textContent = page;
  const host = new URL(document.referrer).origin;
  let n = 0;
  const send = () => window.parent.postMessage(
    { type: "SVC_REQUEST", request: { id: page + "-" + n++, type: "ui_toast", body: { page } } },
    host,
  );
  send();
  setInterval(send, 2);
  addEventListener("pagehide", send);
</script>
</body></html>
`;

let browser: Browser;
let page: Page;
let host: HostBridgeHost | undefined;
let chattyDir: string;

beforeAll(async () => {
  if (!existsSync(join(STARTER, "dist", "index.html")))
    throw new Error("apps/starter-app is not built: run `pnpm build` at the repository root");
  chattyDir = await mkdtemp(join(tmpdir(), "hb-kit-chatty-"));
  await writeFile(
    join(chattyDir, "app.json"),
    JSON.stringify({ name: "chatty", entry: "index.html" }),
  );
  await writeFile(join(chattyDir, "index.html"), CHATTY_APP);
  browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
}, 60_000);
afterAll(async () => {
  await browser?.close();
  if (chattyDir) await rm(chattyDir, { recursive: true, force: true });
});
beforeEach(async () => {
  page = await browser.newPage();
});
afterEach(async () => {
  await host?.close();
  host = undefined;
  await page.close();
});

const pagesIn = async (): Promise<string[]> => [
  ...new Set(
    (await host!.requests()).map((request) => (request.payload as { page?: string }).page ?? "?"),
  ),
];

describe("a run of the kit", { timeout: 90_000 }, () => {
  it("records only its own page load, though the page before kept sending until it unloaded", async () => {
    host = await startHost(page, { appDir: chattyDir });
    for (let round = 0; round < 10; round++) {
      await host.restart();
      const shown = await host.app.locator('[data-view="page"]').textContent();
      await expect.poll(async () => (await host!.requests()).length).toBeGreaterThan(5);
      expect(await pagesIn()).toEqual([shown]);
      expect(await host.pageLoads()).toBe(1);
    }
  });

  it("answers a picker by type in the page that asks now, after the app reloaded with one open", async () => {
    host = await startHost(page, { appDir: STARTER });
    await host.expectSent(["get_env", "ui_app_loaded"]);
    await host.app.locator('[data-action="pick"]').click();
    const stale = await host.waitForRequest("ui_select_content");
    expect(stale.pageLoad).toBe(1);

    await host.app.locator("body").evaluate(() => location.reload());
    await expect.poll(() => host!.pageLoads()).toBe(2);
    await expect
      .poll(async () => (await host!.requests()).filter((r) => r.type === "ui_app_loaded").length)
      .toBe(2);
    await host.app.locator('[data-action="pick"]').click();
    const current = await host.waitForRequest("ui_select_content");
    expect(current.pageLoad).toBe(2);

    const answered = await host.answer("ui_select_content", PICKED);
    expect(answered.id).toBe(current.id);
    await expect
      .poll(() => host!.app.locator('[data-view="picked"]').textContent())
      .toBe("Picked: Deck.pdf");
    expect((await host.pending("ui_select_content")).map((r) => [r.id, r.pageLoad])).toEqual([
      [stale.id, 1],
    ]);
  });
});
