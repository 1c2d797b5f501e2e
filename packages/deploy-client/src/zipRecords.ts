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

function zip64Extra(values: readonly number[]): Buffer {
  const extra = Buffer.alloc(4 + 8 * values.length);
  extra.writeUInt16LE(0x0001, 0);
  extra.writeUInt16LE(8 * values.length, 2);
  values.forEach((value, index) => extra.writeBigUInt64LE(BigInt(value), 4 + 8 * index));
  return extra;
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
  const extra = zip64
    ? zip64Extra(entry.descriptor ? [0, 0] : [entry.uncompressedSize, entry.compressedSize])
    : Buffer.alloc(0);
  const header = Buffer.alloc(30);
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
  header.writeUInt16LE(extra.length, 28);
  return Buffer.concat([header, entry.name, extra]);
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

function centralHeader(entry: ZipEntryRecord): Buffer {
  const big = (value: number) => value >= UINT32_MAX;
  const zip64Values = [
    ...(big(entry.uncompressedSize) ? [entry.uncompressedSize] : []),
    ...(big(entry.compressedSize) ? [entry.compressedSize] : []),
    ...(big(entry.offset) ? [entry.offset] : []),
  ];
  const extra = zip64Values.length > 0 ? zip64Extra(zip64Values) : Buffer.alloc(0);
  const header = Buffer.alloc(46);
  header.writeUInt32LE(0x02014b50, 0);
  header.writeUInt16LE(MADE_BY, 4);
  header.writeUInt16LE(versionNeeded(zip64Values.length > 0, entry.method), 6);
  header.writeUInt16LE(FLAG_UTF8 | (entry.descriptor ? FLAG_DESCRIPTOR : 0), 8);
  header.writeUInt16LE(entry.method, 10);
  header.writeUInt16LE(DOS_TIME, 12);
  header.writeUInt16LE(DOS_DATE, 14);
  header.writeUInt32LE(entry.crc32, 16);
  header.writeUInt32LE(Math.min(entry.compressedSize, UINT32_MAX), 20);
  header.writeUInt32LE(Math.min(entry.uncompressedSize, UINT32_MAX), 24);
  header.writeUInt16LE(entry.name.length, 28);
  header.writeUInt16LE(extra.length, 30);
  // comment length, disk number start, internal attributes: 0
  header.writeUInt32LE(EXTERNAL_ATTRIBUTES, 38);
  header.writeUInt32LE(Math.min(entry.offset, UINT32_MAX), 42);
  return Buffer.concat([header, entry.name, extra]);
}

/** The central directory and end records for `entries`, the directory starting at `offset`. */
export function centralDirectory(entries: readonly ZipEntryRecord[], offset: number): Buffer {
  const directory = Buffer.concat(entries.map(centralHeader));
  const end = Buffer.alloc(22);
  const zip64 =
    entries.length >= UINT16_MAX || offset >= UINT32_MAX || directory.length >= UINT32_MAX;
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Math.min(entries.length, UINT16_MAX), 8);
  end.writeUInt16LE(Math.min(entries.length, UINT16_MAX), 10);
  end.writeUInt32LE(Math.min(directory.length, UINT32_MAX), 12);
  end.writeUInt32LE(Math.min(offset, UINT32_MAX), 16);
  if (!zip64) return Buffer.concat([directory, end]);
  const record = Buffer.alloc(56);
  record.writeUInt32LE(0x06064b50, 0);
  record.writeBigUInt64LE(44n, 4);
  record.writeUInt16LE(MADE_BY, 12);
  record.writeUInt16LE(45, 14);
  record.writeBigUInt64LE(BigInt(entries.length), 24);
  record.writeBigUInt64LE(BigInt(entries.length), 32);
  record.writeBigUInt64LE(BigInt(directory.length), 40);
  record.writeBigUInt64LE(BigInt(offset), 48);
  const locator = Buffer.alloc(20);
  locator.writeUInt32LE(0x07064b50, 0);
  locator.writeBigUInt64LE(BigInt(offset + directory.length), 8);
  locator.writeUInt32LE(1, 16);
  return Buffer.concat([directory, record, locator, end]);
}
