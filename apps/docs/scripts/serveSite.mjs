// Serves the built site (dist/) on a loopback port, as a static host serves it: a path ending in `/`
// is its index.html, anything else the file or 404. The page test, the search test and the
// measurements of the pages (scripts/measurePages.mjs) load the site from it.
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import { extname, join } from "node:path";

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".css": "text/css",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".woff2": "font/woff2",
};

/** Serves `dist` on 127.0.0.1; resolves with its origin and `close()`. */
export async function serveSite(dist) {
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? "/", "http://x").pathname);
    let file = join(dist, path.endsWith("/") ? `${path}index.html` : path);
    if (!file.startsWith(dist) || !existsSync(file)) file = "";
    response.writeHead(file ? 200 : 404, {
      "content-type": TYPES[extname(file)] ?? "application/octet-stream",
    });
    response.end(file ? readFileSync(file) : "not found");
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    origin: `http://127.0.0.1:${server.address().port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
