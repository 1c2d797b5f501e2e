// HostSimulatorError is the one coded error of `@hostbridge/protocol-types`: its guard knows it by the brand, also
// when another copy of the package made it (a CommonJS and an ESM build side by side, two installs),
// and refuses a look-alike with the same `name` and `code` but no brand, or another family's error.
import { describe, expect, it } from "vitest";
import { isHostSimulatorError, HostSimulatorError } from "@hostbridge/host-simulator";

const BRAND = Symbol.for("@hostbridge/error");

describe("HostSimulatorError", () => {
  it("carries its name, code, message and cause", () => {
    const cause = new Error("underlying");
    const error = new HostSimulatorError("WAIT_TIMEOUT", "no ui_toast", { cause });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe("HostSimulatorError");
    expect(error.code).toBe("WAIT_TIMEOUT");
    expect(error.cause).toBe(cause);
    expect(isHostSimulatorError(error, "WAIT_TIMEOUT")).toBe(true);
    expect(isHostSimulatorError(error, "NOT_FOUND")).toBe(false);
  });

  it("is recognised when another copy of the package made it", () => {
    const foreign = Object.assign(new Error("made by another copy"), {
      name: "HostSimulatorError",
      code: "WAIT_TIMEOUT",
      [BRAND]: "HostSimulatorError",
    });
    expect(foreign instanceof HostSimulatorError).toBe(false);
    expect(isHostSimulatorError(foreign)).toBe(true);
    expect(isHostSimulatorError(foreign, "WAIT_TIMEOUT")).toBe(true);
  });

  it("refuses a look-alike without the brand, and another family's error", () => {
    const lookAlike = Object.assign(new Error("x"), {
      name: "HostSimulatorError",
      code: "WAIT_TIMEOUT",
    });
    expect(isHostSimulatorError(lookAlike)).toBe(false);
    const otherFamily = Object.assign(new Error("x"), {
      code: "WAIT_TIMEOUT",
      [BRAND]: "DeployError",
    });
    expect(isHostSimulatorError(otherFamily)).toBe(false);
  });
});
