import { Agent, request } from "node:http";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createLocalPlatform,
  isLocalPlatformError,
  LOCAL_PLATFORM_ERROR_CODES,
} from "@hostbridge/local-platform";
import type { LocalPlatform } from "@hostbridge/local-platform";
import { appFiles, buildZip } from "./helpers/zips";
import { API_KEY, install, json, publish, startPlatform, tempDir } from "./helpers/platform";

let platform: LocalPlatform;
let removeDir: () => Promise<void>;

beforeAll(async () => {
  const temp = await tempDir();
  removeDir = temp.remove;
  platform = await startPlatform(temp.dir);
  await publish(
    platform,
    await buildZip(
      appFiles("demo", "v1", {
        "docs/index.html": "<p>docs</p>",
        "data.bin": Buffer.from([0, 1, 2]),
        "a b.txt": "spaced",
      }),
    ),
  );
  await publish(
    platform,
    await buildZip({
      "app.json": JSON.stringify({ name: "nested", entry: "dist/main.html" }),
      "dist/main.html": "<p>nested entry</p>",
    }),
  );
  await install(platform, "demo", ["i1"]);
  await install(platform, "nested", ["i1"]);
});

afterAll(async () => {
  await platform.close();
  await removeDir();
});

function rawGet(path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port: platform.port, path, method: "GET" }, (res) => {
      let body = "";
      res.on("data", (chunk: Buffer) => (body += chunk.toString()));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

const get = (path: string, init: RequestInit = {}) =>
  fetch(`${platform.url}${path}`, { redirect: "manual", ...init });
const base = "/local/instances/i1/apps/demo";

describe("routing", () => {
  it("answers 405 with Allow for a wrong method", async () => {
    for (const path of ["/api/v1/apps/publish/", "/api/v1/apps/publish/INFO"]) {
      const publishGet = await get(path);
      expect(publishGet.status).toBe(405);
      expect(publishGet.headers.get("allow")).toBe("POST, OPTIONS");
      expect((await json(publishGet)).error.code).toBe("method_not_allowed");
    }

    const appsPost = await get("/local/apps", { method: "POST" });
    expect(appsPost.status).toBe(405);
    expect(appsPost.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
    expect((await get(`${base}/index.html`, { method: "DELETE" })).status).toBe(405);
  });

  it("answers OPTIONS with 204 and the allowed methods", async () => {
    const response = await get("/api/v1/apps/demo/install/", { method: "OPTIONS" });
    expect(response.status).toBe(204);
    expect(response.headers.get("allow")).toBe("POST, OPTIONS");
  });

  it("answers 404 JSON listing the endpoints for an unknown path", async () => {
    for (const path of ["/api/v1/apps", "/api/v2/apps/publish/INFO", "/local/instances/i1"]) {
      const response = await get(path);
      expect(response.status).toBe(404);
      const body = await json(response);
      expect(body.error.code).toBe("not_found");
      expect(body.error.message).toContain(
        "POST /api/v1/apps/publish/ (or /api/v1/apps/publish/INFO)",
      );
    }
  });

  it("sends a browser at the root to the Apps settings page", async () => {
    const response = await get("/", { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/local/admin");
  });

  it("answers 404 to paths with broken percent-encoding instead of failing", async () => {
    expect((await get("/api/v1/apps/%E0%A4%A/install/", { method: "POST" })).status).toBe(404);
    expect((await get("/local/instances/%ZZ/apps/demo/")).status).toBe(404);
    expect((await get(`${base}/%E0%A4%A`)).status).toBe(404);
  });

  it("answers health with ok", async () => {
    expect(await json(await get("/local/health"))).toEqual({ ok: true });
    const head = await get("/local/health", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
  });

  it("keeps connections alive after complete requests and closes them after an early answer", async () => {
    const health = await get("/local/health");
    expect(health.headers.get("connection")).toBe("keep-alive");
    const form = new FormData();
    form.append("instance_ids", "i1");
    const read = await get("/api/v1/apps/ghost/install/", {
      method: "POST",
      body: form,
      headers: { "X-API-Key": API_KEY },
    });
    expect(read.status).toBe(404);
    expect(read.headers.get("connection")).toBe("keep-alive");
    // No key: answered before the body is read, so the connection is not reused.
    const early = await get("/api/v1/apps/ghost/install/", { method: "POST", body: form });
    expect(early.status).toBe(401);
    expect(early.headers.get("connection")).toBe("close");
  });

  it("answers a malformed request line with 400 and keeps serving", async () => {
    const reply = await new Promise<string>((resolve, reject) => {
      const socket = connect(platform.port, "127.0.0.1", () =>
        socket.write("THIS IS NOT HTTP\r\n\r\n"),
      );
      let data = "";
      socket.on("data", (chunk) => (data += chunk.toString()));
      socket.on("end", () => resolve(data));
      socket.on("error", reject);
      socket.setTimeout(3000, () => socket.destroy(new Error("no reply")));
    });
    expect(reply).toMatch(/^HTTP\/1\.1 400/);
    expect((await get("/local/health")).status).toBe(200);
  });
});

describe("serving installed files", () => {
  it("redirects the app root without a trailing slash so relative URLs resolve", async () => {
    const response = await get(`${base}?x=1`);
    expect(response.status).toBe(308);
    expect(response.headers.get("location")).toBe(`${base}/?x=1`);
  });

  it("redirects a directory without a trailing slash and serves its index.html with one", async () => {
    const response = await get(`${base}/docs`);
    expect(response.status).toBe(308);
    expect(response.headers.get("location")).toBe(`${base}/docs/`);
    expect(await (await get(`${base}/docs/`)).text()).toBe("<p>docs</p>");
  });

  it("redirects the root to an entry that sits in a subdirectory", async () => {
    const response = await get("/local/instances/i1/apps/nested/");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/local/instances/i1/apps/nested/dist/main.html");
  });

  it("keeps the query string when it redirects the root to the entry", async () => {
    const response = await get("/local/instances/i1/apps/nested/?location=ui&mode=WEB");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(
      "/local/instances/i1/apps/nested/dist/main.html?location=ui&mode=WEB",
    );
  });

  it("decodes percent-encoded file names and serves unknown extensions as octet-stream", async () => {
    expect(await (await get(`${base}/a%20b.txt`)).text()).toBe("spaced");
    const binary = await get(`${base}/data.bin`);
    expect(binary.headers.get("content-type")).toBe("application/octet-stream");
    expect(binary.headers.get("x-content-type-options")).toBe("nosniff");
    expect([...new Uint8Array(await binary.arrayBuffer())]).toEqual([0, 1, 2]);
  });

  it("answers 404 to a missing file and to attempts to leave the app directory", async () => {
    // Sent byte for byte (fetch would normalize dot segments before they reach the server).
    for (const path of [
      "/missing.js",
      "/..%2f..%2f..%2f..%2fstate.json",
      "/docs%2Findex.html",
      "/app.json%00",
      "/%5c..%5capp.json",
    ]) {
      const { status, body } = await rawGet(`${base}${path}`);
      expect(status, path).toBe(404);
      expect(JSON.parse(body).error, path).toMatchObject({
        code: "not_found",
        message: expect.stringContaining("installed version"),
      });
    }
    // Dot segments are resolved before routing, so they can never reach a file outside the app.
    for (const path of ["/../../../../state.json", "/%2e%2e/%2e%2e/%2e%2e/%2e%2e/state.json"]) {
      const { status, body } = await rawGet(`${base}${path}`);
      expect(status, path).toBe(404);
      expect(body).not.toContain('"format"');
    }
  });

  it("answers HEAD with headers only and a matching If-None-Match with 304", async () => {
    const head = await get(`${base}/app.js`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get("content-length"))).toBeGreaterThan(0);
    expect(await head.text()).toBe("");
    const etag = head.headers.get("etag")!;
    expect(etag).toMatch(/^"[0-9a-f]{16}-/);
    const cached = await get(`${base}/app.js`, { headers: { "If-None-Match": etag } });
    expect(cached.status).toBe(304);
    expect((await get(`${base}/index.html`, { headers: { "If-None-Match": etag } })).status).toBe(
      200,
    );
  });
});

describe("lifecycle", () => {
  it("close() ends idle keep-alive connections promptly and can be called twice", async () => {
    const temp = await tempDir();
    const local = await startPlatform(temp.dir);
    const agent = new Agent({ keepAlive: true, keepAliveMsecs: 60_000 });
    try {
      // Assigned once the response ended; a promise rejected up front would be an unhandled rejection.
      let socketClosed: Promise<void> | undefined;
      await new Promise<void>((resolve, reject) => {
        const req = request(`${local.url}/local/health`, { agent }, (res) => {
          res.resume();
          res.on("end", () => {
            socketClosed = new Promise((done) => req.socket!.once("close", () => done()));
            resolve();
          });
        });
        req.on("error", reject);
        req.end();
      });
      const started = Date.now();
      await Promise.all([local.close(), local.close()]);
      expect(socketClosed).toBeInstanceOf(Promise);
      await socketClosed;
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      agent.destroy();
      await temp.remove();
    }
  });

  it("rejects with LISTEN_FAILED when the port is taken", async () => {
    const temp = await tempDir();
    try {
      const error = await createLocalPlatform({
        dir: temp.dir,
        apiKeys: [],
        port: platform.port,
      }).catch((caught: unknown) => caught);
      expect(isLocalPlatformError(error) && error.code).toBe(
        LOCAL_PLATFORM_ERROR_CODES.LISTEN_FAILED,
      );
      expect((error as Error).message).toContain("already in use");
    } finally {
      await temp.remove();
    }
  });
});
