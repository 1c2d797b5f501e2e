import { extname } from "node:path";

const UTF8 = "; charset=utf-8";

const TYPES: Readonly<Record<string, string>> = {
  ".html": `text/html${UTF8}`,
  ".htm": `text/html${UTF8}`,
  ".js": `text/javascript${UTF8}`,
  ".mjs": `text/javascript${UTF8}`,
  ".cjs": `text/javascript${UTF8}`,
  ".css": `text/css${UTF8}`,
  ".json": `application/json${UTF8}`,
  ".map": `application/json${UTF8}`,
  ".webmanifest": `application/manifest+json${UTF8}`,
  ".txt": `text/plain${UTF8}`,
  ".md": `text/markdown${UTF8}`,
  ".csv": `text/csv${UTF8}`,
  ".xml": `application/xml${UTF8}`,
  ".svg": `image/svg+xml${UTF8}`,
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".bmp": "image/bmp",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".ttf": "font/ttf",
  ".otf": "font/otf",
  ".wasm": "application/wasm",
  ".pdf": "application/pdf",
  ".zip": "application/zip",
  ".mp3": "audio/mpeg",
  ".wav": "audio/wav",
  ".ogg": "audio/ogg",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
};

/**
 * The Content-Type the local platform serves a file with, from its extension (case-insensitive);
 * `application/octet-stream` when unknown. Text types carry `charset=utf-8`. `hostbridge dev` serves
 * an app's files with the same types.
 *
 * @example
 * ```ts
 * contentTypeFor("dist/index.html"); // "text/html; charset=utf-8"
 * ```
 */
export function contentTypeFor(path: string): string {
  return TYPES[extname(path).toLowerCase()] ?? "application/octet-stream";
}
