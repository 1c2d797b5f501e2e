// Each modernise rule against test/fixtures/rules/src/<rule>.ts, a file written from what the rule
// is about before the codemod ran on it: a trailing `// expect <rule>: change` marks a line the rule
// rewrites, `// expect <rule>: person` a line it must report. The rule's report lines must be
// exactly those: every line names work the app really needs, and a change of meaning the types
// cannot see (an error helper reading the rejected body, emit to self) is reported.
import type { FileOutcome, MigrationPlan } from "@hostbridge/migrate";
import { MODERNIZE_RULES, planMigration } from "@hostbridge/migrate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tempApp } from "./helpers/tempApp";
import { typeErrors } from "./helpers/typeCheck";

const RULES = Object.keys(MODERNIZE_RULES);

/** `file:line kind` for every marker of `rule` in the texts after the run. */
function marked(files: readonly FileOutcome[], rule: string): string[] {
  return files.flatMap((file) =>
    file.after
      .split("\n")
      .flatMap((text, index) =>
        [...text.matchAll(/expect ([a-z-]+): (change|person)/g)]
          .filter((match) => match[1] === rule)
          .map((match) => `${file.file}:${index + 1} ${match[2]}`),
      ),
  );
}

/** `file:line kind` for every line of the report that names `rule`. */
function reported(plan: MigrationPlan, rule: string | undefined): string[] {
  const lines = plan.files.flatMap((file) => [
    ...file.changes
      .filter((entry) => entry.rule === rule)
      .map((entry) => `${file.file}:${entry.line} change`),
    ...file.needsPerson
      .filter((entry) => entry.rule === rule)
      .map((entry) => `${file.file}:${entry.line} person`),
  ]);
  return [...new Set(lines)].sort();
}

describe("the modernise rules, each on the fixture written for it", () => {
  let dir: string;
  let all: MigrationPlan;
  let before: string[];
  let dispose: () => void;

  beforeAll(async () => {
    ({ dir, dispose } = tempApp("rules"));
    before = await typeErrors(dir);
    all = await planMigration(dir, { modernize: [] });
  }, 120_000);
  afterAll(() => dispose?.());

  it("the fixture type-checks against the existing client, and has a file for every rule", () => {
    expect(before).toEqual([]);
    const files = all.files.map((file) => file.file);
    for (const rule of RULES.filter((id) => id !== "pitcher-global")) {
      expect(files).toContain(`src/${rule}.ts`);
    }
    expect(RULES).toContain("pitcher-global");
  });

  it.each(RULES)("%s: a run of every rule reports exactly the lines marked for it", (rule) => {
    expect(reported(all, rule)).toEqual(marked(all.files, rule).sort());
    expect(marked(all.files, rule).length).toBeGreaterThan(0);
  });

  it.each(RULES)(
    "%s: run alone, it reports only its own lines, and rewrites only what works on compat too",
    async (rule) => {
      const alone = await planMigration(dir, { modernize: [rule] });
      const lines = alone.files.flatMap((file) => [...file.changes, ...file.needsPerson]);
      expect(lines.every((entry) => entry.rule === rule)).toBe(true);
      const people = reported(alone, rule).filter((line) => line.endsWith(" person"));
      expect(people).toEqual(
        marked(alone.files, rule)
          .filter((line) => line.endsWith(" person"))
          .sort(),
      );
      const changes = reported(alone, rule).filter((line) => line.endsWith(" change"));
      const allowed = marked(alone.files, rule).filter((line) => line.endsWith(" change"));
      for (const change of changes) expect(allowed).toContain(change);
      expect(alone.files.find((file) => file.file === "package.json")).toBeUndefined();
    },
    120_000,
  );

  it("leaving compat (every rule) changes the imports, package.json and the types that stop checking on the sdk, and reports nothing else outside the rules", () => {
    const outside = all.files.flatMap((file) => [
      ...file.changes
        .filter((entry) => entry.rule === undefined)
        .map((entry) => `${file.file}: ${entry.what.split(" ")[0]}`),
      ...file.needsPerson
        .filter((entry) => entry.rule === undefined)
        .map((entry) => `${file.file}: ${entry.why}`),
    ]);
    expect(
      outside.filter(
        (line) =>
          !/^(src\/[a-z-]+\.ts: (import|ReturnType<typeof|PitcherEvent|\()|package\.json: )/.test(
            line,
          ),
      ),
    ).toEqual([]);
  });
});
