// Writes a deterministic zip of files on disk, compressing several entries at once and writing them in
// order. Each file is read once into a reused buffer; its secret scan, CRC-32 (zlib's native crc32) and
// deflate work on those same bytes, the deflate by a zlib stream each lane reuses from file to file
// (giving a fresh stream's bytes: deflater.ts). zlib's deflate runs on libuv's thread pool, so while one
// entry is written the next ones are read, scanned and compressed on the other cores. Formats that are
// already compressed are stored without being deflated (entryMethod.ts). The bytes depend only on the
// names and contents (deflate level 6 is deterministic; an entry that deflate would grow is stored),
// never on timing or on how many entries are in flight. Memory stays bounded: at most WINDOW_BYTES of
// files are in flight, and files larger than BUFFERED_MAX_BYTES are streamed when their turn comes
// (zipLarge.ts).
import { open } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { ArchiveSink } from "./archiveSink";
import { crc32 } from "./crc32";
import { DEFLATE_LEVEL, DeflaterPool } from "./deflater";
import type { Deflater } from "./deflater";
import { readWhole } from "./fileReads";
import { entryPlan } from "./entryMethod";
import { assertNoSecret } from "./secrets";
import { READ_CHUNK, changedError, writeLargeEntry } from "./zipLarge";
import { ZIP_METHOD, centralDirectory, localHeader, needsZip64 } from "./zipRecords";
import type { ZipEntryRecord } from "./zipRecords";

export type { ArchiveFile, ZipWriteOptions } from "./zipTypes";
import type { ArchiveFile, ZipWriteOptions } from "./zipTypes";

/** Files up to this size are read whole and compressed in parallel; larger ones are streamed. */
const BUFFERED_MAX_BYTES = 4 * 1024 * 1024;
/** Most bytes of files read ahead, the one being written included. */
const WINDOW_BYTES = 6 * 1024 * 1024;

/** Size of the sample deflated to decide whether a file compresses at all. */
const PROBE_BYTES = 128 * 1024;
/** A sample that deflates to more than this share of its size is stored, not deflated. */
const INCOMPRESSIBLE_RATIO = 0.97;

/** What a file in flight uses: the buffer it is read into and the stream it is deflated with. */
interface Lane {
  buffer: Buffer;
  deflater: Deflater;
}

interface PreparedEntry {
  method: ZipEntryRecord["method"];
  crc32: number;
  uncompressedSize: number;
  /** The entry's data, in pieces (deflate output is not joined: one copy less per file). */
  data: Buffer[];
  size: number;
}

/**
 * Buffers reused for the files read ahead, one per lane: reading into them instead of allocating a buffer
 * per file keeps the resident memory flat (garbage collection lags far behind freshly allocated buffers).
 */
class BufferPool {
  readonly #free: Buffer[] = [];
  /** A buffer with room for `size` bytes plus one: the smallest free one that fits, else a new one. */
  take(size: number): Buffer {
    let best = -1;
    for (const [index, buffer] of this.#free.entries()) {
      if (buffer.length > size && (best < 0 || buffer.length < this.#free[best]!.length))
        best = index;
    }
    if (best >= 0) return this.#free.splice(best, 1)[0]!;
    // None fits: the largest free buffer is dropped for a larger one (powers of two, so a lane settles
    // on one buffer after a few files).
    if (this.#free.length > 0) this.#free.splice(this.#largest(), 1);
    let length = 64 * 1024;
    while (length <= size) length *= 2;
    return Buffer.allocUnsafeSlow(Math.min(length, BUFFERED_MAX_BYTES + 1));
  }
  #largest(): number {
    let largest = 0;
    this.#free.forEach((buffer, index) => {
      if (buffer.length > this.#free[largest]!.length) largest = index;
    });
    return largest;
  }
  give(buffer: Buffer): void {
    this.#free.push(buffer);
  }
}

async function prepare(
  file: ArchiveFile,
  { buffer, deflater }: Lane,
  options: ZipWriteOptions,
): Promise<PreparedEntry> {
  let raw: Buffer;
  try {
    // One byte of room past the listed size shows a file that grew.
    raw = await readWhole(file.absolute, buffer, file.size + 1);
  } catch (error) {
    throw options.readError(file.path, error as Error);
  }
  if (raw.length !== file.size) throw changedError(file, raw.length);
  assertNoSecret(file.path, raw, options.apiKey);
  const crc = crc32(raw);
  const stored: PreparedEntry = {
    method: ZIP_METHOD.stored,
    crc32: crc,
    uncompressedSize: raw.length,
    data: [raw],
    size: raw.length,
  };
  const plan = entryPlan(file.path);
  if (plan === "store" || raw.length === 0) return stored;
  // Data of an unknown kind may be compressed already (images, archives under another name): deflating
  // a sample of it tells, at a fraction of the cost of deflating it all. Decided by the bytes alone.
  if (plan === "probe" && raw.length > PROBE_BYTES) {
    const sample = await deflater.deflate(raw.subarray(0, PROBE_BYTES));
    if (sample.size >= PROBE_BYTES * INCOMPRESSIBLE_RATIO) return stored;
  }
  const deflated = await deflater.deflate(raw);
  return deflated.size < raw.length
    ? { method: ZIP_METHOD.deflated, crc32: crc, uncompressedSize: raw.length, ...deflated }
    : stored;
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
  const lanes = Math.max(2, Math.min(17, (options.concurrency ?? availableParallelism()) + 1));
  const preparing = new Map<number, { lane: Lane; prepared: Promise<PreparedEntry> }>();
  const pool = new BufferPool();
  const deflaters = new DeflaterPool();
  // The one buffer every large entry is read through.
  const chunk = Buffer.allocUnsafeSlow(READ_CHUNK);
  let ahead = 0;
  let bytesAhead = 0;
  const readAhead = (from: number) => {
    for (ahead = Math.max(ahead, from); ahead < files.length; ahead += 1) {
      const file = files[ahead]!;
      if (file.size > BUFFERED_MAX_BYTES) continue;
      if (preparing.size >= lanes || (preparing.size > 0 && bytesAhead + file.size > WINDOW_BYTES))
        return;
      const lane = { buffer: pool.take(file.size), deflater: deflaters.take() };
      const prepared = prepare(file, lane, options);
      prepared.catch(() => undefined); // awaited in order below; a failure there stops the archive
      preparing.set(ahead, { lane, prepared });
      bytesAhead += file.size;
    }
  };
  try {
    const entries: ZipEntryRecord[] = [];
    for (const [index, file] of files.entries()) {
      if (options.signal?.aborted) throw options.abortError();
      const name = Buffer.from(file.path, "utf8");
      readAhead(index);
      const ahead = preparing.get(index);
      if (!ahead) {
        const plan = entryPlan(file.path);
        entries.push(
          await writeLargeEntry(file, name, plan, sink, {
            ...options,
            level: DEFLATE_LEVEL,
            chunk,
          }),
        );
        continue;
      }
      const ready = await ahead.prepared;
      const entry: ZipEntryRecord = {
        name,
        method: ready.method,
        crc32: ready.crc32,
        compressedSize: ready.size,
        uncompressedSize: ready.uncompressedSize,
        offset: sink.offset,
        descriptor: false,
      };
      await sink.write(localHeader(entry, needsZip64(entry.uncompressedSize)));
      for (const piece of ready.data) await sink.write(piece);
      entries.push(entry);
      preparing.delete(index);
      pool.give(ahead.lane.buffer);
      deflaters.give(ahead.lane.deflater);
      bytesAhead -= file.size;
    }
    await sink.write(centralDirectory(entries, sink.offset));
    return await sink.finish();
  } finally {
    await Promise.allSettled([...preparing.values()].map((item) => item.prepared));
    deflaters.close();
    await handle.close();
  }
}
