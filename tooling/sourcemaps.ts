import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join, relative, resolve, sep } from "node:path";

/**
 * Where a map's sources from outside the package are written, inside what it ships (`dist/`), so
 * that every source a published map names is a file of the tarball.
 */
const EXTERNAL = join("dist", "external");
/** The folder every package ships its sources in (package.json `files`), which its maps point into. */
const SHIPPED_SOURCES = "src";

async function mapFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory()
        ? mapFiles(join(dir, entry.name))
        : Promise.resolve(entry.name.endsWith(".map") ? [join(dir, entry.name)] : []),
    ),
  );
  return nested.flat();
}

/**
 * Rewrites the source maps in `<packageDir>/dist` for publishing (docs/publishing.md, "Source maps"):
 *
 * - no source points outside the package: a bundled sibling's source (`../../transport/src/casing.ts`)
 *   or a build tool's file in the pnpm store is written to `dist/external/packages/transport/src/casing.ts`
 *   (or `dist/external/tsup/assets/...`) and the map names that file (`external/...`), so every
 *   source a published map names exists in the tarball; nothing in it names the build machine's folders;
 * - a source the package ships itself (`src/`, in every package's `files`) is not embedded again
 *   (`sourcesContent` null): debuggers and `node --enable-source-maps` read `../src/<file>.ts` from the
 *   installed package, once, instead of a copy in each of the ESM and CJS maps.
 */
export function keepSourceMapsInside(packageDir = process.cwd()): Promise<void> {
  // One rewrite at a time: a package with two build configs (the sdk's library and script-tag
  // builds) calls this from both, and one must not read a map while the other rewrites it.
  const run = rewriting.then(() => rewriteMaps(packageDir));
  rewriting = run.catch(() => undefined);
  return run;
}

let rewriting: Promise<unknown> = Promise.resolve();

async function rewriteMaps(packageDir: string): Promise<void> {
  const root = resolve(packageDir);
  const repo = resolve(root, "..", "..");
  const shipped = join(root, SHIPPED_SOURCES) + sep;
  for (const file of await mapFiles(join(root, "dist"))) {
    const map = JSON.parse(await readFile(file, "utf8")) as {
      sources?: string[];
      sourcesContent?: (string | null)[];
    };
    const sources = map.sources ?? [];
    const contents = sources.map((_, index) => map.sourcesContent?.[index] ?? null);
    const rewritten: string[] = [];
    for (const [index, source] of sources.entries()) {
      const target = resolve(dirname(file), source);
      if (target.startsWith(shipped)) {
        contents[index] = null;
        rewritten.push(source);
        continue;
      }
      if (target.startsWith(root + sep)) {
        rewritten.push(source);
        continue;
      }
      const fromRepo = relative(repo, target).split(sep).join("/");
      const shortened = fromRepo.replace(/^(\.\.\/)+/, "").replace(/^.*node_modules\//, "");
      const copy = join(root, EXTERNAL, shortened);
      await mkdir(dirname(copy), { recursive: true });
      await writeFile(copy, contents[index] ?? (await readFile(target, "utf8")));
      contents[index] = null;
      rewritten.push(relative(dirname(file), copy).split(sep).join("/"));
    }
    map.sources = rewritten;
    map.sourcesContent = contents;
    await writeFile(file, JSON.stringify(map));
  }
}
