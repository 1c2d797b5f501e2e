// @ts-check
// A realistic benchmark app, generated deterministically from a seed (and, at the end, the deploy
// benchmark's app of random data): the files a web build ships, in
// the proportions of a real app (by bytes: about a third source maps, a fifth bundled JavaScript,
// a fifth already-compressed images, a tenth video, the rest JSON, CSS, fonts, SVG and HTML), many
// small files and a few large ones. The text comes from ./realisticContent.mjs; already-compressed
// media (JPEG, PNG, WebP, woff2, MP4) get their format's magic bytes followed by AES-CTR keystream
// (deterministic, incompressible, as real compressed media is).
import { createCipheriv, createHash, randomFillSync } from "node:crypto";
import { mkdir, open } from "node:fs/promises";
import { dirname, join } from "node:path";
import {
  MAGIC,
  MiB,
  css,
  int,
  javascript,
  json,
  mappings,
  pool,
  prng,
  sizes,
  svg,
  vocabulary,
} from "./realisticContent.mjs";

const APP_JSON = JSON.stringify(
  { name: "bench-app", version: "1.0.0", display_name: "Benchmark app" },
  null,
  2,
);

/** Writes the app's files into `dir`, counting them. */
class AppFiles {
  files = 0;
  bytes = 0;

  /** @param {string} dir */
  constructor(dir) {
    this.dir = dir;
  }

  /** @param {string} path @param {Buffer | string} content */
  async write(path, content) {
    const data = Buffer.from(content);
    let at = 0;
    await this.writeLarge(path, data.length, (n) => data.subarray(at, (at += n)));
  }

  /**
   * Writes a file in pieces of at most 1 MiB (constant memory).
   * @param {string} path @param {number} size @param {(n: number) => Buffer} piece
   */
  async writeLarge(path, size, piece) {
    const absolute = join(this.dir, path);
    await mkdir(dirname(absolute), { recursive: true });
    const handle = await open(absolute, "w");
    try {
      for (let left = size; left > 0; left -= MiB) await handle.write(piece(Math.min(MiB, left)));
    } finally {
      await handle.close();
    }
    this.files += 1;
    this.bytes += size;
  }
}

/**
 * Generates the realistic app into `dir` (created) with about `totalBytes` bytes, from `seed`.
 * The same seed and size give the same files, byte for byte.
 * @param {string} dir
 * @param {number} totalBytes
 * @param {{ seed?: number }} [options]
 * @returns {Promise<{ bytes: number, files: number }>}
 */
export async function generateRealisticApp(dir, totalBytes, options = {}) {
  const seed = options.seed ?? 22;
  const random = prng(seed);
  const words = vocabulary(random, 1200);
  const scale = totalBytes / (300 * MiB);
  const poolBytes = Math.max(1, Math.min(4, Math.round(4 * scale))) * MiB;
  const jsPool = pool(javascript(random, words, poolBytes));
  const mapCodePool = pool(javascript(random, words, poolBytes / 2).replaceAll('"', "'"));
  const mapPool = pool(mappings(random, poolBytes / 2));
  const jsonPool = pool(json(random, words, poolBytes / 2));
  const cssPool = pool(css(random, words, poolBytes / 4));
  const key = createHash("sha256").update(`hostbridge-bench-${seed}`).digest().subarray(0, 16);
  const cipher = createCipheriv("aes-128-ctr", key, Buffer.alloc(16));
  const zeros = Buffer.alloc(MiB);
  /** @param {number} size */
  const incompressible = (size) => {
    const parts = [];
    for (let left = size; left > 0; left -= MiB)
      parts.push(cipher.update(zeros.subarray(0, Math.min(MiB, left))));
    return Buffer.concat(parts, size);
  };
  const out = new AppFiles(dir);
  const T = totalBytes;
  const name = () => `${words[int(random, words.length)]}-${int(random, 1 << 30).toString(36)}`;

  await out.write("app.json", APP_JSON);
  await out.write(
    "index.html",
    '<!doctype html><html><head><meta charset="utf-8"><title>bench</title><link rel="stylesheet" href="assets/index.css"></head><body><div id="app"></div><script type="module" src="assets/index.js"></script></body></html>\n',
  );
  // JavaScript chunks and their source maps (maps about 1.6x the code), a few large vendor bundles.
  const jsSizes = [
    ...[6, 4, 3].map((m) => Math.round(m * MiB * scale)),
    ...sizes(random, T * 0.2 - 13 * MiB * scale, 2048, 400 * 1024),
  ];
  for (const [i, size] of jsSizes.entries()) {
    const base = i < 3 ? `assets/vendor-${i}` : `assets/chunks/${name()}`;
    if (size > 8 * MiB) await out.writeLarge(`${base}.js`, size, (n) => jsPool(random, n));
    else await out.write(`${base}.js`, jsPool(random, size));
    const mapSize = Math.round(size * 1.6);
    const head = Buffer.from(
      `{"version":3,"file":"${base}.js","sources":["../src/${name()}.ts"],"sourcesContent":["`,
    );
    const code = mapCodePool(random, Math.round(mapSize * 0.8));
    const tail = Buffer.from(`"],"names":[],"mappings":"`);
    const vlq = mapPool(random, Math.max(0, mapSize - head.length - code.length - tail.length - 2));
    await out.write(`${base}.js.map`, Buffer.concat([head, code, tail, vlq, Buffer.from('"}')]));
  }
  for (const [i, size] of sizes(random, T * 0.07, 512, 64 * 1024).entries()) {
    const folder = i % 3 === 0 ? "locales" : i % 3 === 1 ? "data" : "assets/i18n";
    await out.write(`${folder}/${name()}.json`, jsonPool(random, size));
  }
  for (const size of sizes(random, T * 0.025, 1024, 200 * 1024))
    await out.write(`assets/css/${name()}.css`, cssPool(random, size));
  for (const size of sizes(random, T * 0.01, 300, 8 * 1024))
    await out.write(`assets/icons/${name()}.svg`, svg(random, size));
  for (const size of sizes(random, T * 0.02, 15 * 1024, 160 * 1024))
    await out.write(
      `assets/fonts/${name()}.woff2`,
      Buffer.concat([MAGIC.woff2, incompressible(size)]),
    );
  const imageKinds = /** @type {const} */ (["jpg", "png", "webp"]);
  for (const size of sizes(random, T * 0.21, 2 * 1024, 900 * 1024)) {
    const ext = imageKinds[int(random, 3)] ?? "jpg";
    await out.write(
      `assets/img/${name()}.${ext}`,
      Buffer.concat([MAGIC[ext], incompressible(size)]),
    );
  }
  const videoEach = Math.round((T * 0.1) / 2);
  for (let i = 0; i < 2; i++) {
    let first = true;
    await out.writeLarge(`assets/media/intro-${i}.mp4`, videoEach, (n) => {
      const chunk = incompressible(n);
      if (first) MAGIC.mp4.copy(chunk);
      first = false;
      return chunk;
    });
  }
  // The rest: more JavaScript chunks and maps, so the total is close to the size asked for.
  while (out.bytes < T) {
    const size = Math.min(T - out.bytes, 256 * 1024);
    await out.write(`assets/chunks/${name()}.js`, jsPool(random, size));
  }
  return { bytes: out.bytes, files: out.files };
}

/**
 * Writes `totalBytes` of random data into `dir`: app.json, index.html, two thirds in 5 MiB files, the
 * rest in 256 KiB files.
 * @param {string} dir
 * @param {number} totalBytes
 */
export async function generateRandomApp(dir, totalBytes) {
  const out = new AppFiles(dir);
  await out.write("app.json", APP_JSON);
  await out.write(
    "index.html",
    "<!doctype html><title>bench</title><script src=assets/app.js></script>",
  );
  const random = (/** @type {number} */ n) => randomFillSync(Buffer.alloc(n));
  for (let i = 0; i < Math.floor((totalBytes * 2) / 3 / (5 * MiB)); i++)
    await out.writeLarge(`assets/media/video-${i}.bin`, 5 * MiB, random);
  for (let i = 0; out.bytes + 256 * 1024 <= totalBytes; i++)
    await out.writeLarge(`assets/chunks/chunk-${i}.bin`, 256 * 1024, random);
  await out.writeLarge("assets/app.js", totalBytes - out.bytes, random);
  return out.bytes;
}
