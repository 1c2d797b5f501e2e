// Which files of an app go into the archive: the default excludes (always, secrets, overridable)
// and the app's `.hostbridgeignore`, combined in gitignore order into one decision per path.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import ignore from "ignore";
import type { Ignore } from "ignore";
import { DEFAULT_EXCLUDES, IGNORE_FILE } from "@hostbridge/deploy-contract";
import { DeployError } from "./errors";

// The default excludes are part of the contract (the dev server serves none of the secrets either).
export { DEFAULT_EXCLUDES, IGNORE_FILE } from "@hostbridge/deploy-contract";
const {
  always: HARD_EXCLUDES,
  secrets: SECRET_EXCLUDES,
  overridable: SOFT_EXCLUDES,
} = DEFAULT_EXCLUDES;

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
