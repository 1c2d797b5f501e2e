// A raw deflate stream reused from one input to the next, giving the bytes a fresh stream would.
// A fresh stream per file mallocs about 256 KiB of zlib state and a first output buffer sized for that
// file, and frees them again: over an app of thousands of files that churn fragmented the native heap
// (the resident set crept up by 20-30 MB over a 300 MB app while the live memory stayed flat). A reused
// stream keeps its zlib state, and its output continues in one 64 KiB buffer after another.
//
// Reuse alone would make the output depend on the file deflated before: deflateReset() does not clear
// zlib's 64 KiB window, and at the end of an input zlib looks at bytes past the data (its hash of the
// last positions, its match finder up to MAX_MATCH bytes), bytes a fresh stream holds as zeros. So
// before an input shorter than what earlier inputs wrote into the window, zeros are deflated (output
// discarded) over its end plus a margin: the window then holds what a fresh stream's would, and the
// archive's bytes stay independent of which lane packed a file (a test compares every entry with
// zlib's one-shot deflateRawSync).
import { constants, createDeflateRaw } from "node:zlib";
import type { DeflateRaw } from "node:zlib";

/** Level of every deflated entry (zip -r's default). */
export const DEFLATE_LEVEL = 6;
/** zlib's sliding window at the default windowBits (15): twice 32 KiB. */
const WINDOW = 64 * 1024;
/** Bytes past an input's end the match finder may read (MAX_MATCH, 258, plus a margin). */
const READ_PAST_END = 512;
/** Size of the output buffers: one size for every file, so freed ones are reused by the allocator. */
const OUTPUT_CHUNK = 64 * 1024;
/** Zeros deflated to clear the window (never written to). */
const ZEROS = Buffer.alloc(WINDOW);

/** Deflate output: the pieces as zlib produced them (not joined: one copy less per file). */
export interface Deflated {
  data: Buffer[];
  size: number;
}

export class Deflater {
  readonly #stream: DeflateRaw = createDeflateRaw({
    level: DEFLATE_LEVEL,
    chunkSize: OUTPUT_CHUNK,
  });
  #pieces: Buffer[] = [];
  #size = 0;
  /** How far into the window earlier inputs wrote (0: as fresh). */
  #written = 0;
  #failed: ((error: Error) => void) | undefined;

  constructor() {
    this.#stream.on("data", (piece: Buffer) => {
      this.#pieces.push(piece);
      this.#size += piece.length;
    });
    this.#stream.on("error", (error: Error) => this.#failed?.(error));
  }

  /** Deflates `raw` into one complete raw deflate stream; `raw` must not change until this resolves. */
  async deflate(raw: Buffer): Promise<Deflated> {
    if (raw.length < this.#written) {
      await this.#run(ZEROS.subarray(0, Math.min(this.#written, raw.length + READ_PAST_END)));
    }
    const result = await this.#run(raw);
    this.#written = Math.max(this.#written, Math.min(raw.length, WINDOW));
    return result;
  }

  /** Closes the stream (frees zlib's memory). */
  close(): void {
    this.#stream.destroy();
  }

  #run(input: Buffer): Promise<Deflated> {
    this.#pieces = [];
    this.#size = 0;
    return new Promise((resolve, reject) => {
      this.#failed = reject;
      this.#stream.write(input);
      this.#stream.flush(constants.Z_FINISH, () => {
        this.#failed = undefined;
        if (this.#stream.destroyed) {
          reject(new Error("the deflate stream was closed"));
          return;
        }
        const result = { data: this.#pieces, size: this.#size };
        this.#stream.reset();
        resolve(result);
      });
    });
  }
}

/** Deflaters not in use: one per lane is created as lanes first need one, then passed from file to file. */
export class DeflaterPool {
  readonly #free: Deflater[] = [];
  readonly #all: Deflater[] = [];

  take(): Deflater {
    const free = this.#free.pop();
    if (free) return free;
    const created = new Deflater();
    this.#all.push(created);
    return created;
  }

  give(deflater: Deflater): void {
    this.#free.push(deflater);
  }

  /** Closes every deflater. */
  close(): void {
    for (const deflater of this.#all) deflater.close();
  }
}
