import { execFile } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";
import { startServer } from "./helpers/server";
import { makeApp, tempDir } from "./helpers/tempApp";

const run = promisify(execFile);
const FILE_SIZE = 50 * 1024 * 1024;

async function writeRandomFile(path: string, size: number): Promise<void> {
  const stream = createWriteStream(path);
  for (let written = 0; written < size; written += 1024 * 1024) {
    if (!stream.write(randomBytes(Math.min(1024 * 1024, size - written)))) {
      await new Promise<void>((resolve) => stream.once("drain", () => resolve()));
    }
  }
  await new Promise<void>((resolve, reject) =>
    stream.end((error?: Error | null) => (error ? reject(error) : resolve())),
  );
}

describe("memory", () => {
  it(
    "packs and publishes a 50 MB file with RSS growth far below the file size",
    { timeout: 120_000 },
    async () => {
      const app = await makeApp();
      await writeRandomFile(join(app, "assets.bin"), FILE_SIZE);
      const work = await tempDir();
      const bundle = join(work, "child.cjs");
      await build({
        entryPoints: [fileURLToPath(new URL("./fixtures/memoryChild.ts", import.meta.url))],
        bundle: true,
        platform: "node",
        format: "cjs",
        target: "node20",
        outfile: bundle,
        conditions: ["@hostbridge/source"],
        logLevel: "silent",
      });

      // A sink that hashes the multipart file part as it streams (the part sits between the first
      // blank line and the closing boundary) and never holds the body.
      const server = await startServer(({ req, json }) => {
        const boundary = /boundary=(.+)$/.exec(req.headers["content-type"] ?? "")![1]!;
        const closing = Buffer.byteLength(`\r\n--${boundary}--\r\n`);
        const hash = createHash("sha256");
        let head = Buffer.alloc(0);
        let inBody = false;
        let tail = Buffer.alloc(0);
        let size = 0;
        req.on("data", (chunk: Buffer) => {
          let data = chunk;
          if (!inBody) {
            head = Buffer.concat([head, data]);
            const end = head.indexOf("\r\n\r\n");
            if (end < 0) return;
            inBody = true;
            data = head.subarray(end + 4);
          }
          const joined = Buffer.concat([tail, data]);
          const keep = Math.min(closing, joined.length);
          const ready = joined.subarray(0, joined.length - keep);
          hash.update(ready);
          size += ready.length;
          tail = Buffer.from(joined.subarray(joined.length - keep));
        });
        req.on("end", () => {
          json(201, {
            app: { name: "demo-app", latest_version: 1 },
            release: {
              version: 1,
              created_at: new Date().toISOString(),
              sha256: hash.digest("hex"),
              size,
            },
          });
        });
      });

      const { stdout } = await run(
        process.execPath,
        ["--expose-gc", bundle, app, work, server.url, "hbk_memory_test_key_0123456789"],
        { timeout: 110_000 },
      );
      const result = JSON.parse(stdout.trim()) as {
        baseline: number;
        peak: number;
        archiveSize: number;
        version: number;
      };
      const growth = result.peak - result.baseline;
      console.info(
        `pack+publish of ${FILE_SIZE / 1048576} MiB (archive ${(result.archiveSize / 1048576).toFixed(1)} MiB): RSS growth ${(growth / 1048576).toFixed(1)} MiB`,
      );
      expect(result.version).toBe(1);
      expect(result.archiveSize).toBeGreaterThan(FILE_SIZE);
      // A buffered archive or upload would add at least the file size (50 MiB); streaming stays far below.
      expect(growth).toBeLessThan(20 * 1024 * 1024);
    },
  );
});
