// CRC-32 (the zip checksum): node:zlib's native crc32 (Node 20.15+), else a table-driven fallback.
import * as zlib from "node:zlib";

type Crc32 = (data: Uint8Array, value?: number) => number;

const native = (zlib as { crc32?: Crc32 }).crc32;
let table: Uint32Array | undefined;

function makeTable(): Uint32Array {
  const result = new Uint32Array(256);
  for (let n = 0; n < 256; n += 1) {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    result[n] = c >>> 0;
  }
  return result;
}

/** The CRC-32 of `data`, continuing from `previous` (the CRC of the bytes before it; 0 to start). */
export function crc32(data: Uint8Array, previous = 0): number {
  if (native) return native(data, previous);
  table ??= makeTable();
  let crc = (previous ^ 0xffffffff) >>> 0;
  for (const byte of data) crc = table[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
