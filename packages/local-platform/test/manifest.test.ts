import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { AppManifestSchema, relativePathProblem } from "@hostbridge/deploy-contract";
import { appNameProblem, parseManifest } from "../src/manifest";

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
      entry: "dist/index.html",
      entryDefaulted: false,
      entryField: "entry",
    });
  });

  it("accepts a byte order mark before the JSON", () => {
    expect(parseManifest(`\uFEFF${JSON.stringify({ name: "demo" })}`).ok).toBe(true);
  });

  it.each([
    ["", "must not be empty"],
    ["a".repeat(101), "at most 100"],
    ["-leading-dash", "must match ^[a-z0-9][a-z0-9._-]*$"],
    ["UPPER", "must match ^[a-z0-9][a-z0-9._-]*$"],
    ["with/slash", "must match ^[a-z0-9][a-z0-9._-]*$"],
    ["with space", "must match ^[a-z0-9][a-z0-9._-]*$"],
  ])("rejects the name %j with a message on app.json:name", (name, message) => {
    const result = parseManifest(JSON.stringify({ name }));
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.issues).toEqual([
        { path: "app.json:name", message: expect.stringContaining(message) },
      ]);
    expect(appNameProblem(name)).toContain(message);
  });

  it.each([
    "/abs.html",
    "../up.html",
    "a/../../b.html",
    "a\\b.html",
    "C:/x.html",
    "a//b.html",
    "./a.html",
    "a\0b.html",
    "pages/",
    "",
  ])("rejects the entry %j", (entry) => {
    const result = parseManifest(JSON.stringify({ name: "demo", entry }));
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.issues).toEqual([{ path: "app.json:entry", message: expect.any(String) }]);
  });

  it("defaults the entry to index.html and says when it did", () => {
    expect(parseManifest(JSON.stringify({ name: "demo" }))).toEqual({
      ok: true,
      manifest: { name: "demo" },
      entry: "index.html",
      entryDefaulted: true,
      entryField: "entry",
    });
    expect(parseManifest(JSON.stringify({ name: "demo", entry: "index.html" }))).toMatchObject({
      ok: true,
      entryDefaulted: false,
    });
  });

  it("serves a hooks-only or module app at the page its manifest names, not index.html", () => {
    const hooks = {
      name: "hooks-app",
      hooks: { canvas: { on_canvas_update: { entry: "hook.html" } } },
    };
    expect(parseManifest(JSON.stringify(hooks))).toMatchObject({ ok: true, entry: "hook.html" });
    const canvas = {
      name: "canvas-app",
      module: { canvas: { enabled: true, entry: "c/index.html" } },
    };
    expect(parseManifest(JSON.stringify(canvas))).toMatchObject({
      ok: true,
      entry: "c/index.html",
    });
  });

  it.each(["1.0", "v1.2.3", "1", "one"])(
    "accepts the version %j: the spec sets no version format and this platform numbers versions itself",
    (version) => {
      expect(parseManifest(JSON.stringify({ name: "demo", version }))).toMatchObject({ ok: true });
    },
  );

  it("accepts what the contract accepts and this platform can host (property)", () => {
    fc.assert(
      fc.property(
        fc.record(
          {
            name: fc.oneof(
              fc.constantFrom("demo", "a.b_c-d", "My App"),
              fc.string({ maxLength: 8 }),
            ),
            version: fc.oneof(fc.constantFrom("1.0.0", "2.1.3-rc.1", "1.0"), fc.string()),
            display_name: fc.oneof(fc.string(), fc.integer()),
            entry: fc.oneof(fc.constantFrom("index.html", "a/b.html", "../x"), fc.string()),
          },
          { requiredKeys: [] },
        ),
        (value) => {
          const ours = parseManifest(JSON.stringify(value));
          const contract = AppManifestSchema.safeParse(value);
          const hostable =
            typeof value.name === "string" &&
            value.name.length <= 100 &&
            /^[a-z0-9][a-z0-9._-]*$/.test(value.name) &&
            (value.entry === undefined || relativePathProblem(value.entry) === undefined);
          expect(ours.ok).toBe(contract.success && hostable);
          if (ours.ok) expect(ours.manifest).toEqual(value);
        },
      ),
      { numRuns: 300 },
    );
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
});
