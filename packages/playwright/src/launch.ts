// A system Chromium for Playwright: `CHROMIUM_PATH` names its executable (our CI's variable).

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
 * Playwright `launchOptions` for the Chromium at `CHROMIUM_PATH` when that variable is set
 * (`executablePath` plus {@link SYSTEM_CHROMIUM_ARGS}), else `{}`: Playwright's own browser.
 *
 * @example
 * ```ts
 * // playwright.config.ts
 * export default defineConfig({ use: { launchOptions: chromiumLaunchOptions() } });
 * ```
 */
export function chromiumLaunchOptions(env: Record<string, string | undefined> = process.env): {
  executablePath?: string;
  args?: string[];
} {
  const path = env.CHROMIUM_PATH;
  return path ? { executablePath: path, args: [...SYSTEM_CHROMIUM_ARGS] } : {};
}
