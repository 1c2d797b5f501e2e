#!/usr/bin/env node
// @ts-check
// Benchmark 1, bundle size: minified and min+gzip size of esbuild bundles of minimal consumers
// (lib/consumers.mjs), from the sources AND from the built dist: the budgeted bundles and the
// bindings over their bases.
//
//   npm run bench:size [-- --json out.json]
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { version as esbuildVersion } from "esbuild";
import {
  BINDING_OVERHEAD,
  BUDGETS,
  CONSUMERS,
  VUE_REACT_PARITY,
  measureConsumer,
} from "./lib/bundles.mjs";
import { ROOT, ensureBuilt, formatBytes, main, markdownTable } from "./lib/measure.mjs";

/**
 * One line per framework binding: the min+gzip bytes it adds over the sdk functions it uses, and its goal.
 * @param {{ rows: SizeRow[] }} results
 */
export function bindingOverhead(results) {
  return Object.entries(BINDING_OVERHEAD).map(([id, [baseId, goal, ceiling]]) => {
    const row = results.rows.find((r) => r.id === id);
    const base = results.rows.find((r) => r.id === baseId);
    const added = (row?.gzip ?? Number.NaN) - (base?.gzip ?? Number.NaN);
    const fromDist = (row?.distGzip ?? Number.NaN) - (base?.distGzip ?? Number.NaN);
    return `- ${row?.library ?? id}: adds ${formatBytes(added)} min+gzip (from dist: ${formatBytes(fromDist)}) over ${base?.library ?? baseId}; goal <= ${formatBytes(goal)}: ${added <= goal ? "met" : `NOT MET${ceiling === undefined ? "" : ` (regression ceiling ${formatBytes(ceiling)})`}`}`;
  });
}

/**
 * One line: the HostBridge code of a ui-only Vue app against the React equivalent (the same app:
 * environment, start data, an event, a picker), both with their framework external.
 * @param {{ rows: SizeRow[] }} results
 */
export function bindingParity(results) {
  const vue = results.rows.find((r) => r.id === "hostbridge-vue");
  const react = results.rows.find((r) => r.id === "hostbridge-react");
  const apart = (vue?.gzip ?? Number.NaN) - (react?.gzip ?? Number.NaN);
  const met = Math.abs(apart) <= VUE_REACT_PARITY;
  return `- a ui-only Vue app carries ${formatBytes(vue?.gzip ?? Number.NaN)} of HostBridge, the React equivalent ${formatBytes(react?.gzip ?? Number.NaN)}: ${formatBytes(Math.abs(apart))} ${apart > 0 ? "more" : "less"}; goal within ${formatBytes(VUE_REACT_PARITY)}: ${met ? "met" : "NOT MET"}`;
}

/**
 * @typedef {object} SizeRow
 * @property {string} id
 * @property {string} group
 * @property {string} library
 * @property {string} mode
 * @property {number} minified - from the sources
 * @property {number} gzip
 * @property {number} distGzip - min+gzip bundled from dist
 * @property {number | undefined} budget
 * @property {boolean} zod
 * @property {{ path: string, bytes: number }[]} inputs - the 8 largest inputs (a binding's: all)
 */

/** @returns {Promise<{ esbuild: string, rows: SizeRow[] }>} */
export async function runSize() {
  ensureBuilt(["@hostbridge/sdk", "@hostbridge/compat"]);
  /** @type {SizeRow[]} */
  const rows = [];
  for (const c of CONSUMERS) {
    const source = await measureConsumer(c, { mode: "source" });
    const dist = await measureConsumer(c, { mode: "dist" });
    rows.push({
      id: c.id,
      group: c.group,
      library: c.library,
      mode: source.mode,
      minified: source.minified,
      gzip: source.gzip,
      distGzip: dist.gzip,
      budget: /** @type {Record<string, number>} */ (BUDGETS)[c.id],
      zod: source.zod || dist.zod,
      // (a binding keeps every input: BENCHMARKS.md lists its own files)
      inputs: c.id in BINDING_OVERHEAD ? source.inputs : source.inputs.slice(0, 8),
    });
  }
  return { esbuild: esbuildVersion, rows };
}

/** @param {SizeRow} r */
const budgetCell = (r) =>
  r.budget === undefined
    ? ""
    : `${formatBytes(r.budget)} ${r.gzip <= r.budget ? "met" : "NOT MET"}`;

/** @param {{ esbuild: string, rows: SizeRow[] }} results */
export function sizeMarkdown(results) {
  const rows = results.rows.map((r) => [
    r.group,
    r.library,
    formatBytes(r.minified),
    `**${formatBytes(r.gzip)}**`,
    formatBytes(r.distGzip),
    budgetCell(r) || "-",
  ]);
  const composition = results.rows
    .filter((r) => r.budget !== undefined)
    .map(
      (r) =>
        `- ${r.library} (${r.group}): ${r.inputs.map((i) => `\`${i.path}\` ${i.bytes} B`).join(", ")}`,
    )
    .join("\n");
  return [
    markdownTable(
      ["consumer", "library", "min", "min+gzip", "min+gzip from dist", "budget (min+gzip)"],
      rows,
    ),
    "",
    `esbuild ${results.esbuild}: bundle, minify, tree-shake, \`platform: "browser"\`, ES2022 ESM; gzip level 9; ` +
      "1 KB = 1024 B. Bundled from the packages' **sources** (the `@hostbridge/source` export condition; what the budget " +
      'test in `npm test` checks) and, in the "from dist" column, from the **built `dist`** (what an app installing from ' +
      "npm gets). Each consumer is in `bench/lib/consumers.mjs`.",
    "",
    "What each framework binding adds over the sdk functions it uses (its framework is external: the app has it anyway):",
    "",
    ...bindingOverhead(results),
    bindingParity(results),
    "",
    "Largest inputs of the budgeted bundles (bytes in the minified output):",
    "",
    composition,
  ].join("\n");
}

/** The budgeted bundles and the goal row of each. */
const BUDGET_GOALS = /** @type {const} */ ([
  ["hostbridge-ui", "`useUi()` app (automatic entry, both wires) <= 7.5 KB min+gzip"],
  ["hostbridge-ui-envelopes", "`useUi()` app on `@hostbridge/ui-api/envelopes` <= 6 KB min+gzip"],
  ["hostbridge-ui-platform", "`useUi()` app on `@hostbridge/ui-api/platform` <= 6 KB min+gzip"],
  ["hostbridge-sdk-all", "whole `@hostbridge/sdk` <= 10 KB min+gzip"],
  [
    "hostbridge-transport",
    "`@hostbridge/transport` minimal (one request, one `on`) <= 5 KB min+gzip",
  ],
]);

/**
 * The size goals (docs/architecture.md, the budgets of lib/bundles.mjs, issue 24's binding goal).
 * @param {{ rows: SizeRow[] } | undefined} size
 * @returns {import("./lib/measure.mjs").Goal[]}
 */
export function sizeGoals(size) {
  const row = (/** @type {string} */ id) => size?.rows.find((r) => r.id === id);
  const files = (/** @type {SizeRow} */ r, /** @type {string} */ under) =>
    r.inputs
      .filter((i) => i.path.startsWith(under))
      .map((i) => `\`${i.path.replace("packages/", "")}\` ${formatBytes(i.bytes)}`)
      .join(", ");
  const budgets = BUDGET_GOALS.map(([id, goal]) => {
    const r = row(id);
    const over = r && r.budget !== undefined && r.gzip > r.budget;
    return {
      goal,
      measured: r
        ? `${formatBytes(r.gzip)} (from dist: ${formatBytes(r.distGzip ?? Number.NaN)})`
        : "not run",
      met: r ? !over : undefined,
      note: over
        ? `Over by ${formatBytes(r.gzip - (r.budget ?? 0))} min+gzip. Its largest inputs (minified bytes, before gzip): ` +
          `${files(r, "packages/")}. All of this ships in the smallest app: a bundler cannot drop what is chosen at run ` +
          "time (the transport by platform detection, behaviour switched by options such as `casing`), nor the methods " +
          "of an API object that is returned whole. The floor study below cuts every optional feature out at once and " +
          "is still over the budget, so meeting it is a design decision, not tuning." +
          (/^## Size$/m.test(readFileSync(join(ROOT, "apps/docs/packages/transport.md"), "utf8"))
            ? ' `apps/docs/packages/transport.md` ("Size") breaks the transport\'s part down feature by feature.'
            : "")
        : undefined,
    };
  });
  const bindings = Object.entries(BINDING_OVERHEAD).map(([id, [baseId, goal]]) => {
    const [r, base] = [row(id), row(baseId)];
    const added = r && base ? r.gzip - base.gzip : undefined;
    return {
      goal: `\`@hostbridge/${id.replace("hostbridge-", "")}\` adds <= ${formatBytes(goal)} min+gzip over the environment package it uses`,
      measured: added === undefined ? "not run" : formatBytes(added),
      met: added === undefined ? undefined : added <= goal,
      note:
        r && added !== undefined && added > goal
          ? `Over by ${formatBytes(added - goal)} min+gzip. Its own files (minified, before gzip): ` +
            `${files(r, `packages/${id.replace("hostbridge-", "")}/`)}. \`BINDING_OVERHEAD\` in ` +
            "`bench/lib/bundles.mjs` holds a regression ceiling until it is met."
          : undefined,
    };
  });
  // issue 40: the app `hostbridge migrate` moved to compat carries at most half of the client it left
  const [compat, client] = [row("compat-ui"), row("pitcher-ui")];
  const compatRatio = compat && client ? compat.gzip / client.gzip : undefined;
  const migrated = {
    goal: "a `useUi()` app on `@hostbridge/compat` <= 0.5x the same app on `@pitcher/js-api` (min+gzip)",
    measured:
      compat && client && compatRatio !== undefined
        ? `${formatBytes(compat.gzip)} against ${formatBytes(client.gzip)}: ${compatRatio.toFixed(2)}x`
        : "not run",
    met: compatRatio === undefined ? undefined : compatRatio <= 0.5,
    note: undefined,
  };
  return [...budgets, ...bindings, migrated];
}

/** @type {import("./lib/measure.mjs").Benchmark<Awaited<ReturnType<typeof runSize>>>} */
export const benchmark = { run: runSize, markdown: sizeMarkdown, goals: sizeGoals };
await main(import.meta.url, benchmark);
