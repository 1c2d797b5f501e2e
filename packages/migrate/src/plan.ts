// Planning a migration: every file is read, parsed and transformed in memory; nothing is written.
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join, relative } from "node:path";
import * as protocol from "@hostbridge/protocol-types";
import * as sdk from "@hostbridge/sdk";
import type { Change, Finding } from "./context";
import { applyEdits } from "./edits";
import { rewritePackageJson } from "./packageJson";
import type { ScriptUnit } from "./program";
import { createAppProgram } from "./program";
import { findSources } from "./sources";
import { transformScript } from "./transform";
import type { SfcParse } from "./vue";
import { loadSfcParser, scriptBlocks } from "./vue";

/** The outcome for one file. */
export interface FileOutcome {
  /** Path relative to the app directory, with `/` separators. */
  file: string;
  /** Absolute path. */
  path: string;
  before: string;
  after: string;
  changes: Change[];
  /** Places left as they were that need a person. */
  needsPerson: Finding[];
}

/** A file the codemod could not parse or transform (left untouched). */
export interface SkippedFile {
  file: string;
  reason: string;
}

/** Everything a migration would do. */
export interface MigrationPlan {
  /** The app directory (absolute). */
  root: string;
  /** Every file read, in path order; `before === after` when nothing changed. */
  files: FileOutcome[];
  /** Files left untouched because they do not parse. */
  skipped: SkippedFile[];
}

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

async function loadFiles(root: string, skipped: SkippedFile[]): Promise<LoadedFile[]> {
  const loaded: LoadedFile[] = [];
  let parse: SfcParse | undefined;
  for (const path of findSources(root)) {
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

/**
 * Reads and transforms the app in `dir` in memory: its sources (TypeScript, JavaScript, the script
 * blocks of Vue components) and its package.json. Writes nothing (see `writeMigration`).
 */
export async function planMigration(dir: string): Promise<MigrationPlan> {
  const root = dir;
  const skipped: SkippedFile[] = [];
  const loaded = await loadFiles(root, skipped);
  const program = createAppProgram(
    root,
    loaded.flatMap((file) => file.units),
  );
  const shared = {
    sdkExports: new Set(Object.keys(sdk)),
    svcTypes: Object.values(protocol.MESSAGE_TYPES) as string[],
  };
  const files: FileOutcome[] = [];
  let needsTypes = false;
  for (const file of loaded) {
    const name = toPosix(relative(root, file.path));
    try {
      const outcome: FileOutcome = {
        file: name,
        path: file.path,
        before: file.text,
        after: file.text,
        changes: [],
        needsPerson: [],
      };
      const edits = [];
      for (const unit of file.units) {
        const result = transformScript(program, program.getSourceFile(unit.programName)!, shared);
        const lineShift = file.text.slice(0, unit.offset).split("\n").length - 1;
        const shift = <T extends { line: number }>(entry: T): T => ({
          ...entry,
          line: entry.line + lineShift,
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
      outcome.changes.sort((a, b) => a.line - b.line || a.column - b.column);
      outcome.needsPerson.sort((a, b) => a.line - b.line || a.column - b.column);
      files.push(outcome);
    } catch (error) {
      skipped.push({
        file: name,
        reason: `${error instanceof SyntaxError ? "does not parse" : "could not be transformed"}: ${(error as Error).message}`,
      });
    }
  }
  const manifestPath = join(root, "package.json");
  if (existsSync(manifestPath)) {
    const text = readFileSync(manifestPath, "utf8");
    try {
      const result = rewritePackageJson(
        text,
        { sdk: ourRange("@hostbridge/sdk"), types: ourRange("@hostbridge/protocol-types") },
        needsTypes,
      );
      files.push({
        file: "package.json",
        path: manifestPath,
        before: text,
        after: result.text,
        changes: result.changes.map((what) => ({ line: 1, column: 1, what })),
        needsPerson: [],
      });
    } catch (error) {
      skipped.push({ file: "package.json", reason: (error as Error).message });
    }
  }
  return { root, files, skipped };
}
