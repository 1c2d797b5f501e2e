// The first step for a page that loads the existing client with a script tag: the tag is pointed at
// `@hostbridge/compat`'s script-tag build, which has the client's global (`pitcher`) and surface, so
// the page's own scripts stay as they are. Three forms of `src` are rewritten: a CDN URL of the
// client (jsDelivr, unpkg: the same CDN, compat's file), the installed package's file under
// `node_modules`, and a vendored copy of the client inside the app (the copy is left byte for byte;
// the tag loads compat's build from jsDelivr). Any other file of the client is reported.
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import type { Change, Edit, Finding } from "./context";
import { MESSAGES } from "./messages";
import { OLD_PACKAGE } from "./names";
import { isClientCopy } from "./sources";
import { COMPAT_PACKAGE, compatRange } from "./specifiers";

/** compat's script-tag build inside its package (package.json `unpkg`/`jsdelivr`). */
export const COMPAT_SCRIPT_FILE = "dist/js-api.umd.min.js";
/** The client's script-tag build inside its package (what its CDN URL serves by default). */
const CLIENT_SCRIPT_FILE = "js-api.umd.min.js";

/** `https://cdn.jsdelivr.net/npm/@pitcher/js-api@1.26.0/js-api.umd.min.js` and unpkg's form. */
const CDN_URL =
  /^((?:https?:)?\/\/(?:cdn\.jsdelivr\.net\/npm|unpkg\.com))\/@pitcher\/js-api(?:@[^/?#]*)?(\/[^?#]*)?([?#].*)?$/;

/** compat's script-tag build on `cdn` (`https://cdn.jsdelivr.net/npm`), at the version step 1 installs. */
export function compatScriptUrl(cdn = "https://cdn.jsdelivr.net/npm"): string {
  return `${cdn}/${COMPAT_PACKAGE}@${compatRange().replace(/^\^/, "")}/${COMPAT_SCRIPT_FILE}`;
}

/** What one script tag's `src` becomes, or why it stays. */
type TagDecision = { kind: "rewrite"; src: string; what: string } | { kind: "report"; why: string };

/** The decision for `src` on the page at `page` in the app at `root` (undefined: not the client). */
export function decideScriptSrc(root: string, page: string, src: string): TagDecision | undefined {
  const cdn = CDN_URL.exec(src);
  if (cdn) {
    const file = (cdn[2] ?? "").replace(/^\//, "");
    if (file !== "" && file !== CLIENT_SCRIPT_FILE) {
      return { kind: "report", why: MESSAGES.scriptTagOtherFile(src) };
    }
    const to = compatScriptUrl(cdn[1]);
    return { kind: "rewrite", src: to, what: `script tag: ${src} -> ${to}` };
  }
  const installed = `node_modules/${OLD_PACKAGE}/`;
  const at = src.indexOf(installed);
  if (at >= 0) {
    const file = src.slice(at + installed.length).replace(/[?#].*$/, "");
    if (file !== CLIENT_SCRIPT_FILE)
      return { kind: "report", why: MESSAGES.scriptTagOtherFile(src) };
    const to = `${src.slice(0, at)}node_modules/${COMPAT_PACKAGE}/${COMPAT_SCRIPT_FILE}`;
    return { kind: "rewrite", src: to, what: `script tag: ${src} -> ${to}` };
  }
  if (/^(?:[a-z]+:)?\/\//i.test(src)) return undefined;
  const copy = localFile(root, page, src);
  if (copy === undefined || !isClientCopy(readFileSync(copy, "utf8"))) return undefined;
  const to = compatScriptUrl();
  const file = relative(root, copy).split("\\").join("/");
  return {
    kind: "rewrite",
    src: to,
    what: `script tag: ${src} (the vendored client ${file}, left as it was) -> ${to}`,
  };
}

/** The file a page-relative or root-relative `src` names inside the app, if it is there. */
function localFile(root: string, page: string, src: string): string | undefined {
  const path = src.replace(/[?#].*$/, "");
  const candidates = path.startsWith("/")
    ? [join(root, path), join(root, "public", path)]
    : [join(dirname(page), path)];
  return candidates.find(
    (candidate) => !relative(root, candidate).startsWith("..") && existsSync(candidate),
  );
}

/** The edits, changes and findings of step 1 on one HTML page. */
export function swapScriptTags(
  root: string,
  page: string,
  html: string,
): { edits: Edit[]; changes: Change[]; findings: Finding[] } {
  const result = { edits: [] as Edit[], changes: [] as Change[], findings: [] as Finding[] };
  for (const match of html.matchAll(/<script\b[^>]*?\bsrc\s*=\s*(["'])([^"']+)\1[^>]*>/gi)) {
    const src = match[2]!;
    const decision = decideScriptSrc(root, page, src);
    if (decision === undefined) continue;
    const before = html.slice(0, match.index);
    const line = before.split("\n").length;
    const column = match.index - before.lastIndexOf("\n");
    if (decision.kind === "report") {
      result.findings.push({ line, column, why: decision.why });
      continue;
    }
    const start = match.index + match[0].indexOf(match[1]! + src) + 1;
    result.edits.push({ start, end: start + src.length, text: decision.src });
    result.changes.push({ line, column, what: decision.what });
  }
  return result;
}
