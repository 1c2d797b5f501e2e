// Script tags that load the platform's existing client (`@pitcher/js-api`), or compat's drop-in
// build of it, as most of the platform's apps do: from a registry CDN (jsdelivr, unpkg, esm.sh ...,
// any tag or version: `@beta`, `@1.26.0`, none), from the platform's own `.../api/NG/js-api.php`, or
// a copy of `js-api.umd.min.js` somewhere else. Found in an HTML text, and pointed at the dev
// server's copy of the installed package (./clientSource) so the app runs offline, as on the platform.

/** The packages whose script-tag build the dev server serves from an installed copy. */
export type ClientPackage = "@pitcher/js-api" | "@hostbridge/compat";

/** One script tag that loads the client. */
export interface ClientTag {
  /** The tag's `src` as written. */
  src: string;
  /** The package it loads. */
  pkg: ClientPackage;
  /**
   * Where from: `cdn` (a registry CDN URL naming the package), `platform` (the platform's
   * `api/NG/js-api.php`), `url` (a `js-api.umd.min.js` on another server) or `file` (a copy among
   * the app's own files, a relative path: served as it is).
   */
  from: "cdn" | "platform" | "url" | "file";
  /** The version or tag the URL asks for (`beta`, `1.26.0`), when it names one. */
  requested?: string | undefined;
}

/** The path the dev server serves each package's script-tag build under (on both origins). */
export const CLIENT_SCRIPT_PATHS: Readonly<Record<ClientPackage, string>> = {
  "@pitcher/js-api": "/__hostbridge/client/pitcher-js-api.js",
  "@hostbridge/compat": "/__hostbridge/client/hostbridge-compat.js",
};

/** The platform's own address of the client, on its origin. */
export const PLATFORM_CLIENT_PATH = "/api/NG/js-api.php";

const SCRIPT_TAG = /<script\b([^>]*)>/gi;
const SRC_ATTRIBUTE = /(\s)src\s*=\s*("([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i;
/** A package named in a URL path: `/@pitcher/js-api`, `/@pitcher/js-api@beta/...`. */
const PACKAGE_IN_PATH = /\/(@pitcher\/js-api|@hostbridge\/compat)(?:@([^/]+))?(?:\/|$)/;
/** The client's build file names (`js-api.umd.min.js`, `js-api.umd.js`, `js-api.min.js`). */
const BUILD_FILE = /(?:^|\/)js-api(?:\.umd)?(?:\.min)?\.js$/i;

const isAbsolute = (src: string) => /^(?:[a-z][a-z0-9+.-]*:)?\/\//i.test(src);

/** What `src` loads, when it is the client (or compat's build of it). */
export function classifyClientSrc(src: string): ClientTag | undefined {
  let path: string;
  try {
    path = decodeURIComponent(new URL(src, "http://app.invalid/").pathname);
  } catch {
    return undefined;
  }
  const named = PACKAGE_IN_PATH.exec(path);
  if (named)
    return { src, pkg: named[1] as ClientPackage, from: "cdn", requested: named[2] || undefined };
  if (path.toLowerCase().endsWith(PLATFORM_CLIENT_PATH.toLowerCase()))
    return { src, pkg: "@pitcher/js-api", from: "platform" };
  if (BUILD_FILE.test(path))
    return { src, pkg: "@pitcher/js-api", from: isAbsolute(src) ? "url" : "file" };
  return undefined;
}

/** Each `<script src>` of `html` that loads the client, in document order. */
export function findClientTags(html: string): ClientTag[] {
  const found: ClientTag[] = [];
  for (const match of html.matchAll(SCRIPT_TAG)) {
    const src = SRC_ATTRIBUTE.exec(match[1] ?? "");
    const value = src?.[3] ?? src?.[4] ?? src?.[5];
    const tag = value === undefined ? undefined : classifyClientSrc(value);
    if (tag) found.push(tag);
  }
  return found;
}

/** Whether the dev server replaces this tag's source (anything but the app's own copy). */
export const servedLocally = (tag: ClientTag): boolean => tag.from !== "file";

/**
 * `html` with every tag that loads the client from elsewhere pointed at the dev server's copy
 * (`CLIENT_SCRIPT_PATHS`), its `integrity` and `crossorigin` attributes dropped (they name the
 * CDN's bytes). Other tags, and the app's own copies, stay as they are.
 */
export function rewriteClientTags(html: string): string {
  return html.replace(SCRIPT_TAG, (whole, attributes: string) => {
    const src = SRC_ATTRIBUTE.exec(attributes);
    const value = src?.[3] ?? src?.[4] ?? src?.[5];
    const tag = value === undefined ? undefined : classifyClientSrc(value);
    if (!src || !tag || !servedLocally(tag)) return whole;
    const rest = attributes
      .replace(SRC_ATTRIBUTE, `${src[1]}src="${CLIENT_SCRIPT_PATHS[tag.pkg]}"`)
      .replace(/\s(?:integrity|crossorigin)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s"'=<>`]+))?/gi, "");
    return `<script${rest} data-hostbridge-served-from="${escapeAttribute(tag.src)}">`;
  });
}

const escapeAttribute = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
