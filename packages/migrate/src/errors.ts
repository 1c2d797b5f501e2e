// The codes of the codemod's errors, one per class: `DependenciesMissingError` (installed.ts),
// `UnknownRuleError` (modernizePlan.ts), `MigrationRefusedError` (write.ts). Each class extends the
// one coded error of `@hostbridge/protocol-types`, so `isCodedError(error, "<class name>")` knows it
// across copies of this package.

/** The codes of the codemod's errors. */
export const MIGRATE_ERROR_CODES = {
  /** `--modernize` needs the app's dependencies installed ({@link DependenciesMissingError}). */
  DEPENDENCIES_MISSING: "DEPENDENCIES_MISSING",
  /** A `--modernize` rule id that compat does not have ({@link UnknownRuleError}). */
  UNKNOWN_RULE: "UNKNOWN_RULE",
  /** The migration was not written: files could not be read, parsed or written ({@link MigrationRefusedError}). */
  MIGRATION_REFUSED: "MIGRATION_REFUSED",
} as const;

/** One of the {@link MIGRATE_ERROR_CODES} values. */
export type MigrateErrorCode = (typeof MIGRATE_ERROR_CODES)[keyof typeof MIGRATE_ERROR_CODES];
