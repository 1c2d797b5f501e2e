// The sha256 publish reports (and checks against the platform's) is the hash of the bytes it sent,
// computed from the chunks as they go out, with the whole file hashed only when the upload was cut short.
import { createHash } from "node:crypto";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { publish } from "@hostbridge/deploy-client";
import { multipartBody } from "../src/multipart";
import { releaseFor, startServer } from "./helpers/server";
import { tempDir } from "./helpers/tempApp";

const KEY = "hbk_test_publish_hash_0123456789abcdef";

/** A file of several read chunks (the body reads 1 MiB at a time), with a known sha256. */
async function archive(size: number): Promise<{ path: string; sha256: string }> {
  const content = Buffer.alloc(size);
  for (let i = 0; i < size; i += 1) content[i] = (i * 131 + 17) % 253;
  const path = join(await tempDir(), "demo-app-feedbeef.zip");
  await writeFile(path, content);
  return { path, sha256: createHash("sha256").update(content).digest("hex") };
}

describe("publish's sha256 of the upload", () => {
  it.each([
    ["node:http", undefined],
    ["fetch", globalThis.fetch],
  ])(
    "is the hash of the whole archive, over %s, and confirmed by the platform",
    async (_name, fetch) => {
      const file = await archive(3 * 1024 * 1024 + 12_345);
      const server = await startServer(async ({ readBody, json }) => {
        json(201, releaseFor(await readBody()));
      });
      const release = await publish({
        baseUrl: server.url,
        apiKey: KEY,
        archivePath: file.path,
        fetch,
      });
      expect(release.sha256).toBe(file.sha256);
      expect(release.integrity).toBe("confirmed");
    },
  );

  it("is still the whole archive's when the platform answered before reading the body", async () => {
    const file = await archive(4 * 1024 * 1024);
    const server = await startServer(({ json }) => {
      json(201, {
        app: { name: "demo-app", latest_version: 1 },
        release: { version: 1, sha256: file.sha256 },
      });
    });
    const release = await publish({ baseUrl: server.url, apiKey: KEY, archivePath: file.path });
    expect(release.sha256).toBe(file.sha256);
    expect(release.integrity).toBe("confirmed");
  });
});

describe("multipartBody's file hash", () => {
  it("hands over the sha256 of exactly the file bytes it yielded, once, after the last one", async () => {
    const size = 2 * 1024 * 1024 + 1;
    const file = await archive(size);
    const hashes: string[] = [];
    let length = 0;
    let yieldedWhenHashed = 0;
    const body = multipartBody([
      { name: "note", value: "hello" },
      {
        name: "file",
        filename: "a.zip",
        contentType: "application/zip",
        path: file.path,
        size,
        onSha256: (sha256) => {
          hashes.push(sha256);
          yieldedWhenHashed = length;
        },
      },
    ]);
    for await (const chunk of body.open()) length += chunk.length;
    expect(length).toBe(body.length);
    expect(hashes).toEqual([file.sha256]);
    // Only the part's closing CRLF and the final boundary come after the file's last byte.
    expect(body.length - yieldedWhenHashed).toBe(2 + `--${body.boundary}--\r\n`.length);
  });

  it("hands over no hash when the body was not read to the end of the file", async () => {
    const file = await archive(3 * 1024 * 1024);
    const hashes: string[] = [];
    const body = multipartBody([
      {
        name: "file",
        filename: "a.zip",
        contentType: "application/zip",
        path: file.path,
        size: 3 * 1024 * 1024,
        onSha256: (sha256) => hashes.push(sha256),
      },
    ]);
    let chunks = 0;
    for await (const _chunk of body.open()) {
      chunks += 1;
      if (chunks === 2) break;
    }
    expect(hashes).toEqual([]);
  });
});
