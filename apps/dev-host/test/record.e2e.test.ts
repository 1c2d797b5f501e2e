// Record in the dev host: the built page (apps/dev-host/dist) with the starter app's build, served by
// the dev server with a record file, in Debian Chromium. "Save scenario" downloads the run; the
// record file follows it; both are scenarios the format's check reads (as @hostbridge/playwright does).
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright";
import { afterAll, describe, expect, it } from "vitest";
import { startDevServer } from "@hostbridge/dev-server";
import { SCENARIO_VERSION } from "@hostbridge/protocol-types";
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
let work: string | undefined;

afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

describe("recording a scenario in the dev host", { timeout: 90_000 }, () => {
  it("saves the run with the button and keeps the --record file up to date", async () => {
    for (const built of [join(DEV_HOST_DIST, "index.html"), join(STARTER, "dist", "index.html")])
      if (!existsSync(built)) throw new Error(`${built} is missing: run \`pnpm build\` first`);
    work = await mkdtemp(join(tmpdir(), "hb-record-e2e-"));
    const recordFile = join(work, "run.scenario.json");
    const server = await startDevServer({
      appDir: STARTER,
      devHostDir: DEV_HOST_DIST,
      watch: false,
      recordFile,
    });
    const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
    try {
      const page = await browser.newPage();
      await page.goto(server.url);
      const app = page.frameLocator("iframe[data-app-frame]");
      await expect.poll(() => app.locator('[data-view="env"]').textContent()).toMatch(/ in WEB$/);

      const types = (steps: { from: string; kind: string; type?: string }[]) =>
        steps.map((s) => `${s.from} ${s.kind} ${s.type ?? ""}`);
      await expect
        .poll(async () =>
          existsSync(recordFile)
            ? types(parseScenario(JSON.parse(await readFile(recordFile, "utf8"))).steps)
            : [],
        )
        .toEqual(
          expect.arrayContaining([
            "app request get_env",
            "host answer get_env",
            "app request ui_app_loaded",
          ]),
        );

      const download = page.waitForEvent("download");
      await page.locator('[data-action="save-scenario"]').click();
      const saved = await download;
      expect(saved.suggestedFilename()).toBe("hostbridge-starter.scenario.json");
      const scenario = parseScenario(JSON.parse(await readFile(await saved.path(), "utf8")));
      expect(scenario).toMatchObject({
        version: SCENARIO_VERSION,
        location: "ui",
        mode: "WEB",
        app: "hostbridge-starter",
      });
      expect(types(scenario.steps)).toContain("app request ui_app_loaded");
    } finally {
      await browser.close();
      await server.close();
    }
  });
});
