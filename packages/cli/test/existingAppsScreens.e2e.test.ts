// The same screens before and after step 1 of `hostbridge migrate`: each app of the platform's
// existing client (test/fixtures/existing-apps, written from `@pitcher/js-api` 1.26.0's docs only) runs
// in the dev host from its own Vite dev server twice, unchanged on the client and migrated onto
// @hostbridge/compat with no hand edit, and in every location it serves the app's frame must show the
// same text. Driven in Debian Chromium.
import type { Frame } from "playwright";
import { migrationReport, planMigration, writeMigration } from "@hostbridge/migrate";
import { describe, expect, it } from "vitest";
import { linkOurPackages } from "../../../test/helpers/existingApps";
import type { ExistingAppName } from "../../../test/helpers/existingApps";
import { appIn, existingAppHostForFile } from "./helpers/existingAppHost";

const host = existingAppHostForFile();

/** Step 1 on the copy at `dir`, as `hostbridge migrate` writes it; compat resolves from this checkout. */
async function migrate(dir: string): Promise<void> {
  const plan = await planMigration(dir);
  writeMigration(plan);
  expect(migrationReport(plan, true).files.flatMap((file) => file.needsPerson)).toEqual([]);
  linkOurPackages(dir, ["compat"]);
}

const screenText = (frame: Frame) =>
  frame
    .locator("body")
    .innerText({ timeout: 1000 })
    .catch(() => "");

/**
 * What the app's frame shows once it has settled: the same non-empty text read twice, a second
 * apart (an app renders its environment, then what its first calls answered).
 */
async function settledScreen(frame: Frame): Promise<string> {
  let last = "";
  for (let waited = 0; waited < 45_000; waited += 1000) {
    const now = (await screenText(frame)).trim();
    if (now !== "" && now === last) return now;
    last = now;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return last;
}

/** One page of an app: its path under the app's dev server, and the locations it is opened in. */
interface AppPage {
  path: string;
  locations: readonly string[];
}

const EVERY_LOCATION = ["ui", "impact", "admin", "dsr"] as const;

const PAGES: Record<ExistingAppName, readonly AppPage[]> = {
  "react-app": [{ path: "", locations: EVERY_LOCATION }],
  "vue-app": [{ path: "", locations: EVERY_LOCATION }],
  "plain-js": [
    { path: "", locations: ["ui"] },
    { path: "admin.html", locations: ["admin"] },
    { path: "dsr.html", locations: ["dsr"] },
  ],
  // (its app.json: a canvas component, shown in the ui; an admin page; a DSR page)
  "vanilla-ts": [
    { path: "", locations: ["ui"] },
    { path: "admin.html", locations: ["admin"] },
    { path: "dsr.html", locations: ["dsr"] },
  ],
};

/** What each page of the app shows in each location, and the page errors, from one copy of the app. */
async function screensOf(
  name: ExistingAppName,
  prepare?: (dir: string) => Promise<void>,
): Promise<{ screens: Record<string, string>; errors: string[] }> {
  const { dir, vite } = await host().viteApp(name, prepare);
  const screens: Record<string, string> = {};
  const errors: string[] = [];
  for (const { path, locations } of PAGES[name]) {
    const server = await host().devHost(dir, new URL(path, vite.url).href);
    const opened = await host().open(server);
    for (const location of locations)
      screens[`${path || "index"} in ${location}`] = await settledScreen(
        await appIn(opened.page, location),
      );
    errors.push(...opened.errors);
  }
  return { screens, errors };
}

// (each app starts two Vite dev servers, which compile the app on its first load)
describe("apps of the existing client show the same screens in the dev host after hostbridge migrate", () => {
  it.each(["react-app", "vue-app", "plain-js", "vanilla-ts"] as const)(
    "%s: on @hostbridge/compat, every page in every location shows what it showed on the client",
    async (name) => {
      const client = await screensOf(name);
      const compat = await screensOf(name, migrate);
      for (const screen of Object.values(client.screens)) expect(screen).not.toBe("");
      expect(compat.screens).toEqual(client.screens);
      expect(compat.errors).toEqual(client.errors);
    },
    300_000,
  );
});
