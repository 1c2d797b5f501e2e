// What an app's files are, for everyone who handles them: which ones never leave the app folder (the
// default excludes: deploy-client packs none of them, the dev server serves none of the secrets) and
// the ignore file's name.

/** Name of the gitignore-style ignore file read from the app root. */
export const IGNORE_FILE = ".hostbridgeignore";

/** Always excluded; an ignore file cannot re-include them. */
const HARD_EXCLUDES = [
  ".git",
  ".hg",
  ".svn",
  ".hostbridge/",
  IGNORE_FILE,
  ".DS_Store",
  "Thumbs.db",
];
/** Excluded because they hold secrets by convention; re-including one is refused. */
const SECRET_EXCLUDES = [
  ".env",
  ".env.*",
  "*.pem",
  "*.key",
  "*.p12",
  "*.pfx",
  "id_rsa*",
  "id_dsa*",
  "id_ecdsa*",
  "id_ed25519*",
  ".netrc",
  ".npmrc",
];
/** Excluded by default; an ignore file may re-include them with `!pattern`. */
const SOFT_EXCLUDES = [
  "node_modules/",
  "hostbridge.config.json",
  "npm-debug.log*",
  "yarn-error.log*",
  "pnpm-debug.log*",
];

/**
 * The default exclude rules, in three groups: `always` (cannot be re-included), `secrets`
 * (re-including one makes packing fail) and `overridable` (an ignore file may re-include them).
 */
export const DEFAULT_EXCLUDES = {
  always: HARD_EXCLUDES,
  secrets: SECRET_EXCLUDES,
  overridable: SOFT_EXCLUDES,
} as const;
