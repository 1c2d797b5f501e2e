// The first step of a migration (the default `hostbridge migrate`): the app moves from the
// existing client to `@hostbridge/compat`, the same surface and meaning on our engine. The
// dependency is swapped in package.json (same section, same place) and every reference to the
// module is rewritten (`compatStep.ts`) in scripts, Vue script blocks, the app's declaration files
// and its tsconfig/jsconfig files; nothing else changes, so the app type-checks, builds and passes
// its tests as before. Vendored copies of the client are left byte for byte; a page's script tag
// that loads the client (from a CDN, node_modules or a vendored copy) loads compat's script-tag
// build instead (scriptTags.ts).
import { readFileSync } from "node:fs";
import { relative } from "node:path";
import ts from "typescript";
import { OLD_PACKAGE } from "./names";
import type { MigrationPlan } from "./outcome";
import { swapDependency } from "./packageJson";
import type { LoadedFile } from "./planFiles";
import { fileOutcome, loadFiles, manifestOutcome, toPosix, vendoredCopies } from "./planFiles";
import type { AppFiles } from "./sources";
import { swapReferences } from "./compatStep";
import { swapScriptTags } from "./scriptTags";
import { COMPAT_PACKAGE, compatRange } from "./specifiers";

/** Parses scripts without resolving anything: the first step reads no types. */
function syntaxProgram(files: readonly LoadedFile[]): ts.Program {
  const options: ts.CompilerOptions = {
    noResolve: true,
    noLib: true,
    allowJs: true,
    jsx: ts.JsxEmit.Preserve,
    types: [],
    noEmit: true,
  };
  const units = new Map(
    files.flatMap((file) => file.units.map((unit) => [unit.programName, unit])),
  );
  const host = ts.createCompilerHost(options, true);
  host.getSourceFile = (name, languageVersion) => {
    const unit = units.get(name);
    return unit ? ts.createSourceFile(name, unit.text, languageVersion, true) : undefined;
  };
  host.fileExists = (name) => units.has(name);
  host.readFile = (name) => units.get(name)?.text;
  return ts.createProgram({ rootNames: [...units.keys()], options, host });
}

function syntaxError(program: ts.Program, sf: ts.SourceFile): string | undefined {
  const first = program.getSyntacticDiagnostics(sf)[0];
  if (!first) return undefined;
  const at =
    first.start === undefined
      ? ""
      : ` (line ${sf.getLineAndCharacterOfPosition(first.start).line + 1})`;
  return `${ts.flattenDiagnosticMessageText(first.messageText, " ")}${at}`;
}

/** tsconfig/jsconfig (JSON with comments): the same references, in `paths` keys and elsewhere. */
function projectConfig(root: string, path: string, plan: MigrationPlan): void {
  const text = readFileSync(path, "utf8");
  const name = toPosix(relative(root, path));
  if (!text.includes(OLD_PACKAGE)) return;
  const parsed = ts.parseConfigFileTextToJson(path, text);
  if (parsed.error) {
    const message = ts.flattenDiagnosticMessageText(parsed.error.messageText, " ");
    plan.skipped.push({ file: name, reason: `does not parse: ${message}` });
    return;
  }
  const sf = ts.parseJsonText(path, text);
  const result = swapReferences(sf);
  plan.files.push(fileOutcome(name, path, text, [{ offset: 0, text, result }]));
}

/** Pages that load the client with a script tag: the tag points at compat's script build (scriptTags.ts). */
function pages(root: string, scan: AppFiles, plan: MigrationPlan): void {
  for (const page of scan.pages) {
    const html = readFileSync(page, "utf8");
    const result = swapScriptTags(root, page, html);
    if (result.changes.length === 0 && result.findings.length === 0) continue;
    const file = toPosix(relative(root, page));
    plan.files.push(fileOutcome(file, page, html, [{ offset: 0, text: html, result }]));
  }
}

/** Plans the first step over the scanned app into `plan` (see the file's head). */
export async function planCompatStep(
  root: string,
  scan: AppFiles,
  plan: MigrationPlan,
): Promise<void> {
  const loaded = await loadFiles(root, [...scan.sources, ...scan.declarations], plan.skipped);
  const program = syntaxProgram(loaded);
  for (const file of loaded) {
    const name = toPosix(relative(root, file.path));
    const units: { offset: number; text: string; result: ReturnType<typeof swapReferences> }[] = [];
    let error: string | undefined;
    for (const unit of file.units) {
      const sf = program.getSourceFile(unit.programName)!;
      error ??= syntaxError(program, sf);
      units.push({ offset: unit.offset, text: unit.text, result: swapReferences(sf) });
    }
    if (error !== undefined) {
      // a file that does not parse matters only when it names the client
      if (file.text.includes(OLD_PACKAGE)) {
        plan.skipped.push({ file: name, reason: `does not parse: ${error}` });
      }
      continue;
    }
    try {
      plan.files.push(fileOutcome(name, file.path, file.text, units));
    } catch (failure) {
      plan.skipped.push({
        file: name,
        reason: `could not be transformed: ${(failure as Error).message}`,
      });
    }
  }
  for (const config of scan.projectConfigs) projectConfig(root, config, plan);
  vendoredCopies(root, scan, plan);
  pages(root, scan, plan);
  manifestOutcome(root, plan, (text) =>
    swapDependency(text, { from: OLD_PACKAGE, to: COMPAT_PACKAGE, range: compatRange() }),
  );
}
