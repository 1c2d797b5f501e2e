#!/usr/bin/env node
// `hostbridge migrate` on a generated 50-file app in the existing client's style (a service module,
// TypeScript modules using its objects through imports, helpers and destructuring, JavaScript
// modules, Vue components): wall time of planning and writing the migration, and the process's peak
// RSS, in a fresh `node` per run. Goal: under 10 s and under 400 MB (issue 31).
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { ROOT, ensureBuilt, formatMs, main, markdownTable, median } from "./lib/measure.mjs";

const PACKAGE = join(ROOT, "packages", "migrate");
const FILES = 50;

/** Writes the app (under packages/migrate, so it resolves @pitcher/js-api as an installed app does). */
export function generateApp() {
  mkdirSync(join(PACKAGE, "test", ".tmp"), { recursive: true });
  const dir = mkdtempSync(join(PACKAGE, "test", ".tmp", "bench-app-"));
  const write = (file, text) => {
    mkdirSync(join(dir, file, ".."), { recursive: true });
    writeFileSync(join(dir, file), text);
  };
  write(
    "package.json",
    JSON.stringify(
      {
        name: "bench-app",
        private: true,
        type: "module",
        dependencies: { "@pitcher/js-api": "1.26.0", vue: "^3.5.0" },
      },
      null,
      2,
    ),
  );
  write(
    "tsconfig.json",
    JSON.stringify({
      compilerOptions: {
        target: "ES2022",
        module: "ESNext",
        moduleResolution: "Bundler",
        strict: true,
        skipLibCheck: true,
        noEmit: true,
        allowJs: true,
      },
      include: ["src"],
    }),
  );
  write(
    "src/services/client.ts",
    'import { usePitcherApi, useUi, useAdmin, useDsr } from "@pitcher/js-api";\nexport const api = usePitcherApi();\nexport const ui = useUi();\nexport function apiFor(location: string) {\n  return location === "admin" ? useAdmin() : useDsr();\n}\n',
  );
  let count = 1;
  for (let i = 0; count < FILES && i < 20; i++, count++) {
    write(
      `src/features/feature${i}.ts`,
      `import type { PitcherEnv } from "@pitcher/js-api";\nimport { api, ui, apiFor } from "../services/client";\n\nexport async function load${i}(): Promise<string> {\n  const env: PitcherEnv = await api.getEnv();\n  await ui.app_resize({ height: ${100 + i} });\n  const { toast } = ui;\n  await toast({ message: "ready ${i}", type: "info" });\n  const config = await apiFor("admin").get_app_config({ app_name: "bench" });\n  return api.getFiles({}).then((page) => \`\${env.pitcher.user.name} \${page.results.length} \${String(config)}\`).catch((e) => String(e.detail));\n}\n`,
    );
  }
  for (let i = 0; count < FILES && i < 15; i++, count++) {
    write(
      `src/legacy/module${i}.js`,
      `import { api, apiFor } from "../services/client";\n\nexport async function run${i}(location) {\n  const scoped = apiFor(location);\n  const env = await api.getEnv();\n  await scoped.get_env();\n  try {\n    return (await api.getFolder({ id: "f${i}" })).name + env.pitcher.instance.id;\n  } catch (error) {\n    return error.detail;\n  }\n}\n`,
    );
  }
  for (let i = 0; count < FILES; i++, count++) {
    write(
      `src/components/Widget${i}.vue`,
      `<template>\n  <button @click="go">{{ label }}</button>\n</template>\n\n<script setup lang="ts">\nimport { ref } from "vue";\nimport { ui } from "../services/client";\n\nconst label = ref("widget ${i}");\nasync function go(): Promise<void> {\n  await ui.uiBroadcast({ message: "widget-${i}", payload: {} });\n  await ui.openGlobalPopup("notes", { widget: ${i} });\n}\n</script>\n`,
    );
  }
  return dir;
}

const CHILD = `
const { planMigration, writeMigration } = await import(${JSON.stringify(pathToFileURL(join(PACKAGE, "dist", "index.js")).href)});
const started = performance.now();
const cpu = process.cpuUsage();
const plan = await planMigration(process.argv[1]);
writeMigration(plan);
const ms = performance.now() - started;
const used = process.cpuUsage(cpu);
const changed = plan.files.filter((f) => f.after !== f.before).length;
console.log(JSON.stringify({ ms, cpuMs: (used.user + used.system) / 1000, maxRssMb: process.resourceUsage().maxRSS / 1024, changed, sources: plan.files.length }));
`;

/** Runs the migration `runs` times, each on a fresh copy of the generated app. */
export function runMigrate({ runs = 3 } = {}) {
  const samples = [];
  for (let run = 0; run < runs; run++) {
    const dir = generateApp();
    try {
      const child = spawnSync(process.execPath, ["--input-type=module", "-e", CHILD, dir], {
        encoding: "utf8",
      });
      if (child.status !== 0) throw new Error(`the migration failed: ${child.stderr}`);
      samples.push(JSON.parse(child.stdout.trim().split("\n").at(-1)));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  return {
    files: FILES,
    runs,
    medianMs: median(samples.map((s) => s.ms)),
    maxMs: Math.max(...samples.map((s) => s.ms)),
    medianCpuMs: median(samples.map((s) => s.cpuMs)),
    peakRssMb: Math.max(...samples.map((s) => s.maxRssMb)),
    changed: samples[0].changed,
  };
}

/** @param {ReturnType<typeof runMigrate>} r */
export function migrateMarkdown(r) {
  return [
    markdownTable(
      ["app", "median", "slowest", "CPU (median)", "peak RSS", "goal"],
      [
        [
          `${r.files} files (20 TS, 15 JS, 14 Vue, 1 service)`,
          formatMs(r.medianMs),
          formatMs(r.maxMs),
          formatMs(r.medianCpuMs),
          `${r.peakRssMb.toFixed(0)} MB`,
          "< 10 s, < 400 MB",
        ],
      ],
      ["l", "r", "r", "r", "r", "l"],
    ),
    "",
    `${r.runs} runs, each \`planMigration\` + \`writeMigration\` (dist) in a fresh \`node\` on a fresh copy of a generated app; ` +
      `${r.changed} files changed per run. CPU is the process's user + system time (on a shared machine, wall time also ` +
      "counts waiting for a core). Time from the call to the end of writing; peak RSS is the process's `maxRSS` " +
      "(the TypeScript program over the app and the existing client's declarations dominates both).",
  ].join("\n");
}

/**
 * @param {any} migrate the migrate benchmark's results, undefined when it did not run
 * @returns {import("./lib/measure.mjs").Goal[]}
 */
export function migrateGoals(migrate) {
  return [
    {
      goal: "`hostbridge migrate` on a 50-file app: under 10 s, peak RSS under 400 MB",
      measured: migrate
        ? `${migrate.files} files: slowest ${formatMs(migrate.maxMs)} (median ${formatMs(migrate.medianMs)}), ` +
          `peak RSS ${migrate.peakRssMb.toFixed(0)} MB`
        : "not run",
      met: migrate ? migrate.maxMs < 10_000 && migrate.peakRssMb < 400 : undefined,
      note: "Section 8 gives the CPU time; the TypeScript program over the app and the client's declarations dominates both.",
    },
  ];
}

/** @type {import("./lib/measure.mjs").Benchmark<ReturnType<typeof runMigrate>>} */
export const benchmark = {
  run: async ({ quick }) => (
    ensureBuilt(["@hostbridge/migrate"]),
    runMigrate(quick ? { runs: 1 } : {})
  ),
  markdown: migrateMarkdown,
  goals: migrateGoals,
};
await main(import.meta.url, benchmark);
