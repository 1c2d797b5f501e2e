// The app's settings as an admin sets them on the platform: the form of `app.config.json` (sections of
// fields, each stored under its `name`), the values an admin may save in it, and where the saved values
// reach the app. The form's fields and types are the platform's `app.config.json` reference (`text`,
// `number`, `date`, `select`, `multi-select`, `checkbox`; `boolean` in the platform's own examples).
//
// Where the values reach the app: the platform's client documents `getAppConfig` as "the metadata object
// of an app" and the start data (`ui_app_set_data`) as carrying `settings`, without showing the record's
// fields. The simulator answers both with the values under `settings` (the one key the client's start
// data names), beside the app's name, display name and version; this shape is ours, not the platform's
// published one.
import type { SettingsField, SettingsForm } from "@hostbridge/deploy-contract";
import { HostSimulatorError } from "./errors";
import type { FixtureRecord } from "./fixtures/fixtureTypes";

/** The values of a settings form, by field `name`. */
export type AppSettingsValues = Record<string, unknown>;

/**
 * One value the form refuses: the field's `name`, why (in words an admin can act on), and its kind:
 * `required` (left empty), `invalid` (not of the field's type or options), `unknown` (no such field).
 */
export interface AppSettingsProblem {
  /** The field's `name` (or the name given for a field the form does not have). */
  field: string;
  /** `required`, `invalid` or `unknown`. */
  kind: "required" | "invalid" | "unknown";
  /** Why, after the field's name: "is required", "must be a number". */
  message: string;
}

/** The app a host runs (its `app.json`'s `name`, `display_name`, `version`): the host's `app` option. */
export interface HostedApp {
  /** `name`: what `getAppConfig({ app_name })` asks for. */
  name: string;
  /** `display_name`. */
  displayName?: string | undefined;
  /** `version`. */
  version?: string | undefined;
}

/** The `appSettings` option of `createHost`: the app's form and the values saved in it. */
export interface AppSettingsOptions {
  /** The app's `app.config.json`, already checked (`checkAppConfig` of `@hostbridge/deploy-contract`). */
  form: SettingsForm;
  /** The values saved; unset fields take the form's defaults ({@link settingsDefaults}). */
  values?: AppSettingsValues | undefined;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

const fieldsOf = (form: SettingsForm): SettingsField[] =>
  form.sections.flatMap((section) => section.fields);

const optionValues = (field: SettingsField): string[] =>
  (field.options ?? []).map((option) => String(option.value));

const isEmpty = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  value === "" ||
  (Array.isArray(value) && value.length === 0);

const isValidDate = (value: string): boolean =>
  DATE.test(value) &&
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
  new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/** Why `value` does not fit `field` (a value is present), or `undefined` when it fits. */
function fieldProblem(field: SettingsField, value: unknown): string | undefined {
  const choices = optionValues(field);
  switch (field.type) {
    case "number":
      return typeof value === "number" && Number.isFinite(value) ? undefined : "must be a number";
    case "date":
      return typeof value === "string" && isValidDate(value)
        ? undefined
        : "must be a date written YYYY-MM-DD";
    case "checkbox":
    case "boolean":
      return typeof value === "boolean" ? undefined : "must be true or false (checked or not)";
    case "select":
      return typeof value === "string" && choices.includes(value)
        ? undefined
        : `must be one of its options: ${choices.join(", ") || "(the field lists none)"}`;
    case "multi-select":
      return Array.isArray(value) &&
        value.every((item) => typeof item === "string" && choices.includes(item))
        ? undefined
        : `must be a list of its options: ${choices.join(", ") || "(the field lists none)"}`;
    default:
      // (`text`, and a type the reference does not list: the platform shows it as a text field)
      return typeof value === "string" ? undefined : "must be text";
  }
}

/**
 * The values a form holds before an admin touches it: `false` for a checkbox, an empty list for a
 * multi-select; other fields stay unset (the reference gives fields no default value).
 *
 * @example
 * ```ts
 * settingsDefaults({ sections: [{ fields: [{ type: "checkbox", name: "dark" }] }] }); // { dark: false }
 * ```
 */
export function settingsDefaults(form: SettingsForm): AppSettingsValues {
  const values: AppSettingsValues = {};
  for (const field of fieldsOf(form)) {
    if (field.type === "checkbox" || field.type === "boolean") values[field.name] = false;
    else if (field.type === "multi-select") values[field.name] = [];
  }
  return values;
}

/**
 * Checks values against the form as the platform's form does before it saves them: each value of its
 * field's type (a select's among its options), every required field filled, no value for a field the
 * form does not have. Returns the values to save (the defaults, then `values`) and the problems.
 *
 * @example
 * ```ts
 * const { problems } = checkSettingsValues(form, { max_discount: "ten" });
 * // [{ field: "max_discount", message: "must be a number" }, ...]
 * ```
 */
export function checkSettingsValues(
  form: SettingsForm,
  values: AppSettingsValues = {},
): { values: AppSettingsValues; problems: AppSettingsProblem[] } {
  const fields = fieldsOf(form);
  const merged: AppSettingsValues = { ...settingsDefaults(form) };
  const problems: AppSettingsProblem[] = [];
  const known = new Set(fields.map((field) => field.name));
  for (const [name, value] of Object.entries(values)) {
    if (!known.has(name))
      problems.push({
        field: name,
        kind: "unknown",
        message: `is not a field of the settings form (app.config.json has ${[...known].join(", ") || "no fields"})`,
      });
    else if (value !== undefined) merged[name] = value;
  }
  for (const field of fields) {
    const value = merged[field.name];
    if (isEmpty(value)) {
      if (field.is_required === true)
        problems.push({ field: field.name, kind: "required", message: "is required" });
      if (value === "" || value === null) delete merged[field.name];
      continue;
    }
    const problem = fieldProblem(field, value);
    if (problem) problems.push({ field: field.name, kind: "invalid", message: problem });
  }
  return { values: merged, problems };
}

/**
 * Names the config every `get_app_config` answers after the app the host runs (`fixtures.appConfig`'s
 * `app_name`, `display_name`, `version`), so that `getAppConfig({ app_name })` finds it by its name.
 */
export function applyHostedApp(fixtures: { appConfig: FixtureRecord }, app: HostedApp): void {
  fixtures.appConfig = {
    ...fixtures.appConfig,
    app_name: app.name,
    ...(app.displayName !== undefined && { display_name: app.displayName }),
    ...(app.version !== undefined && { version: app.version }),
  };
}

/**
 * Puts the app's settings where the platform's client reads them: `fixtures.appConfig` (what every
 * `get_app_config` answers, under `settings`) and the start data's `settings`.
 * A required field left empty is allowed (the app is not configured yet; the form refuses to save
 * so); any other refused value throws an `INVALID_OPTIONS` error naming each.
 */
export function applyAppSettings(
  fixtures: { appConfig: FixtureRecord; appSetData: FixtureRecord },
  options: AppSettingsOptions,
): void {
  const checked = checkSettingsValues(options.form, options.values);
  const problems = checked.problems.filter((problem) => problem.kind !== "required");
  if (problems.length > 0)
    throw new HostSimulatorError(
      "INVALID_OPTIONS",
      `appSettings: the settings form refuses ${problems.map((p) => `${p.field} (${p.message})`).join("; ")}; fix the values or the form in app.config.json`,
      { details: { problems } },
    );
  const { values } = checked;
  fixtures.appConfig = { ...fixtures.appConfig, settings: structuredClone(values) };
  fixtures.appSetData = { ...fixtures.appSetData, settings: structuredClone(values) };
}
