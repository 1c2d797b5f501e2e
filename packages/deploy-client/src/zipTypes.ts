// What the zip writer takes: the files and the options of one archive (apart from the writer, so
// the writer and its large-entry path can both import them).
/** A file to put in the archive. */
export interface ArchiveFile {
  /** The entry name (`/`-separated, relative). */
  path: string;
  /** Where to read it. */
  absolute: string;
  /** Its size when it was listed; a file that changed size since is refused. */
  size: number;
}

/** How to write one archive. */
export interface ZipWriteOptions {
  /** The API key, searched for in every file (see `SecretScanner` in secrets.ts). */
  apiKey?: string | undefined;
  /** Stops between entries. */
  signal?: AbortSignal | undefined;
  /** Turns a read failure of `path` into the error to throw. */
  readError: (path: string, cause: Error) => Error;
  /** The error to throw when `signal` aborts. */
  abortError: () => Error;
  /**
   * How many entries are read and compressed at once. Default: the number of cores
   * (`os.availableParallelism()`). The archive's bytes do not depend on it.
   */
  concurrency?: number | undefined;
}
