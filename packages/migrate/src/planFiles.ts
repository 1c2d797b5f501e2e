// What both steps of a migration plan share: reading the app's files, an outcome per file and for
// package.json, the vendored copies of the client. planMigration (plan.ts) picks the step.
import { existsSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import type { Change, Edit, Finding, Place } from "./context";
import { applyEdits } from "./edits";
import { MESSAGES } from "./messages";
import type { ScriptUnit } from "./program";
import type { AppFiles } from "./sources";
import { isClientCopy } from "./sources";
import type { FileOutcome, MigrationPlan, SkippedFile } from "./outcome";
import type { SfcParse } from "./vue";
import { loadSfcParser, scriptBlocks } from "./vue";

export const toPosix = (path: string) => path.split("\\").join("/");

/** A source file read, with its script units. */
export interface LoadedFile {
  path: string;
  text: string;
  units: ScriptUnit[];
}

export async function loadFiles(
  root: string,
  sources: readonly string[],
  skipped: SkippedFile[],
): Promise<LoadedFile[]> {
  const loaded: LoadedFile[] = [];
  let parse: SfcParse | undefined;
  for (const path of sources) {
    const text = readFileSync(path, "utf8");
    if (!path.endsWith(".vue")) {
      loaded.push({ path, text, units: [{ file: path, programName: path, text, offset: 0 }] });
      continue;
    }
    parse ??= await loadSfcParser();
    const blocks = scriptBlocks(parse, text, path);
    if ("error" in blocks) {
      skipped.push({
        file: toPosix(relative(root, path)),
        reason: `does not parse: ${blocks.error}`,
      });
      continue;
    }
    const units = blocks.blocks.map((block) => ({
      file: path,
      programName: `${path}.${block.setup ? "setup" : "script"}.${block.lang}`,
      text: block.content,
      offset: block.start,
    }));
    loaded.push({ path, text, units });
  }
  return loaded;
}

/** Line and column (1-based) of `offset` in `text`. */
function placeAt(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const line = before.split("\n").length;
  return { line, column: offset - before.lastIndexOf("\n") };
}

/** Offset of a 1-based line and column in `text`. */
function offsetOf(text: string, line: number, column: number): number {
  let at = 0;
  for (let i = 1; i < line; i++) at = text.indexOf("\n", at) + 1;
  return at + column - 1;
}

/** Where a place of the text before the edits is in the text after them. */
function shiftPlace<T extends { line: number; column: number }>(
  before: string,
  after: string,
  edits: readonly Edit[],
  entry: T,
): T {
  const offset = offsetOf(before, entry.line, entry.column);
  let delta = 0;
  for (const edit of edits) {
    if (edit.end <= offset && edit.start < offset)
      delta += edit.text.length - (edit.end - edit.start);
  }
  return { ...entry, ...placeAt(after, offset + delta) };
}

/** Where a place of a unit (a Vue script block) is in its file, as it was before any edit. */
export function unitPlace(
  text: string,
  unit: { offset: number; text: string },
  place: Place,
): Place {
  return placeAt(text, unit.offset + offsetOf(unit.text, place.line, place.column));
}

/** What a pass found in one script unit, with where the unit is in its file. */
export interface UnitResult {
  offset: number;
  text: string;
  result: { edits: Edit[]; changes: Change[]; findings: Finding[] };
}

/** The edits of a file's units, as offsets into the file. */
function fileEdits(units: readonly UnitResult[]): Edit[] {
  return units.flatMap((unit) =>
    unit.result.edits.map((edit) => ({
      ...edit,
      start: edit.start + unit.offset,
      end: edit.end + unit.offset,
    })),
  );
}

/**
 * Where a place of one of a file's units is in the file after the edits of all its units (as the
 * report gives places); where it was, when the edits overlap (the file is then skipped anyway).
 */
export function placeAfterEdits(
  text: string,
  units: readonly UnitResult[],
  unit: { offset: number; text: string },
  place: Place,
): Place {
  const before = unitPlace(text, unit, place);
  const edits = fileEdits(units);
  try {
    return shiftPlace(text, applyEdits(text, edits), edits, before);
  } catch {
    return before;
  }
}

/**
 * The outcome for one file from what the passes found in its units: edits applied (throws when two
 * overlap), places moved to where they are in the file after the edits, sorted.
 */
export function fileOutcome(
  name: string,
  path: string,
  text: string,
  units: readonly UnitResult[],
): FileOutcome {
  const outcome: FileOutcome = {
    file: name,
    path,
    before: text,
    after: text,
    changes: [],
    needsPerson: [],
  };
  for (const unit of units) {
    const shift = <T extends { line: number; column: number }>(entry: T): T => ({
      ...entry,
      ...unitPlace(text, unit, entry),
    });
    outcome.changes.push(...unit.result.changes.map(shift));
    outcome.needsPerson.push(...unit.result.findings.map(shift));
  }
  const edits = fileEdits(units);
  outcome.after = applyEdits(text, edits);
  const byPlace = (a: Place, b: Place) => a.line - b.line || a.column - b.column;
  outcome.changes = onePerDecision(
    outcome.changes.map((entry) => shiftPlace(text, outcome.after, edits, entry)).sort(byPlace),
    (entry) => entry.what,
  );
  outcome.needsPerson = onePerDecision(
    outcome.needsPerson.map((entry) => shiftPlace(text, outcome.after, edits, entry)).sort(byPlace),
    (entry) => entry.why,
  );
  return outcome;
}

/**
 * One report line per decision: the same rewrite or the same reason several times on one line
 * (`env.pitcher` read twice in one expression) is one line, at its first column.
 */
function onePerDecision<T extends Place>(entries: readonly T[], text: (entry: T) => string): T[] {
  const seen = new Set<string>();
  return entries.filter((entry) => {
    const key = `${entry.line}\u0000${text(entry)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Vendored copies of the client: left alone, listed as notices; returns their paths. */
export function vendoredCopies(root: string, scan: AppFiles, plan: MigrationPlan): Set<string> {
  const clientCopies = new Set<string>();
  for (const copy of scan.copies) {
    if (!isClientCopy(readFileSync(copy, "utf8"))) continue;
    clientCopies.add(copy);
    const file = toPosix(relative(root, copy));
    plan.notices.push({ file, line: 1, note: MESSAGES.vendoredCopy(file) });
  }
  for (const link of scan.symlinks) {
    const file = toPosix(relative(root, link));
    plan.notices.push({ file, line: 1, note: MESSAGES.symlink(file) });
  }
  return clientCopies;
}

/** package.json's outcome by `rewrite` (a manifest that does not parse is skipped). */
export function manifestOutcome(
  root: string,
  plan: MigrationPlan,
  rewrite: (text: string) => { text: string; changes: string[] },
): void {
  const path = join(root, "package.json");
  if (!existsSync(path)) return;
  const manifest = readFileSync(path, "utf8");
  try {
    const result = rewrite(manifest);
    plan.files.push({
      file: "package.json",
      path,
      before: manifest,
      after: result.text,
      changes: result.changes.map((what) => ({ line: 1, column: 1, what })),
      needsPerson: [],
    });
  } catch (error) {
    plan.skipped.push({ file: "package.json", reason: (error as Error).message });
  }
}
