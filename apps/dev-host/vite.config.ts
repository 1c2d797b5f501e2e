// Builds the dev host page into dist/ (static files). `hostbridge dev` serves them; the cli build
// copies them into packages/cli/dist/dev-host.
import { defaultClientConditions, defineConfig } from "vite";

export default defineConfig({
  // Relative asset URLs, so the page works from any path the dev server mounts it on.
  base: "./",
  // Bundle the sibling packages from their sources (the "@hostbridge/source" export condition):
  // the page is never published, and needs no prior build of host-simulator or protocol-types.
  resolve: { conditions: ["@hostbridge/source", ...defaultClientConditions] },
  build: { outDir: "dist", target: "es2022", chunkSizeWarningLimit: 1024 },
});
