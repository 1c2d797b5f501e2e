#!/usr/bin/env node
// The public API reports: one API Extractor report (`packages/<pkg>/api/<entry>.api.md`) per
// published entry point (each key of a package's `exports` whose target has types), made from the
// built `dist/*.d.ts`. They are checked in and reviewed like code: a change to an exported name or
// signature shows up as a change to its report.
//
//   node scripts/api-report.mjs            check: fail when a report is missing, stale or different
//   node scripts/api-report.mjs --update   write the reports (`npm run api`)
//   --root <dir>                           the workspace to read (default: this repository)
//   --filter <name>                        only these packages (repeatable; folder or package name)
//
// Build first (`npm run build`): the reports describe what users install, not the sources.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

export const UPDATE_COMMAND = "npm run api";
const REPORT_SUFFIX = ".api.md";

/** The report's file name (without `.api.md`) of an `exports` key: "." is `index`. */
export function entryReportName(key) {
  return key === "." ? "index" : key.replace(/^\.\//, "").replaceAll("/", "-");
}

function typesTarget(target) {
  if (typeof target === "string") return target.endsWith(".d.ts") ? target : undefined;
  if (!target || typeof target !== "object") return undefined;
  if (typeof target.types === "string") return target.types;
  for (const condition of ["import", "default", "node"]) {
    const found = typesTarget(target[condition]);
    if (found) return found;
  }
  return undefined;
}

/**
 * The published packages of a workspace (`packages/*`, not private) and their entry points with
 * types: `{ name, dir, entries: [{ key, report, dts }] }`. An entry without types (a script-tag
 * build) has no report.
 */
export function publishedEntryPoints(root) {
  const packagesDir = join(root, "packages");
  const found = [];
  for (const folder of readdirSync(packagesDir).sort()) {
    const manifestPath = join(packagesDir, folder, "package.json");
    if (!existsSync(manifestPath)) continue;
    const pkg = JSON.parse(readFileSync(manifestPath, "utf8"));
    if (pkg.private) continue;
    const exportsField =
      typeof pkg.exports === "string" || !pkg.exports ? { ".": pkg.exports } : pkg.exports;
    const entries = [];
    for (const [key, target] of Object.entries(exportsField)) {
      if (key === "./package.json") continue;
      const dts = typesTarget(target) ?? (key === "." ? pkg.types : undefined);
      if (dts) entries.push({ key, report: entryReportName(key), dts });
    }
    found.push({ name: pkg.name, folder, dir: join(packagesDir, folder), entries });
  }
  return found;
}

const TSCONFIG = {
  compilerOptions: {
    target: "ES2022",
    module: "ESNext",
    moduleResolution: "Bundler",
    lib: ["ES2023", "DOM", "DOM.Iterable"],
    types: ["node"],
    strict: true,
    skipLibCheck: true,
    noEmit: true,
  },
  include: ["dist/**/*.d.ts"],
};

function extractorConfig(ExtractorConfig, pkg, entry, reportTempFolder) {
  return ExtractorConfig.prepare({
    configObject: {
      projectFolder: pkg.dir,
      mainEntryPointFilePath: join(pkg.dir, entry.dts),
      compiler: { overrideTsconfig: TSCONFIG },
      apiReport: {
        enabled: true,
        reportFileName: entry.report,
        reportFolder: join(pkg.dir, "api"),
        reportTempFolder,
        includeForgottenExports: true,
      },
      docModel: { enabled: false },
      dtsRollup: { enabled: false },
      tsdocMetadata: { enabled: false },
      newlineKind: "lf",
      messages: {
        compilerMessageReporting: { default: { logLevel: "warning" } },
        extractorMessageReporting: {
          default: { logLevel: "warning", addToApiReportFile: true },
          // `src/index.ts` is the whole public API; nothing is tagged @beta/@internal.
          "ae-missing-release-tag": { logLevel: "none", addToApiReportFile: false },
          // Internal helpers shared between siblings keep their names (no leading underscore).
          "ae-internal-missing-underscore": { logLevel: "none", addToApiReportFile: false },
          // A type reachable from an entry but not exported by it is in the report anyway
          // (includeForgottenExports), without `export`: its shape is part of the API.
          "ae-forgotten-export": { logLevel: "none", addToApiReportFile: false },
          // Documentation gaps are marked "(undocumented)" on the declaration; the message itself
          // carries a d.ts line number, which would change the report on any unrelated edit.
          "ae-undocumented": { logLevel: "none", addToApiReportFile: false },
        },
        tsdocMessageReporting: { default: { logLevel: "none" } },
      },
    },
    configObjectFullPath: undefined,
    packageJsonFullPath: join(pkg.dir, "package.json"),
  });
}

function shortDiff(expected, actual) {
  const run = spawnSync("diff", ["-u", expected, actual], { encoding: "utf8" });
  const lines = (run.stdout || "").split("\n").slice(2);
  return lines.length > 40
    ? [...lines.slice(0, 40), `... (${lines.length - 40} more lines)`]
    : lines;
}

/**
 * Makes (update) or checks every report. Returns `{ problems, written, entries }`: `problems` are
 * sentences naming the package, the entry and what to run.
 */
export async function apiReports({ root, update = false, filter = [] }) {
  const { CompilerState, Extractor, ExtractorConfig } = await import("@microsoft/api-extractor");
  const packages = publishedEntryPoints(root).filter(
    (pkg) => filter.length === 0 || filter.includes(pkg.folder) || filter.includes(pkg.name),
  );
  const tempRoot = mkdtempSync(join(tmpdir(), "hb-api-report-"));
  const problems = [];
  const written = [];
  let entries = 0;
  try {
    for (const pkg of packages) {
      const apiDir = join(pkg.dir, "api");
      const missingDts = pkg.entries.filter((entry) => !existsSync(join(pkg.dir, entry.dts)));
      if (missingDts.length > 0) {
        problems.push(
          `${pkg.name}: ${missingDts.map((entry) => entry.dts).join(", ")} not found; build first (npm run build), then run ${UPDATE_COMMAND}`,
        );
        continue;
      }
      const wanted = new Set(pkg.entries.map((entry) => `${entry.report}${REPORT_SUFFIX}`));
      const present = existsSync(apiDir)
        ? readdirSync(apiDir).filter((file) => file.endsWith(REPORT_SUFFIX))
        : [];
      for (const stale of present.filter((file) => !wanted.has(file))) {
        const path = relative(root, join(apiDir, stale));
        if (update) {
          rmSync(join(apiDir, stale));
          written.push(`removed ${path}`);
        } else {
          problems.push(
            `${pkg.name}: ${path} reports an entry point the package no longer exports; run ${UPDATE_COMMAND} to remove it`,
          );
        }
      }
      if (pkg.entries.length === 0) continue;
      if (update) mkdirSync(apiDir, { recursive: true });
      const tempFolder = join(tempRoot, pkg.folder);
      mkdirSync(tempFolder, { recursive: true });
      const configs = pkg.entries.map((entry) =>
        extractorConfig(ExtractorConfig, pkg, entry, tempFolder),
      );
      // One TypeScript program per package, shared by its entry points.
      const compilerState = CompilerState.create(configs[0], {
        additionalEntryPoints: configs.map((config) => config.mainEntryPointFilePath),
      });
      pkg.entries.forEach((entry, index) => {
        entries += 1;
        const messages = [];
        const reportPath = join(apiDir, `${entry.report}${REPORT_SUFFIX}`);
        const hadReport = existsSync(reportPath);
        const result = Extractor.invoke(configs[index], {
          localBuild: update,
          compilerState,
          messageCallback(message) {
            if (message.logLevel === "error" || message.logLevel === "warning")
              messages.push(message.formatMessageWithLocation(pkg.dir));
            message.handled = true;
          },
        });
        const label = `${pkg.name} "${entry.key}" (${relative(root, reportPath)})`;
        if (result.errorCount > 0 || (!update && messages.length > 0 && !result.apiReportChanged))
          problems.push(`${label}: API Extractor reported:\n  ${messages.join("\n  ")}`);
        if (update) {
          if (result.apiReportChanged || !hadReport) written.push(relative(root, reportPath));
        } else if (!hadReport) {
          problems.push(`${label} is missing; run ${UPDATE_COMMAND} and commit it`);
        } else if (result.apiReportChanged) {
          const actual = join(tempFolder, `${entry.report}${REPORT_SUFFIX}`);
          problems.push(
            `${label} does not match the built API (built from the current sources? npm run build); if the change is meant, run ${UPDATE_COMMAND}, commit the report and add a changeset of the right level\n${shortDiff(reportPath, actual).join("\n")}`,
          );
        }
      });
    }
  } finally {
    rmSync(tempRoot, { recursive: true, force: true });
  }
  return { problems, written, entries };
}

async function main() {
  const { values } = parseArgs({
    options: {
      update: { type: "boolean", default: false },
      root: { type: "string" },
      filter: { type: "string", multiple: true, default: [] },
    },
  });
  const root = resolve(values.root ?? join(dirname(fileURLToPath(import.meta.url)), ".."));
  const started = performance.now();
  const { problems, written, entries } = await apiReports({
    root,
    update: values.update,
    filter: values.filter,
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  for (const file of written) console.log(`api: wrote ${file}`);
  if (problems.length > 0) {
    console.error(`\napi: ${problems.length} problem(s) with the public API reports:\n`);
    for (const problem of problems) console.error(`- ${problem}\n`);
    process.exitCode = 1;
    return;
  }
  console.log(
    `api: ${entries} entry point reports ${values.update ? "written" : "match the built API"} (${seconds}s)`,
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
