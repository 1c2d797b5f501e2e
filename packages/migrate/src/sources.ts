// Which files of an app the codemod reads: scripts and Vue single-file components, never
// dependencies, build output or tool caches.
import { readdirSync } from "node:fs";
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

/** The app's source files (absolute paths, sorted), skipping declaration files. */
export function findSources(root: string): string[] {
  const found: string[] = [];
  const visit = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRECTORIES.has(entry.name)) visit(path);
      } else if (
        entry.isFile() &&
        SOURCE_EXTENSIONS.some((ext) => entry.name.endsWith(ext)) &&
        !/\.d\.[cm]?ts$/.test(entry.name)
      ) {
        found.push(path);
      }
    }
  };
  visit(root);
  return found.sort((a, b) => relative(root, a).localeCompare(relative(root, b)));
}
