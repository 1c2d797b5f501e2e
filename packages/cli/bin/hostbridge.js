#!/usr/bin/env node
// The `hostbridge` command. The bin is this committed file rather than dist/bin.js so that a workspace
// install can link it before anything is built (pnpm warns about a bin whose file is missing); it runs
// the built CLI.
import "../dist/bin.js";
