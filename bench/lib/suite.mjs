// @ts-check
// The benchmarks `npm run bench` runs, in the order of BENCHMARKS.md. To add one: write
// `bench/<name>.mjs` (taking `--json <file>` and `--quick`, exporting its Markdown renderer; see
// bench/README.md "Adding a benchmark"), put its goals, if any, in `bench/goals/<name>.mjs`, and add
// one entry here. Nothing else changes: bench/run.mjs and the report (lib/report.mjs) read this list.
import { deployMarkdown } from "../deploy.mjs";
import { deployGoals } from "../goals/deploy.mjs";
import { flakeGoals } from "../goals/flake.mjs";
import { flakeMarkdown } from "../flake.mjs";
import { migrateGoals } from "../goals/migrate.mjs";
import { pushGoals } from "../goals/push.mjs";
import { roundtripGoals } from "../goals/roundtrip.mjs";
import { sizeGoals } from "../goals/size.mjs";
import { throughputGoals } from "../goals/throughput.mjs";
import { migrateMarkdown } from "../migrate.mjs";
import { pushToDomMarkdown } from "../pushToDom.mjs";
import { roundtripMarkdown } from "../roundtrip.mjs";
import { roundtripEnginesMarkdown } from "../roundtripEngines.mjs";
import { sizeMarkdown } from "../size.mjs";
import { startupMarkdown } from "../startup.mjs";
import { tarballsMarkdown } from "../tarballs.mjs";
import { throughputMarkdown } from "../throughput.mjs";

/**
 * @typedef {object} Benchmark
 * @property {string} name - `--only` name, and `npm run bench:<name>`
 * @property {string} title - its section title in BENCHMARKS.md
 * @property {string} script - its file in bench/
 * @property {(results: any) => string} markdown - its section of BENCHMARKS.md
 * @property {(results: any) => import("./goal.mjs").Goal[]} [goals] - its rows of the goal table
 *   (called with `undefined` when it did not run)
 */

/** @type {readonly Benchmark[]} */
export const SUITE = [
  {
    name: "size",
    title: "1. Bundle size",
    script: "size.mjs",
    markdown: sizeMarkdown,
    goals: sizeGoals,
  },
  {
    name: "roundtrip",
    title: "2. Round trip in headless Chromium (cross-site iframe)",
    script: "roundtrip.mjs",
    markdown: roundtripMarkdown,
    goals: roundtripGoals,
  },
  {
    name: "throughput",
    title: "3. Throughput and leaks (10,000 concurrent requests)",
    script: "throughput.mjs",
    markdown: throughputMarkdown,
    goals: throughputGoals,
  },
  {
    name: "deploy",
    title: "4. Deploy: pack and upload a 300 MB app",
    script: "deploy.mjs",
    markdown: deployMarkdown,
    goals: deployGoals,
  },
  {
    name: "startup",
    title: "5. CLI start-up",
    script: "startup.mjs",
    markdown: startupMarkdown,
  },
  {
    name: "push",
    title: "6. Push to DOM in headless Chromium (Vue and React bindings)",
    script: "pushToDom.mjs",
    markdown: pushToDomMarkdown,
    goals: pushGoals,
  },
  {
    name: "engines",
    title: "7. Round trip in Firefox and WebKit (cross-site iframe)",
    script: "roundtripEngines.mjs",
    markdown: roundtripEnginesMarkdown,
  },
  {
    name: "migrate",
    title: "8. hostbridge migrate on a 50-file app",
    script: "migrate.mjs",
    markdown: migrateMarkdown,
    goals: migrateGoals,
  },
  {
    name: "flake",
    title: "9. No flaky test: the templates' e2e tests and record-then-replay under load",
    script: "flake.mjs",
    markdown: flakeMarkdown,
    goals: flakeGoals,
  },
  {
    name: "tarballs",
    title: "10. What users download: the published tarballs",
    script: "tarballs.mjs",
    markdown: tarballsMarkdown,
  },
];
