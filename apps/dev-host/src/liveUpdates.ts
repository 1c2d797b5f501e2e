// What the page does when the dev server tells it something changed: the fixtures file (read the
// config again, reload the app or show the problem), the app's own dev server going up or down,
// the app's files (static apps), and the connection itself.
import type { DevConfig } from "@hostbridge/dev-server/contract";
import { fetchConfig, subscribe } from "./config";
import type { LogView } from "./log";
import type { Settings } from "./settings";

/** What the live updates change on the page. */
export interface LiveUpdateTargets {
  config(): DevConfig;
  setConfig(next: DevConfig): void;
  settings: Settings;
  log: LogView;
  /** The dot of the top bar that shows the connection to the dev server. */
  connection: HTMLElement;
  /** After a new config arrived: bring banners and controls up to date. */
  showFixtures(): void;
  showApp(): void;
  syncControls(): void;
  reloadApp(reason: string): void;
}

/** Subscribes to the dev server's change stream; returns the unsubscribe. */
export function followDevServer(page: LiveUpdateTargets): () => void {
  const { settings, log, connection } = page;
  return subscribe({
    onConfig: () => {
      fetchConfig().then(
        (next) => {
          const changed = next.revision !== page.config().revision;
          page.setConfig(next);
          page.showFixtures();
          page.syncControls();
          if (!changed) return;
          if (next.fixturesError)
            log.add({
              kind: "error",
              message: "hostbridge.fixtures.json is invalid",
              detail: next.fixturesError,
            });
          else page.reloadApp("hostbridge.fixtures.json changed");
        },
        (error: unknown) =>
          log.add({ kind: "error", message: `cannot read the config: ${String(error)}` }),
      );
    },
    onAppStatus: (appStatus) => {
      const wasDown = page.config().appStatus.state === "down";
      page.setConfig({ ...page.config(), appStatus });
      page.showApp();
      if (wasDown && appStatus.state === "up" && settings.source.kind === "dev")
        page.reloadApp("the app's dev server answers now");
    },
    onApp: () => {
      if (settings.source.kind !== "dev" || page.config().appSource !== "static") return;
      // (its app.config.json may have changed with its files: the settings form comes with the config)
      fetchConfig()
        .then(
          (next) => page.setConfig(next),
          (error: unknown) =>
            log.add({ kind: "error", message: `cannot read the config: ${String(error)}` }),
        )
        .finally(() => page.reloadApp("the app's files changed"));
    },
    onState: (connected) => {
      connection.classList.toggle("off", !connected);
      connection.title = connected
        ? "connected to the dev server"
        : "the dev server is not reachable (it reconnects by itself)";
    },
  });
}
