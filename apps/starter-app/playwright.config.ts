// `npm run test:e2e`: the app's build (dist/, see app.json's entry) in Chromium, inside the
// simulated host of @hostbridge/playwright. With CHROMIUM_PATH set (a system Chromium, as in CI
// containers), that browser is used; otherwise Playwright's own (`npx playwright install chromium`).
// It runs in Node: `process` is typed by @types/node (a devDependency of every template).
/// <reference types="node" />
import { defineConfig } from "@playwright/test";

const systemChromium = process.env.CHROMIUM_PATH;

export default defineConfig({
  testDir: "e2e",
  testMatch: "**/*.e2e.ts",
  timeout: 30_000,
  forbidOnly: Boolean(process.env.CI),
  reporter: "list",
  use: {
    browserName: "chromium",
    launchOptions: systemChromium
      ? {
          executablePath: systemChromium,
          args: [
            "--no-sandbox",
            "--disable-gpu",
            "--disable-background-networking",
            "--no-first-run",
          ],
        }
      : {},
  },
});
