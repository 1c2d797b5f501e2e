import { defineConfig } from "tsup";
import { libraryConfig } from "../../tooling/tsup";

// Every `vite` run loads the plugin from the app's vite.config.ts, so its entry stays light: the one
// piece of protocol-types it needs at load time (the coded error its DevHostStartError extends, known
// across copies by its registry-symbol brand) is bundled in; the rest loads with `vite` serve.
export default defineConfig(
  libraryConfig({ index: "src/index.ts" }, { noExternal: ["@hostbridge/protocol-types"] }),
);
