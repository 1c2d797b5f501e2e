import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { cli } from "./helpers/cli";

// The fixture apps of the app types the platform drives through window.initialize, written from the
// platform's docs (test/fixtures/app-types at the repository's root): what the docs show validates.
const FIXTURES = join(import.meta.dirname, "..", "..", "..", "test", "fixtures", "app-types");

describe("the app-type fixtures written from the platform's docs", () => {
  it.each(["multimedia-selector", "canvas-popup", "global-popup"])(
    "%s passes validate --strict",
    async (app) => {
      const validated = await cli(["validate", "--strict", "--json"], { cwd: join(FIXTURES, app) });
      expect(validated.json().error).toBeUndefined();
      expect(validated.code).toBe(0);
    },
  );
});
