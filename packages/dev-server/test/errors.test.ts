// DevServerError is the one coded error of `@hostbridge/protocol-types`: its guard knows it by the brand, also
// when another copy of the package made it (a CommonJS and an ESM build side by side, two installs),
// and refuses a look-alike with the same `name` and `code` but no brand, or another family's error.
import { describe, expect, it } from "vitest";
import { isDevServerError, DevServerError } from "@hostbridge/dev-server";

const BRAND = Symbol.for("@hostbridge/error");

describe("DevServerError", () => {
  it("carries its name, code, message and cause", () => {
    const cause = new Error("underlying");
    const error = new DevServerError("CONFIG", "port 4300 is in use", { cause });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe("DevServerError");
    expect(error.code).toBe("CONFIG");
    expect(error.cause).toBe(cause);
    expect(isDevServerError(error, "CONFIG")).toBe(true);
    expect(isDevServerError(error, "USAGE")).toBe(false);
  });

  it("is recognised when another copy of the package made it", () => {
    const foreign = Object.assign(new Error("made by another copy"), {
      name: "DevServerError",
      code: "CONFIG",
      [BRAND]: "DevServerError",
    });
    expect(foreign instanceof DevServerError).toBe(false);
    expect(isDevServerError(foreign)).toBe(true);
    expect(isDevServerError(foreign, "CONFIG")).toBe(true);
  });

  it("refuses a look-alike without the brand, and another family's error", () => {
    const lookAlike = Object.assign(new Error("x"), { name: "DevServerError", code: "CONFIG" });
    expect(isDevServerError(lookAlike)).toBe(false);
    const otherFamily = Object.assign(new Error("x"), { code: "CONFIG", [BRAND]: "DeployError" });
    expect(isDevServerError(otherFamily)).toBe(false);
  });
});
