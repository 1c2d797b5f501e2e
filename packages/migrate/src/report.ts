// The migration report: for people (text) and for tools (a JSON-ready object).
import { unifiedDiff } from "./diff";
import type { MigrationPlan } from "./plan";
import { REPORT_FILE } from "./todo";

/** One file in the report. */
export interface FileReport {
  file: string;
  changes: { line: number; column: number; what: string }[];
  needsPerson: { line: number; column: number; why: string }[];
}

/** The report of a migration (what `--json` prints as its result). */
export interface MigrationReport {
  /** Whether the files were written (false under `--dry-run`). */
  written: boolean;
  /** Files with changes or places that need a person. */
  files: FileReport[];
  /** Files left untouched because they could not be parsed or transformed. */
  skipped: { file: string; reason: string }[];
  /** How many places need a person, skipped files included. */
  needsPersonCount: number;
  /** How many files change. */
  changedFiles: number;
  /** Things left alone on purpose (vendored copies of the client, symbolic links): no to-do. */
  notices: { file: string; line: number; note: string }[];
  /** The report file in the app that lists every place that needs a person (see REPORT_FILE). */
  reportFile: string;
}

/** The report of `plan`. */
export function migrationReport(plan: MigrationPlan, written: boolean): MigrationReport {
  const files = plan.files
    .filter((file) => file.changes.length > 0 || file.needsPerson.length > 0)
    .map(({ file, changes, needsPerson }) => ({ file, changes, needsPerson }));
  return {
    written,
    files,
    skipped: plan.skipped,
    needsPersonCount:
      files.reduce((sum, file) => sum + file.needsPerson.length, 0) + plan.skipped.length,
    changedFiles: plan.files.filter((file) => file.after !== file.before).length,
    notices: plan.notices,
    reportFile: REPORT_FILE,
  };
}

/** The unified diff of every changed file (what `--dry-run` prints). */
export function migrationDiff(plan: MigrationPlan): string {
  return plan.files.map((file) => unifiedDiff(file.file, file.before, file.after)).join("");
}

/** The report as text: per file what changed, then every place that needs a person as `file:line:column`. */
export function formatReport(report: MigrationReport): string {
  const lines: string[] = [];
  for (const file of report.files) {
    if (file.changes.length === 0) continue;
    lines.push(
      `${file.file}: ${file.changes.length} change${file.changes.length === 1 ? "" : "s"}`,
    );
    for (const change of file.changes)
      lines.push(`  ${file.file}:${change.line}:${change.column}  ${change.what}`);
  }
  const people = report.files.flatMap((file) =>
    file.needsPerson.map((entry) => `  ${file.file}:${entry.line}:${entry.column}  ${entry.why}`),
  );
  const skipped = report.skipped.map((entry) => `  ${entry.file}  left untouched: ${entry.reason}`);
  if (people.length + skipped.length > 0) {
    lines.push("", `needs a person (${people.length + skipped.length}):`, ...people, ...skipped);
  }
  if (report.notices.length > 0) {
    lines.push(
      "",
      "left alone:",
      ...report.notices.map((entry) => `  ${entry.file}:${entry.line}  ${entry.note}`),
    );
  }
  const verb = report.written ? "changed" : "would change (dry run: nothing written)";
  lines.push(
    "",
    `${report.changedFiles} file${report.changedFiles === 1 ? "" : "s"} ${verb}; ${report.needsPersonCount} place${report.needsPersonCount === 1 ? "" : "s"} need a person (see docs/migration.md${report.written && report.needsPersonCount > 0 ? `; listed in ${REPORT_FILE}` : ""})`,
  );
  return `${lines.join("\n")}\n`;
}
