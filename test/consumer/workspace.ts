// The setup every consumer test file shares: a temp folder of its own, the packed tarballs, and (when
// asked) one headless Chromium. The tarballs are packed once per test run and shared by every file:
// the first file to need them packs them into the folder the e2e project's global setup made
// (test/consumer/packsDir.globalSetup.ts); the others wait for it (packing every package is slow on
// 2 cores, and the files run in parallel).
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { chromium } from "playwright";
import type { Browser } from "playwright";
import { afterAll, beforeAll, expect, inject } from "vitest";
import { packLocal } from "../../scripts/pack-local.mjs";
import { CHROMIUM_ARGS, findChromium } from "../../tooling/chromium.mjs";
import { start } from "./helpers";

declare module "vitest" {
  export interface ProvidedContext {
    /** An empty folder for the run's shared tarballs (see packsDir.globalSetup.ts). */
    consumerPacksRoot: string;
  }
}

/** What a consumer test file works in. Filled in by its `beforeAll`. */
export interface ConsumerWorkspace {
  /** This file's own temp folder (deleted after the file). */
  work: string;
  /** The folder of the packed tarballs (`init --link` takes it). */
  packsDir: string;
  /** Package name -> its tarball. */
  tarballs: Map<string, string>;
  /** Headless Chromium (only with `{ browser: true }`). */
  browser: Browser;
  /** Run after the file, last added first (servers, dev hosts). */
  cleanups: (() => Promise<unknown>)[];
}

const PACK_WAIT_MS = 15 * 60_000;

/** The run's tarballs: packed here if no other file has started to, else waited for. */
async function sharedTarballs(): Promise<{ packsDir: string; tarballs: Map<string, string> }> {
  const root = inject("consumerPacksRoot") ?? (await mkdtemp(join(tmpdir(), "hb-packs-")));
  const packsDir = join(root, "packs");
  const result = join(root, "packed.json");
  let packer = true;
  await mkdir(join(root, "lock")).catch(() => (packer = false));
  if (packer) {
    try {
      const packed = packLocal(packsDir, { quiet: true });
      await writeFile(result, JSON.stringify({ packed }));
    } catch (error) {
      await writeFile(result, JSON.stringify({ error: String(error) }));
      throw error;
    }
  }
  for (const until = Date.now() + PACK_WAIT_MS; !existsSync(result); await sleep(500)) {
    if (Date.now() > until) throw new Error(`no tarballs in ${packsDir} after 15 minutes`);
  }
  const { packed, error } = JSON.parse(await readFile(result, "utf8")) as {
    packed?: { name: string; path: string }[];
    error?: string;
  };
  if (!packed) throw new Error(`packing the tarballs failed in another test file: ${error}`);
  return { packsDir, tarballs: new Map(packed.map((entry) => [entry.name, entry.path])) };
}

/** Registers the file's `beforeAll`/`afterAll` and returns the workspace they fill in and empty. */
export function consumerWorkspace(
  prefix: string,
  { browser = false }: { browser?: boolean } = {},
): ConsumerWorkspace {
  let launched: Browser | undefined;
  const workspace: ConsumerWorkspace = {
    work: "",
    packsDir: "",
    tarballs: new Map(),
    cleanups: [],
    get browser(): Browser {
      if (!launched) throw new Error("no browser: consumerWorkspace(prefix, { browser: true })");
      return launched;
    },
  };
  beforeAll(async () => {
    workspace.work = await mkdtemp(join(tmpdir(), prefix));
    Object.assign(workspace, await sharedTarballs());
    if (browser) {
      const executablePath = findChromium();
      if (!executablePath) throw new Error("no Chromium found (see tooling/chromium.mjs)");
      launched = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
    }
  }, 900_000);
  afterAll(async () => {
    for (const cleanup of workspace.cleanups.reverse()) await cleanup().catch(() => undefined);
    await launched?.close();
    if (workspace.work) await rm(workspace.work, { recursive: true, force: true, maxRetries: 3 });
  });
  return workspace;
}

/**
 * Starts `hostbridge dev` in a scaffolded, built app and checks in Chromium what every template shows:
 * the environment (`data-view="env"`, "... in WEB") and the start data the simulated host pushes once
 * the app calls embeddableReady() (`data-view="pushed"`, "Canvas: ..."). The dev server is stopped
 * when the check ends (a server left running would take its share of the CPU from what runs next).
 */
export async function expectDevHostShowsPush(ws: ConsumerWorkspace, appDir: string): Promise<void> {
  const dev = start(
    join(appDir, "node_modules", ".bin", "hostbridge"),
    ["dev", "--port", "0", "--app-port", "0", "--no-platform", "--json"],
    appDir,
  );
  ws.cleanups.push(() => dev.stop());
  const { result } = await dev.json<{ result: { url: string } }>();
  const page = await ws.browser.newPage();
  page.setDefaultTimeout(15_000);
  try {
    await page.goto(result.url);
    const app = page.frameLocator("iframe");
    await expect
      .poll(() => app.locator('[data-view="env"]').textContent(), { timeout: 15_000 })
      .toMatch(/ in WEB$/);
    await expect
      .poll(() => app.locator('[data-view="pushed"]').textContent(), { timeout: 15_000 })
      .toMatch(/^Canvas: /);
  } finally {
    await page.close();
    await dev.stop();
  }
}
