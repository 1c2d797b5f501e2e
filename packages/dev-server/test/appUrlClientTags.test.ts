// An app loaded from its own dev server (`appUrl`, e.g. Vite) whose page loads the platform's client
// by a CDN script tag, as most of the platform's apps do: the tag is found in the app's folder (where
// Vite keeps index.html), the app runs on the host's origin, and the page its dev server answers has
// the tag pointed at the dev server's installed copy, never the network. Cross-origin, a warning says
// what to do. And the platform's REST API called on the app's own origin answers where it is.
import { once } from "node:events";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startDevServer } from "../src/index";
import type { DevLogEvent, DevServer, DevServerOptions } from "../src/index";

const CDN_TAG = '<script src="https://cdn.jsdelivr.net/npm/@pitcher/js-api@beta"></script>';
const PAGE = `<!doctype html><html><head>${CDN_TAG}</head><body><p>vite app</p></body></html>`;

let dir: string;
let upstream: Server;
let upstreamUrl: string;
let logged: DevLogEvent[];
const closers: (() => Promise<void>)[] = [];

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "hb-app-url-tags-"));
  // (Vite's layout: the page's source in the app's folder, no dependency on the client)
  await writeFile(join(dir, "index.html"), PAGE);
  await writeFile(join(dir, "package.json"), JSON.stringify({ name: "vite-app" }));
  logged = [];
  // the app's dev server: its page, compressed when the request allows it, as many servers do
  upstream = createServer((req, res) => {
    if (req.url !== "/" && req.url !== "/index.html") {
      res.writeHead(200, { "Content-Type": "text/javascript" });
      return void res.end(`// ${req.url}`);
    }
    const gzip = /gzip/.test(String(req.headers["accept-encoding"] ?? ""));
    res.writeHead(200, {
      "Content-Type": "text/html; charset=utf-8",
      ...(gzip ? { "Content-Encoding": "gzip" } : {}),
    });
    res.end(gzip ? gzipSync(PAGE) : PAGE);
  });
  upstream.listen(0, "127.0.0.1");
  await once(upstream, "listening");
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/`;
});

afterEach(async () => {
  while (closers.length) await closers.pop()!();
  upstream.closeAllConnections();
  await new Promise((done) => upstream.close(done));
  await rm(dir, { recursive: true, force: true });
});

async function serve(options: Partial<DevServerOptions> = {}): Promise<DevServer> {
  const server = await startDevServer({
    ...{ appDir: dir, devHostDir: dir, appUrl: upstreamUrl, port: 0, watch: false },
    appProbeIntervalMs: 60_000,
    log: (event) => logged.push(event),
    ...options,
  });
  closers.push(server.close);
  return server;
}

describe("an --app-url app whose page loads the client by script tag", () => {
  it("runs on the host's origin, its page's tag pointed at the installed client", async () => {
    const server = await serve();
    expect(server.sameOrigin).toBe(true);
    const page = await fetch(server.appUrl, { headers: { "Accept-Encoding": "gzip" } });
    const html = await page.text();
    expect(html).not.toContain('src="https://cdn.jsdelivr.net');
    expect(html).toContain(
      '<script src="/__hostbridge/client/pitcher-js-api.js" data-hostbridge-served-from="https://cdn.jsdelivr.net/npm/@pitcher/js-api@beta">',
    );
    expect(page.headers.get("content-length")).toBe(String(Buffer.byteLength(html)));
    const client = await fetch(new URL("/__hostbridge/client/pitcher-js-api.js", server.url));
    expect(client.status).toBe(200);
    expect(await client.text()).toContain("is not the same as the current origin");
    // (what is not a page passes as it came)
    expect(await (await fetch(new URL("/src/main.js", server.url))).text()).toBe("// /src/main.js");
    expect(logged.map((event) => event.message).join("\n")).toMatch(
      /loads the platform's client by script tag; @pitcher\/js-api served from .*never from the network/,
    );
  });

  it("cross-origin (--cross-origin), warns that the client comes from the network and what to do", async () => {
    const server = await serve({ sameOrigin: false });
    expect(server.appUrl).toBe(upstreamUrl);
    const warning = logged.find((event) =>
      /cross-origin from its own dev server/.test(event.message),
    );
    expect(warning).toMatchObject({
      level: "warn",
      details: [`index.html: https://cdn.jsdelivr.net/npm/@pitcher/js-api@beta`],
    });
    expect(warning!.message).toMatch(/Drop --cross-origin/);
    expect(server.config().clientScripts).toBeUndefined();
  });
});

describe("the platform's REST API called on a cross-origin app's own origin", () => {
  it("answers 404 saying the simulated API is on the host's origin, for reads and writes", async () => {
    const server = await serve({ appUrl: undefined, sameOrigin: false, appPort: 0 });
    const path = "/api/v1/appsdb/stores/s/instances/i/globals/entries/k/";
    for (const method of ["GET", "PUT"]) {
      const answer = await fetch(new URL(path, server.appOrigin), {
        method,
        body: method === "PUT" ? "{}" : undefined,
      });
      expect(answer.status).toBe(404);
      expect(((await answer.json()) as { detail: string }).detail).toMatch(
        /reached the app's own origin, where the dev server has no REST API.*drop --cross-origin/,
      );
    }
  });
});
