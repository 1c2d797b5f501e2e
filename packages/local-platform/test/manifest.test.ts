import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseManifest, relativePathProblem } from "../src/manifest";

describe("app.json validation", () => {
  it("accepts a full manifest and keeps unknown keys", () => {
    const result = parseManifest(
      JSON.stringify({
        name: "sales-deck.v2",
        version: "1.2.3-beta.1",
        display_name: "Deck",
        description: "d",
        entry: "dist/index.html",
        custom: { a: 1 },
      }),
    );
    expect(result).toEqual({
      ok: true,
      manifest: {
        name: "sales-deck.v2",
        version: "1.2.3-beta.1",
        display_name: "Deck",
        description: "d",
        entry: "dist/index.html",
        custom: { a: 1 },
      },
    });
  });

  it("accepts a byte order mark before the JSON", () => {
    expect(parseManifest(`\uFEFF${JSON.stringify({ name: "demo" })}`).ok).toBe(true);
  });

  it.each([
    ["", "must not be empty"],
    ["a".repeat(101), "at most 100"],
    ["-leading-dash", "lowercase letter or digit"],
    ["UPPER", "lowercase letter or digit"],
    ["with/slash", "lowercase letter or digit"],
    ["with space", "lowercase letter or digit"],
  ])("rejects the name %j with a message on app.json:name", (name, message) => {
    const result = parseManifest(JSON.stringify({ name }));
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.issues).toEqual([
        { path: "app.json:name", message: expect.stringContaining(message) },
      ]);
  });

  it.each([
    "/abs.html",
    "../up.html",
    "a/../../b.html",
    "a\\b.html",
    "C:/x.html",
    "a//b.html",
    "./a.html",
    "",
  ])("rejects the entry %j", (entry) => {
    const result = parseManifest(JSON.stringify({ name: "demo", entry }));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues[0]?.path).toBe("app.json:entry");
  });

  it("never throws and always reports field paths, whatever the text (property)", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json(),
          fc.jsonValue().map((value) => JSON.stringify({ name: value })),
        ),
        (text) => {
          const result = parseManifest(text);
          if (!result.ok) {
            expect(result.issues.length).toBeGreaterThan(0);
            for (const issue of result.issues) expect(issue.path).toMatch(/^app\.json(:|$)/);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it("accepts exactly the names that are safe in a URL path (property)", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), (name) => {
        const accepted = parseManifest(JSON.stringify({ name })).ok;
        const safe = name.length >= 1 && name.length <= 100 && /^[a-z0-9][a-z0-9._-]*$/.test(name);
        expect(accepted).toBe(safe);
        if (accepted) expect(encodeURIComponent(name)).toBe(name);
      }),
      { numRuns: 300 },
    );
  });

  it("finds no problem in relative paths made of plain segments (property)", () => {
    const segment = fc
      .stringMatching(/^[A-Za-z0-9_-][A-Za-z0-9._-]{0,10}$/)
      .filter((value) => value !== "." && value !== "..");
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 5 }), (segments) => {
        expect(relativePathProblem(segments.join("/"))).toBeUndefined();
        expect(relativePathProblem(["..", ...segments].join("/"))).toBeDefined();
      }),
      { numRuns: 200 },
    );
  });
});
