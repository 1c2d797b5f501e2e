// What the codemod could not type is said once: one line of the report names each value of unknown
// type the app calls the existing client's methods on (with its first place and how many calls),
// and why nothing more was checked there; the places that need a person stay one line each.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { formatReport, migrationReport, planMigration } from "@hostbridge/migrate";
import { describe, expect, it } from "vitest";
import { tempAppsPerTest } from "./helpers/tempApp";

const app = tempAppsPerTest();

describe("what could not be typed", () => {
  it(
    "is said once, naming each value, its first place and its calls",
    { timeout: 120_000 },
    async () => {
      const dir = app("peer-presenter");
      writeFileSync(
        join(dir, "src", "ready.js"),
        [
          "export function ready(ui, api) {",
          "  ui.app_loaded()",
          "  ui.toast({ message: 'Loaded' })",
          "  return api.getEnv().then(() => ui.selectContent())",
          "}",
          "",
        ].join("\n"),
      );
      const report = migrationReport(await planMigration(dir, { modernize: [] }), false);
      expect(report.untyped).toEqual([
        { expression: "ui", file: "src/ready.js", line: 2, uses: 3 },
        { expression: "api", file: "src/ready.js", line: 4, uses: 1 },
      ]);
      const text = formatReport(report);
      expect(text.match(/^not typed: /gm)).toHaveLength(1);
      expect(text).toContain(
        "not typed: 4 calls of the existing client's methods on 2 values whose type the codemod cannot see, ui (src/ready.js:2, 3 calls), api (src/ready.js:4, 1 call): ",
      );
      // a line per place only where there is work: the snake_case alias ours does not have
      const ready = report.files.find((file) => file.file === "src/ready.js")!;
      expect(ready.needsPerson.map((entry) => `${entry.line} ${entry.why.split(":")[0]}`)).toEqual([
        "2 .app_loaded on a value of unknown type",
      ]);
    },
  );
});
