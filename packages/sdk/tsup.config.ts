import { copyFile } from "node:fs/promises";
import { defineConfig } from "tsup";
import { eagerChunks } from "../../tooling/eagerChunks.mjs";
import { appLibraryConfig, keepSourceMapsInside } from "../../tooling/tsup";

export default defineConfig([
  appLibraryConfig(
    {
      index: "src/index.ts",
      ui: "src/ui.ts",
      admin: "src/admin.ts",
      dsr: "src/dsr.ts",
      peer: "src/peer.ts",
      inspector: "src/inspector/index.ts",
    },
    // Keep the script-tag build, which the second config writes into the same folder.
    { clean: ["!hostbridge.global.js", "!hostbridge.global.cjs", "!hostbridge.global.js.map"] },
  ),
  {
    // The script-tag build: one minified IIFE defining `window.hostbridge`, every sibling bundled in
    // from its sources (the "@hostbridge/source" condition), so it needs no prior build.
    entry: { hostbridge: "src/index.ts" },
    format: ["iife"],
    globalName: "hostbridge",
    platform: "browser",
    // ES2022 keeps class fields and `#private` native (lowered, they become WeakMap helpers: +0.6 KB
    // min+gzip). Every WebView and browser the platform runs apps in has them: iOS WKWebView / Safari
    // 15+, Android WebView and Chrome (84+), WebView2 (Chromium). See the transport README, "Build target".
    target: "es2022",
    minify: true,
    sourcemap: true,
    dts: false,
    clean: false,
    noExternal: [/^@hostbridge\//],
    // An IIFE cannot split: code the packages load on first use (`./x.lazy`) is bundled in directly.
    esbuildPlugins: [eagerChunks()],
    // The siblings' sources in its map become package-relative (their text is embedded).
    // A copy under .cjs for `require()` (the IIFE is both a script and a CommonJS module), then its
    // map made package-relative.
    onSuccess: async () => {
      await copyFile("dist/hostbridge.global.js", "dist/hostbridge.global.cjs");
      await keepSourceMapsInside();
    },
    esbuildOptions(options) {
      options.conditions = ["@hostbridge/source", "browser", "import", "default"];
    },
  },
]);
