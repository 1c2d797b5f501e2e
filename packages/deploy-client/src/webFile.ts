// A folder read as a web file (a page of the content library, no app.json): which page it opens, and the
// manifest-like facts packing reports for it.
import { readdir } from "node:fs/promises";
import { basename, resolve } from "node:path";
import { webFileEntry } from "@hostbridge/deploy-contract";

/** A folder that is a web file. */
export interface WebFile {
  /** The page it opens (relative to the folder): index.html, else the root's only page. */
  entry: string;
  /** The folder's name, which names the archive (`<name>-<sha8>.zip`). */
  name: string;
}

/**
 * Reads `dir` as a web file: a folder with no app.json whose root names one HTML page (see the
 * contract's `webFileEntry`). Undefined for an app (it has an app.json), a folder with no page or with
 * several pages and no index.html, and a folder that cannot be read.
 *
 * @example
 * ```ts
 * const web = await findWebFile("./brochure");
 * if (web) await pack("./brochure", { webFile: true }); // a zip for the content library
 * ```
 */
export async function findWebFile(dir: string): Promise<WebFile | undefined> {
  let names: string[];
  try {
    names = (await readdir(dir, { withFileTypes: true }))
      .filter((item) => item.isFile() || item.isSymbolicLink())
      .map((item) => item.name);
  } catch {
    return undefined;
  }
  const entry = webFileEntry(names);
  return entry === undefined ? undefined : { entry, name: basename(resolve(dir)) };
}
