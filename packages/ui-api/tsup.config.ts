import { defineConfig } from "tsup";
import { libraryConfig } from "../../tooling/tsup";

export default defineConfig(
  libraryConfig({
    index: "src/index.ts",
    platform: "src/platform.ts",
    envelopes: "src/envelopes.ts",
  }),
);
