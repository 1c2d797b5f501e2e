// Planning a migration: every file is read, parsed and transformed in memory; nothing is written.
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative, resolve } from "node:path";
import * as protocol from "@hostbridge/protocol-types";
import * as sdk from "@hostbridge/sdk";
import type ts from "typescript";
import type { Edit, Finding, Place } from "./context";
import { applyEdits } from "./edits";
import { MESSAGES } from "./messages";
import { OLD_PACKAGE } from "./names";
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

const toPosix = (path: string) => path.split("\\").join("/");

interface LoadedFile {
  path: string;
  text: string;
  units: ScriptUnit[];
}

async function loadFiles(
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

function transformFile(
  program: ts.Program,
  file: LoadedFile,
  name: string,
  shared: Parameters<typeof transformScript>[2],
  appUsesClient: boolean,
): { outcome: FileOutcome; needsTypes: boolean } {
  const outcome: FileOutcome = {
    file: name,
    path: file.path,
    before: file.text,
    after: file.text,
    changes: [],
    needsPerson: [],
  };
  const edits: Edit[] = [];
  let needsTypes = false;
  for (const unit of file.units) {
    const sf = program.getSourceFile(unit.programName)!;
    const result = transformScript(program, sf, shared, appUsesClient);
    const shift = <T extends { line: number; column: number }>(entry: T): T => ({
      ...entry,
      ...placeAt(file.text, unit.offset + offsetOf(unit.text, entry.line, entry.column)),
    });
    outcome.changes.push(...result.changes.map(shift));
    outcome.needsPerson.push(...result.findings.map(shift));
    edits.push(
      ...result.edits.map((edit) => ({
        ...edit,
        start: edit.start + unit.offset,
        end: edit.end + unit.offset,
      })),
    );
    needsTypes ||= result.usesTypesPackage;
  }
  outcome.after = applyEdits(file.text, edits);
  const byPlace = (a: Place, b: Place) => a.line - b.line || a.column - b.column;
  outcome.changes = outcome.changes
    .map((entry) => shiftPlace(file.text, outcome.after, edits, entry))
    .sort(byPlace);
  outcome.needsPerson = outcome.needsPerson
    .map((entry) => shiftPlace(file.text, outcome.after, edits, entry))
    .sort(byPlace);
  return { outcome, needsTypes };
}

/** Vendored copies of the client (notices) and the pages that load one with a script tag (to-dos). */
function copiesAndPages(root: string, scan: AppFiles, plan: MigrationPlan): void {
  const clientCopies = new Set<string>();
  for (const copy of scan.copies) {
    if (!isClientCopy(readFileSync(copy, "utf8"))) continue;
    clientCopies.add(copy);
    const file = toPosix(relative(root, copy));
    plan.notices.push({ file, line: 1, note: MESSAGES.vendoredCopy(file) });
  }
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
  for (const link of scan.symlinks) {
    const file = toPosix(relative(root, link));
    plan.notices.push({ file, line: 1, note: MESSAGES.symlink(file) });
  }
}

/**
 * Reads and transforms the app in `dir` in memory: its sources (TypeScript, JavaScript, the script
 * blocks of Vue components) and its package.json. Writes nothing (see `writeMigration`).
 */
export async function planMigration(
  dir: string,
  options: PlanOptions = {},
): Promise<MigrationPlan> {
  const root = resolve(dir);
  const plan: MigrationPlan = { root, files: [], skipped: [], notices: [] };
  const scan = scanApp(root);
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
  copiesAndPages(root, scan, plan);
  if (manifest !== undefined) {
    try {
      const result = rewritePackageJson(
        manifest,
        { sdk: ourRange("@hostbridge/sdk"), types: ourRange("@hostbridge/protocol-types") },
        needsTypes,
      );
      plan.files.push({
        file: "package.json",
        path: manifestPath,
        before: manifest,
        after: result.text,
        changes: result.changes.map((what) => ({ line: 1, column: 1, what })),
        needsPerson: [],
      });
    } catch (error) {
      plan.skipped.push({ file: "package.json", reason: (error as Error).message });
    }
  }
  carryOver(plan);
  if (options.todoComments) addTodoComments(plan);
  return plan;
}
