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

/**
 * Thrown when the client went away before its body was read; there is nobody to answer. (Not a coded
 * error: a private signal the request handler catches to drop the request, never an answer or a
 * failure anyone reads.)
 */
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
    const reception = new FormReception(req, parser, options, resolve, reject);
    reception.listen();
    req.on("error", () => reception.fail(new ClientGoneError()));
    req.on("close", () => {
      if (!req.complete) reception.fail(new ClientGoneError());
    });
    req.on("data", reception.onData);
    if (/^100-continue$/i.test(req.headers.expect ?? "")) res.writeContinue();
    req.pipe(parser);
  });
}

/** One form body being read: the fields so far, the file part on its way, and how it ends. */
class FormReception {
  private readonly fields = new Map<string, string[]>();
  private fieldsNamedLikeFile = false;
  private settled = false;
  private filePath: string | undefined;
  private fileDone: Promise<ReceivedFile> | undefined;
  private fileStream: Readable | undefined;
  private received = 0;

  constructor(
    private readonly req: IncomingMessage,
    private readonly parser: busboy.Busboy,
    private readonly options: FormOptions,
    private readonly resolve: (form: ReceivedForm) => void,
    private readonly reject: (error: Error) => void,
  ) {}

  /** Rejects once: stops reading, and removes the temp file (after its stream ended). */
  readonly fail = (error: Error): void => {
    if (this.settled) return;
    this.settled = true;
    this.req.unpipe(this.parser);
    this.req.off("data", this.onData);
    this.req.pause();
    // With an error: a stream destroyed after its last chunk but before 'end' would otherwise leave the
    // pipeline waiting forever.
    this.fileStream?.destroy(error);
    const cleanup = async (): Promise<void> => {
      await this.fileDone?.catch(() => undefined);
      if (this.filePath) await rm(this.filePath, { force: true });
    };
    void cleanup().finally(() => this.reject(error));
  };

  /** Counts the body's bytes and fails past `maxBodyBytes`. */
  readonly onData = (chunk: Buffer): void => {
    this.received += chunk.length;
    if (this.received > this.options.maxBodyBytes) {
      this.fail(
        tooLarge(
          this.options.fileField ? this.options.maxFileBytes : this.options.maxBodyBytes,
          this.options.fileField ? "upload" : "request body",
        ),
      );
    }
  };

  /** Listens to the parser's parts, limits, errors and end. */
  listen(): void {
    const { parser } = this;
    parser.on("file", (name, stream, info) => this.onFile(name, stream, info.filename));
    parser.on("field", (name, value, info) =>
      this.onField(name, value, info.valueTruncated || info.nameTruncated),
    );
    const tooMany = (): void =>
      this.fail(
        new HttpError(
          400,
          "invalid_multipart",
          "The form has too many parts (at most 1000 fields and 2000 parts).",
        ),
      );
    parser.on("partsLimit", tooMany);
    parser.on("fieldsLimit", tooMany);
    parser.on("error", (error) => {
      this.fail(
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
    parser.on("close", () => this.onClose());
  }

  /** Streams the `fileField` part to a temp file, hashing it; drops every other file part. */
  private onFile(name: string, stream: Readable, filename: string | undefined): void {
    if (this.settled || name !== this.options.fileField) {
      stream.resume();
      return;
    }
    if (this.fileDone) {
      stream.resume();
      this.fail(
        new HttpError(
          400,
          "invalid_multipart",
          `The form has more than one "${name}" part; send exactly one.`,
        ),
      );
      return;
    }
    const path = join(this.options.tmpDir, `upload-${randomUUID()}.zip`);
    const hash = createHash("sha256");
    let size = 0;
    this.filePath = path;
    this.fileStream = stream;
    stream.once("limit", () => this.fail(tooLarge(this.options.maxFileBytes, "upload")));
    const meter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        hash.update(chunk);
        size += chunk.length;
        callback(null, chunk);
      },
    });
    this.fileDone = pipeline(
      stream,
      meter,
      createWriteStream(path, { flags: "wx", highWaterMark: STREAM_CHUNK_BYTES }),
    ).then(() => ({
      path,
      size,
      sha256: hash.digest("hex"),
      filename,
    }));
    this.fileDone.catch((error: unknown) => this.fail(toError(error)));
  }

  /** Keeps a field's value (fields of a name in order); a truncated field fails. */
  private onField(name: string, value: string, truncated: boolean): void {
    if (this.settled) return;
    if (truncated) {
      this.fail(
        new HttpError(
          400,
          "invalid_multipart",
          `The form field "${name.slice(0, 100)}" is too long (at most 64 KiB).`,
        ),
      );
      return;
    }
    if (name === this.options.fileField) this.fieldsNamedLikeFile = true;
    const values = this.fields.get(name);
    if (values) values.push(value);
    else this.fields.set(name, [value]);
  }

  /** Resolves once the parser and the file part are both done. */
  private onClose(): void {
    if (this.settled) return;
    void (this.fileDone ?? Promise.resolve(undefined)).then(
      (file) => {
        if (this.settled) return;
        this.settled = true;
        this.resolve({ fields: this.fields, file, fieldsNamedLikeFile: this.fieldsNamedLikeFile });
      },
      (error: unknown) => this.fail(toError(error)),
    );
  }
}
