import { defineConfig } from "tsup";
import { libraryConfig } from "../../tooling/tsup";

// `bin` becomes dist/bin.js (ESM, keeps its `#!/usr/bin/env node` line and is made executable);
// shims give the CommonJS build an `import.meta.url` to find the app template.
export default defineConfig(libraryConfig({ index: "src/index.ts", bin: "src/bin.ts" }, { shims: true }));
