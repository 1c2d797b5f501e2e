// The app.json schema the local platform checks on publish. Kept in this one file so it can be replaced by
// the schema of @hostbridge/deploy-client once that package exists, without touching anything else.
import { z } from "zod";
import type { ValidationIssue } from "./httpError";

/** The file every app archive carries at its root. */
export const MANIFEST_FILE = "app.json";

/** The entry file served when an app's manifest names none. */
export const DEFAULT_ENTRY = "index.html";

const NAME_PATTERN = /^[a-z0-9][a-z0-9._-]*$/;
const VERSION_PATTERN = /^v?\d+(\.\d+){0,2}(-[0-9A-Za-z.-]+)?(\+[0-9A-Za-z.-]+)?$/;

/** Tells why `value` is not a safe relative path inside the archive, or returns undefined when it is. */
export function relativePathProblem(value: string): string | undefined {
  if (value.length === 0) return "must not be empty";
  if (value.includes("\\")) return "must use forward slashes";
  if (value.includes("\0")) return "must not contain a NUL character";
  if (value.startsWith("/") || /^[a-zA-Z]:/.test(value))
    return "must be a relative path, not an absolute one";
  const segments = value.split("/");
  if (segments.some((segment) => segment === "..")) return "must not contain `..` segments";
  if (segments.some((segment) => segment === "" || segment === "."))
    return "must not contain empty or `.` segments";
  return undefined;
}

const NAME_RULE =
  "must start with a lowercase letter or digit and contain only a-z, 0-9, `.`, `_` and `-`";

/** Tells why `name` is not a valid app name (1..100 characters, safe in a URL path), or undefined. */
export function appNameProblem(name: string): string | undefined {
  if (name.length === 0) return "must not be empty";
  if (name.length > 100) return "must be at most 100 characters";
  if (!NAME_PATTERN.test(name)) return NAME_RULE;
  return undefined;
}

const AppManifestSchema = z.looseObject({
  name: z.string({ error: "is required and must be a string" }).superRefine((value, ctx) => {
    const problem = appNameProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  }),
  version: z
    .string({ error: "must be a string" })
    .regex(VERSION_PATTERN, { error: "must look like a semantic version, e.g. 1.2.3" })
    .optional(),
  display_name: z.string({ error: "must be a string" }).optional(),
  description: z.string({ error: "must be a string" }).optional(),
  entry: z
    .string({ error: "must be a string" })
    .superRefine((value, ctx) => {
      const problem = relativePathProblem(value);
      if (problem)
        ctx.addIssue({
          code: "custom",
          message: `must be a relative path inside the app: ${problem}`,
        });
    })
    .optional(),
});

/** The parts of a valid app.json the platform uses; unknown keys are kept as they are. */
export type AppManifest = z.infer<typeof AppManifestSchema>;

/** The result of {@link parseManifest}. */
export type ManifestResult =
  { ok: true; manifest: AppManifest } | { ok: false; issues: ValidationIssue[] };

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
  if (parsed.success) return { ok: true, manifest: parsed.data };
  return {
    ok: false,
    issues: parsed.error.issues.map((issue) => ({
      path:
        issue.path.length === 0
          ? MANIFEST_FILE
          : `${MANIFEST_FILE}:${issue.path.map(String).join(".")}`,
      message: issue.message,
    })),
  };
}
