// After step 1 changed package.json, the app's lockfile must follow, or `npm ci` (and its pnpm and
// yarn equivalents) refuses the app: the lockfile would still list @pitcher/js-api and lack
// @hostbridge/compat. The package manager that wrote the lockfile updates it, lockfile only (no
// node_modules change, no install scripts); when it cannot (offline, no such manager, a registry
// without the package), the lockfile is left as it was and the outcome says why and what to run.
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** What happened to the app's lockfile. */
export interface LockfileOutcome {
  /** The lockfile (relative to the app), e.g. `package-lock.json`. */
  file: string;
  /** The command run (or to run), as a person would type it. */
  command: string;
  updated: boolean;
  /** Why it was not updated (the manager's own first error line when it ran). */
  why?: string;
}

interface Manager {
  file: string;
  program: string;
  args: string[];
}

/** The lockfile of the app in `root` and the lockfile-only command of its package manager. */
export function lockfileManager(root: string): Manager | undefined {
  if (
    existsSync(join(root, "package-lock.json")) ||
    existsSync(join(root, "npm-shrinkwrap.json"))
  ) {
    const file = existsSync(join(root, "npm-shrinkwrap.json"))
      ? "npm-shrinkwrap.json"
      : "package-lock.json";
    const args = ["install", "--package-lock-only", "--ignore-scripts", "--no-audit", "--no-fund"];
    return { file, program: "npm", args };
  }
  if (existsSync(join(root, "pnpm-lock.yaml"))) {
    return {
      file: "pnpm-lock.yaml",
      program: "pnpm",
      args: ["install", "--lockfile-only", "--ignore-scripts"],
    };
  }
  if (existsSync(join(root, "yarn.lock"))) {
    // Yarn 2+ (its lockfile has __metadata) updates the lockfile alone; Yarn 1 has no such mode,
    // and installs (scripts off) to rewrite yarn.lock.
    const berry = readFileSync(join(root, "yarn.lock"), "utf8").includes("__metadata:");
    return berry
      ? { file: "yarn.lock", program: "yarn", args: ["install", "--mode=update-lockfile"] }
      : {
          file: "yarn.lock",
          program: "yarn",
          args: ["install", "--ignore-scripts", "--non-interactive"],
        };
  }
  return undefined;
}

/** The first line of a failed command's output that says what went wrong. */
function firstError(output: string): string {
  const lines = output
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  return (
    lines.find((line) => /\b(ERR|error|E404|ENOTFOUND|ETARGET|not found)\b/i.test(line)) ??
    lines[0] ??
    "no output"
  );
}

/** Runs `program args` in `cwd`: its exit status and output, or the error that kept it from running. */
function run(
  program: string,
  args: readonly string[],
  cwd: string,
  timeoutMs: number,
): Promise<{ status: number | null; output: string; error?: NodeJS.ErrnoException }> {
  return new Promise((resolve) => {
    const child = spawn(program, args, {
      cwd,
      env: { ...process.env, CI: "1" },
      stdio: ["ignore", "pipe", "pipe"],
      timeout: timeoutMs,
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    let error: NodeJS.ErrnoException | undefined;
    child.on("error", (failure: NodeJS.ErrnoException) => (error = failure));
    child.on("close", (status, signal) => {
      if (signal === "SIGTERM" && !error) {
        error = Object.assign(new Error("timed out"), { code: "ETIMEDOUT" });
      }
      resolve({ status, output, ...(error ? { error } : {}) });
    });
  });
}

/**
 * Updates the lockfile of the app in `root` with its package manager, lockfile only. Undefined when
 * the app has no lockfile. `timeoutMs` bounds the manager's run (default two minutes).
 */
export async function updateLockfile(
  root: string,
  timeoutMs = 120_000,
): Promise<LockfileOutcome | undefined> {
  const manager = lockfileManager(root);
  if (!manager) return undefined;
  const command = [manager.program, ...manager.args].join(" ");
  const result = await run(manager.program, manager.args, root, timeoutMs);
  if (result.error) {
    const why =
      result.error.code === "ENOENT"
        ? `${manager.program} is not installed here`
        : result.error.code === "ETIMEDOUT"
          ? `${manager.program} did not finish within ${Math.round(timeoutMs / 1000)} s`
          : result.error.message;
    return { file: manager.file, command, updated: false, why };
  }
  if (result.status !== 0) {
    const why = `${manager.program} exited with ${result.status}: ${firstError(result.output)}`;
    return { file: manager.file, command, updated: false, why };
  }
  return { file: manager.file, command, updated: true };
}

/** The report line for a lockfile outcome. */
export function lockfileLine(outcome: LockfileOutcome): string {
  return outcome.updated
    ? `${outcome.file}: updated (${outcome.command})`
    : `${outcome.file}: NOT updated (${outcome.why}): run \`${outcome.command}\` in the app once @hostbridge/compat can be installed; until then \`npm ci\` and its equivalents refuse the app`;
}
