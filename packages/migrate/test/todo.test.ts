// The to-do list a run carries over from the report file an earlier run wrote (src/todo.ts): a place
// whose line is still there is still to do, once. A checked `--modernize` writes the report after
// each rule and plans the next step on top of it, so the rule's own run and the final run that
// leaves compat both judge the same place; the later judgement of a place (same line, column and
// rule) replaces the earlier one instead of standing beside it.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, expect, it } from "vitest";
import type { MigrationPlan } from "../src/outcome";
import { carryOver, REPORT_FILE } from "../src/todo";

const TMP = fileURLToPath(new URL("./.tmp-", import.meta.url));
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const SOURCE = [
  `import { PitcherEventName, usePitcherApi } from '@hostbridge/compat'`,
  `export const api = usePitcherApi({ logLevel: 'info' })`,
  `export const ENTERED = PitcherEventName.ENTERED_FULLSCREEN`,
  ``,
].join("\n");

function appWithReport(places: object[]): string {
  const dir = mkdtempSync(TMP);
  dirs.push(dir);
  writeFileSync(join(dir, "app.ts"), SOURCE);
  writeFileSync(join(dir, REPORT_FILE), JSON.stringify({ about: "", places }));
  return dir;
}

const place = (line: number, column: number, why: string, rule?: string) => ({
  file: "app.ts",
  line,
  column,
  code: SOURCE.split("\n")[line - 1]!.trim(),
  why,
  ...(rule === undefined ? {} : { rule }),
});

it("keeps one line for a place the run judged again, the run's own, and carries the others", () => {
  const root = appWithReport([
    place(
      1,
      10,
      "PitcherEventName has no equivalent export in @hostbridge/sdk: older text",
      "pitcher-constants",
    ),
    place(2, 20, "usePitcherApi(options): ours takes options too"),
  ]);
  const fresh = "PitcherEventName has no equivalent export in @hostbridge/sdk: it stays imported";
  const plan = {
    root,
    files: [
      {
        file: "app.ts",
        path: join(root, "app.ts"),
        before: SOURCE,
        after: SOURCE,
        changes: [],
        needsPerson: [{ line: 1, column: 10, why: fresh, rule: "pitcher-constants" }],
      },
    ],
  } as unknown as MigrationPlan;
  carryOver(plan);
  expect(plan.files[0]!.needsPerson).toEqual([
    { line: 1, column: 10, why: fresh, rule: "pitcher-constants" },
    { line: 2, column: 20, why: "usePitcherApi(options): ours takes options too" },
  ]);
  expect(plan.carried).toBe(1);
});
