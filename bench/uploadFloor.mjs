// @ts-check
// Where an upload's time goes: the same archive sent (a) by plain node:http to a server that discards the
// body (the loopback floor of this machine), (b) by deploy-client's publish() to a server that discards it
// and answers in the local platform's shape (the client and its multipart framing), (c) by publish() to
// the local platform, whose log entry splits its side into receiving (multipart parsing, hashing,
// writing), checking the archive and storing, and (d) as the floor of the platform's one write, the same
// number of bytes written to a new file on the same disk. The stage that adds the most time is named the
// bottleneck.
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { open, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import { createServer, request } from "node:http";
import { median } from "./lib/stats.mjs";

/**
 * @param {string} path
 * @returns {Promise<string>}
 */
function sha256OfFile(path) {
  return new Promise((resolve, reject) => {
    const hash = createHash("sha256");
    createReadStream(path)
      .on("data", (chunk) => hash.update(chunk))
      .on("end", () => resolve(hash.digest("hex")))
      .on("error", reject);
  });
}

/**
 * A server that reads and drops every body, answering publish in the local platform's shape.
 * @param {{ name: string, sha256: string, size: number }} archive
 */
async function startDiscardServer(archive) {
  const server = createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      const body = JSON.stringify({
        app: { name: archive.name, latest_version: 1 },
        release: { version: 1, created_at: new Date().toISOString(), ...archive },
      });
      res.writeHead(201, {
        "Content-Type": "application/json",
        "Content-Length": Buffer.byteLength(body),
      });
      res.end(body);
    });
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  const address = /** @type {import("node:net").AddressInfo} */ (server.address());
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () => new Promise((done) => server.close(done)),
  };
}

/**
 * Sends the file as a plain POST body with node:http, 1 MiB reads.
 * @param {string} url
 * @param {string} path
 * @param {number} size
 */
function rawPost(url, path, size) {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: "POST", headers: { "Content-Length": size, "Content-Type": "application/zip" } },
      (res) => {
        res.resume();
        res.on("end", () => resolve(undefined));
      },
    );
    req.on("error", reject);
    createReadStream(path, { highWaterMark: 1024 * 1024 }).pipe(req);
  });
}

/**
 * Writes `size` bytes to a new file in `dir` in 1 MiB writes (what storing an upload costs at least).
 * @param {string} dir
 * @param {number} size
 */
async function writeFloor(dir, size) {
  const path = join(dir, `disk-floor-${process.pid}.bin`);
  const chunk = Buffer.alloc(1024 * 1024, 0x5a);
  const handle = await open(path, "wx");
  try {
    for (let left = size; left > 0; left -= chunk.length)
      await handle.write(chunk, 0, Math.min(chunk.length, left));
  } finally {
    await handle.close();
    await rm(path, { force: true });
  }
}

/**
 * @param {() => Promise<unknown>} run
 * @param {number} rounds
 */
async function timed(run, rounds) {
  /** @type {number[]} */
  const times = [];
  for (let round = 0; round < rounds; round++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  return median(times);
}

/**
 * @param {{ archivePath: string, appName: string, apiKey: string, platform: { url: string },
 *   platformPhases: () => { receiveMs: number, checkMs?: number, unpackMs: number, storeMs: number } | undefined,
 *   scratchDir: string,
 *   publish: (options: { baseUrl: string, apiKey: string, archivePath: string }) => Promise<unknown>,
 *   rounds?: number }} options
 */
export async function measureUploadFloor(options) {
  const { archivePath, apiKey, publish, rounds = 3 } = options;
  const { size } = await stat(archivePath);
  const sha256 = await sha256OfFile(archivePath);
  const discard = await startDiscardServer({ name: options.appName, sha256, size });
  try {
    const rawMs = await timed(() => rawPost(discard.url, archivePath, size), rounds);
    const clientMs = await timed(
      () => publish({ baseUrl: discard.url, apiKey, archivePath }),
      rounds,
    );
    const diskMs = await timed(() => writeFloor(options.scratchDir, size), rounds);
    /** @type {{ receiveMs: number, checkMs?: number, unpackMs: number, storeMs: number }[]} */
    const phases = [];
    const platformMs = await timed(async () => {
      await publish({ baseUrl: options.platform.url, apiKey, archivePath });
      const last = options.platformPhases();
      if (last) phases.push(last);
    }, rounds);
    const server = {
      receiveMs: median(phases.map((p) => p.receiveMs)),
      checkMs: median(phases.map((p) => p.checkMs ?? p.unpackMs)),
      storeMs: median(phases.map((p) => p.storeMs)),
    };
    const stages = [
      { name: "loopback itself (plain node:http to a discarding server)", ms: rawMs },
      {
        name: "deploy-client's publish() (hashing, multipart framing, sending)",
        ms: clientMs - rawMs,
      },
      {
        name: "the local platform receiving (multipart parsing, sha256, temp file)",
        ms: Math.max(0, server.receiveMs - clientMs),
      },
      { name: "the local platform checking the archive", ms: server.checkMs },
      { name: "the local platform storing the version", ms: server.storeMs },
    ];
    const bottleneck = stages.reduce((a, b) => (b.ms > a.ms ? b : a));
    return {
      size,
      rawMs,
      clientMs,
      platformMs,
      diskMs,
      server,
      stages,
      bottleneck: bottleneck.name,
    };
  } finally {
    await discard.close();
  }
}
