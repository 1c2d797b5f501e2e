// Helpers of the end-to-end tests: build a page of the repository (the dev host, the example app) with
// its own Vite config, reading sibling packages from source (no prior build), and launch Debian's
// Chromium (never a downloaded browser).
import { join } from "node:path";
import { chromium } from "playwright";
import type { Browser } from "playwright";
import { build, defaultClientConditions } from "vite";
import { CHROMIUM_ARGS, findChromium } from "../../../../tooling/chromium.mjs";

/** The repository's root. */
export const REPO = join(import.meta.dirname, "..", "..", "..", "..");

/** Builds the Vite app at `root` into `outDir`. */
export async function viteBuild(root: string, outDir: string): Promise<void> {
  await build({
    root,
    configFile: join(root, "vite.config.ts"),
    logLevel: "error",
    resolve: { conditions: ["@hostbridge/source", ...defaultClientConditions] },
    build: { outDir, emptyOutDir: true, sourcemap: false },
  });
}

/** Launches the system's Chromium (tooling/chromium.mjs finds it). */
export async function launchChromium(): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error("no Chromium found (see tooling/chromium.mjs)");
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS });
}
