// The app settings panel: the form an admin fills in on the platform when installing the app, rendered
// from its `app.config.json`. Saving checks the values as the form does (a required field empty, a value
// not of its field's type, an option a select lacks are refused, each under its field); saved values are
// kept in the page's settings (across reloads) and the app is loaded again, as on the platform an app
// reads its settings when it starts: every `getAppConfig` and the start data carry them.
import { checkSettingsValues, settingsDefaults } from "@hostbridge/host-simulator";
import type { AppSettingsOptions, AppSettingsValues } from "@hostbridge/host-simulator";
import type { DevConfig } from "@hostbridge/dev-server/contract";
import { h, replace } from "@hostbridge/tooling/dom";
import type { PageContext, PanelView } from "../context";
import type { LogView } from "../log";
import type { Settings } from "../settings";
import { renderSettingsForm } from "./appSettingsForm";
import type { SettingsFormView } from "./appSettingsForm";

/** The key the app's saved values are kept under (its `app.json` name; one set per app). */
const appKey = (config: DevConfig) => config.app?.name ?? "";

/**
 * The `appSettings` of the host the page starts: the app's form and its saved values. Saved values the
 * form no longer takes (its `app.config.json` changed since) are left out, and the log says which.
 */
export function appSettingsOf(
  config: DevConfig,
  settings: Settings,
  log: LogView,
): AppSettingsOptions | undefined {
  const found = config.settingsForm;
  if (!found || !("form" in found)) return undefined;
  const saved = { ...(settings.appSettings[appKey(config)] ?? {}) };
  const stale = checkSettingsValues(found.form, saved).problems.filter(
    (p) => p.kind !== "required",
  );
  for (const problem of stale) delete saved[problem.field];
  if (stale.length > 0)
    log.add({
      kind: "error",
      message: `saved app settings left out, as app.config.json no longer takes them: ${stale.map((p) => `${p.field} (${p.message})`).join("; ")}`,
    });
  return { form: found.form, values: saved };
}

/** The app settings panel. */
export function createAppSettingsPanel(ctx: PageContext): PanelView {
  const body = h("div");
  const status = h("p", { class: "muted", "data-app-settings": "status" });
  let view: SettingsFormView | undefined;

  const save = () => {
    const found = ctx.config.settingsForm;
    if (!view || !found || !("form" in found)) return;
    const values = view.values();
    const { problems } = checkSettingsValues(found.form, values);
    view.showProblems(problems);
    if (problems.length > 0) {
      const reasons = problems.map((p) => `${p.field} ${p.message}`).join("; ");
      status.textContent = `Not saved: ${reasons}.`;
      ctx.log.add({ kind: "error", message: `app settings not saved: ${reasons}` });
      return;
    }
    ctx.settings.appSettings[appKey(ctx.config)] = values;
    ctx.save();
    ctx.reloadApp("app settings saved");
  };
  const reset = () => {
    delete ctx.settings.appSettings[appKey(ctx.config)];
    ctx.save();
    ctx.reloadApp("app settings cleared");
  };

  const refresh = () => {
    const found = ctx.config.settingsForm;
    view = undefined;
    if (!found) {
      replace(
        body,
        h(
          "p",
          { class: "muted", "data-app-settings": "none" },
          "This app has no app.config.json: the platform shows an admin no settings form for it. Add one beside app.json to get one here.",
        ),
      );
      return;
    }
    if (!("form" in found)) {
      replace(body, h("p", { class: "problems", "data-app-settings": "problem" }, found.problem));
      return;
    }
    const saved: AppSettingsValues | undefined = ctx.settings.appSettings[appKey(ctx.config)];
    view = renderSettingsForm(found.form, saved ?? settingsDefaults(found.form));
    status.textContent = saved
      ? "Saved in this page (kept across reloads): getAppConfig and the start data carry them."
      : "Not saved yet: the app runs as installed but not configured.";
    replace(
      body,
      view.element,
      h(
        "div",
        { class: "row" },
        h("button", { type: "button", "data-app-settings": "save", onclick: save }, "Save"),
        h(
          "button",
          { type: "button", class: "secondary", "data-app-settings": "reset", onclick: reset },
          "Clear",
        ),
      ),
      status,
    );
  };
  refresh();
  return {
    element: h(
      "div",
      { class: "panel", "data-panel": "appSettings" },
      h(
        "p",
        { class: "muted" },
        "The settings form an admin fills in when installing the app (app.config.json). Saving loads the app again.",
      ),
      body,
    ),
    refresh,
  };
}
