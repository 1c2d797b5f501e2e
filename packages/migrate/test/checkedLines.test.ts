// After a checked `--modernize` rolls leaving compat back, the places that need a person are where
// they are in the files as they are now (the step found them in the text it wrote, whose imports
// took more lines): every line of the report names the code it is about, and a later run that reads
// the report file back lists each place once.
import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import {
  formatCheckedRun,
  modernizeChecked,
  planMigration,
  REPORT_FILE,
} from "@hostbridge/migrate";
import type { MigrationPlan } from "@hostbridge/migrate";
import { describe, expect, it } from "vitest";
import { placeBefore } from "../src/diff";
import { appsOnCompatPerTest } from "./helpers/appOnCompat";

const appOnCompat = appsOnCompatPerTest("checked-lines");

// What the test runner sets for itself must not reach the app's own scripts.
const RUNNER_ENV = /^(VITEST|VITE_|TEST$|NODE_ENV$|NODE_OPTIONS$)/;
const env = Object.fromEntries(
  Object.entries(process.env).filter(([key]) => !RUNNER_ENV.test(key)),
);

describe("a place of the text a step wrote, in the text it replaced", () => {
  const before = ["import { a } from 'x'", "", "a()", "const b = a()", "b.run()", ""].join("\n");
  const after = [
    "import { a } from 'y'",
    "import type { B } from 'z'",
    "",
    "a()",
    "const b: B = a()",
    "b.run()",
    "",
  ].join("\n");
  const back = placeBefore(before, after);

  it("keeps a line both have, moved by the lines inserted above it", () => {
    expect(back({ line: 6, column: 3 })).toEqual({ line: 5, column: 3 });
    expect(back({ line: 4, column: 1 })).toEqual({ line: 3, column: 1 });
  });

  it("puts a changed line's place on the line it replaced, at the same word", () => {
    expect(back({ line: 5, column: 14 })).toEqual({ line: 4, column: 11 });
    expect(back({ line: 1, column: 10 })).toEqual({ line: 1, column: 10 });
  });

  it("puts an inserted line's place on the line that took its place, within it", () => {
    expect(back({ line: 2, column: 15 })).toEqual({ line: 1, column: 15 });
  });
});

const placesOf = (plan: MigrationPlan) =>
  plan.files.flatMap((file) =>
    file.needsPerson.map((entry) => `${file.file}:${entry.line} ${entry.why}`),
  );

describe("a checked run whose leaving compat is rolled back", () => {
  it("reports each place at its line in the file as it is now, and says the app stays on compat", async () => {
    const dir = appOnCompat(
      [
        "import { usePitcherApi } from '@hostbridge/compat'",
        "import type { ApiOptions } from '@hostbridge/compat'",
        "",
        "const options: ApiOptions = { casing: 'camel' }",
        "const api = usePitcherApi(options)",
        "",
        "/** The app listens to events of its own naming (any string, as the client takes). */",
        "export function listen(type: string, handler: (body: unknown) => void): void {",
        "  api.on(type, handler)",
        "}",
        "",
        "export const locations = api.getEnv().then((env) => env.pitcher)",
      ],
      {
        "package.json": [
          JSON.stringify({
            name: "on-compat",
            private: true,
            type: "module",
            scripts: { typecheck: "tsc -p tsconfig.json" },
            dependencies: { "@hostbridge/compat": "^0.1.0" },
          }),
        ],
      },
    );
    const source = readFileSync(join(dir, "src/app.ts"), "utf8");
    const run = await modernizeChecked(dir, { env });
    expect(run.steps.at(-1)).toMatchObject({ step: "leave-compat", outcome: "rolled-back" });
    expect(readFileSync(join(dir, "src/app.ts"), "utf8")).toBe(source);
    const lines = source.split("\n");
    const places = run.plan.files.flatMap((file) =>
      file.needsPerson.map((entry) => ({ file: file.file, ...entry })),
    );
    expect(places.length).toBeGreaterThan(0);
    for (const place of places.filter((entry) => entry.file === "src/app.ts")) {
      const code = lines[place.line - 1] ?? "";
      // (each names a call or a value the line has)
      const named = /\b(on|usePitcherApi|getEnv|pitcher|ApiOptions|options)\b/.exec(place.why);
      expect(code, `${place.line}:${place.column} ${place.why}`).toContain(named?.[1] ?? "@@");
    }
    // a later run reads the report file back: each place once, where a run without it finds it
    const later = placesOf(await planMigration(dir, { modernize: [] }));
    rmSync(join(dir, REPORT_FILE));
    expect(later).toEqual(placesOf(await planMigration(dir, { modernize: [] })));
    expect(formatCheckedRun(run)).toContain(
      "the app stays on @hostbridge/compat: the places below are what leaving it needs, at their lines in the files as they are now",
    );
  }, 120_000);
});
