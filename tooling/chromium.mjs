// Where Debian's Chromium is, and the flags every HostBridge browser launch uses.
// Nothing here downloads a browser: tests and benchmarks drive the system Chromium.
import { existsSync } from "node:fs";

/** Flags for headless Chromium on these machines (closed network, running as root). */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
  "--no-first-run",
];

/** How to get a browser when none is found. */
export const CHROMIUM_INSTALL_HINT =
  "install Debian's Chromium with `apt-get update && apt-get install -y chromium`, " +
  "or set CHROMIUM_PATH to a Chromium binary";

/**
 * The Chromium binary to use: `CHROMIUM_PATH` when set, else `/usr/bin/chromium`.
 * Returns `undefined` when that file does not exist.
 */
export function findChromium(env = process.env) {
  const candidate = env.CHROMIUM_PATH || "/usr/bin/chromium";
  return existsSync(candidate) ? candidate : undefined;
}

/** The loud notice printed when browser suites are skipped. */
export function browserSkippedNotice() {
  const line = "!".repeat(78);
  return [
    line,
    "!! BROWSER TESTS SKIPPED: no Chromium found at CHROMIUM_PATH or /usr/bin/chromium.",
    `!! To run them, ${CHROMIUM_INSTALL_HINT}.`,
    "!! (Under CI=true a missing Chromium is a failure, not a skip.)",
    line,
  ].join("\n");
}

/**
 * Refuses every request `context` makes off loopback (127.0.0.1), as a closed network would, and
 * returns the list of their URLs (tests assert it stays empty: nothing was fetched from the network).
 */
export async function refuseOffLoopback(context) {
  const refused = [];
  await context.route(
    (url) => url.hostname !== "127.0.0.1",
    (route) => {
      refused.push(route.request().url());
      return route.abort();
    },
  );
  return refused;
}
