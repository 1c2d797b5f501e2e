import { createHash, randomBytes } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import type { ReadStream } from "node:fs";
import {
  lstat,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  realpath,
  rename,
  rm,
  stat,
} from "node:fs/promises";
import type { Stats } from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join, relative, resolve, sep } from "node:path";
import { Transform } from "node:stream";
import type { Readable } from "node:stream";
import type { TransformCallback } from "node:stream";
import { pipeline } from "node:stream/promises";
import ignore from "ignore";
import type { Ignore } from "ignore";
import { ZipFile } from "yazl";
import { DeployError } from "./errors";
import { loadManifest, MANIFEST_FILE } from "./manifest";
import type { AppManifest } from "./manifest";
import { SecretScanner, secretError } from "./secrets";

/** Name of the gitignore-style ignore file read from the app root. */
export const IGNORE_FILE = ".hostbridgeignore";

/** Always excluded; an ignore file cannot re-include them. */
const HARD_EXCLUDES = [
  ".git",
  ".hg",
  ".svn",
  ".hostbridge/",
  IGNORE_FILE,
  ".DS_Store",
  "Thumbs.db",
];
/** Excluded because they hold secrets by convention; re-including one is refused. */
const SECRET_EXCLUDES = [
  ".env",
  ".env.*",
  "*.pem",
  "*.key",
  "*.p12",
  "*.pfx",
  "id_rsa*",
  "id_dsa*",
  "id_ecdsa*",
  "id_ed25519*",
  ".netrc",
  ".npmrc",
];
/** Excluded by default; an ignore file may re-include them with `!pattern`. */
const SOFT_EXCLUDES = [
  "node_modules/",
  "hostbridge.config.json",
  "npm-debug.log*",
  "yarn-error.log*",
  "pnpm-debug.log*",
];

/**
 * The default exclude rules, in three groups: `always` (cannot be re-included), `secrets`
 * (re-including one makes packing fail) and `overridable` (an ignore file may re-include them).
 */
export const DEFAULT_EXCLUDES = {
  always: HARD_EXCLUDES,
  secrets: SECRET_EXCLUDES,
  overridable: SOFT_EXCLUDES,
} as const;

/** Fixed modification time of every entry (local 1980-01-01 00:00, the DOS epoch). */
const FIXED_DATE = () => new Date(1980, 0, 1, 0, 0, 0);
/** Fixed permissions of every entry: a regular file, rw-r--r--. */
const FIXED_MODE = 0o100644;

/** One file (or excluded directory) of an app and what packing does with it. */
export interface PackedFile {
  /** Path relative to the app root with `/` separators; excluded directories end with `/`. */
  path: string;
  /** Size in bytes (0 for directories). */
  size: number;
  /** Whether it goes into the archive. */
  included: boolean;
  /**
   * The rule that decided: `default: node_modules/`, `.hostbridgeignore:3: build/**`,
   * `.hostbridgeignore:5: !keep.txt`, or `no rule matched` for a file included by default.
   */
  rule: string;
}

/** Options of {@link listAppFiles}. */
export interface ListAppFilesOptions {
  /** Name of the ignore file in the app root. Default `.hostbridgeignore`. */
  ignoreFile?: string;
  /** The manifest, when already loaded (otherwise `app.json` is read and validated). */
  manifest?: AppManifest;
  /** An absolute path to leave out (the archive being written, when it lies inside the app dir). */
  excludePath?: string;
}

/** The files of an app and the decision for each. */
export interface AppFileList {
  /** The validated manifest. */
  manifest: AppManifest;
  /** Every file visited, sorted by path; `included` says which go into the archive. */
  files: PackedFile[];
}

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
  /** The validated manifest. */
  manifest: AppManifest;
}

interface Decision {
  included: boolean;
  rule: string;
  secret?: string;
}

interface Rules {
  decide(path: string): Decision;
}

interface UserRule {
  pattern: string;
  line: number;
}

function matcher(patterns: readonly string[]): Ignore {
  return ignore().add(patterns.map((pattern) => ({ pattern, mark: pattern })));
}

async function loadRules(appDir: string, ignoreFile: string): Promise<Rules> {
  const hard = matcher(ignoreFile === IGNORE_FILE ? HARD_EXCLUDES : [...HARD_EXCLUDES, ignoreFile]);
  const secrets = matcher(SECRET_EXCLUDES);
  const userRules: UserRule[] = [];
  let text = "";
  try {
    text = await readFile(join(appDir, ignoreFile), "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") {
      throw new DeployError(
        "VALIDATION",
        `${ignoreFile} could not be read: ${(error as Error).message}`,
        {
          cause: error,
          file: ignoreFile,
        },
      );
    }
  }
  text.split(/\r?\n/).forEach((raw, index) => {
    const pattern = raw.replace(/\s+$/, "");
    if (pattern === "" || pattern.startsWith("#")) return;
    userRules.push({ pattern, line: index + 1 });
  });
  // One rule list in gitignore order: defaults first, then the ignore file, so a later `!rule`
  // re-includes what an earlier rule excluded, exactly as git would decide.
  const combined = ignore().add([
    ...SOFT_EXCLUDES.map((pattern) => ({ pattern, mark: `default: ${pattern}` })),
    ...SECRET_EXCLUDES.map((pattern) => ({ pattern, mark: `default: ${pattern}` })),
    ...userRules.map((rule) => ({
      pattern: rule.pattern,
      mark: `${ignoreFile}:${rule.line}: ${rule.pattern}`,
    })),
  ]);
  const negatives = userRules
    .filter((rule) => rule.pattern.startsWith("!"))
    .map((rule) => ({
      label: `${ignoreFile}:${rule.line}: ${rule.pattern}`,
      match: ignore().add(rule.pattern.slice(1)),
    }));

  return {
    decide(path: string): Decision {
      const hardResult = hard.test(path);
      if (hardResult.ignored)
        return { included: false, rule: `default: ${hardResult.rule?.pattern ?? "?"}` };
      const result = combined.test(path);
      if (result.ignored) return { included: false, rule: result.rule?.mark ?? "?" };
      const rule = result.unignored
        ? (negatives.filter((entry) => entry.match.ignores(path)).pop()?.label ??
          `${ignoreFile}: !`)
        : "no rule matched";
      const secretResult = secrets.test(path);
      if (secretResult.ignored) {
        return { included: true, rule, secret: `default: ${secretResult.rule?.pattern ?? "?"}` };
      }
      return { included: true, rule };
    },
  };
}

function isInside(root: string, candidate: string): boolean {
  const rel = relative(root, candidate);
  return rel === "" || (!rel.startsWith("..") && !rel.startsWith(sep) && !/^[a-zA-Z]:/.test(rel));
}

function pathError(file: string, message: string, cause?: unknown): DeployError {
  return new DeployError("VALIDATION", `cannot pack ${file}: ${message}`, { file, cause });
}

/** A file to put into the archive. */
interface IncludedFile {
  path: string;
  absolute: string;
  size: number;
}

async function walk(
  appDir: string,
  rules: Rules,
  excludePath: string | undefined,
): Promise<{ files: PackedFile[]; included: IncludedFile[] }> {
  const root = await realpath(appDir);
  const files: PackedFile[] = [];
  const included: IncludedFile[] = [];

  const visit = async (
    dirAbs: string,
    dirRel: string,
    ancestors: ReadonlySet<string>,
  ): Promise<void> => {
    const entries = await readdir(dirAbs, { withFileTypes: true });
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      const rel = dirRel === "" ? entry.name : `${dirRel}/${entry.name}`;
      const abs = join(dirAbs, entry.name);
      if (excludePath && abs === excludePath) {
        files.push({ path: rel, size: 0, included: false, rule: "output archive" });
        continue;
      }
      let info: Stats = await lstat(abs);
      let real = abs;
      const isLink = info.isSymbolicLink();
      if (isLink) {
        try {
          real = await realpath(abs);
          info = await stat(real);
        } catch (error) {
          const decision = rules.decide(rel);
          if (!decision.included) {
            files.push({ path: rel, size: 0, included: false, rule: decision.rule });
            continue;
          }
          throw pathError(rel, "it is a symbolic link whose target does not exist", error);
        }
      }
      const isDir = info.isDirectory();
      const decision = rules.decide(isDir ? `${rel}/` : rel);
      if (!decision.included) {
        files.push({
          path: isDir ? `${rel}/` : rel,
          size: isDir ? 0 : info.size,
          included: false,
          rule: decision.rule,
        });
        continue;
      }
      if (decision.secret) throw secretError(rel, "secret-name", decision.secret);
      if (entry.name.includes("\\")) {
        throw pathError(
          rel,
          "its name contains a backslash, which zip readers treat as a directory separator",
        );
      }
      if (isLink && !isInside(root, real)) {
        throw pathError(
          rel,
          "it is a symbolic link pointing outside the app directory; copy the file into the app or exclude the link in .hostbridgeignore",
        );
      }
      if (isDir) {
        if (ancestors.has(real)) {
          throw pathError(
            rel,
            "it is a symbolic link to one of its own parent directories (a cycle)",
          );
        }
        await visit(abs, rel, new Set([...ancestors, real]));
      } else if (info.isFile()) {
        files.push({ path: rel, size: info.size, included: true, rule: decision.rule });
        included.push({ path: rel, absolute: real, size: info.size });
      } else {
        throw pathError(rel, "it is not a regular file or directory (socket, FIFO or device)");
      }
    }
  };

  await visit(root, "", new Set([root]));
  files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  included.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return { files, included };
}

function checkRequired(files: readonly PackedFile[]): void {
  const includedPaths = new Set(files.filter((file) => file.included).map((file) => file.path));
  if (!includedPaths.has(MANIFEST_FILE)) {
    throw new DeployError(
      "VALIDATION",
      `${MANIFEST_FILE} is excluded by an ignore rule; it must be in the archive`,
      {
        file: MANIFEST_FILE,
      },
    );
  }
}

/** The app name as a file name stem: characters outside `A-Za-z0-9._-` become `_` (names may hold `/`). */
function fileStem(name: string): string {
  return name
    .replace(/[^A-Za-z0-9._-]/g, "_")
    .replace(/^\.+/, "_")
    .slice(0, 100);
}

async function collect(appDir: string, options: ListAppFilesOptions) {
  const manifest = options.manifest ?? (await loadManifest(appDir));
  const rules = await loadRules(appDir, options.ignoreFile ?? IGNORE_FILE);
  const { files, included } = await walk(appDir, rules, options.excludePath);
  checkRequired(files);
  return { manifest, files, included };
}

/**
 * Lists the files of an app and decides, for each, whether it would be packed and by which rule.
 * Runs every check of {@link pack} that needs no file contents: the manifest, the ignore rules,
 * symbolic links leaving the app dir, re-included secret files. Writes nothing (see `findWarnings` for
 * what is only suspicious, such as a missing entry page).
 *
 * @example
 * ```ts
 * const { files } = await listAppFiles("./my-app");
 * for (const file of files) console.log(file.included ? "+" : "-", file.path, file.rule);
 * ```
 */
export async function listAppFiles(
  appDir: string,
  options: ListAppFilesOptions = {},
): Promise<AppFileList> {
  const { manifest, files } = await collect(resolve(appDir), options);
  return { manifest, files };
}

class HashCounter extends Transform {
  readonly hash = createHash("sha256");
  size = 0;
  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.hash.update(chunk);
    this.size += chunk.length;
    callback(null, chunk);
  }
}

function abortError(signal: AbortSignal): DeployError {
  return new DeployError("ABORTED", "packing was aborted by the caller's AbortSignal", {
    cause: signal.reason,
  });
}

/**
 * Packs an app directory into a deterministic zip: the same files give the same bytes and the same
 * SHA-256, whatever the file times, owners, permissions or directory order (entries sorted by path,
 * dates fixed to 1980-01-01, mode 0644, deflate). Memory use does not grow with the app size: files
 * are streamed one at a time into the archive file.
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
  const manifest = options.manifest ?? (await loadManifest(root));

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
  try {
    const excludePath = explicitOut
      ? join(await realpath(targetDir), basename(explicitOut))
      : undefined;
    ({ files, included } = await collect(root, { ...options, manifest, excludePath }));
    if (signal?.aborted) throw abortError(signal);
  } catch (error) {
    if (tempDir) await rm(tempDir, { recursive: true, force: true });
    throw error;
  }
  const partial = join(
    targetDir,
    `.${fileStem(manifest.name)}-${randomBytes(6).toString("hex")}.zip.partial`,
  );

  const zip = new ZipFile();
  const counter = new HashCounter();
  const output = createWriteStream(partial);
  let failure: Error | undefined;
  let reading: { source: ReadStream; scanner: SecretScanner } | undefined;
  const fail = (error: unknown) => {
    if (failure !== undefined) return;
    failure = error instanceof Error ? error : new Error(String(error));
    reading?.source.destroy();
    reading?.scanner.destroy();
    (zip.outputStream as Readable).destroy(failure);
  };
  const onAbort = () => fail(abortError(signal!));
  signal?.addEventListener("abort", onAbort, { once: true });
  zip.on("error", fail);

  try {
    for (const file of included) {
      zip.addReadStreamLazy(
        file.path,
        {
          mtime: FIXED_DATE(),
          mode: FIXED_MODE,
          forceDosTimestamp: true,
          size: file.size,
          compress: true,
        },
        (callback) => {
          const source = createReadStream(file.absolute);
          const scanner = new SecretScanner(file.path, options.apiKey);
          source.on("error", (error) =>
            fail(pathError(file.path, `it could not be read (${error.message})`, error)),
          );
          scanner.on("error", fail);
          reading = { source, scanner };
          callback(null, source.pipe(scanner));
        },
      );
    }
    zip.end();
    await pipeline(zip.outputStream, counter, output).catch((error: unknown) => {
      throw failure ?? error;
    });
    if (failure !== undefined) throw failure;
    const sha256 = counter.hash.digest("hex");
    const fileName = explicitOut
      ? basename(explicitOut)
      : `${fileStem(manifest.name)}-${sha256.slice(0, 8)}.zip`;
    const path = explicitOut ?? join(targetDir, fileName);
    await rename(partial, path);
    return { path, fileName, sha256, size: counter.size, files, manifest };
  } catch (error) {
    await rm(partial, { force: true });
    if (tempDir) await rm(tempDir, { recursive: true, force: true });
    if (error instanceof DeployError) throw error;
    throw new DeployError("VALIDATION", `packing ${root} failed: ${(error as Error).message}`, {
      cause: error,
    });
  } finally {
    signal?.removeEventListener("abort", onAbort);
  }
}
