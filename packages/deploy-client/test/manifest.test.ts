import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  AppManifestSchema,
  DeployError,
  loadManifest,
  parseManifest,
  relativePathProblem,
} from "@hostbridge/deploy-client";
import { makeApp, tempDir } from "./helpers/tempApp";

async function errorOf(promise: Promise<unknown>): Promise<DeployError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DeployError);
  return error as DeployError;
}

describe("loadManifest", () => {
  it("reads app.json, keeps unknown keys and defaults entry to index.html", async () => {
    const dir = await makeApp({}, { name: "my.app_1-x", version: "1.2.3", permissions: ["ui"] });
    const manifest = await loadManifest(dir);
    expect(manifest).toEqual({
      name: "my.app_1-x",
      version: "1.2.3",
      permissions: ["ui"],
      entry: "index.html",
    });
  });

  it("names the field and the rule when the name is not URL-safe", async () => {
    const dir = await makeApp({}, { name: "My App" });
    const error = await errorOf(loadManifest(dir));
    expect(error.code).toBe("VALIDATION");
    expect(error.message).toContain(
      "app.json: name: must match ^[a-z0-9][a-z0-9._-]*$ (safe in a URL path)",
    );
    expect(error.issues).toEqual([
      { path: "name", message: "must match ^[a-z0-9][a-z0-9._-]*$ (safe in a URL path)" },
    ]);
  });

  it("reports every bad field at once", async () => {
    const dir = await makeApp({}, { version: 3, entry: "../outside.html" });
    const error = await errorOf(loadManifest(dir));
    expect(error.issues.map((issue) => issue.path).sort()).toEqual(["entry", "name", "version"]);
    expect(error.message).toContain("app.json: entry: must stay inside the app");
  });

  it("says how to create app.json when it is missing", async () => {
    const dir = await tempDir();
    const error = await errorOf(loadManifest(dir));
    expect(error.code).toBe("VALIDATION");
    expect(error.message).toContain("hostbridge init");
  });

  it("rejects a file that is not JSON with the parser's reason", async () => {
    const dir = await tempDir();
    await writeFile(join(dir, "app.json"), "{ name: nope }");
    const error = await errorOf(loadManifest(dir));
    expect(error.message).toMatch(/app\.json: \(file\): is not valid JSON/);
  });

  it("rejects a manifest that is not an object", () => {
    expect(() => parseManifest(["name"])).toThrow(/must be a JSON object/);
  });

  it("rejects absolute, backslashed and directory entries", () => {
    for (const entry of ["/index.html", "C:/x.html", "pages\\a.html", "pages/", "a//b.html"]) {
      expect(() => parseManifest({ name: "a", entry }), entry).toThrow(DeployError);
    }
    expect(parseManifest({ name: "a", entry: "pages/start.html" }).entry).toBe("pages/start.html");
  });

  it("accepts exactly the names the URL-safe pattern allows (property)", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), (name) => {
        const valid = /^[a-z0-9][a-z0-9._-]*$/.test(name) && name.length <= 100;
        expect(AppManifestSchema.safeParse({ name }).success).toBe(valid);
      }),
      { numRuns: 300 },
    );
  });
});

describe("relativePathProblem", () => {
  it.each([
    ["", "must not be empty"],
    ["pages\\a.html", "forward slashes"],
    ["a\0b.html", "NUL"],
    ["/etc/passwd", "relative to the app root"],
    ["C:/x.html", "relative to the app root"],
    ["pages/", "not a directory"],
    ["../up.html", "stay inside the app"],
    ["a/../../b.html", "stay inside the app"],
    ["a//b.html", "empty or `.` segments"],
    ["./a.html", "empty or `.` segments"],
  ])("refuses %j", (path, message) => {
    expect(relativePathProblem(path)).toContain(message);
  });

  it("refuses the same entries in app.json with the same message", () => {
    expect(() => parseManifest({ name: "a", entry: "./a.html" })).toThrow(
      "app.json: entry: must not contain empty or `.` segments",
    );
    expect(() => parseManifest({ name: "a", entry: "a\0b.html" })).toThrow(/NUL/);
  });

  it("reports an empty entry once", () => {
    let caught: unknown;
    try {
      parseManifest({ name: "a", entry: "" });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(DeployError);
    expect((caught as DeployError).issues).toEqual([
      { path: "entry", message: "must not be empty" },
    ]);
  });

  it("finds no problem in relative paths made of plain segments, and one once `..` leads (property)", () => {
    const segment = fc
      .stringMatching(/^[A-Za-z0-9_-][A-Za-z0-9._-]{0,10}$/)
      .filter((value) => value !== "." && value !== "..");
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 5 }), (segments) => {
        expect(relativePathProblem(segments.join("/"))).toBeUndefined();
        expect(relativePathProblem(["..", ...segments].join("/"))).toBeDefined();
        expect(relativePathProblem(`/${segments.join("/")}`)).toBeDefined();
      }),
      { numRuns: 200 },
    );
  });
});
