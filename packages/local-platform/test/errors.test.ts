// LocalPlatformError is the one coded error of `@hostbridge/protocol-types`: its guard knows it by the brand, also
// when another copy of the package made it (a CommonJS and an ESM build side by side, two installs),
// and refuses a look-alike with the same `name` and `code` but no brand, or another family's error.
import { describe, expect, it } from "vitest";
import { isLocalPlatformError, LocalPlatformError } from "@hostbridge/local-platform";

const BRAND = Symbol.for("@hostbridge/error");

describe("LocalPlatformError", () => {
  it("carries its name, code, message and cause", () => {
    const cause = new Error("underlying");
    const error = new LocalPlatformError("LISTEN_FAILED", "port 8080 is in use", { cause });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe("LocalPlatformError");
    expect(error.code).toBe("LISTEN_FAILED");
    expect(error.cause).toBe(cause);
    expect(isLocalPlatformError(error, "LISTEN_FAILED")).toBe(true);
    expect(isLocalPlatformError(error, "INVALID_STATE")).toBe(false);
  });

  it("is recognised when another copy of the package made it", () => {
    const foreign = Object.assign(new Error("made by another copy"), {
      name: "LocalPlatformError",
      code: "LISTEN_FAILED",
      [BRAND]: "LocalPlatformError",
    });
    expect(foreign instanceof LocalPlatformError).toBe(false);
    expect(isLocalPlatformError(foreign)).toBe(true);
    expect(isLocalPlatformError(foreign, "LISTEN_FAILED")).toBe(true);
  });

  it("refuses a look-alike without the brand, and another family's error", () => {
    const lookAlike = Object.assign(new Error("x"), {
      name: "LocalPlatformError",
      code: "LISTEN_FAILED",
    });
    expect(isLocalPlatformError(lookAlike)).toBe(false);
    const otherFamily = Object.assign(new Error("x"), {
      code: "LISTEN_FAILED",
      [BRAND]: "DeployError",
    });
    expect(isLocalPlatformError(otherFamily)).toBe(false);
  });
});
