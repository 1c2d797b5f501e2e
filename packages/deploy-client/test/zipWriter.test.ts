// The parallel packer's archive read back by tools we did not write (yauzl, and Info-ZIP's `unzip -t`
// when installed): stored, deflated and streamed entries, their contents, and the choice of method.
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { promisify } from "node:util";
import { deflateRawSync } from "node:zlib";
import yauzl from "yauzl";
import { describe, expect, it } from "vitest";
import { DeployError, pack } from "@hostbridge/deploy-client";
import { makeApp, tempDir } from "./helpers/tempApp";
import { readZip } from "./helpers/zip";

const MiB = 1024 * 1024;

function methods(path: string): Promise<Record<string, number>> {
  return new Promise((resolve, reject) => {
    yauzl.open(path, { lazyEntries: false }, (error, zip) => {
      if (error || !zip) return reject(error ?? new Error("no zip"));
      const found: Record<string, number> = {};
      zip.on("entry", (entry: yauzl.Entry) => (found[entry.fileName] = entry.compressionMethod));
      zip.on("end", () => resolve(found));
      zip.on("error", reject);
    });
  });
}

/** Where each entry's local header starts and how many compressed bytes follow it, by name. */
function rawEntries(
  path: string,
): Promise<Map<string, { offset: number; compressedSize: number }>> {
  return new Promise((resolve, reject) => {
    yauzl.open(path, { lazyEntries: false }, (error, zip) => {
      if (error || !zip) return reject(error ?? new Error("no zip"));
      const found = new Map<string, { offset: number; compressedSize: number }>();
      zip.on("entry", (entry: yauzl.Entry) =>
        found.set(entry.fileName, {
          offset: entry.relativeOffsetOfLocalHeader,
          compressedSize: entry.compressedSize,
        }),
      );
      zip.on("end", () => resolve(found));
      zip.on("error", reject);
    });
  });
}

describe("the parallel packer", () => {
  it("stores data that does not compress, deflates text, streams large files, and reads back exactly", async () => {
    const random = randomBytes(3 * MiB);
    const text = Buffer.from("a line of text that repeats\n".repeat(200_000));
    const large = Buffer.concat([randomBytes(MiB), Buffer.from("x".repeat(9 * MiB))]);
    const app = await makeApp({
      "media/clip.bin": random,
      "data/rows.txt": text,
      "media/large.bin": large,
      "tiny.txt": "hi",
      "empty.txt": "",
    });
    const result = await pack(app, { outDir: await tempDir() });
    const entries = await readZip(result.path);
    const byName = new Map(entries.map((entry) => [entry.name, entry.content]));
    expect(byName.get("media/clip.bin")!.equals(random)).toBe(true);
    expect(byName.get("data/rows.txt")!.equals(text)).toBe(true);
    expect(byName.get("media/large.bin")!.equals(large)).toBe(true);
    expect(byName.get("empty.txt")!.length).toBe(0);
    expect(await methods(result.path)).toMatchObject({
      "media/clip.bin": 0,
      "data/rows.txt": 8,
      "media/large.bin": 8,
    });
    expect(result.size).toBeLessThan(random.length + large.length + 64 * 1024);
    if (existsSync("/usr/bin/unzip")) {
      const { stdout } = await promisify(execFile)("/usr/bin/unzip", ["-t", result.path]);
      expect(stdout).toContain("No errors detected");
    }
  });

  it("gives the same bytes on every run, whatever order the parallel work finishes in", async () => {
    const files = Object.fromEntries(
      Array.from({ length: 24 }, (_, index) => [
        `assets/f${index}.bin`,
        index % 2 === 0
          ? randomBytes(200_000 + index * 1000)
          : Buffer.from(`row ${index}\n`.repeat(40_000)),
      ]),
    );
    const app = await makeApp(files);
    const runs = await Promise.all(
      [1, 2, 3].map(async () => pack(app, { outDir: await tempDir() })),
    );
    expect(new Set(runs.map((run) => run.sha256)).size).toBe(1);
  });

  it("deflates every entry to the bytes of a fresh zlib stream, whatever its lane deflated before", async () => {
    // A JSON file cut off inside its last `true`, packed after a longer file that continues it with
    // `e`: a stream reused without clearing its window would see that `e` past the end of the shorter
    // file and deflate its last bytes differently from a fresh stream.
    const words = ["token", "store", "select", "config", "page", "render", "handle", "query"];
    const files: Record<string, string> = {};
    for (const count of [20, 150]) {
      const doc = Object.fromEntries(
        Array.from({ length: count }, (_, i) => [
          `${words[i % 8]}Config.${words[(i * 5) % 8]}${i}`,
          { value: i % 3 === 0, label: `${words[(i * 3) % 8]} ${i}` },
        ]),
      );
      const json = JSON.stringify(doc, null, 2);
      const cut = json.slice(0, json.lastIndexOf("true") + 3);
      for (let pair = 0; pair < 4; pair += 1) {
        files[`data/${count}-${pair}-a.json`] = `${cut}e${cut}`;
        files[`data/${count}-${pair}-b.json`] = cut;
      }
    }
    const app = await makeApp(files);
    const result = await pack(app, { outDir: await tempDir(), concurrency: 1 });
    const archive = await readFile(result.path);
    const entries = await rawEntries(result.path);
    for (const [name, content] of Object.entries(files)) {
      const entry = entries.get(name)!;
      const start = entry.offset + 30 + archive.readUInt16LE(entry.offset + 26);
      const data = archive.subarray(start + archive.readUInt16LE(entry.offset + 28));
      const expected = deflateRawSync(content, { level: 6 });
      expect(data.subarray(0, entry.compressedSize).equals(expected), name).toBe(true);
    }
  });

  // The key straddles two 1 MiB reads of the one reused read buffer; deflated (.bin) and stored (.mp4).
  it.each(["media/large.bin", "media/large.mp4"])(
    "refuses the API key split across two reads of a large, streamed file (%s), naming the file",
    async (file) => {
      const key = "hbk_live_0123456789abcdefSTREAMED";
      const app = await makeApp({
        [file]: Buffer.concat([randomBytes(5 * MiB - 9), Buffer.from(key), randomBytes(1024)]),
      });
      const error = await pack(app, { outDir: await tempDir(), apiKey: key }).catch(
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(DeployError);
      expect((error as DeployError).code).toBe("SECRET_DETECTED");
      expect((error as DeployError).message).toContain(file);
      expect((error as DeployError).message).not.toContain(key);
    },
  );
});
