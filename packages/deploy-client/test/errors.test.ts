// DeployError is the one coded error of `@hostbridge/protocol-types`: its guard knows it by the brand, also
// when another copy of the package made it (a CommonJS and an ESM build side by side, two installs),
// and refuses a look-alike with the same `name` and `code` but no brand, or another family's error.
import { describe, expect, it } from "vitest";
import { isDeployError, DeployError } from "@hostbridge/deploy-client";

const BRAND = Symbol.for("@hostbridge/error");

describe("DeployError", () => {
  it("carries its name, code, message and cause", () => {
    const cause = new Error("underlying");
    const error = new DeployError("AUTH", "the platform refused the key", { cause });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe("DeployError");
    expect(error.code).toBe("AUTH");
    expect(error.cause).toBe(cause);
    expect(isDeployError(error, "AUTH")).toBe(true);
    expect(isDeployError(error, "CONFIG")).toBe(false);
  });

  it("is recognised when another copy of the package made it", () => {
    const foreign = Object.assign(new Error("made by another copy"), {
      name: "DeployError",
      code: "AUTH",
      [BRAND]: "DeployError",
    });
    expect(foreign instanceof DeployError).toBe(false);
    expect(isDeployError(foreign)).toBe(true);
    expect(isDeployError(foreign, "AUTH")).toBe(true);
  });

  it("refuses a look-alike without the brand, and another family's error", () => {
    const lookAlike = Object.assign(new Error("x"), { name: "DeployError", code: "AUTH" });
    expect(isDeployError(lookAlike)).toBe(false);
    const otherFamily = Object.assign(new Error("x"), {
      code: "AUTH",
      [BRAND]: "HostSimulatorError",
    });
    expect(isDeployError(otherFamily)).toBe(false);
  });
});
