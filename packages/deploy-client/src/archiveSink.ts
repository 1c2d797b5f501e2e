// Appends bytes to the archive file in order, hashing them (SHA-256) as they go. Small pieces (headers,
// small entries) are gathered into one staging buffer and written together, so an app of thousands of
// small files costs a few hundred writes instead of two per file; large pieces are written directly.
import { createHash } from "node:crypto";
import type { FileHandle } from "node:fs/promises";

/** Size of the staging buffer; a piece at least this large bypasses it. */
const STAGE_BYTES = 1024 * 1024;

/** The archive being written: its SHA-256 so far and the offset of the next byte. */
export class ArchiveSink {
  readonly #hash = createHash("sha256");
  readonly #stage = Buffer.allocUnsafeSlow(STAGE_BYTES);
  #staged = 0;
  /** Offset of the next byte in the archive (bytes staged included). */
  offset = 0;

  constructor(private readonly handle: FileHandle) {}

  /** Appends `buffer` (copied when staged, so the caller may reuse it once this resolves). */
  async write(buffer: Uint8Array): Promise<void> {
    this.#hash.update(buffer);
    this.offset += buffer.length;
    if (buffer.length >= STAGE_BYTES) {
      await this.flush();
      await this.#writeAll(buffer);
      return;
    }
    if (this.#staged + buffer.length > STAGE_BYTES) await this.flush();
    this.#stage.set(buffer, this.#staged);
    this.#staged += buffer.length;
  }

  /** Writes what is staged. */
  async flush(): Promise<void> {
    if (this.#staged === 0) return;
    const staged = this.#stage.subarray(0, this.#staged);
    this.#staged = 0;
    await this.#writeAll(staged);
  }

  /** Flushes and returns the archive's SHA-256 (hex) and size. */
  async finish(): Promise<{ sha256: string; size: number }> {
    await this.flush();
    return { sha256: this.#hash.digest("hex"), size: this.offset };
  }

  async #writeAll(buffer: Uint8Array): Promise<void> {
    let written = 0;
    while (written < buffer.length) {
      const { bytesWritten } = await this.handle.write(buffer, written, buffer.length - written);
      written += bytesWritten;
    }
  }
}
