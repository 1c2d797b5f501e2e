// The existing-client app of test/existing-client, before and after `hostbridge migrate`, in the dev
// host in Debian Chromium. Before: its sources import `@pitcher/js-api` 1.26.0, built with Vite and
// served on the dev host's origin (the only way that client works). After: the same sources migrated
// by the command, with the one change its report leaves to a person, built against @hostbridge/sdk
// and served on a second origin. The same calls are answered, the same events and pushes arrive.
import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser } from "playwright";
import { build } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXIT_CODES } from "@hostbridge/cli";
import { startDevServer } from "@hostbridge/dev-server";
import {
  existingClientDir,
  existingClientModule,
  failedCalls,
  writeExistingClientModuleApp,
} from "../../../test/existing-client/app";
import { cli } from "./helpers/cli";
import { launchChromium, REPO, viteBuild } from "./helpers/e2e";

let workDir: string;
let devHostDir: string;
let browser: Browser;

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), "hb-migrated-existing-client-"));
  devHostDir = join(workDir, "dev-host");
  await viteBuild(join(REPO, "apps", "dev-host"), devHostDir);
  browser = await launchChromium();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

/** Builds the app's sources into `<dir>/built` with the fixtures beside the page; returns that folder. */
async function buildApp(dir: string, alias: Record<string, string>): Promise<string> {
  const outDir = join(dir, "built");
  await build({
    root: dir,
    configFile: false,
    logLevel: "error",
    base: "./",
    resolve: { alias },
    build: { outDir, emptyOutDir: true, sourcemap: false, minify: false },
  });
  await cp(join(dir, "hostbridge.fixtures.json"), join(outDir, "hostbridge.fixtures.json"));
  return outDir;
}

/** Runs the built app in the dev host: what it recorded, after a push and two host events. */
async function run(appDir: string, sameOrigin: boolean | undefined) {
  const server = await startDevServer({
    ...{ appDir, devHostDir, port: 0, appPort: 0, watch: false, log: () => {} },
    ...(sameOrigin === undefined ? {} : { sameOrigin }),
  });
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(5000);
    await page.goto(server.url);
    await expect.poll(() => page.frames().length, { timeout: 15_000 }).toBe(2);
    const frame = page.frames().find((candidate) => candidate !== page.mainFrame())!;
    const results = () =>
      frame.evaluate(
        () => (window as unknown as { appResults?: Record<string, unknown> }).appResults,
      );
    await expect.poll(() => results().then((r) => r?.done), { timeout: 15_000 }).toBe(true);
    await page.locator('button[data-tab="push"]').click();
    await page.locator('button[data-push="ui_app_set_data"]').click();
    await expect.poll(() => results().then((r) => r?.pushed)).toBeTruthy();
    await page.locator('button[data-tab="events"]').click();
    await page.locator('select[data-event="key"]').selectOption("canvas_opened");
    await page.locator('button[data-event="emit"]').click();
    await expect.poll(() => results().then((r) => r?.event)).toBeTruthy();
    await page.locator('select[data-event="key"]').selectOption("peer_connectivity_event");
    await page.locator('button[data-event="emit"]').click();
    await expect.poll(() => results().then((r) => r?.["peer-received"])).toBeTruthy();
    return { sameOrigin: server.sameOrigin, results: (await results())! };
  } finally {
    await context.close();
    await server.close();
  }
}

// (the codemod keeps a promise where the app waits for one, and passes the source the client sent)
const PEER_SEND_REWRITTEN = `await Promise.resolve(sendPeerConnectivityEvent({ action: "canvas.open", context: { canvasId: "cv-1" } }, { source: "web" })).then(
    () => record("peer-sent"),
    failed("peer-sent"),
  );`;

/** What a run shows, without what differs by run (ids, times, the picked file's name). */
function outcome(results: Record<string, unknown>) {
  const picked = results.picked as { user_action?: string };
  const event = results.event as { body?: { canvas_id?: string } };
  return {
    ...results,
    picked: picked?.user_action,
    pushed: typeof results.pushed === "object",
    event: typeof event?.body?.canvas_id,
  };
}

describe("the existing-client app migrated by `hostbridge migrate`", () => {
  it("answers the same calls and sees the same events and pushes on our SDK", async () => {
    const before = join(workDir, "before");
    await mkdir(before);
    await writeExistingClientModuleApp(before);
    const after = join(workDir, "after");
    await cp(before, after, { recursive: true });

    const beforeBuilt = await buildApp(before, { "@pitcher/js-api": existingClientModule() });

    // (--modernize reads the client's types from the app's own install: the app has installed it)
    await mkdir(join(after, "node_modules", "@pitcher"), { recursive: true });
    await symlink(existingClientDir(), join(after, "node_modules", "@pitcher", "js-api"), "dir");
    // (--no-check: this app has no scripts of its own to judge the rules by, and @hostbridge/sdk is
    // not installed in it; what it does on our SDK is what this test runs)
    const migrated = await cli(["migrate", after, "--modernize", "--no-check"]);
    // the places the command leaves to a person, reported with file:line (exit code 1 says so)
    expect(migrated.code).toBe(EXIT_CODES.NEEDS_PERSON);
    expect(migrated.stdout).toMatch(
      /src\/main\.js:\d+:\d+ +reads jsApiLocation from the parent window/,
    );
    expect(migrated.stdout).toMatch(
      /src\/main\.js:\d+:\d+ +\[peer-connectivity-promise\] a rejection handler of sendPeerConnectivityEvent\(\): the existing client's promise never rejects/,
    );
    // (with the client installed, the environment's type is known: env.pitcher is rewritten)
    expect(migrated.stdout).toMatch(
      /src\/main\.js:\d+:\d+ +\[env-pitcher\] env\.pitcher -> env\.svc/,
    );
    const main = join(after, "src", "main.js");
    const source = await readFile(main, "utf8");
    expect(source).toContain('from "@hostbridge/sdk"');
    expect(source).not.toContain("@pitcher/js-api");
    // what that person does, as the report says: the SDK reads the location itself and calls the
    // environment's service block svc; the peer send needs no hand (the rewrite keeps its meaning)
    expect(source).toContain(PEER_SEND_REWRITTEN);
    await writeFile(
      main,
      `import { detectLocation } from "@hostbridge/sdk";\n${source
        .replace("window.parent.jsApiLocation", "detectLocation()")
        .replaceAll("env.pitcher", "env.svc")}`,
    );
    const afterBuilt = await buildApp(after, {
      "@hostbridge/sdk": join(REPO, "packages", "sdk", "dist", "index.js"),
    });

    const old = await run(beforeBuilt, true);
    const ours = await run(afterBuilt, undefined);
    expect(old.sameOrigin).toBe(true);
    expect(ours.sameOrigin).toBe(false);
    expect(failedCalls(old.results)).toEqual([]);
    expect(old.results).toMatchObject({
      env: { mode: "IOS", location: "ui" },
      "peer-received": "canvas.open",
    });
    expect(outcome(ours.results)).toEqual(outcome(old.results));
  });
});
