import { cp, stat } from "node:fs/promises";
import { defineConfig } from "tsup";
import { libraryConfig } from "../../tooling/tsup";

/** The dev host page (apps/dev-host, built before this package: it is a devDependency) ships in dist/dev-host. */
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

// `bin` becomes dist/bin.js (ESM, keeps its `#!/usr/bin/env node` line and is made executable);
// shims give the CommonJS build an `import.meta.url` to find the app template.
export default defineConfig(
  libraryConfig(
    { index: "src/index.ts", bin: "src/bin.ts" },
    { shims: true, onSuccess: copyDevHost },
  ),
);
