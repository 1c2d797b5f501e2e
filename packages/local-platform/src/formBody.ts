// Reads a multipart/form-data (or, where allowed, urlencoded) request body with busboy. The one file part
// asked for is streamed to a temp file and hashed on the way, so memory stays constant whatever its size;
// the body is capped and the request is answered as soon as a cap is passed.
import { createHash, randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { rm } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join } from "node:path";
import { Transform } from "node:stream";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import busboy from "busboy";
import { formatBytes } from "./byteSize";
import { HttpError } from "./httpError";

/** How to read one form body. */
export interface FormOptions {
  /** The part to stream to a temp file; other file parts are read and dropped. Unset: no file is kept. */
  fileField?: string;
  /** Where the temp file goes (same file system as the state, so it can be renamed into place). */
  tmpDir: string;
  /** Most bytes the file part may have; one more answers 413. */
  maxFileBytes: number;
  /** Most bytes the whole body may have; one more answers 413. */
  maxBodyBytes: number;
  /** Accept application/x-www-form-urlencoded bodies as well. */
  allowUrlEncoded?: boolean;
}

/** A file part stored in a temp file. The caller owns the file and removes it. */
export interface ReceivedFile {
  path: string;
  size: number;
  sha256: string;
  filename: string | undefined;
}

/** The fields (every value of each name, in order) and the stored file of a form body. */
export interface ReceivedForm {
  fields: Map<string, string[]>;
  file: ReceivedFile | undefined;
  /** True when a part named like `fileField` came as a plain field (no filename), not as a file. */
  fieldsNamedLikeFile: boolean;
}

/** Thrown when the client went away before its body was read; there is nobody to answer. */
export class ClientGoneError extends Error {
  constructor() {
    super("the client closed the connection before the request body was complete");
    this.name = "ClientGoneError";
  }
}

/** Buffer size of the upload's streams. */
const STREAM_CHUNK_BYTES = 1024 * 1024;

function mediaType(req: IncomingMessage): string {
  return (req.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
}

function tooLarge(limit: number, what: string): HttpError {
  return new HttpError(
    413,
    "payload_too_large",
    `The ${what} is larger than the ${formatBytes(limit)} (${limit} bytes) this platform accepts; make it smaller or raise maxUploadBytes.`,
    { details: { limit_bytes: limit } },
  );
}

function toError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

/**
 * Reads the form body of `req`. Rejects with an {@link HttpError} (415, 400 `invalid_multipart`,
 * 413 `payload_too_large`) or {@link ClientGoneError}; a temp file is never left behind on rejection.
 */
export function receiveForm(
  req: IncomingMessage,
  res: ServerResponse,
  options: FormOptions,
): Promise<ReceivedForm> {
  const type = mediaType(req);
  const accepted =
    type === "multipart/form-data" ||
    (options.allowUrlEncoded === true && type === "application/x-www-form-urlencoded");
  if (!accepted) {
    const expected = options.allowUrlEncoded
      ? "multipart/form-data or application/x-www-form-urlencoded"
      : "multipart/form-data";
    return Promise.reject(
      new HttpError(
        415,
        "unsupported_media_type",
        `The body is ${type ? `"${type}"` : "untyped"}; send ${expected}.`,
      ),
    );
  }
  const declared = Number(req.headers["content-length"]);
  if (Number.isFinite(declared) && declared > options.maxBodyBytes) {
    // Answered from the headers alone: not one byte of the body is read (nor 100-continue sent).
    return Promise.reject(
      tooLarge(
        options.fileField ? options.maxFileBytes : options.maxBodyBytes,
        options.fileField ? "upload" : "request body",
      ),
    );
  }

  return new Promise<ReceivedForm>((resolve, reject) => {
    const fields = new Map<string, string[]>();
    let fieldsNamedLikeFile = false;
    let settled = false;
    let filePath: string | undefined;
    let fileDone: Promise<ReceivedFile> | undefined;
    let fileStream: Readable | undefined;
    let received = 0;

    const fail = (error: Error): void => {
      if (settled) return;
      settled = true;
      req.unpipe(parser);
      req.off("data", onData);
      req.pause();
      // With an error: a stream destroyed after its last chunk but before 'end' would otherwise leave the
      // pipeline waiting forever.
      fileStream?.destroy(error);
      const cleanup = async (): Promise<void> => {
        await fileDone?.catch(() => undefined);
        if (filePath) await rm(filePath, { force: true });
      };
      void cleanup().finally(() => reject(error));
    };

    const onData = (chunk: Buffer): void => {
      received += chunk.length;
      if (received > options.maxBodyBytes) {
        fail(
          tooLarge(
            options.fileField ? options.maxFileBytes : options.maxBodyBytes,
            options.fileField ? "upload" : "request body",
          ),
        );
      }
    };

    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        defParamCharset: "utf8",
        // Larger chunks through the parser, the hash and the file: fewer calls per megabyte.
        highWaterMark: STREAM_CHUNK_BYTES,
        fileHwm: STREAM_CHUNK_BYTES,
        // busboy reports the limit once a file reaches it; one byte more makes "exactly the limit" acceptable.
        limits: {
          fieldSize: 64 * 1024,
          fields: 1000,
          parts: 2000,
          fileSize: options.maxFileBytes + 1,
        },
      });
    } catch (error) {
      reject(
        new HttpError(
          400,
          "invalid_multipart",
          `The form body cannot be read: ${(error as Error).message}.`,
          {
            cause: error,
          },
        ),
      );
      return;
    }

    parser.on("file", (name, stream, info) => {
      if (settled || name !== options.fileField) {
        stream.resume();
        return;
      }
      if (fileDone) {
        stream.resume();
        fail(
          new HttpError(
            400,
            "invalid_multipart",
            `The form has more than one "${name}" part; send exactly one.`,
          ),
        );
        return;
      }
      const path = join(options.tmpDir, `upload-${randomUUID()}.zip`);
      const hash = createHash("sha256");
      let size = 0;
      filePath = path;
      fileStream = stream;
      stream.once("limit", () => fail(tooLarge(options.maxFileBytes, "upload")));
      const meter = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          hash.update(chunk);
          size += chunk.length;
          callback(null, chunk);
        },
      });
      fileDone = pipeline(
        stream,
        meter,
        createWriteStream(path, { flags: "wx", highWaterMark: STREAM_CHUNK_BYTES }),
      ).then(() => ({
        path,
        size,
        sha256: hash.digest("hex"),
        filename: info.filename,
      }));
      fileDone.catch((error: unknown) => fail(toError(error)));
    });

    parser.on("field", (name, value, info) => {
      if (settled) return;
      if (info.valueTruncated || info.nameTruncated) {
        fail(
          new HttpError(
            400,
            "invalid_multipart",
            `The form field "${name.slice(0, 100)}" is too long (at most 64 KiB).`,
          ),
        );
        return;
      }
      if (name === options.fileField) fieldsNamedLikeFile = true;
      const values = fields.get(name);
      if (values) values.push(value);
      else fields.set(name, [value]);
    });

    const tooMany = (): void =>
      fail(
        new HttpError(
          400,
          "invalid_multipart",
          "The form has too many parts (at most 1000 fields and 2000 parts).",
        ),
      );
    parser.on("partsLimit", tooMany);
    parser.on("fieldsLimit", tooMany);

    parser.on("error", (error) => {
      fail(
        new HttpError(
          400,
          "invalid_multipart",
          `The form body is malformed: ${(error as Error).message}; send well-formed multipart/form-data.`,
          {
            cause: error,
          },
        ),
      );
    });

    parser.on("close", () => {
      if (settled) return;
      void (fileDone ?? Promise.resolve(undefined)).then(
        (file) => {
          if (settled) return;
          settled = true;
          resolve({ fields, file, fieldsNamedLikeFile });
        },
        (error: unknown) => fail(toError(error)),
      );
    });

    req.on("error", () => fail(new ClientGoneError()));
    req.on("close", () => {
      if (!req.complete) fail(new ClientGoneError());
    });
    req.on("data", onData);
    if (/^100-continue$/i.test(req.headers.expect ?? "")) res.writeContinue();
    req.pipe(parser);
  });
}
