import yauzl from "yauzl";
import type { Entry } from "yauzl";

/** One entry of a zip as read back by yauzl. */
export interface ZipEntryInfo {
  name: string;
  content: Buffer;
  mode: number;
  dosDate: number;
  dosTime: number;
  extraFieldIds: number[];
}

/** Reads every entry of a zip file (content included). */
export function readZip(path: string): Promise<ZipEntryInfo[]> {
  return new Promise((resolve, reject) => {
    yauzl.open(path, { lazyEntries: true, decodeStrings: true }, (openError, zip) => {
      if (openError || !zip) return reject(openError ?? new Error("no zip"));
      const entries: ZipEntryInfo[] = [];
      zip.on("error", reject);
      zip.on("end", () => resolve(entries));
      zip.on("entry", (entry: Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError ?? new Error("no stream"));
          const chunks: Buffer[] = [];
          stream.on("data", (chunk: Buffer) => chunks.push(chunk));
          stream.on("error", reject);
          stream.on("end", () => {
            entries.push({
              name: entry.fileName,
              content: Buffer.concat(chunks),
              mode: (entry.externalFileAttributes >>> 16) & 0xffff,
              dosDate: entry.lastModFileDate,
              dosTime: entry.lastModFileTime,
              extraFieldIds: entry.extraFields.map((field) => field.id),
            });
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    });
  });
}
