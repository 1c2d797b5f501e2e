import { defineConfig } from "tsup";
import { libraryConfig } from "../../tooling/tsup";

// shims: import.meta.url in the CommonJS build (to find our packages' versions).
export default defineConfig(libraryConfig({ index: "src/index.ts" }, { shims: true }));
