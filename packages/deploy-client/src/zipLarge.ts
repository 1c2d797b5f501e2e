// Entries too large to hold in memory, written when their turn comes. Every read goes into one reused
// chunk buffer (no buffer per chunk: a stream's fresh 1 MiB chunks are garbage the collector frees late,
// and that garbage was what raised packing's peak memory). Data that is already compressed is stored: a
// first read computes its CRC-32 and scans it for secrets, a second copies it (from the page cache)
// behind a header that holds the real CRC and size. Other data is deflated as it is read, its CRC and
// sizes in a data descriptor after it.
import { createDeflateRaw } from "node:zlib";
import type { DeflateRaw } from "node:zlib";
import type { ArchiveSink } from "./archiveSink";
import { crc32 } from "./crc32";
import { closeFile, openForReading, readAt } from "./fileReads";
import type { EntryPlan } from "./entryMethod";
import { SecretScanner } from "./secrets";
import { ZIP_METHOD, dataDescriptor, localHeader, needsZip64 } from "./zipRecords";
import type { ZipEntryRecord } from "./zipRecords";
import type { ArchiveFile, ZipWriteOptions } from "./zipTypes";

/** Size of the reused read buffer (the archive sink writes a chunk this large without copying it). */
export const READ_CHUNK = 1024 * 1024;
/** Size of deflate's output pieces: copied into the sink's staging buffer, then reused by zlib. */
const DEFLATE_CHUNK = 64 * 1024;

type LargeOptions = ZipWriteOptions & { level: number; chunk: Buffer };

/** The error for a file whose size changed since it was listed. */
export function changedError(file: ArchiveFile, read: number): Error {
  return new Error(
    `${file.path} changed while it was being packed (listed with ${file.size} bytes, read ${read}); pack again`,
  );
}

function failure(error: unknown, file: ArchiveFile, options: ZipWriteOptions): Error {
  if (options.signal?.aborted) return options.abortError();
  if ((error as NodeJS.ErrnoException).syscall !== undefined)
    return options.readError(file.path, error as Error);
  return error as Error;
}

/**
 * Reads the file into `options.chunk` piece by piece, calling `each` with every piece (valid until
 * `each` resolves), and resolves with the CRC-32 and size of what was read.
 */
async function readChunks(
  file: ArchiveFile,
  options: LargeOptions,
  each: (piece: Buffer) => void | Promise<void>,
): Promise<{ crc32: number; size: number }> {
  const seen = { crc32: 0, size: 0 };
  try {
    const fd = await openForReading(file.absolute);
    try {
      for (;;) {
        if (options.signal?.aborted) throw options.abortError();
        const bytesRead = await readAt(fd, options.chunk, 0, options.chunk.length, seen.size);
        if (bytesRead === 0) break;
        const piece = options.chunk.subarray(0, bytesRead);
        seen.crc32 = crc32(piece, seen.crc32);
        seen.size += bytesRead;
        await each(piece);
      }
    } finally {
      await closeFile(fd);
    }
  } catch (error) {
    throw failure(error, file, options);
  }
  return seen;
}

async function storeLarge(
  file: ArchiveFile,
  name: Buffer,
  sink: ArchiveSink,
  options: LargeOptions,
): Promise<ZipEntryRecord> {
  const scanner = new SecretScanner(file.path, options.apiKey);
  const first = await readChunks(file, options, (piece) => scanner.scan(piece));
  if (first.size !== file.size) throw changedError(file, first.size);
  const entry: ZipEntryRecord = {
    name,
    method: ZIP_METHOD.stored,
    crc32: first.crc32,
    compressedSize: file.size,
    uncompressedSize: file.size,
    offset: sink.offset,
    descriptor: false,
  };
  await sink.write(localHeader(entry, needsZip64(file.size)));
  const copied = await readChunks(file, options, (piece) => sink.write(piece));
  // Changed between the two reads: the header would not match the data.
  if (copied.size !== file.size || copied.crc32 !== first.crc32) {
    throw changedError(file, copied.size);
  }
  return entry;
}

/**
 * Feeds `piece` to `deflate` and resolves once zlib is done with it (so its buffer may be refilled);
 * the output goes to the sink in order, zlib pausing while the sink writes.
 */
function deflateInto(deflate: DeflateRaw, piece: Buffer, finish: boolean): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = (error?: Error | null) => (error ? reject(error) : resolve());
    if (finish) deflate.end(piece, done);
    else deflate.write(piece, done);
  });
}

async function deflateLarge(
  file: ArchiveFile,
  name: Buffer,
  sink: ArchiveSink,
  options: LargeOptions,
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
  const deflate = createDeflateRaw({ level: options.level, chunkSize: DEFLATE_CHUNK });
  let writing: Promise<void> = Promise.resolve();
  let failed: Error | undefined;
  deflate.on("data", (compressed: Buffer) => {
    entry.compressedSize += compressed.length;
    deflate.pause();
    writing = sink.write(compressed).then(
      () => void deflate.resume(),
      (error: Error) => void deflate.destroy((failed = error)),
    );
  });
  const ended = new Promise<void>((resolve, reject) => {
    deflate.on("end", resolve);
    deflate.on("error", reject);
  });
  ended.catch(() => undefined); // awaited below, after the reads
  const scanner = new SecretScanner(file.path, options.apiKey);
  try {
    const seen = await readChunks(file, options, (piece) => {
      scanner.scan(piece);
      return deflateInto(deflate, piece, false);
    });
    if (seen.size !== file.size) throw changedError(file, seen.size);
    await deflateInto(deflate, Buffer.alloc(0), true);
    await ended;
    await writing;
    if (failed) throw failed;
    entry.crc32 = seen.crc32;
    entry.uncompressedSize = seen.size;
  } finally {
    deflate.destroy();
  }
  await sink.write(dataDescriptor(entry, zip64));
  return entry;
}

/**
 * Writes one large entry, reading through `options.chunk`: stored when its name says the format is
 * already compressed, otherwise deflated while streaming (a large file of unknown kind is not probed:
 * its head says little about the rest, and deflating incompressible data only grows it by a few bytes
 * per 16 KiB).
 */
export function writeLargeEntry(
  file: ArchiveFile,
  name: Buffer,
  plan: EntryPlan,
  sink: ArchiveSink,
  options: LargeOptions,
): Promise<ZipEntryRecord> {
  return plan === "store"
    ? storeLarge(file, name, sink, options)
    : deflateLarge(file, name, sink, options);
}
