import { request } from "node:http";
import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { LocalPlatform } from "@hostbridge/local-platform";
import { appFiles, buildZip } from "./helpers/zips";
import { API_KEY, json, publish, startPlatform, tempDir } from "./helpers/platform";

const LIMIT = 64 * 1024;

let platform: LocalPlatform;
let removeDir: () => Promise<void>;

beforeEach(async () => {
  const temp = await tempDir();
  removeDir = temp.remove;
  platform = await startPlatform(temp.dir, { maxUploadBytes: LIMIT });
});

afterEach(async () => {
  await platform.close();
  await removeDir();
});

async function healthy(): Promise<void> {
  const response = await fetch(`${platform.url}/local/health`);
  expect(await json(response)).toEqual({ ok: true });
}

async function tmpEntries(): Promise<string[]> {
  return readdir(join(platform.dir, "tmp"));
}

/** Waits (bounded) until `check` passes. */
async function eventually(check: () => Promise<boolean>, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A multipart body whose file part streams `total` bytes, counting how many the client produced. */
function streamingForm(total: number): {
  body: ReadableStream<Uint8Array>;
  boundary: string;
  produced: () => number;
} {
  const boundary = "----hbtest7d1c";
  const head = new TextEncoder().encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.zip"\r\nContent-Type: application/zip\r\n\r\n`,
  );
  const tail = new TextEncoder().encode(`\r\n--${boundary}--\r\n`);
  const chunk = new Uint8Array(16 * 1024).fill(0x41);
  let produced = 0;
  let sentHead = false;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (!sentHead) {
        sentHead = true;
        controller.enqueue(head);
      } else if (produced < total) {
        produced += chunk.length;
        controller.enqueue(chunk);
      } else {
        controller.enqueue(tail);
        controller.close();
      }
    },
  });
  return { body, boundary, produced: () => produced };
}

describe("upload size limit", () => {
  it("accepts a zip of exactly maxUploadBytes and answers 413 one byte above", async () => {
    const zip = await buildZip(appFiles("demo", "v1"));
    const exactDir = await tempDir();
    const belowDir = await tempDir();
    const exact = await startPlatform(exactDir.dir, { maxUploadBytes: zip.length });
    const below = await startPlatform(belowDir.dir, { maxUploadBytes: zip.length - 1 });
    try {
      expect((await publish(exact, zip)).status).toBe(201);
      const response = await publish(below, zip);
      expect(response.status).toBe(413);
      expect((await json(response)).error).toMatchObject({
        code: "payload_too_large",
        details: { limit_bytes: zip.length - 1 },
      });
      expect(below.listApps()).toEqual([]);
    } finally {
      await exact.close();
      await below.close();
      await exactDir.remove();
      await belowDir.remove();
    }
  });

  it("answers 413 to a streamed upload as soon as the limit is passed, then stays healthy", async () => {
    const total = 32 * 1024 * 1024;
    const { body, boundary, produced } = streamingForm(total);
    const response = await fetch(`${platform.url}/api/v1/apps/publish/INFO`, {
      method: "POST",
      body,
      duplex: "half",
      headers: {
        "X-API-Key": API_KEY,
        "Content-Type": `multipart/form-data; boundary=${boundary}`,
      },
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(response.headers.get("connection")).toBe("close");
    expect((await json(response)).error.code).toBe("payload_too_large");
    // The server stopped reading: the client was not made to send the whole 32 MiB.
    expect(produced()).toBeLessThan(total / 2);
    await body.cancel().catch(() => undefined);
    await healthy();
    await eventually(async () => (await tmpEntries()).length === 0);
    expect(platform.listApps()).toEqual([]);
  });

  it("answers 413 from a too large Content-Length without reading the body", async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(`${platform.url}/api/v1/apps/publish/INFO`, {
        method: "POST",
        headers: {
          "X-API-Key": API_KEY,
          "Content-Type": "multipart/form-data; boundary=x",
          "Content-Length": String(10 * 1024 * 1024 * 1024),
        },
      });
      req.on("response", (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
        req.destroy();
      });
      req.on("error", reject);
      req.flushHeaders(); // headers only: no byte of the 10 GiB body is ever sent
    });
    expect(status).toBe(413);
    await healthy();
  });

  it("does not ask for the body of an Expect: 100-continue upload with a bad key", async () => {
    const outcome = await new Promise<{ status: number; continued: boolean }>((resolve, reject) => {
      let continued = false;
      const req = request(`${platform.url}/api/v1/apps/publish/INFO`, {
        method: "POST",
        headers: {
          "X-API-Key": "hb_bad",
          Expect: "100-continue",
          "Content-Type": "multipart/form-data; boundary=x",
          "Content-Length": "1000",
        },
      });
      req.on("continue", () => {
        continued = true;
      });
      req.on("response", (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0, continued });
        req.destroy();
      });
      req.on("error", reject);
      req.flushHeaders();
    });
    expect(outcome).toEqual({ status: 401, continued: false });
  });

  it("asks for the body of an Expect: 100-continue upload with a good key and stores it", async () => {
    const zip = await buildZip(appFiles("demo", "v1"));
    const boundary = "hbcontinue";
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="demo.zip"\r\n\r\n`,
      ),
      zip,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(`${platform.url}/api/v1/apps/publish/INFO`, {
        method: "POST",
        headers: {
          "X-API-Key": API_KEY,
          Expect: "100-continue",
          "Content-Type": `multipart/form-data; boundary=${boundary}`,
          "Content-Length": String(body.length),
        },
      });
      req.on("continue", () => req.end(body));
      req.on("response", (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      });
      req.on("error", reject);
      req.flushHeaders();
    });
    expect(status).toBe(201);
    expect(platform.listApps()[0]?.latest_version).toBe(1);
  });

  it("survives a client that disconnects mid-upload and removes the partial file", async () => {
    await new Promise<void>((resolve) => {
      const req = request(`${platform.url}/api/v1/apps/publish/INFO`, {
        method: "POST",
        headers: {
          "X-API-Key": API_KEY,
          "Content-Type": "multipart/form-data; boundary=cut",
          "Transfer-Encoding": "chunked",
        },
      });
      req.on("error", () => resolve());
      req.write(`--cut\r\nContent-Disposition: form-data; name="file"; filename="a.zip"\r\n\r\n`);
      req.write(Buffer.alloc(8 * 1024, 1));
      setTimeout(() => {
        req.destroy();
        resolve();
      }, 100);
    });
    await healthy();
    await eventually(async () => (await tmpEntries()).length === 0);
    expect(platform.listApps()).toEqual([]);
  });

  it("answers 413 to an install form above 1 MiB", async () => {
    const response = await fetch(`${platform.url}/api/v1/apps/demo/install/`, {
      method: "POST",
      headers: { "X-API-Key": API_KEY },
      body: new URLSearchParams({ instance_ids: "x".repeat(2 * 1024 * 1024) }),
    });
    expect(response.status).toBe(413);
  });
});
