// The app in the `dsr` location: the DSR environment (only an access token in `svc`), the app config and files.
import { useDsr } from "@hostbridge/sdk";
import type { DsrOptions } from "@hostbridge/sdk";
import { action, card, facts, outcome } from "./components";
import { h, replace } from "@hostbridge/tooling/dom";
import { envFacts } from "./env";

/** Mounts the app for the `dsr` location into `root`; `options` go to the SDK (tests pass `{ transport }`). */
export function mountDsrApp(root: HTMLElement, options: DsrOptions = {}): void {
  const dsr = useDsr(options);

  const envResult = outcome("env");
  const envView = h("div", { "data-view": "env" }, h("p", { class: "muted" }, "Asking the host…"));
  const loadEnv = async () => {
    replace(envView, envFacts(await dsr.getEnv()));
    envResult.clear();
  };
  dsr.onEnvChanged((env) => {
    replace(envView, envFacts(env));
    envResult.show("The host changed the environment.");
  });

  const configResult = outcome("config");
  const configView = h("div", { "data-view": "config" });
  const loadConfig = action("Load the app config", "app-config", configResult, async () => {
    const config = (await dsr.getAppConfig()) as Record<string, unknown>;
    replace(configView, facts(Object.entries(config)));
    configResult.clear();
  });

  const errorResult = outcome("errors");
  const missing = action(
    "Get a file that does not exist",
    "invalid-request",
    errorResult,
    async () => {
      await dsr.getFile({ id: "file-that-does-not-exist" });
      errorResult.show("The host found it (unexpected).");
    },
  );

  replace(
    root,
    card(
      "Environment",
      "env",
      envView,
      action("Refresh", "refresh-env", envResult, loadEnv),
      envResult.element,
    ),
    card("App config", "config", loadConfig, configView, configResult.element),
    card("Errors", "errors", missing, errorResult.element),
  );
  loadEnv()
    .then(() => dsr.embeddableReady())
    .catch((error: unknown) => envResult.error(error));
}
