// HostBridgeKitError is the one coded error of `@hostbridge/protocol-types`: its guard knows it by the
// brand, also when another copy of the kit made it (a CommonJS and an ESM build side by side, two
// installs), and refuses a look-alike with the same `name` and `code` but no brand.
import { describe, expect, it } from "vitest";
import { HostBridgeKitError, isHostBridgeKitError, KIT_ERROR_CODES } from "@hostbridge/playwright";

const BRAND = Symbol.for("@hostbridge/error");

describe("HostBridgeKitError", () => {
  it("carries its name, code and issues, and its codes are one object", () => {
    const error = new HostBridgeKitError("INVALID_SCENARIO", "the scenario breaks 1 rule", [
      "steps[0].type: expected a string",
    ]);
    expect(error.name).toBe("HostBridgeKitError");
    expect(error.code).toBe(KIT_ERROR_CODES.INVALID_SCENARIO);
    expect(error.issues).toEqual(["steps[0].type: expected a string"]);
    expect(isHostBridgeKitError(error, "INVALID_SCENARIO")).toBe(true);
    expect(isHostBridgeKitError(error, "WAIT_TIMEOUT")).toBe(false);
  });

  it("is recognised when another copy of the kit made it, and a look-alike is not", () => {
    const foreign = Object.assign(new Error("made by another copy"), {
      name: "HostBridgeKitError",
      code: "NO_CHROMIUM",
      [BRAND]: "HostBridgeKitError",
    });
    expect(foreign instanceof HostBridgeKitError).toBe(false);
    expect(isHostBridgeKitError(foreign, "NO_CHROMIUM")).toBe(true);
    const lookAlike = Object.assign(new Error("x"), {
      name: "HostBridgeKitError",
      code: "NO_CHROMIUM",
    });
    expect(isHostBridgeKitError(lookAlike)).toBe(false);
  });
});
