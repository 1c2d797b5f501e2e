import { createHash, randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import type { RequestBody } from "./http";

/** One part of a multipart/form-data body. */
export type MultipartPart =
  | { name: string; value: string }
  | {
      name: string;
      filename: string;
      contentType: string;
      path: string;
      size: number;
      /**
       * Called with the sha256 (hex) of the file's bytes once they were all read for sending: the hash of
       * exactly what went out, computed from the same chunks, so the file is not read a second time.
       */
      onSha256?: (sha256: string) => void;
    };

/** A multipart/form-data body streamed from its parts, with its exact length known up front. */
export interface MultipartBody extends RequestBody {
  boundary: string;
  contentType: string;
}

function quote(value: string): string {
  return value.replace(/[\r\n"\\]/g, (char) => encodeURIComponent(char));
}

/** A fresh boundary that is practically never part of the content (24 random bytes). */
export function newBoundary(): string {
  return `----hostbridge-${randomBytes(24).toString("hex")}`;
}

/**
 * Builds a streamed multipart body. File parts are read from disk in chunks when the body is
 * opened, so memory use is independent of the file size. If a file's size changed since `size`
 * was taken, opening the body fails instead of sending a wrong Content-Length.
 */
export function multipartBody(
  parts: readonly MultipartPart[],
  boundary: string = newBoundary(),
): MultipartBody {
  const segments: (Buffer | { path: string; size: number; onSha256?: (sha256: string) => void })[] =
    [];
  for (const part of parts) {
    if ("path" in part) {
      segments.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${quote(part.name)}"; filename="${quote(part.filename)}"\r\n` +
            `Content-Type: ${part.contentType}\r\n\r\n`,
        ),
      );
      segments.push({ path: part.path, size: part.size, onSha256: part.onSha256 });
      segments.push(Buffer.from("\r\n"));
    } else {
      segments.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${quote(part.name)}"\r\n\r\n${part.value}\r\n`,
        ),
      );
    }
  }
  segments.push(Buffer.from(`--${boundary}--\r\n`));
  const length = segments.reduce(
    (total, segment) => total + (Buffer.isBuffer(segment) ? segment.length : segment.size),
    0,
  );
  return {
    boundary,
    contentType: `multipart/form-data; boundary=${boundary}`,
    length,
    async *open() {
      for (const segment of segments) {
        if (Buffer.isBuffer(segment)) {
          yield segment;
          continue;
        }
        let read = 0;
        const hash = segment.onSha256 ? createHash("sha256") : undefined;
        if (segment.size > 0) {
          const stream = createReadStream(segment.path, {
            start: 0,
            end: segment.size - 1,
            // Large reads: a tenth of the per-chunk overhead of 64 KiB ones, at 1 MiB of memory.
            highWaterMark: 1024 * 1024,
          });
          for await (const chunk of stream as AsyncIterable<Buffer>) {
            read += chunk.length;
            hash?.update(chunk);
            yield chunk;
          }
        }
        if (read !== segment.size) {
          throw new Error(
            `${segment.path} changed while it was being uploaded (expected ${segment.size} bytes, read ${read})`,
          );
        }
        if (hash) segment.onSha256?.(hash.digest("hex"));
      }
    },
  };
}
