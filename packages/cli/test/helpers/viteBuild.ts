// Builds a page of the repository (the dev host, the example app) with its own Vite config, reading
// sibling packages from source (no prior build), for the end-to-end tests.
import { join } from "node:path";
import { build, defaultClientConditions } from "vite";

/** The repository's root. */
export const REPO = join(import.meta.dirname, "..", "..", "..", "..");

/** Builds the Vite app at `root` into `outDir`. */
export async function viteBuild(root: string, outDir: string): Promise<void> {
  await build({
    root,
    configFile: join(root, "vite.config.ts"),
    logLevel: "error",
    resolve: { conditions: ["@hostbridge/source", ...defaultClientConditions] },
    build: { outDir, emptyOutDir: true, sourcemap: false },
  });
}
