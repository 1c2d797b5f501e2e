#!/usr/bin/env node
// @ts-check
// Benchmark 10, what users download: the unpacked and packed size of each published package's
// tarball (`npm pack --dry-run`, the files `files` names), how much of it is source maps, how much
// of those maps is embedded source text (`sourcesContent`) and how much is the shipped `src/`.
// Beside it, in the same run, the size the tarball would have if its maps embedded the package's
// own sources again instead of pointing at `src/` (the build before docs/publishing.md's decision).
//
//   npm run bench:tarballs [-- --json out.json]
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { dirname, join, resolve, sep } from "node:path";
import { publishablePackages } from "../scripts/pack-local.mjs";
import { ensureBuilt, formatBytes, main, markdownTable } from "./lib/measure.mjs";

/**
 * @typedef {object} TarballSize
 * @property {string} name
 * @property {number} unpacked - bytes, as npm reports `unpackedSize`
 * @property {number} packed - bytes of the .tgz
 * @property {number} maps - bytes of the .map files
 * @property {number} embedded - bytes of source text embedded in the maps (external sources only)
 * @property {number} src - bytes of the shipped src/
 * @property {number} embeddingOwn - unpacked bytes if the maps embedded the package's own sources
 *   (and src/ were not shipped)
 *
 * @typedef {object} TarballResults
 * @property {TarballSize[]} packages
 * @property {TarballSize} total
 */

/** @param {string} dir @returns {TarballSize} */
function measure(dir) {
  const [report] = JSON.parse(
    execFileSync("npm", ["pack", "--dry-run", "--json", "--ignore-scripts"], {
      cwd: dir,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }),
  );
  /** @type {{ path: string; size: number }[]} */
  const files = report.files;
  let maps = 0;
  let embedded = 0;
  let src = 0;
  let ownText = 0;
  const root = resolve(dir);
  for (const file of files) {
    if (file.path.startsWith("src/")) src += file.size;
    if (!file.path.endsWith(".map")) continue;
    maps += file.size;
    const path = join(root, file.path);
    /** @type {{ sources?: string[]; sourcesContent?: (string | null)[] }} */
    const map = JSON.parse(readFileSync(path, "utf8"));
    (map.sources ?? []).forEach((source, index) => {
      const content = map.sourcesContent?.[index];
      if (typeof content === "string") {
        embedded += Buffer.byteLength(content);
        return;
      }
      const target = resolve(dirname(path), source);
      if (!target.startsWith(root + sep)) return;
      // What `"<text>"` in place of `null` would weigh in the map.
      ownText += Buffer.byteLength(JSON.stringify(readFileSync(target, "utf8"))) - "null".length;
    });
  }
  return {
    name: report.name,
    unpacked: report.unpackedSize,
    packed: report.size,
    maps,
    embedded,
    src,
    embeddingOwn: report.unpackedSize - src + ownText,
  };
}

/** @returns {TarballResults} */
export function runTarballs() {
  const packages = publishablePackages().map((pkg) => measure(pkg.dir));
  /** @type {TarballSize} */
  const total = {
    name: "all",
    unpacked: 0,
    packed: 0,
    maps: 0,
    embedded: 0,
    src: 0,
    embeddingOwn: 0,
  };
  for (const pkg of packages)
    for (const key of /** @type {const} */ ([
      "unpacked",
      "packed",
      "maps",
      "embedded",
      "src",
      "embeddingOwn",
    ]))
      total[key] += pkg[key];
  return { packages, total };
}

const HEADER = [
  "package",
  "unpacked",
  "packed",
  "source maps",
  "embedded in maps",
  "src/",
  "unpacked, maps embedding src",
];

/** @param {TarballSize} r */
const row = (r) => [
  r.name,
  formatBytes(r.unpacked),
  formatBytes(r.packed),
  `${formatBytes(r.maps)} (${Math.round((100 * r.maps) / r.unpacked)}%)`,
  formatBytes(r.embedded),
  formatBytes(r.src),
  formatBytes(r.embeddingOwn),
];

/** @param {TarballResults} r */
export function tarballsMarkdown(r) {
  const t = r.total;
  return [
    markdownTable(HEADER, [...r.packages.map(row), row({ ...t, name: "**all**" })]),
    "",
    `What \`npm pack --dry-run\` counts for each published package (the files its \`files\` names, plus ` +
      `package.json, README and LICENSE). Source maps are ${Math.round((100 * t.maps) / t.unpacked)}% of ` +
      `the ${formatBytes(t.unpacked)} unpacked. They point at the shipped \`src/\` and embed only the text ` +
      "of what the package bundles from elsewhere (a sibling in the sdk's script-tag build, a tsup helper). " +
      `Embedding the package's own sources again, as the build did before (and without \`src/\`), would make ` +
      `it ${formatBytes(t.embeddingOwn)} unpacked: the text once in \`src/\` instead of a copy in each of the ` +
      `ESM and CJS maps saves ${formatBytes(t.embeddingOwn - t.unpacked)}. Why: docs/publishing.md.`,
  ].join("\n");
}

/** @type {import("./lib/measure.mjs").Benchmark<ReturnType<typeof runTarballs>>} */
export const benchmark = {
  run: async () => (ensureBuilt(publishablePackages().map((pkg) => pkg.name)), runTarballs()),
  markdown: tarballsMarkdown,
};
await main(import.meta.url, benchmark);
