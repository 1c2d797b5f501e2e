// Checks an uploaded app zip from its central directory: zip syntax, entry names inside the root (the
// contract's `relativePathProblem`: no `..`, no absolute paths, no backslashes, no NUL), no symlinks, no
// encrypted entries, no duplicates or file/directory clashes, entry count and unpacked size within limits
// (zip-bomb guard), app.json at the root and valid. Nothing is unpacked: installed versions are served
// from the stored zip (archiveFiles.ts), entry by entry, under the names these checks accepted.
import type { Readable } from "node:stream";
import yauzl from "yauzl";
import type { Entry, ZipFile } from "yauzl";
import { relativePathProblem } from "@hostbridge/deploy-contract";
import { formatBytes } from "./byteSize";
import { HttpError } from "./httpError";
import type { ValidationIssue } from "./httpError";
import { MANIFEST_FILE, parseManifest } from "./manifest";
import type { AppManifest } from "./manifest";

/** Bounds that keep a hostile archive (a zip bomb, millions of entries) from exhausting the machine. */
export interface ArchiveLimits {
  /** Most entries (files and directories) an archive may hold. */
  maxEntries: number;
  /** Most bytes the archive's files may take once unpacked. */
  maxExtractedBytes: number;
  /** Highest unpacked / packed ratio, for the whole archive and for each entry of {@link RATIO_FLOOR_BYTES} or more. */
  maxCompressionRatio: number;
}

/** Entries (and archives) smaller than this unpacked are never refused for their ratio alone. */
const RATIO_FLOOR_BYTES = 1024 * 1024;

/** What a valid archive holds. */
export interface CheckedArchive {
  manifest: AppManifest;
  /** The file served at the app's root: app.json `entry` (index.html when it names none). */
  entry: string;
}

const MAX_MANIFEST_BYTES = 1024 * 1024;
const MAX_REPORTED_ISSUES = 20;

const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

/** Opens a zip file with the settings every reader here uses (names kept as they are, sizes checked). */
export function openZip(path: string): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.open(
      path,
      {
        lazyEntries: true,
        autoClose: false,
        decodeStrings: true,
        validateEntrySizes: true,
        // Keep backslashes as they are (yauzl would turn them into `/`), so such entries are refused.
        strictFileNames: true,
      },
      (error, zipfile) => (error ? reject(error) : resolve(zipfile)),
    );
  });
}

export function readEntries(zipfile: ZipFile, maxEntries: number): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: Entry[] = [];
    zipfile.on("entry", (entry: Entry) => {
      entries.push(entry);
      if (entries.length > maxEntries) {
        reject(
          new HttpError(
            400,
            "invalid_archive",
            `The archive holds more than ${maxEntries} entries; ship fewer files.`,
          ),
        );
        return;
      }
      zipfile.readEntry();
    });
    zipfile.once("end", () => resolve(entries));
    zipfile.once("error", (error: Error) => reject(describeYauzlError(error)));
    zipfile.readEntry();
  });
}

/** Opens the (inflated, size-checked) data of one entry. */
export function openEntryStream(zipfile: ZipFile, entry: Entry): Promise<Readable> {
  return new Promise((resolve, reject) => {
    zipfile.openReadStream(entry, (error, stream) =>
      error ? reject(describeYauzlError(error, entry)) : resolve(stream),
    );
  });
}

/** Turns a yauzl error into the contract's `invalid_archive` answer, naming the entry where possible. */
export function describeYauzlError(error: Error, entry?: Entry): HttpError {
  if (error instanceof HttpError) return error;
  const name =
    /^(?:absolute path|invalid relative path|invalid characters in fileName): (.*)$/s.exec(
      error.message,
    );
  if (name) {
    const backslash = error.message.startsWith("invalid characters");
    return new HttpError(
      400,
      "invalid_archive",
      backslash
        ? "An archive entry name contains a backslash; zip entries must use / as the separator."
        : "An archive entry points outside the archive root; remove it.",
      {
        details: [
          {
            path: `archive:${name[1]}`,
            message: backslash
              ? `entry name ${relativePathProblem(name[1]!) ?? "contains a backslash"}`
              : "escapes the archive root (absolute path or `..` segment)",
          },
        ],
      },
    );
  }
  const where = entry ? ` (entry ${entry.fileName})` : "";
  return new HttpError(
    400,
    "invalid_archive",
    `The archive is damaged or not a zip file${where}: ${error.message}.`,
    {
      cause: error,
      ...(entry
        ? { details: [{ path: `archive:${entry.fileName}`, message: error.message }] }
        : {}),
    },
  );
}

function invalidArchive(message: string, issues: ValidationIssue[]): HttpError {
  return new HttpError(400, "invalid_archive", message, {
    details: issues.slice(0, MAX_REPORTED_ISSUES),
  });
}

async function readSmallEntry(zipfile: ZipFile, entry: Entry, limit: number): Promise<string> {
  const stream = await openEntryStream(zipfile, entry);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) {
      stream.destroy();
      throw new HttpError(
        400,
        "invalid_manifest",
        `${MANIFEST_FILE} is larger than ${limit} bytes.`,
        {
          details: [{ path: MANIFEST_FILE, message: `must be at most ${limit} bytes` }],
        },
      );
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString("utf8");
}

interface CheckedEntries {
  files: Entry[];
  directories: string[];
}

function checkEntries(
  entries: readonly Entry[],
  archiveBytes: number,
  limits: ArchiveLimits,
): CheckedEntries {
  const issues: ValidationIssue[] = [];
  const files: Entry[] = [];
  const fileNames = new Set<string>();
  const directories = new Set<string>();
  let total = 0;
  for (const entry of entries) {
    const isDirectory = entry.fileName.endsWith("/");
    const name = isDirectory ? entry.fileName.slice(0, -1) : entry.fileName;
    const problem = relativePathProblem(name);
    if (problem) {
      issues.push({ path: `archive:${entry.fileName}`, message: `entry name ${problem}` });
      continue;
    }
    if (((entry.externalFileAttributes >>> 16) & S_IFMT) === S_IFLNK) {
      issues.push({
        path: `archive:${entry.fileName}`,
        message: "is a symbolic link; archives may hold only files and directories",
      });
      continue;
    }
    if ((entry.generalPurposeBitFlag & 0x1) !== 0) {
      issues.push({
        path: `archive:${entry.fileName}`,
        message: "is encrypted; upload an archive without a password",
      });
      continue;
    }
    const segments = name.split("/");
    for (let index = 1; index < segments.length; index += 1)
      directories.add(segments.slice(0, index).join("/"));
    if (isDirectory) {
      directories.add(name);
      continue;
    }
    if (fileNames.has(name)) {
      issues.push({
        path: `archive:${entry.fileName}`,
        message: "appears more than once in the archive",
      });
      continue;
    }
    fileNames.add(name);
    files.push(entry);
    total += entry.uncompressedSize;
  }
  for (const name of fileNames) {
    if (directories.has(name)) {
      issues.push({
        path: `archive:${name}`,
        message: "is both a file and a directory in the archive",
      });
    }
  }
  if (issues.length > 0) {
    throw invalidArchive(
      `The archive has ${issues.length} invalid ${issues.length === 1 ? "entry" : "entries"}; see details, fix the archive and publish again.`,
      issues,
    );
  }
  checkExpansion(files, total, archiveBytes, limits);
  return { files, directories: [...directories].sort() };
}

function ratioOf(unpacked: number, packed: number): number {
  return unpacked / Math.max(packed, 1);
}

/** Refuses an archive that would unpack past the size limit or at a zip-bomb ratio; nothing is unpacked yet. */
function checkExpansion(
  files: readonly Entry[],
  total: number,
  archiveBytes: number,
  limits: ArchiveLimits,
): void {
  if (total > limits.maxExtractedBytes) {
    throw new HttpError(
      400,
      "invalid_archive",
      `The archive unpacks to ${formatBytes(total)} (${total} bytes), more than the ${formatBytes(limits.maxExtractedBytes)} this platform accepts; ship smaller files, or raise maxExtractedBytes (hostbridge platform --max-unpacked).`,
      { details: { unpacked_bytes: total, limit_bytes: limits.maxExtractedBytes } },
    );
  }
  const bomb = (unpacked: number, packed: number): boolean =>
    unpacked >= RATIO_FLOOR_BYTES && ratioOf(unpacked, packed) > limits.maxCompressionRatio;
  const limit = `the ratio of ${limits.maxCompressionRatio} this platform accepts; it looks like a zip bomb. If the files are real, raise maxCompressionRatio (hostbridge platform --max-ratio).`;
  const entry = files.find((file) => bomb(file.uncompressedSize, file.compressedSize));
  if (entry) {
    const ratio = Math.round(ratioOf(entry.uncompressedSize, entry.compressedSize));
    throw invalidArchive(
      `The archive entry ${entry.fileName} unpacks to ${formatBytes(entry.uncompressedSize)}, ${ratio} times its packed size, beyond ${limit}`,
      [{ path: `archive:${entry.fileName}`, message: `unpacks ${ratio} times its packed size` }],
    );
  }
  if (bomb(total, archiveBytes)) {
    const ratio = Math.round(ratioOf(total, archiveBytes));
    throw new HttpError(
      400,
      "invalid_archive",
      `The archive unpacks to ${formatBytes(total)}, ${ratio} times its size of ${formatBytes(archiveBytes)}, beyond ${limit}`,
      { details: { unpacked_bytes: total, ratio } },
    );
  }
}

/**
 * Checks the zip at `zipPath` from its central directory and its app.json; unpacks nothing.
 * Throws the contract's 400 answers (`invalid_archive`, `invalid_manifest`) when the archive is not acceptable.
 */
export async function checkArchive(
  zipPath: string,
  limits: ArchiveLimits,
): Promise<CheckedArchive> {
  let zipfile: ZipFile;
  try {
    zipfile = await openZip(zipPath);
  } catch (error) {
    throw new HttpError(
      400,
      "invalid_archive",
      `The uploaded file is not a zip archive (${(error as Error).message}); upload the app as a .zip file.`,
      { cause: error },
    );
  }
  try {
    const entries = await readEntries(zipfile, limits.maxEntries);
    const { files } = checkEntries(entries, zipfile.fileSize, limits);
    const manifestEntry = files.find((entry) => entry.fileName === MANIFEST_FILE);
    if (!manifestEntry) {
      const nested = files.find((entry) => entry.fileName.endsWith(`/${MANIFEST_FILE}`));
      throw invalidArchive(
        nested
          ? `The archive has no ${MANIFEST_FILE} at its root, only ${nested.fileName}; zip the contents of the app folder, not the folder itself.`
          : `The archive has no ${MANIFEST_FILE} at its root; every app archive needs one.`,
        [{ path: `archive:${MANIFEST_FILE}`, message: "is missing at the archive root" }],
      );
    }
    const parsed = parseManifest(await readSmallEntry(zipfile, manifestEntry, MAX_MANIFEST_BYTES));
    if (!parsed.ok) {
      throw new HttpError(
        400,
        "invalid_manifest",
        `${MANIFEST_FILE} is not valid; see details for each field.`,
        {
          details: parsed.issues,
        },
      );
    }
    const entry = parsed.entry;
    if (!files.some((file) => file.fileName === entry)) {
      throw new HttpError(
        400,
        "invalid_manifest",
        `${MANIFEST_FILE} names an entry file the archive does not hold.`,
        {
          details: [
            {
              path: `${MANIFEST_FILE}:${parsed.entryField}`,
              message: parsed.entryDefaulted
                ? `is not set (nor any module or hook entry), so it defaults to "${entry}", which is not a file in the archive; add ${entry} or set "entry" to the page to open`
                : `names "${entry}", which is not a file in the archive`,
            },
          ],
        },
      );
    }
    return { manifest: parsed.manifest, entry };
  } finally {
    zipfile.close();
  }
}
