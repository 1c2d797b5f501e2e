// The `hostbridge` program: its name, version, help text and output, and every command on it.
import { Command } from "commander";
import type { RunCommand } from "./dev/command";
import { registerDevCommand } from "./dev/command";
import { examplesHelp, withExamples } from "./help";
import type { CliIo } from "./io";
import {
  registerDeploy,
  registerInit,
  registerInstall,
  registerMigrate,
  registerPack,
  registerPlatform,
  registerPublish,
  registerValidate,
} from "./programCommands";
import { CLI_VERSION } from "./version";

const EXIT_CODE_HELP = `
Exit codes:
  0  ok                          4  the API key was refused
  1  unexpected failure          5  network, timeout, or publish outcome unknown
  2  usage or configuration      6  rejected by the platform
  3  the app is invalid          7  installed on some instances, failed on others
                                 8  migrate: places left that need a person (see its report)
                               130  interrupted (Ctrl-C): the message says what reached the platform

The API key comes from HOSTBRIDGE_API_KEY, --api-key-file <file> or --api-key-stdin; never from a flag value.`;

/**
 * The `hostbridge` program with every command; `run` runs a command's implementation, and `json`
 * (the run asked for --json) silences commander's own error messages.
 */
export function buildProgram(io: CliIo, json: boolean, run: RunCommand): Command {
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

  for (const register of [
    registerInit,
    registerValidate,
    registerPack,
    registerPublish,
    registerInstall,
    registerDeploy,
    registerPlatform,
    registerMigrate,
  ]) {
    register(program, run);
  }

  // ----------------------------------------------------------------------------------------------
  // Local development: `hostbridge dev` (the dev host page with the host simulator), in src/dev/.
  // ----------------------------------------------------------------------------------------------
  registerDevCommand(program, run);
  const dev = program.commands.find((command) => command.name() === "dev");
  if (dev) withExamples(dev, "dev");

  return program;
}
