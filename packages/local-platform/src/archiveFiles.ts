// The files of installed versions, read from each version's stored zip (nothing is unpacked). A zip's
// central directory is read once and kept, with its file descriptor, for the few versions served most
// recently; a file is looked up by its exact entry name (the names the publish checks accepted), so no
// request path ever reaches the file system, and its data is inflated as it is sent.
import { stat } from "node:fs/promises";
import type { Readable } from "node:stream";
import type { Entry, ZipFile } from "yauzl";
import { openEntryStream, openZip, readEntries } from "./archive";

/** Versions whose zip stays open. */
const OPEN_ARCHIVES = 8;
/** Entries read from a stored zip at most (publish refuses more than the configured limit anyway). */
const MAX_STORED_ENTRIES = 10_000_000;

/** One stored zip, open. */
interface OpenArchive {
  zipfile: ZipFile;
  files: Map<string, Entry>;
  directories: Set<string>;
  /** When the zip was written (the version's publish). */
  mtime: Date;
}

/** What a path of an installed version is. */
export type ArchivePathKind =
  { kind: "file"; entry: Entry; mtime: Date } | { kind: "directory" } | undefined;

async function load(zipPath: string): Promise<OpenArchive> {
  const info = await stat(zipPath);
  const zipfile = await openZip(zipPath);
  try {
    const entries = await readEntries(zipfile, MAX_STORED_ENTRIES);
    const files = new Map<string, Entry>();
    const directories = new Set<string>();
    for (const entry of entries) {
      const isDirectory = entry.fileName.endsWith("/");
      const name = isDirectory ? entry.fileName.slice(0, -1) : entry.fileName;
      const segments = name.split("/");
      for (let index = 1; index < segments.length; index += 1)
        directories.add(segments.slice(0, index).join("/"));
      if (isDirectory) directories.add(name);
      else files.set(name, entry);
    }
    return { zipfile, files, directories, mtime: info.mtime };
  } catch (error) {
    zipfile.close();
    throw error;
  }
}

/** The stored zips of installed versions, opened on first use and kept open for the next requests. */
export class ArchiveFiles {
  /** Open zips by path, most recently used last. */
  readonly #open = new Map<string, Promise<OpenArchive>>();

  #get(zipPath: string): Promise<OpenArchive> {
    let archive = this.#open.get(zipPath);
    if (archive) {
      this.#open.delete(zipPath);
    } else {
      archive = load(zipPath);
      archive.catch(() => this.#open.delete(zipPath));
    }
    this.#open.set(zipPath, archive);
    while (this.#open.size > OPEN_ARCHIVES) {
      const [oldest, evicted] = this.#open.entries().next().value as [string, Promise<OpenArchive>];
      this.#open.delete(oldest);
      void evicted.then((open) => open.zipfile.close()).catch(() => undefined);
    }
    return archive;
  }

  /** What `relative` (a `/`-separated path, no leading slash) is in the zip at `zipPath`. */
  async lookup(zipPath: string, relative: string): Promise<ArchivePathKind> {
    const archive = await this.#get(zipPath);
    const entry = archive.files.get(relative);
    if (entry) return { kind: "file", entry, mtime: archive.mtime };
    return archive.directories.has(relative) ? { kind: "directory" } : undefined;
  }

  /** The data of `entry` (found by {@link lookup} in the same zip), inflated. */
  async read(zipPath: string, entry: Entry): Promise<Readable> {
    const archive = await this.#get(zipPath);
    return openEntryStream(archive.zipfile, entry);
  }

  /** Closes every open zip. */
  async close(): Promise<void> {
    const open = [...this.#open.values()];
    this.#open.clear();
    await Promise.allSettled(open.map(async (archive) => (await archive).zipfile.close()));
  }
}
