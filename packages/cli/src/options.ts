// The flags several commands share: output (--json, --no-color, --app-dir), the API key sources,
// and the deploy target (base URL, profile, instances, timeout, dry run).
import { Option } from "commander";
import type { Command } from "commander";

/** Adds --json, --no-color and (unless `appDir` is false) --app-dir. */
export function common(command: Command, appDir = true): Command {
  command
    .option("--json", "print exactly one JSON result on stdout (nothing else)")
    .option("--no-color", "no colours (NO_COLOR works too)");
  if (appDir)
    command.option("-C, --app-dir <dir>", "the app directory (default: the current directory)");
  return command;
}

/** Adds --api-key-file and --api-key-stdin: to send the key, or (`"scan"`) only to search the app for it. */
export function keyOptions(command: Command, purpose: "send" | "scan" = "send"): Command {
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

/** Adds the deploy target flags; `instances` adds --instance. */
export function targetOptions(command: Command, instances: boolean): Command {
  command
    .option(
      "--base-url <url>",
      "the platform's base URL (default: HOSTBRIDGE_BASE_URL, then the profile)",
    )
    .option(
      "--domain <name>",
      "the platform at https://<name>.my.pitcher.com, as the platform's makers name it (instead of --base-url)",
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
