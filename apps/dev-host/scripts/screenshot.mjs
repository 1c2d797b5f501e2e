#!/usr/bin/env node
// Takes docs/dev-host.png: runs the built `hostbridge dev` on the example app (run `pnpm build`
// first), drives the page in Debian's Chromium (tooling/chromium.mjs, no browser download), picks
// content through the dialog, pushes a canvas update, shows a toast the app asked for, and captures
// the page with a dialog waiting beside the app.
//
//   node apps/dev-host/scripts/screenshot.mjs [out.png]
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright";
import { CHROMIUM_ARGS, CHROMIUM_INSTALL_HINT, findChromium } from "../../../tooling/chromium.mjs";

const repo = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..", "..");
const out = resolve(process.argv[2] ?? join(repo, "docs", "dev-host.png"));
const bin = join(repo, "packages", "cli", "dist", "bin.js");
const appDir = join(repo, "apps", "example-app");

if (!existsSync(bin) || !existsSync(join(appDir, "dist", "index.html"))) {
  console.error("build first: `pnpm build` at the repository root (the CLI and the example app)");
  process.exit(1);
}
const executablePath = findChromium();
if (!executablePath) {
  console.error(`no Chromium: ${CHROMIUM_INSTALL_HINT}`);
  process.exit(1);
}

const child = spawn(
  process.execPath,
  [bin, "dev", appDir, "--port", "0", "--no-platform", "--json"],
  { stdio: ["ignore", "pipe", "inherit"] },
);
const stop = () => {
  if (child.exitCode === null) child.kill("SIGINT");
};
process.on("exit", stop);

const ready = await new Promise((resolvePromise, reject) => {
  let text = "";
  const timer = setTimeout(
    () => reject(new Error("hostbridge dev printed no URL within 20 s")),
    20_000,
  );
  child.stdout.on("data", (chunk) => {
    text += chunk;
    if (text.includes("\n")) {
      clearTimeout(timer);
      resolvePromise(JSON.parse(text.split("\n")[0]).result);
    }
  });
  child.once("exit", (code) => reject(new Error(`hostbridge dev exited with ${code}`)));
});

const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage({
    viewport: { width: 1440, height: 900 },
    deviceScaleFactor: 1,
  });
  page.setDefaultTimeout(10_000);
  await page.goto(ready.url);
  const app = page.frameLocator("iframe[data-app-frame]");
  await app.locator('[data-fact="User"]').waitFor();
  await app.locator('[data-action="pick"]').click();
  const dialog = page.locator('[data-dialog="ui_select_content"]');
  await dialog.locator('input[data-file-id="file-sim-0002"]').check();
  await dialog.locator('[data-dialog-action="send"]').click();
  await app.locator('[data-view="content"] li').first().waitFor();
  await page.locator('button[data-tab="push"]').click();
  await page.locator('button[data-push="ui_canvas_updated"]').click();
  await app.locator('[data-action="invalid-request"]').click();
  await app.locator('[data-outcome="errors"] [data-error-code]').waitFor();
  await page
    .locator('li.log-row[data-log-type="ui_print_canvas"][data-log-kind="response"] details')
    .evaluate((element) => (element.open = true));
  // The app asks the host for a toast (as an app does, with the spec's SVC_REQUEST envelope).
  const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
  await frame.evaluate((hostOrigin) => {
    window.parent.postMessage(
      {
        type: "SVC_REQUEST",
        request: {
          id: crypto.randomUUID(),
          type: "ui_toast",
          body: { message: "Visit notes saved" },
        },
      },
      hostOrigin,
    );
  }, new URL(ready.url).origin);
  await page.locator("[data-toast]").waitFor();
  // Ask again, so the screenshot shows a dialog waiting for the person (beside the app).
  await app.locator('[data-action="pick"]').click();
  await dialog.waitFor();
  await page.waitForTimeout(300);
  await page.screenshot({ path: out });
  console.log(`wrote ${out}`);
} finally {
  await browser.close();
  stop();
}
