#!/usr/bin/env node
// `npm create @hostbridge [dir] [-- options]` runs this: `hostbridge init` with the same arguments.
import { createApp } from "./createApp";

// A reader that stops early (`create-hostbridge --help | head -1`) closes the pipe: stop quietly, as
// the `hostbridge` binary and other command-line tools do, instead of crashing with an unhandled EPIPE.
for (const stream of [process.stdout, process.stderr]) {
  stream.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code !== "EPIPE") throw error;
    process.exit(typeof process.exitCode === "number" ? process.exitCode : 0);
  });
}

void createApp(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
