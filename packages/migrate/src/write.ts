// Writing a planned migration: all or nothing. Nothing is written while a file of the app cannot be
// parsed (unless the caller asks for a partial run) or while a file to change cannot be written
// (read-only file or directory: refused up front, never replaced behind the owner's back). Every
// changed file is first written to a temporary file beside it with the original's mode; only when
// all of them are written are they renamed over the originals. A failed rename puts back the files
// already replaced. Then the app's own formatter runs on them (prettier, `formatter.ts`) and the
// report file is written (see `todo.ts`).
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import {
  accessSync,
  chmodSync,
  constants,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { dirname } from "node:path";
import { formatWithAppFormatter } from "./formatter";
import type { MigrationPlan } from "./plan";
import { writeReportFile } from "./todo";
import { CodedError } from "@hostbridge/protocol-types";
import { MIGRATE_ERROR_CODES } from "./errors";

/** Why a migration was not written (nothing was). */
export class MigrationRefusedError extends CodedError<"MIGRATION_REFUSED"> {
  constructor(
    message: string,
    /** The files (relative) that kept it from being written. */
    readonly files: readonly string[],
  ) {
    super("MigrationRefusedError", MIGRATE_ERROR_CODES.MIGRATION_REFUSED, message);
  }
}

/** Options of {@link writeMigration}. */
export interface WriteOptions {
  /**
   * Write the files that were transformed even though others could not be parsed (those keep their
   * text, and the app may then import a package its package.json no longer lists). Default false:
   * nothing is written.
   */
  partial?: boolean;
}

function writable(path: string): boolean {
  try {
    accessSync(path, constants.W_OK);
    accessSync(dirname(path), constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

/** Writes every changed file of `plan` and the report file; returns the relative paths written. */
export function writeMigration(plan: MigrationPlan, options: WriteOptions = {}): string[] {
  if (plan.skipped.length > 0 && !options.partial) {
    const files = plan.skipped.map((entry) => entry.file);
    throw new MigrationRefusedError(
      `nothing was written: ${files.length} file${files.length === 1 ? "" : "s"} could not be parsed (${plan.skipped.map((entry) => `${entry.file}: ${entry.reason}`).join("; ")}); fix ${files.length === 1 ? "it" : "them"} and run again, or pass --partial to write the other files anyway`,
      files,
    );
  }
  const changed = plan.files.filter((file) => file.after !== file.before);
  const readOnly = changed.filter((file) => !writable(file.path)).map((file) => file.file);
  if (readOnly.length > 0) {
    throw new MigrationRefusedError(
      `nothing was written: ${readOnly.join(", ")} ${readOnly.length === 1 ? "is" : "are"} read-only (or in a read-only directory); make ${readOnly.length === 1 ? "it" : "them"} writable (chmod u+w) and run again`,
      readOnly,
    );
  }
  const suffix = `.hostbridge-migrate-${randomBytes(4).toString("hex")}.tmp`;
  const temps: string[] = [];
  try {
    for (const file of changed) {
      const temp = `${file.path}${suffix}`;
      const mode = statSync(file.path).mode & 0o7777;
      writeFileSync(temp, file.after, { mode });
      chmodSync(temp, mode);
      temps.push(temp);
    }
  } catch (error) {
    for (const temp of temps) rmSync(temp, { force: true });
    throw error;
  }
  const replaced: typeof changed = [];
  try {
    for (const file of changed) {
      renameSync(`${file.path}${suffix}`, file.path);
      replaced.push(file);
    }
  } catch (error) {
    for (const file of replaced) {
      writeFileSync(`${file.path}${suffix}`, file.before);
      renameSync(`${file.path}${suffix}`, file.path);
    }
    for (const file of changed) rmSync(`${file.path}${suffix}`, { force: true, recursive: false });
    throw error;
  }
  const formatted = formatWithAppFormatter(
    plan.root,
    changed.filter((file) => file.file !== "package.json").map((file) => file.path),
  );
  if (formatted.failure !== undefined) {
    plan.notices.push({ file: "package.json", line: 1, note: formatted.failure });
  }
  writeReportFile(plan);
  return changed.map((file) => file.file);
}

/**
 * Files under `root` with uncommitted changes (`git status --porcelain`), or `undefined` when `root`
 * is not in a git work tree (or git is not installed).
 */
export function uncommittedChanges(root: string): string[] | undefined {
  try {
    const out = execFileSync("git", ["status", "--porcelain", "--", "."], {
      cwd: root,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    });
    return out
      .split("\n")
      .filter(Boolean)
      .map((line) => line.slice(3));
  } catch {
    return undefined;
  }
}
