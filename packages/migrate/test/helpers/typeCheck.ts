// Type-checks an app the way its own tsc (and vue-tsc for script blocks) would: every source file
// and every Vue script block, against the packages its node_modules resolution finds.
import { readFileSync } from "node:fs";
import { relative } from "node:path";
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
