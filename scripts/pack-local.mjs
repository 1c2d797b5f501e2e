#!/usr/bin/env node
// `npm run pack:local [-- <dir>]`: builds every publishable @hostbridge package and packs it the way a
// release does (`pnpm pack`: `workspace:` ranges become the versions they point at) into
// `.hostbridge/packs` (or <dir>). `hostbridge init <app> --link <this checkout>` then writes an app
// whose `npm install` takes the @hostbridge packages from these tarballs, not from the registry.
import { readdirSync, readFileSync, mkdirSync, rmSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { runPnpm } from "./pnpm.mjs";

const ROOT = resolve(fileURLToPath(import.meta.url), "..", "..");
/** Where the tarballs go by default (the CLI's `--link` looks there in a checkout). */
export const LOCAL_PACKS_DIR = join(ROOT, ".hostbridge", "packs");

/** The publishable packages: `{ name, dir, version, tarball }` (tarball: the file name `pnpm pack` writes). */
export function publishablePackages() {
  return readdirSync(join(ROOT, "packages"))
    .map((folder) => join(ROOT, "packages", folder))
    .map((dir) => ({ dir, pkg: JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) }))
    .filter(({ pkg }) => !pkg.private)
    .map(({ dir, pkg }) => ({
      name: pkg.name,
      dir,
      version: pkg.version,
      tarball: `${pkg.name.replace(/^@/, "").replace("/", "-")}-${pkg.version}.tgz`,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

function run(args, what, options) {
  const status = runPnpm(args, options);
  if (status !== 0) throw new Error(`${what} failed (exit ${status}): pnpm ${args.join(" ")}`);
}

/**
 * Builds (turbo, cached) and packs every publishable package into `dest` (emptied first); returns
 * the packages with `path`, the tarball's absolute path. `quiet` keeps pnpm's output off the terminal.
 */
export function packLocal(dest = LOCAL_PACKS_DIR, { build = true, quiet = false } = {}) {
  const stdio = quiet ? "pipe" : "inherit";
  if (build)
    run(
      ["exec", "turbo", "run", "build", "--filter=./packages/*", "--output-logs=errors-only"],
      "the build",
      { stdio },
    );
  rmSync(dest, { recursive: true, force: true });
  mkdirSync(dest, { recursive: true });
  run(["-r", "--filter", "./packages/*", "pack", "--pack-destination", dest], "pnpm pack", {
    stdio,
  });
  const packed = new Set(readdirSync(dest));
  return publishablePackages().map((entry) => {
    if (!packed.has(entry.tarball))
      throw new Error(`pnpm pack wrote no ${entry.tarball} into ${dest}`);
    return { ...entry, path: join(dest, entry.tarball) };
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dest = resolve(process.argv[2] ?? LOCAL_PACKS_DIR);
  try {
    const packed = packLocal(dest);
    console.log(`\npacked ${packed.length} packages into ${relative(process.cwd(), dest) || "."}:`);
    for (const entry of packed) console.log(`  ${entry.tarball}`);
    console.log(
      `\nnext: node packages/cli/dist/bin.js init ../my-app --link .   (then: cd ../my-app && npm install)`,
    );
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
