// bench/floor.mjs is the evidence for what the size budgets would cost: each cut must still apply to
// today's sources (the script throws when one does not) and must remove something.
import { describe, expect, it } from "vitest";
import { measureFloor } from "../floor.mjs";

describe("bench/floor.mjs", () => {
  it("applies every cut to today's sources, each one shrinks a bundle, and all together shrink both most", async () => {
    const all = await measureFloor();
    // The rows that compare the design (plain properties instead of `#private`, an ES2020 target)
    // come last; each must be larger than what ships, or the design saves nothing.
    const comparisons = all.filter((row) => row.comparison);
    const rows = all.filter((row) => !row.comparison);
    const [shipped, ...cuts] = rows;
    const floor = cuts.pop()!;
    expect(comparisons).toHaveLength(2);
    for (const row of comparisons) {
      for (const [id, size] of Object.entries(row.gzip))
        expect(size, `${row.variant}: ${id}`).toBeGreaterThan(shipped!.gzip[id]!);
    }
    for (const row of cuts) {
      const smaller = Object.keys(shipped!.gzip).some((id) => row.gzip[id]! < shipped!.gzip[id]!);
      expect(smaller, `${row.variant} removes nothing`).toBe(true);
    }
    for (const [id, size] of Object.entries(floor.gzip)) {
      for (const row of cuts)
        expect(size, `${id}: floor vs ${row.variant}`).toBeLessThan(row.gzip[id]!);
    }
  }, 120_000);
});
