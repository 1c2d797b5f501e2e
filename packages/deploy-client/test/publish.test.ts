import { createServer } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { writeFile } from "node:fs/promises";
import { createHash } from "node:crypto";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DeployError, publish } from "@hostbridge/deploy-client";
import type { UploadProgress } from "@hostbridge/deploy-client";
import { closedPort, releaseFor, startServer } from "./helpers/server";
import { tempDir } from "./helpers/tempApp";

const KEY = "hbk_test_publish_0123456789abcdef";

async function archive(size = 10_000): Promise<{ path: string; content: Buffer; sha256: string }> {
  const dir = await tempDir();
  const content = Buffer.alloc(size);
  for (let i = 0; i < size; i += 1) content[i] = (i * 31 + 7) % 251;
  const path = join(dir, "demo-app-1234abcd.zip");
  await writeFile(path, content);
  return { path, content, sha256: createHash("sha256").update(content).digest("hex") };
}

async function failure(promise: Promise<unknown>): Promise<DeployError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DeployError);
  const deployError = error as DeployError;
  const dump = JSON.stringify({
    m: deployError.message,
    s: deployError.stack,
    d: deployError.details,
    c: String(deployError.cause),
  });
  expect(dump).not.toContain(KEY);
  return deployError;
}

const noWait = { sleep: async () => {} };

describe("publish", () => {
  it("streams the archive as the multipart part `file` with the key header and returns the release", async () => {
    const file = await archive(300_000);
    const server = await startServer(async ({ readBody, json }) => {
      const request = await readBody();
      json(201, releaseFor(request, 4));
    });
    const progress: UploadProgress[] = [];
    const release = await publish({
      baseUrl: server.url,
      apiKey: KEY,
      archivePath: file.path,
      onProgress: (update) => progress.push(update),
    });
    expect(release).toEqual({
      appName: "demo-app",
      version: 4,
      latestVersion: 4,
      createdAt: "1970-01-01T00:00:00.000Z",
      sha256: file.sha256,
      size: file.content.length,
      integrity: "confirmed",
      response: {
        status: 201,
        contentType: "application/json",
        body: expect.objectContaining({ release: expect.any(Object) }),
        truncated: false,
      },
    });
    expect(server.requests).toHaveLength(1);
    const seen = server.requests[0]!;
    expect(seen.method).toBe("POST");
    expect(seen.url).toBe("/api/v1/apps/publish/");
    expect(seen.headers["x-api-key"]).toBe(KEY);
    expect(Number(seen.headers["content-length"])).toBe(seen.body.length);
    expect(seen.headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen.files.file?.filename).toBe("demo-app-1234abcd.zip");
    expect(seen.files.file?.content.equals(file.content)).toBe(true);
    expect(seen.body.toString("latin1")).toContain("Content-Type: application/zip");
    const last = progress.at(-1)!;
    expect(last.bytesSent).toBe(last.totalBytes);
    expect(last.totalBytes).toBe(seen.body.length);
    expect(progress.length).toBeGreaterThan(2);
  });

  it("keeps a path prefix of the base URL", async () => {
    const file = await archive();
    const server = await startServer(async ({ readBody, json }) =>
      json(201, releaseFor(await readBody())),
    );
    await publish({ baseUrl: `${server.url}/tenant-a`, apiKey: KEY, archivePath: file.path });
    expect(server.requests[0]!.url).toBe("/tenant-a/api/v1/apps/publish/");
  });

  it("explains a refused key without revealing it, even when the server echoes it", async () => {
    const file = await archive();
    const server = await startServer(async ({ readBody, json }) => {
      await readBody();
      json(401, { error: { code: "expired_api_key", message: `key ${KEY} expired` } });
    });
    const error = await failure(
      publish({ baseUrl: server.url, apiKey: KEY, archivePath: file.path }),
    );
    expect(error.code).toBe("AUTH");
    expect(error.status).toBe(401);
    expect(error.serverCode).toBe("expired_api_key");
    expect(error.message).toMatch(/wrong, expired or revoked and must be rotated/);
    expect(error.message).toContain("key *** expired");
  });

  it("reports TOO_LARGE when the server answers 413 in the middle of the body", async () => {
    const file = await archive(8 * 1024 * 1024);
    let received = 0;
    const server = await startServer(({ req, json }) => {
      const onData = (chunk: Buffer) => {
        received += chunk.length;
        if (received < 1024 * 1024) return;
        req.off("data", onData);
        req.pause();
        // Like a well-behaved server (and the local platform): after an answer sent before the body was
        // read, half-close (FIN) instead of closing with unread bytes, which resets the connection and
        // makes the client's next write fail (EPIPE) before it could read the answer.
        const socket = req.socket as Socket & { destroySoon(): void };
        socket.destroySoon = function halfClose(this: Socket) {
          this.end();
        };
        json(
          413,
          { error: { code: "payload_too_large", message: "above 1 MiB" } },
          { Connection: "close" },
        );
      };
      req.on("data", onData);
    });
    const error = await failure(
      publish({ baseUrl: server.url, apiKey: KEY, archivePath: file.path, retry: noWait }),
    );
    expect(error.code).toBe("TOO_LARGE");
    expect(error.message).toContain(`(${8 * 1024 * 1024} bytes)`);
    expect(server.requests).toHaveLength(1);
  });

  it("says the archive was not published, and points at the upload limit, when a 413 server resets the upload", async () => {
    const file = await archive(8 * 1024 * 1024);
    let received = 0;
    const server = await startServer(({ req, json }) => {
      const onData = (chunk: Buffer) => {
        received += chunk.length;
        if (received < 1024 * 1024) return;
        req.off("data", onData);
        req.pause();
        // Answers and closes at once with unread upload bytes: the kernel resets the connection, and
        // whether the client reads the 413 before its next write fails is a race.
        json(
          413,
          { error: { code: "payload_too_large", message: "above 1 MiB" } },
          { Connection: "close" },
        );
      };
      req.on("data", onData);
    });
    const error = await failure(
      publish({ baseUrl: server.url, apiKey: KEY, archivePath: file.path, retry: noWait }),
    );
    if (error.code !== "TOO_LARGE") {
      expect(error.code).toBe("NETWORK");
      expect(error.message).toMatch(/cannot have created a version/);
      expect(error.message).toMatch(/above its upload limit/);
    }
    expect(server.requests).toHaveLength(1);
  });

  it("asks before uploading, so a server that refuses from the headers receives no body", async () => {
    const file = await archive(4 * 1024 * 1024);
    const server = createServer();
    let bodyBytes = 0;
    let expectHeader: string | undefined;
    server.on("checkContinue", (req, res) => {
      expectHeader = req.headers.expect;
      req.on("data", (chunk: Buffer) => (bodyBytes += chunk.length));
      res.writeHead(413, { "Content-Type": "application/json", Connection: "close" });
      res.end(
        JSON.stringify({
          error: { code: "payload_too_large", message: "Content-Length above the limit" },
        }),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const error = await failure(
        publish({ baseUrl: `http://127.0.0.1:${port}`, apiKey: KEY, archivePath: file.path }),
      );
      expect(error.code).toBe("TOO_LARGE");
      expect(expectHeader).toBe("100-continue");
      expect(bodyBytes).toBe(0);
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it("fails with OUTCOME_UNKNOWN, without retrying, when the connection drops after the body was received", async () => {
    const file = await archive(200_000);
    const server = await startServer(async ({ readBody, req }) => {
      await readBody();
      req.socket.destroy();
    });
    const sleeps: number[] = [];
    const error = await failure(
      publish({
        baseUrl: server.url,
        apiKey: KEY,
        archivePath: file.path,
        retry: { sleep: async (ms) => void sleeps.push(ms) },
      }),
    );
    expect(error.code).toBe("OUTCOME_UNKNOWN");
    expect(error.message).toMatch(/may or may not have created a new version/);
    expect(error.message).toMatch(/before publishing again/);
    expect((error.cause as DeployError).code).toBe("NETWORK");
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]!.files.file?.size).toBe(200_000);
    expect(sleeps).toEqual([]);
  });

  it("fails with OUTCOME_UNKNOWN when the answer never comes (idle timeout)", async () => {
    const file = await archive();
    const server = await startServer(async ({ readBody }) => {
      await readBody();
    });
    const error = await failure(
      publish({ baseUrl: server.url, apiKey: KEY, archivePath: file.path, timeout: 300 }),
    );
    expect(error.code).toBe("OUTCOME_UNKNOWN");
    expect((error.cause as DeployError).code).toBe("TIMEOUT");
    expect(server.requests).toHaveLength(1);
  });

  it("retries when the connection is refused, since the request never reached the server", async () => {
    const file = await archive();
    const port = await closedPort();
    const seen: string[] = [];
    const late = createServer((req, res) => {
      seen.push(req.url ?? "");
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        const body = Buffer.concat(chunks);
        res.writeHead(201, { "Content-Type": "application/json" });
        const size = 10_000;
        res.end(
          JSON.stringify({
            app: { name: "demo-app", latest_version: 1 },
            release: {
              version: 1,
              created_at: "2024-01-01T00:00:00Z",
              sha256: file.sha256,
              size: body.length > size ? size : size,
            },
          }),
        );
      });
    });
    const sleeps: number[] = [];
    try {
      const release = await publish({
        baseUrl: `http://127.0.0.1:${port}`,
        apiKey: KEY,
        archivePath: file.path,
        retry: {
          random: () => 0.5,
          sleep: async (ms) => {
            sleeps.push(ms);
            if (sleeps.length === 2)
              await new Promise<void>((resolve) => late.listen(port, "127.0.0.1", resolve));
          },
        },
      });
      expect(release.version).toBe(1);
      expect(sleeps).toEqual([375, 750]);
      expect(seen).toEqual(["/api/v1/apps/publish/"]);
    } finally {
      await new Promise<void>((resolve) =>
        late.listening ? late.close(() => resolve()) : resolve(),
      );
    }
  });

  it("gives up with NETWORK after the bounded retries when nothing listens", async () => {
    const file = await archive();
    const port = await closedPort();
    const sleeps: number[] = [];
    const error = await failure(
      publish({
        baseUrl: `http://127.0.0.1:${port}`,
        apiKey: KEY,
        archivePath: file.path,
        retry: { retries: 3, sleep: async (ms) => void sleeps.push(ms) },
      }),
    );
    expect(error.code).toBe("NETWORK");
    expect(error.message).toContain("ECONNREFUSED");
    expect(sleeps).toHaveLength(3);
  });

  it("does not retry a 503 answer: the server saw the request", async () => {
    const file = await archive();
    const server = await startServer(async ({ readBody, json }) => {
      await readBody();
      json(503, { error: { code: "unavailable", message: "maintenance" } }, { "Retry-After": "1" });
    });
    const error = await failure(
      publish({ baseUrl: server.url, apiKey: KEY, archivePath: file.path, retry: noWait }),
    );
    expect(error.code).toBe("SERVER");
    expect(error.retryAfterMs).toBe(1000);
    expect(server.requests).toHaveLength(1);
  });

  for (const via of ["node:http", "fetch"] as const) {
    it(`refuses a redirect and never sends the key to its target (${via})`, async () => {
      const file = await archive();
      const target = await startServer(async ({ readBody, json }) =>
        json(201, releaseFor(await readBody())),
      );
      const origin = await startServer(({ res }) => {
        res.writeHead(307, { Location: `${target.url}/api/v1/apps/publish/` });
        res.end();
      });
      const error = await failure(
        publish({
          baseUrl: origin.url,
          apiKey: KEY,
          archivePath: file.path,
          fetch: via === "fetch" ? globalThis.fetch : undefined,
        }),
      );
      expect(error.code).toBe("REDIRECT_REFUSED");
      expect(error.message).toContain(target.url);
      expect(origin.requests).toHaveLength(1);
      expect(target.requests).toHaveLength(0);
    });
  }

  it("works through an injected fetch with a streamed body", async () => {
    const file = await archive(200_000);
    const server = await startServer(async ({ readBody, json }) =>
      json(201, releaseFor(await readBody(), 2)),
    );
    const progress: number[] = [];
    const release = await publish({
      baseUrl: server.url,
      apiKey: KEY,
      archivePath: file.path,
      fetch: globalThis.fetch,
      onProgress: ({ bytesSent }) => progress.push(bytesSent),
    });
    expect(release.version).toBe(2);
    expect(server.requests[0]!.files.file?.content.equals(file.content)).toBe(true);
    expect(server.requests[0]!.headers["x-api-key"]).toBe(KEY);
    expect(progress.at(-1)).toBe(server.requests[0]!.body.length);
  });

  it("detects an archive altered on the way by comparing the platform's sha256", async () => {
    const file = await archive();
    const server = await startServer(async ({ readBody, json }) => {
      const body = releaseFor(await readBody());
      body.release.sha256 = "0".repeat(64);
      json(201, body);
    });
    const error = await failure(
      publish({ baseUrl: server.url, apiKey: KEY, archivePath: file.path }),
    );
    expect(error.code).toBe("SERVER");
    expect(error.message).toContain("do not install this version");
  });

  it("refuses to send the key over plain http to a remote host, sending nothing", async () => {
    const file = await archive();
    const error = await failure(
      publish({ baseUrl: "http://platform.example.com", apiKey: KEY, archivePath: file.path }),
    );
    expect(error.code).toBe("CONFIG");
    expect(error.message).toContain("clear text");
  });

  it("rejects a key with a trailing newline instead of sending a broken header", async () => {
    const file = await archive();
    const error = await failure(
      publish({ baseUrl: "http://127.0.0.1:9", apiKey: `${KEY}\n`, archivePath: file.path }),
    );
    expect(error.code).toBe("CONFIG");
    expect(error.message).not.toContain(KEY);
  });

  it("aborts an upload in progress", async () => {
    const file = await archive(4 * 1024 * 1024);
    const controller = new AbortController();
    const server = await startServer(({ req }) => {
      req.once("data", () => controller.abort());
      req.resume();
    });
    const error = await failure(
      publish({
        baseUrl: server.url,
        apiKey: KEY,
        archivePath: file.path,
        signal: controller.signal,
      }),
    );
    expect(error.code).toBe("OUTCOME_UNKNOWN");
    expect((error.cause as DeployError).code).toBe("ABORTED");
  });
});
