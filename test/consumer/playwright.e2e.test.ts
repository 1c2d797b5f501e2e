// @hostbridge/playwright from its tarball, in an app scaffolded with `init --link`: the template's
// `npm run test:e2e` passes in Debian Chromium (CHROMIUM_PATH, no downloaded browser); a run saved
// with host.scenario() replays; and once the app stops calling appLoaded(), both the template's
// test and the replay fail with messages that name what is missing.
import { mkdtemp, readFile, unlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { findChromium } from "../../tooling/chromium.mjs";
import { installTemplate, ok, run, userEnv } from "./helpers";
import { consumerWorkspace } from "./workspace";

const CLI_BIN = join(import.meta.dirname, "..", "..", "packages", "cli", "dist", "bin.js");

const RECORD = `import { writeFileSync } from "node:fs";
import { expect, test } from "@hostbridge/playwright";
import { formatScenario } from "@hostbridge/playwright/scenario";

test("records the start-up and a push", async ({ host }) => {
  await host.expectSent(["get_env", "ui_app_loaded"]);
  await host.push("ui_app_set_data");
  await expect(host.app.locator('[data-view="pushed"]')).toContainText("Canvas");
  writeFileSync("e2e/startup.scenario.json", formatScenario(await host.scenario()));
});
`;

const REPLAY = `import { test } from "@hostbridge/playwright";

test("replays the recorded start-up", async ({ host }) => {
  await host.replay("e2e/startup.scenario.json");
});
`;

const ws = consumerWorkspace("hb-consumer-playwright-");

describe("@hostbridge/playwright in a scaffolded app", { timeout: 900_000 }, () => {
  // No retry: the replay restarts the app in a new frame, so the first load's last messages (the
  // race once seen on a loaded machine) never reach the replaying host.
  it("runs the template's e2e test, replays a recorded run, and fails readably when the app changes", async () => {
    const chromium = findChromium();
    if (!chromium) throw new Error("no Chromium found (see tooling/chromium.mjs)");
    const appDir = join(await mkdtemp(join(ws.work, "e2e-")), "e2e-app");
    await ok("node", [CLI_BIN, "init", appDir, "--link", ws.packsDir, "--yes"], ws.work);
    const pkg = JSON.parse(await readFile(join(appDir, "package.json"), "utf8")) as {
      devDependencies: Record<string, string>;
    };
    expect(pkg.devDependencies["@hostbridge/playwright"]).toMatch(/^file:.*hostbridge-playwright-/);
    const env = userEnv({
      PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1",
      CHROMIUM_PATH: chromium,
      CI: "1",
    });
    await installTemplate(appDir, ["--prefer-offline"], env);

    const passed = await ok("npm", ["run", "test:e2e"], appDir, env);
    expect(passed.stdout).toMatch(/4 passed/);

    await writeFile(join(appDir, "e2e", "record.e2e.ts"), RECORD);
    await writeFile(join(appDir, "e2e", "replay.e2e.ts"), REPLAY);
    await ok("npx", ["playwright", "test", "e2e/record.e2e.ts"], appDir, env);
    const scenario = JSON.parse(
      await readFile(join(appDir, "e2e", "startup.scenario.json"), "utf8"),
    );
    // (format version 2 since the recordings keep time: @hostbridge/protocol-types' SCENARIO_VERSION)
    expect(scenario).toMatchObject({ version: 2, location: "ui", mode: "WEB" });
    await unlink(join(appDir, "e2e", "record.e2e.ts"));
    expect(
      (await ok("npx", ["playwright", "test", "e2e/replay.e2e.ts"], appDir, env)).stdout,
    ).toMatch(/1 passed/);

    // The app stops telling the host it loaded.
    const appTs = join(appDir, "src", "app.ts");
    const source = await readFile(appTs, "utf8");
    expect(source).toContain(".then(() => ui.appLoaded())");
    await writeFile(appTs, source.replace(".then(() => ui.appLoaded())", ""));
    const broken = await run("npm", ["run", "test:e2e"], appDir, env);
    const output = broken.stdout + broken.stderr;
    expect(broken.code, output).not.toBe(0);
    expect(output).toMatch(/2 failed/);
    expect(output).toMatch(/3 passed/);
    expect(output).toContain('no request "ui_app_loaded" arrived within 5000 ms');
    expect(output).toContain(
      "- app step 3: request ui_app_loaded {} was recorded, the app did not send it",
    );
  });
});
