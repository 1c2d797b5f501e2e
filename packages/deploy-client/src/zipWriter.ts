// Writes a deterministic zip of files on disk, compressing several entries at once and writing them in
// order. zlib's deflate runs on libuv's thread pool, so while one entry is written the next ones are read,
// scanned and compressed on the other cores. The bytes depend only on the names and contents (deflate
// level 6 is deterministic; an entry that deflate would grow is stored), never on timing. Memory stays
// bounded: at most WINDOW_BYTES of files are in flight, and files larger than BUFFERED_MAX_BYTES are
// streamed through one deflate stream when their turn comes.
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { open } from "node:fs/promises";
import type { FileHandle } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { promisify } from "node:util";
import { createDeflateRaw, deflateRaw } from "node:zlib";
import { crc32 } from "./crc32";
import { SecretScanner, assertNoSecret } from "./secrets";
import {
  ZIP_METHOD,
  centralDirectory,
  dataDescriptor,
  localHeader,
  needsZip64,
} from "./zipRecords";
import type { ZipEntryRecord } from "./zipRecords";

/** A file to put in the archive. */
export interface ArchiveFile {
  /** The entry name (`/`-separated, relative). */
  path: string;
  /** Where to read it. */
  absolute: string;
  /** Its size when it was listed; a file that changed size since is refused. */
  size: number;
}

/** How to write one archive. */
export interface ZipWriteOptions {
  /** The API key, searched for in every file (see {@link SecretScanner}). */
  apiKey?: string | undefined;
  /** Stops between entries. */
  signal?: AbortSignal | undefined;
  /** Turns a read failure of `path` into the error to throw. */
  readError: (path: string, cause: Error) => Error;
  /** The error to throw when `signal` aborts. */
  abortError: () => Error;
}

/** Level of every deflated entry (zip -r's default). */
const DEFLATE_LEVEL = 6;
/** Files up to this size are read whole and compressed in parallel; larger ones are streamed. */
const BUFFERED_MAX_BYTES = 8 * 1024 * 1024;
/** Most bytes of files read ahead, the one being written included. */
const WINDOW_BYTES = 24 * 1024 * 1024;

/** Size of the sample deflated to decide whether a file compresses at all. */
const PROBE_BYTES = 128 * 1024;
/** A sample that deflates to more than this share of its size is stored, not deflated. */
const INCOMPRESSIBLE_RATIO = 0.97;

const deflateRawAsync = promisify(deflateRaw);

interface PreparedEntry {
  method: ZipEntryRecord["method"];
  crc32: number;
  uncompressedSize: number;
  data: Buffer;
}

function changedError(file: ArchiveFile, read: number): Error {
  return new Error(
    `${file.path} changed while it was being packed (listed with ${file.size} bytes, read ${read}); pack again`,
  );
}

/**
 * Buffers reused for the files read ahead, one per lane: reading into them instead of allocating a buffer
 * per file keeps the resident memory flat (garbage collection lags far behind freshly allocated buffers).
 */
class BufferPool {
  readonly #free: Buffer[] = [];
  take(): Buffer {
    return this.#free.pop() ?? Buffer.allocUnsafeSlow(BUFFERED_MAX_BYTES + 1);
  }
  give(buffer: Buffer): void {
    this.#free.push(buffer);
  }
}

async function readInto(file: ArchiveFile, buffer: Buffer): Promise<Buffer> {
  const handle = await open(file.absolute, "r");
  try {
    let length = 0;
    for (;;) {
      // One byte of room past the listed size shows a file that grew.
      const room = Math.min(buffer.length, file.size + 1) - length;
      if (room <= 0) break;
      const { bytesRead } = await handle.read(buffer, length, room, length);
      if (bytesRead === 0) break;
      length += bytesRead;
    }
    return buffer.subarray(0, length);
  } finally {
    await handle.close();
  }
}

async function prepare(
  file: ArchiveFile,
  buffer: Buffer,
  options: ZipWriteOptions,
): Promise<PreparedEntry> {
  let raw: Buffer;
  try {
    raw = await readInto(file, buffer);
  } catch (error) {
    throw options.readError(file.path, error as Error);
  }
  if (raw.length !== file.size) throw changedError(file, raw.length);
  assertNoSecret(file.path, raw, options.apiKey);
  const crc = crc32(raw);
  const stored = { method: ZIP_METHOD.stored, crc32: crc, uncompressedSize: raw.length, data: raw };
  // Already-compressed data (images, video, fonts, archives) does not shrink: deflating a sample of it
  // tells, at a fraction of the cost of deflating it all. Decided by the bytes alone, so deterministic.
  if (raw.length > PROBE_BYTES) {
    const sample = await deflateOnce(raw.subarray(0, PROBE_BYTES));
    if (sample.length >= PROBE_BYTES * INCOMPRESSIBLE_RATIO) return stored;
  }
  const deflated = await deflateOnce(raw);
  return deflated.length < raw.length
    ? { method: ZIP_METHOD.deflated, crc32: crc, uncompressedSize: raw.length, data: deflated }
    : stored;
}

function deflateOnce(raw: Buffer): Promise<Buffer> {
  // 1 MiB output chunks: a few round trips to the thread pool per file instead of one per 16 KiB.
  return deflateRawAsync(raw, { level: DEFLATE_LEVEL, chunkSize: 1024 * 1024 });
}

/** Appends buffers to the archive file, hashing them in order. */
class ArchiveSink {
  readonly hash = createHash("sha256");
  offset = 0;
  constructor(private readonly handle: FileHandle) {}

  async write(buffer: Buffer): Promise<void> {
    this.hash.update(buffer);
    let written = 0;
    while (written < buffer.length) {
      const { bytesWritten } = await this.handle.write(buffer, written, buffer.length - written);
      written += bytesWritten;
    }
    this.offset += buffer.length;
  }
}

async function streamEntry(
  file: ArchiveFile,
  name: Buffer,
  sink: ArchiveSink,
  options: ZipWriteOptions,
): Promise<ZipEntryRecord> {
  const zip64 = needsZip64(file.size);
  const entry: ZipEntryRecord = {
    name,
    method: ZIP_METHOD.deflated,
    crc32: 0,
    compressedSize: 0,
    uncompressedSize: 0,
    offset: sink.offset,
    descriptor: true,
  };
  await sink.write(localHeader(entry, zip64));
  const source = createReadStream(file.absolute, { highWaterMark: 1024 * 1024 });
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      entry.crc32 = crc32(chunk, entry.crc32);
      entry.uncompressedSize += chunk.length;
      callback(null, chunk);
    },
  });
  try {
    await pipeline(
      source,
      new SecretScanner(file.path, options.apiKey),
      meter,
      createDeflateRaw({ level: DEFLATE_LEVEL }),
      async (compressed: AsyncIterable<Buffer>) => {
        for await (const chunk of compressed) {
          await sink.write(chunk);
          entry.compressedSize += chunk.length;
        }
      },
      ...(options.signal ? [{ signal: options.signal }] : []),
    );
  } catch (error) {
    if (options.signal?.aborted) throw options.abortError();
    if ((error as NodeJS.ErrnoException).syscall !== undefined)
      throw options.readError(file.path, error as Error);
    throw error;
  }
  if (entry.uncompressedSize !== file.size) throw changedError(file, entry.uncompressedSize);
  await sink.write(dataDescriptor(entry, zip64));
  return entry;
}

/**
 * Writes the zip of `files` (in the given order) to `target`, which must not exist. Resolves with its
 * SHA-256 and size. On failure the partly written file is left for the caller to remove.
 */
export async function writeZip(
  files: readonly ArchiveFile[],
  target: string,
  options: ZipWriteOptions,
): Promise<{ sha256: string; size: number }> {
  const handle = await open(target, "wx");
  const sink = new ArchiveSink(handle);
  // One lane per core compressing, plus the entry being written.
  const lanes = Math.max(3, Math.min(9, availableParallelism() + 1));
  const pending = new Map<number, { buffer: Buffer; prepared: Promise<PreparedEntry> }>();
  const pool = new BufferPool();
  let ahead = 0;
  let bytesAhead = 0;
  const readAhead = (from: number) => {
    for (ahead = Math.max(ahead, from); ahead < files.length; ahead += 1) {
      const file = files[ahead]!;
      if (file.size > BUFFERED_MAX_BYTES) continue;
      if (pending.size >= lanes || (pending.size > 0 && bytesAhead + file.size > WINDOW_BYTES))
        return;
      const buffer = pool.take();
      const prepared = prepare(file, buffer, options);
      prepared.catch(() => undefined); // awaited in order below; a failure there stops the archive
      pending.set(ahead, { buffer, prepared });
      bytesAhead += file.size;
    }
  };
  try {
    const entries: ZipEntryRecord[] = [];
    for (const [index, file] of files.entries()) {
      if (options.signal?.aborted) throw options.abortError();
      const name = Buffer.from(file.path, "utf8");
      readAhead(index);
      const ahead = pending.get(index);
      if (!ahead) {
        entries.push(await streamEntry(file, name, sink, options));
        continue;
      }
      const ready = await ahead.prepared;
      const entry: ZipEntryRecord = {
        name,
        method: ready.method,
        crc32: ready.crc32,
        compressedSize: ready.data.length,
        uncompressedSize: ready.uncompressedSize,
        offset: sink.offset,
        descriptor: false,
      };
      await sink.write(localHeader(entry, needsZip64(entry.uncompressedSize)));
      await sink.write(ready.data);
      entries.push(entry);
      pending.delete(index);
      pool.give(ahead.buffer);
      bytesAhead -= file.size;
    }
    await sink.write(centralDirectory(entries, sink.offset));
    return { sha256: sink.hash.digest("hex"), size: sink.offset };
  } finally {
    await Promise.allSettled([...pending.values()].map((item) => item.prepared));
    await handle.close();
  }
}
