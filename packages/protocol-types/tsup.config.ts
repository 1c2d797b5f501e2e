import { defineConfig } from "tsup";
import { libraryConfig } from "../../tooling/tsup";

export default defineConfig(
  libraryConfig({
    index: "src/index.ts",
    schemas: "src/schemas/index.ts",
    wire: "src/wire/index.ts",
  }),
);
