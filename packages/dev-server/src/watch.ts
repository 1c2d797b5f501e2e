// File watching for the dev server: one file (the fixtures, with a polling fallback for file systems
// without change events) and a directory tree (an app's build), debounced, never holding the process.
import { watch, watchFile, unwatchFile } from "node:fs";
import type { FSWatcher } from "node:fs";
import { readdir } from "node:fs/promises";
import { basename, dirname, join, posix } from "node:path";

/** Stops a watcher. */
export type StopWatching = () => void;

/** Calls `fn` once, `ms` after the last of a burst of calls. */
export function debounce(fn: () => void, ms: number): { call(): void; cancel(): void } {
  let timer: NodeJS.Timeout | undefined;
  return {
    call() {
      clearTimeout(timer);
      timer = setTimeout(fn, ms);
      timer.unref();
    },
    cancel() {
      clearTimeout(timer);
    },
  };
}

/**
 * Calls `onChange` (debounced) when the file at `path` is created, changed, replaced (editors that
 * save through a rename) or deleted. Watches the parent directory, plus a stat poll every
 * `pollIntervalMs` as a fallback. The caller compares contents: a call does not prove a change.
 */
export function watchOneFile(
  path: string,
  onChange: () => void,
  pollIntervalMs: number,
): StopWatching {
  const trigger = debounce(onChange, 60);
  const name = basename(path);
  let watcher: FSWatcher | undefined;
  try {
    watcher = watch(dirname(path), { persistent: false }, (_event, filename) => {
      if (filename === null || filename.toString() === name) trigger.call();
    });
    watcher.on("error", () => watcher?.close());
  } catch {
    watcher = undefined; // The directory may not exist yet: the poll still notices the file.
  }
  const poller = watchFile(
    path,
    { interval: pollIntervalMs, persistent: false },
    (current, previous) => {
      if (
        current.mtimeMs !== previous.mtimeMs ||
        current.size !== previous.size ||
        current.ino !== previous.ino
      )
        trigger.call();
    },
  );
  poller.unref();
  return () => {
    trigger.cancel();
    watcher?.close();
    unwatchFile(path);
  };
}

/** Options of {@link watchTree}. */
export interface WatchTreeOptions {
  /** Directory names not descended into (besides hidden ones). */
  skip?: readonly string[];
  /** The most directories watched (a huge tree is watched only partly). Default 1000. */
  maxDirectories?: number;
  /** Milliseconds to wait after the last change. Default 150. */
  debounceMs?: number;
  /** File names whose changes are ignored (for example the fixtures file, watched on its own). */
  ignoreFiles?: readonly string[];
}

/** A directory tree being watched. */
export interface TreeWatcher {
  /** Resolves once every directory found at the start is watched. */
  readonly ready: Promise<void>;
  /** Stops watching. */
  close(): void;
}

/**
 * Calls `onChange` (debounced) when anything below `root` changes. Watches each directory on its
 * own (no recursive watch, which is missing or costly on some systems), skipping hidden folders and
 * `skip`. After a change it rescans first, so new folders are watched before `onChange` runs.
 */
export function watchTree(
  root: string,
  onChange: () => void,
  options: WatchTreeOptions = {},
): TreeWatcher {
  const skip = new Set(options.skip ?? ["node_modules"]);
  const max = options.maxDirectories ?? 1000;
  const ignored = new Set(options.ignoreFiles ?? []);
  const watchers = new Map<string, FSWatcher>();
  let stopped = false;

  const watchDir = (dir: string) => {
    if (stopped || watchers.has(dir)) return;
    try {
      const watcher = watch(dir, { persistent: false }, (_event, filename) => {
        if (filename === null || !ignored.has(filename.toString())) changed.call();
      });
      watcher.on("error", () => {
        watcher.close();
        watchers.delete(dir);
      });
      watchers.set(dir, watcher);
    } catch {
      // Gone already: the next scan settles it.
    }
  };
  const scan = async (): Promise<void> => {
    const seen = new Set<string>();
    const queue = [root];
    while (queue.length > 0 && seen.size < max && !stopped) {
      const dir = queue.shift()!;
      seen.add(dir);
      watchDir(dir);
      const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
      for (const entry of entries) {
        if (entry.isDirectory() && !entry.name.startsWith(".") && !skip.has(entry.name)) {
          queue.push(join(dir, entry.name));
        }
      }
    }
    for (const [dir, watcher] of watchers) {
      if (!seen.has(dir)) {
        watcher.close();
        watchers.delete(dir);
      }
    }
  };
  // Scans run one after another, never two at once.
  let scanning = Promise.resolve();
  const rescan = () => (scanning = scanning.then(scan));
  const changed = debounce(() => {
    if (stopped) return;
    void rescan().then(() => {
      if (!stopped) onChange();
    });
  }, options.debounceMs ?? 150);
  return {
    ready: rescan(),
    close() {
      stopped = true;
      changed.cancel();
      for (const watcher of watchers.values()) watcher.close();
      watchers.clear();
    },
  };
}

/**
 * The folders to watch for an app's entry pages (`index.html`, `dist/canvas.html`,
 * `hooks/on-canvas-update.html`): each entry's folder, relative to the app, without a folder that
 * another one already holds (`.` holds them all), in the order first seen.
 *
 * @example
 * ```ts
 * entryFolders(["dist/index.html", "hooks/a.html", "dist/canvas/c.html"]); // ["dist", "hooks"]
 * ```
 */
export function entryFolders(entries: readonly string[]): string[] {
  const folders = [...new Set(entries.map((entry) => posix.normalize(posix.dirname(entry))))];
  const holds = (outer: string, inner: string) =>
    outer === "." || inner === outer || inner.startsWith(`${outer}/`);
  return folders.filter(
    (folder, index) =>
      !folders.some(
        (other, otherIndex) => otherIndex !== index && other !== folder && holds(other, folder),
      ),
  );
}
