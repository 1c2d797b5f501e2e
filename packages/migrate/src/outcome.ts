// What a planned migration would do, file by file: the shapes `plan.ts` builds and `todo.ts` reads.
import type { Change, Finding } from "./context";
import type { UntypedValue } from "./untyped";

/** The outcome for one file. */
export interface FileOutcome {
  /** Path relative to the app directory, with `/` separators. */
  file: string;
  /** Absolute path. */
  path: string;
  before: string;
  after: string;
  changes: Change[];
  /** Places left as they were that need a person. */
  needsPerson: Finding[];
}

/** A file the codemod could not parse or transform (left untouched). */
export interface SkippedFile {
  file: string;
  reason: string;
}

/** Everything a migration would do. */
export interface MigrationPlan {
  /** The app directory (absolute). */
  root: string;
  /** Every file read, in path order; `before === after` when nothing changed. */
  files: FileOutcome[];
  /** Files that could not be parsed or transformed: while there is one, nothing is written. */
  skipped: SkippedFile[];
  /** Things the codemod left alone on purpose and says so (vendored copies, symbolic links). */
  notices: Notice[];
  /** `compat`: step 1; `modernize`: step 2. */
  step: "compat" | "modernize";
  /** The rules step 2 runs (empty in step 1). */
  rules: string[];
  /** Whether this run leaves compat for `@hostbridge/sdk` (step 2, every rule). */
  leftCompat: boolean;
  /** Places of an earlier run's report that are still as they were (see `todo.ts`). */
  carried?: number;
  /**
   * Step 2: the values of unknown type the app calls the existing client's methods on, said once
   * (one line of the report), not a line per place.
   */
  untyped?: UntypedValue[];
}

/** Options of {@link planMigration}. */
export interface PlanOptions {
  /** Also write a `TODO(hostbridge-migrate)` comment above each place that needs a person. */
  todoComments?: boolean;
  /**
   * The second step: move from `@hostbridge/compat` to the modern API by these rules (an empty list:
   * every rule). Left out: the first step (the dependency and every reference to `@hostbridge/compat`).
   */
  modernize?: readonly string[];
  /**
   * Rules of `modernize` held back: their rewrites are not made but reported where they would have
   * been (each with the rule's name); the rest of the run is as asked. A run of every rule with some
   * held back still leaves compat. `modernizeChecked` holds back the rules it rolled back.
   */
  withhold?: readonly string[];
}

/** Something left alone on purpose, not a to-do. */
export interface Notice {
  file: string;
  line: number;
  note: string;
}
