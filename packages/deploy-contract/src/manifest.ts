// app.json as the contract sees it. The spec requires one thing of it: `<app_name>` in the install path is
// the value of its `name` field. So only "valid JSON object with a non-empty string `name`" is an error;
// everything else HostBridge checks (name characters, version format, `entry`) is a suspicion, reported as
// a warning that `validate --strict` may turn into an error.
import * as z from "zod";
import { appPlaces } from "./appPlaces";
import { DEFAULT_ENTRY, relativePathProblem } from "./paths";
import { isRecognisedVersion } from "./versions";

export { DEFAULT_ENTRY, relativePathProblem };

/** The manifest file name, at the root of every app archive. */
export const MANIFEST_FILE = "app.json";

/**
 * Names HostBridge recommends: lower case, digits, `.`, `_`, `-`, starting with a letter or digit. Such a
 * name needs no percent-encoding in a URL path and is a safe directory name. The spec does not require it.
 */
export const APP_NAME_PATTERN = /^[a-z0-9][a-z0-9._-]*$/;

/** Longest recommended app name. */
export const MAX_APP_NAME_LENGTH = 100;

import type { ManifestIssue } from "./manifestIssue";

export type { ManifestIssue };

/**
 * The zod schema of what the spec requires of `app.json`: an object whose `name` is a non-empty string.
 * Every other key is kept as it is (unknown keys included); see {@link manifestWarnings} for the rest.
 *
 * @example
 * ```ts
 * AppManifestSchema.parse({ name: "My App", version: "2024.1" }); // ok: the spec requires nothing more
 * ```
 */
export const AppManifestSchema = z.looseObject({
  name: z.string({ error: "is required and must be a string" }).min(1, "must not be empty"),
});

/** A manifest that meets the spec's requirement (`name` a non-empty string); other keys are unchecked. */
export type AppManifest = z.output<typeof AppManifestSchema>;

/**
 * Tells why an app name is not one HostBridge recommends ({@link APP_NAME_PATTERN}, at most
 * {@link MAX_APP_NAME_LENGTH} characters), or returns `undefined`. A suspicion, not a spec rule.
 *
 * @example
 * ```ts
 * appNameProblem("my-app"); // undefined
 * appNameProblem("My App"); // "has characters outside a-z 0-9 . _ - ..."
 * ```
 */
export function appNameProblem(name: string): string | undefined {
  if (name.length === 0) return "must not be empty";
  if (name.length > MAX_APP_NAME_LENGTH)
    return `is ${name.length} characters; names of at most ${MAX_APP_NAME_LENGTH} are recommended`;
  if (!APP_NAME_PATTERN.test(name))
    return "has characters outside a-z 0-9 . _ - (or starts with one of . _ -); the spec allows it, but the name is percent-encoded in the install URL and some platforms (HostBridge's local platform among them) refuse it";
  return undefined;
}

/**
 * The page an app opens: its `entry` when that is a safe relative path ({@link relativePathProblem});
 * without one, the page of its first place in the platform's app model (its first enabled module, else
 * its first hook: see `appPlaces`); else {@link DEFAULT_ENTRY} (an unusable `entry` is reported by
 * {@link manifestWarnings}).
 */
export function manifestEntry(manifest: AppManifest): string {
  const { entry } = manifest;
  if (typeof entry === "string" && relativePathProblem(entry) === undefined) return entry;
  return entry === undefined ? (appPlaces(manifest)[0]?.entry ?? DEFAULT_ENTRY) : DEFAULT_ENTRY;
}

function optionalText(manifest: AppManifest, field: string): ManifestIssue[] {
  const value = manifest[field];
  return value === undefined || typeof value === "string"
    ? []
    : [{ path: field, message: `is a ${typeof value}; a string is expected` }];
}

/**
 * What HostBridge suspects in a manifest the spec accepts: an unusual name, a `version` that is not
 * semver nor a date stamp, a `display_name`/`description` that is not text, an `entry` that is not a safe relative path.
 * These are warnings: the spec does not forbid them, so they never stop a publish unless the user asks
 * for strictness.
 *
 * @example
 * ```ts
 * manifestWarnings({ name: "demo", version: "v1" }); // [{ path: "version", message: "..." }]
 * ```
 */
export function manifestWarnings(manifest: AppManifest): ManifestIssue[] {
  const warnings: ManifestIssue[] = [];
  const nameProblem = appNameProblem(manifest.name);
  if (nameProblem) warnings.push({ path: "name", message: nameProblem });
  const { version, entry } = manifest;
  if (version !== undefined && !isRecognisedVersion(version)) {
    warnings.push({
      path: "version",
      message: `${JSON.stringify(version)} is neither a semver version such as 1.0.0 nor the platform's date stamp such as 2025.03.04.05.06.07 (hostbridge deploy --version stamp writes one)`,
    });
  }
  warnings.push(
    ...optionalText(manifest, "display_name"),
    ...optionalText(manifest, "description"),
  );
  if (entry !== undefined) {
    const problem =
      typeof entry === "string" ? relativePathProblem(entry) : "must be a string (a path)";
    if (problem)
      warnings.push({ path: "entry", message: `${problem}; ${DEFAULT_ENTRY} is used instead` });
  }
  return warnings;
}

/** The result of {@link checkManifest}. */
export type ManifestCheck =
  | { ok: true; manifest: AppManifest; warnings: ManifestIssue[] }
  | { ok: false; errors: ManifestIssue[] };

/**
 * Checks a parsed `app.json` value against the spec (errors) and HostBridge's recommendations (warnings).
 * Never throws.
 *
 * @example
 * ```ts
 * const check = checkManifest(JSON.parse(text));
 * if (!check.ok) console.error(check.errors);
 * ```
 */
export function checkManifest(value: unknown): ManifestCheck {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return {
      ok: false,
      errors: [{ path: "(root)", message: 'must be a JSON object such as { "name": "my-app" }' }],
    };
  }
  const parsed = AppManifestSchema.safeParse(value);
  if (!parsed.success) {
    return {
      ok: false,
      errors: parsed.error.issues.map((issue) => ({
        path: issue.path.length === 0 ? "(root)" : issue.path.map(String).join("."),
        message: issue.message,
      })),
    };
  }
  return { ok: true, manifest: parsed.data, warnings: manifestWarnings(parsed.data) };
}
