import { defineConfig } from "tsup";
import { appLibraryConfig } from "../../tooling/tsup";

// `testing` (renderWithHost) is its own entry: an app's bundle never pulls Testing Library in.
export default defineConfig(
  appLibraryConfig(
    { index: "src/index.ts", testing: "src/testing.ts" },
    { external: ["react", "@testing-library/react", "@hostbridge/host-simulator"] },
  ),
);
