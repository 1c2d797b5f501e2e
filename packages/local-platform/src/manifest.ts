// app.json as the local platform checks it on publish. The spec's rules come from @hostbridge/deploy-contract
// (the statement of the contract the client shares): a JSON object with a non-empty string `name`. On top
// of them this platform refuses what it cannot host, as any real platform may: a name that is not a safe
// directory and URL segment (it stores each app in a directory named after it) and an `entry` that is not
// a safe path inside the app (it serves that page). A `version` in any format is accepted: this platform
// numbers versions itself. Without a top-level `entry`, the page served is the first a module or hook
// declares (the docs' apps of hooks only have no index.html). Problems come back as `ValidationIssue`s
// with `app.json:<field>` paths.
import {
  APP_NAME_PATTERN,
  appNameProblem as recommendedNameProblem,
  checkManifest,
  declaredEntries,
  DEFAULT_ENTRY,
  manifestEntry,
  MANIFEST_FILE,
  MAX_APP_NAME_LENGTH,
  relativePathProblem,
} from "@hostbridge/deploy-contract";
import type { AppManifest } from "@hostbridge/deploy-contract";
import type { ValidationIssue } from "./httpError";

export { MANIFEST_FILE };
export type { AppManifest };

/** The result of {@link parseManifest}. */
export type ManifestResult =
  | {
      ok: true;
      /** The manifest, every key kept. */
      manifest: AppManifest;
      /** The page to serve: app.json `entry`, else its first module's or hook's, else index.html. */
      entry: string;
      /** True when app.json names no `entry` and the default was filled in. */
      entryDefaulted: boolean;
      /** The field that names the entry (`entry`, `module.ui_app.entry`, `hooks.<hook>.entry`). */
      entryField: string;
    }
  | { ok: false; issues: ValidationIssue[] };

/**
 * Tells why this platform cannot host an app of this name, or returns undefined: the name must match
 * `APP_NAME_PATTERN` with 1..100 characters (a safe directory name and URL segment). The spec itself
 * requires only a non-empty name; the CLI warns about other names before it publishes.
 */
export function appNameProblem(name: string): string | undefined {
  if (name.length === 0) return "must not be empty";
  if (name.length > MAX_APP_NAME_LENGTH) return `must be at most ${MAX_APP_NAME_LENGTH} characters`;
  return recommendedNameProblem(name) === undefined
    ? undefined
    : `must match ${String(APP_NAME_PATTERN).slice(1, -1)} (safe in a URL path): this local platform keeps each app in a directory named after it`;
}

function field(name: string): string {
  return name === "(root)" ? MANIFEST_FILE : `${MANIFEST_FILE}:${name}`;
}

/** Parses and validates the text of app.json; problems come back with `app.json:<field>` paths. */
export function parseManifest(text: string): ManifestResult {
  let json: unknown;
  try {
    json = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      ok: false,
      issues: [{ path: MANIFEST_FILE, message: `is not valid JSON (${reason})` }],
    };
  }
  const check = checkManifest(json);
  const issues: ValidationIssue[] = check.ok
    ? []
    : check.errors.map((issue) => ({ path: field(issue.path), message: issue.message }));
  if (typeof json !== "object" || json === null || Array.isArray(json))
    return { ok: false, issues };
  const value = json as Record<string, unknown>;
  const nameProblem = typeof value.name === "string" ? appNameProblem(value.name) : undefined;
  if (nameProblem && value.name !== "") issues.push({ path: field("name"), message: nameProblem });
  // Without a root `entry`, the page of the app's first module or hook (a hooks-only app has no index.html).
  const entry = value.entry ?? (check.ok ? manifestEntry(check.manifest) : DEFAULT_ENTRY);
  const entryProblem =
    typeof entry === "string" ? relativePathProblem(entry) : "must be a string (a path)";
  if (entryProblem) issues.push({ path: field("entry"), message: entryProblem });
  if (!check.ok || issues.length > 0 || typeof entry !== "string") return { ok: false, issues };
  if (value.entry === undefined) return withoutTopLevelEntry(check.manifest);
  return { ok: true, manifest: check.manifest, entry, entryDefaulted: false, entryField: "entry" };
}

/**
 * An app.json with no top-level `entry`, as the platform's docs show them: the page is the first entry a
 * module or a hook declares (an app of hooks only has no other), else index.html.
 */
function withoutTopLevelEntry(manifest: AppManifest): ManifestResult {
  const entry = manifestEntry(manifest);
  const declared = declaredEntries(manifest).find((item) => item.path === entry);
  return {
    ok: true,
    manifest,
    entry,
    entryDefaulted: declared === undefined,
    entryField: declared?.field ?? "entry",
  };
}
