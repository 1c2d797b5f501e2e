import { defineConfig } from "tsup";
import { libraryConfig } from "../../tooling/tsup";

// `contract` (the page's view of the dev server, no zod, no node), `jsonText` (line and column of a
// JSON text) and `scenario` (the scenario format, zod but no node) are subpaths of their own, so the
// dev host page, the kit's scenario entry and the CLI's start-up load only them.
export default defineConfig(
  libraryConfig({
    index: "src/index.ts",
    contract: "src/contract.ts",
    jsonText: "src/jsonText.ts",
    scenario: "src/scenario.ts",
  }),
);
