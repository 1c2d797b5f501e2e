// The built site the e2e tests read: `npm run docs` (the turbo task `site`), which builds it when the
// docs or the packages changed since its last build and is a cache hit otherwise (in `npm test`, the
// step before the tests built it).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";

const ROOT = join(import.meta.dirname, "..", "..", "..", "..");
/** The built site: apps/docs/dist. */
export const DIST = join(import.meta.dirname, "..", "..", "dist");

/** Builds the site unless turbo has it cached; throws with the build's output when it fails. */
export function buildSite(): void {
  const build = spawnSync(
    process.execPath,
    ["scripts/pnpm.mjs", "exec", "turbo", "run", "site", "--filter=@hostbridge/docs"],
    { cwd: ROOT, encoding: "utf8", env: { ...process.env, TURBO_TELEMETRY_DISABLED: "1" } },
  );
  if (build.status !== 0 || !existsSync(join(DIST, "index.html")))
    throw new Error(`the site did not build (npm run docs):\n${build.stdout}\n${build.stderr}`);
}
