// Entries too large to hold in memory, written when their turn comes. Data that is already compressed
// is stored: a first read computes its CRC-32 and scans it for secrets, a second copies it (from the page
// cache) behind a header that holds the real CRC and size. Other data is deflated as it streams, its CRC
// and sizes in a data descriptor after it.
import { createReadStream } from "node:fs";
import { Transform, Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createDeflateRaw } from "node:zlib";
import type { ArchiveSink } from "./archiveSink";
import { crc32 } from "./crc32";
import type { EntryPlan } from "./entryMethod";
import { SecretScanner } from "./secrets";
import { ZIP_METHOD, dataDescriptor, localHeader, needsZip64 } from "./zipRecords";
import type { ZipEntryRecord } from "./zipRecords";
import type { ArchiveFile, ZipWriteOptions } from "./zipTypes";

const READ_CHUNK = 1024 * 1024;

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

/** Streams the file through `stages`, counting bytes and computing their CRC-32. */
async function streamFile(
  file: ArchiveFile,
  options: ZipWriteOptions & { level: number },
  last: (chunks: AsyncIterable<Buffer>) => Promise<void>,
  deflate: boolean,
): Promise<{ crc32: number; size: number }> {
  const seen = { crc32: 0, size: 0 };
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen.crc32 = crc32(chunk, seen.crc32);
      seen.size += chunk.length;
      callback(null, chunk);
    },
  });
  try {
    const source = createReadStream(file.absolute, { highWaterMark: READ_CHUNK });
    const scanner = new SecretScanner(file.path, options.apiKey);
    const signal = options.signal ? [{ signal: options.signal }] : [];
    await (deflate
      ? pipeline(
          source,
          scanner,
          meter,
          createDeflateRaw({ level: options.level }),
          last,
          ...signal,
        )
      : pipeline(source, scanner, meter, last, ...signal));
  } catch (error) {
    throw failure(error, file, options);
  }
  if (seen.size !== file.size) throw changedError(file, seen.size);
  return seen;
}

async function storeLarge(
  file: ArchiveFile,
  name: Buffer,
  sink: ArchiveSink,
  options: ZipWriteOptions & { level: number },
): Promise<ZipEntryRecord> {
  const { crc32: crc } = await streamFile(
    file,
    options,
    async (chunks) => {
      for await (const _chunk of chunks);
    },
    false,
  );
  const entry: ZipEntryRecord = {
    name,
    method: ZIP_METHOD.stored,
    crc32: crc,
    compressedSize: file.size,
    uncompressedSize: file.size,
    offset: sink.offset,
    descriptor: false,
  };
  await sink.write(localHeader(entry, needsZip64(file.size)));
  let copied = 0;
  let copiedCrc = 0;
  try {
    await pipeline(
      createReadStream(file.absolute, { highWaterMark: READ_CHUNK }),
      new Writable({
        write(chunk: Buffer, _encoding, callback) {
          copied += chunk.length;
          copiedCrc = crc32(chunk, copiedCrc);
          sink.write(chunk).then(() => callback(), callback);
        },
      }),
      ...(options.signal ? [{ signal: options.signal }] : []),
    );
  } catch (error) {
    throw failure(error, file, options);
  }
  // Changed between the two reads: the header would not match the data.
  if (copied !== file.size || copiedCrc !== crc) throw changedError(file, copied);
  return entry;
}

async function deflateLarge(
  file: ArchiveFile,
  name: Buffer,
  sink: ArchiveSink,
  options: ZipWriteOptions & { level: number },
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
  const seen = await streamFile(
    file,
    options,
    async (compressed) => {
      for await (const chunk of compressed) {
        await sink.write(chunk);
        entry.compressedSize += chunk.length;
      }
    },
    true,
  );
  entry.crc32 = seen.crc32;
  entry.uncompressedSize = seen.size;
  await sink.write(dataDescriptor(entry, zip64));
  return entry;
}

/**
 * Writes one large entry: stored when its name says the format is already compressed, otherwise
 * deflated while streaming (a large file of unknown kind is not probed: its head says little about the
 * rest, and deflating incompressible data only grows it by a few bytes per 16 KiB).
 */
export function writeLargeEntry(
  file: ArchiveFile,
  name: Buffer,
  plan: EntryPlan,
  sink: ArchiveSink,
  options: ZipWriteOptions & { level: number },
): Promise<ZipEntryRecord> {
  return plan === "store"
    ? storeLarge(file, name, sink, options)
    : deflateLarge(file, name, sink, options);
}
