// An app with settings, written from the platform's developer docs before any of our tools ran on it:
// `app.json` as "Pitcher Apps - Deep Dive" shows a manifest (a `ui_app` module), `app.config.json` as the
// `app.config.json` reference's own examples (a required text field, a select, a number, a checkbox),
// and a page that loads the existing client (`@pitcher/js-api`) by script tag as its README shows, then
// reads its configuration with `getAppConfig()` (the client's "metadata object of an app") and its start
// data with `useUi().onAppSetData` before `appLoaded()`. What it reads lands in `window.appResults` and
// on the page. Shared by the dev host's test (packages/cli/test/appSettings.e2e.test.ts) and the kit's
// (packages/playwright/test/appSettings.e2e.test.ts).
import { writeFile } from "node:fs/promises";
import { join } from "node:path";

/** The app's name in its `app.json`. */
export const SETTINGS_APP_NAME = "order-settings";

const manifest = {
  name: SETTINGS_APP_NAME,
  display_name: "Order settings",
  version: "1.0.0",
  description: "Reads the settings an admin saved",
  type: "web",
  module: {
    ui_app: {
      enabled: true,
      entry: "index.html",
      defaults: { dimensions: { width: "100%", height: "100vh" } },
    },
  },
};

/**
 * The app's `app.config.json`: the reference's two examples (developer.pitcher.com, "Application
 * Configuration Manifest"), their sections as written. Other tests of the settings form use it too.
 */
export const SETTINGS_APP_CONFIG = {
  sections: [
    {
      label: "Order submission settings",
      fields: [
        {
          type: "text",
          name: "order_submit_endpoint",
          label: "Endpoint",
          help_text: "The order endpoint handler",
          is_required: true,
        },
      ],
    },
    {
      label: "Order settings",
      fields: [
        {
          type: "select",
          name: "selected_currency",
          label: "Currency",
          help_text: "Select currency",
          is_required: false,
          options: [
            { label: "USD", value: "USD" },
            { label: "EUR", value: "EUR" },
          ],
        },
        {
          type: "number",
          name: "max_discount",
          label: "Max discount",
          help_text: "",
          is_required: false,
        },
      ],
    },
    {
      label: "Feature flags",
      fields: [
        {
          type: "checkbox",
          name: "allow_theming",
          label: "Allow theming",
          help_text: "Allow users to change the theme",
          is_required: false,
        },
      ],
    },
  ],
};

const page = `<!doctype html>
<html>
  <head>
    <title>Order settings</title>
    <script src="https://cdn.jsdelivr.net/npm/@pitcher/js-api@beta"></script>
  </head>
  <body>
    <pre data-view="config">loading...</pre>
    <pre data-view="start">waiting for the start data...</pre>
    <script>
      const results = (window.appResults = {});
      const api = pitcher.usePitcherApi();
      const ui = pitcher.useUi();
      ui.onAppSetData(function (data) {
        results.startSettings = data.settings;
        document.querySelector('[data-view="start"]').textContent = JSON.stringify(data.settings);
        return Promise.resolve();
      }).then(function () {
        return api.getAppConfig();
      }).then(function (config) {
        results.config = config;
        document.querySelector('[data-view="config"]').textContent = JSON.stringify(config.settings);
        return ui.appLoaded();
      }).then(function () {
        results.loaded = true;
      }, function (error) {
        results.failed = String((error && error.message) || error);
      });
    </script>
  </body>
</html>
`;

/** Writes the app (`app.json`, `app.config.json`, `index.html`) into `dir`. */
export async function writeSettingsApp(dir: string): Promise<void> {
  await writeFile(join(dir, "app.json"), JSON.stringify(manifest, null, 2));
  await writeFile(join(dir, "app.config.json"), JSON.stringify(SETTINGS_APP_CONFIG, null, 2));
  await writeFile(join(dir, "index.html"), page);
}
