import { defineConfig } from "tsup";
import { writeScriptTagTypes } from "../../tooling/scriptTagTypes";
import { appLibraryConfig, keepSourceMapsInside } from "../../tooling/tsup";

export default defineConfig([
  appLibraryConfig(
    { index: "src/index.ts", "types/openapi": "src/types/openapi.generated.ts" },
    // Keep the script-tag build, which the second config writes into the same folder.
    { clean: ["!js-api.umd.min.js", "!js-api.umd.min.js.map", "!js-api.umd.min.d.ts"] },
  ),
  {
    // The script-tag build, under the client's file name and global: `<script src=".../js-api.umd.min.js">`
    // then `pitcher.useUi()`, as the client's README shows. One minified IIFE, the siblings bundled
    // in from their sources (the "@hostbridge/source" condition).
    entry: { "js-api.umd.min": "src/index.ts" },
    format: ["iife"],
    globalName: "pitcher",
    outExtension: () => ({ js: ".js" }),
    platform: "browser",
    target: "es2022",
    minify: true,
    sourcemap: true,
    dts: false,
    clean: false,
    noExternal: [/^@hostbridge\//],
    // Its types (the global it defines), then its map made package-relative.
    onSuccess: async () => {
      await writeScriptTagTypes("js-api.umd.min", "pitcher");
      await keepSourceMapsInside();
    },
    esbuildOptions(options) {
      options.conditions = ["@hostbridge/source", "browser", "import", "default"];
    },
  },
]);
