// Which app the iframe loads: the app under development (the dev server's app URL), or a version
// installed on the local platform, whose exact URL the dev server resolves (it follows the
// platform's redirects to the entry page), at the page of the place the frame shows.
import { PLATFORM_PATH } from "@hostbridge/dev-server/contract";
import type { DevConfig, DevPlace } from "@hostbridge/dev-server/contract";
import type { LogView } from "./log";
import type { Settings } from "./settings";

/** Where the iframe goes, and what the status line calls it. */
export interface AppTarget {
  url: string;
  origin: string;
  label: string;
}

/** The app the page shows. */
export interface AppChoice {
  /** Whether an installed version is chosen whose URL is not resolved yet. */
  needsResolving(): boolean;
  /** Resolves the chosen installed version (on failure: back to the app under development). */
  resolve(): Promise<void>;
  /** The target to load now. */
  target(): AppTarget;
}

/** The app choice of the page, kept in `settings.source`. */
export function createAppChoice(options: {
  settings: Settings;
  save(): void;
  config(): DevConfig;
  /** The place the frame shows: an installed version opens at that place's page. */
  place(): DevPlace | undefined;
  log: LogView;
}): AppChoice {
  const { settings, log } = options;
  let installed: { key: string; target: AppTarget } | undefined;
  const installedKey = () =>
    settings.source.kind === "installed"
      ? `${settings.source.instanceId}/${settings.source.appName}/${options.place()?.entry ?? ""}`
      : undefined;

  async function resolve(): Promise<void> {
    const source = settings.source;
    const key = installedKey();
    if (source.kind !== "installed" || installed?.key === key) return;
    const entry = options.place()?.entry;
    try {
      const query =
        `instance=${encodeURIComponent(source.instanceId)}&app=${encodeURIComponent(source.appName)}` +
        (entry === undefined ? "" : `&entry=${encodeURIComponent(entry)}`);
      const response = await fetch(`${PLATFORM_PATH}/resolve?${query}`, { cache: "no-store" });
      const answer = (await response.json()) as { url?: string; error?: string };
      if (!answer.url)
        throw new Error(answer.error ?? `the dev server answered ${response.status}`);
      installed = {
        key: key!,
        target: {
          url: answer.url,
          origin: new URL(answer.url).origin,
          label: `${source.appName} installed on ${source.instanceId}`,
        },
      };
    } catch (error) {
      log.add({
        kind: "error",
        message: `cannot open the installed version: ${error instanceof Error ? error.message : String(error)}; showing the app under development`,
      });
      settings.source = { kind: "dev" };
      options.save();
    }
  }

  return {
    needsResolving: () => settings.source.kind === "installed" && installed?.key !== installedKey(),
    resolve,
    target() {
      if (settings.source.kind === "installed" && installed && installed.key === installedKey())
        return installed.target;
      const config = options.config();
      return {
        url: config.appUrl,
        origin: config.appOrigin,
        label: config.app?.displayName ?? config.app?.name ?? config.appUrl,
      };
    },
  };
}
