// `--modernize` proves its rewrites by the app's types, and the types come from the app's installed
// packages. Without them nothing can be proven and every place would turn into a report line, so
// the answer would differ from the answer with them: the step refuses to run instead.
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { CodedError } from "@hostbridge/protocol-types";
import { MIGRATE_ERROR_CODES } from "./errors";

/** Why `--modernize` did not run: the app's dependencies are not installed. */
export class DependenciesMissingError extends CodedError<"DEPENDENCIES_MISSING"> {
  constructor(
    /** The packages the app's package.json lists that do not resolve from the app. */
    readonly packages: readonly string[],
  ) {
    super(
      "DependenciesMissingError",
      MIGRATE_ERROR_CODES.DEPENDENCIES_MISSING,
      `--modernize reads the app's types from its installed packages, and ${packages.join(", ")} ${packages.length === 1 ? "is" : "are"} not installed: run the app's install (npm install, pnpm install or yarn) first, then run again; nothing was read or written`,
    );
  }
}

/**
 * Whether `name` is installed where the app's own tools find it: `node_modules/<name>` in the app's
 * folder or a folder above it (as TypeScript resolves; NODE_PATH, which package managers' script
 * shims set, is not the app's).
 */
function installedFrom(root: string, name: string): boolean {
  for (let dir = root; ; dir = dirname(dir)) {
    if (existsSync(join(dir, "node_modules", name, "package.json"))) return true;
    if (dirname(dir) === dir) return false;
  }
}

const SECTIONS = ["dependencies", "devDependencies", "peerDependencies", "optionalDependencies"];

/** Whether package.json's text lists `name` in a dependency section. */
function listedIn(manifest: string, name: string): boolean {
  try {
    const parsed = JSON.parse(manifest) as Record<string, unknown>;
    return SECTIONS.some((section) => {
      const entries = parsed[section];
      return typeof entries === "object" && entries !== null && name in entries;
    });
  } catch {
    return false;
  }
}

/** Throws {@link DependenciesMissingError} when a package in `names` that `manifest` lists does not resolve from `root`. */
export function requireInstalled(
  root: string,
  manifest: string | undefined,
  names: readonly string[],
): void {
  if (manifest === undefined) return;
  const listed = names.filter((name) => listedIn(manifest, name));
  const missing = listed.filter((name) => !installedFrom(root, name));
  if (missing.length > 0) throw new DependenciesMissingError(missing);
}
