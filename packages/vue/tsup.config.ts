import { defineConfig } from "tsup";
import { libraryConfig } from "../../tooling/tsup";

export default defineConfig(
  libraryConfig(
    { index: "src/index.ts", testing: "src/testing.ts" },
    { external: ["vue", "@vue/test-utils", "@hostbridge/host-simulator"] },
  ),
);
