// Every operation page has a live example where the operation can run in the host simulator: the
// example's call (its payload from scripts/examples.mjs) is answered by the simulator in the mode
// the page runs it in, which is what makes generate.mjs write the page's live example. Every
// operation of the registry runs in the simulator, so every one needs an example it answers.
import { describe, expect, it } from "vitest";
import { PAYLOAD_VALUES, runExample } from "../scripts/liveExamples.mjs";
import type { Platform } from "../scripts/liveExamples.mjs";
import { probePlatforms } from "../scripts/platforms.mjs";
import { operations, readShapes } from "../scripts/registry.mjs";

const ops = operations();
const shapes = readShapes(ops);

describe("the operation pages' live examples", { timeout: 120_000 }, () => {
  it("run for every operation of the registry: the simulator answers each page's example", async () => {
    const platforms = (await probePlatforms(ops, PAYLOAD_VALUES)) as Map<string, Platform>;
    const notLive: string[] = [];
    for (const op of ops) {
      const outcome = await runExample(op, shapes, platforms.get(op.type)!);
      if (!outcome)
        notLive.push(
          `${op.type}: its request needs a payload; give it one in scripts/examples.mjs`,
        );
      else if (!outcome.ok)
        notLive.push(`${op.type}: the simulator answers ${outcome.code}: ${outcome.message}`);
    }
    expect(ops.length).toBeGreaterThan(130);
    expect(notLive).toEqual([]);
  });

  it("include create_file, update_file, create_canvas and update_canvas, which answer the record they saved", async () => {
    const platforms = (await probePlatforms(
      ops.filter((op) =>
        ["create_file", "update_file", "create_canvas", "update_canvas"].includes(op.type),
      ),
      PAYLOAD_VALUES,
    )) as Map<string, Platform>;
    for (const [type, field] of [
      ["create_file", "name"],
      ["update_file", "name"],
      ["create_canvas", "name"],
      ["update_canvas", "name"],
    ] as const) {
      const op = ops.find((o) => o.type === type)!;
      const outcome = await runExample(op, shapes, platforms.get(type)!);
      expect(outcome?.ok, type).toBe(true);
      const sent = (PAYLOAD_VALUES[type] as Record<string, unknown>)[field];
      expect((outcome as { body: Record<string, unknown> }).body[field], type).toBe(sent);
    }
  });

  it("are not live when the simulator refuses the example (an id no record has)", async () => {
    const op = ops.find((o) => o.type === "update_file")!;
    const [platform] = (await probePlatforms([op], PAYLOAD_VALUES)).values() as Iterable<Platform>;
    const saved = PAYLOAD_VALUES.update_file;
    PAYLOAD_VALUES.update_file = { id: "file-docs-no-such-id", name: "x" };
    try {
      const outcome = await runExample(op, shapes, platform!);
      expect(outcome).toMatchObject({ ok: false, code: "NOT_FOUND" });
    } finally {
      PAYLOAD_VALUES.update_file = saved;
    }
  });
});
