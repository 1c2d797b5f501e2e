// Where `hostbridge platform` keeps its state when --dir is not given: a per-user state directory, never
// the current (app) directory. A state directory inside an app would sit under the app's Vite dev server,
// which watches the whole app root: every publish (an unpacked copy of the app, state.json) would be file
// events there, and the platform's files would be one ignore rule away from being packed into the app.
import { homedir } from "node:os";
import { isAbsolute, join, resolve } from "node:path";

/** Environment variable that sets the default state directory of `hostbridge platform`. */
export const PLATFORM_DIR_ENV = "HOSTBRIDGE_PLATFORM_DIR";

/** The environment and machine facts the default depends on. */
export interface PlatformDirFacts {
  env: Readonly<Record<string, string | undefined>>;
  cwd: string;
  /** `process.platform`. */
  os?: NodeJS.Platform;
  /** The user's home directory when the environment names none. */
  home?: string;
}

/**
 * The default state directory: `$HOSTBRIDGE_PLATFORM_DIR`; else `$XDG_STATE_HOME/hostbridge/platform`
 * (`~/.local/state/hostbridge/platform`) on Linux, `~/Library/Application Support/hostbridge/platform`
 * on macOS, `%LOCALAPPDATA%\hostbridge\platform` on Windows.
 */
export function defaultPlatformDir(facts: PlatformDirFacts): string {
  const { env, cwd } = facts;
  const configured = env[PLATFORM_DIR_ENV]?.trim();
  if (configured) return resolve(cwd, configured);
  const os = facts.os ?? process.platform;
  const home = env.HOME?.trim() || env.USERPROFILE?.trim() || facts.home || homedir();
  if (os === "win32")
    return join(
      env.LOCALAPPDATA?.trim() || join(home, "AppData", "Local"),
      "hostbridge",
      "platform",
    );
  if (os === "darwin")
    return join(home, "Library", "Application Support", "hostbridge", "platform");
  const stateHome = env.XDG_STATE_HOME?.trim();
  return join(
    stateHome && isAbsolute(stateHome) ? stateHome : join(home, ".local", "state"),
    "hostbridge",
    "platform",
  );
}
