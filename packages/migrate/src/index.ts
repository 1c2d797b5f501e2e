/**
 * `@hostbridge/migrate`: the codemod behind `hostbridge migrate`, moving an app off the platform's
 * existing client (`@pitcher/js-api`) in two steps: {@link planMigration} by default moves it to
 * `@hostbridge/compat` (the dependency and every reference, nothing else); with `modernize` it
 * rewrites it by compat's rules ({@link MODERNIZE_RULES}) toward `@hostbridge/sdk`. It works in
 * memory (TypeScript, JavaScript and Vue script blocks, with the TypeScript compiler's AST and type
 * checker); {@link writeMigration} writes it all or nothing; {@link migrationReport} says per file
 * what changed and which places need a person; {@link modernizeChecked} runs the second step rule by
 * rule, judged by the app's own type-check, build and tests, and rolls back a rule that fails them.
 *
 * @example
 * ```ts
 * import { formatReport, migrationReport, planMigration, writeMigration } from "@hostbridge/migrate";
 *
 * const plan = await planMigration("./my-app"); // step 1; { modernize: ["env-pitcher"] } for step 2
 * writeMigration(plan);
 * process.stdout.write(formatReport(migrationReport(plan, true)));
 * ```
 *
 * @packageDocumentation
 */
export { appChecks } from "./appChecks";
export { modernizeChecked } from "./checked";
export { formatCheckedRun } from "./checkedReport";
export { unifiedDiff } from "./diff";
export { planMigration } from "./plan";
export { formatReport, migrationDiff, migrationReport } from "./report";
export { lockfileLine, updateLockfile } from "./lockfile";
export { MESSAGES } from "./messages";
export { MODERNIZE_RULES } from "./rules";
export { UnknownRuleError } from "./modernizePlan";
export { DependenciesMissingError } from "./installed";
export { MIGRATE_ERROR_CODES } from "./errors";
export { SKIPPED_DIRECTORIES, VENDORED_DIRECTORIES } from "./sources";
export { DONE_MARKER, REPORT_FILE, TODO_MARKER } from "./todo";
export { MigrationRefusedError, uncommittedChanges, writeMigration } from "./write";

export type { AppCheck, CheckFailure, CheckKind } from "./appChecks";
export type { CheckedModernization, CheckedOptions, ModernizeStep, StepName } from "./checked";
export type { Change, Finding, Place } from "./context";
export type { FileOutcome, MigrationPlan, Notice, PlanOptions, SkippedFile } from "./plan";
export type { LockfileOutcome } from "./lockfile";
export type { ReportedPlace } from "./todo";
export type { UntypedValue } from "./untyped";
export type { WriteOptions } from "./write";
export type { MigrateErrorCode } from "./errors";
export type { FileReport, MigrationReport } from "./report";
