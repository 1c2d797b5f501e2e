import { readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import { checkManifest, MANIFEST_FILE } from "@hostbridge/deploy-contract";
import type { AppManifest } from "@hostbridge/deploy-contract";
import { DeployError } from "./errors";
import type { ValidationIssue } from "./errors";

export { MANIFEST_FILE };
export type { AppManifest };

const MAX_MANIFEST_BYTES = 1024 * 1024;

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
 * Validates an already parsed `app.json` value against what the spec requires: a JSON object whose
 * `name` is a non-empty string. Throws a `VALIDATION` {@link DeployError} whose `issues` name each bad
 * field (`app.json: name: must not be empty`). What HostBridge only recommends (name characters, a
 * semver `version`, a safe `entry`) is not checked here: see `findWarnings`.
 *
 * @example
 * ```ts
 * const manifest = parseManifest(JSON.parse(text));
 * ```
 */
export function parseManifest(value: unknown): AppManifest {
  const check = checkManifest(value);
  if (check.ok) return check.manifest;
  throw validationError(check.errors);
}

/**
 * Reads and validates `<appDir>/app.json`. Nothing is sent anywhere: a bad manifest stops a deploy
 * before the network is touched.
 *
 * @param appDir the app's root directory.
 * @returns the validated manifest.
 * @throws {DeployError} `VALIDATION` when the file is missing, is not JSON, or has no usable `name`.
 *
 * @example
 * ```ts
 * const manifest = await loadManifest("./my-app");
 * console.log(manifest.name);
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
