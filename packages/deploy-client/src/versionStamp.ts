// Stamping a version into app.json: which version `--version stamp | increment | x.y.z` means, the text of
// app.json with that version (the rest of the document kept, key order and indentation included), and the
// atomic rewrite of the app's own app.json once a version is published.
import { randomBytes } from "node:crypto";
import { readFile, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import {
  dateStampVersion,
  incrementVersion,
  isRecognisedVersion,
  MANIFEST_FILE,
} from "@hostbridge/deploy-contract";
import { DeployError } from "./errors";

/**
 * The version a `--version` value asks for: `stamp` is the platform's date stamp of `now` (UTC,
 * `YYYY.MM.DD.HH.mm.ss`), `increment` is `current` with its patch number plus one, and anything else is
 * taken as the version itself, which must be semver or a date stamp.
 *
 * @param spec `stamp`, `increment` or a version such as `1.4.0`.
 * @param current the `version` of the app's app.json now (any value, or undefined).
 * @param now the instant a stamp is made of. Default: the current time.
 * @throws {DeployError} `CONFIG` when `spec` is not a recognised version, or `current` cannot be incremented.
 *
 * @example
 * ```ts
 * resolveVersion("stamp", "1.0.0", new Date("2025-03-04T05:06:07Z")); // "2025.03.04.05.06.07"
 * resolveVersion("increment", "1.0.0"); // "1.0.1"
 * ```
 */
export function resolveVersion(spec: string, current: unknown, now = new Date()): string {
  if (spec === "stamp") return dateStampVersion(now);
  if (spec === "increment") {
    const next = incrementVersion(current);
    if ("problem" in next)
      throw new DeployError("CONFIG", `cannot increment the version: ${next.problem}`);
    return next.version;
  }
  if (!isRecognisedVersion(spec)) {
    throw new DeployError(
      "CONFIG",
      `--version ${JSON.stringify(spec)} is not a version: give stamp (the date and time, as the platform's makers number versions), increment (the patch number plus one) or a version such as 1.4.0 or 2025.03.04.05.06.07`,
    );
  }
  return spec;
}

/**
 * The text of app.json `source` with its `version` set to `version`: the other keys keep their order
 * and values, the indentation (tabs or spaces, as the file's second line has it) and a final newline are
 * kept; a byte order mark is dropped. `source` must be a JSON object.
 */
export function manifestTextWithVersion(source: string, version: string): string {
  const text = source.charCodeAt(0) === 0xfeff ? source.slice(1) : source;
  const value = JSON.parse(text) as Record<string, unknown>;
  const indent = /^\{\s*\r?\n([ \t]+)/.exec(text)?.[1] ?? (text.includes("\n") ? "  " : "");
  const newline = text.includes("\r\n") ? "\r\n" : "\n";
  const json = JSON.stringify({ ...value, version }, null, indent);
  const body = newline === "\n" ? json : json.replace(/\n/g, newline);
  return /\r?\n$/.test(text) ? `${body}${newline}` : body;
}

/**
 * Sets `version` in `<appDir>/app.json`, atomically (a temporary file beside it renamed over it: the file
 * is never half-written), and only when the file still holds `expectedText` (what was read when the
 * version was chosen), so an edit made meanwhile is never overwritten.
 *
 * @returns `written`, or `changed` when the file no longer holds `expectedText` (nothing is written).
 * @throws the file system's error when it cannot be written (the temporary file is removed).
 *
 * @example
 * ```ts
 * const before = await readFile("my-app/app.json", "utf8");
 * // ... pack and publish with version "1.0.1" ...
 * await writeManifestVersion("my-app", "1.0.1", before); // "written"
 * ```
 */
export async function writeManifestVersion(
  appDir: string,
  version: string,
  expectedText: string,
): Promise<"written" | "changed"> {
  const path = join(appDir, MANIFEST_FILE);
  if ((await readFile(path, "utf8")) !== expectedText) return "changed";
  const temporary = join(appDir, `.${MANIFEST_FILE}.${randomBytes(6).toString("hex")}.tmp`);
  try {
    await writeFile(temporary, manifestTextWithVersion(expectedText, version), { flag: "wx" });
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  return "written";
}
