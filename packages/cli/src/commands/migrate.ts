// `hostbridge migrate [dir] [--modernize [rule...]]`: moves an app off the platform's existing client
// (`@pitcher/js-api`) in two steps, with the codemod of `@hostbridge/migrate`, loaded only here: it
// brings the TypeScript compiler (and, for Vue components, the Vue compiler), which no other
// command needs. Step 1 (default) moves the app to `@hostbridge/compat`; step 2 (`--modernize`)
// rewrites it rule by rule toward `@hostbridge/sdk`.
import { existsSync, statSync } from "node:fs";
import { resolve } from "node:path";
import type * as Codemod from "@hostbridge/migrate";
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

/**
 * `hostbridge migrate [dir] [--dry-run]`: rewrites the app's sources and package.json (all files or
 * none), or with `--dry-run` prints the unified diff and writes nothing; then reports per file what
 * changed and each place that needs a person (`file:line:column` and why). Exits 8 when anything
 * needs a person.
 */
export async function migrateCommand(
  ctx: Context,
  dir: string | undefined,
  flags: MigrateFlags,
): Promise<CommandOutcome> {
  const root = resolve(ctx.appDir, dir ?? ".");
  if (!existsSync(root) || !statSync(root).isDirectory()) {
    throw new CliError(
      "USAGE",
      `${root} is not a directory: give the app's directory (default: the current one)`,
    );
  }
  const codemod = await loadCodemod();
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
  const plan = await codemod
    .planMigration(root, {
      todoComments: Boolean(flags.todoComments),
      ...(modernize === undefined ? {} : { modernize }),
    })
    .catch((error: unknown) => {
      if (error instanceof codemod.DependenciesMissingError) {
        throw new CliError("USAGE", error.message, EXIT_CODES.USAGE, {
          details: { packages: error.packages },
        });
      }
      throw error;
    });
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
      if (error instanceof codemod.MigrationRefusedError) {
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
