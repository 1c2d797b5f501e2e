import { describe, expect, it } from "vitest";
import { stepTimes } from "../packProfile.mjs";

/** A frame of a synthetic V8 CPU profile. */
function node(id: number, functionName: string, url: string, children: number[] = []) {
  return { id, callFrame: { functionName, url }, children };
}

describe("pack profile: self time by step", () => {
  it("gives each sample the step of its innermost known frame, start-up and GC apart", () => {
    const profile = {
      nodes: [
        node(1, "(root)", "", [2, 4, 6, 8, 10, 11]),
        node(2, "readInto", "file:///dc/dist/index.js", [3]),
        node(3, "read", ""),
        node(4, "findSecret", "file:///dc/dist/index.js", [5]),
        node(5, "indexOf", "node:buffer"),
        node(6, "moduleStrategy", "node:internal/modules/esm/translators", [7]),
        node(7, "readFile", "node:internal/fs/promises"),
        node(8, "prepare", "file:///dc/dist/index.js", [9]),
        node(9, "crc32", "node:zlib"),
        node(10, "(garbage collector)", ""),
        node(11, "somethingElse", "file:///dc/dist/index.js"),
      ],
      samples: [3, 3, 5, 7, 9, 10, 11, 11, 11],
      timeDeltas: [1000, 1000, 2000, 3000, 4000, 5000, 1000, 1000, 1000],
    };
    expect(Object.fromEntries(stepTimes(profile))).toEqual({
      "read files": 2,
      "secret scan": 2,
      "start-up (loading modules)": 3,
      "CRC-32": 4,
      "garbage collection": 5,
      other: 3,
    });
  });
});
