#!/usr/bin/env node
// The `hostbridge` binary: runs the CLI on the real process and exits with its code.
import { runCli } from "./cli";
import { EXIT_CODES } from "./exitCodes";
import { interruptibleCommand } from "./interrupt";

// A reader that stops early (`hostbridge --help | head -1`) closes the pipe: stop quietly, as other
// command-line tools do, instead of crashing with an unhandled EPIPE.
for (const stream of [process.stdout, process.stderr]) {
  stream.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code !== "EPIPE") throw error;
    process.exit(typeof process.exitCode === "number" ? process.exitCode : 0);
  });
}

const argv = process.argv.slice(2);
// Ctrl-C during a command that talks to the platform aborts its requests, so the command can say
// whether anything reached the platform; a second Ctrl-C ends the process at once. (`dev` and
// `platform` run until Ctrl-C and handle the signals themselves.)
let signal: AbortSignal | undefined;
if (interruptibleCommand(argv)) {
  const controller = new AbortController();
  signal = controller.signal;
  const onSignal = (name: NodeJS.Signals) => {
    if (controller.signal.aborted) process.exit(name === "SIGINT" ? EXIT_CODES.INTERRUPTED : 143);
    controller.abort(name);
  };
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);
}

runCli(argv, signal ? { signal } : {}).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(
      `hostbridge: unexpected failure: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exitCode = 1;
  },
);
