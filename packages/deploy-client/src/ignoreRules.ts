// Which files of an app go into the archive: the default excludes (always, secrets, overridable)
// and the app's `.hostbridgeignore`, combined in gitignore order into one decision per path.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import ignore from "ignore";
import type { Ignore } from "ignore";
import { DeployError } from "./errors";

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

/** What the rules decide for one path, and the secret rule it matches if any. */
export interface Decision {
  included: boolean;
  rule: string;
  secret?: string;
}

/** The exclude rules of one app: defaults and its ignore file, in gitignore order. */
export interface Rules {
  decide(path: string): Decision;
}

interface UserRule {
  pattern: string;
  line: number;
}

function matcher(patterns: readonly string[]): Ignore {
  return ignore().add(patterns.map((pattern) => ({ pattern, mark: pattern })));
}

/** Reads the app's ignore file (none is fine) and combines it with {@link DEFAULT_EXCLUDES}. */
export async function loadRules(appDir: string, ignoreFile: string): Promise<Rules> {
  const hard = matcher(ignoreFile === IGNORE_FILE ? HARD_EXCLUDES : [...HARD_EXCLUDES, ignoreFile]);
  const secrets = matcher(SECRET_EXCLUDES);
  const userRules: UserRule[] = [];
  let text = "";
  try {
    text = await readFile(join(appDir, ignoreFile), "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") {
      throw new DeployError(
        "VALIDATION",
        `${ignoreFile} could not be read: ${(error as Error).message}`,
        {
          cause: error,
          file: ignoreFile,
        },
      );
    }
  }
  text.split(/\r?\n/).forEach((raw, index) => {
    const pattern = raw.replace(/\s+$/, "");
    if (pattern === "" || pattern.startsWith("#")) return;
    userRules.push({ pattern, line: index + 1 });
  });
  // One rule list in gitignore order: defaults first, then the ignore file, so a later `!rule`
  // re-includes what an earlier rule excluded, exactly as git would decide.
  const combined = ignore().add([
    ...SOFT_EXCLUDES.map((pattern) => ({ pattern, mark: `default: ${pattern}` })),
    ...SECRET_EXCLUDES.map((pattern) => ({ pattern, mark: `default: ${pattern}` })),
    ...userRules.map((rule) => ({
      pattern: rule.pattern,
      mark: `${ignoreFile}:${rule.line}: ${rule.pattern}`,
    })),
  ]);
  const negatives = userRules
    .filter((rule) => rule.pattern.startsWith("!"))
    .map((rule) => ({
      label: `${ignoreFile}:${rule.line}: ${rule.pattern}`,
      match: ignore().add(rule.pattern.slice(1)),
    }));

  return {
    decide(path: string): Decision {
      const hardResult = hard.test(path);
      if (hardResult.ignored)
        return { included: false, rule: `default: ${hardResult.rule?.pattern ?? "?"}` };
      const result = combined.test(path);
      if (result.ignored) return { included: false, rule: result.rule?.mark ?? "?" };
      const rule = result.unignored
        ? (negatives.filter((entry) => entry.match.ignores(path)).pop()?.label ??
          `${ignoreFile}: !`)
        : "no rule matched";
      const secretResult = secrets.test(path);
      if (secretResult.ignored) {
        return { included: true, rule, secret: `default: ${secretResult.rule?.pattern ?? "?"}` };
      }
      return { included: true, rule };
    },
  };
}
