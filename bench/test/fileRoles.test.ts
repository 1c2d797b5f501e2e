import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FILE_ROLES } from "../goals/size.mjs";

const PACKAGES = join(import.meta.dirname, "..", "..", "packages");

describe("the roles BENCHMARKS.md gives a bundle's input files", () => {
  it("name only files that exist, so a note over budget never explains a deleted file", () => {
    const missing = Object.keys(FILE_ROLES).filter((path) => !existsSync(join(PACKAGES, path)));
    expect(missing).toEqual([]);
  });
});
