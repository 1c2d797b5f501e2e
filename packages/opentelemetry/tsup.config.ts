import { defineConfig } from "tsup";
import { libraryConfig } from "../../tooling/tsup";

export default defineConfig(
  libraryConfig({ index: "src/index.ts" }, { external: ["@opentelemetry/api"] }),
);
