// Where the built dev host page is: a `dev-host` folder next to the code asking (@hostbridge/cli ships
// it in its dist/dev-host and passes its own directory), or, in the HostBridge repository,
// apps/dev-host/dist.
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** The directory of this module (works in the ESM and CJS builds and from source). */
function moduleDir(): string {
  if (typeof __dirname === "string") return __dirname;
  return dirname(fileURLToPath(import.meta.url));
}

/** The places the dev host build is looked for from `from` (default: this module's directory), in order. */
export function devHostCandidates(from = moduleDir()): string[] {
  const candidates = [join(from, "dev-host"), join(from, "..", "dev-host")];
  let dir = from;
  for (let depth = 0; depth < 6; depth += 1) {
    candidates.push(join(dir, "apps", "dev-host", "dist"));
    dir = dirname(dir);
  }
  return candidates;
}

/** The directory holding the dev host's `index.html`, or `undefined` when it is not built. */
export function findDevHostDir(from?: string): string | undefined {
  return devHostCandidates(from).find((candidate) => existsSync(join(candidate, "index.html")));
}
