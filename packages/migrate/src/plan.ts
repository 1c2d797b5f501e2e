// Planning a migration: every file is read, parsed and transformed in memory; nothing is written.
import { resolve } from "node:path";
import { COMPAT_RULE_IDS } from "@hostbridge/compat";
import { planCompatStep } from "./compatPlan";
import { modernizeRules, planModernizeStep } from "./modernizePlan";
import type { MigrationPlan, PlanOptions } from "./outcome";
import { scanApp } from "./sources";
import { addTodoComments, carryOver, dropDone } from "./todo";

export type { FileOutcome, MigrationPlan, Notice, PlanOptions, SkippedFile } from "./outcome";

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
  const asked = options.modernize === undefined ? undefined : modernizeRules(options.modernize);
  // leaving compat is asked for by naming every rule; the rules held back stay out of what it does
  const withheld = modernizeRules(options.withhold ?? [], false);
  const rules =
    asked === undefined ? undefined : new Set([...asked].filter((rule) => !withheld.has(rule)));
  const leaving = asked?.size === COMPAT_RULE_IDS.length;
  const plan: MigrationPlan = {
    root,
    step: rules === undefined ? "compat" : "modernize",
    rules: [...(rules ?? [])],
    leftCompat: leaving,
    files: [],
    skipped: [],
    notices: [],
  };
  const scan = scanApp(root);
  if (rules === undefined) await planCompatStep(root, scan, plan);
  else await planModernizeStep(root, scan, plan, { rules, leaving, withheld });
  carryOver(plan);
  dropDone(plan);
  if (options.todoComments) addTodoComments(plan);
  return plan;
}
