// The migration report: for people (text) and for tools (a JSON-ready object).
import { unifiedDiff } from "./diff";
import type { MigrationPlan } from "./plan";
import { REPORT_FILE } from "./todo";
import type { UntypedValue } from "./untyped";
import { untypedLine } from "./untyped";

/** One file in the report; `rule` names the modernise rule of a line (none in step 1). */
export interface FileReport {
  file: string;
  changes: { line: number; column: number; what: string; rule?: string }[];
  needsPerson: { line: number; column: number; why: string; rule?: string }[];
}

/** The report of a migration (what `--json` prints as its result). */
export interface MigrationReport {
  /** Whether the files were written (false under `--dry-run`). */
  written: boolean;
  /** `compat`: step 1 (to `@hostbridge/compat`); `modernize`: step 2, by {@link MigrationReport.rules}. */
  step: "compat" | "modernize";
  /** The rules step 2 ran (empty in step 1). */
  rules: string[];
  /** Whether step 2 left compat for `@hostbridge/sdk` (a run of every rule). */
  leftCompat: boolean;
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
  /** Step 2: what the codemod could not type, said once (see {@link UntypedValue}). */
  untyped: UntypedValue[];
}

/** The report of `plan`. */
export function migrationReport(plan: MigrationPlan, written: boolean): MigrationReport {
  const files = plan.files
    .filter((file) => file.changes.length > 0 || file.needsPerson.length > 0)
    .map(({ file, changes, needsPerson }) => ({ file, changes, needsPerson }));
  return {
    written,
    step: plan.step,
    rules: plan.rules,
    leftCompat: plan.leftCompat,
    files,
    skipped: plan.skipped,
    needsPersonCount:
      files.reduce((sum, file) => sum + file.needsPerson.length, 0) + plan.skipped.length,
    changedFiles: plan.files.filter((file) => file.after !== file.before).length,
    notices: plan.notices,
    reportFile: REPORT_FILE,
    untyped: plan.untyped ?? [],
  };
}

/** The unified diff of every changed file (what `--dry-run` prints). */
export function migrationDiff(plan: MigrationPlan): string {
  return plan.files.map((file) => unifiedDiff(file.file, file.before, file.after)).join("");
}

const ruled = (rule: string | undefined) => (rule === undefined ? "" : `[${rule}] `);

/** The report as text: per file what changed, then every place that needs a person as `file:line:column`. */
export function formatReport(report: MigrationReport): string {
  const lines: string[] = [];
  for (const file of report.files) {
    if (file.changes.length === 0) continue;
    lines.push(
      `${file.file}: ${file.changes.length} change${file.changes.length === 1 ? "" : "s"}`,
    );
    for (const change of file.changes)
      lines.push(
        `  ${file.file}:${change.line}:${change.column}  ${ruled(change.rule)}${change.what}`,
      );
  }
  const people = report.files.flatMap((file) =>
    file.needsPerson.map(
      (entry) => `  ${file.file}:${entry.line}:${entry.column}  ${ruled(entry.rule)}${entry.why}`,
    ),
  );
  const skipped = report.skipped.map((entry) => `  ${entry.file}  left untouched: ${entry.reason}`);
  if (people.length + skipped.length > 0) {
    lines.push("", `needs a person (${people.length + skipped.length}):`, ...people, ...skipped);
  }
  const untyped = untypedLine(report.untyped);
  if (untyped !== undefined) lines.push("", untyped);
  if (report.notices.length > 0) {
    lines.push(
      "",
      "left alone:",
      ...report.notices.map((entry) => `  ${entry.file}:${entry.line}  ${entry.note}`),
    );
  }
  lines.push(
    "",
    report.step === "compat"
      ? report.changedFiles === 0
        ? "step 1 changed nothing: no import, package.json dependency or script tag of @pitcher/js-api was found, so the app does not use @hostbridge/compat"
        : "step 1: the app now uses @hostbridge/compat (the same surface and meaning); next, rule by rule: hostbridge migrate --modernize <rule> (docs/migration.md)"
      : report.leftCompat
        ? "step 2, every rule: the app uses @hostbridge/sdk"
        : report.rules.length === 0
          ? "step 2: no rule changed the app; it stays on @hostbridge/compat"
          : `step 2, rules: ${report.rules.join(", ")}; the app stays on @hostbridge/compat until a run of every rule (hostbridge migrate --modernize)`,
  );
  const verb = report.written ? "changed" : "would change (dry run: nothing written)";
  lines.push(
    "",
    `${report.changedFiles} file${report.changedFiles === 1 ? "" : "s"} ${verb}; ${report.needsPersonCount} place${report.needsPersonCount === 1 ? "" : "s"} need a person (see docs/migration.md${report.written && report.needsPersonCount > 0 ? `; listed in ${REPORT_FILE}` : ""})`,
  );
  return `${lines.join("\n")}\n`;
}
