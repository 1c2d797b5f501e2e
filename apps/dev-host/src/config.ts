// What the dev server tells the page (GET /__hostbridge/config) and how the page hears about changes
// (server-sent events on /__hostbridge/events).
import type { JsApiLocation, Mode } from "@hostbridge/protocol-types";

/** The path of the config endpoint, relative to the page. */
export const CONFIG_PATH = "__hostbridge/config";
/** The path of the change stream (server-sent events), relative to the page. */
export const EVENTS_PATH = "__hostbridge/events";
/** The path of the local platform's read endpoints, proxied by the dev server. */
export const PLATFORM_PATH = "__hostbridge/platform";

/** A canned answer for one operation in `hostbridge.fixtures.json`: a response body, or an error. */
export type FileOperation =
  | { response: unknown; delayMs?: number }
  | { error: { message: string; code?: string; details?: unknown }; delayMs?: number };

/** The content of `hostbridge.fixtures.json` (already validated by the dev server). */
export interface FixturesFile {
  /** The location the app runs in by default. */
  location?: JsApiLocation;
  /** The platform simulated by default. */
  mode?: Mode;
  /** Interactive operations: `dialog` (ask in the page, default) or `auto` (canned answer at once). */
  interactive?: "dialog" | "auto";
  /** Milliseconds the host waits before answering each request. */
  latencyMs?: number;
  /** Overrides merged deeply into the simulated environment record. */
  env?: Record<string, unknown>;
  /** Replacements of the simulator's data (`files`, `canvases`, `users`, `appConfig`, ...). */
  data?: Record<string, unknown>;
  /** Canned answers by operation type. */
  operations?: Record<string, FileOperation>;
}

/** The answer of GET /__hostbridge/config. */
export interface DevConfig {
  /** The config format version. */
  version: 1;
  /** The URL the iframe loads (the app's entry page, or the `--app-url`). */
  appUrl: string;
  /** The app's origin: the host posts only to it and accepts messages only from it. */
  appOrigin: string;
  /** `static`: the dev server serves the app's files (and reloads on change); `url`: the app's own dev server. */
  appSource: "static" | "url";
  /** Whether anything answers at the app's URL (`--app-url`); always `up` for static apps. */
  appStatus: { state: "up" } | { state: "down"; reason: string } | { state: "unchecked" };
  /** The app's manifest facts, when it has a valid `app.json`. */
  app: { name: string; displayName?: string; version?: string } | null;
  /** Absolute path of the fixtures file (it may not exist). */
  fixturesFile: string;
  /** The last valid fixtures (`null` when there is no file or none was ever valid). */
  fixtures: FixturesFile | null;
  /** Why the fixtures file is not used, when it is invalid. */
  fixturesError: { message: string; issues: string[] } | null;
  /** Increases on every change of the fixtures file. */
  revision: number;
  /** The local platform whose installed versions the page can show, when configured. */
  platform: { url: string } | null;
}

/** Reads the config from the dev server. */
export async function fetchConfig(): Promise<DevConfig> {
  const response = await fetch(CONFIG_PATH, { cache: "no-store" });
  if (!response.ok)
    throw new Error(
      `GET ${CONFIG_PATH} answered ${response.status}; is this page served by \`hostbridge dev\`?`,
    );
  return (await response.json()) as DevConfig;
}

/**
 * Calls `onConfig` when the fixtures file changes, `onApp` when the app's files change (static
 * apps) and `onAppStatus` when the app's own dev server starts or stops answering. The browser's
 * EventSource reconnects by itself after the dev server restarts.
 */
export function subscribe(handlers: {
  onConfig: () => void;
  onApp: () => void;
  onAppStatus: (status: DevConfig["appStatus"]) => void;
  onState: (connected: boolean) => void;
}): () => void {
  const source = new EventSource(EVENTS_PATH);
  source.addEventListener("config", handlers.onConfig);
  source.addEventListener("app", handlers.onApp);
  source.addEventListener("app-status", (event) =>
    handlers.onAppStatus(
      JSON.parse((event as MessageEvent<string>).data) as DevConfig["appStatus"],
    ),
  );
  source.addEventListener("open", () => handlers.onState(true));
  source.addEventListener("error", () => handlers.onState(false));
  return () => source.close();
}
