// Web files: HTML pages kept in the platform's content library (a file of content type `web`), not apps.
// They have no app.json; the platform opens their page in its viewer, with the existing client available
// to it as to an app. HostBridge reads a folder (or the root of a zip) as a web file when it holds no
// app.json and names one page: index.html at its root, else the only .html/.htm file there.
import { MANIFEST_FILE } from "./manifest";

/** The page a web file opens when its root holds one: `index.html`. */
export const WEB_FILE_INDEX = "index.html";

/**
 * The page of a web file, from the names of the files at its root: `index.html`, else the one `.html` or
 * `.htm` file; `undefined` when the root holds an `app.json` (an app, not a web file), no page, or several
 * pages and no index.html (which one opens is then unknown).
 *
 * @example
 * ```ts
 * webFileEntry(["index.html", "logo.png"]); // "index.html"
 * webFileEntry(["brochure.html", "style.css"]); // "brochure.html"
 * webFileEntry(["app.json", "index.html"]); // undefined: an app
 * ```
 */
export function webFileEntry(rootNames: readonly string[]): string | undefined {
  if (rootNames.includes(MANIFEST_FILE)) return undefined;
  if (rootNames.includes(WEB_FILE_INDEX)) return WEB_FILE_INDEX;
  const pages = rootNames.filter((name) => /\.html?$/i.test(name));
  return pages.length === 1 ? pages[0] : undefined;
}
