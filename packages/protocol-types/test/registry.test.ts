import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
  ADMIN_OPERATIONS,
  DSR_OPERATIONS,
  HIGH_LEVEL_OPERATIONS,
  INTERACTIVE_METHOD_TYPES,
  OPERATIONS,
  PLATFORM_BARE_UI_OPERATIONS,
  UI_OPERATIONS,
  isBareOnPlatformWire,
  isOperationType,
  operationEnvironment,
  platformOf,
  waitsForPerson,
} from "@hostbridge/protocol-types";
import { OPERATION_SCHEMAS } from "@hostbridge/protocol-types/schemas";

const GENERATOR = fileURLToPath(new URL("../scripts/generate.mjs", import.meta.url));
const TABLES = [UI_OPERATIONS, ADMIN_OPERATIONS, DSR_OPERATIONS, HIGH_LEVEL_OPERATIONS];

describe("the operation registry", () => {
  it("holds each operation once, across every environment", () => {
    const names = TABLES.flatMap((table) => Object.keys(table));
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(OPERATIONS)).toEqual(names);
  });

  it("has one schema row per operation, and no other", () => {
    expect(Object.keys(OPERATION_SCHEMAS).sort()).toEqual(Object.keys(OPERATIONS).sort());
  });

  it("keeps the generated lists and schemas in step with the rows and the types", () => {
    // Fails with the command to run when a row or a type changed and the files were not regenerated.
    expect(() =>
      execFileSync(process.execPath, [GENERATOR, "--check"], { stdio: "pipe" }),
    ).not.toThrow();
    expect([...INTERACTIVE_METHOD_TYPES]).toEqual(
      Object.keys(OPERATIONS).filter((type) => waitsForPerson(type)),
    );
    expect([...PLATFORM_BARE_UI_OPERATIONS]).toEqual(
      Object.keys(OPERATIONS).filter((type) => isBareOnPlatformWire(type)),
    );
  });

  it("answers the lookups from the rows", () => {
    expect(operationEnvironment("ui_select_content")).toBe("ui");
    expect(operationEnvironment("admin_get_env")).toBe("admin");
    expect(operationEnvironment("dsr_close")).toBe("dsr");
    expect(operationEnvironment("get_env")).toBe("impact");
    expect(operationEnvironment("nope")).toBeUndefined();
    expect(waitsForPerson("share")).toBe(true);
    expect(waitsForPerson("get_env")).toBe(false);
    expect(platformOf("crm_create")).toBe("WEB");
    expect(platformOf("crm_smart_object_layout")).toBe("IOS");
    expect(platformOf("crm_query")).toBeUndefined();
    expect(isBareOnPlatformWire("ui_app_resize")).toBe(true);
    expect(isBareOnPlatformWire("ui_toast")).toBe(false);
  });

  it("never takes an inherited property for an operation", () => {
    for (const type of ["__proto__", "toString", "constructor", "hasOwnProperty"]) {
      expect(isOperationType(type)).toBe(false);
      expect(operationEnvironment(type)).toBeUndefined();
      expect(waitsForPerson(type)).toBe(false);
      expect(platformOf(type)).toBeUndefined();
    }
  });
});
