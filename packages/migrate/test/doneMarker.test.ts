// A person marks a reported place done without changing its line (a `hostbridge-migrate: done`
// comment on the line above): the next run no longer reports that line, and still reports every other.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { DONE_MARKER, planMigration } from "@hostbridge/migrate";
import { describe, expect, it } from "vitest";
import { tempAppsPerTest } from "./helpers/tempApp";

const app = tempAppsPerTest();

const places = (plan: Awaited<ReturnType<typeof planMigration>>) =>
  plan.files.flatMap((file) =>
    file.needsPerson.map((entry) => `${file.file}:${entry.line} ${entry.why.slice(0, 40)}`),
  );

describe("marking a reported place done", () => {
  it("a `hostbridge-migrate: done` comment above the line: the next run no longer reports it", async () => {
    const dir = app("untouchable");
    const first = await planMigration(dir, { modernize: [] });
    const all = places(first);
    const setup = first.files.find((file) => file.file === "src/setup.ts")!;
    // a place on a line the run leaves as it is (the report's lines are the file's after the run:
    // there, getAvailableApis stays imported from the client on a line of its own)
    const after = setup.after.split("\n");
    const path = join(dir, "src/setup.ts");
    const lines = readFileSync(path, "utf8").split("\n");
    const marked = setup.needsPerson.find((entry) => lines.includes(after[entry.line - 1]!))!;
    const at = lines.indexOf(after[marked.line - 1]!);
    const indent = /^\s*/.exec(lines[at]!)![0];
    lines.splice(at, 0, `${indent}// ${DONE_MARKER} (checked by hand)`);
    writeFileSync(path, lines.join("\n"));

    const next = places(await planMigration(dir, { modernize: [] }));
    // every other place is still reported (those below the comment one line further down)
    const shifted = all
      .filter((place) => !place.startsWith(`src/setup.ts:${marked.line} `))
      .map((place) => {
        const [, file, line, rest] = /^(.+?):(\d+) (.*)$/.exec(place)!;
        const moved = file === "src/setup.ts" && Number(line) > marked.line;
        return `${file}:${Number(line) + (moved ? 1 : 0)} ${rest}`;
      });
    expect(next).toEqual(shifted);
    expect(next.length).toBeLessThan(all.length);
  }, 180_000);
});
