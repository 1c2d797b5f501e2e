#!/usr/bin/env node
// The `hostbridge` binary: runs the CLI on the real process and exits with its code.
import { runCli } from "./cli";

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
