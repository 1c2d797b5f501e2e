import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LocalPlatform } from "@hostbridge/local-platform";
import { appFiles, buildZip, renameEntry } from "./helpers/zips";
import { API_KEY, json, publish, startPlatform, tempDir } from "./helpers/platform";
import type { ApiBody } from "./helpers/platform";

let platform: LocalPlatform;
let removeDir: () => Promise<void>;

beforeAll(async () => {
  const temp = await tempDir();
  removeDir = temp.remove;
  platform = await startPlatform(temp.dir);
});

afterAll(async () => {
  await platform.close();
  await removeDir();
});

async function rejected(zip: Uint8Array): Promise<{ status: number; error: ApiBody["error"] }> {
  const response = await publish(platform, zip);
  return { status: response.status, error: (await json(response)).error };
}

describe("publish rejects archives it cannot accept", () => {
  it("answers invalid_archive for a file that is not a zip", async () => {
    const { status, error } = await rejected(Buffer.from("definitely not a zip archive"));
    expect(status).toBe(400);
    expect(error.code).toBe("invalid_archive");
    expect(error.message).toContain("not a zip archive");
  });

  it("answers invalid_archive for an empty upload", async () => {
    expect(await rejected(new Uint8Array(0))).toMatchObject({
      status: 400,
      error: { code: "invalid_archive" },
    });
  });

  it("answers invalid_archive naming app.json when the archive has none at its root", async () => {
    const { status, error } = await rejected(await buildZip({ "index.html": "<p>hi</p>" }));
    expect(status).toBe(400);
    expect(error).toMatchObject({
      code: "invalid_archive",
      details: [{ path: "archive:app.json", message: "is missing at the archive root" }],
    });
  });

  it("tells to zip the folder's contents when app.json sits in a subfolder", async () => {
    const { error } = await rejected(
      await buildZip({ "demo/app.json": '{"name":"demo"}', "demo/index.html": "x" }),
    );
    expect(error.code).toBe("invalid_archive");
    expect(error.message).toContain("demo/app.json");
    expect(error.message).toContain("contents of the app folder");
  });

  it("answers invalid_archive with the entry path for a `..` entry", async () => {
    const zip = renameEntry(
      await buildZip({ ...appFiles("demo", "x"), "zz/evil.txt": "pwned" }),
      "zz/evil.txt",
      "../evil.txt",
    );
    const { status, error } = await rejected(zip);
    expect(status).toBe(400);
    expect(error.code).toBe("invalid_archive");
    expect(error.details).toEqual([
      { path: "archive:../evil.txt", message: expect.stringContaining("escapes the archive root") },
    ]);
  });

  it("answers invalid_archive for an absolute entry path", async () => {
    const zip = renameEntry(
      await buildZip({ ...appFiles("demo", "x"), "etc/passwd": "root" }),
      "etc/passwd",
      "/tc/passwd",
    );
    const { error } = await rejected(zip);
    expect(error.code).toBe("invalid_archive");
    expect(error.details[0]?.path).toBe("archive:/tc/passwd");
  });

  it("answers invalid_archive for an entry name with a backslash", async () => {
    const zip = renameEntry(
      await buildZip({ ...appFiles("demo", "x"), "zz/evil.txt": "1" }),
      "zz/evil.txt",
      "zz\\evil.txt",
    );
    const { status, error } = await rejected(zip);
    expect(status).toBe(400);
    expect(error.code).toBe("invalid_archive");
    expect(error.details).toEqual([
      { path: "archive:zz\\evil.txt", message: expect.stringContaining("forward slashes") },
    ]);
  });

  it("answers invalid_archive for entry names with a NUL character or a `.` segment", async () => {
    const zip = renameEntry(
      renameEntry(
        await buildZip({ ...appFiles("demo", "x"), "zz/evil.txt": "1", "yy/x/ok.txt": "2" }),
        "zz/evil.txt",
        "zz/\0vil.txt",
      ),
      "yy/x/ok.txt",
      "yy/./ok.txt",
    );
    const { status, error } = await rejected(zip);
    expect(status).toBe(400);
    expect(error.code).toBe("invalid_archive");
    expect(error.details).toEqual([
      { path: "archive:zz/\0vil.txt", message: expect.stringContaining("NUL character") },
      { path: "archive:yy/./ok.txt", message: expect.stringContaining("`.` segments") },
    ]);
  });

  it("answers invalid_archive for a symbolic link entry", async () => {
    const zip = await buildZip({
      ...appFiles("demo", "x"),
      link: { content: "/etc/passwd", mode: 0o120777 },
    });
    const { error } = await rejected(zip);
    expect(error).toMatchObject({
      code: "invalid_archive",
      details: [{ path: "archive:link", message: expect.stringContaining("symbolic link") }],
    });
  });

  it("answers invalid_archive for duplicate entries and file/directory clashes", async () => {
    const duplicate = renameEntry(
      await buildZip({ ...appFiles("demo", "x"), "b.txt": "1", "c.txt": "2" }),
      "c.txt",
      "b.txt",
    );
    expect((await rejected(duplicate)).error.details).toEqual([
      { path: "archive:b.txt", message: "appears more than once in the archive" },
    ]);

    const clash = await buildZip({
      ...appFiles("demo", "x"),
      lib: "a file",
      "lib/inner.js": "a file inside",
    });
    expect((await rejected(clash)).error.details).toEqual([
      { path: "archive:lib", message: "is both a file and a directory in the archive" },
    ]);
  });
});

describe("publish validates app.json", () => {
  it("answers invalid_manifest with the field path for a bad name", async () => {
    const zip = await buildZip({
      "app.json": JSON.stringify({ name: "My App!" }),
      "index.html": "x",
    });
    const { status, error } = await rejected(zip);
    expect(status).toBe(400);
    expect(error.code).toBe("invalid_manifest");
    expect(error.details).toEqual([
      {
        path: "app.json:name",
        message: expect.stringContaining("must match ^[a-z0-9][a-z0-9._-]*$"),
      },
    ]);
  });

  it("reports every invalid field at once", async () => {
    const manifest = { version: "one", display_name: 3, entry: "../outside.html" };
    const { error } = await rejected(await buildZip({ "app.json": JSON.stringify(manifest) }));
    // `version` and `display_name` are not checked: the spec sets no rule for them.
    expect(error.details.map((issue) => issue.path).sort()).toEqual([
      "app.json:entry",
      "app.json:name",
    ]);
  });

  it("answers invalid_manifest when app.json is not JSON or not an object", async () => {
    expect((await rejected(await buildZip({ "app.json": "{ name: demo" }))).error).toMatchObject({
      code: "invalid_manifest",
      details: [{ path: "app.json", message: expect.stringContaining("not valid JSON") }],
    });
    expect((await rejected(await buildZip({ "app.json": "[1]" }))).error.details).toEqual([
      { path: "app.json", message: expect.stringContaining("must be a JSON object") },
    ]);
  });

  it("answers invalid_manifest when the named entry file is not in the archive", async () => {
    const zip = await buildZip({
      "app.json": JSON.stringify({ name: "demo", entry: "dist/index.html" }),
      "index.html": "x",
    });
    expect((await rejected(zip)).error.details).toEqual([
      {
        path: "app.json:entry",
        message: 'names "dist/index.html", which is not a file in the archive',
      },
    ]);
  });

  it("answers invalid_manifest when app.json names no entry and the archive has no index.html", async () => {
    const zip = await buildZip({
      "app.json": JSON.stringify({ name: "demo" }),
      "main.html": "x",
    });
    const { status, error } = await rejected(zip);
    expect(status).toBe(400);
    expect(error).toMatchObject({
      code: "invalid_manifest",
      details: [
        { path: "app.json:entry", message: expect.stringContaining('defaults to "index.html"') },
      ],
    });
  });

  it("accepts a version that is not semver: the spec sets no format and versions are numbered here", async () => {
    const zip = await buildZip({
      "app.json": JSON.stringify({ name: "demo", version: "v1.2" }),
      "index.html": "x",
    });
    expect((await publish(platform, zip)).status).toBe(201);
  });

  it("accepts unknown keys in app.json", async () => {
    const zip = await buildZip({
      "app.json": JSON.stringify({ name: "demo", permissions: ["x"], extra: { a: 1 } }),
      "index.html": "x",
    });
    expect((await publish(platform, zip)).status).toBe(201);
  });
});

describe("publish rejects malformed requests", () => {
  const url = () => `${platform.url}/api/v1/apps/publish/INFO`;

  it("answers 400 missing_file when the form has no file part", async () => {
    const form = new FormData();
    form.append("other", "value");
    const response = await fetch(url(), {
      method: "POST",
      body: form,
      headers: { "X-API-Key": API_KEY },
    });
    expect(response.status).toBe(400);
    expect((await json(response)).error.code).toBe("missing_file");
  });

  it("answers 400 missing_file when `file` is a text field", async () => {
    const form = new FormData();
    form.append("file", "PK not really");
    const response = await fetch(url(), {
      method: "POST",
      body: form,
      headers: { "X-API-Key": API_KEY },
    });
    expect((await json(response)).error).toMatchObject({
      code: "missing_file",
      message: expect.stringContaining("text field"),
    });
  });

  it("answers 400 invalid_multipart for a truncated multipart body", async () => {
    const body = '--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a.zip"\r\n\r\nPK';
    const response = await fetch(url(), {
      method: "POST",
      body,
      headers: { "X-API-Key": API_KEY, "Content-Type": "multipart/form-data; boundary=XYZ" },
    });
    expect(response.status).toBe(400);
    expect((await json(response)).error.code).toBe("invalid_multipart");
  });

  it("answers 400 invalid_multipart for a multipart type without a boundary", async () => {
    const response = await fetch(url(), {
      method: "POST",
      body: "x",
      headers: { "X-API-Key": API_KEY, "Content-Type": "multipart/form-data" },
    });
    expect(response.status).toBe(400);
    expect((await json(response)).error.code).toBe("invalid_multipart");
  });

  it("answers 400 invalid_multipart for two file parts", async () => {
    const zip = await buildZip(appFiles("demo", "x"));
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(zip)]), "a.zip");
    form.append("file", new Blob([new Uint8Array(zip)]), "b.zip");
    const response = await fetch(url(), {
      method: "POST",
      body: form,
      headers: { "X-API-Key": API_KEY },
    });
    expect((await json(response)).error.code).toBe("invalid_multipart");
  });

  it("answers 415 for a body that is not a form", async () => {
    const response = await fetch(url(), {
      method: "POST",
      body: JSON.stringify({ file: "x" }),
      headers: { "X-API-Key": API_KEY, "Content-Type": "application/json" },
    });
    expect(response.status).toBe(415);
    expect((await json(response)).error.code).toBe("unsupported_media_type");
  });

  it("leaves no temp file behind after rejected publishes", async () => {
    expect(await readdir(join(platform.dir, "tmp"))).toEqual([]);
  });
});

describe("publish guards against archive bombs", () => {
  it("answers invalid_archive when the archive unpacks beyond maxExtractedBytes or holds too many entries", async () => {
    const temp = await tempDir();
    const guarded = await startPlatform(temp.dir, {
      maxExtractedBytes: "64KiB",
      maxArchiveEntries: "10",
    });
    try {
      // 1 MiB of zeros compresses to about 1 KiB: small upload, large unpacked size.
      const bomb = await buildZip(
        appFiles("demo", "x", { "zeros.bin": new Uint8Array(1024 * 1024) }),
      );
      expect(bomb.length).toBeLessThan(16 * 1024);
      const tooBig = await json(await publish(guarded, bomb));
      expect(tooBig.error).toMatchObject({
        code: "invalid_archive",
        message: expect.stringContaining("unpacks to"),
      });

      const many = Object.fromEntries(
        Array.from({ length: 12 }, (_, index) => [`f${index}.txt`, "x"]),
      );
      const tooMany = await json(
        await publish(guarded, await buildZip(appFiles("demo", "x", many))),
      );
      expect(tooMany.error).toMatchObject({
        code: "invalid_archive",
        message: expect.stringContaining("more than 10 entries"),
      });
      expect(guarded.listApps()).toEqual([]);
      expect(await readdir(join(guarded.dir, "tmp"))).toEqual([]);
    } finally {
      await guarded.close();
      await temp.remove();
    }
  });
});
