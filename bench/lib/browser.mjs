// @ts-check
// Two loopback origins and headless Debian Chromium for the browser benchmarks: esbuild-bundled page
// scripts served by small node:http servers on 127.0.0.1 (one addressed as http://127.0.0.1:A, the
// other as http://localhost:B, so the app iframe is cross-site), and a Playwright browser launched
// from the system Chromium (never a downloaded one).
import { createServer } from "node:http";
import { join } from "node:path";
import { build } from "esbuild";
import { chromium } from "playwright";
import { CHROMIUM_ARGS, CHROMIUM_INSTALL_HINT, findChromium } from "../../tooling/chromium.mjs";
import { BENCH_DIR, ROOT } from "./measure.mjs";

/**
 * Bundles page scripts from `bench/pages/` (HostBridge from its sources, minified, ES2022) into
 * in-memory files, keyed by `/<name>.js`.
 * @param {readonly string[]} names - e.g. `["host", "app"]` for `pages/host.mjs`, `pages/app.mjs`
 * @param {Record<string, string>} [define] - esbuild `define`s (Vue's and React's production flags)
 * @returns {Promise<Map<string, string>>}
 */
export async function bundlePages(names, define = {}) {
  const result = await build({
    entryPoints: Object.fromEntries(names.map((n) => [n, join(BENCH_DIR, "pages", `${n}.mjs`)])),
    bundle: true,
    write: false,
    minify: true,
    format: "iife",
    platform: "browser",
    target: "es2022",
    conditions: ["@hostbridge/source"],
    define,
    outdir: join(BENCH_DIR, ".pages"),
    absWorkingDir: ROOT,
    logLevel: "silent",
  });
  return new Map(result.outputFiles.map((f) => [`/${f.path.split("/").pop()}`, f.text]));
}

/**
 * Headers that make a page cross-origin isolated (so `performance.now()` has 5 µs resolution
 * instead of 100 µs) and let it be framed cross-origin.
 */
const ISOLATION_HEADERS = {
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-embedder-policy": "require-corp",
  "cross-origin-resource-policy": "cross-origin",
  "cache-control": "no-store",
};

/**
 * @typedef {{ type: string, body: string }} StaticFile
 * @typedef {{ url: string, port: number, setFiles: (files: Map<string, StaticFile>) => void, close: () => Promise<void> }} StaticServer
 */

/**
 * Serves a fixed set of files (given later with `setFiles`, once both origins are known) on
 * 127.0.0.1 at a random port, each with the isolation headers.
 * @param {string} hostname - how pages address it (`127.0.0.1` or `localhost`)
 * @returns {Promise<StaticServer>}
 */
export async function serveFiles(hostname) {
  /** @type {Map<string, StaticFile>} */
  let table = new Map();
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://x").pathname;
    const file = table.get(path);
    if (!file || req.method !== "GET") {
      res.writeHead(404, { "content-type": "text/plain" }).end("not found");
      return;
    }
    res.writeHead(200, { "content-type": file.type, ...ISOLATION_HEADERS }).end(file.body);
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve(undefined));
  });
  const address = server.address();
  if (!address || typeof address === "string")
    throw new Error("the static server has no TCP address");
  return {
    url: `http://${hostname}:${address.port}`,
    port: address.port,
    setFiles(files) {
      table = files;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Serves a host page on http://127.0.0.1:A (`bench/pages/<host>.mjs`) that frames, cross-site, one app
 * page per entry of `apps` on http://localhost:B (`<id>.html`, `bench/pages/<script>.mjs`).
 * @param {string} host
 * @param {{ id: string, script: string }[]} apps
 * @param {Record<string, string>} [define] - esbuild `define`s (Vue's and React's production flags)
 */
export async function serveSites(host, apps, define) {
  const scripts = await bundlePages([host, ...apps.map((a) => a.script)], define);
  const [hostServer, appServer] = [await serveFiles("127.0.0.1"), await serveFiles("localhost")];
  const page = (/** @type {string} */ attrs, /** @type {string} */ body) => ({
    type: "text/html",
    body: `<!doctype html><html ${attrs}><head><meta charset="utf-8"><title>bench</title></head><body>${body}</body></html>`,
  });
  /** @type {(name: string) => [string, StaticFile]} */
  const js = (name) => [
    `/${name}.js`,
    { type: "text/javascript", body: scripts.get(`/${name}.js`) ?? "" },
  ];
  const appPage = (/** @type {string} */ script) =>
    page(
      `data-host-origin="${hostServer.url}"`,
      `<div id="root"></div><script src="/${script}.js"></script>`,
    );
  appServer.setFiles(
    new Map(apps.flatMap((a) => [[`/${a.id}.html`, appPage(a.script)], js(a.script)])),
  );
  const frames = apps.map(
    (a) =>
      `<iframe id="${a.id}" src="${appServer.url}/${a.id}.html" allow="cross-origin-isolated"></iframe>`,
  );
  const hostPage = page(
    `data-app-origin="${appServer.url}"`,
    `${frames.join("")}<script src="/${host}.js"></script>`,
  );
  hostServer.setFiles(new Map([["/", hostPage], js(host)]));
  return {
    host: hostServer.url,
    app: appServer.url,
    close: () => Promise.all([appServer.close(), hostServer.close()]),
  };
}

/**
 * Launches headless Debian Chromium through Playwright, with the repository's flags plus `extraArgs`.
 * @param {readonly string[]} [extraArgs]
 */
export async function launchChromium(extraArgs = []) {
  const executablePath = findChromium();
  if (!executablePath) throw new Error(`no Chromium found: ${CHROMIUM_INSTALL_HINT}`);
  return chromium.launch({
    executablePath,
    args: [...CHROMIUM_ARGS, ...extraArgs],
    headless: true,
    timeout: 60_000,
  });
}
