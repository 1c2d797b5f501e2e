import { copyFile } from "node:fs/promises";
import { defineConfig } from "tsup";
import { appLibraryConfig, keepSourceMapsInside } from "../../tooling/tsup";

export default defineConfig([
  appLibraryConfig(
    { index: "src/index.ts", "types/openapi": "src/types/openapi.generated.ts" },
    // Keep the script-tag build, which the second config writes into the same folder.
    { clean: ["!js-api.umd.min.js", "!js-api.umd.min.cjs", "!js-api.umd.min.js.map"] },
  ),
  {
    // The script-tag build, under the client's file name and global: `<script src=".../js-api.umd.min.js">`
    // then `pitcher.useUi()`, as the client's README shows. One minified IIFE, the siblings bundled
    // in from their sources (the "@hostbridge/source" condition). No `globalName`: that would
    // declare `var pitcher`; src/scriptTag.ts sets the global as the client's UMD build does.
    entry: { "js-api.umd.min": "src/scriptTag.ts" },
    format: ["iife"],
    outExtension: () => ({ js: ".js" }),
    platform: "browser",
    target: "es2022",
    minify: true,
    sourcemap: true,
    dts: false,
    clean: false,
    noExternal: [/^@hostbridge\//],
    // A copy under .cjs for `require()` (the IIFE is both a script and a CommonJS module), then its
    // map made package-relative.
    onSuccess: async () => {
      await copyFile("dist/js-api.umd.min.js", "dist/js-api.umd.min.cjs");
      await keepSourceMapsInside();
    },
    esbuildOptions(options) {
      options.conditions = ["@hostbridge/source", "browser", "import", "default"];
    },
  },
]);
