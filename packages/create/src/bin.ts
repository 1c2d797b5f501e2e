#!/usr/bin/env node
// `npm create @hostbridge [dir] [-- options]` runs this: `hostbridge init` with the same arguments.
import { createApp } from "./createApp";

void createApp(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
