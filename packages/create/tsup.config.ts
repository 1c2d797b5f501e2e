import { defineConfig } from "tsup";
import { libraryConfig } from "../../tooling/tsup";

// `bin` becomes dist/bin.js (ESM, keeps its `#!/usr/bin/env node` line and is made executable).
export default defineConfig(libraryConfig({ index: "src/index.ts", bin: "src/bin.ts" }));
