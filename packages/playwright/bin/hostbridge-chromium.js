#!/usr/bin/env node
// The `hostbridge-chromium` command (src/chromiumCommand.ts). A committed file rather than a dist one
// so that a workspace install can link it before anything is built; it runs the built module.
import { chromiumCommand } from "../dist/chromiumCommand.js";

const { code, stdout, stderr } = chromiumCommand();
process.stdout.write(stdout);
process.stderr.write(stderr);
process.exitCode = code;
