// docs/migration.md and the codemod agree: every message the codemod prints names a row of the guide
// whose "codemod" column says it reports or rewrites there, every row of the guide (step 1's `s1`...
// and the differences' 1...36) is checked by a test on a fixture app (the row -> test table below;
// each named test must exist), and every modernise rule has its row and its fixture.
import { existsSync, readFileSync } from "node:fs";
import { MESSAGES, MODERNIZE_RULES } from "@hostbridge/migrate";
import { describe, expect, it } from "vitest";

const GUIDE = readFileSync(new URL("../../../docs/migration.md", import.meta.url), "utf8");

/** Row number -> the "codemod" column of the guide's tables. */
const ROWS = new Map(
  GUIDE.split("\n")
    .map((line) => line.split("|").map((cell) => cell.trim()))
    .filter((cells) => cells.length >= 6 && /^\d+b?$/.test(cells[1]!))
    .map((cells) => [cells[1]!, cells[4]!] as const),
);

/** Step 1's rows (`s1`...) -> their "codemod" column. */
const STEP1_ROWS = new Map(
  GUIDE.split("\n")
    .map((line) => line.split("|").map((cell) => cell.trim()))
    .filter((cells) => cells.length >= 5 && /^s\d+$/.test(cells[1]!))
    .map((cells) => [cells[1]!, cells[3]!] as const),
);

/** The rule table of step 2: rule id -> its row. */
const RULE_ROWS = new Map(
  GUIDE.split("\n")
    .map((line) => line.split("|").map((cell) => cell.trim()))
    .filter((cells) => cells.length >= 6 && /^`[a-z-]+`$/.test(cells[1]!))
    .map((cells) => [cells[1]!.slice(1, -1), cells] as const),
);

/** Every message with sample arguments. */
const SAMPLES: string[] = Object.values(MESSAGES).map((message) =>
  typeof message === "string" ? message : message("a", "b"),
);

/** Where each row is checked: test file (under packages/) and a test name in it. */
const CHECKED: Record<string, [string, string]> = {
  "1": ["migrate/test/vueServiceApp.test.ts", "renames what it proves by type"],
  "2": ["migrate/test/migrate.test.ts", "reports each with file:line"],
  "3": ["migrate/test/vueServiceApp.test.ts", "renames what it proves by type"],
  "4": ["migrate/test/vueServiceApp.test.ts", "renames what it proves by type"],
  "5": ["migrate/test/keptImports.test.ts", "keeps the name imported from where it was"],
  "6": ["migrate/test/plainJsApp.test.ts", "the helper's objects were renamed by type"],
  "7": ["migrate/test/vueServiceApp.test.ts", "renames what it proves by type"],
  "8": ["migrate/test/names.test.ts", "derives our method names"],
  "9": ["migrate/test/names.test.ts", "derives our method names"],
  "10": ["migrate/test/names.test.ts", "derives our method names"],
  "11": ["migrate/test/vueServiceApp.test.ts", "renames what it proves by type"],
  "12": ["migrate/test/names.test.ts", "derives our method names"],
  "13": ["migrate/test/plainJsApp.test.ts", "lists every place it could not prove"],
  "14": ["migrate/test/migrate.test.ts", "reports each with file:line"],
  "15": ["migrate/test/plainJsApp.test.ts", "leaves the vendored copy of the client byte for byte"],
  "16": ["migrate/test/vueServiceApp.test.ts", "rewrites the rejection reads the type proves"],
  "17": ["migrate/test/migratedApp.test.ts", "the error code read from the host's error body"],
  "18": ["migrate/test/vueServiceApp.test.ts", "lists what is left in the report file"],
  "19": ["migrate/test/vueServiceApp.test.ts", "renames what it proves by type"],
  "20": ["migrate/test/plainJsApp.test.ts", "the helper's objects were renamed by type"],
  "21": ["migrate/test/migrate.test.ts", "reports each with file:line"],
  "22": ["migrate/test/migrate.test.ts", "reports each with file:line"],
  "23": ["migrate/test/migrate.test.ts", "reports each with file:line"],
  "24": ["migrate/test/vueServiceApp.test.ts", "lists what is left in the report file"],
  "25": ["migrate/test/vueServiceApp.test.ts", "type-checks with vue-tsc against @hostbridge/sdk"],
  "26": ["migrate/test/migrate.test.ts", "reports each with file:line"],
  "27": ["migrate/test/vueServiceApp.test.ts", "renames what it proves by type"],
  "27b": [
    "migrate/test/peerConnectivityResult.test.ts",
    "is rewritten or reported where the app reads the value",
  ],
  "28": ["migrate/test/plainJsApp.test.ts", "the helper's objects were renamed by type"],
  "29": ["migrate/test/migrate.test.ts", "type-checks against @pitcher/js-api before"],
  "30": ["migrate/test/migrate.test.ts", "reports each with file:line"],
  "31": ["migrate/test/migrate.test.ts", "changes nothing outside the places it reports"],
  "32": ["migrate/test/migrate.test.ts", "changes nothing outside the places it reports"],
  "33": ["migrate/test/migratedApp.test.ts", "resizes the frame"],
  "34": ["migrate/test/plainJsApp.test.ts", "the helper's objects were renamed by type"],
  "35": ["migrate/test/migratedApp.test.ts", "then tells the host it loaded"],
  "36": [
    "migrate/test/rules.test.ts",
    "a run of every rule reports exactly the lines marked for it",
  ],
  s1: ["migrate/test/compatStep.test.ts", "swaps the dependency in its own section and place"],
  s2: ["migrate/test/compatStep.test.ts", "rewrites imports, re-exports, import()"],
  s3: ["migrate/test/compatStep.test.ts", "moves vi and jest mocks with the module"],
  s4: ["migrate/test/compatStep.test.ts", "reports paths into the old package's folder"],
  s5: [
    "migrate/test/scriptTags.test.ts",
    "points CDN tags of the client at compat's file on the same CDN",
  ],
  s6: ["migrate/test/compatStep.test.ts", "leaves prose, comments and templates"],
  s7: ["migrate/test/existingApps.test.ts", "type-checks, builds and passes its own tests"],
};

describe("docs/migration.md", () => {
  it("has the rows the codemod's messages name, each saying the codemod reports or rewrites there", () => {
    for (const message of SAMPLES) {
      const row = /\(docs\/migration\.md #(\w+)\)$/.exec(message)?.[1];
      if (row === undefined) continue; // notices (symbolic links) name no row
      const codemod = ROWS.get(row) ?? STEP1_ROWS.get(row);
      expect(codemod, `row ${row} of: ${message}`).toBeDefined();
      expect(codemod, `row ${row} of: ${message}`).toMatch(/report|rewrite|never edits/);
    }
  });

  it("has every row checked by a test on a fixture app", () => {
    expect([...ROWS.keys(), ...STEP1_ROWS.keys()].sort()).toEqual(Object.keys(CHECKED).sort());
    for (const [row, [file, name]] of Object.entries(CHECKED)) {
      const text = readFileSync(new URL(`../../${file}`, import.meta.url), "utf8");
      expect(text, `row ${row}: ${file} has no test "${name}"`).toContain(name);
    }
  });

  it("has a row for every modernise rule, naming the rows it covers, and a fixture written for it", () => {
    expect([...RULE_ROWS.keys()].sort()).toEqual(Object.keys(MODERNIZE_RULES).sort());
    for (const [rule, cells] of RULE_ROWS) {
      for (const row of cells[4]!.split(",").flatMap((part) => {
        const [from, to] = part.trim().split("–");
        if (to === undefined) return [from!];
        return Array.from({ length: Number(to) - Number(from) + 1 }, (_, i) =>
          String(Number(from) + i),
        );
      })) {
        expect(ROWS.has(row), `rule ${rule}: row ${row}`).toBe(true);
      }
      const fixture = rule === "pitcher-global" ? "index.html" : `src/${rule}.ts`;
      expect(existsSync(new URL(`fixtures/rules/${fixture}`, import.meta.url)), rule).toBe(true);
    }
  });

  it("says errorLogger is kept, and how to install before publication", () => {
    expect(ROWS.get("25")).toBeDefined();
    expect(GUIDE).toContain("`errorLogger` (kept)");
    expect(GUIDE).not.toContain("errorLogger is logger");
    expect(GUIDE).toContain("EOVERRIDE");
    expect(SAMPLES.join("\n")).not.toContain("errorLogger is logger");
  });
});
