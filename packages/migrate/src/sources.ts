// Which files of an app the codemod reads: scripts and Vue single-file components, never
// dependencies, build output, tool caches, vendored or minified copies (`vendor/`, `public/`,
// `*.min.js`, files with very long lines). Symbolic links are listed, never followed. Vendored copies
// of the existing client and HTML pages loading one with a script tag are listed for the report.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

/** Directory names never entered: dependencies, build output, caches, version control. */
export const SKIPPED_DIRECTORIES: ReadonlySet<string> = new Set([
  "node_modules",
  "dist",
  "build",
  "out",
  ".output",
  ".nuxt",
  ".next",
  ".svelte-kit",
  ".vite",
  ".turbo",
  ".cache",
  ".hostbridge",
  "coverage",
  ".git",
]);

/** Directories whose scripts are copies, not the app's source: read only to find the client there. */
export const VENDORED_DIRECTORIES: ReadonlySet<string> = new Set([
  "vendor",
  "vendors",
  "public",
  "static",
  "third_party",
]);

/** File name endings the codemod transforms. */
export const SOURCE_EXTENSIONS: readonly string[] = [
  ".ts",
  ".tsx",
  ".mts",
  ".cts",
  ".js",
  ".jsx",
  ".mjs",
  ".cjs",
  ".vue",
];

/** A line this long is generated or minified code: never the app's own source. */
const MINIFIED_LINE = 1000;

/** What a walk over the app found. */
export interface AppFiles {
  /** The app's source files (absolute, sorted). */
  sources: string[];
  /** Symbolic links (absolute): not followed. */
  symlinks: string[];
  /** Vendored or minified scripts (absolute): never transformed. */
  copies: string[];
  /** HTML pages (absolute), outside skipped directories. */
  pages: string[];
  /** The app's own declaration files (`*.d.ts`, absolute): read by the first step only. */
  declarations: string[];
  /** TypeScript and JavaScript project files (`tsconfig*.json`, `jsconfig*.json`, absolute). */
  projectConfigs: string[];
}

const isScript = (name: string) =>
  SOURCE_EXTENSIONS.some((ext) => name.endsWith(ext)) && !/\.d\.[cm]?ts$/.test(name);

function isMinified(path: string, name: string): boolean {
  if (/\.min\.[cm]?js$/.test(name) || /[.-](bundle|umd)\.[cm]?js$/.test(name)) return true;
  if (name.endsWith(".vue")) return false;
  const text = readFileSync(path, "utf8");
  return text.split("\n", 50).some((line) => line.length > MINIFIED_LINE);
}

/** Walks the app in `root` (see {@link AppFiles}). */
export function scanApp(root: string): AppFiles {
  const found: AppFiles = {
    sources: [],
    symlinks: [],
    copies: [],
    pages: [],
    declarations: [],
    projectConfigs: [],
  };
  const visit = (dir: string, vendored: boolean): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isSymbolicLink()) found.symlinks.push(path);
      else if (entry.isDirectory()) {
        if (!SKIPPED_DIRECTORIES.has(entry.name))
          visit(path, vendored || VENDORED_DIRECTORIES.has(entry.name));
      } else if (!entry.isFile()) continue;
      else if (entry.name.endsWith(".html")) found.pages.push(path);
      else if (/^[tj]sconfig(\..+)?\.json$/.test(entry.name)) {
        if (!vendored) found.projectConfigs.push(path);
      } else if (/\.d\.[cm]?ts$/.test(entry.name)) {
        if (!vendored) found.declarations.push(path);
      } else if (isScript(entry.name)) {
        if (vendored || isMinified(path, entry.name)) found.copies.push(path);
        else found.sources.push(path);
      }
    }
  };
  visit(root, false);
  const order = (a: string, b: string) => relative(root, a).localeCompare(relative(root, b));
  for (const list of Object.values(found) as string[][]) list.sort(order);
  return found;
}

/** The app's source files (absolute paths, sorted), skipping declaration files and copies. */
export function findSources(root: string): string[] {
  return scanApp(root).sources;
}

/** Whether a script is a copy of the existing client (its bundle names its envelope types). */
export function isClientCopy(text: string): boolean {
  return text.includes("PITCHER_REQUEST") && /usePitcherApi|useUi/.test(text);
}

/** `<script src="...">` tags of a page: their line (1-based) and `src`. */
export function scriptTags(html: string): { line: number; src: string }[] {
  const tags: { line: number; src: string }[] = [];
  for (const match of html.matchAll(/<script\b[^>]*\bsrc\s*=\s*["']([^"']+)["'][^>]*>/gi)) {
    tags.push({ line: html.slice(0, match.index).split("\n").length, src: match[1]! });
  }
  return tags;
}
