// Playwright launch options for the Chromium the end-to-end tests use (see findChromium.ts for the
// order it is looked for in): a test run straight after `npm install` finds a browser wherever one
// is installed, and says the one command to run where none is.
import { findChromium, noChromiumError, playwrightChromiumExecutables } from "./findChromium";
import type { FindChromiumOptions } from "./findChromium";

/** The flags a system Chromium needs in a container or CI runner. */
export const SYSTEM_CHROMIUM_ARGS: readonly string[] = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/**
 * Playwright `launchOptions` for the Chromium found first of: the one at `CHROMIUM_PATH`, the one
 * Playwright installed (`npx playwright install chromium`), the system's (`/usr/bin/chromium`,
 * Google Chrome, ...): `{}` when that is the browser Playwright launches by default, else its
 * `executablePath` (with {@link SYSTEM_CHROMIUM_ARGS} for one that is not Playwright's own).
 *
 * @throws {HostBridgeKitError} `NO_CHROMIUM`, one line naming the command to run, when there is none
 * (or `CHROMIUM_PATH` names a file that does not exist).
 *
 * @example
 * ```ts
 * // playwright.config.ts
 * export default defineConfig({ use: { launchOptions: chromiumLaunchOptions() } });
 * ```
 */
export function chromiumLaunchOptions(
  env: Record<string, string | undefined> = process.env,
  options: Omit<FindChromiumOptions, "env"> = {},
): {
  executablePath?: string;
  args?: string[];
} {
  const own = options.playwrightExecutables ?? playwrightChromiumExecutables();
  const found = findChromium({ ...options, env, playwrightExecutables: own });
  if (!found) throw noChromiumError();
  if (found.kind === "playwright")
    return found.path === own[0] ? {} : { executablePath: found.path };
  return { executablePath: found.path, args: [...SYSTEM_CHROMIUM_ARGS] };
}
