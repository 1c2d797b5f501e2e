// Replay in the dev host: the built page (apps/dev-host/dist) with the starter app's build, in
// Debian Chromium. A recording exported from the app by the inspector (its storage key on, "download"
// tapped) replays through the "Replay scenario" file input and matches (a broken file dropped on the
// page is refused in the log); the same file with one
// request changed, as if the app had changed since, replays through `--replay <file>` and the log
// lists the differences in the words of the kit's SCENARIO_MISMATCH.
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright";
import type { Browser, Page } from "playwright";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startDevServer } from "@hostbridge/dev-server";
import type { DevServer } from "@hostbridge/dev-server";
import type { Scenario } from "@hostbridge/protocol-types";
import { checkScenario } from "@hostbridge/protocol-types/schemas";
import { CHROMIUM_ARGS, findChromium } from "../../../tooling/chromium.mjs";

const REPO = join(import.meta.dirname, "..", "..", "..");
const DEV_HOST_DIST = join(REPO, "apps", "dev-host", "dist");
const STARTER = join(REPO, "apps", "starter-app");

/** The scenario a file holds, by the format's own check (the one the kit's parseScenario runs). */
function parseScenario(value: unknown): Scenario {
  const check = checkScenario(value, "the saved file");
  if (!check.ok) throw new Error(check.message);
  return check.scenario;
}
let work: string;
let browser: Browser;
const servers: DevServer[] = [];

beforeAll(async () => {
  for (const built of [join(DEV_HOST_DIST, "index.html"), join(STARTER, "dist", "index.html")])
    if (!existsSync(built)) throw new Error(`${built} is missing: run \`pnpm build\` first`);
  work = await mkdtemp(join(tmpdir(), "hb-replay-e2e-"));
  browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
}, 60_000);
afterAll(async () => {
  await browser?.close();
  for (const server of servers) await server.close();
  await rm(work, { recursive: true, force: true });
});

async function open(replayFile?: string): Promise<Page> {
  const server = await startDevServer({
    appDir: STARTER,
    devHostDir: DEV_HOST_DIST,
    watch: false,
    replayFile,
  });
  servers.push(server);
  const page = await browser.newPage();
  // the user's switch of the inspector: its storage key, in the app's frame
  await page.addInitScript(() => localStorage.setItem("hostbridge-inspector", "on"));
  await page.goto(server.url);
  return page;
}

/** The text of the log's rows about the replay's verdict. */
const verdict = (page: Page) =>
  page
    .locator(".log-row", { hasText: /the app's traffic (matches|differs)/ })
    .allInnerTexts()
    .then((rows) => rows.join("\n"));

describe("replaying a recording in the dev host", { timeout: 90_000 }, () => {
  let exported: string;

  it("replays a recording the inspector exported and says the app's traffic matches", async () => {
    const page = await open();
    const app = page.frameLocator("iframe[data-app-frame]");
    await expect.poll(() => app.locator('[data-view="pushed"]').textContent()).toMatch(/^Canvas:/);
    const overlay = app.locator('[aria-label="HostBridge inspector"]');
    await expect.poll(() => overlay.textContent()).toMatch(/ui_app_loaded/);
    const download = page.waitForEvent("download");
    await overlay.getByRole("button", { name: "download", exact: true }).click();
    exported = join(work, "field.scenario.json");
    await (await download).saveAs(exported);
    const scenario = parseScenario(JSON.parse(await readFile(exported, "utf8")));
    const requests = scenario.steps.filter((step) => step.kind === "request");
    expect(requests.map((step) => step.type)).toEqual(
      expect.arrayContaining(["get_env", "ui_app_loaded"]),
    );

    // a broken file dropped on the page is refused in the log, each broken rule named
    const broken = JSON.stringify({ version: 1, location: "ui", mode: "MAC", steps: [] });
    await page.evaluate((text) => {
      const data = new DataTransfer();
      data.items.add(new File([text], "broken.json", { type: "application/json" }));
      document.body.dispatchEvent(
        new DragEvent("drop", { dataTransfer: data, bubbles: true, cancelable: true }),
      );
    }, broken);
    const refused = page.locator(".log-row.is-error", { hasText: "cannot replay" });
    await expect.poll(() => refused.innerText()).toMatch(/broken\.json is not a valid scenario/);
    expect(await refused.innerText()).toMatch(/mode: /);

    await page.locator('[data-input="replay-scenario"]').setInputFiles(exported);
    await expect
      .poll(() => verdict(page), { timeout: 15_000 })
      .toMatch(/the app's traffic matches field\.scenario\.json \(\d+ app steps;/);
    const started = page.locator(".log-row", {
      hasText: /replaying field\.scenario\.json: \d+ app/,
    });
    expect(await started.count()).toBe(1);
    await expect.poll(() => app.locator('[data-view="env"]').textContent()).toMatch(/ in WEB$/);
    await page.close();
  });

  it("lists each difference when the app's traffic is not the recorded one (--replay)", async () => {
    const scenario = JSON.parse(await readFile(exported, "utf8")) as {
      steps: { from: string; kind: string; type?: string; payload?: unknown }[];
    };
    // The record says the app showed a toast where it now tells the host it loaded.
    const loaded = scenario.steps.findIndex((step) => step.type === "ui_app_loaded");
    scenario.steps[loaded] = {
      from: "app",
      kind: "request",
      type: "ui_toast",
      payload: { message: "ready" },
    };
    const changed = join(work, "changed.scenario.json");
    await writeFile(changed, JSON.stringify(scenario));

    const page = await open(changed);
    await expect
      .poll(() => verdict(page), { timeout: 15_000 })
      .toMatch(/the app's traffic differs from .*changed\.scenario\.json \(2 differences;/);
    const text = await verdict(page);
    expect(text).toMatch(
      /- app step \d+: request ui_toast \{"message":"ready"\} was recorded, the app did not send it/,
    );
    expect(text).toMatch(
      /\+ after app step \d+: the app sent request ui_app_loaded .*, which the scenario does not have/,
    );
    await page.close();
  });
});
