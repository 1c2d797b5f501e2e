import { defineConfig } from "tsup";
import { appLibraryConfig } from "../../tooling/tsup";

export default defineConfig(
  appLibraryConfig(
    { index: "src/index.ts", testing: "src/testing.ts" },
    { external: ["vue", "@vue/test-utils", "@hostbridge/host-simulator"] },
  ),
);
