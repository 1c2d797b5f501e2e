import { COMPAT_RULE_IDS, COMPAT_RULES } from "@hostbridge/compat";
import { describe, expect, it } from "vitest";

describe("the compat rules", () => {
  it("name every rule with a stable kebab-case id", () => {
    for (const id of COMPAT_RULE_IDS) expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/);
    expect(COMPAT_RULE_IDS).toEqual(Object.keys(COMPAT_RULES));
  });

  it("say for each rule what the old feature is and what replaces it", () => {
    for (const id of COMPAT_RULE_IDS) {
      expect(COMPAT_RULES[id].feature.length).toBeGreaterThan(5);
      expect(COMPAT_RULES[id].modern.length).toBeGreaterThan(5);
    }
  });
});
