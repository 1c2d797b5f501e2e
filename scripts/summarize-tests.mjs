#!/usr/bin/env node
// Sums the Vitest JSON reports in .reports/ and prints one line: `tests: N passed, N failed`.
// Exits 1 when any test failed or when there is no report at all.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const REPORTS_DIR = join(dirname(fileURLToPath(import.meta.url)), "..", ".reports");

/** Counts passed and failed tests over every JSON report in `dir`. */
export function summarize(dir = REPORTS_DIR) {
  let passed = 0;
  let failed = 0;
  let reports = 0;
  const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith(".json")) : [];
  for (const file of files) {
    const report = JSON.parse(readFileSync(join(dir, file), "utf8"));
    reports += 1;
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
    // A suite that failed to load (syntax error, missing import) has no tests but is a failure.
    for (const suite of report.testResults ?? []) {
      if (suite.status === "failed" && (suite.assertionResults ?? []).length === 0) failed += 1;
    }
  }
  return { passed, failed, reports };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { passed, failed, reports } = summarize();
  console.log(`tests: ${passed} passed, ${failed} failed`);
  process.exit(failed > 0 || reports === 0 ? 1 : 0);
}
