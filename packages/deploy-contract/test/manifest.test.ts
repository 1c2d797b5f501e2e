import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkManifest, manifestEntry } from "@hostbridge/deploy-contract";

describe("app.json against the spec", () => {
  it.each([
    ["a string", "app"],
    ["an array", []],
    ["null", null],
  ])("refuses %s instead of an object", (_label, value) => {
    expect(checkManifest(value)).toEqual({
      ok: false,
      errors: [{ path: "(root)", message: expect.stringContaining("JSON object") }],
    });
  });

  it.each([
    [{}, "is required and must be a string"],
    [{ name: 42 }, "is required and must be a string"],
    [{ name: "" }, "must not be empty"],
  ])("refuses %j: name must be a non-empty string", (value, message) => {
    expect(checkManifest(value)).toEqual({ ok: false, errors: [{ path: "name", message }] });
  });

  it.each(["My App", "UPPER", "-dash", "a".repeat(101), "ünï"])(
    "accepts the name %j with a warning only",
    (name) => {
      const check = checkManifest({ name });
      expect(check.ok).toBe(true);
      if (check.ok) expect(check.warnings.map((warning) => warning.path)).toEqual(["name"]);
    },
  );

  it.each(["1.0", "v1.2.3", 3, "2024.01"])(
    "warns about the version %j, which is not semver",
    (version) => {
      const check = checkManifest({ name: "demo", version });
      expect(check).toMatchObject({ ok: true, warnings: [{ path: "version" }] });
    },
  );

  it("warns about an entry that is not a safe relative path and a non-text description", () => {
    const check = checkManifest({ name: "demo", entry: "../up.html", description: 5 });
    expect(check).toMatchObject({
      ok: true,
      warnings: [
        { path: "description", message: "is a number; a string is expected" },
        { path: "entry", message: expect.stringContaining("..") },
      ],
    });
  });

  it("finds nothing to say about a recommended manifest and keeps unknown keys", () => {
    const value = {
      name: "sales-deck.v2",
      version: "1.2.3-beta.1",
      entry: "dist/index.html",
      custom: { a: 1 },
    };
    expect(checkManifest(value)).toEqual({ ok: true, manifest: value, warnings: [] });
  });

  it("defaults the entry page to index.html", () => {
    expect(manifestEntry({ name: "demo" })).toBe("index.html");
    expect(manifestEntry({ name: "demo", entry: "a/b.html" })).toBe("a/b.html");
    expect(manifestEntry({ name: "demo", entry: "../x.html" })).toBe("index.html");
  });

  it("errs exactly when name is missing, not a string or empty (property)", () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue()),
        fc.jsonValue(),
        (rest, name) => {
          const value = { ...rest, name };
          const check = checkManifest(value);
          expect(check.ok).toBe(typeof name === "string" && name.length > 0);
        },
      ),
      { numRuns: 300 },
    );
  });
});
