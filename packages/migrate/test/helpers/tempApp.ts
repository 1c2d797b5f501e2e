// Copies a fixture app into a fresh directory under this package (so the app resolves
// `@pitcher/js-api`, `@hostbridge/sdk` and `vue` from this package's dependencies, as an installed
// app resolves its own), and reads or snapshots its files.
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach } from "vitest";

const TMP = fileURLToPath(new URL("../.tmp/", import.meta.url));

/** A copy of `test/fixtures/<name>`; `dispose()` removes it. */
export function tempApp(name: string): { dir: string; dispose(): void } {
  mkdirSync(TMP, { recursive: true });
  const dir = mkdtempSync(join(TMP, `${name}-`));
  cpSync(fileURLToPath(new URL(`../fixtures/${name}/`, import.meta.url)), dir, { recursive: true });
  return { dir, dispose: () => rmSync(dir, { recursive: true, force: true }) };
}

/** `app(name)`: the directory of a fresh copy of `test/fixtures/<name>`, removed after each test of the calling file. */
export function tempAppsPerTest(): (name: string) => string {
  const cleanups: (() => void)[] = [];
  afterEach(() => cleanups.splice(0).forEach((dispose) => dispose()));
  return (name) => {
    const copy = tempApp(name);
    cleanups.push(copy.dispose);
    return copy.dir;
  };
}

/** Every file under `dir` (relative path -> text). */
export function snapshot(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  const visit = (at: string): void => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const path = join(at, entry.name);
      if (entry.isDirectory()) visit(path);
      else files.set(relative(dir, path), readFileSync(path, "utf8"));
    }
  };
  visit(dir);
  return files;
}
