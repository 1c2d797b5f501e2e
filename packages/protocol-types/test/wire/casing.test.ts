// The one rule for method names (`methodName` of the casing module) against the
// existing client's rule for them (`platformCamelCase`: lodash's camelCase, which
// packages/sdk/test/platformWireBodies.test.ts holds it to): the two may differ on keys in general
// (`section_1_id`), so this pins that they agree on every operation and pushed message of the
// registry, where both name the same method. An operation named so that they would disagree fails
// here before an app or the codemod meets two names for it.
import {
  ADMIN_MESSAGE_TYPES,
  ADMIN_OPERATIONS,
  DSR_MESSAGE_TYPES,
  DSR_OPERATIONS,
  HIGH_LEVEL_OPERATIONS,
  UI_MESSAGE_TYPES,
  UI_OPERATIONS,
} from "@hostbridge/protocol-types";
import { convertKey, methodName, platformCamelCase } from "@hostbridge/protocol-types/wire";
import { describe, expect, it } from "vitest";

const OPERATIONS = [
  ...Object.keys(UI_OPERATIONS).map((type) => [type, "ui_"] as const),
  ...Object.keys(ADMIN_OPERATIONS).map((type) => [type, "admin_"] as const),
  ...Object.keys(DSR_OPERATIONS).map((type) => [type, "dsr_"] as const),
  ...Object.keys(HIGH_LEVEL_OPERATIONS).map((type) => [type, ""] as const),
];

const MESSAGES = [
  ...UI_MESSAGE_TYPES.map((type) => [type, "ui_"] as const),
  ...ADMIN_MESSAGE_TYPES.map((type) => [type, "admin_"] as const),
  ...DSR_MESSAGE_TYPES.map((type) => [type, "dsr_"] as const),
];

describe("method names, one rule", () => {
  it.each(OPERATIONS)("names %s as the existing client's rule does", (type, prefix) => {
    expect(methodName(type.slice(prefix.length))).toBe(
      platformCamelCase(type.slice(prefix.length)),
    );
  });

  it.each(OPERATIONS)("names %s as the casing option camelCases a key", (type, prefix) => {
    expect(methodName(type.slice(prefix.length))).toBe(convertKey(type.slice(prefix.length)));
  });

  it.each(MESSAGES)("names the shortcut of %s on + its camelCase", (type, prefix) => {
    // (the environment APIs name it `on${methodName(type.slice(prefix.length - 1))}`)
    expect(`on${methodName(type.slice(prefix.length - 1))}`).toBe(
      platformCamelCase(`on_${type.slice(prefix.length)}`),
    );
  });

  it("names the methods an app calls (docs: ui.selectContent, ui.onAppSetData, getEnv)", () => {
    expect(methodName("select_content")).toBe("selectContent");
    expect(`on${methodName("_app_set_data")}`).toBe("onAppSetData");
    expect(`on${methodName("_env_changed")}`).toBe("onEnvChanged");
    expect(methodName("crm_smart_upsert_objects")).toBe("crmSmartUpsertObjects");
  });

  it("is a rule that can disagree with the client's off the registry (so the checks above can fail)", () => {
    expect(methodName("section_1_id")).not.toBe(platformCamelCase("section_1_id"));
  });
});
