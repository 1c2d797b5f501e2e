// How the page reads what the dev server tells it (GET /__hostbridge/config) and hears about changes
// (server-sent events on /__hostbridge/events). The contract itself (DevConfig, the paths) is declared
// once, in @hostbridge/dev-server/contract, which the dev server builds its answers from.
import { CONFIG_PATH, EVENTS_PATH } from "@hostbridge/dev-server/contract";
import type { DevConfig } from "@hostbridge/dev-server/contract";

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
