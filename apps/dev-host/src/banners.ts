// The two banners above the workspace: an invalid fixtures file (with each problem), and an app
// whose own dev server does not answer.
import type { DevConfig } from "@hostbridge/dev-server/contract";
import { h, replace } from "@hostbridge/tooling/dom";

/** The banners, and how to bring them up to date with the config. */
export interface Banners {
  readonly fixtures: HTMLElement;
  readonly app: HTMLElement;
  readonly showFixtures: () => void;
  readonly showApp: () => void;
}

/** The banners of the config `config()` returns. */
export function createBanners(config: () => DevConfig): Banners {
  const fixtures = h("div", { class: "banner", hidden: true, "data-banner": "fixtures" });
  const app = h("div", { class: "banner warn", hidden: true, "data-banner": "app" });
  return {
    fixtures,
    app,
    showApp() {
      const { appStatus, appUrl } = config();
      app.hidden = appStatus.state !== "down";
      if (appStatus.state === "down")
        replace(
          app,
          h("strong", null, `Nothing answers at ${appUrl} (${appStatus.reason}).`),
          " Start the app's dev server (for example ",
          h("code", null, "npm run dev"),
          "); the dev host loads the app as soon as it answers.",
        );
    },
    showFixtures() {
      const current = config();
      const problem = current.fixturesError;
      fixtures.hidden = problem === null;
      if (problem) {
        replace(
          fixtures,
          h("strong", null, "hostbridge.fixtures.json is invalid"),
          current.fixtures
            ? " (the last valid version is still in use)"
            : " (the simulator's defaults are in use)",
          h(
            "ul",
            null,
            (problem.issues.length ? problem.issues : [problem.message]).map((issue) =>
              h("li", null, issue),
            ),
          ),
        );
      }
    },
  };
}
