// bench/floor.mjs is the evidence for what the size budgets would cost: each cut must still apply to
// today's sources (the script throws when one does not) and must remove something.
import { describe, expect, it } from "vitest";
import { measureFloor } from "../floor.mjs";

describe("bench/floor.mjs", () => {
  it("applies every cut to today's sources, each one shrinks a bundle, and all together shrink both most", async () => {
    const rows = await measureFloor();
    const [shipped, ...cuts] = rows;
    const floor = cuts.pop()!;
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
