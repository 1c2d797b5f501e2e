#!/usr/bin/env node
// `npm start`: the local dev loop from a fresh clone (Node 20 and npm are enough). Bootstraps the
// pinned pnpm, installs from the lockfile, builds the example app and everything it needs (the SDK,
// the CLI with the dev host page inside) with turbo, then runs `hostbridge dev apps/example-app`,
// which prints the dev host URL. Extra arguments go to `hostbridge dev`: `npm start -- --port 0`.
// Ctrl-C stops the dev server cleanly.
import { spawn } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { runPnpm } from "./pnpm.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const env = {
  ...process.env,
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1",
  TURBO_TELEMETRY_DISABLED: "1",
  DO_NOT_TRACK: "1",
};

function step(title, args) {
  console.log(`\n==> ${title}`);
  const status = runPnpm(args, { env });
  if (status !== 0) {
    console.error(`\n${title} failed (exit ${status}).`);
    process.exit(status);
  }
}

step("install (frozen lockfile)", ["install", "--frozen-lockfile", "--prefer-offline"]);
step("build the example app, the SDK and the CLI", [
  "exec",
  "turbo",
  "run",
  "build",
  "--filter=@hostbridge/example-app...",
  "--output-logs=errors-only",
]);

console.log("\n==> hostbridge dev apps/example-app");
const child = spawn(
  process.execPath,
  [
    join(root, "packages", "cli", "dist", "bin.js"),
    "dev",
    join("apps", "example-app"),
    ...process.argv.slice(2),
  ],
  { cwd: root, stdio: "inherit", env },
);
// Ctrl-C reaches the whole process group, so the dev server gets SIGINT itself; pass it on only if
// it was sent to this process alone (the server is still running a second later). SIGTERM is passed on.
process.on("SIGINT", () => {
  setTimeout(() => {
    if (child.exitCode === null) child.kill("SIGINT");
  }, 1000).unref();
});
process.on("SIGTERM", () => {
  if (child.exitCode === null) child.kill("SIGTERM");
});
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
child.on("error", (error) => {
  console.error(`cannot start hostbridge dev: ${error.message}`);
  process.exit(1);
});
