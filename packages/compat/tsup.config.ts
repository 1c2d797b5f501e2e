import { defineConfig } from "tsup";
import { appLibraryConfig } from "../../tooling/tsup";

export default defineConfig(appLibraryConfig({ index: "src/index.ts" }));
