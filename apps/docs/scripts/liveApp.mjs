// Builds the app of the live examples (live/app.ts) into public/live/ with esbuild, from the SDK
// the site documents.
import { mkdirSync, writeFileSync } from "node:fs";
import { build } from "esbuild";

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>HostBridge live example app</title>
    <style>
      body { font: 14px/1.4 system-ui, sans-serif; margin: 12px; color: #213547; }
      button { font: inherit; padding: 4px 10px; border: 1px solid #3451b2; border-radius: 6px; background: #3451b2; color: white; cursor: pointer; }
      button:disabled { opacity: 0.5; }
      pre { white-space: pre-wrap; word-break: break-word; background: #f6f6f7; padding: 8px; border-radius: 6px; max-height: 220px; overflow: auto; }
      [data-outcome="error"] { color: #b8272c; }
    </style>
  </head>
  <body>
    <p>The app: <button data-action="run" disabled>run</button></p>
    <pre data-view="result" data-outcome="idle">Press the button to make the call.</pre>
    <script type="module" src="./app.js"></script>
  </body>
</html>
`;

export async function buildLiveApp(docs) {
  mkdirSync(`${docs}public/live`, { recursive: true });
  writeFileSync(`${docs}public/live/index.html`, PAGE);
  await build({
    entryPoints: [`${docs}live/app.ts`],
    outfile: `${docs}public/live/app.js`,
    bundle: true,
    format: "esm",
    minify: true,
    target: "es2022",
    logLevel: "warning",
  });
}
