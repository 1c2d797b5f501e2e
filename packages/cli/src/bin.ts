#!/usr/bin/env node
// The `hostbridge` binary: runs the CLI on the real process and exits with its code.
import { runCli } from "./cli";

// A reader that stops early (`hostbridge --help | head -1`) closes the pipe: stop quietly, as other
// command-line tools do, instead of crashing with an unhandled EPIPE.
for (const stream of [process.stdout, process.stderr]) {
  stream.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code !== "EPIPE") throw error;
    process.exit(typeof process.exitCode === "number" ? process.exitCode : 0);
  });
}

runCli(process.argv.slice(2)).then(
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
