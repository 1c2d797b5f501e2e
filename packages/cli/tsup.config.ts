import { cp, stat } from "node:fs/promises";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { defineConfig } from "tsup";
import { libraryConfig } from "../../tooling/tsup";

/** The dev host page (apps/dev-host, built before this package: packages/cli/turbo.json says so; not a devDependency, which the published package.json would name) ships in dist/dev-host. */
async function copyDevHost(): Promise<void> {
  const from = "../../apps/dev-host/dist";
  if (!(await stat(`${from}/index.html`).catch(() => undefined))) {
    throw new Error(
      "apps/dev-host is not built: run `pnpm build` at the repository root (turbo builds @hostbridge/dev-host first)",
    );
  }
  await cp(from, "dist/dev-host", {
    recursive: true,
    filter: (source) => !source.endsWith(".map"),
  });
}

/**
 * The app templates `hostbridge init` scaffolds ship in dist/template/<name>. They are derived from the
 * sources of apps/starter-app (`vanilla`), apps/react-app (`react`) and apps/example-app (`full`), no build of them needed, by
 * scripts/template.mjs, the one place that holds the rules; turbo.json in this folder lists those
 * sources as inputs of the build. It is imported at run time (not bundled into this config) so that
 * it runs as the module it is.
 */
async function writeAppTemplates(): Promise<void> {
  const script = pathToFileURL(resolve("../../scripts/template.mjs")).href;
  const { writeTemplates } = (await import(script)) as typeof import("../../scripts/template.mjs");
  await writeTemplates(resolve("dist/template"));
}

// `bin` becomes dist/bin.js (ESM, keeps its `#!/usr/bin/env node` line and is made executable);
// shims give the CommonJS build an `import.meta.url` to find dist/template and dist/dev-host.
export default defineConfig(
  libraryConfig(
    { index: "src/index.ts", bin: "src/bin.ts" },
    {
      shims: true,
      // `hostbridge migrate` imports the codemod at run time from the app's node_modules; it is not
      // a dependency (it brings the TypeScript compiler) and must never be bundled in.
      external: ["@hostbridge/migrate"],
      onSuccess: async () => {
        await Promise.all([copyDevHost(), writeAppTemplates()]);
      },
    },
  ),
);
