// Every operation page opens with what the operation does, when to use it and what the person
// sees, read from the doc comment of its row in the registry: the one source an editor shows too.
import { describe, expect, it } from "vitest";
import {
  descriptionSection,
  parseDescription,
  readDescriptions,
} from "../scripts/descriptions.mjs";
import { operations } from "../scripts/registry.mjs";

describe("the operations' descriptions", () => {
  it("are written, in all three parts, for every operation of the registry", () => {
    const descriptions = readDescriptions();
    const incomplete = operations().flatMap(({ type }) => {
      const d = descriptions.get(type);
      const missing = [
        !d?.does && "what it does",
        !d?.when && "Use it when ...",
        !d?.sees && "The person sees ...",
      ].filter(Boolean);
      return missing.length ? [`${type}: ${missing.join(", ")}`] : [];
    });
    expect(incomplete).toEqual([]);
    expect(descriptions.size).toBe(operations().length);
  });

  it("open the operation page, and a row without one stops the build naming the row", () => {
    const page = descriptionSection(
      "ui_select_content",
      readDescriptions().get("ui_select_content"),
    );
    expect(page).toMatch(/^Opens the platform's content picker/);
    expect(page).toContain("**When to use it:** The app needs content");
    expect(page).toContain("**What the person sees:** The content picker");
    expect(() => descriptionSection("ui_toast", parseDescription("Shows a toast."))).toThrow(
      /ui_toast: its row in packages\/protocol-types\/src\/registry.ts needs/,
    );
  });
});
