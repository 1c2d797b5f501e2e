import { mkdir, writeFile } from "node:fs/promises";
import { build } from "esbuild";
import { defineConfig } from "tsup";
import { libraryConfig } from "../../tooling/tsup";

const HOST_PAGE_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>HostBridge test host</title>
    <style>
      html, body { margin: 0; height: 100%; }
      iframe { border: 0; width: 100%; height: 100%; display: block; }
    </style>
  </head>
  <body>
    <script src="./host.js"></script>
  </body>
</html>
`;

/**
 * The kit's host page (src/page/main.ts: the simulated host, no panels) ships as dist/host-page:
 * one script bundled for the browser with the sibling packages from their sources, and its page.
 */
async function buildHostPage(): Promise<void> {
  await mkdir("dist/host-page", { recursive: true });
  await build({
    entryPoints: ["src/page/main.ts"],
    outfile: "dist/host-page/host.js",
    bundle: true,
    format: "iife",
    platform: "browser",
    target: "es2022",
    minify: true,
    conditions: ["@hostbridge/source", "module", "browser"],
    legalComments: "none",
  });
  await writeFile("dist/host-page/index.html", HOST_PAGE_HTML);
}

// `scenario` (the format, the recorder, the diff: no Playwright, no Node) is a subpath of its own,
// so the dev host page bundles only it; chromiumCommand is the `hostbridge-chromium` bin's module. Shims give the CommonJS build an `import.meta.url` to find
// dist/host-page.
export default defineConfig(
  libraryConfig(
    {
      index: "src/index.ts",
      scenario: "src/scenario/index.ts",
      chromiumCommand: "src/chromiumCommand.ts",
    },
    { shims: true, external: ["@playwright/test"], onSuccess: buildHostPage },
  ),
);
