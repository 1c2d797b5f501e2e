import { Command, CommanderError, Option } from "commander";
// Start-up cost: only commander and the small modules below load for every run (`--version`,
// `--help`, usage errors). Each command's implementation, and the libraries it needs
// (@hostbridge/deploy-client, @hostbridge/local-platform, the dev server, zod), is imported when
// that command runs: see the `import()` in each action and `reportError`.
// test/startup.test.ts checks what a bundled bin loads for `--version` and `--help`.
import type { DeployError } from "@hostbridge/deploy-client";
import type { LocalPlatformError } from "@hostbridge/local-platform";
import { findPlainKeyFlag } from "./apiKey";
import type { DeployFlags } from "./commands/deploy";
import type { InitFlags } from "./commands/init";
import type { InstallFlags } from "./commands/install";
import type { PackFlags } from "./commands/pack";
import type { PlatformFlags } from "./commands/platform";
import type { PublishFlags } from "./commands/publish";
import type { ValidateFlags } from "./commands/validate";
import { registerDevCommand } from "./dev/command";
import { makeContext } from "./context";
import type { CommandOutcome, CommonFlags, Context } from "./context";
import { CliError } from "./errors";
import { explainDeployError } from "./hints";
import { checkAppDir } from "./preflight";
import { EXIT_CODES, exitCodeFor } from "./exitCodes";
import type { CliIo } from "./io";
import { Output } from "./output";
import { platformResponseJson } from "./responseJson";
import { terminal } from "./io";
import { CLI_VERSION } from "./version";
import { examplesHelp, helpArguments, withExamples } from "./help";

const EXIT_CODE_HELP = `
Exit codes:
  0  ok                          4  the API key was refused
  1  unexpected failure          5  network, timeout, or publish outcome unknown
  2  usage or configuration      6  rejected by the platform
  3  the app is invalid          7  installed on some instances, failed on others
                               130  interrupted (Ctrl-C): the message says what reached the platform

The API key comes from HOSTBRIDGE_API_KEY, --api-key-file <file> or --api-key-stdin; never from a flag value.`;

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

type Runner = (ctx: Context) => Promise<CommandOutcome>;

function common(command: Command, appDir = true): Command {
  command
    .option("--json", "print exactly one JSON result on stdout (nothing else)")
    .option("--no-color", "no colours (NO_COLOR works too)");
  if (appDir)
    command.option("-C, --app-dir <dir>", "the app directory (default: the current directory)");
  return command;
}

function keyOptions(command: Command, purpose: "send" | "scan" = "send"): Command {
  return purpose === "scan"
    ? command
        .option(
          "--api-key-file <file>",
          "a file with your API key, read only to search the app's files for it (a key must never ship in the archive); nothing is sent (default: HOSTBRIDGE_API_KEY)",
        )
        .option("--api-key-stdin", "the same, with the key read from standard input")
    : command
        .option(
          "--api-key-file <file>",
          "read the API key from this file (default: HOSTBRIDGE_API_KEY)",
        )
        .option("--api-key-stdin", "read the API key from standard input");
}

function targetOptions(command: Command, instances: boolean): Command {
  command
    .option(
      "--base-url <url>",
      "the platform's base URL (default: HOSTBRIDGE_BASE_URL, then the profile)",
    )
    .option(
      "--profile <name>",
      "a profile of hostbridge.config.json (default: HOSTBRIDGE_PROFILE, then defaultProfile)",
    );
  if (instances) {
    command.option(
      "--instance <id...>",
      "instance id(s) to install on, repeatable (default: HOSTBRIDGE_INSTANCE_IDS, then the profile)",
    );
  }
  return command
    .option(
      "--timeout <seconds>",
      "fail a request when nothing was sent or received for this long (default 60)",
    )
    .option("--dry-run", "print the exact requests (key shown as ***) and send nothing")
    .addOption(
      new Option(
        "--allow-http",
        "allow plain http to a non-local host (the key travels in clear text)",
      ).hideHelp(),
    );
}

function buildProgram(
  io: CliIo,
  json: boolean,
  run: (name: string, flags: CommonFlags, runner: Runner) => Promise<void>,
): Command {
  const program = new Command("hostbridge")
    .description("Validate, pack, publish and install HostBridge apps; run a local platform.")
    .version(CLI_VERSION, "-V, --version", "print the CLI version")
    .addHelpText("after", `${examplesHelp("hostbridge")}\n${EXIT_CODE_HELP}`)
    .enablePositionalOptions()
    .showSuggestionAfterError(true)
    .exitOverride()
    .configureOutput({
      writeOut: (text) => void io.stdout.write(text),
      // Under --json, commander's own messages are replaced by the JSON envelope.
      writeErr: (text) => void (json ? undefined : io.stderr.write(text)),
    })
    .showHelpAfterError("(run with --help for usage)");

  withExamples(
    common(
      program
        .command("init")
        .argument("[dir]", "directory to create the app in (default: current directory)"),
      false,
    ),
    "init",
  )
    .description(
      "create an app from a template (Vite, TypeScript, @hostbridge/sdk, app.json, deploy config)",
    )
    .option("--name <name>", "the app name (default: from the directory name)")
    .option(
      "--template <name>",
      "lean (default: one page, a picker, a pushed message, a test, CI) or full (the example app)",
    )
    .option(
      "--link <checkout>",
      "depend on the packed @hostbridge packages of a HostBridge checkout (`npm run pack:local` there) instead of the registry",
    )
    .option("-y, --yes", "do not ask anything")
    .option("--force", "write the template into a directory that is not empty")
    .action((dir: string | undefined, flags: InitFlags & CommonFlags) =>
      run("init", flags, async (ctx) =>
        (await import("./commands/init")).initCommand(ctx, dir, flags),
      ),
    );

  withExamples(keyOptions(common(program.command("validate")), "scan"), "validate")
    .description(
      "check app.json, the files to pack and the config; send nothing. Only what the spec requires fails (app.json is a JSON object with a non-empty name); suspicions are warnings",
    )
    .option(
      "--strict",
      "fail (exit 3) on warnings too: name characters, version format, entry page, size",
    )
    .action((flags: ValidateFlags & CommonFlags) =>
      run("validate", flags, async (ctx) =>
        (await import("./commands/validate")).validateCommand(ctx, flags),
      ),
    );

  withExamples(keyOptions(common(program.command("pack")), "scan"), "pack")
    .description("write the app archive (default .hostbridge/<name>-<sha8>.zip in the app dir)")
    .option("--list", "list every file with the rule that includes or excludes it; write nothing")
    .option("--out <file>", "where to write the archive")
    .action((flags: PackFlags & CommonFlags) =>
      run("pack", flags, async (ctx) => (await import("./commands/pack")).packCommand(ctx, flags)),
    );

  withExamples(targetOptions(keyOptions(common(program.command("publish"))), false), "publish")
    .description(
      "pack and upload the app as a new version (users see nothing until it is installed)",
    )
    .option("--archive <zip>", "upload this archive instead of packing the app dir")
    .option(
      "--skip-unchanged",
      "publish nothing when the archive's sha256 equals the one the platform last reported for this app (when it reported one)",
    )
    .action((flags: PublishFlags & CommonFlags) =>
      run("publish", flags, async (ctx) =>
        (await import("./commands/publish")).publishCommand(ctx, flags),
      ),
    );

  withExamples(targetOptions(keyOptions(common(program.command("install"))), true), "install")
    .description("install a published version on instances (default: the latest version)")
    .option("--app <name>", "the app name (default: from app.json)")
    .option(
      "--version <n>",
      "pin the version to install (a HostBridge local-platform extension, not in the spec: sent only when given; default: the latest)",
    )
    .action((flags: InstallFlags & CommonFlags) =>
      run("install", flags, async (ctx) =>
        (await import("./commands/install")).installCommand(ctx, flags),
      ),
    );

  withExamples(targetOptions(keyOptions(common(program.command("deploy"))), true), "deploy")
    .description("validate, pack, publish and install that version on the profile's instances")
    .action((flags: DeployFlags & CommonFlags) =>
      run("deploy", flags, async (ctx) =>
        (await import("./commands/deploy")).deployCommand(ctx, flags),
      ),
    );

  withExamples(common(program.command("platform"), false), "platform")
    .description("run a local platform (publish and install endpoints) until Ctrl-C")
    .option("--port <n>", "port to listen on, 0 for any free port (default 4000)")
    .option("--host <host>", "interface to listen on (default 127.0.0.1)")
    .option(
      "--dir <dir>",
      "state directory (default $HOSTBRIDGE_PLATFORM_DIR, else a per-user directory such as ~/.local/state/hostbridge/platform; never inside the app, where its dev server would see every publish)",
    )
    .option(
      "--api-key-file <file>",
      "file with the accepted API key, created with a random key if missing (default <dir>/api-key)",
    )
    .option("--instance <id...>", "instance ids the platform knows (default: any id)")
    .option("--max-upload <size>", "largest accepted archive, e.g. 100MiB (default 512MiB)")
    .option(
      "--max-unpacked <size>",
      "most bytes an archive may unpack to, refused at publish (default 4 x --max-upload)",
    )
    .option(
      "--max-ratio <n>",
      "highest unpacked/packed ratio accepted, refused at publish as a zip bomb (default 200)",
    )
    .option(
      "--allowed-host <name...>",
      "host names to answer besides loopback names and IP addresses (DNS rebinding guard)",
    )
    .action((flags: PlatformFlags & CommonFlags) =>
      run("platform", flags, async (ctx) =>
        (await import("./commands/platform")).platformCommand(ctx, flags),
      ),
    );

  // ----------------------------------------------------------------------------------------------
  // Local development: `hostbridge dev` (the dev host page with the host simulator), in src/dev/.
  // ----------------------------------------------------------------------------------------------
  registerDevCommand(program, run);
  const dev = program.commands.find((command) => command.name() === "dev");
  if (dev) withExamples(dev, "dev");

  return program;
}

function describeUnexpected(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
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
  const run = async (name: string, flags: CommonFlags, runner: Runner) => {
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

/** Whether `error` carries this `name`: a cheap test that spares loading a library for other errors. */
function named(error: unknown, name: string): boolean {
  return typeof error === "object" && error !== null && (error as { name?: unknown }).name === name;
}

/**
 * `error` as a deploy-client error, tested by the library's own `isDeployError`. Every `DeployError`
 * is named "DeployError", so the library is imported only for such an error, and then it is already
 * loaded (it created the error); other failures (usage errors, `platform`) do not load it.
 */
async function asDeployError(error: unknown): Promise<DeployError | undefined> {
  if (!named(error, "DeployError")) return undefined;
  const { isDeployError } = await import("./deployErrors");
  return isDeployError(error) ? error : undefined;
}

/** `error` as a local-platform error, tested by `isLocalPlatformError` (loaded the same way). */
async function asLocalPlatformError(error: unknown): Promise<LocalPlatformError | undefined> {
  if (!named(error, "LocalPlatformError")) return undefined;
  const { isLocalPlatformError } = await import("./platformErrors");
  return isLocalPlatformError(error) ? error : undefined;
}

async function reportError(out: Output, error: unknown, ctx?: Context): Promise<number> {
  const deployError = await asDeployError(error);
  if (deployError) {
    const results = (deployError.details as { results?: unknown } | undefined)?.results;
    const response = deployError.response;
    const details = {
      ...(results === undefined ? {} : { results }),
      ...(response === undefined ? {} : { platform_response: platformResponseJson(response) }),
    };
    const explained = ctx ? explainDeployError(ctx, deployError) : undefined;
    out.failure(
      explained?.code ?? deployError.code,
      explained?.message ?? deployError.message,
      Object.keys(details).length === 0 ? undefined : details,
    );
    return explained?.exitCode ?? exitCodeFor(deployError);
  }
  if (error instanceof CliError) {
    out.failure(error.code, error.message, error.details);
    return error.exitCode;
  }
  const platformError = await asLocalPlatformError(error);
  if (platformError) {
    out.failure("CONFIG", platformError.message);
    return EXIT_CODES.USAGE;
  }
  out.failure(
    "UNEXPECTED",
    `${describeUnexpected(error)} (this is a bug: please report it with the command you ran)`,
  );
  return EXIT_CODES.UNEXPECTED;
}
