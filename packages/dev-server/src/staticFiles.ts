// Serving files from a directory over node:http, for the dev host page and for an app's build:
// content types, HEAD, no caching, and no way out of the directory or into secrets.
import { createReadStream } from "node:fs";
import { readFile, realpath, stat } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join, relative, sep } from "node:path";
import { pipeline } from "node:stream/promises";
import { contentTypeFor, DEFAULT_EXCLUDES } from "@hostbridge/deploy-contract";

function globToRegExp(glob: string): RegExp {
  const body = glob
    .replace(/\/$/, "")
    .split("*")
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
    .join("[^/]*");
  return new RegExp(`^${body}$`);
}

// Names never served from an app directory: hidden files and folders (.env, .git, .hostbridge ...),
// node_modules, and the secret-looking names packing refuses (*.pem, *.key, id_rsa ...).
const HIDDEN_NAMES = [
  ...DEFAULT_EXCLUDES.secrets,
  ...DEFAULT_EXCLUDES.always,
  "node_modules",
  "hostbridge.config.json",
].map(globToRegExp);

/** Whether a path segment is a name the app server never serves. */
export function isHiddenName(segment: string): boolean {
  return segment.startsWith(".") || HIDDEN_NAMES.some((pattern) => pattern.test(segment));
}

/** Sends a small text answer. */
export function sendText(
  res: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, {
    "Content-Type": "text/plain; charset=utf-8",
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
    ...headers,
  });
  res.end(text);
}

/** Sends JSON. */
export function sendJson(res: ServerResponse, status: number, value: unknown): void {
  res.writeHead(status, {
    "Content-Type": "application/json; charset=utf-8",
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
  });
  res.end(JSON.stringify(value));
}

/** Options of {@link serveFile}. */
export interface ServeOptions {
  /** The directory files are served from. */
  root: string;
  /** Refuse hidden and secret-looking names (app directories). */
  hideSecrets: boolean;
  /** Served for `/` (relative to the root). */
  index: string;
  /** Rewrites the text of an HTML file before it is sent (the app's client script tags). */
  transformHtml?: ((html: string) => string) | undefined;
}

/**
 * Answers a GET/HEAD for a file below `options.root`: `/` serves the index, a directory serves its
 * `index.html`, `..`, encoded slashes, NUL and (with `hideSecrets`) hidden names are refused, and a
 * symbolic link is followed only when its target stays inside the root. Resolves `false` (nothing
 * sent) when there is no such file, so the caller can answer 404.
 */
export async function serveFile(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  options: ServeOptions,
): Promise<boolean> {
  let segments: string[];
  try {
    segments = pathname.split("/").slice(1).map(decodeURIComponent);
  } catch {
    return false;
  }
  if (segments.length === 1 && segments[0] === "") segments = options.index.split("/");
  const directory = segments.at(-1) === "";
  if (directory) segments.pop();
  if (
    segments.some(
      (segment) => segment === "" || segment === "." || segment === ".." || /[\\/\0]/.test(segment),
    )
  )
    return false;
  if (options.hideSecrets && segments.some(isHiddenName)) return false;

  let path = join(options.root, ...segments);
  let info = await stat(path).catch(() => undefined);
  if (info?.isDirectory()) {
    if (!directory) {
      // relative, so it holds wherever the directory is served from (same-origin apps: below a path)
      const location = `${pathname.split("/").pop()}/`;
      res.writeHead(308, { Location: location, "Cache-Control": "no-store" });
      res.end();
      return true;
    }
    path = join(path, "index.html");
    info = await stat(path).catch(() => undefined);
  }
  if (!info?.isFile()) return false;
  const [realRoot, realPath] = await Promise.all([realpath(options.root), realpath(path)]);
  const inside = relative(realRoot, realPath);
  if (inside.startsWith(`..${sep}`) || inside === ".." || inside.startsWith(sep)) return false;

  if (options.transformHtml && /\.html?$/i.test(path)) {
    const html = options.transformHtml(await readFile(path, "utf8"));
    res.writeHead(200, {
      "Content-Type": contentTypeFor(path),
      "Content-Length": String(Buffer.byteLength(html)),
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    });
    res.end(req.method === "HEAD" ? undefined : html);
    return true;
  }
  res.writeHead(200, {
    // the same types the local platform serves an installed app with
    "Content-Type": contentTypeFor(path),
    "Content-Length": String(info.size),
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
  });
  if (req.method === "HEAD") {
    res.end();
    return true;
  }
  await pipeline(createReadStream(path), res);
  return true;
}
