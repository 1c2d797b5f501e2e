import { LOCAL_PLATFORM_ERROR_CODES, LocalPlatformError } from "./errors";

const UNITS: Readonly<Record<string, number>> = {
  "": 1,
  b: 1,
  k: 1024,
  kb: 1000,
  kib: 1024,
  m: 1024 ** 2,
  mb: 1000 ** 2,
  mib: 1024 ** 2,
  g: 1024 ** 3,
  gb: 1000 ** 3,
  gib: 1024 ** 3,
};

/**
 * Reads a byte count given as a number or as text such as `"1048576"`, `"10MB"` (10,000,000),
 * `"512MiB"`, `"512m"` or `"1.5GiB"` (single letters and `*iB` are powers of 1024, `KB`/`MB`/`GB` of 1000).
 * Throws `INVALID_OPTIONS` naming `option` when the value is not a positive whole number of bytes.
 */
export function parseByteSize(value: number | string, option: string): number {
  let bytes: number;
  if (typeof value === "number") {
    bytes = value;
  } else {
    const match = /^\s*(\d+(?:\.\d+)?)\s*([a-zA-Z]*)\s*$/.exec(value);
    const unit = match ? UNITS[match[2]!.toLowerCase()] : undefined;
    bytes = match && unit !== undefined ? Math.floor(Number(match[1]) * unit) : Number.NaN;
  }
  if (!Number.isSafeInteger(bytes) || bytes <= 0) {
    throw new LocalPlatformError(
      LOCAL_PLATFORM_ERROR_CODES.INVALID_OPTIONS,
      `${option} must be a positive whole number of bytes or a size such as "512MiB" or "10MB"; got ${JSON.stringify(value)}.`,
    );
  }
  return bytes;
}

/** Writes a byte count for people: `512 MiB`, `1.5 KiB`, `12 B`. */
export function formatBytes(bytes: number): string {
  const units = ["B", "KiB", "MiB", "GiB", "TiB"];
  let value = bytes;
  let index = 0;
  while (value >= 1024 && index < units.length - 1) {
    value /= 1024;
    index += 1;
  }
  const text =
    index === 0 || Number.isInteger(value) ? String(value) : value.toFixed(1).replace(/\.0$/, "");
  return `${text} ${units[index]}`;
}
