import { defineConfig } from "tsup";
import { keepSourceMapsInside, libraryConfig } from "../../tooling/tsup";

export default defineConfig([
  libraryConfig(
    {
      index: "src/index.ts",
      ui: "src/ui.ts",
      admin: "src/admin.ts",
      dsr: "src/dsr.ts",
      peer: "src/peer.ts",
    },
    // Keep the script-tag build, which the second config writes into the same folder.
    { clean: ["!hostbridge.global.js", "!hostbridge.global.js.map"] },
  ),
  {
    // The script-tag build: one minified IIFE defining `window.hostbridge`, every sibling bundled in
    // from its sources (the "@hostbridge/source" condition), so it needs no prior build.
    entry: { hostbridge: "src/index.ts" },
    format: ["iife"],
    globalName: "hostbridge",
    platform: "browser",
    target: "es2020",
    minify: true,
    sourcemap: true,
    dts: false,
    clean: false,
    noExternal: [/^@hostbridge\//],
    // The siblings' sources in its map become package-relative (their text is embedded).
    onSuccess: () => keepSourceMapsInside(),
    esbuildOptions(options) {
      options.conditions = ["@hostbridge/source", "browser", "import", "default"];
    },
  },
]);
