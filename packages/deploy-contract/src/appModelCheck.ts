// Checks an `app.json` against the platform's app model (appModel.ts) and an `app.config.json` against
// the settings form's shape. Known fields with a wrong type, entries that leave the app or are missing
// from it are errors naming the field (`module.canvas.enabled`); fields the model does not know pass with
// a note, because the platform adds fields. Never throws.
import type * as z from "zod";
import {
  APP_TYPES,
  AppModelSchema,
  HOOK_NAMES,
  HookSchema,
  MODULE_KINDS,
  PROVIDED_FEATURES,
  REQUIRED_FEATURES,
  SETTINGS_FIELD_TYPES,
  SettingsFormSchema,
} from "./appModel";
import type { AppModel, SettingsForm } from "./appModel";
import { DEFAULT_ENTRY, relativePathProblem } from "./paths";
import type { ManifestIssue } from "./manifestIssue";

/** What {@link checkAppModel} and {@link checkAppConfig} found. */
export interface AppModelCheck<Value> {
  /** The checked value, when it has no errors. */
  value?: Value;
  /** Problems the platform would refuse or stumble on, each naming its field. */
  errors: ManifestIssue[];
  /** Fields the model does not know (they pass: the platform adds fields). */
  notes: ManifestIssue[];
}

/** Options of {@link checkAppModel}. */
export interface AppModelCheckOptions {
  /** Tells whether the app holds a file at a relative path; when given, every entry must exist. */
  hasFile?: (path: string) => boolean;
}

const ROOT_KEYS = new Set([
  "name",
  "version",
  "entry",
  "display_name",
  "description",
  "icon",
  "type",
  "authors",
  "provide",
  "require",
  "module",
  "hooks",
  "app_type",
  "app_options",
  "order_override",
  "has_multiple_routes",
  "configure_entry",
]);
const MODULE_KEYS = new Set([
  "enabled",
  "entry",
  "headless",
  "auto_install",
  "start_in_loading_mode",
  "defaults",
  "settings",
  "shortcuts",
]);

function zodIssues(error: z.ZodError, prefix: string[] = []): ManifestIssue[] {
  return error.issues.map((issue) => ({
    path: [...prefix, ...issue.path.map(String)].join(".") || "(root)",
    message: issue.message,
  }));
}

function unknownValues(
  values: readonly unknown[] | undefined,
  known: readonly string[],
  path: string,
): ManifestIssue[] {
  return (values ?? [])
    .filter((value) => typeof value !== "string" || !known.includes(value))
    .map((value) => ({
      path,
      message: `${JSON.stringify(value)} is not one the platform documents (${known.join(", ")}); kept as it is`,
    }));
}

/** A hook block with its field path: `hooks.<name>` or `hooks.<group>.<name>`. */
export interface HookBlockAt {
  /** The field path of the block, such as `hooks.canvas.on_canvas_update`. */
  path: string;
  /** The group (`canvas`) when the hook is nested in one. */
  group?: string;
  /** The hook's name (`on_canvas_update`). */
  name: string;
  /** The block as written. */
  block: unknown;
}

/**
 * The hook blocks of `app.json`'s `hooks`, flattened. The reference writes `hooks.<name>: { entry }`; the
 * platform's apps also group them (`hooks.canvas.on_canvas_update: { entry }`). Both are read.
 */
export function hookBlocks(hooks: unknown): HookBlockAt[] {
  if (typeof hooks !== "object" || hooks === null || Array.isArray(hooks)) return [];
  const blocks: HookBlockAt[] = [];
  for (const [key, value] of Object.entries(hooks as Record<string, unknown>)) {
    const grouped =
      typeof value === "object" &&
      value !== null &&
      !Array.isArray(value) &&
      !("entry" in value) &&
      Object.values(value).every((inner) => typeof inner === "object" && inner !== null);
    if (grouped && Object.keys(value).length > 0) {
      for (const [name, block] of Object.entries(value as Record<string, unknown>))
        blocks.push({ path: `hooks.${key}.${name}`, group: key, name, block });
    } else blocks.push({ path: `hooks.${key}`, name: key, block: value });
  }
  return blocks;
}

function entryIssues(
  path: string,
  entry: string,
  options: AppModelCheckOptions,
  defaulted: boolean,
): ManifestIssue[] {
  const problem = relativePathProblem(entry);
  if (problem) return [{ path, message: `${JSON.stringify(entry)} ${problem}` }];
  if (options.hasFile && !options.hasFile(entry)) {
    const which = defaulted ? `names no entry, so ${DEFAULT_ENTRY}, which` : `${entry}`;
    return [
      {
        path,
        message: `${which} does not exist in the app: create it or name an existing page`,
      },
    ];
  }
  return [];
}

function moduleIssues(
  model: AppModel,
  options: AppModelCheckOptions,
): { errors: ManifestIssue[]; notes: ManifestIssue[] } {
  const errors: ManifestIssue[] = [];
  const notes: ManifestIssue[] = [];
  for (const [kind, block] of Object.entries(model.module ?? {})) {
    const at = `module.${kind}`;
    if (!(MODULE_KINDS as readonly string[]).includes(kind))
      notes.push({
        path: at,
        message: `is not a module the platform documents (${MODULE_KINDS.join(", ")}); kept as it is`,
      });
    for (const key of Object.keys(block))
      if (!MODULE_KEYS.has(key))
        notes.push({
          path: `${at}.${key}`,
          message: "is not a field the platform documents; kept as it is",
        });
    if (block.enabled)
      errors.push(
        ...entryIssues(
          `${at}.entry`,
          block.entry ?? DEFAULT_ENTRY,
          options,
          block.entry === undefined,
        ),
      );
    else if (block.entry !== undefined) {
      const problem = relativePathProblem(block.entry);
      if (problem)
        errors.push({ path: `${at}.entry`, message: `${JSON.stringify(block.entry)} ${problem}` });
    }
    if (block.settings) notes.push(...settingsNotes(block.settings, `${at}.settings`));
  }
  return { errors, notes };
}

function settingsNotes(form: SettingsForm, at: string): ManifestIssue[] {
  const notes: ManifestIssue[] = [];
  form.sections.forEach((section, sectionIndex) =>
    section.fields.forEach((field, fieldIndex) => {
      if (!(SETTINGS_FIELD_TYPES as readonly string[]).includes(field.type))
        notes.push({
          path: `${at}.sections.${sectionIndex}.fields.${fieldIndex}.type`,
          message: `${JSON.stringify(field.type)} is not a field type the platform documents (${SETTINGS_FIELD_TYPES.join(", ")}); shown as a text field`,
        });
    }),
  );
  return notes;
}

/**
 * Checks `app.json` against the platform's app model: every module block (`enabled` a boolean, `entry` a
 * page inside the app that exists), every hook's `entry`, `app_type` and `app_options`, `provide` and
 * `require`, shortcuts and settings. Unknown fields pass with a note.
 *
 * @param manifest the parsed `app.json` (an object; `checkManifest` has checked `name`).
 * @param options `hasFile` to require every entry to exist in the app.
 *
 * @example
 * ```ts
 * const check = checkAppModel({ name: "x", module: { canvas: { enabled: "yes" } } });
 * check.errors; // [{ path: "module.canvas.enabled", message: "must be true or false ..." }]
 * ```
 */
export function checkAppModel(
  manifest: Record<string, unknown>,
  options: AppModelCheckOptions = {},
): AppModelCheck<AppModel> {
  const notes: ManifestIssue[] = Object.keys(manifest)
    .filter((key) => !ROOT_KEYS.has(key))
    .map((key) => ({ path: key, message: "is not a field the platform documents; kept as it is" }));
  const { hooks, ...rest } = manifest;
  const parsed = AppModelSchema.safeParse(rest);
  const errors = parsed.success ? [] : zodIssues(parsed.error);
  if (hooks !== undefined && (typeof hooks !== "object" || hooks === null || Array.isArray(hooks)))
    errors.push({
      path: "hooks",
      message:
        'must be an object of hooks, such as { "canvas": { "on_canvas_update": { "entry": "hook.html" } } }',
    });
  for (const hook of hookBlocks(hooks)) {
    const block = HookSchema.safeParse(hook.block);
    if (!block.success) errors.push(...zodIssues(block.error, hook.path.split(".")));
    else errors.push(...entryIssues(`${hook.path}.entry`, block.data.entry, options, false));
    if (!(HOOK_NAMES as readonly string[]).includes(hook.name))
      notes.push({
        path: hook.path,
        message: "is not a hook the platform documents; kept as it is",
      });
  }
  if (!parsed.success) return { errors, notes };
  const model = { ...parsed.data, ...(hooks === undefined ? {} : { hooks }) } as AppModel;
  const modules = moduleIssues(model, options);
  errors.push(...modules.errors);
  notes.push(...modules.notes);
  if (model.configure_entry !== undefined)
    errors.push(...entryIssues("configure_entry", model.configure_entry, options, false));
  notes.push(
    ...unknownValues(model.provide, PROVIDED_FEATURES, "provide"),
    ...unknownValues(model.require, REQUIRED_FEATURES, "require"),
    ...unknownValues(model.app_type === undefined ? [] : [model.app_type], APP_TYPES, "app_type"),
  );
  if (model.app_options && model.app_type === undefined)
    notes.push({
      path: "app_options",
      message: "is read only for an app with an app_type; set app_type or remove it",
    });
  return errors.length > 0 ? { errors, notes } : { value: model, errors, notes };
}

/**
 * Checks an `app.config.json` value: the settings form the platform shows an admin (`sections`, each with
 * `fields` of a `type`, `name` and `label`, `options` for a select). Unknown field types pass with a note.
 *
 * @example
 * ```ts
 * checkAppConfig({ sections: [{ label: "A", fields: [{ type: "text", name: "url", label: "URL" }] }] }).errors; // []
 * ```
 */
export function checkAppConfig(value: unknown): AppModelCheck<SettingsForm> {
  const parsed = SettingsFormSchema.safeParse(value);
  if (!parsed.success) {
    const shape =
      typeof value !== "object" || value === null || Array.isArray(value)
        ? [{ path: "(root)", message: 'must be a JSON object such as { "sections": [] }' }]
        : zodIssues(parsed.error);
    return { errors: shape, notes: [] };
  }
  const errors: ManifestIssue[] = [];
  const seen = new Set<string>();
  parsed.data.sections.forEach((section, sectionIndex) =>
    section.fields.forEach((field, fieldIndex) => {
      if (seen.has(field.name))
        errors.push({
          path: `sections.${sectionIndex}.fields.${fieldIndex}.name`,
          message: `${JSON.stringify(field.name)} is used by another field too; each field's value is stored under its name, so names must differ`,
        });
      seen.add(field.name);
    }),
  );
  const notes = settingsNotes(parsed.data, "(root)").map((note) => ({
    ...note,
    path: note.path.replace(/^\(root\)\./, ""),
  }));
  return errors.length > 0 ? { errors, notes } : { value: parsed.data, errors, notes };
}
