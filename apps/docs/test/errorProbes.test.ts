// The errors an operation page lists are the ones the host simulator answers: a lookup given an id
// no record has answers NOT_FOUND, a query that is not one answers INVALID_QUERY, found by asking
// the simulator with the page's example payload changed.
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { probeErrors, probePayload } from "../scripts/errorProbes.mjs";
import { EXAMPLE_PAYLOADS } from "../scripts/examples.mjs";
import { callSimulator } from "../scripts/platforms.mjs";
import { operations, readShapes } from "../scripts/registry.mjs";

const TYPES = [
  "get_file",
  "get_canvas",
  "get_folder",
  "dsr_get_file",
  "crm_query",
  "delete_canvas",
  "ui_toast",
];
const ops = operations().filter((op) => TYPES.includes(op.type));
const shapes = readShapes(ops);
const examples = EXAMPLE_PAYLOADS as Record<string, string | undefined>;

/** The host codes the page of `type` lists beyond the generic ones. */
async function probed(type: string) {
  const op = ops.find((o) => o.type === type)!;
  const source = examples[type];
  const example: unknown =
    source === undefined ? undefined : (runInNewContext(`(${source})`) as unknown);
  const payload = probePayload(example, shapes.get(type)!.request);
  if (payload === undefined) return [];
  const codes = await probeErrors(payload, (changed) => callSimulator(op, "WEB", changed));
  return codes.map(([code]) => code);
}

describe("the errors of an operation page", () => {
  it("include NOT_FOUND for the lookups by id, as the simulator answers an unknown id", async () => {
    for (const type of ["get_file", "get_canvas", "get_folder", "dsr_get_file"])
      expect({ type, codes: await probed(type) }).toEqual({ type, codes: ["NOT_FOUND"] });
  }, 60_000);

  it("include NOT_FOUND for an operation without an example whose payload is its id", async () => {
    expect(probePayload(undefined, shapes.get("delete_canvas")!.request)).toEqual({ id: "the id" });
    expect(await probed("delete_canvas")).toEqual(["NOT_FOUND"]);
  }, 60_000);

  it("include INVALID_QUERY for crm_query, and nothing more for an operation that looks nothing up", async () => {
    expect(await probed("crm_query")).toEqual(["INVALID_QUERY"]);
    expect(await probed("ui_toast")).toEqual([]);
  }, 60_000);
});
