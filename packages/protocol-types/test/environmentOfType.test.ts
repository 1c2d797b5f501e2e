import { describe, expect, it } from "vitest";
import { environmentOfType } from "@hostbridge/protocol-types";

describe("environmentOfType", () => {
  it("reads the environment from a ui_, admin_ or dsr_ prefix, known operation or not", () => {
    expect(environmentOfType("ui_open")).toBe("ui");
    expect(environmentOfType("admin_env_changed")).toBe("admin");
    expect(environmentOfType("dsr_get_env")).toBe("dsr");
    expect(environmentOfType("ui_no_such_operation")).toBe("ui");
  });

  it("names no environment for a high-level operation, an event key or a bare prefix", () => {
    for (const type of ["get_env", "crm_query", "canvas_updated", "ui", "admin", "uix_open", ""])
      expect(environmentOfType(type)).toBeUndefined();
  });
});
