// `--modernize` that never leaves an app worse than it found it: the rules are applied one at a time
// (then, for a run of every rule, leaving compat), and after each the app's own checks run (its
// type-check, build and tests: `appChecks.ts`). A step whose result fails a check that passed before
// is rolled back: every file it wrote gets its bytes back (through a temporary file and a rename, so
// none is ever half-written) and the report says which check failed, with its first lines.
import { createRequire } from "node:module";
import { existsSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { CompatRuleId } from "@hostbridge/compat";
import { COMPAT_RULE_IDS } from "@hostbridge/compat";
import type { AppCheck, CheckFailure, CheckKind, RunOptions } from "./appChecks";
import { appChecks, CHECK_KINDS, runCheck, runChecks } from "./appChecks";
import type { Place } from "./context";
import { placeBefore } from "./diff";
import { modernizeRules } from "./modernizePlan";
import type { FileOutcome, MigrationPlan } from "./outcome";
import { planMigration } from "./plan";
import { REPORT_FILE, writeReportFile } from "./todo";
import { writeMigration } from "./write";

/**
 * A step of a checked run: one rule that rewrites something; `other-rules`, the rules that rewrite
 * nothing (their places that need a person); or leaving compat for `@hostbridge/sdk` (after every
 * rule, and with their places).
 */
export type StepName = CompatRuleId | "other-rules" | "leave-compat";

/** What became of one step. */
export interface ModernizeStep {
  step: StepName;
  /**
   * `kept`: written, and the checks pass; `rolled-back`: written, a check failed, every file put
   * back; `nothing-to-do`: no file to change; `needs-install`: not written, because the packages
   * it moves the app to are not installed where the app's checks would find them.
   */
  outcome: "kept" | "rolled-back" | "nothing-to-do" | "needs-install";
  /** The files the step changed (or would have). */
  files: string[];
  /** The step's plan (what it changed, what needs a person). */
  plan: MigrationPlan;
  /** The check that failed (`rolled-back`). */
  failure?: CheckFailure;
  /** The packages to install first (`needs-install`). */
  missing?: string[];
}

/** The outcome of {@link modernizeChecked}. */
export interface CheckedModernization {
  root: string;
  /** The app's checks that judged each step. */
  checks: AppCheck[];
  /** The kinds of check the app has no script for (nothing judged those). */
  missing: CheckKind[];
  /** Checks that failed before any step (so they judged nothing). */
  failingBefore: CheckFailure[];
  steps: ModernizeStep[];
  /** What was kept, as one plan: every kept change, and the places that need a person. */
  plan: MigrationPlan;
}

/** Options of {@link modernizeChecked}. */
export interface CheckedOptions extends RunOptions {
  /** The rules (default, or an empty list: every rule, then leaving compat). */
  modernize?: readonly string[];
  /** Also write a `TODO(hostbridge-migrate)` comment above each place that needs a person. */
  todoComments?: boolean;
}

interface Saved {
  path: string;
  bytes: Buffer | undefined;
  mode: number;
}

function save(path: string): Saved {
  if (!existsSync(path)) return { path, bytes: undefined, mode: 0o644 };
  return { path, bytes: readFileSync(path), mode: statSync(path).mode & 0o7777 };
}

/** Puts every saved file back as it was, byte for byte (a temporary file, then a rename). */
function restore(saved: readonly Saved[]): void {
  for (const file of saved) {
    if (file.bytes === undefined) {
      rmSync(file.path, { force: true });
      continue;
    }
    const temp = `${file.path}.hostbridge-migrate-restore.tmp`;
    writeFileSync(temp, file.bytes, { mode: file.mode });
    renameSync(temp, file.path);
  }
}

/** The `@hostbridge/*` packages the step's package.json adds that the app cannot resolve. */
function notInstalled(plan: MigrationPlan): string[] {
  const manifest = plan.files.find((file) => file.file === "package.json");
  if (!manifest || manifest.after === manifest.before) return [];
  const listed = (text: string) => {
    const json = JSON.parse(text) as Record<string, Record<string, string> | undefined>;
    return new Set([
      ...Object.keys(json["dependencies"] ?? {}),
      ...Object.keys(json["devDependencies"] ?? {}),
    ]);
  };
  const before = listed(manifest.before);
  const require = createRequire(join(plan.root, "package.json"));
  return [...listed(manifest.after)].filter((name) => {
    if (before.has(name)) return false;
    try {
      require.resolve(`${name}/package.json`);
      return false;
    } catch {
      return true;
    }
  });
}

const changedFiles = (plan: MigrationPlan) =>
  plan.files.filter((file) => file.after !== file.before);

async function runStep(
  root: string,
  step: StepName,
  rules: readonly string[],
  checks: readonly AppCheck[],
  options: CheckedOptions,
  withhold: readonly string[] = [],
): Promise<ModernizeStep> {
  const plan = await planMigration(root, {
    modernize: rules,
    withhold,
    todoComments: Boolean(options.todoComments),
  });
  const files = changedFiles(plan).map((file) => file.file);
  if (files.length === 0) {
    writeMigration(plan); // (the report file: the step's places that need a person)
    return { step, outcome: "nothing-to-do", files, plan };
  }
  const missing = notInstalled(plan);
  if (missing.length > 0) return { step, outcome: "needs-install", files, plan, missing };
  const saved = [...changedFiles(plan).map((file) => file.path), join(root, REPORT_FILE)].map(save);
  writeMigration(plan);
  const failure = await runChecks(root, checks, options);
  if (failure === undefined) return { step, outcome: "kept", files, plan };
  restore(saved);
  return { step, outcome: "rolled-back", files, plan, failure };
}

/**
 * The kept steps as one plan: each file from its first before to its text now, every kept change,
 * and the places that need a person as the last step found them (it planned on the app as it is now
 * when it was rolled back, or carried every earlier place over when it was written), at their lines
 * in the files as they are now.
 */
function keptPlan(
  root: string,
  first: MigrationPlan,
  steps: readonly ModernizeStep[],
): MigrationPlan {
  const last = steps.at(-1)?.plan ?? first;
  const files = new Map<string, FileOutcome>();
  for (const { plan, outcome } of steps) {
    const kept = outcome === "kept" || outcome === "nothing-to-do";
    for (const file of plan.files) {
      const seen = files.get(file.file);
      const changes = kept ? file.changes : [];
      if (!seen) files.set(file.file, { ...file, changes: [...changes], needsPerson: [] });
      else seen.changes.push(...changes);
    }
  }
  // (a rolled-back last step found its places in the text it wrote: each goes back to where it is
  // in the file as it is now)
  const undone = steps.at(-1)?.outcome === "rolled-back";
  for (const file of last.files) {
    const outcome = files.get(file.file) ?? { ...file, changes: [] };
    const now = undone ? placeBefore(file.before, file.after) : (place: Place) => place;
    const needsPerson = file.needsPerson.map((entry) => ({ ...entry, ...now(entry) }));
    files.set(file.file, { ...outcome, needsPerson });
  }
  for (const file of files.values()) {
    file.after = existsSync(file.path) ? readFileSync(file.path, "utf8") : file.after;
  }
  const kept = steps.filter((step) => step.outcome === "kept").map((step) => step.step);
  return {
    root,
    step: "modernize",
    rules: kept.filter(
      (step): step is CompatRuleId => step !== "leave-compat" && step !== "other-rules",
    ),
    leftCompat: kept.includes("leave-compat"),
    files: [...files.values()].sort((a, b) => a.file.localeCompare(b.file)),
    skipped: [],
    notices: last.notices,
    ...(last.carried === undefined ? {} : { carried: last.carried }),
    ...(last.untyped === undefined ? {} : { untyped: last.untyped }),
  };
}

/**
 * The second step, judged by the app's own checks: each rule is applied and written, then the
 * app's type-check, build and tests run (the scripts its package.json has); a rule whose result
 * fails one that passed before is rolled back (every file byte for byte) and reported with the
 * failure's first lines. A run of every rule then leaves compat, judged the same way. Throws what
 * {@link planMigration} and {@link writeMigration} throw (nothing is written then).
 *
 * @example
 * ```ts
 * const run = await modernizeChecked("./my-app");
 * for (const step of run.steps) console.log(step.step, step.outcome, step.failure?.firstLines[0]);
 * ```
 */
export async function modernizeChecked(
  dir: string,
  options: CheckedOptions = {},
): Promise<CheckedModernization> {
  const rules = modernizeRules(options.modernize ?? []);
  // what refuses the run (dependencies missing, a file that does not parse) refuses it up front
  const first = await planMigration(dir, { modernize: [...rules] });
  if (first.skipped.length > 0) writeMigration(first); // (throws MigrationRefusedError, writes nothing)
  const root = first.root;
  const all = appChecks(root);
  const failingBefore: CheckFailure[] = [];
  for (const check of all) {
    const failure = await runCheck(root, check, options);
    if (failure) failingBefore.push(failure);
  }
  const checks = all.filter((check) => !failingBefore.some((f) => f.script === check.script));
  // a rule with no rewrite in the plan of them all has none on its own (that rewrites a subset):
  // those run as one step, for their places that need a person (leaving compat covers them too)
  const rewriting = new Set(
    first.files.flatMap((file) => file.changes.map((change) => change.rule)),
  );
  const own = COMPAT_RULE_IDS.filter((rule) => rules.has(rule) && rewriting.has(rule));
  const others = COMPAT_RULE_IDS.filter((rule) => rules.has(rule) && !rewriting.has(rule));
  const leaving = rules.size === COMPAT_RULE_IDS.length;
  const steps: ModernizeStep[] = [];
  for (const rule of own) steps.push(await runStep(root, rule, [rule], checks, options));
  // leaving compat does what the kept rules did and the rest of leaving; a rule rolled back stays
  // out (its places are reported, each with the rule), so its failure is not met a second time
  const rolledBack = steps.filter((step) => step.outcome === "rolled-back").map((s) => s.step);
  if (leaving) steps.push(await runStep(root, "leave-compat", [], checks, options, rolledBack));
  else if (others.length > 0)
    steps.push(await runStep(root, "other-rules", others, checks, options));
  const plan = keptPlan(root, first, steps);
  writeReportFile(plan); // (every place still to do, whichever steps were kept)
  return {
    root,
    checks,
    missing: CHECK_KINDS.filter((kind) => !all.some((check) => check.kind === kind)),
    failingBefore,
    steps,
    plan,
  };
}
