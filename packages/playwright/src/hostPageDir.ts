// Where the kit's host page is: dist/host-page beside the built module, or, running from the
// sources in the HostBridge repository, this package's dist/host-page (built by `pnpm build`).
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { HostBridgeKitError } from "./errors";

/** The directory of the built host page (with its `index.html`). */
export function hostPageDir(from = dirname(fileURLToPath(import.meta.url))): string {
  const candidates = [join(from, "host-page"), join(from, "..", "dist", "host-page")];
  const found = candidates.find((dir) => existsSync(join(dir, "index.html")));
  if (found) return found;
  throw new HostBridgeKitError(
    "HOST_PAGE_MISSING",
    `the kit's host page is missing (looked in ${candidates.join(", ")}): reinstall @hostbridge/playwright, or in the HostBridge repository run \`pnpm build\``,
  );
}
