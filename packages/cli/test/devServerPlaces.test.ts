import { rm } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { makeApp } from "./helpers/apps";
import { cli, newKey } from "./helpers/cli";
import { devServer, get } from "./helpers/devServer";
import { startPlatform } from "./helpers/platform";

const KEY = newKey("places");

// A hooks-only app as the platform's docs and client describe it: no module, no index.html.
async function hooksOnlyApp(): Promise<string> {
  const appDir = await makeApp(
    { "hooks/on-canvas-update.html": "<!doctype html><title>hook</title>" },
    {
      name: "hook-app",
      version: "2024.07.11.09.56.22",
      hooks: { canvas: { on_canvas_update: { entry: "hooks/on-canvas-update.html" } } },
    },
  );
  await rm(join(appDir, "index.html"));
  return appDir;
}

describe("the app's first place is where it starts, with no flag", () => {
  it("starts hostbridge dev's server on a hooks-only app at its hook's page", async () => {
    const { server } = await devServer({ appDir: await hooksOnlyApp() });
    expect(server.appUrl).toBe(`${server.appOrigin}/hooks/on-canvas-update.html`);
    expect((await get(server.appUrl, "")).text).toContain("<title>hook</title>");
  });

  it("starts a canvas-only app at its canvas module's page", async () => {
    const appDir = await makeApp(
      { "canvas.html": "<!doctype html><title>canvas</title>" },
      { name: "canvas-app", module: { canvas: { enabled: true, entry: "canvas.html" } } },
    );
    const { server } = await devServer({ appDir });
    expect(server.appUrl).toBe(`${server.appOrigin}/canvas.html`);
  });

  it("publishes and installs a hooks-only app on the local platform", async () => {
    const platform = await startPlatform({ keys: [{ key: KEY }] });
    const env = { HOSTBRIDGE_API_KEY: KEY, HOSTBRIDGE_BASE_URL: platform.url };
    const appDir = await hooksOnlyApp();
    const published = await cli(["publish", "--json"], { cwd: appDir, env });
    expect(published.json().error).toBeUndefined();
    expect(published.code).toBe(0);
    const validated = await cli(["validate", "--strict", "--json"], { cwd: appDir });
    expect(validated.code).toBe(0);
  });
});
