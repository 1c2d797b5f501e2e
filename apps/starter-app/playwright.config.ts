// `npm run test:e2e`: the app's build (dist/, see app.json's entry) in Chromium, inside the
// simulated host of @hostbridge/playwright. The browser is the one at CHROMIUM_PATH when that is
// set, else Playwright's own (`npx playwright install chromium`), else the system's Chromium or
// Google Chrome; with none, the run stops at once with that one command to run.
// It runs in Node: `process` is typed by @types/node (a devDependency of every template).
/// <reference types="node" />
import { defineConfig } from "@playwright/test";
import { chromiumLaunchOptions } from "@hostbridge/playwright";

export default defineConfig({
  testDir: "e2e",
  testMatch: "**/*.e2e.ts",
  timeout: 30_000,
  forbidOnly: Boolean(process.env.CI),
  reporter: "list",
  use: {
    browserName: "chromium",
    launchOptions: chromiumLaunchOptions(),
  },
});
