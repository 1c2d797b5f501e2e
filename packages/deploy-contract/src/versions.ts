// The version formats of app.json's `version`. The platform's docs ask only that each version deployed be
// unique; its makers number versions by the date and time of the deploy (`2025.03.04.05.06.07`), and
// tutorials use semver. Both are recognised; anything else is a warning (`validate --strict` fails on it).

/** A semver version: `1.2.3`, `1.2.3-beta.1`, `1.2.3+build.5`. */
export const SEMVER_PATTERN = /^(\d+)\.(\d+)\.(\d+)(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/;

/**
 * The platform's date-stamp version, as its makers' deploy script writes it: year, month, day, hour,
 * minute and second, dot-separated and zero-padded (`YYYY.MM.DD.HH.mm.ss`).
 */
export const DATE_STAMP_PATTERN = /^\d{4}\.\d{2}\.\d{2}\.\d{2}\.\d{2}\.\d{2}$/;

/**
 * Whether `value` is a version HostBridge recognises: semver ({@link SEMVER_PATTERN}) or the platform's
 * date stamp ({@link DATE_STAMP_PATTERN}).
 *
 * @example
 * ```ts
 * isRecognisedVersion("1.4.0"); // true
 * isRecognisedVersion("2025.03.04.05.06.07"); // true
 * isRecognisedVersion("v1"); // false
 * ```
 */
export function isRecognisedVersion(value: unknown): boolean {
  return (
    typeof value === "string" && (SEMVER_PATTERN.test(value) || DATE_STAMP_PATTERN.test(value))
  );
}

const two = (value: number) => String(value).padStart(2, "0");

/**
 * The date-stamp version of an instant ({@link DATE_STAMP_PATTERN}), in UTC. The makers' script takes the
 * machine's local time; UTC gives every machine of a team and every CI runner the same stamp for the same
 * instant, and stamps that never go back when the clocks do (the end of daylight saving time).
 *
 * @example
 * ```ts
 * dateStampVersion(new Date("2025-03-04T05:06:07Z")); // "2025.03.04.05.06.07"
 * ```
 */
export function dateStampVersion(instant: Date): string {
  return [
    String(instant.getUTCFullYear()).padStart(4, "0"),
    two(instant.getUTCMonth() + 1),
    two(instant.getUTCDate()),
    two(instant.getUTCHours()),
    two(instant.getUTCMinutes()),
    two(instant.getUTCSeconds()),
  ].join(".");
}

/**
 * The version after `current`, as `--increment-version` gives it: the patch number of a semver version
 * plus one (`1.2.3` -> `1.2.4`; a pre-release becomes its release, `1.3.0-beta.2` -> `1.3.0`, as
 * `npm version patch` does). Returns a sentence completing "cannot increment the version: ..." when
 * `current` is missing, a date stamp (a new stamp is the next one) or in another format.
 *
 * @example
 * ```ts
 * incrementVersion("1.2.3"); // { version: "1.2.4" }
 * incrementVersion(undefined); // { problem: "app.json has no version; ..." }
 * ```
 */
export function incrementVersion(current: unknown): { version: string } | { problem: string } {
  if (current === undefined)
    return {
      problem:
        "app.json has no version; give the first one explicitly (--version 1.0.0) or use --version stamp",
    };
  if (typeof current === "string" && DATE_STAMP_PATTERN.test(current))
    return {
      problem: `${current} is a date stamp; the next version of a date-stamped app is a new stamp (--version stamp)`,
    };
  const parts = typeof current === "string" ? SEMVER_PATTERN.exec(current) : null;
  if (!parts)
    return {
      problem: `${JSON.stringify(current)} is not a semver version such as 1.2.3; give the next version explicitly (--version 1.2.4)`,
    };
  const [, major, minor, patch] = parts;
  const preRelease = /^[^+]*-/.test(parts[0]);
  const next = preRelease ? Number(patch) : Number(patch) + 1;
  return { version: `${major}.${minor}.${next}` };
}
