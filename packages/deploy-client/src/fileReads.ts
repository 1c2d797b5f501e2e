// Reading files by descriptor with node:fs's callback functions: a promise per call and nothing else.
// fs/promises' FileHandle allocates an event emitter, a close promise and a result object per file
// and per read: for an app of thousands of small files that garbage is what made the young generation
// of V8's heap grow (and with it the process's resident memory).
import { close, open, read } from "node:fs";

/** Opens `path` for reading; resolves with its file descriptor. */
export function openForReading(path: string): Promise<number> {
  return new Promise((resolve, reject) =>
    open(path, "r", (error, fd) => (error ? reject(error) : resolve(fd))),
  );
}

/** Reads up to `length` bytes at `position` of `fd` into `buffer` at `offset`; resolves with the count. */
export function readAt(
  fd: number,
  buffer: Buffer,
  offset: number,
  length: number,
  position: number,
): Promise<number> {
  return new Promise((resolve, reject) =>
    read(fd, buffer, offset, length, position, (error, bytesRead) =>
      error ? reject(error) : resolve(bytesRead),
    ),
  );
}

/** Closes `fd`. */
export function closeFile(fd: number): Promise<void> {
  return new Promise((resolve, reject) =>
    close(fd, (error) => (error ? reject(error) : resolve())),
  );
}

/**
 * Reads the file at `path` into `buffer` from its start, up to `limit` bytes (or the buffer's length),
 * stopping at the end of the file; resolves with the bytes read (a view of `buffer`). One promise for
 * the whole file, opened, read and closed with callbacks.
 */
export function readWhole(path: string, buffer: Buffer, limit: number): Promise<Buffer> {
  const end = Math.min(buffer.length, limit);
  return new Promise((resolve, reject) => {
    open(path, "r", (openError, fd) => {
      if (openError) return reject(openError);
      let length = 0;
      const finish = (error: Error | null) =>
        close(fd, (closeError) => {
          const failure = error ?? closeError;
          if (failure) reject(failure);
          else resolve(buffer.subarray(0, length));
        });
      const next = (): void => {
        if (length >= end) return finish(null);
        read(fd, buffer, length, end - length, length, (readError, bytesRead) => {
          if (readError || bytesRead === 0) return finish(readError);
          length += bytesRead;
          next();
        });
      };
      next();
    });
  });
}
