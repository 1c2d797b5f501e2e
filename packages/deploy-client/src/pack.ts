// Packing: the files listAppFiles decides on, written into a deterministic zip (zipWriter.ts)
// through a partial file that is renamed into place only once complete.
import { randomBytes } from "node:crypto";
import { mkdir, mkdtemp, readFile, realpath, rename, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, dirname, join, resolve } from "node:path";
import { collect, pathError } from "./appFiles";
import type { IncludedFile, ListAppFilesOptions, PackedFile } from "./appFiles";
import { DeployError } from "./errors";
import { loadManifest, MANIFEST_FILE } from "./manifest";
import type { AppManifest } from "./manifest";
import { manifestTextWithVersion } from "./versionStamp";
import { writeZip } from "./zipWriter";

/** Options of {@link pack}. */
export interface PackOptions extends ListAppFilesOptions {
  /**
   * Where to write the archive. Default: `<outDir>/<name>-<sha8>.zip`, with `outDir` a fresh
   * temporary directory unless given. The caller owns (and deletes) the file.
   */
  outFile?: string;
  /** Directory for the default file name `<name>-<sha8>.zip` (created when missing). */
  outDir?: string;
  /**
   * The API key of the deploy, if known: any file containing its value is refused. Only searched
   * for when at least 8 characters long. Never printed.
   */
  apiKey?: string;
  /** Cancels packing; the partial archive is removed. */
  signal?: AbortSignal;
  /**
   * How many files are read and compressed at once. Default: the number of cores
   * (`os.availableParallelism()`); lower it to leave cores to other work. The archive's bytes do not
   * depend on it.
   */
  concurrency?: number;
  /**
   * The `version` the archive's app.json carries (see `resolveVersion` for `stamp` and `increment`). The
   * app's own app.json is not touched: the archive gets a copy with this version, the rest of the file
   * as it is. Default: app.json as it is.
   */
  appVersion?: string;
}

/** A written archive. */
export interface PackResult {
  /** Absolute path of the zip file. */
  path: string;
  /** Its file name (`<name>-<sha8>.zip` unless `outFile` said otherwise). */
  fileName: string;
  /** Lower-case hex SHA-256 of the zip bytes. */
  sha256: string;
  /** Size of the zip in bytes. */
  size: number;
  /** Every file visited and whether it was included, with the rule that decided. */
  files: PackedFile[];
  /** The validated manifest (with `version` set when `PackOptions.appVersion` was given). */
  manifest: AppManifest;
}

/**
 * Writes app.json with `version` beside the archive being written (never into the app) and points the
 * archive's app.json entry at it; returns the list, the manifest with the version, and the written file.
 */
async function stampVersion(
  version: string,
  found: { files: PackedFile[]; included: IncludedFile[]; manifest: AppManifest },
  partialBase: string,
) {
  const source = found.included.find((file) => file.path === MANIFEST_FILE)!;
  const text = manifestTextWithVersion(await readFile(source.absolute, "utf8"), version);
  const stampedPath = `${partialBase}.app.json`;
  await writeFile(stampedPath, text, { flag: "wx" });
  const size = Buffer.byteLength(text);
  const swap = <T extends { path: string; size: number }>(file: T): T =>
    file.path === MANIFEST_FILE ? { ...file, size } : file;
  return {
    stampedPath,
    manifest: { ...found.manifest, version },
    files: found.files.map(swap),
    included: found.included.map((file) =>
      file.path === MANIFEST_FILE ? { ...file, absolute: stampedPath, size } : file,
    ),
  };
}

/** The app name as a file name stem: characters outside `A-Za-z0-9._-` become `_` (names may hold `/`). */
function fileStem(name: string): string {
  return name
    .replace(/[^A-Za-z0-9._-]/g, "_")
    .replace(/^\.+/, "_")
    .slice(0, 100);
}

function abortError(signal: AbortSignal): DeployError {
  return new DeployError("ABORTED", "packing was aborted by the caller's AbortSignal", {
    cause: signal.reason,
  });
}

/**
 * Packs an app directory into a deterministic zip: the same files give the same bytes and the same
 * SHA-256, whatever the file times, owners, permissions or directory order (entries sorted by path,
 * dates fixed to 1980-01-01, mode 0644, deflate level 6, an entry deflate would grow stored). Files in
 * formats that are already compressed (images, fonts, audio, video, archives, by extension) are stored
 * without being deflated. Each file is read once; entries are compressed in parallel on every core and
 * written in order; memory use does not grow with the app size: at most a few MiB of files are read
 * ahead, and large files are streamed.
 *
 * Rules: the ignore file (`.hostbridgeignore`, gitignore syntax, root only) plus {@link DEFAULT_EXCLUDES}.
 * Symbolic links inside the app are followed and stored as the files they point to; a link leaving
 * the app dir is refused. A file that contains a PEM private key or the API key, or a secret-named
 * file (`.env*`, `*.pem`...) re-included by a `!` rule, is refused (`SECRET_DETECTED`, naming the
 * file, never the key). Empty directories are not stored.
 *
 * @param appDir the app's root directory (with `app.json`).
 * @throws {DeployError} `VALIDATION`, `SECRET_DETECTED` or `ABORTED`; the partial file is removed.
 *
 * @example
 * ```ts
 * const archive = await pack("./my-app", { outDir: "./out", apiKey: process.env.HOSTBRIDGE_API_KEY });
 * console.log(archive.path, archive.sha256, archive.size);
 * ```
 */
export async function pack(appDir: string, options: PackOptions = {}): Promise<PackResult> {
  const root = resolve(appDir);
  const { signal } = options;
  if (signal?.aborted) throw abortError(signal);
  const explicitOut = options.outFile ? resolve(options.outFile) : undefined;
  if (options.webFile && options.appVersion !== undefined)
    throw new DeployError(
      "CONFIG",
      "a web file has no app.json to carry a version: drop the version",
    );
  const given = options.manifest ?? (options.webFile ? undefined : await loadManifest(root));

  let tempDir: string | undefined;
  let targetDir: string;
  if (explicitOut) {
    targetDir = dirname(explicitOut);
    await mkdir(targetDir, { recursive: true });
  } else if (options.outDir) {
    targetDir = resolve(options.outDir);
    await mkdir(targetDir, { recursive: true });
  } else {
    tempDir = await mkdtemp(join(tmpdir(), "hostbridge-pack-"));
    targetDir = tempDir;
  }
  let files: PackedFile[];
  let included: IncludedFile[];
  let manifest: AppManifest;
  try {
    const excludePath = explicitOut
      ? join(await realpath(targetDir), basename(explicitOut))
      : undefined;
    ({ files, included, manifest } = await collect(root, {
      ...options,
      manifest: given,
      excludePath,
    }));
    if (signal?.aborted) throw abortError(signal);
  } catch (error) {
    if (tempDir) await rm(tempDir, { recursive: true, force: true });
    throw error;
  }
  const partialBase = join(
    targetDir,
    `.${fileStem(manifest.name)}-${randomBytes(6).toString("hex")}`,
  );
  const partial = `${partialBase}.zip.partial`;
  let stampedPath: string | undefined;
  let packed = manifest;

  try {
    if (options.appVersion !== undefined) {
      const stamped = await stampVersion(
        options.appVersion,
        { files, included, manifest },
        partialBase,
      );
      ({ stampedPath, files, included, manifest: packed } = stamped);
    }
    const { sha256, size } = await writeZip(included, partial, {
      apiKey: options.apiKey,
      signal,
      concurrency: options.concurrency,
      readError: (path, error) => pathError(path, `it could not be read (${error.message})`, error),
      abortError: () => abortError(signal!),
    });
    const fileName = explicitOut
      ? basename(explicitOut)
      : `${fileStem(manifest.name)}-${sha256.slice(0, 8)}.zip`;
    const path = explicitOut ?? join(targetDir, fileName);
    await rename(partial, path);
    if (stampedPath) await rm(stampedPath, { force: true });
    return { path, fileName, sha256, size, files, manifest: packed };
  } catch (error) {
    await rm(partial, { force: true });
    if (stampedPath) await rm(stampedPath, { force: true });
    if (tempDir) await rm(tempDir, { recursive: true, force: true });
    if (error instanceof DeployError) throw error;
    throw new DeployError("VALIDATION", `packing ${root} failed: ${(error as Error).message}`, {
      cause: error,
    });
  }
}
