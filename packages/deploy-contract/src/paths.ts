// The one path rule of HostBridge for files inside an app, and the page an app opens by default.

/** The page an app opens when `app.json` names no `entry` (a HostBridge convention, not the spec's). */
export const DEFAULT_ENTRY = "index.html";

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
