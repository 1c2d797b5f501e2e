import { describe, expect, it } from "vitest";
import { REDACTED, maskSecrets, redactedCopy } from "@hostbridge/protocol-types";

describe("maskSecrets", () => {
  it("replaces every occurrence of each known secret, with the mask the caller shows", () => {
    const key = "hb_live_9f3a77";
    expect(maskSecrets(`401: key ${key} expired (${key})`, [key], "***")).toBe(
      "401: key *** expired (***)",
    );
    expect(maskSecrets(`token=${key}`, [key])).toBe(`token=${REDACTED}`);
  });

  it("skips empty and missing secrets instead of masking between every character", () => {
    expect(maskSecrets("nothing secret here", ["", undefined], "***")).toBe("nothing secret here");
  });

  it("is what redactedCopy() uses for its secrets option (values of 8 characters or more)", () => {
    const token = "abcdef123456";
    expect(
      redactedCopy({ note: `copied ${token}`, word: "the cat" }, { secrets: [token, "cat"] }),
    ).toEqual({ note: `copied ${REDACTED}`, word: "the cat" });
  });
});
