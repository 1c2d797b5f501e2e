import { CommanderError } from "commander";
// Start-up cost: only commander and the small modules below load for every run (`--version`,
// `--help`, usage errors). Each command's implementation, and the libraries it needs
// (@hostbridge/deploy-client, @hostbridge/local-platform, the dev server, zod), is imported when
// that command runs: see the `import()` in each action (programCommands.ts) and reportError.ts.
// test/startup.test.ts checks what a bundled bin loads for `--version` and `--help`.
import { findPlainKeyFlag } from "./apiKey";
import { makeContext } from "./context";
import type { CommonFlags } from "./context";
import type { RunCommand } from "./dev/command";
import { checkAppDir } from "./preflight";
import { EXIT_CODES } from "./exitCodes";
import type { CliIo } from "./io";
import { Output } from "./output";
import { terminal } from "./io";
import { helpArguments } from "./help";
import { buildProgram } from "./program";
import { reportError } from "./reportError";

function defaultIo(): CliIo {
  return {
    stdout: process.stdout,
    stderr: process.stderr,
    stdin: process.stdin,
    env: process.env,
    isTTY: {
      stdin: Boolean(process.stdin.isTTY),
      stdout: Boolean(process.stdout.isTTY),
      stderr: Boolean(process.stderr.isTTY),
    },
    cwd: process.cwd(),
    columns: process.stderr.columns,
  };
}

/**
 * Runs the `hostbridge` command line and resolves with its exit code (see {@link EXIT_CODES}); it
 * never calls `process.exit`. `io` replaces the process streams, environment and terminal facts
 * (every field optional), so the CLI can run inside tests or other tools.
 *
 * @param argv the arguments after the program name, e.g. `["publish", "--json"]`.
 * @example
 * ```ts
 * const code = await runCli(["validate", "--json"], { cwd: "./my-app" });
 * ```
 */
export async function runCli(argv: readonly string[], io: Partial<CliIo> = {}): Promise<number> {
  const fullIo: CliIo = { ...defaultIo(), ...io };
  const args = helpArguments([...argv]);
  const jsonRequested = args.includes("--json");
  const commandName = args.find((arg) => !arg.startsWith("-")) ?? "hostbridge";

  if (findPlainKeyFlag(args)) {
    const out = new Output(
      terminal(fullIo, args.includes("--no-color")),
      jsonRequested,
      commandName,
    );
    out.failure(
      "USAGE",
      "--api-key is not accepted: a key on the command line ends up in shell history and process lists. Set HOSTBRIDGE_API_KEY (in CI, from a secret), or use --api-key-file <file> or --api-key-stdin.",
    );
    return EXIT_CODES.USAGE;
  }

  let exitCode: number = EXIT_CODES.OK;
  let current: Output | undefined;
  const run: RunCommand = async (name: string, flags: CommonFlags, runner) => {
    const ctx = makeContext(fullIo, name, flags);
    current = ctx.out;
    try {
      checkAppDir(ctx, flags.appDir);
      const outcome = await runner(ctx);
      exitCode = outcome.exitCode ?? EXIT_CODES.OK;
      if (outcome.error && !ctx.out.json)
        ctx.out.failure(outcome.error.code, outcome.error.message);
      ctx.out.envelope({
        ok: exitCode === EXIT_CODES.OK,
        command: name,
        ...(outcome.result === undefined ? {} : { result: outcome.result }),
        ...(outcome.error ? { error: outcome.error } : {}),
      });
    } catch (error) {
      exitCode = await reportError(ctx.out, error, ctx);
    }
  };

  const program = buildProgram(fullIo, jsonRequested, run);
  try {
    await program.parseAsync(args, { from: "user" });
    if (!current && args.length === 0) {
      program.outputHelp();
    }
  } catch (error) {
    if (error instanceof CommanderError) {
      if (
        error.code === "commander.helpDisplayed" ||
        error.code === "commander.version" ||
        error.code === "commander.help"
      ) {
        return EXIT_CODES.OK;
      }
      const out =
        current ??
        new Output(terminal(fullIo, args.includes("--no-color")), jsonRequested, commandName);
      if (jsonRequested) out.failure("USAGE", error.message.replace(/^error: /, ""));
      return EXIT_CODES.USAGE;
    }
    return await reportError(
      current ?? new Output(terminal(fullIo, false), jsonRequested, commandName),
      error,
    );
  }
  return exitCode;
}
