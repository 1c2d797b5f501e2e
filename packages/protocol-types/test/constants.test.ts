import { describe, expect, it } from "vitest";
import { UI_API_METHOD_TYPES } from "@hostbridge/protocol-types";

describe("constants", () => {
  it("lists the 33 UI operations", () => {
    expect(UI_API_METHOD_TYPES).toHaveLength(33);
  });
});
