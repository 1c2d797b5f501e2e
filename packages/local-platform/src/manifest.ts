// app.json as the local platform checks it on publish: a thin adapter over @hostbridge/deploy-client, so the
// CLI, the library and this server accept exactly the same manifests. Only the shape of the answer is local:
// problems come back as `ValidationIssue`s with `app.json:<field>` paths, one per field.
import { AppManifestSchema, MANIFEST_FILE } from "@hostbridge/deploy-client";
import type { AppManifest } from "@hostbridge/deploy-client";
import type { ValidationIssue } from "./httpError";

export { MANIFEST_FILE };
export type { AppManifest };

/** The result of {@link parseManifest}. */
export type ManifestResult =
  | {
      ok: true;
      /** The validated manifest; `entry` is always set (deploy-client defaults it to `index.html`). */
      manifest: AppManifest;
      /** True when app.json names no `entry` and the default was filled in. */
      entryDefaulted: boolean;
    }
  | { ok: false; issues: ValidationIssue[] };

interface ZodLikeIssue {
  path: readonly PropertyKey[];
  message: string;
}

/** Maps zod issues to `app.json:<field>` issues, keeping the first (most basic) problem of each field. */
function toValidationIssues(issues: readonly ZodLikeIssue[]): ValidationIssue[] {
  const byPath = new Map<string, ValidationIssue>();
  for (const issue of issues) {
    const path =
      issue.path.length === 0
        ? MANIFEST_FILE
        : `${MANIFEST_FILE}:${issue.path.map(String).join(".")}`;
    if (!byPath.has(path)) byPath.set(path, { path, message: issue.message });
  }
  return [...byPath.values()];
}

/**
 * Tells why `name` is not a valid app name, or returns undefined. The rule is deploy-client's `name` rule
 * (1..100 characters matching `APP_NAME_PATTERN`, safe in a URL path).
 */
export function appNameProblem(name: string): string | undefined {
  const result = AppManifestSchema.shape.name.safeParse(name);
  return result.success ? undefined : result.error.issues[0]?.message;
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
  if (typeof json !== "object" || json === null || Array.isArray(json)) {
    return { ok: false, issues: [{ path: MANIFEST_FILE, message: "must be a JSON object" }] };
  }
  const parsed = AppManifestSchema.safeParse(json);
  if (!parsed.success) return { ok: false, issues: toValidationIssues(parsed.error.issues) };
  return {
    ok: true,
    manifest: parsed.data,
    entryDefaulted: (json as Record<string, unknown>).entry === undefined,
  };
}
