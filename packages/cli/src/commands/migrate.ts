// `hostbridge migrate [dir] [--modernize [rule...]]`: moves an app off the platform's existing client
// (`@pitcher/js-api`) in two steps, with the codemod of `@hostbridge/migrate`, loaded only here: it
// brings the TypeScript compiler (and, for Vue components, the Vue compiler), which no other
// command needs. Step 1 (default) moves the app to `@hostbridge/compat`; step 2 (`--modernize`)
// rewrites it rule by rule toward `@hostbridge/sdk`.
import { existsSync, statSync } from "node:fs";
import { resolve } from "node:path";
import type * as Codemod from "@hostbridge/migrate";
import { isCodedError } from "@hostbridge/protocol-types";
import type { CommandOutcome, Context } from "../context";
import { CliError } from "../errors";
import { EXIT_CODES } from "../exitCodes";

/** Flags of `hostbridge migrate`. */
export interface MigrateFlags {
  dryRun?: boolean;
  /** Step 2: the rules to modernise (`true`: every rule, leaving compat). */
  modernize?: boolean | string[];
  /** Write the files that parse even though others do not (default: write nothing). */
  partial?: boolean;
  /** Refuse to write when the app's git work tree has uncommitted changes (for CI). */
  requireClean?: boolean;
  /** Also write a `TODO(hostbridge-migrate)` comment above each place that needs a person. */
  todoComments?: boolean;
  /** `false` (`--no-lockfile`): leave the app's lockfile as it was after step 1. Default true. */
  lockfile?: boolean;
  /**
   * `false` (`--no-check`): step 2 writes every rule at once, unjudged. Default true: rule by rule,
   * each judged by the app's own type-check, build and tests, and rolled back when it fails them.
   */
  check?: boolean;
}

type MigrateModule = typeof Codemod;

async function loadCodemod(): Promise<MigrateModule> {
  try {
    return await import("@hostbridge/migrate");
  } catch (error) {
    if (
      (error as NodeJS.ErrnoException).code !== "ERR_MODULE_NOT_FOUND" &&
      (error as NodeJS.ErrnoException).code !== "MODULE_NOT_FOUND"
    )
      throw error;
    throw new CliError(
      "USAGE",
      "hostbridge migrate needs the codemod package, which the CLI does not install by default (it brings the TypeScript compiler): run `npm install --save-dev @hostbridge/migrate` in the app, or `npx -p @hostbridge/cli -p @hostbridge/migrate hostbridge migrate`",
    );
  }
}

/**
 * After step 1 wrote a changed package.json, the app's lockfile follows (its package manager,
 * lockfile only), so `npm ci` keeps passing. Nothing on a dry run, with `--no-lockfile`, or when
 * package.json did not change.
 */
async function followLockfile(
  codemod: MigrateModule,
  plan: Codemod.MigrationPlan,
  options: { dryRun: boolean; lockfile: boolean },
): Promise<Codemod.LockfileOutcome | undefined> {
  if (options.dryRun || !options.lockfile || plan.step !== "compat") return undefined;
  const manifest = plan.files.find((file) => file.file === "package.json");
  if (!manifest || manifest.before === manifest.after) return undefined;
  return codemod.updateLockfile(plan.root);
}

// (the codemod's errors are told by their brand, not `instanceof`: the codemod the CLI loads may be
// another copy of the package than the one that threw)
const refused = (error: unknown) =>
  isCodedError<Codemod.MigrationRefusedError>(error, "MigrationRefusedError");

function refusedMissing() {
  return (error: unknown): never => {
    if (isCodedError<Codemod.DependenciesMissingError>(error, "DependenciesMissingError")) {
      throw new CliError("USAGE", error.message, EXIT_CODES.USAGE, {
        details: { packages: error.packages },
      });
    }
    if (refused(error)) {
      throw new CliError("VALIDATION", error.message, EXIT_CODES.VALIDATION, {
        details: { files: error.files },
      });
    }
    throw error;
  };
}

/**
 * Step 2 judged by the app's own checks (`modernizeChecked`): rule by rule, each rolled back when
 * the app's type-check, build or tests fail on its result. Exits 8 when a rule was rolled back or
 * waits for an install, or a place needs a person.
 */
async function checkedModernize(
  ctx: Context,
  codemod: MigrateModule,
  root: string,
  modernize: string[],
  todoComments: boolean,
): Promise<CommandOutcome> {
  const run = await codemod
    .modernizeChecked(root, { modernize, todoComments })
    .catch(refusedMissing());
  for (const line of codemod.formatCheckedRun(run).trimEnd().split("\n")) ctx.out.line(line);
  const report = codemod.migrationReport(run.plan, true);
  const undone = run.steps.some(
    (step) => step.outcome === "rolled-back" || step.outcome === "needs-install",
  );
  return {
    result: {
      ...report,
      checks: run.checks,
      missingChecks: run.missing,
      failingBefore: run.failingBefore,
      steps: run.steps.map(({ plan: _plan, ...step }) => step),
    },
    exitCode: report.needsPersonCount > 0 || undone ? EXIT_CODES.NEEDS_PERSON : EXIT_CODES.OK,
  };
}

/**
 * The app's directory given after `--modernize`'s rules (`migrate --modernize .`, whose variadic
 * option takes it as a rule): the last value, when it is no rule and is a directory, and no
 * directory came before.
 */
function dirAfterRules(
  ctx: Context,
  flags: MigrateFlags,
  codemod: { MODERNIZE_RULES: Record<string, unknown> },
  dir: string | undefined,
): { dir: string | undefined; flags: MigrateFlags } {
  const values = Array.isArray(flags.modernize) ? flags.modernize : [];
  const last = values.at(-1);
  if (dir !== undefined || last === undefined || last in codemod.MODERNIZE_RULES) {
    return { dir, flags };
  }
  const path = resolve(ctx.appDir, last);
  if (!existsSync(path) || !statSync(path).isDirectory()) return { dir, flags };
  const rules = values.slice(0, -1);
  return { dir: last, flags: { ...flags, modernize: rules.length > 0 ? rules : true } };
}

/**
 * `hostbridge migrate [dir] [--dry-run]`: rewrites the app's sources and package.json (all files or
 * none), or with `--dry-run` prints the unified diff and writes nothing; then reports per file what
 * changed and each place that needs a person (`file:line:column` and why). Exits 8 when anything
 * needs a person.
 */
export async function migrateCommand(
  ctx: Context,
  givenDir: string | undefined,
  given: MigrateFlags,
): Promise<CommandOutcome> {
  const codemod = await loadCodemod();
  const { dir, flags } = dirAfterRules(ctx, given, codemod, givenDir);
  const root = resolve(ctx.appDir, dir ?? ".");
  if (!existsSync(root) || !statSync(root).isDirectory()) {
    throw new CliError(
      "USAGE",
      `${root} is not a directory: give the app's directory (default: the current one)`,
    );
  }
  const dryRun = Boolean(flags.dryRun);
  const dirty = dryRun ? undefined : codemod.uncommittedChanges(root);
  if (dirty && dirty.length > 0) {
    const listed = `${dirty.slice(0, 5).join(", ")}${dirty.length > 5 ? ", ..." : ""}`;
    if (flags.requireClean) {
      throw new CliError(
        "USAGE",
        `the app has uncommitted changes (${listed}): commit or stash them first, so the migration's edits can be reviewed on their own (--require-clean); nothing was written`,
      );
    }
    ctx.out.note(
      `warning: the app has ${dirty.length} uncommitted change${dirty.length === 1 ? "" : "s"} (${listed}); the migration's edits will be mixed into them (--require-clean refuses instead)`,
    );
  }
  const modernize =
    flags.modernize === undefined || flags.modernize === false
      ? undefined
      : flags.modernize === true
        ? []
        : flags.modernize;
  const unknown = (modernize ?? []).filter((rule) => !(rule in codemod.MODERNIZE_RULES));
  if (unknown.length > 0) {
    throw new CliError(
      "USAGE",
      `no modernise rule ${unknown.join(", ")}: the rules are ${Object.keys(codemod.MODERNIZE_RULES).join(", ")} (give the app's directory before --modernize, or with --app-dir)`,
    );
  }
  if (modernize !== undefined && !dryRun && flags.check !== false) {
    if (flags.partial) {
      throw new CliError(
        "USAGE",
        "--partial cannot be judged rule by rule (a file that does not parse keeps the app from its checks): fix that file, or pass --no-check with --partial",
      );
    }
    return checkedModernize(ctx, codemod, root, modernize, Boolean(flags.todoComments));
  }
  const plan = await codemod
    .planMigration(root, {
      todoComments: Boolean(flags.todoComments),
      ...(modernize === undefined ? {} : { modernize }),
    })
    .catch(refusedMissing());
  if (dryRun) {
    const diff = codemod.migrationDiff(plan);
    if (diff) ctx.out.line(diff.trimEnd());
  } else {
    try {
      codemod.writeMigration(plan, { partial: Boolean(flags.partial) });
      if (flags.partial && plan.skipped.length > 0) {
        ctx.out.note(
          `warning: --partial: ${plan.skipped.length} file${plan.skipped.length === 1 ? " was" : "s were"} left as ${plan.skipped.length === 1 ? "it was" : "they were"} (see below); the app may now import a package its package.json no longer lists`,
        );
      }
    } catch (error) {
      if (refused(error)) {
        throw new CliError("VALIDATION", error.message, EXIT_CODES.VALIDATION, {
          details: { files: error.files },
        });
      }
      throw new CliError(
        "UNEXPECTED",
        `could not write the migrated files (${(error as Error).message}); every file was left as it was`,
        EXIT_CODES.UNEXPECTED,
        { cause: error },
      );
    }
  }
  const report = codemod.migrationReport(plan, !dryRun);
  for (const line of codemod.formatReport(report).trimEnd().split("\n")) ctx.out.line(line);
  const lockfile = await followLockfile(codemod, plan, {
    dryRun,
    lockfile: flags.lockfile !== false,
  });
  if (lockfile) ctx.out.line(codemod.lockfileLine(lockfile));
  const lockfileLeft = lockfile !== undefined && !lockfile.updated;
  return {
    result: dryRun
      ? { ...report, diff: codemod.migrationDiff(plan) }
      : { ...report, ...(lockfile ? { lockfile } : {}) },
    exitCode: report.needsPersonCount > 0 || lockfileLeft ? EXIT_CODES.NEEDS_PERSON : EXIT_CODES.OK,
  };
}
