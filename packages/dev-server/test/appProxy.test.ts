// Same-origin mode with the app's own dev server: the dev host origin forwards the app's requests
// to it (under /__hostbridge/app/, and the absolute paths a dev server's page asks for), tunnels its
// hot-reload WebSocket, and says what to do when it does not answer.
import { once } from "node:events";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer, request } from "node:http";
import type { IncomingMessage, Server } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startDevServer } from "../src/index";
import type { DevServer } from "../src/index";

let dir: string;
let upstream: Server;
let upstreamUrl: string;
let seen: { url: string | undefined; host: string | undefined }[];
const upgraded = new Set<Socket>();
const closers: (() => Promise<void>)[] = [];

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "hb-app-proxy-"));
  await writeFile(join(dir, "index.html"), "<!doctype html><title>dev host page</title>");
  await writeFile(
    join(dir, "package.json"),
    JSON.stringify({ name: "old-app", dependencies: { "@pitcher/js-api": "1.26.0" } }),
  );
  seen = [];
  // the app's dev server: answers every path with the path it got; upgrades echo what they receive
  upstream = createServer((req, res) => {
    seen.push({ url: req.url, host: req.headers.host });
    res.writeHead(200, { "Content-Type": "text/plain", "X-Upstream": "yes" });
    res.end(`app:${req.url}`);
  });
  upstream.on("upgrade", (req: IncomingMessage, socket: Socket) => {
    seen.push({ url: req.url, host: req.headers.host });
    upgraded.add(socket);
    socket.write(
      "HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n",
    );
    socket.on("data", (data) => socket.write(data));
  });
  upstream.listen(0, "127.0.0.1");
  await once(upstream, "listening");
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/`;
});

afterEach(async () => {
  while (closers.length) await closers.pop()!();
  for (const socket of upgraded) socket.destroy();
  upgraded.clear();
  upstream.closeAllConnections();
  await new Promise((done) => upstream.close(done));
  await rm(dir, { recursive: true, force: true });
});

async function serve(appUrl = upstreamUrl): Promise<DevServer> {
  const server = await startDevServer({
    ...{ appDir: dir, devHostDir: dir, appUrl, port: 0, watch: false },
    appProbeIntervalMs: 60_000,
  });
  closers.push(server.close);
  seen.length = 0; // (the start-up check that the app's dev server answers)
  return server;
}

async function get(url: string): Promise<{ status: number; body: string; upstream: boolean }> {
  const res = await fetch(url);
  return { status: res.status, body: await res.text(), upstream: res.headers.has("x-upstream") };
}

describe("an app of the existing client loaded from its own dev server", () => {
  it("runs on the dev host's origin: its entry page under /__hostbridge/app/, with the path of appUrl", async () => {
    const server = await serve(`${upstreamUrl}admin.html?debug=1`);
    expect(server.sameOrigin).toBe(true);
    expect(server.appOrigin).toBe(new URL(server.url).origin);
    expect(server.appUrl).toBe(`${server.appOrigin}/__hostbridge/app/admin.html?debug=1`);
    expect(server.config()).toMatchObject({ sameOrigin: true, appSource: "url" });
    expect(await get(server.appUrl)).toEqual({
      status: 200,
      body: "app:/admin.html?debug=1",
      upstream: true,
    });
    // (the dev server sees its own Host, so its host checks pass)
    expect(seen.at(-1)!.host).toBe(new URL(upstreamUrl).host);
  });

  it("forwards the absolute paths the page has no file for, and keeps its own page and endpoints", async () => {
    const server = await serve();
    expect(await get(new URL("/@vite/client", server.url).href)).toMatchObject({
      body: "app:/@vite/client",
      upstream: true,
    });
    expect(await get(new URL("/src/main.ts?t=1", server.url).href)).toMatchObject({
      body: "app:/src/main.ts?t=1",
    });
    expect(await get(server.url)).toMatchObject({ status: 200, upstream: false });
    expect((await get(server.url)).body).toContain("dev host page");
    const config = await fetch(new URL("/__hostbridge/config", server.url));
    expect(config.status).toBe(200);
    expect(seen.map((entry) => entry.url)).toEqual(["/@vite/client", "/src/main.ts?t=1"]);
  });

  it("says what to do when the app's dev server does not answer", async () => {
    const server = await serve();
    upstream.closeAllConnections();
    await new Promise((done) => upstream.close(done));
    upstream.listen(0, "127.0.0.1"); // (closed again in afterEach)
    const answer = await get(server.appUrl);
    expect(answer.status).toBe(502);
    expect(answer.body).toContain(`The app's dev server at ${new URL(upstreamUrl).origin}`);
    expect(answer.body).toContain("npm run dev");
  });

  it("tunnels the dev server's hot-reload WebSocket, both ways", async () => {
    const server = await serve();
    const { port } = new URL(server.url);
    const req = request({
      host: "127.0.0.1",
      port,
      path: "/?token=abc",
      headers: { Connection: "Upgrade", Upgrade: "websocket" },
    });
    req.end();
    const [res, socket] = (await once(req, "upgrade")) as [IncomingMessage, Socket];
    expect(res.statusCode).toBe(101);
    socket.write("ping");
    const [echo] = (await once(socket, "data")) as [Buffer];
    expect(echo.toString()).toBe("ping");
    expect(seen.at(-1)).toEqual({ url: "/?token=abc", host: new URL(upstreamUrl).host });
    socket.destroy();
  });

  it("refuses an upgrade under a foreign Host header (DNS rebinding)", async () => {
    const server = await serve();
    const { port } = new URL(server.url);
    const req = request({
      host: "127.0.0.1",
      port,
      path: "/",
      headers: { Host: "attacker.example", Connection: "Upgrade", Upgrade: "websocket" },
    });
    req.end();
    const [error] = (await once(req, "error")) as [Error];
    expect(error.message).toMatch(/socket hang up|ECONNRESET/);
    expect(seen).toEqual([]);
  });

  it("stays cross-origin when asked (--cross-origin): the iframe loads the dev server itself", async () => {
    const server = await startDevServer({
      ...{ appDir: dir, devHostDir: dir, appUrl: upstreamUrl, port: 0, watch: false },
      sameOrigin: false,
      appProbeIntervalMs: 60_000,
    });
    closers.push(server.close);
    expect(server.sameOrigin).toBe(false);
    expect(server.appUrl).toBe(upstreamUrl);
    expect((await get(new URL("/@vite/client", server.url).href)).status).toBe(404);
  });
});
