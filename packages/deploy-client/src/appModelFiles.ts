// The app-model check of an app on disk: `app.json`'s modules, hooks and app type against the platform's
// app model, each entry looked up among the files the archive would hold, and `app.config.json` (when the
// app has one) against the settings form's shape. `hostbridge validate` runs it.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { checkAppConfig, checkAppModel } from "@hostbridge/deploy-contract";
import type { AppManifest } from "@hostbridge/deploy-contract";
import type { PackedFile } from "./appFiles";
import { DeployError } from "./errors";
import type { ValidationIssue } from "./errors";

/** The settings form's file, beside `app.json`. */
export const APP_CONFIG_FILE = "app.config.json";

/** What {@link checkAppModelFiles} found. */
export interface AppModelFindings {
  /** Problems the platform would refuse or stumble on (`app.json: module.canvas.enabled: ...`). */
  errors: ValidationIssue[];
  /** Fields the model does not know; they pass. */
  notes: ValidationIssue[];
}

function prefixed(file: string, issues: readonly ValidationIssue[]): ValidationIssue[] {
  return issues.map((issue) => ({ path: `${file}: ${issue.path}`, message: issue.message }));
}

async function readConfig(appDir: string): Promise<{ value?: unknown; problem?: string }> {
  let text: string;
  try {
    text = await readFile(join(appDir, APP_CONFIG_FILE), "utf8");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code === "ENOENT" ? {} : { problem: `could not be read (${code ?? String(error)})` };
  }
  try {
    return { value: JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text) as unknown };
  } catch (error) {
    return { problem: `is not valid JSON (${(error as Error).message})` };
  }
}

/**
 * Checks an app against the platform's app model: every module block and hook of `app.json` (types,
 * entries inside the app and present among the packed files) and `app.config.json` when there is one.
 * Never throws for what it finds; see {@link assertAppModel} for the throwing form.
 *
 * @param appDir the app's root directory.
 * @param manifest its parsed `app.json`.
 * @param files the app's files with whether each is packed (`pack` or `listAppFiles` give them).
 *
 * @example
 * ```ts
 * const archive = await pack("./my-app");
 * const { errors, notes } = await checkAppModelFiles("./my-app", archive.manifest, archive.files);
 * ```
 */
export async function checkAppModelFiles(
  appDir: string,
  manifest: AppManifest,
  files: readonly PackedFile[],
): Promise<AppModelFindings> {
  const packed = new Set(files.filter((file) => file.included).map((file) => file.path));
  const model = checkAppModel(manifest, { hasFile: (path) => packed.has(path) });
  const errors = prefixed("app.json", model.errors);
  const notes = prefixed("app.json", model.notes);
  const config = await readConfig(appDir);
  if (config.problem) errors.push({ path: APP_CONFIG_FILE, message: config.problem });
  else if (config.value !== undefined) {
    const form = checkAppConfig(config.value);
    errors.push(...prefixed(APP_CONFIG_FILE, form.errors));
    notes.push(...prefixed(APP_CONFIG_FILE, form.notes));
  }
  return { errors, notes };
}

/**
 * Throws a `VALIDATION` {@link DeployError} naming every app-model error found by
 * {@link checkAppModelFiles}, or returns its notes.
 *
 * @example
 * ```ts
 * const notes = await assertAppModel("./my-app", archive.manifest, archive.files);
 * ```
 */
export async function assertAppModel(
  appDir: string,
  manifest: AppManifest,
  files: readonly PackedFile[],
): Promise<ValidationIssue[]> {
  const { errors, notes } = await checkAppModelFiles(appDir, manifest, files);
  if (errors.length > 0) {
    throw new DeployError(
      "VALIDATION",
      `${errors.map((issue) => `${issue.path}: ${issue.message}`).join("; ")}. Fix the block named and run the command again.`,
      { issues: errors, file: "app.json" },
    );
  }
  return notes;
}
