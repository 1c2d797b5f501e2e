import { readFileSync } from "node:fs";
import * as api from "@hostbridge/migrate";
import { describe, expect, it } from "vitest";

describe("@hostbridge/migrate public surface", () => {
  it("exports exactly these runtime names", () => {
    expect(Object.keys(api).sort()).toEqual([
      "DONE_MARKER",
      "DependenciesMissingError",
      "MESSAGES",
      "MIGRATE_ERROR_CODES",
      "MODERNIZE_RULES",
      "MigrationRefusedError",
      "REPORT_FILE",
      "SKIPPED_DIRECTORIES",
      "TODO_MARKER",
      "UnknownRuleError",
      "VENDORED_DIRECTORIES",
      "appChecks",
      "formatCheckedRun",
      "formatReport",
      "lockfileLine",
      "migrationDiff",
      "migrationReport",
      "modernizeChecked",
      "planMigration",
      "uncommittedChanges",
      "unifiedDiff",
      "updateLockfile",
      "writeMigration",
    ]);
  });

  it("never enters dependencies or build output", () => {
    for (const name of ["node_modules", "dist", "build", ".output"]) {
      expect(api.SKIPPED_DIRECTORIES.has(name)).toBe(true);
    }
  });

  it("has exactly these package.json exports", () => {
    const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
      exports: object;
    };
    expect(Object.keys(pkg.exports)).toEqual(["./package.json", "."]);
  });
});

describe("unifiedDiff", () => {
  it("prints hunks with their line ranges, deletions before additions", () => {
    const before = "a\nb\nc\nd\ne\nf\ng\nh\ni\n";
    const after = "a\nb\nc\nd\nE\nf\ng\nh\ni\n";
    expect(api.unifiedDiff("x.ts", before, after)).toBe(
      "--- a/x.ts\n+++ b/x.ts\n@@ -2,7 +2,7 @@\n b\n c\n d\n-e\n+E\n f\n g\n h\n",
    );
    expect(api.unifiedDiff("x.ts", before, before)).toBe("");
  });
});
