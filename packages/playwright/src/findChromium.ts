// Which Chromium the end-to-end tests launch, found in the order a user expects: the one named by
// CHROMIUM_PATH, then the one Playwright installed in its own cache (`npx playwright install
// chromium`), then one the system has (Debian's /usr/bin/chromium, Google Chrome, ...). Nothing
// here downloads a browser or launches one: it only looks for files.
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { HostBridgeKitError } from "./errors";

/** The one command that installs a browser the tests can use. */
export const INSTALL_CHROMIUM_COMMAND = "npx playwright install chromium";

/** Where the Chromium the tests use was found. */
export type ChromiumSource =
  | { kind: "env"; path: string }
  | { kind: "playwright"; path: string }
  | { kind: "system"; path: string };

/** Where `chromiumLaunchOptions()` looks for a Chromium (the defaults are this machine's). */
export interface FindChromiumOptions {
  /** The environment (`CHROMIUM_PATH`, `PLAYWRIGHT_BROWSERS_PATH`, Windows' program folders). */
  env?: Record<string, string | undefined>;
  /** Playwright's own executables, most fitting first (default: asked of the installed Playwright). */
  playwrightExecutables?: readonly string[];
  /** The system's browsers, in the order tried (default: /usr/bin/chromium, Google Chrome, ... per platform). */
  systemCandidates?: readonly string[];
}

/** The usual places of a system Chromium or Google Chrome on `platform`. */
export function systemChromiumCandidates(
  platform: NodeJS.Platform = process.platform,
  env: Record<string, string | undefined> = process.env,
): string[] {
  if (platform === "darwin")
    return [
      "/Applications/Chromium.app/Contents/MacOS/Chromium",
      "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
    ];
  if (platform === "win32")
    return [env.PROGRAMFILES, env["PROGRAMFILES(X86)"], env.LOCALAPPDATA]
      .filter((dir): dir is string => !!dir)
      .map((dir) => join(dir, "Google", "Chrome", "Application", "chrome.exe"));
  return [
    "/usr/bin/chromium",
    "/usr/bin/chromium-browser",
    "/snap/bin/chromium",
    "/usr/bin/google-chrome",
    "/usr/bin/google-chrome-stable",
  ];
}

interface PlaywrightRegistry {
  findExecutable(name: string): { executablePath(): string | undefined } | undefined;
}

/**
 * The executables the installed Playwright has for Chromium: first the one it launches by default
 * (its headless shell), then its full Chromium (paths in its cache, whether or not they exist there).
 * Empty when the installed Playwright does not tell (a version without that module): the system's
 * browser is then tried.
 */
export function playwrightChromiumExecutables(): string[] {
  try {
    // @playwright/test -> playwright -> playwright-core, resolved from where each one is installed
    // (npm hoists them; pnpm keeps each beside the package that depends on it).
    const fromKit = createRequire(import.meta.url);
    const fromTest = createRequire(fromKit.resolve("@playwright/test/package.json"));
    const fromPlaywright = createRequire(fromTest.resolve("playwright/package.json"));
    const { registry } = fromPlaywright("playwright-core/lib/server/registry/index") as {
      registry: PlaywrightRegistry;
    };
    return ["chromium-headless-shell", "chromium"]
      .map((name) => registry.findExecutable(name)?.executablePath())
      .filter((path): path is string => !!path);
  } catch {
    return [];
  }
}

/**
 * The Chromium to launch: `CHROMIUM_PATH` when set, else Playwright's own, else the system's;
 * `undefined` when there is none.
 *
 * @throws {HostBridgeKitError} `NO_CHROMIUM` when `CHROMIUM_PATH` names a file that does not exist.
 */
export function findChromium(options: FindChromiumOptions = {}): ChromiumSource | undefined {
  const env = options.env ?? process.env;
  const named = env.CHROMIUM_PATH;
  if (named) {
    if (existsSync(named)) return { kind: "env", path: named };
    throw new HostBridgeKitError(
      "NO_CHROMIUM",
      `CHROMIUM_PATH is ${named}, which does not exist: point it at a Chromium binary, or unset it and run \`${INSTALL_CHROMIUM_COMMAND}\``,
    );
  }
  const own = (options.playwrightExecutables ?? playwrightChromiumExecutables()).find((path) =>
    existsSync(path),
  );
  if (own) return { kind: "playwright", path: own };
  const system = (options.systemCandidates ?? systemChromiumCandidates(process.platform, env)).find(
    (path) => existsSync(path),
  );
  return system ? { kind: "system", path: system } : undefined;
}

/** The error thrown when no Chromium is found: one line, with the one command to run. */
export function noChromiumError(): HostBridgeKitError {
  const error = new HostBridgeKitError(
    "NO_CHROMIUM",
    `No Chromium found for the end-to-end tests: run \`${INSTALL_CHROMIUM_COMMAND}\` (or set CHROMIUM_PATH to a Chromium binary).`,
  );
  // A missing browser is not a bug of the caller: the line above is all there is to read (no stack,
  // and `code`/`issues` kept out of what Node prints for an error thrown by playwright.config.ts).
  error.stack = `${error.name}: ${error.message}`;
  for (const key of ["code", "issues"]) Object.defineProperty(error, key, { enumerable: false });
  return error;
}
