// The files of an app: a walk of the app directory (links followed inside the app, cycles and odd
// files refused) deciding each path with the ignore rules, sorted by path.
import { lstat as lstatCallback } from "node:fs";
import type { Stats } from "node:fs";
import { readdir, realpath, stat } from "node:fs/promises";
import { join, relative, resolve, sep } from "node:path";
import { DeployError } from "./errors";
import { IGNORE_FILE, loadRules } from "./ignoreRules";
import type { Rules } from "./ignoreRules";
import { loadManifest, MANIFEST_FILE } from "./manifest";
import type { AppManifest } from "./manifest";
import { secretError } from "./secrets";
import { findWebFile } from "./webFile";

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
  /**
   * Read the folder as a web file (a page of the content library, see `findWebFile`): no app.json is read
   * or required, its page must be packed instead, and `manifest` is `{ name: <folder name>, entry: <page> }`
   * (facts for the report, not a file of the archive). Refused (`VALIDATION`) when the folder is no web file.
   */
  webFile?: boolean;
}

/** The files of an app and the decision for each. */
export interface AppFileList {
  /** The validated manifest. */
  manifest: AppManifest;
  /** Every file visited, sorted by path; `included` says which go into the archive. */
  files: PackedFile[];
}

function isInside(root: string, candidate: string): boolean {
  const rel = relative(root, candidate);
  return rel === "" || (!rel.startsWith("..") && !rel.startsWith(sep) && !/^[a-zA-Z]:/.test(rel));
}

/**
 * `lstat` through node:fs's callback: fs/promises' version allocates a promise chain per call, garbage
 * that (for thousands of files) made V8's young generation grow before packing began.
 */
function lstat(path: string): Promise<Stats> {
  return new Promise((resolve, reject) =>
    lstatCallback(path, (error, stats) => (error ? reject(error) : resolve(stats))),
  );
}

/** A VALIDATION error naming the file that cannot be packed. */
export function pathError(file: string, message: string, cause?: unknown): DeployError {
  return new DeployError("VALIDATION", `cannot pack ${file}: ${message}`, { file, cause });
}

/** A file to put into the archive. */
export interface IncludedFile {
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

function checkRequired(files: readonly PackedFile[], required = MANIFEST_FILE): void {
  const includedPaths = new Set(files.filter((file) => file.included).map((file) => file.path));
  if (!includedPaths.has(required)) {
    throw new DeployError(
      "VALIDATION",
      `${required} is excluded by an ignore rule; it must be in the archive`,
      {
        file: required,
      },
    );
  }
}

/** The report manifest of a web file, or a VALIDATION error when `appDir` is not one. */
async function webFileManifest(appDir: string): Promise<AppManifest> {
  const web = await findWebFile(appDir);
  if (!web) {
    throw new DeployError(
      "VALIDATION",
      `${appDir} is not a web file: a web file has no ${MANIFEST_FILE} and one page at its root (index.html, or a single .html file)`,
      { file: MANIFEST_FILE },
    );
  }
  return { name: web.name, entry: web.entry };
}

/**
 * The manifest, every file with its decision, and the files to pack (each checked: links, names,
 * secret-named files, app.json included).
 */
export async function collect(appDir: string, options: ListAppFilesOptions) {
  const manifest =
    options.manifest ??
    (options.webFile ? await webFileManifest(appDir) : await loadManifest(appDir));
  const rules = await loadRules(appDir, options.ignoreFile ?? IGNORE_FILE);
  const { files, included } = await walk(appDir, rules, options.excludePath);
  checkRequired(files, options.webFile ? String(manifest.entry) : MANIFEST_FILE);
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
