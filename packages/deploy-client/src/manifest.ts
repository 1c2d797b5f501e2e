import { readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import * as z from "zod";
import { DeployError } from "./errors";
import type { ValidationIssue } from "./errors";

/** The manifest file name, at the root of every app. */
export const MANIFEST_FILE = "app.json";

/** Pattern an app name must match: lower case, digits, `.`, `_`, `-`; safe in a URL path. */
export const APP_NAME_PATTERN = /^[a-z0-9][a-z0-9._-]*$/;

const MAX_MANIFEST_BYTES = 1024 * 1024;
const SEMVERISH = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/;

/**
 * Tells why `value` is not a safe path of a file inside an app, or returns `undefined` when it is. The one
 * path rule of HostBridge: `app.json`'s `entry` is checked with it, and the local platform checks every
 * archive entry name with it. Refused: an empty path, backslashes, NUL characters, absolute paths
 * (`/x`, `C:/x`), a trailing `/` (a directory), and `..`, `.` or empty segments.
 *
 * @param value a `/`-separated path relative to the app root, such as `pages/start.html`.
 * @returns a message completing "`<path>` ..." (e.g. `must be a path relative to the app root`), or `undefined`.
 *
 * @example
 * ```ts
 * relativePathProblem("pages/start.html"); // undefined
 * relativePathProblem("../secret.txt"); // "must stay inside the app (no `..` segments)"
 * ```
 */
export function relativePathProblem(value: string): string | undefined {
  if (value.length === 0) return "must not be empty";
  if (value.includes("\\")) return "must use forward slashes (/), not backslashes";
  if (value.includes("\0")) return "must not contain a NUL character";
  if (value.startsWith("/") || /^[a-zA-Z]:/.test(value))
    return "must be a path relative to the app root";
  if (value.endsWith("/")) return "must name a file, not a directory";
  const segments = value.split("/");
  if (segments.includes("..")) return "must stay inside the app (no `..` segments)";
  if (segments.some((segment) => segment === "" || segment === "."))
    return "must not contain empty or `.` segments";
  return undefined;
}

/**
 * The zod schema of `app.json`. Unknown keys are kept (the platform may define more).
 *
 * - `name` (required): 1..100 characters matching {@link APP_NAME_PATTERN}; it becomes part of URLs.
 * - `version` (optional): a semver string such as `1.2.0`; informative, the platform numbers releases itself.
 * - `display_name`, `description` (optional): human text.
 * - `entry` (optional, default `index.html`): the page the host opens, a path inside the app that
 *   {@link relativePathProblem} accepts.
 *
 * @example
 * ```ts
 * const manifest = AppManifestSchema.parse({ name: "my-app" });
 * manifest.entry; // "index.html"
 * ```
 */
export const AppManifestSchema = z.looseObject({
  name: z
    .string({ error: "is required and must be a string" })
    .min(1, "must not be empty")
    .max(100, "must be at most 100 characters")
    .regex(APP_NAME_PATTERN, "must match ^[a-z0-9][a-z0-9._-]*$ (safe in a URL path)"),
  version: z
    .string({ error: "must be a string" })
    .regex(SEMVERISH, "must be a semver version such as 1.0.0")
    .optional(),
  display_name: z
    .string({ error: "must be a string" })
    .min(1, "must not be empty")
    .max(200)
    .optional(),
  description: z
    .string({ error: "must be a string" })
    .max(5000, "must be at most 5000 characters")
    .optional(),
  entry: z
    .string({ error: "must be a string" })
    .superRefine((value, ctx) => {
      const problem = relativePathProblem(value);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    })
    .default("index.html"),
});

/** A validated `app.json` (with `entry` defaulted to `index.html`). */
export type AppManifest = z.output<typeof AppManifestSchema>;
/** What `app.json` may contain before validation (`entry` optional). */
export type AppManifestInput = z.input<typeof AppManifestSchema>;

function issuePath(path: readonly PropertyKey[]): string {
  return path.length === 0 ? "(root)" : path.map(String).join(".");
}

function validationError(issues: ValidationIssue[], cause?: unknown): DeployError {
  const message = issues
    .map((issue) => `${MANIFEST_FILE}: ${issue.path}: ${issue.message}`)
    .join("; ");
  return new DeployError(
    "VALIDATION",
    `${message}. Fix ${MANIFEST_FILE} and run the command again.`,
    {
      issues,
      cause,
      file: MANIFEST_FILE,
    },
  );
}

/**
 * Validates an already parsed `app.json` value. Throws a `VALIDATION` {@link DeployError} whose
 * `issues` name each bad field (`app.json: name: must match ...`).
 *
 * @example
 * ```ts
 * const manifest = parseManifest(JSON.parse(text));
 * ```
 */
export function parseManifest(value: unknown): AppManifest {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw validationError([
      { path: "(root)", message: 'must be a JSON object such as { "name": "my-app" }' },
    ]);
  }
  const result = AppManifestSchema.safeParse(value);
  if (result.success) return result.data;
  throw validationError(
    result.error.issues.map((issue) => ({ path: issuePath(issue.path), message: issue.message })),
    undefined,
  );
}

/**
 * Reads and validates `<appDir>/app.json`. Nothing is sent anywhere: a bad manifest stops a deploy
 * before the network is touched.
 *
 * @param appDir the app's root directory.
 * @returns the validated manifest.
 * @throws {DeployError} `VALIDATION` when the file is missing, is not JSON, or has bad fields.
 *
 * @example
 * ```ts
 * const manifest = await loadManifest("./my-app");
 * console.log(manifest.name, manifest.entry);
 * ```
 */
export async function loadManifest(appDir: string): Promise<AppManifest> {
  const path = join(appDir, MANIFEST_FILE);
  let text: string;
  try {
    const info = await stat(path);
    if (!info.isFile()) {
      throw validationError([{ path: "(file)", message: `${path} is not a regular file` }]);
    }
    if (info.size > MAX_MANIFEST_BYTES) {
      throw validationError([
        { path: "(file)", message: `is ${info.size} bytes; at most 1 MiB is accepted` },
      ]);
    }
    text = await readFile(path, "utf8");
  } catch (error) {
    if (error instanceof DeployError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    const message =
      code === "ENOENT"
        ? `not found in ${appDir}: every app needs an ${MANIFEST_FILE} at its root (run \`hostbridge init\` to create one)`
        : `could not be read (${code ?? String(error)})`;
    throw validationError([{ path: "(file)", message }], error);
  }
  let value: unknown;
  try {
    value = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch (error) {
    throw validationError(
      [{ path: "(file)", message: `is not valid JSON (${(error as Error).message})` }],
      error,
    );
  }
  return parseManifest(value);
}
