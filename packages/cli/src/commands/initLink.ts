// `hostbridge init --link <dir>`: a new app that installs the @hostbridge packages of a checkout (its
// packed tarballs) instead of the registry's, so it can be tried before anything is published.
import { existsSync } from "node:fs";
import { readdir, stat } from "node:fs/promises";
import { join, relative, resolve, sep } from "node:path";
import { CliError } from "../errors";

/** Where `npm run pack:local` (scripts/pack-local.mjs) puts the tarballs in a checkout. */
export const LOCAL_PACKS_DIR = ".hostbridge/packs";

/** `pnpm pack` names a tarball `hostbridge-<name>-<version>.tgz` for `@hostbridge/<name>`. */
const TARBALL = /^hostbridge-(.+)-(\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?)\.tgz$/;

/** The tarball folder of `dir`: a checkout's `.hostbridge/packs`, or `dir` itself when it holds tarballs. */
function packsDir(dir: string): string {
  const inCheckout = join(dir, LOCAL_PACKS_DIR);
  return existsSync(inCheckout) ? inCheckout : dir;
}

/**
 * The newest tarball of every `@hostbridge/*` package in `dir` (a checkout after `npm run
 * pack:local`, or a folder of tarballs): package name -> absolute path.
 */
export async function findTarballs(dirArg: string): Promise<Map<string, string>> {
  const dir = packsDir(resolve(dirArg));
  const entries = await readdir(dir).catch(() => undefined);
  const newest = new Map<string, { path: string; mtime: number }>();
  for (const entry of entries ?? []) {
    const match = TARBALL.exec(entry);
    if (!match) continue;
    const path = join(dir, entry);
    const { mtimeMs } = await stat(path);
    const name = `@hostbridge/${match[1]}`;
    if ((newest.get(name)?.mtime ?? -1) < mtimeMs) newest.set(name, { path, mtime: mtimeMs });
  }
  if (newest.size === 0) {
    throw new CliError(
      "USAGE",
      `no @hostbridge package tarballs in ${dir}${entries ? "" : " (no such directory)"}: in the HostBridge checkout run \`npm run pack:local\`, then pass the checkout to --link`,
    );
  }
  return new Map([...newest].map(([name, { path }]) => [name, path]));
}

/** A package.json as init writes it. */
export interface AppPackageJson {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  overrides?: Record<string, string>;
  [key: string]: unknown;
}

/**
 * `file:<path>` of a tarball relative to the app directory, with `/` separators: what npm itself
 * writes into package.json when a person runs `npm install <path to the tarball>`.
 */
export function tarballSpec(appDir: string, tarball: string): string {
  const path = relative(resolve(appDir), resolve(tarball)).split(sep).join("/");
  return `file:${path.startsWith(".") ? path : `./${path}`}`;
}

/**
 * Points every `@hostbridge/*` dependency of `pkg` at its tarball (`file:`), and adds npm
 * `overrides` for all of them, so that the packages' own dependencies on each other resolve to the
 * tarballs too: `npm install` then asks the registry only for third-party packages. Every spec is
 * relative to `appDir`, as npm writes one: a dependency and its override must be the same string (npm
 * refuses a direct dependency that differs from its override with `EOVERRIDE`), so that adding
 * another of the packages later with `npm install <its tarball>` writes the spec its override has.
 */
export function linkDependencies(
  pkg: AppPackageJson,
  tarballs: Map<string, string>,
  appDir: string,
): AppPackageJson {
  const spec = (name: string) => {
    const path = tarballs.get(name);
    if (!path) {
      throw new CliError(
        "USAGE",
        `the app needs ${name}, and there is no tarball of it among ${[...tarballs.keys()].join(", ")}; run \`npm run pack:local\` in the checkout again`,
      );
    }
    return tarballSpec(appDir, path);
  };
  const link = (deps: Record<string, string> | undefined) =>
    deps &&
    Object.fromEntries(
      Object.entries(deps).map(([name, range]) => [
        name,
        name.startsWith("@hostbridge/") ? spec(name) : range,
      ]),
    );
  return {
    ...pkg,
    dependencies: link(pkg.dependencies),
    devDependencies: link(pkg.devDependencies),
    overrides: {
      ...pkg.overrides,
      ...Object.fromEntries([...tarballs.keys()].sort().map((name) => [name, spec(name)])),
    },
  };
}
