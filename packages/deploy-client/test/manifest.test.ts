import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  AppManifestSchema,
  DeployError,
  findWarnings,
  loadManifest,
  manifestEntry,
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
  it("reads app.json and keeps every key as it is", async () => {
    const dir = await makeApp({}, { name: "my.app_1-x", version: "1.2.3", permissions: ["ui"] });
    const manifest = await loadManifest(dir);
    expect(manifest).toEqual({ name: "my.app_1-x", version: "1.2.3", permissions: ["ui"] });
    expect(manifestEntry(manifest)).toBe("index.html");
  });

  it("accepts a name the spec allows but HostBridge does not recommend, with a warning", async () => {
    const dir = await makeApp({}, { name: "My App" });
    const manifest = await loadManifest(dir);
    expect(manifest.name).toBe("My App");
    expect(findWarnings({ manifest })).toEqual([
      { path: "name", message: expect.stringContaining("characters outside a-z 0-9 . _ -") },
    ]);
  });

  it("fails only on what the spec requires: name a non-empty string", async () => {
    const dir = await makeApp({}, { version: 3, entry: "../outside.html" });
    const error = await errorOf(loadManifest(dir));
    expect(error.code).toBe("VALIDATION");
    expect(error.issues).toEqual([{ path: "name", message: "is required and must be a string" }]);
    expect(() => parseManifest({ name: "" })).toThrow("app.json: name: must not be empty");
  });

  it("warns, without failing, about every suspicious field at once", () => {
    const manifest = parseManifest({ name: "Bad Name", version: 3, entry: "../outside.html" });
    const warnings = findWarnings({ manifest });
    expect(warnings.map((warning) => warning.path).sort()).toEqual(["entry", "name", "version"]);
    expect(warnings.find((warning) => warning.path === "entry")?.message).toContain(
      "must stay inside the app",
    );
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

  it("warns about absolute, backslashed and directory entries and opens index.html instead", () => {
    for (const entry of ["/index.html", "C:/x.html", "pages\\a.html", "pages/", "a//b.html"]) {
      const manifest = parseManifest({ name: "a", entry });
      expect(
        findWarnings({ manifest }).map((warning) => warning.path),
        entry,
      ).toEqual(["entry"]);
      expect(manifestEntry(manifest)).toBe("index.html");
    }
    expect(manifestEntry(parseManifest({ name: "a", entry: "pages/start.html" }))).toBe(
      "pages/start.html",
    );
  });

  it("accepts every non-empty string as a name (property)", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), (name) => {
        expect(AppManifestSchema.safeParse({ name }).success).toBe(name.length > 0);
        const warned = findWarnings({ manifest: { name } }).length > 0;
        expect(warned).toBe(!(/^[a-z0-9][a-z0-9._-]*$/.test(name) && name.length <= 100));
      }),
      { numRuns: 300 },
    );
  });

  it("warns when the entry page is missing from the files or excluded", () => {
    const manifest = parseManifest({ name: "a", entry: "dist/index.html" });
    const files = [
      { path: "app.json", size: 10, included: true, rule: "no rule matched" },
      { path: "dist/", size: 0, included: false, rule: ".hostbridgeignore:1: dist/" },
    ];
    expect(findWarnings({ manifest, files })).toEqual([
      {
        path: "entry",
        message: expect.stringContaining("is excluded (.hostbridgeignore:1: dist/)"),
      },
    ]);
    expect(findWarnings({ manifest: { name: "a" }, files })[0]?.message).toContain(
      "index.html (app.json names no entry, so the default) does not exist",
    );
  });

  it("warns about a very large archive", () => {
    expect(findWarnings({ manifest: { name: "a" }, archiveSize: 200 * 1024 * 1024 })).toEqual([
      { path: "(archive)", message: expect.stringContaining("200.0 MiB") },
    ]);
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

  it("words the app.json entry warning with the same message", () => {
    const warning = (entry: string) =>
      findWarnings({ manifest: parseManifest({ name: "a", entry }) }).map((item) => item.message);
    expect(warning("./a.html")).toEqual([
      "must not contain empty or `.` segments; index.html is used instead",
    ]);
    expect(warning("a\0b.html")[0]).toMatch(/NUL/);
    expect(warning("")).toEqual(["must not be empty; index.html is used instead"]);
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
