// The app's own checks, which judge each step of `--modernize`: the scripts its package.json has
// for a type-check, a build and its tests, run as its developers run them (`npm run <script>`).
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** The kinds of check, in the order they run. */
export const CHECK_KINDS = ["typecheck", "build", "test"] as const;

/** A kind of check: a type-check, a build, the app's tests. */
export type CheckKind = (typeof CHECK_KINDS)[number];

/** One of the app's scripts that judges a step. */
export interface AppCheck {
  kind: CheckKind;
  /** The script's name in package.json (`typecheck`, `build`, `test`, ...). */
  script: string;
  /** Its command line, as package.json has it. */
  command: string;
}

/** A check that failed: its script, exit code and the first lines of what it printed. */
export interface CheckFailure {
  kind: CheckKind;
  script: string;
  exitCode: number | null;
  /** The first lines of its output from the first that names an error (at most {@link FAILURE_LINES}). */
  firstLines: string[];
}

/** How many lines of a failed check's output a report keeps. */
export const FAILURE_LINES = 12;

// `npm init`'s placeholder is no test suite
const NO_TEST = /no test specified/;
const TYPECHECK_SCRIPTS = ["typecheck", "type-check", "tsc", "check-types", "types"];
const TYPECHECKER = /^(npx\s+)?(vue-tsc|tsc)\b/;

/** The app's checks, by its package.json scripts (none when it has no package.json). */
export function appChecks(root: string): AppCheck[] {
  const path = join(root, "package.json");
  if (!existsSync(path)) return [];
  const { scripts = {} } = JSON.parse(readFileSync(path, "utf8")) as {
    scripts?: Record<string, string>;
  };
  const named = (script: string | undefined, kind: CheckKind): AppCheck[] =>
    script === undefined ? [] : [{ kind, script, command: scripts[script]! }];
  const typecheck =
    TYPECHECK_SCRIPTS.find((name) => scripts[name] !== undefined) ??
    Object.keys(scripts).find((name) => TYPECHECKER.test(scripts[name]!.trim()));
  const test = scripts["test"] !== undefined && !NO_TEST.test(scripts["test"]) ? "test" : undefined;
  return [
    ...named(typecheck, "typecheck"),
    ...named(scripts["build"] === undefined ? undefined : "build", "build"),
    ...named(test, "test"),
  ];
}

// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*[A-Za-z]/g;

// a failed test, an exception, a compiler's error; then anything that names an error
const FAILED = /^\s*(FAIL|×|✗)\s|\b[A-Z]\w*Error\b|\berror TS\d+|npm ERR!/;
const MENTIONS_ERROR = /error|fail|cannot|not found/i;

/** The lines of `output` that say what failed: from the first naming a failure, blank lines dropped. */
export function failureLines(output: string): string[] {
  const lines = output
    .replace(ANSI, "")
    .split(/\r?\n/)
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== "");
  const strong = lines.findIndex((line) => FAILED.test(line));
  const first = strong >= 0 ? strong : lines.findIndex((line) => MENTIONS_ERROR.test(line));
  return lines.slice(Math.max(first, 0), Math.max(first, 0) + FAILURE_LINES);
}

/** Options of {@link runCheck}. */
export interface RunOptions {
  /** The environment the app's scripts run in (default: this process's). */
  env?: NodeJS.ProcessEnv;
}

/** Runs one check (`npm run --silent <script>` in `root`); undefined when it passed. */
export function runCheck(
  root: string,
  check: AppCheck,
  options: RunOptions = {},
): Promise<CheckFailure | undefined> {
  return new Promise((resolve, reject) => {
    const child = spawn("npm", ["run", "--silent", check.script], {
      cwd: root,
      env: { ...(options.env ?? process.env), CI: "true", NO_COLOR: "1", FORCE_COLOR: "0" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", reject);
    child.on("close", (exitCode) =>
      resolve(
        exitCode === 0
          ? undefined
          : { kind: check.kind, script: check.script, exitCode, firstLines: failureLines(output) },
      ),
    );
  });
}

/** Runs `checks` in order and stops at the first that fails; undefined when all passed. */
export async function runChecks(
  root: string,
  checks: readonly AppCheck[],
  options: RunOptions = {},
): Promise<CheckFailure | undefined> {
  for (const check of checks) {
    const failure = await runCheck(root, check, options);
    if (failure) return failure;
  }
  return undefined;
}
