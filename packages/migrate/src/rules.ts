// The modernise rules are compat's: one id per old feature it keeps, the same ids its development
// notices name. The codemod tags every rewrite and report with one of them.
import { COMPAT_RULES } from "@hostbridge/compat";

/**
 * The rules `planMigration(dir, { modernize: [...] })` and `hostbridge migrate --modernize` take:
 * `@hostbridge/compat`'s `COMPAT_RULES` (id -> the old feature and its modern form).
 */
export const MODERNIZE_RULES = COMPAT_RULES;
