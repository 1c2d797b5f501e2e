// Planning a migration: every file is read, parsed and transformed in memory; nothing is written.
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative, resolve } from "node:path";
import * as protocol from "@hostbridge/protocol-types";
import * as sdk from "@hostbridge/sdk";
import type ts from "typescript";
import type { Change, Edit, Finding, Place } from "./context";
import { applyEdits } from "./edits";
import { MESSAGES } from "./messages";
import { NEW_PACKAGE, OLD_PACKAGE } from "./names";
import { planCompatStep } from "./compatPlan";
import { rewritePackageJson } from "./packageJson";
import type { ScriptUnit } from "./program";
import { createAppProgram } from "./program";
import type { AppFiles } from "./sources";
import { isClientCopy, scanApp, scriptTags } from "./sources";
import type { FileOutcome, MigrationPlan, PlanOptions, SkippedFile } from "./outcome";
import { addTodoComments, carryOver } from "./todo";
import { transformScript } from "./transform";
import type { SfcParse } from "./vue";
import { loadSfcParser, scriptBlocks } from "./vue";

export type { FileOutcome, MigrationPlan, Notice, PlanOptions, SkippedFile } from "./outcome";

function ourRange(name: string): string {
  const require = createRequire(import.meta.url);
  const manifest = require(`${name}/package.json`) as { version: string };
  return `^${manifest.version}`;
}

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

/** What a pass found in one script unit, with where the unit is in its file. */
export interface UnitResult {
  offset: number;
  text: string;
  result: { edits: Edit[]; changes: Change[]; findings: Finding[] };
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
  const edits: Edit[] = [];
  for (const unit of units) {
    const shift = <T extends { line: number; column: number }>(entry: T): T => ({
      ...entry,
      ...placeAt(text, unit.offset + offsetOf(unit.text, entry.line, entry.column)),
    });
    outcome.changes.push(...unit.result.changes.map(shift));
    outcome.needsPerson.push(...unit.result.findings.map(shift));
    edits.push(
      ...unit.result.edits.map((edit) => ({
        ...edit,
        start: edit.start + unit.offset,
        end: edit.end + unit.offset,
      })),
    );
  }
  outcome.after = applyEdits(text, edits);
  const byPlace = (a: Place, b: Place) => a.line - b.line || a.column - b.column;
  outcome.changes = outcome.changes
    .map((entry) => shiftPlace(text, outcome.after, edits, entry))
    .sort(byPlace);
  outcome.needsPerson = outcome.needsPerson
    .map((entry) => shiftPlace(text, outcome.after, edits, entry))
    .sort(byPlace);
  return outcome;
}

function transformFile(
  program: ts.Program,
  file: LoadedFile,
  name: string,
  shared: Parameters<typeof transformScript>[2],
  appUsesClient: boolean,
): { outcome: FileOutcome; needsTypes: boolean } {
  let needsTypes = false;
  const units = file.units.map((unit) => {
    const sf = program.getSourceFile(unit.programName)!;
    const result = transformScript(program, sf, shared, appUsesClient);
    needsTypes ||= result.usesTypesPackage;
    return { offset: unit.offset, text: unit.text, result };
  });
  return { outcome: fileOutcome(name, file.path, file.text, units), needsTypes };
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

/** The pages that load a vendored copy of the client with a script tag (to-dos). */
function scriptTagPages(
  root: string,
  scan: AppFiles,
  plan: MigrationPlan,
  clientCopies: ReadonlySet<string>,
): void {
  for (const page of scan.pages) {
    const html = readFileSync(page, "utf8");
    const file = toPosix(relative(root, page));
    const needsPerson: Finding[] = [];
    for (const tag of scriptTags(html)) {
      const local = tag.src.startsWith("/")
        ? [join(root, tag.src), join(root, "public", tag.src)]
        : [resolve(dirname(page), tag.src)];
      const loadsCopy = local.some((path) => clientCopies.has(path));
      if (loadsCopy || /pitcher|js-api/i.test(tag.src)) {
        needsPerson.push({ line: tag.line, column: 1, why: MESSAGES.scriptTagCopy(file) });
      }
    }
    if (needsPerson.length > 0) {
      plan.files.push({ file, path: page, before: html, after: html, changes: [], needsPerson });
    }
  }
}

/** The modernise step over the scanned app into `plan`. */
async function planModernizeStep(root: string, scan: AppFiles, plan: MigrationPlan): Promise<void> {
  const loaded = await loadFiles(root, scan.sources, plan.skipped);
  const units = loaded.flatMap((file) => file.units);
  const program = createAppProgram(root, units);
  const manifestPath = join(root, "package.json");
  const manifest = existsSync(manifestPath) ? readFileSync(manifestPath, "utf8") : undefined;
  const appUsesClient =
    Boolean(manifest?.includes(OLD_PACKAGE)) ||
    units.some((unit) => unit.text.includes(OLD_PACKAGE));
  const shared = {
    sdkExports: new Set(Object.keys(sdk)),
    svcTypes: Object.values(protocol.MESSAGE_TYPES) as string[],
  };
  let needsTypes = false;
  for (const file of loaded) {
    const name = toPosix(relative(root, file.path));
    try {
      const result = transformFile(program, file, name, shared, appUsesClient);
      plan.files.push(result.outcome);
      needsTypes ||= result.needsTypes;
    } catch (error) {
      plan.skipped.push({
        file: name,
        reason: `${error instanceof SyntaxError ? "does not parse" : "could not be transformed"}: ${(error as Error).message}`,
      });
    }
  }
  scriptTagPages(root, scan, plan, vendoredCopies(root, scan, plan));
  manifestOutcome(root, plan, (text) =>
    rewritePackageJson(
      text,
      OLD_PACKAGE,
      NEW_PACKAGE,
      { sdk: ourRange("@hostbridge/sdk"), types: ourRange("@hostbridge/protocol-types") },
      needsTypes,
    ),
  );
}

/**
 * Reads and transforms the app in `dir` in memory; writes nothing (see `writeMigration`). By
 * default the first step: the dependency and every reference move to `@hostbridge/compat`. With
 * `modernize`, the second: the app moves to the modern API rule by rule.
 */
export async function planMigration(
  dir: string,
  options: PlanOptions = {},
): Promise<MigrationPlan> {
  const root = resolve(dir);
  const plan: MigrationPlan = { root, files: [], skipped: [], notices: [] };
  const scan = scanApp(root);
  if (options.modernize === undefined) await planCompatStep(root, scan, plan);
  else await planModernizeStep(root, scan, plan);
  carryOver(plan);
  if (options.todoComments) addTodoComments(plan);
  return plan;
}
