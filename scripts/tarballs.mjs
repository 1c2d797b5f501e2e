#!/usr/bin/env node
// @ts-check
// What users download: the unpacked and packed size of each published package's tarball (`npm pack
// --dry-run`, the files `files` names), how much of it is source maps, how much of those maps is
// embedded source text (`sourcesContent`) and how much is the shipped `src/`. A study behind
// docs/publishing.md (BENCHMARKS.md, section 10), not a goal: it is not part of `npm run bench`.
//
//   npm run tarballs [-- --json out.json]
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ensureBuilt, formatBytes, main, markdownTable } from "../bench/lib/measure.mjs";
import { publishablePackages } from "./pack-local.mjs";

const KEYS = /** @type {const} */ (["unpacked", "packed", "maps", "embedded", "src"]);
/**
 * Bytes: as npm reports them (`unpacked`, `packed`: the .tgz), of the .map files, of the source text
 * embedded in the maps, of the shipped src/.
 * @typedef {{ name: string } & Record<(typeof KEYS)[number], number>} TarballSize
 * @typedef {{ packages: TarballSize[], total: TarballSize }} TarballResults
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
  const size = {
    name: report.name,
    unpacked: report.unpackedSize,
    packed: report.size,
    maps: 0,
    embedded: 0,
    src: 0,
  };
  for (const file of /** @type {{ path: string; size: number }[]} */ (report.files)) {
    if (file.path.startsWith("src/")) size.src += file.size;
    if (!file.path.endsWith(".map")) continue;
    size.maps += file.size;
    /** @type {{ sourcesContent?: (string | null)[] }} */
    const map = JSON.parse(readFileSync(join(dir, file.path), "utf8"));
    for (const text of map.sourcesContent ?? []) size.embedded += Buffer.byteLength(text ?? "");
  }
  return size;
}

/** @returns {TarballResults} */
export function runTarballs() {
  const packages = publishablePackages().map((pkg) => measure(pkg.dir));
  const total = /** @type {TarballSize} */ ({
    name: "all",
    ...Object.fromEntries(KEYS.map((k) => [k, 0])),
  });
  for (const pkg of packages) for (const key of KEYS) total[key] += pkg[key];
  return { packages, total };
}

const HEADER = ["package", "unpacked", "packed", "source maps", "embedded in maps", "src/"];

/** @param {TarballSize} r */
const row = (r) => [
  r.name,
  formatBytes(r.unpacked),
  formatBytes(r.packed),
  `${formatBytes(r.maps)} (${Math.round((100 * r.maps) / r.unpacked)}%)`,
  formatBytes(r.embedded),
  formatBytes(r.src),
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
      "Why: docs/publishing.md.",
  ].join("\n");
}

/** @type {import("./lib/measure.mjs").Benchmark<ReturnType<typeof runTarballs>>} */
export const benchmark = {
  run: async () => (ensureBuilt(publishablePackages().map((pkg) => pkg.name)), runTarballs()),
  markdown: tarballsMarkdown,
};
await main(import.meta.url, benchmark);
