// The platform's app model, typed once: what `app.json` says about where an app runs (its modules, hooks
// and app type) and what `app.config.json` says about its settings form. Written from the platform's
// developer documentation (the `app.json` and `app.config.json` references, "App Types", "Pitcher Apps -
// Deep Dive", "Multimedia Selector Apps") and the fields its existing client declares. Every object is
// open: the platform adds fields, so unknown keys are kept (and reported as notes by `checkAppModel`);
// the fields below are the ones whose type is known and checked.
import * as z from "zod";

/** The modules (places in the platform) an app may declare under `module`. */
export const MODULE_KINDS = [
  "ui_app",
  "canvas",
  "dsr",
  "admin_instance",
  "canvas_section_execution",
  "canvas_drawer",
  "overlay_app",
] as const;

/** A module the platform documents (the key of `app.json`'s `module`). */
export type ModuleKind = (typeof MODULE_KINDS)[number];

/** The app types of `app_type`, each run by the platform with its own protocol. */
export const APP_TYPES = [
  "canvas-popup",
  "ui-global-popup",
  "multimedia-selector",
  "section-selector",
  "sharebox",
] as const;

/** An app type the platform documents (`app.json`'s `app_type`). */
export type AppTypeName = (typeof APP_TYPES)[number];

/** What an app may `provide`. */
export const PROVIDED_FEATURES = [
  "ui",
  "account_browser",
  "scheduler",
  "postcall",
  "crm_shape",
  "multimedia_selector",
] as const;

/** What an app may `require`. */
export const REQUIRED_FEATURES = ["crm"] as const;

/** The hooks the platform starts headless pages for (the reference's and the client's spellings). */
export const HOOK_NAMES = [
  "on_canvas_update",
  "on_section_list_update",
  "on_canvas_updated",
  "on_section_list_updated",
] as const;

/** The field types of a settings form the platform renders. */
export const SETTINGS_FIELD_TYPES = [
  "text",
  "number",
  "date",
  "select",
  "multi-select",
  "checkbox",
  "boolean",
] as const;

/** Where an app type's popup may be placed. */
export const POPUP_PLACEMENTS = [
  "top-left",
  "top-center",
  "top-right",
  "left",
  "center",
  "right",
  "bottom-left",
  "bottom-center",
  "bottom-right",
] as const;

/** A size the platform takes as a CSS length (`"800px"`, `"100%"`) or a number of pixels. */
const SizeSchema = z.union([z.string(), z.number()], {
  error: 'must be a CSS length such as "600px" or a number of pixels',
});

const text = (what: string) => z.string({ error: `must be a string (${what})` });
const flag = z.boolean({
  error: 'must be true or false (a JSON boolean, not a string like "yes")',
});

/** A width and height, each optional. */
export const DimensionsSchema = z.looseObject({
  width: SizeSchema.optional(),
  height: SizeSchema.optional(),
});

/** One option of a `select` or `multi-select` settings field. */
export const SettingsOptionSchema = z.looseObject({
  label: text("the option's label"),
  value: text("the value stored when the option is chosen"),
});

/** One field of a settings form: its `type`, `name` (the key of its value) and `label`. */
export const SettingsFieldSchema = z.looseObject({
  type: text("a field type such as text, number, date, select, multi-select or checkbox"),
  name: text("the key its value is stored under").min(1, "must not be empty"),
  label: text("the label shown beside the field").optional(),
  help_text: text("help shown under the field").optional(),
  is_required: flag.optional(),
  options: z
    .array(SettingsOptionSchema, { error: "must be a list of { label, value }" })
    .optional(),
});

/** One section of a settings form. */
export const SettingsSectionSchema = z.looseObject({
  label: text("the section's heading").optional(),
  fields: z.array(SettingsFieldSchema, { error: "must be a list of fields" }),
});

/** A settings form: `app.config.json`, or a module's `settings`. */
export const SettingsFormSchema = z.looseObject({
  sections: z.array(SettingsSectionSchema, { error: "must be a list of sections" }),
});

/** One shortcut button a module adds to the canvas toolbar in a mode. */
export const ShortcutSchema = z.looseObject({
  id: text("the shortcut's id, sent back when it is pressed"),
  icon: text("a font-awesome icon").optional(),
  tooltip: text("the tooltip").optional(),
  order_override: z.number({ error: "must be a number" }).optional(),
});

const shortcutList = z.array(ShortcutSchema, { error: "must be a list of shortcuts" }).optional();

/** A module's shortcuts per canvas mode. */
export const ShortcutsSchema = z.looseObject({
  fullscreen: shortcutList,
  presentation: shortcutList,
  edit: shortcutList,
});

/** One module's block: whether it is on, its page, and how the platform shows it. */
export const ModuleSchema = z.looseObject({
  enabled: flag,
  entry: text("a path of a page inside the app").optional(),
  headless: flag.optional(),
  auto_install: flag.optional(),
  start_in_loading_mode: flag.optional(),
  defaults: z
    .looseObject({
      dimensions: DimensionsSchema.optional(),
      settings: z.record(z.string(), z.unknown(), { error: "must be an object" }).optional(),
    })
    .optional(),
  settings: SettingsFormSchema.optional(),
  shortcuts: ShortcutsSchema.optional(),
});

/** A hook's block: the headless page the platform starts when the hook fires. */
export const HookSchema = z.looseObject({
  entry: text("a path of a page inside the app"),
});

const modeConfig = z
  .looseObject({
    show: flag.optional(),
    icon: text("a font-awesome icon").optional(),
    order_override: z.number({ error: "must be a number" }).optional(),
  })
  .optional();

/** `app_options`: how the platform shows an app of an `app_type`. */
export const AppOptionsSchema = z.looseObject({
  dimensions: DimensionsSchema.optional(),
  placement: text(`one of ${POPUP_PLACEMENTS.join(", ")}`).optional(),
  mode_config: z
    .looseObject({ fullscreen: modeConfig, presentation: modeConfig, edit: modeConfig })
    .optional(),
});

/**
 * The parts of `app.json` the platform's app model gives a type to. Root fields the deploy contract checks
 * (`name`, `version`, `entry`) are left to `checkManifest`; unknown keys are kept.
 */
export const AppModelSchema = z.looseObject({
  display_name: text("the name shown in lists").optional(),
  description: text("a short description").optional(),
  icon: text("a font-awesome icon or an image path").optional(),
  type: text('the app\'s kind, "web"').optional(),
  authors: z.array(z.string(), { error: "must be a list of strings" }).optional(),
  provide: z.array(z.string(), { error: "must be a list of feature names" }).optional(),
  require: z.array(z.string(), { error: "must be a list of feature names" }).optional(),
  module: z
    .record(z.string(), ModuleSchema, { error: "must be an object of module blocks" })
    .optional(),
  hooks: z
    .record(z.string(), z.union([HookSchema, z.record(z.string(), HookSchema)]), {
      error: "must be an object of hooks",
    })
    .optional(),
  app_type: text(`one of ${APP_TYPES.join(", ")}`).optional(),
  app_options: AppOptionsSchema.optional(),
  order_override: z.number({ error: "must be a number" }).optional(),
  configure_entry: text("a path of a page inside the app").optional(),
});

/** A module's block as typed (unknown keys kept). */
export type ModuleBlock = z.output<typeof ModuleSchema>;
/** One settings field as typed. */
export type SettingsField = z.output<typeof SettingsFieldSchema>;
/** A settings form (`app.config.json` or a module's `settings`) as typed. */
export type SettingsForm = z.output<typeof SettingsFormSchema>;
/** `app_options` as typed. */
export type AppOptions = z.output<typeof AppOptionsSchema>;
/** The app model of an `app.json` as typed (unknown keys kept). */
export type AppModel = z.output<typeof AppModelSchema>;
