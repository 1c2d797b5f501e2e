#!/usr/bin/env node
// Runs the pinned pnpm (the version in package.json "packageManager") with the given arguments.
// Uses a global pnpm when it is exactly that version, otherwise `npx --yes pnpm@<version>`:
// a fresh machine needs only Node 20 and npm. Corepack is not used (it cannot verify here).
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

/** The pnpm version pinned in the root package.json. */
export function pinnedPnpmVersion() {
  const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
  const match = /^pnpm@(\d+\.\d+\.\d+)$/.exec(pkg.packageManager ?? "");
  if (!match) throw new Error('root package.json must pin "packageManager": "pnpm@x.y.z"');
  return match[1];
}

/** The command and leading arguments that start the pinned pnpm. */
export function pnpmCommand() {
  const version = pinnedPnpmVersion();
  const probe = spawnSync("pnpm", ["--version"], { encoding: "utf8", shell: process.platform === "win32" });
  if (probe.status === 0 && probe.stdout.trim() === version) return ["pnpm", []];
  return ["npx", ["--yes", `pnpm@${version}`]];
}

/** Runs the pinned pnpm with `args` in the repository root; returns the exit status. */
export function runPnpm(args, options = {}) {
  const [cmd, lead] = pnpmCommand();
  const result = spawnSync(cmd, [...lead, ...args], {
    cwd: root,
    stdio: "inherit",
    shell: process.platform === "win32",
    ...options,
  });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exit(runPnpm(process.argv.slice(2)));
}
