// A test app for an iOS host: one fixture file bundled with the packages' sources into a classic
// script (iife) for the oldest Safari we support, as the WebKit suites load it. Shared by the
// inspector's iOS test (packages/sdk), the field chain (packages/playwright) and the simulator's
// native apps (packages/host-simulator).
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

/** The script of `entry` (a file URL or path) and everything it imports, from source. */
export async function bundleApp(entry: URL | string): Promise<string> {
  const result = await build({
    entryPoints: [typeof entry === "string" ? entry : fileURLToPath(entry)],
    bundle: true,
    write: false,
    format: "iife",
    target: "safari15",
    conditions: ["@hostbridge/source"],
    logLevel: "silent",
  });
  return result.outputFiles[0]!.text;
}
