#!/usr/bin/env node
// `npm test`: bootstraps the pinned pnpm, installs from the lockfile, builds, lints, typechecks
// and runs every test project, then prints `tests: N passed, N failed`.
import { mkdirSync, rmSync } from "node:fs";
import { runPnpm } from "./pnpm.mjs";
import { REPORTS_DIR, summarize } from "./summarize-tests.mjs";
import { browserSkippedNotice, CHROMIUM_INSTALL_HINT, findChromium } from "../tooling/chromium.mjs";
import { enginesSkippedNotice, findFirefox, findWebKit } from "../tooling/engines.mjs";

const isCI = process.env.CI === "true" || process.env.CI === "1";
const env = {
  ...process.env,
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1",
  PUPPETEER_SKIP_DOWNLOAD: "1",
  TURBO_TELEMETRY_DISABLED: "1",
  DO_NOT_TRACK: "1",
  HOSTBRIDGE_BROWSER_NOTICE_SHOWN: "1",
};

function step(title, args) {
  console.log(`\n==> ${title}`);
  const status = runPnpm(args, { env });
  if (status !== 0) {
    console.error(`\n${title} failed (exit ${status}).`);
    console.log("tests: 0 passed, 0 failed");
    process.exit(status);
  }
}

rmSync(REPORTS_DIR, { recursive: true, force: true });
mkdirSync(REPORTS_DIR, { recursive: true });

const chromium = findChromium();
if (!chromium && isCI) {
  console.error(`CI=true and no Chromium was found: ${CHROMIUM_INSTALL_HINT}.`);
  console.log("tests: 0 passed, 1 failed");
  process.exit(1);
}
if (!chromium) console.warn(`\n${browserSkippedNotice()}\n`);
const missingEngines = [!findFirefox() && "firefox", !findWebKit() && "webkit"].filter(Boolean);
if (missingEngines.length && isCI) {
  console.error(`CI=true and ${missingEngines.join(" and ")} was not found.`);
  console.error(enginesSkippedNotice(missingEngines));
  console.log("tests: 0 passed, 1 failed");
  process.exit(1);
}
if (missingEngines.length) console.warn(`\n${enginesSkippedNotice(missingEngines)}\n`);

step("install (frozen lockfile)", ["install", "--frozen-lockfile", "--prefer-offline"]);
step("build, lint, typecheck", [
  "exec", "turbo", "run", "build", "typecheck", "lint", "lint:package", "--output-logs=errors-only",
]);
// The documentation site (apps/docs, `npm run docs`), which the e2e project's page test visits:
// built before the tests so that it does not compete with them for the cores; a turbo cache hit
// when neither the docs nor the packages changed.
step("documentation site", ["exec", "turbo", "run", "site", "--filter=@hostbridge/docs", "--output-logs=errors-only"]);
// The public API reports match the build, and the changesets' levels cover their changes (`npm run api`).
step("public API reports", ["exec", "node", "scripts/api-report.mjs"]);
step("changeset levels", ["exec", "node", "scripts/changeset-level.mjs"]);

console.log("\n==> test");
const status = runPnpm(
  ["exec", "vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${REPORTS_DIR}/vitest.json`],
  { env },
);

if (!chromium) console.warn(`\n${browserSkippedNotice()}\n`);
if (missingEngines.length) console.warn(`\n${enginesSkippedNotice(missingEngines)}\n`);
const { passed, failed, reports } = summarize();
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(status !== 0 || failed > 0 || reports === 0 ? 1 : 0);
