// The starter app's (the default template's) `npm run test:e2e` straight after install, as a user
// runs it: no CHROMIUM_PATH and nothing in Playwright's cache (an empty PLAYWRIGHT_BROWSERS_PATH),
// so the template's config must find the system's Chromium by itself and the four tests pass in it.
import { spawnSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { findChromium } from "../../../tooling/chromium.mjs";

const APP = join(import.meta.dirname, "..", "..", "..", "apps", "starter-app");
// Debian's /usr/bin/chromium (what CI installs), looked up without CHROMIUM_PATH.
const systemChromium = findChromium({});
const isCI = process.env.CI === "true" || process.env.CI === "1";

describe.skipIf(!systemChromium && !isCI)("the template's test:e2e without CHROMIUM_PATH", () => {
  it("finds the system's Chromium when Playwright's cache is empty, and passes", async () => {
    const emptyCache = await mkdtemp(join(tmpdir(), "hb-no-playwright-browsers-"));
    try {
      const env: NodeJS.ProcessEnv = { ...process.env, PLAYWRIGHT_BROWSERS_PATH: emptyCache };
      delete env.CHROMIUM_PATH;
      const run = spawnSync("npm", ["run", "test:e2e"], { cwd: APP, env, encoding: "utf8" });
      const output = `${run.stdout}\n${run.stderr}`;
      expect(output).toMatch(/4 passed/);
      expect(run.status, output).toBe(0);
    } finally {
      await rm(emptyCache, { recursive: true, force: true });
    }
  }, 300_000);
});
