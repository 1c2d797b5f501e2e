import { defineConfig } from "tsup";
import { libraryConfig } from "../../tooling/tsup";

// `contract` (the page's view of the dev server, no zod, no node) and `jsonText` (line and column of
// a JSON text) are subpaths of their own, so the dev host page and the CLI's start-up load only them.
export default defineConfig(
  libraryConfig({
    index: "src/index.ts",
    contract: "src/contract.ts",
    jsonText: "src/jsonText.ts",
  }),
);
