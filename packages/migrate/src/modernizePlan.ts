// The second step (`hostbridge migrate --modernize [rule ...]`): the app moves from
// `@hostbridge/compat` (or straight from the existing client) to the modern API, by compat's rules.
// The passes of `transform.ts` tag every rewrite and report with its rule. A run of some rules
// rewrites only what works on compat as well (a member compat's type has: `ui.appResize` for
// `ui.app_resize`) and reports those rules' places; a run of every rule (no rule named) also leaves
// compat: imports, package.json and the rewrites only `@hostbridge/sdk` gives meaning to.
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative, resolve } from "node:path";
import type { CompatRuleId } from "@hostbridge/compat";
import { COMPAT_RULE_IDS } from "@hostbridge/compat";
import * as sdk from "@hostbridge/sdk";
import type ts from "typescript";
import type { Finding, SourceContext } from "./context";
import { SOURCE_PACKAGES } from "./imports";
import { MESSAGES } from "./messages";
import { NEW_PACKAGE } from "./names";
import type { MigrationPlan } from "./outcome";
import { dependsOn, rewritePackageJson } from "./packageJson";
import type { LoadedFile, UnitResult } from "./planFiles";
import {
  fileOutcome,
  loadFiles,
  manifestOutcome,
  placeAfterEdits,
  toPosix,
  unitPlace,
  vendoredCopies,
} from "./planFiles";
import { requireInstalled } from "./installed";
import { createAppProgram } from "./program";
import type { AppFiles } from "./sources";
import { scriptTags } from "./sources";
import type { ScriptResult } from "./transform";
import { transformScript } from "./transform";
import { ourTypeExports } from "./typeExports";
import { addUntyped } from "./untyped";
import { CodedError } from "@hostbridge/protocol-types";
import { MIGRATE_ERROR_CODES } from "./errors";

/** Why a `--modernize` rule was refused: no rule of compat has that id. */
export class UnknownRuleError extends CodedError<"UNKNOWN_RULE"> {
  constructor(readonly rules: readonly string[]) {
    super(
      "UnknownRuleError",
      MIGRATE_ERROR_CODES.UNKNOWN_RULE,
      `no modernise rule ${rules.map((rule) => `"${rule}"`).join(", ")}: the rules are ${COMPAT_RULE_IDS.join(", ")}`,
    );
  }
}

/**
 * The rules a `modernize` option names (every rule for an empty list, unless `emptyIsAll` is false);
 * throws on an unknown id.
 */
export function modernizeRules(
  ids: readonly string[],
  emptyIsAll = true,
): ReadonlySet<CompatRuleId> {
  const unknown = ids.filter((id) => !(COMPAT_RULE_IDS as readonly string[]).includes(id));
  if (unknown.length > 0) throw new UnknownRuleError(unknown);
  return new Set(ids.length === 0 && emptyIsAll ? COMPAT_RULE_IDS : (ids as CompatRuleId[]));
}

/** What a modernise run does: the rules it rewrites by, whether it leaves compat, the rules held back. */
export interface ModernizeRun {
  rules: ReadonlySet<CompatRuleId>;
  leaving: boolean;
  withheld: ReadonlySet<CompatRuleId>;
}

function ourRange(name: string): string {
  const require = createRequire(import.meta.url);
  const manifest = require(`${name}/package.json`) as { version: string };
  return `^${manifest.version}`;
}

type Shared = Parameters<typeof transformScript>[2];

/** One file's scripts, transformed (their outcome is made once the findings followed there are in). */
interface Transformed {
  file: LoadedFile;
  name: string;
  units: (UnitResult & { programName: string; result: ScriptResult })[];
  untyped: SourceContext["untyped"];
  needsTypes: boolean;
  keepsCompat: boolean;
}

function transformFile(
  program: ts.Program,
  file: LoadedFile,
  name: string,
  shared: Shared,
  appUsesClient: boolean,
): Transformed {
  let needsTypes = false;
  let keepsCompat = false;
  const untyped: SourceContext["untyped"] = [];
  const units = file.units.map((unit) => {
    const sf = program.getSourceFile(unit.programName)!;
    const result = transformScript(program, sf, shared, appUsesClient);
    needsTypes ||= result.usesTypesPackage;
    keepsCompat ||= result.keepsCompat;
    for (const use of result.untyped)
      untyped.push({ ...use, place: unitPlace(file.text, unit, use.place) });
    return { offset: unit.offset, text: unit.text, programName: unit.programName, result };
  });
  return { file, name, units, untyped, needsTypes, keepsCompat };
}

/**
 * The findings each script made in others (or itself) by following a value there: each joins the
 * findings of the script it is in, once per decision, naming every place that leads there
 * (`src/app.ts:7`, as the report gives that place).
 */
function addFollowed(transformed: readonly Transformed[]): void {
  const byProgramName = new Map(
    transformed.flatMap((entry) => entry.units.map((unit) => [unit.programName, { entry, unit }])),
  );
  const decisions = new Map<
    string,
    { at: Finding; from: string[]; why: (from: string) => string }
  >();
  for (const source of transformed) {
    for (const unit of source.units) {
      for (const followed of unit.result.followed) {
        const target = byProgramName.get(followed.sf.fileName);
        if (!target) continue;
        const from = placeAfterEdits(source.file.text, source.units, unit, followed.from);
        const key = `${followed.sf.fileName}\u0000${followed.key}`;
        let decision = decisions.get(key);
        if (!decision) {
          const at: Finding = { ...followed.place, why: "", rule: followed.rule };
          target.unit.result.findings.push(at);
          decisions.set(key, (decision = { at, from: [], why: followed.why }));
        }
        decision.from.push(`${source.name}:${from.line}`);
      }
    }
  }
  for (const { at, from, why } of decisions.values()) {
    const places = [...new Set(from)];
    at.why = why(
      places.length === 1 ? places[0]! : `${places.slice(0, -1).join(", ")} and ${places.at(-1)!}`,
    );
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
      // a copy found in the app, the package's own file, or a file named as the client's builds are
      if (loadsCopy || tag.src.includes("@pitcher/js-api") || /js-api[^/]*\.js$/i.test(tag.src)) {
        needsPerson.push({
          line: tag.line,
          column: 1,
          why: MESSAGES.scriptTagCopy(file),
          rule: "pitcher-global",
        });
      }
    }
    if (needsPerson.length > 0) {
      plan.files.push({ file, path: page, before: html, after: html, changes: [], needsPerson });
    }
  }
}

/** The modernise step over the scanned app into `plan`, for `run`'s rules. */
export async function planModernizeStep(
  root: string,
  scan: AppFiles,
  plan: MigrationPlan,
  run: ModernizeRun,
): Promise<void> {
  const { rules, leaving, withheld } = run;
  const loaded = await loadFiles(root, scan.sources, plan.skipped);
  const units = loaded.flatMap((file) => file.units);
  const program = createAppProgram(root, units);
  const manifestPath = join(root, "package.json");
  const manifest = existsSync(manifestPath) ? readFileSync(manifestPath, "utf8") : undefined;
  requireInstalled(root, manifest, SOURCE_PACKAGES);
  const appUsesClient = SOURCE_PACKAGES.some(
    (name) => Boolean(manifest?.includes(name)) || units.some((unit) => unit.text.includes(name)),
  );
  const shared: Shared = {
    sdkExports: new Set(Object.keys(sdk)),
    typeExports: ourTypeExports(),
    rules,
    leaving,
    withheld,
  };
  let needsTypes = false;
  let keepsCompat = false;
  const skip = (name: string, error: unknown) =>
    plan.skipped.push({
      file: name,
      reason: `${error instanceof SyntaxError ? "does not parse" : "could not be transformed"}: ${(error as Error).message}`,
    });
  const transformed: Transformed[] = [];
  for (const file of loaded) {
    const name = toPosix(relative(root, file.path));
    try {
      transformed.push(transformFile(program, file, name, shared, appUsesClient));
    } catch (error) {
      skip(name, error);
    }
  }
  addFollowed(transformed);
  for (const result of transformed) {
    try {
      plan.files.push(fileOutcome(result.name, result.file.path, result.file.text, result.units));
      addUntyped((plan.untyped ??= []), result.name, result.untyped);
      needsTypes ||= result.needsTypes;
      keepsCompat ||= result.keepsCompat;
    } catch (error) {
      skip(result.name, error);
    }
  }
  const copies = vendoredCopies(root, scan, plan);
  if (rules.has("pitcher-global") || withheld.has("pitcher-global"))
    scriptTagPages(root, scan, plan, copies);
  if (!leaving) return;
  manifestOutcome(root, plan, (text) => {
    const from = SOURCE_PACKAGES.find((name) => dependsOn(text, name));
    if (from === undefined) return { text, changes: [] };
    return rewritePackageJson(
      text,
      from,
      NEW_PACKAGE,
      { sdk: ourRange("@hostbridge/sdk"), types: ourRange("@hostbridge/protocol-types") },
      needsTypes,
      keepsCompat,
    );
  });
}
