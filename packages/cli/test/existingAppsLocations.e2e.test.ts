// Apps of the platform's existing client (`@pitcher/js-api` 1.26.0), unchanged, in the dev host, in
// every location, loaded from their own Vite dev server (`npm run dev`): the dev server offers them
// on the dev host's origin (their package.json depends on that client), and each location's
// environment carries what the platform sends there (`env.pitcher`). Driven in Debian Chromium; the
// apps are the fixtures of test/fixtures/existing-apps (written from that client's docs only).
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { ExistingAppName } from "../../../test/helpers/existingApps";
import { appIn, existingAppHostForFile, poll, text } from "./helpers/existingAppHost";
import type { ExistingAppHost } from "./helpers/existingAppHost";

const host = existingAppHostForFile();
const viteApp = (name: ExistingAppName) => host().viteApp(name);
const devHost = (appDir: string, appUrl: string) => host().devHost(appDir, appUrl);
const open: ExistingAppHost["open"] = (server) => host().open(server);

// (each case starts a Vite dev server, which compiles the app on its first load)
describe(
  "unchanged @pitcher/js-api apps from their Vite dev server, in the dev host",
  { timeout: 180_000 },
  () => {
    it("the React app renders in ui, admin, dsr and impact, on the dev host's origin, with no console error", async () => {
      const { dir, vite } = await viteApp("react-app");
      const server = await devHost(dir, vite.url);
      expect(server.sameOrigin).toBe(true);
      expect(server.appOrigin).toBe(new URL(server.url).origin);
      expect(server.appUrl).toBe(`${server.appOrigin}/__hostbridge/app/`);
      const { page, errors } = await open(server);
      await poll(() => page.locator('[data-banner="same-origin"]').isVisible()).toBe(true);

      // (the environment's user and organization, read from env.pitcher; the ui location's toolbar;
      // the briefing: the recent files come as the list the client declares, `File[]`)
      const ui = await appIn(page, "ui");
      await poll(() => text(ui, '[data-testid="env-banner"]')).toMatch(/^\S.* · .+ · WEB$/);
      await poll(() => text(ui, '[role="toolbar"] button')).toBe("Attach content");
      await poll(() =>
        ui.locator('h2:text-is("Recent files") + ul button').count(),
      ).toBeGreaterThan(0);
      expect(await ui.locator('[role="alert"]').count()).toBe(0);
      const impact = await appIn(page, "impact");
      await poll(() => text(impact, '[data-testid="env-banner"]')).toMatch(/^\S.* · .+ · WEB$/);
      expect(await impact.locator('[role="toolbar"]').count()).toBe(0);
      const admin = await appIn(page, "admin");
      await poll(() => text(admin, '[data-testid="env-banner"]')).toMatch(/^\S.* · .+ · WEB$/);
      await poll(() => text(admin, '[data-testid="admin-config"]')).toMatch(/^\{.*\}$/);
      const dsr = await appIn(page, "dsr");
      // (the DSR environment carries only the access token under `pitcher`: no user to greet)
      await poll(() => text(dsr, '[data-testid="env-banner"]')).toBe("Guest · WEB");
      expect(errors).toEqual([]);
    });

    it("the Vue app renders in ui from env.pitcher and hot-reloads an edit, with no console error", async () => {
      const { dir, vite } = await viteApp("vue-app");
      const server = await devHost(dir, vite.url);
      expect(server.sameOrigin).toBe(true);
      const { page, errors } = await open(server);
      const frame = await appIn(page, "ui");
      await poll(() => text(frame, '[data-test="user"]')).toMatch(/\S/);
      await poll(() => text(frame, '[data-test="org"]')).toMatch(/^\S.* \/ \S/);
      expect(await text(frame, '[data-test="env-error"]')).toBeNull();

      // an edit reaches the frame through Vite's hot reload (its WebSocket, through the dev host's
      // origin), without reloading the page
      await frame.evaluate(() => {
        (window as unknown as { notReloaded?: boolean }).notReloaded = true;
      });
      const app = join(dir, "src", "App.vue");
      await writeFile(
        app,
        (await readFile(app, "utf8")).replace(
          "<h1>Visit planner</h1>",
          "<h1>Visit planner (edited)</h1>",
        ),
      );
      await poll(() => text(frame, "h1")).toBe("Visit planner (edited)");
      expect(
        await frame.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
      ).toBe(true);
      expect(errors).toEqual([]);
    });

    it("the plain JavaScript app's pages render: ui (ES modules), admin, and dsr (script-tag build)", async () => {
      const { dir, vite } = await viteApp("plain-js");
      const pages = [
        { path: "", location: "ui", selector: "#who", expected: /^\S.* \(.+\)$/ },
        { path: "admin.html", location: "admin", selector: "#org", expected: /^\S.* · \S+@\S+$/ },
        {
          path: "dsr.html",
          location: "dsr",
          selector: "#dsr-status",
          expected: /^Room ready \(WEB\)$/,
        },
      ];
      for (const { path, location, selector, expected } of pages) {
        const server = await devHost(dir, new URL(path, vite.url).href);
        expect(server.sameOrigin).toBe(true);
        const { page, errors } = await open(server);
        const frame = await appIn(page, location);
        await poll(() => text(frame, selector)).toMatch(expected);
        expect(errors).toEqual([]);
        await host().closePage();
      }
    });
  },
);
