// The app's settings in a run of the kit: the form of its `app.config.json` (from the dev server's config)
// and the values the test saves in it, checked as the platform's form checks what an admin saves.
import { checkSettingsValues } from "@hostbridge/host-simulator";
import type { AppSettingsOptions } from "@hostbridge/host-simulator";
import type { DevConfig } from "@hostbridge/dev-server/contract";

/**
 * The host's `appSettings` for a run: `undefined` when the app has no settings form, the form with
 * nothing saved (installed, not configured) when the test saves nothing. Throws, naming each value, when
 * the test saves what the form refuses, or saves settings for an app whose form is missing or broken.
 */
export function runAppSettings(
  config: DevConfig,
  values: Record<string, unknown> | undefined,
): AppSettingsOptions | undefined {
  const found = config.settingsForm;
  if (!found || !("form" in found)) {
    if (values === undefined) return undefined;
    throw new Error(
      found
        ? `appSettings cannot be saved: ${found.problem}`
        : "appSettings cannot be saved: the app has no app.config.json (the settings form the platform shows an admin); add one beside app.json",
    );
  }
  if (values !== undefined) {
    const { problems } = checkSettingsValues(found.form, values);
    if (problems.length > 0)
      throw new Error(
        `the settings form (app.config.json) refuses appSettings: ${problems.map((p) => `${p.field} ${p.message}`).join("; ")}`,
      );
  }
  return { form: found.form, values };
}
