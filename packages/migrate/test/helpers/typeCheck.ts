// Type-checks an app the way its own tsc (and vue-tsc for script blocks) would: every source file
// and every Vue script block, against the packages its node_modules resolution finds.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join, relative } from "node:path";
import ts from "typescript";
import { createAppProgram } from "../../src/program";
import type { ScriptUnit } from "../../src/program";
import { findSources } from "../../src/sources";
import { loadSfcParser, scriptBlocks } from "../../src/vue";

/** `file:line: message` for every error tsc would report in the app's own files. */
export async function typeErrors(root: string): Promise<string[]> {
  const parse = await loadSfcParser();
  const units: ScriptUnit[] = [];
  for (const path of findSources(root)) {
    const text = readFileSync(path, "utf8");
    if (!path.endsWith(".vue")) {
      units.push({ file: path, programName: path, text, offset: 0 });
      continue;
    }
    const blocks = scriptBlocks(parse, text, path);
    if ("error" in blocks) throw new Error(blocks.error);
    for (const block of blocks.blocks) {
      units.push({
        file: path,
        programName: `${path}.${block.setup ? "setup" : "script"}.${block.lang}`,
        text: block.content,
        offset: block.start,
      });
    }
  }
  const program = createAppProgram(root, units);
  const errors: string[] = [];
  for (const unit of units) {
    if (!/\.[cm]?tsx?$/.test(unit.programName)) continue;
    const sf = program.getSourceFile(unit.programName)!;
    for (const diagnostic of ts.getPreEmitDiagnostics(program, sf)) {
      const line =
        diagnostic.start === undefined
          ? 0
          : sf.getLineAndCharacterOfPosition(diagnostic.start).line + 1;
      errors.push(
        `${relative(root, unit.programName)}:${line}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, " ")}`,
      );
    }
  }
  return errors;
}

/** The app's `vue-tsc --noEmit` over its tsconfig.json (templates included): what it printed, and its exit status. */
export function vueTsc(root: string): { output: string; status: number | null } {
  const bin = createRequire(import.meta.url).resolve("vue-tsc/bin/vue-tsc.js");
  const run = spawnSync(process.execPath, [bin, "--noEmit", "-p", join(root, "tsconfig.json")], {
    cwd: root,
    encoding: "utf8",
  });
  return { output: `${run.stdout}${run.stderr}`, status: run.status };
}
