// The byte layout of a zip archive (PKWARE APPNOTE 6.3): local file headers, data descriptors, central
// directory headers and the end records, with ZIP64 fields wherever a size, offset or count needs them.
// Every entry has the same fixed time (1980-01-01 00:00, the DOS epoch) and mode (regular file, 0644), so
// the bytes depend only on the entry names and contents.

/** Compression methods used. */
export const ZIP_METHOD = { stored: 0, deflated: 8 } as const;

/** What the central directory records of one entry. */
export interface ZipEntryRecord {
  /** The entry name, `/`-separated, stored as UTF-8. */
  name: Buffer;
  method: (typeof ZIP_METHOD)[keyof typeof ZIP_METHOD];
  crc32: number;
  compressedSize: number;
  uncompressedSize: number;
  /** Offset of the entry's local header in the archive. */
  offset: number;
  /** Whether crc32 and sizes follow the data in a data descriptor (streamed entries). */
  descriptor: boolean;
}

const UINT32_MAX = 0xffffffff;
const UINT16_MAX = 0xffff;
/** General purpose flags: bit 11, names are UTF-8; bit 3, a data descriptor follows the data. */
const FLAG_UTF8 = 0x0800;
const FLAG_DESCRIPTOR = 0x0008;
/** DOS date of 1980-01-01 (year 0 since 1980, month 1, day 1); time 00:00:00. */
const DOS_DATE = (1 << 5) | 1;
const DOS_TIME = 0;
/** Version made by: 3 (Unix) in the high byte, so the external attributes hold a Unix mode; spec 4.5. */
const MADE_BY = (3 << 8) | 45;
/** External attributes: a regular file, rw-r--r--, in the high 16 bits. */
const EXTERNAL_ATTRIBUTES = (0o100644 << 16) >>> 0;

function versionNeeded(zip64: boolean, method: number): number {
  return zip64 ? 45 : method === ZIP_METHOD.deflated ? 20 : 10;
}

/** Writes a ZIP64 extra field holding `values` at `at` of `target`; returns the offset after it. */
function writeZip64Extra(target: Buffer, at: number, values: readonly number[]): number {
  if (values.length === 0) return at;
  target.writeUInt16LE(0x0001, at);
  target.writeUInt16LE(8 * values.length, at + 2);
  values.forEach((value, index) => target.writeBigUInt64LE(BigInt(value), at + 4 + 8 * index));
  return at + 4 + 8 * values.length;
}

/** Length of the ZIP64 extra field holding `count` values (0: no field). */
function zip64ExtraLength(count: number): number {
  return count === 0 ? 0 : 4 + 8 * count;
}

/** Whether an entry of this size needs ZIP64 sizes (deflate can grow incompressible data a little). */
export function needsZip64(uncompressedSize: number): boolean {
  return uncompressedSize >= UINT32_MAX - 1024 * 1024;
}

/**
 * The local file header. With `descriptor`, crc32 and sizes are zero here and follow the data; a ZIP64
 * entry then carries a zero-filled ZIP64 field, so readers expect 8-byte sizes in the descriptor.
 */
export function localHeader(entry: Omit<ZipEntryRecord, "offset">, zip64: boolean): Buffer {
  const zip64Values = !zip64
    ? []
    : entry.descriptor
      ? [0, 0]
      : [entry.uncompressedSize, entry.compressedSize];
  const extraLength = zip64ExtraLength(zip64Values.length);
  // One buffer for the header, the name and the extra field: no pieces joined per entry.
  const header = Buffer.alloc(30 + entry.name.length + extraLength);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(versionNeeded(zip64, entry.method), 4);
  header.writeUInt16LE(FLAG_UTF8 | (entry.descriptor ? FLAG_DESCRIPTOR : 0), 6);
  header.writeUInt16LE(entry.method, 8);
  header.writeUInt16LE(DOS_TIME, 10);
  header.writeUInt16LE(DOS_DATE, 12);
  const known = !entry.descriptor;
  header.writeUInt32LE(known ? entry.crc32 : 0, 14);
  header.writeUInt32LE(known ? (zip64 ? UINT32_MAX : entry.compressedSize) : 0, 18);
  header.writeUInt32LE(known ? (zip64 ? UINT32_MAX : entry.uncompressedSize) : 0, 22);
  header.writeUInt16LE(entry.name.length, 26);
  header.writeUInt16LE(extraLength, 28);
  entry.name.copy(header, 30);
  writeZip64Extra(header, 30 + entry.name.length, zip64Values);
  return header;
}

/** The data descriptor after a streamed entry's data (8-byte sizes for a ZIP64 entry). */
export function dataDescriptor(entry: ZipEntryRecord, zip64: boolean): Buffer {
  const descriptor = Buffer.alloc(zip64 ? 24 : 16);
  descriptor.writeUInt32LE(0x08074b50, 0);
  descriptor.writeUInt32LE(entry.crc32, 4);
  if (zip64) {
    descriptor.writeBigUInt64LE(BigInt(entry.compressedSize), 8);
    descriptor.writeBigUInt64LE(BigInt(entry.uncompressedSize), 16);
  } else {
    descriptor.writeUInt32LE(entry.compressedSize, 8);
    descriptor.writeUInt32LE(entry.uncompressedSize, 12);
  }
  return descriptor;
}

/** The values of an entry's ZIP64 extra field in the central directory (none: no field). */
function centralZip64Values(entry: ZipEntryRecord): number[] {
  const values: number[] = [];
  if (entry.uncompressedSize >= UINT32_MAX) values.push(entry.uncompressedSize);
  if (entry.compressedSize >= UINT32_MAX) values.push(entry.compressedSize);
  if (entry.offset >= UINT32_MAX) values.push(entry.offset);
  return values;
}

/** Length of an entry's central directory header, its name and extra field included. */
function centralHeaderLength(entry: ZipEntryRecord): number {
  return 46 + entry.name.length + zip64ExtraLength(centralZip64Values(entry).length);
}

/** Writes an entry's central directory header at `at` of `target`; returns the offset after it. */
function writeCentralHeader(target: Buffer, at: number, entry: ZipEntryRecord): number {
  const zip64Values = centralZip64Values(entry);
  target.writeUInt32LE(0x02014b50, at);
  target.writeUInt16LE(MADE_BY, at + 4);
  target.writeUInt16LE(versionNeeded(zip64Values.length > 0, entry.method), at + 6);
  target.writeUInt16LE(FLAG_UTF8 | (entry.descriptor ? FLAG_DESCRIPTOR : 0), at + 8);
  target.writeUInt16LE(entry.method, at + 10);
  target.writeUInt16LE(DOS_TIME, at + 12);
  target.writeUInt16LE(DOS_DATE, at + 14);
  target.writeUInt32LE(entry.crc32, at + 16);
  target.writeUInt32LE(Math.min(entry.compressedSize, UINT32_MAX), at + 20);
  target.writeUInt32LE(Math.min(entry.uncompressedSize, UINT32_MAX), at + 24);
  target.writeUInt16LE(entry.name.length, at + 28);
  target.writeUInt16LE(zip64ExtraLength(zip64Values.length), at + 30);
  // comment length, disk number start, internal attributes: 0 (the target is zero-filled)
  target.writeUInt32LE(EXTERNAL_ATTRIBUTES, at + 38);
  target.writeUInt32LE(Math.min(entry.offset, UINT32_MAX), at + 42);
  entry.name.copy(target, at + 46);
  return writeZip64Extra(target, at + 46 + entry.name.length, zip64Values);
}

/**
 * The central directory and end records for `entries`, the directory starting at `offset`, written
 * into one buffer (one allocation for the whole directory, not a few per entry).
 */
export function centralDirectory(entries: readonly ZipEntryRecord[], offset: number): Buffer {
  let directoryLength = 0;
  for (const entry of entries) directoryLength += centralHeaderLength(entry);
  const zip64 =
    entries.length >= UINT16_MAX || offset >= UINT32_MAX || directoryLength >= UINT32_MAX;
  const out = Buffer.alloc(directoryLength + (zip64 ? 56 + 20 : 0) + 22);
  let at = 0;
  for (const entry of entries) at = writeCentralHeader(out, at, entry);
  if (zip64) {
    out.writeUInt32LE(0x06064b50, at);
    out.writeBigUInt64LE(44n, at + 4);
    out.writeUInt16LE(MADE_BY, at + 12);
    out.writeUInt16LE(45, at + 14);
    out.writeBigUInt64LE(BigInt(entries.length), at + 24);
    out.writeBigUInt64LE(BigInt(entries.length), at + 32);
    out.writeBigUInt64LE(BigInt(directoryLength), at + 40);
    out.writeBigUInt64LE(BigInt(offset), at + 48);
    at += 56;
    out.writeUInt32LE(0x07064b50, at);
    out.writeBigUInt64LE(BigInt(offset + directoryLength), at + 8);
    out.writeUInt32LE(1, at + 16);
    at += 20;
  }
  out.writeUInt32LE(0x06054b50, at);
  out.writeUInt16LE(Math.min(entries.length, UINT16_MAX), at + 8);
  out.writeUInt16LE(Math.min(entries.length, UINT16_MAX), at + 10);
  out.writeUInt32LE(Math.min(directoryLength, UINT32_MAX), at + 12);
  out.writeUInt32LE(Math.min(offset, UINT32_MAX), at + 16);
  return out;
}
