// The persistent to-do list: every place that needs a person is written to
// `hostbridge-migrate-report.json` in the app, with the text of its line. A later run reads it back:
// a place whose line is still there (at or near its old line) is still to do and is reported again,
// even though the code no longer imports the existing client; a place whose line was changed is
// done. When nothing is left the file is removed.
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Finding } from "./context";
import type { FileOutcome, MigrationPlan } from "./outcome";

/** The report file's name, in the app's directory. */
export const REPORT_FILE = "hostbridge-migrate-report.json";

/** One place in the report file. */
export interface ReportedPlace extends Finding {
  file: string;
  /** The text of the line (trimmed), to find the place again on a later run. */
  code: string;
}

interface ReportFile {
  about: string;
  places: ReportedPlace[];
}

const lineOf = (text: string, line: number) => (text.split("\n")[line - 1] ?? "").trim();

/** The places of `plan` as the report file lists them. */
export function reportedPlaces(plan: MigrationPlan): ReportedPlace[] {
  return plan.files.flatMap((file) =>
    file.needsPerson.map((entry) => ({
      file: file.file,
      ...entry,
      code: lineOf(file.after, entry.line),
    })),
  );
}

function readReport(root: string): ReportedPlace[] {
  const path = join(root, REPORT_FILE);
  if (!existsSync(path)) return [];
  try {
    const report = JSON.parse(readFileSync(path, "utf8")) as Partial<ReportFile>;
    return Array.isArray(report.places) ? report.places : [];
  } catch {
    return [];
  }
}

/** The line (1-based) nearest `near` whose trimmed text is `code`, if any. */
function findLine(text: string, code: string, near: number): number | undefined {
  const lines = text.split("\n");
  let best: number | undefined;
  lines.forEach((line, index) => {
    if (line.trim() !== code) return;
    if (best === undefined || Math.abs(index + 1 - near) < Math.abs(best - near)) best = index + 1;
  });
  return best;
}

/** Adds the places of an earlier run's report whose line is still there to `plan`. */
export function carryOver(plan: MigrationPlan): void {
  let carried = 0;
  for (const place of readReport(plan.root)) {
    let outcome: FileOutcome | undefined = plan.files.find((file) => file.file === place.file);
    if (!outcome) {
      const path = join(plan.root, place.file);
      if (!existsSync(path)) continue;
      const text = readFileSync(path, "utf8");
      outcome = { file: place.file, path, before: text, after: text, changes: [], needsPerson: [] };
      plan.files.push(outcome);
    }
    const line = place.code === "" ? undefined : findLine(outcome.after, place.code, place.line);
    if (line === undefined) continue;
    const column = place.line === line ? place.column : 1;
    // the same place judged again by this run under the same rule: its judgement stands alone
    const again = (entry: Finding) =>
      entry.line === line &&
      (entry.why === place.why ||
        (place.rule !== undefined && entry.rule === place.rule && entry.column === column));
    if (outcome.needsPerson.some(again)) continue;
    outcome.needsPerson.push({
      line,
      column,
      why: place.why,
      ...(place.rule === undefined ? {} : { rule: place.rule }),
    });
    outcome.needsPerson.sort((a, b) => a.line - b.line || a.column - b.column);
    carried++;
  }
  plan.carried = carried;
}

/** Writes the report file (or removes it when nothing is left); returns its path or undefined. */
export function writeReportFile(plan: MigrationPlan): string | undefined {
  const path = join(plan.root, REPORT_FILE);
  const places = reportedPlaces(plan);
  if (places.length === 0) {
    rmSync(path, { force: true });
    return undefined;
  }
  const report: ReportFile = {
    about:
      "Places `hostbridge migrate` left for a person (docs/migration.md, row in brackets). Change the code at each; the next run drops the places whose line changed and exits 0 when none is left.",
    places,
  };
  writeFileSync(path, `${JSON.stringify(report, null, 2)}\n`);
  return path;
}

/**
 * The marker a person writes to mark a reported place done without changing its line: a comment
 * on that line or the line above (`// hostbridge-migrate: done`). Every later run honours it.
 */
export const DONE_MARKER = "hostbridge-migrate: done";

/** Drops the places of `plan` a person marked done (see {@link DONE_MARKER}). */
export function dropDone(plan: MigrationPlan): void {
  for (const file of plan.files) {
    const lines = file.after.split("\n");
    file.needsPerson = file.needsPerson.filter(
      (entry) =>
        !(lines[entry.line - 1] ?? "").includes(DONE_MARKER) &&
        !(lines[entry.line - 2] ?? "").includes(DONE_MARKER),
    );
  }
}

/** The marker of the comments `addTodoComments` writes. */
export const TODO_MARKER = "TODO(hostbridge-migrate)";

function commentFor(file: string, why: string): (indent: string) => string {
  const text = why.replace(/\*\/|-->/g, "");
  if (file.endsWith(".html")) return (indent) => `${indent}<!-- ${TODO_MARKER}: ${text} -->`;
  return (indent) => `${indent}// ${TODO_MARKER}: ${text}`;
}

/**
 * Writes a `TODO(hostbridge-migrate)` comment above each place that needs a person (scripts, Vue
 * script blocks, HTML pages), once: a line that already has one above it gets no second. The places
 * move down with the lines inserted above them.
 */
export function addTodoComments(plan: MigrationPlan): void {
  for (const file of plan.files) {
    if (file.needsPerson.length === 0 || file.file === "package.json") continue;
    const lines = file.after.split("\n");
    const inserted: number[] = [];
    const byLine = new Map<number, string[]>();
    for (const entry of file.needsPerson) {
      byLine.set(entry.line, [...(byLine.get(entry.line) ?? []), entry.why]);
    }
    const out: string[] = [];
    lines.forEach((line, index) => {
      const whys = byLine.get(index + 1);
      if (whys && !(lines[index - 1] ?? "").includes(TODO_MARKER)) {
        const indent = /^\s*/.exec(line)![0];
        for (const why of whys) out.push(commentFor(file.file, why)(indent));
        inserted.push(index + 1, ...whys.slice(1).map(() => index + 1));
      }
      out.push(line);
    });
    file.after = out.join("\n");
    for (const entry of file.needsPerson) {
      entry.line += inserted.filter((line) => line <= entry.line).length;
    }
  }
}
