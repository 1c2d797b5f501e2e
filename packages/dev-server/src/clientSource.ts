// Where the dev server gets the client an app loads by script tag (./clientTags), never the
// network: the package installed in the app's own node_modules, else the one installed with the
// dev server (it depends on `@pitcher/js-api`), else, for that client, a copy among the app's files.
// It answers the paths the rewritten tags point at, and the platform's own `/api/NG/js-api.php`.
import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { createRequire } from "node:module";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import {
  CLIENT_SCRIPT_PATHS,
  findClientTags,
  PLATFORM_CLIENT_PATH,
  servedLocally,
} from "./clientTags";
import type { ClientPackage, ClientTag } from "./clientTags";
import type { DevClientScripts } from "./contract";
import type { DevLogEvent } from "./options";
import { isHiddenName, sendText } from "./staticFiles";

/** The script-tag build of each package, inside the installed package. */
const BUILD_FILES: Readonly<Record<ClientPackage, string>> = {
  "@pitcher/js-api": "js-api.umd.min.js",
  "@hostbridge/compat": "dist/js-api.umd.min.js",
};

/** The copy of a package's script-tag build the dev server serves. */
export interface ClientCopy {
  pkg: ClientPackage;
  /** The file served, absent when no copy was found. */
  file?: string | undefined;
  /** The installed package's version. */
  version?: string | undefined;
  /** Where the copy comes from. */
  source?: "app" | "dev-server" | "app-copy" | undefined;
}

/** The app's script tags that load a client, by HTML file, and the copies served for them. */
export interface ClientServing {
  /** The app directory. */
  appDir: string;
  /** Each HTML file (relative to the app directory) with the client tags it has. */
  pages: { file: string; tags: ClientTag[] }[];
  /** The copy served per package loaded from elsewhere. */
  copies: ClientCopy[];
}

const MAX_PAGES = 200;

/** The HTML files below `dir` (no hidden names, no node_modules), at most MAX_PAGES. */
async function htmlFiles(dir: string, found: string[] = []): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (found.length >= MAX_PAGES) break;
    if (isHiddenName(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) await htmlFiles(path, found);
    else if (entry.isFile() && /\.html?$/i.test(entry.name)) found.push(path);
  }
  return found;
}

/** This module's file (the ESM and CJS builds and the sources). */
function moduleFile(): string {
  if (typeof __filename === "string") return __filename;
  return fileURLToPath(import.meta.url);
}

/** The package's manifest in the node_modules folders of `dir` and its ancestors, as Node looks (no NODE_PATH). */
function manifestAbove(pkg: ClientPackage, dir: string): string | undefined {
  for (let current = resolve(dir); ; current = dirname(current)) {
    const manifest = join(current, "node_modules", pkg, "package.json");
    if (existsSync(manifest)) return manifest;
    if (dirname(current) === current) return undefined;
  }
}

/** The manifest of the package installed with the dev server itself. */
function ownManifest(pkg: ClientPackage): string | undefined {
  try {
    return createRequire(moduleFile()).resolve(`${pkg}/package.json`);
  } catch {
    return undefined;
  }
}

/** The package's build and version, from its installed `manifest`. */
async function installed(
  pkg: ClientPackage,
  manifest: string | undefined,
): Promise<{ file: string; version?: string } | undefined> {
  if (!manifest) return undefined;
  const file = join(dirname(manifest), BUILD_FILES[pkg]);
  if (!existsSync(file)) return undefined;
  const text = await readFile(manifest, "utf8").catch(() => "{}");
  const version = (JSON.parse(text) as { version?: unknown }).version;
  return { file, version: typeof version === "string" ? version : undefined };
}

/** The copy to serve for `pkg`: the app's install, the dev server's, else a copy among the app's files. */
async function findCopy(
  pkg: ClientPackage,
  appDir: string,
  ownCopies: string[],
): Promise<ClientCopy> {
  const fromApp = await installed(pkg, manifestAbove(pkg, appDir));
  if (fromApp) return { pkg, ...fromApp, source: "app" };
  const fromServer = await installed(pkg, ownManifest(pkg));
  if (fromServer) return { pkg, ...fromServer, source: "dev-server" };
  const copy = pkg === "@pitcher/js-api" ? ownCopies.find((file) => existsSync(file)) : undefined;
  return copy ? { pkg, file: copy, source: "app-copy" } : { pkg };
}

/**
 * Finds the app's script tags that load the client (HTML files beside its entry page) and the
 * copy the dev server serves for each package they load from elsewhere.
 */
export async function findClientServing(appDir: string, entry: string): Promise<ClientServing> {
  const pages: ClientServing["pages"] = [];
  const ownCopies: string[] = [];
  for (const path of await htmlFiles(join(appDir, dirname(entry)))) {
    const tags = findClientTags(await readFile(path, "utf8").catch(() => ""));
    if (tags.length === 0) continue;
    pages.push({ file: relative(appDir, path), tags });
    for (const tag of tags)
      if (tag.from === "file") ownCopies.push(resolve(dirname(path), tag.src.split(/[?#]/)[0]!));
  }
  const wanted = new Set(
    pages.flatMap((page) => page.tags.filter(servedLocally).map((t) => t.pkg)),
  );
  const copies = await Promise.all([...wanted].map((pkg) => findCopy(pkg, appDir, ownCopies)));
  return { appDir, pages, copies };
}

/** Whether the app loads a client by script tag (from anywhere, its own copy included). */
export const loadsClientByTag = (serving: ClientServing): boolean => serving.pages.length > 0;

/** A few words on one copy: what is served, from where. */
export function describeCopy(copy: ClientCopy, appDir: string): string {
  if (!copy.file)
    return `${copy.pkg} is not installed: \`npm install --save-dev ${copy.pkg}\` in the app, or put its js-api.umd.min.js beside the page`;
  const where =
    copy.source === "app-copy"
      ? `the app's copy ${relative(appDir, copy.file)}`
      : `${copy.pkg}${copy.version ? `@${copy.version}` : ""} installed ${copy.source === "app" ? "in the app" : "with the dev server"} (${copy.file})`;
  return `served from ${where}, never from the network`;
}

/** Each tag that loads the client from elsewhere, as `<page>: <src>`. */
const remoteTags = (serving: ClientServing): string[] =>
  serving.pages.flatMap((page) =>
    page.tags.filter(servedLocally).map((tag) => `${page.file}: ${tag.src}`),
  );

/** The terminal line: which tags load the client from where, and what is served instead. */
export function clientServingNotice(serving: ClientServing): DevLogEvent | undefined {
  const { appDir } = serving;
  const remote = remoteTags(serving);
  if (remote.length === 0) return undefined;
  const missing = serving.copies.some((copy) => !copy.file);
  return {
    level: missing ? "error" : "info",
    message: `the app loads the platform's client by script tag; ${serving.copies.map((copy) => `${copy.pkg} ${describeCopy(copy, appDir)}`).join("; ")}`,
    details: remote,
  };
}

/**
 * The terminal line of an app loaded cross-origin from its own dev server whose pages load the
 * client by script tag: the dev server cannot point those tags at its copy, so they reach the network.
 */
export function unservedClientNotice(serving: ClientServing): DevLogEvent | undefined {
  const remote = remoteTags(serving);
  if (remote.length === 0) return undefined;
  return {
    level: "warn",
    message:
      "the app loads the platform's client by script tag, and runs cross-origin from its own dev server, whose pages the dev server does not see: the client comes from the network, and cannot reach the host as on the platform. Drop --cross-origin (sameOrigin: false) to run the app on the host's origin with the client served offline.",
    details: remote,
  };
}

/**
 * Answers a request for a client path (the rewritten tags' `CLIENT_SCRIPT_PATHS`, and the
 * platform's `/api/NG/js-api.php`) with the copy found; `false` for other paths.
 */
export async function serveClientScript(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  serving: ClientServing,
): Promise<boolean> {
  const pkg = (Object.keys(CLIENT_SCRIPT_PATHS) as ClientPackage[]).find(
    (name) => CLIENT_SCRIPT_PATHS[name] === pathname,
  );
  const wanted = pkg ?? (pathname === PLATFORM_CLIENT_PATH ? "@pitcher/js-api" : undefined);
  if (!wanted) return false;
  const copy =
    serving.copies.find((candidate) => candidate.pkg === wanted) ??
    (await findCopy(wanted, serving.appDir, []));
  if (!copy.file) {
    sendText(
      res,
      404,
      `The dev server has no copy of ${wanted}: ${describeCopy(copy, serving.appDir)}.`,
    );
    return true;
  }
  const body = await readFile(copy.file);
  res.writeHead(200, {
    "Content-Type": "text/javascript; charset=utf-8",
    "Content-Length": String(body.length),
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
  });
  res.end(req.method === "HEAD" ? undefined : body);
  return true;
}

/** What the page shows of the app's client script tags (`DevConfig.clientScripts`). */
export function clientScriptsOf(serving: ClientServing): DevClientScripts {
  return {
    tags: serving.pages.flatMap((page) =>
      page.tags.map((tag) => ({ file: page.file, src: tag.src, pkg: tag.pkg, from: tag.from })),
    ),
    served: serving.copies.map((copy) => ({
      pkg: copy.pkg,
      found: copy.file !== undefined,
      description: describeCopy(copy, serving.appDir),
    })),
  };
}
