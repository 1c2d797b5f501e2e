import { manifestEntry, manifestWarnings, MANIFEST_FILE } from "@hostbridge/deploy-contract";
import type { AppManifest } from "@hostbridge/deploy-contract";
import type { ValidationIssue } from "./errors";
import type { PackedFile } from "./appFiles";

/** Archives above this size get a warning: the spec states no limit, but platforms commonly have one. */
export const LARGE_ARCHIVE_BYTES = 100 * 1024 * 1024;

/** What {@link findWarnings} looks at. */
export interface WarningInput {
  /** The app's manifest. */
  manifest: AppManifest;
  /** Every file of the app with whether it is packed (`listAppFiles` or `pack` give them). */
  files?: readonly PackedFile[];
  /** Size of the packed archive in bytes, when packed. */
  archiveSize?: number;
}

/**
 * What HostBridge suspects in an app the spec accepts: an app name outside `a-z 0-9 . _ -`, a `version`
 * that is not semver, an unusable `entry`, an entry page missing from the archive, a very large archive.
 * Warnings never stop a publish; the CLI shows them from `validate` and before `publish`/`deploy`, and
 * `validate --strict` fails on them. Each issue's `path` is the manifest field (`name`, `entry`) or
 * `(archive)`.
 *
 * @example
 * ```ts
 * const archive = await pack("./my-app");
 * for (const warning of findWarnings({ ...archive, archiveSize: archive.size })) console.warn(warning.message);
 * ```
 */
export function findWarnings(input: WarningInput): ValidationIssue[] {
  const warnings: ValidationIssue[] = manifestWarnings(input.manifest);
  const entry = manifestEntry(input.manifest);
  if (input.files) {
    const file =
      input.files.find((candidate) => candidate.path === entry) ??
      input.files.find(
        (candidate) => candidate.path.endsWith("/") && entry.startsWith(candidate.path),
      );
    if (!file?.included) {
      const why = file ? `is excluded (${file.rule})` : "does not exist in the app directory";
      const named =
        typeof input.manifest.entry === "string"
          ? ""
          : ` (${MANIFEST_FILE} names no entry, so the default)`;
      warnings.push({
        path: "entry",
        message: `${entry}${named} ${why}: the host would open a page the archive does not hold (HostBridge's local platform refuses such an archive); create it or set "entry" to an existing page`,
      });
    }
  }
  if (input.archiveSize !== undefined && input.archiveSize > LARGE_ARCHIVE_BYTES) {
    warnings.push({
      path: "(archive)",
      message: `the archive is ${(input.archiveSize / 1024 / 1024).toFixed(1)} MiB; the spec states no size limit, but platforms commonly refuse large uploads (HostBridge's local platform takes 512 MiB by default): exclude what the app does not need in .hostbridgeignore`,
    });
  }
  return warnings;
}
