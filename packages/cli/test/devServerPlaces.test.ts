import { cp, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { makeApp } from "./helpers/apps";
import { cli, newKey } from "./helpers/cli";
import { devServer, get, openEvents } from "./helpers/devServer";
import { startPlatform, tempDir } from "./helpers/platform";

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

// An app with a sidebar page and a canvas component, as the platform's "Pitcher Apps - Deep Dive" page
// writes one (module.ui_app and module.canvas, the canvas with its own dimensions).
async function twoPlaceApp(): Promise<string> {
  return makeApp(
    { "canvas.html": "<!doctype html><title>canvas</title>" },
    {
      name: "two-places",
      version: "1.2.0",
      module: {
        ui_app: { enabled: true, entry: "index.html" },
        canvas: {
          enabled: true,
          entry: "canvas.html",
          defaults: { dimensions: { width: "800px", height: "600px" } },
        },
      },
    },
  );
}

describe("the places the dev server lists and opens", () => {
  it("lists every place with the URL its entry is served at, and opens the first with no flag", async () => {
    const { server } = await devServer({ appDir: await twoPlaceApp() });
    const config = server.config();
    expect(config.place).toBe("module:ui_app");
    expect(server.appUrl).toBe(`${server.appOrigin}/index.html`);
    expect(config.places.map((place) => [place.id, place.kind, place.url])).toEqual([
      ["module:ui_app", "sidebar", `${server.appOrigin}/index.html`],
      ["module:canvas", "canvas-component", `${server.appOrigin}/canvas.html`],
    ]);
    expect(config.places[1]?.dimensions).toEqual({ width: "800px", height: "600px" });
    expect((await get(config.places[1]!.url, "")).text).toContain("<title>canvas</title>");
  });

  it("opens the place --place names", async () => {
    const { server } = await devServer({ appDir: await twoPlaceApp(), place: "module:canvas" });
    expect(server.config().place).toBe("module:canvas");
    expect(server.appUrl).toBe(`${server.appOrigin}/canvas.html`);
  });

  it("refuses a place the app does not have, listing the places it has", async () => {
    const appDir = await twoPlaceApp();
    const run = await cli([
      "dev",
      appDir,
      "--port",
      "0",
      "--place",
      "module:admin_instance",
      "--json",
    ]);
    expect(run.code).toBe(2);
    expect(run.json().error).toMatchObject({ code: "USAGE" });
    const message = (run.json().error as { message: string }).message;
    expect(message).toContain("place module:admin_instance is not a place of this app");
    expect(message).toContain(
      "module:ui_app (sidebar, index.html), module:canvas (canvas-component, canvas.html)",
    );
  });

  it("refuses --place for a folder without app.json, which has no places", async () => {
    const appDir = await makeApp({}, { name: "x" });
    await rm(join(appDir, "app.json"));
    const run = await cli(["dev", appDir, "--port", "0", "--place", "module:canvas", "--json"]);
    expect(run.code).toBe(2);
    expect(run.json().error).toMatchObject({
      code: "USAGE",
      message: expect.stringContaining("the app has no valid app.json to list places from"),
    });
  });
});

describe("the files the dev server watches", () => {
  // A build in dist/ for the sidebar and a hook page in hooks/, as the platform's manifests place
  // their modules' and hooks' entries in folders of their own.
  async function buildAndHookApp(): Promise<string> {
    const appDir = await makeApp(
      {
        "dist/index.html": "<!doctype html><title>sidebar</title>",
        "hooks/on-canvas-update.html": "<!doctype html><title>hook one</title>",
      },
      {
        name: "build-and-hook",
        module: { ui_app: { enabled: true, entry: "dist/index.html" } },
        hooks: { canvas: { on_canvas_update: { entry: "hooks/on-canvas-update.html" } } },
      },
    );
    await rm(join(appDir, "index.html"));
    return appDir;
  }

  it("tells the page when a hook's page changes, though the place opened is a module in another folder", async () => {
    const appDir = await buildAndHookApp();
    const { server } = await devServer({ appDir });
    expect(server.config().place).toBe("module:ui_app");
    const events = await openEvents(server.url);
    await events.next("hello");
    await writeFile(
      join(appDir, "hooks", "on-canvas-update.html"),
      "<!doctype html><title>hook two</title>",
    );
    await events.next("app");
    const hook = server.config().places.find((place) => place.kind === "hook")!;
    expect((await get(hook.url, "")).text).toContain("hook two");
    // The opened place's folder is still watched.
    await writeFile(join(appDir, "dist", "index.html"), "<title>sidebar two</title>");
    await events.next("app");
  });
});

const APP_TYPES = join(import.meta.dirname, "..", "..", "..", "test", "fixtures", "app-types");

describe("the app-type fixtures (test/fixtures/app-types) on the deploy side", () => {
  it.each([
    "canvas-component",
    "canvas-hook",
    "canvas-component-with-hooks",
    "sidebar-two-modules",
  ])("validate --strict accepts %s", async (app) => {
    const run = await cli(["validate", "--strict", "--json"], { cwd: join(APP_TYPES, app) });
    expect(run.json().error).toBeUndefined();
    expect(run.code).toBe(0);
  });

  it("the local platform publishes and installs the hooks-only app, and serves its hook page", async () => {
    const appDir = await tempDir("hb-hook-app-");
    await cp(join(APP_TYPES, "canvas-hook"), appDir, { recursive: true });
    const platform = await startPlatform({ keys: [{ key: KEY }], instances: ["inst-hooks"] });
    const env = {
      HOSTBRIDGE_API_KEY: KEY,
      HOSTBRIDGE_BASE_URL: platform.url,
      HOSTBRIDGE_INSTANCE_IDS: "inst-hooks",
    };
    const published = await cli(["publish", "--json"], { cwd: appDir, env });
    expect(published.json().error).toBeUndefined();
    const installed = await cli(["install", "--json"], { cwd: appDir, env });
    expect(installed.json().error).toBeUndefined();
    expect(installed.code).toBe(0);
    const served = await fetch(
      new URL(
        "/local/instances/inst-hooks/apps/canvas-audit-hook/hooks/on-canvas-update.html",
        platform.url,
      ),
    );
    expect(served.status).toBe(200);
    expect(await served.text()).toContain("<title>on_canvas_update</title>");
  });
});
