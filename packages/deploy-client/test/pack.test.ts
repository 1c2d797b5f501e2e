import { chmod, mkdir, readdir, readFile, symlink, utimes, writeFile } from "node:fs/promises";
import { createHash, randomBytes } from "node:crypto";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DeployError, findWarnings, listAppFiles, pack } from "@hostbridge/deploy-client";
import type { PackResult } from "@hostbridge/deploy-client";
import { makeApp, tempDir, writeFiles } from "./helpers/tempApp";
import { readZip } from "./helpers/zip";

const KEY = "hbk_live_0123456789abcdefSECRET";

async function packError(promise: Promise<unknown>): Promise<DeployError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DeployError);
  return error as DeployError;
}

function included(result: { files: PackResult["files"] }): string[] {
  return result.files.filter((file) => file.included).map((file) => file.path);
}

describe("pack", () => {
  it("writes a zip of the included files, sorted, with their exact contents", async () => {
    const app = await makeApp({ "assets/logo.svg": "<svg/>", "b.txt": "b", "a.txt": "a" });
    const out = await tempDir();
    const result = await pack(app, { outDir: out });
    expect(result.fileName).toBe(`demo-app-${result.sha256.slice(0, 8)}.zip`);
    expect(result.path).toBe(join(out, result.fileName));
    const bytes = await readFile(result.path);
    expect(result.size).toBe(bytes.length);
    expect(result.sha256).toBe(createHash("sha256").update(bytes).digest("hex"));
    const entries = await readZip(result.path);
    expect(entries.map((entry) => entry.name)).toEqual([
      "a.txt",
      "app.json",
      "assets/logo.svg",
      "b.txt",
      "index.html",
      "main.js",
    ]);
    expect(entries.find((entry) => entry.name === "assets/logo.svg")?.content.toString()).toBe(
      "<svg/>",
    );
    expect(await readdir(out)).toEqual([result.fileName]);
  });

  it("fixes dates and permissions of every entry", async () => {
    const app = await makeApp({ "run.sh": "#!/bin/sh\n" });
    await chmod(join(app, "run.sh"), 0o755);
    const entries = await readZip((await pack(app, { outDir: await tempDir() })).path);
    for (const entry of entries) {
      expect(entry.mode).toBe(0o100644);
      expect(entry.dosDate).toBe((0 << 9) | (1 << 5) | 1);
      expect(entry.dosTime).toBe(0);
      expect(entry.extraFieldIds).not.toContain(0x5455);
    }
  });

  it("gives the same bytes for the same files regardless of times, permissions and creation order", async () => {
    const files = { "z/last.txt": "z", "a/first.txt": "a", "m.txt": "m".repeat(10_000) };
    const first = await makeApp(files);
    const firstResult = await pack(first, { outDir: await tempDir() });
    const again = await pack(first, { outDir: await tempDir() });
    expect(again.sha256).toBe(firstResult.sha256);

    await utimes(
      join(first, "m.txt"),
      new Date("2001-02-03T04:05:06Z"),
      new Date("2011-02-03T04:05:06Z"),
    );
    await utimes(join(first, "app.json"), new Date(), new Date(Date.now() + 86_400_000));
    await chmod(join(first, "m.txt"), 0o600);
    const touched = await pack(first, { outDir: await tempDir() });
    expect(touched.sha256).toBe(firstResult.sha256);

    const reversed = Object.fromEntries(Object.entries(files).reverse());
    const second = await makeApp(reversed);
    const secondResult = await pack(second, { outDir: await tempDir() });
    expect(secondResult.sha256).toBe(firstResult.sha256);
    expect(await readFile(secondResult.path)).toEqual(await readFile(firstResult.path));

    await writeFile(join(second, "m.txt"), "changed");
    expect((await pack(second, { outDir: await tempDir() })).sha256).not.toBe(firstResult.sha256);
  });

  it("writes the same bytes whether one file or many are compressed at once", async () => {
    const random = (size: number) => randomBytes(size);
    const files: Record<string, string | Buffer> = {
      "empty.txt": "",
      "big/streamed.js": `export const text = ${JSON.stringify("lorem ipsum ".repeat(50_000))};`,
      "big/noise.bin": random(4.5 * 1024 * 1024),
      "media/photo.png": random(300_000),
    };
    for (let index = 0; index < 24; index += 1) {
      files[`chunks/c${index}.js`] = `export const n${index} = ${"[1,2,3],".repeat(index * 500)}0;`;
      files[`data/d${index}.bin`] = random(20_000 + index * 7_000);
    }
    const app = await makeApp(files);
    const oneLane = await pack(app, { outDir: await tempDir(), concurrency: 1 });
    const manyLanes = await pack(app, { outDir: await tempDir(), concurrency: 8 });
    expect(manyLanes.sha256).toBe(oneLane.sha256);
    // Buffer.equals: toEqual walks big buffers byte by byte and takes seconds.
    expect((await readFile(manyLanes.path)).equals(await readFile(oneLane.path))).toBe(true);
    const entries = new Map(
      (await readZip(manyLanes.path)).map((entry) => [entry.name, entry.content]),
    );
    expect(entries.get("big/noise.bin")?.equals(files["big/noise.bin"] as Buffer)).toBe(true);
    expect(entries.get("chunks/c23.js")?.toString()).toBe(files["chunks/c23.js"]);
  }, 30_000);

  it("excludes defaults and reports the rule that decided each file", async () => {
    const app = await makeApp({
      ".git/config": "[core]",
      "node_modules/lib/index.js": "x",
      ".env": "SECRET=1",
      ".env.production": "SECRET=2",
      "certs/server.pem": "pem",
      ".DS_Store": "x",
      "hostbridge.config.json": "{}",
      "docs/readme.md": "hi",
    });
    const { files } = await listAppFiles(app);
    const rule = (path: string) => files.find((file) => file.path === path)?.rule;
    expect(included({ files })).toEqual(["app.json", "docs/readme.md", "index.html", "main.js"]);
    expect(rule(".git/")).toBe("default: .git");
    expect(rule("node_modules/")).toBe("default: node_modules/");
    expect(rule(".env")).toBe("default: .env");
    expect(rule(".env.production")).toBe("default: .env.*");
    expect(rule("certs/server.pem")).toBe("default: *.pem");
    expect(rule("hostbridge.config.json")).toBe("default: hostbridge.config.json");
    expect(rule("main.js")).toBe("no rule matched");
  });

  it("honours the directory form and the glob form of an ignore rule", async () => {
    for (const form of ["build/", "build/**", "/build/**"]) {
      const app = await makeApp({
        ".hostbridgeignore": `# generated output\n${form}\n`,
        "build/out.js": "x",
        "build/deep/more.js": "y",
        "src/build.js": "kept: a file named build is not the directory",
      });
      const result = await listAppFiles(app);
      expect(included(result), form).toEqual(["app.json", "index.html", "main.js", "src/build.js"]);
      const rules = result.files
        .filter((file) => file.path.startsWith("build/"))
        .map((file) => file.rule);
      expect(new Set(rules), form).toEqual(new Set([`.hostbridgeignore:2: ${form}`]));
    }
  });

  it("keeps node_modules out with either node_modules/ or node_modules/** in the ignore file, at any depth", async () => {
    for (const form of ["node_modules/", "node_modules/**", "**/node_modules/**"]) {
      const app = await makeApp({
        ".hostbridgeignore": `!node_modules/\n${form}\n`,
        "node_modules/lit/index.js": "lit",
        "node_modules/.bin/tool": "bin",
        "widgets/node_modules/x/y.js": "nested",
      });
      const result = await listAppFiles(app);
      expect(
        included(result).filter((path) => path.includes("node_modules")),
        form,
      ).toEqual(form === "node_modules/**" ? ["widgets/node_modules/x/y.js"] : []);
      const archive = await pack(app, { outDir: await tempDir() });
      const names = (await readZip(archive.path)).map((entry) => entry.name);
      expect(
        names.filter((name) => name.startsWith("node_modules/")),
        form,
      ).toEqual([]);
    }
  });

  it("lets a negation re-include one file of an ignored glob and names that rule", async () => {
    const app = await makeApp({
      ".hostbridgeignore": "*.map\n!keep.js.map\n",
      "a.js.map": "{}",
      "keep.js.map": "{}",
    });
    const { files } = await listAppFiles(app);
    expect(files.find((file) => file.path === "keep.js.map")).toEqual({
      path: "keep.js.map",
      size: 2,
      included: true,
      rule: ".hostbridgeignore:2: !keep.js.map",
    });
    expect(files.find((file) => file.path === "a.js.map")?.included).toBe(false);
  });

  it("refuses a .env file re-included by the ignore file, naming it", async () => {
    const app = await makeApp({ ".hostbridgeignore": "!.env\n", ".env": "API_TOKEN=abc" });
    const error = await packError(pack(app, { outDir: await tempDir() }));
    expect(error.code).toBe("SECRET_DETECTED");
    expect(error.file).toBe(".env");
    expect(error.message).toContain("refusing to pack .env");
    expect(error.message).not.toContain("API_TOKEN=abc");
  });

  it("refuses a file holding a PEM private key whatever its name", async () => {
    const pem =
      "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA\n-----END OPENSSH PRIVATE KEY-----\n";
    const app = await makeApp({ "config/notes.txt": `deploy notes\n${pem}` });
    const out = await tempDir();
    const error = await packError(pack(app, { outDir: out }));
    expect(error.code).toBe("SECRET_DETECTED");
    expect(error.file).toBe("config/notes.txt");
    expect(error.message).toContain("PEM private key");
    expect(await readdir(out)).toEqual([]);
  });

  it("does not mistake a public certificate for a private key", async () => {
    const app = await makeApp({
      "ca.crt": "-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n",
    });
    await expect(pack(app, { outDir: await tempDir() })).resolves.toMatchObject({
      size: expect.any(Number),
    });
  });

  it("refuses a file containing the API key, even across read chunks, without printing the key", async () => {
    const padding = Buffer.alloc(64 * 1024 - 5, 0x61);
    const app = await makeApp({
      "data/blob.bin": Buffer.concat([padding, Buffer.from(KEY), padding]),
    });
    const out = await tempDir();
    const error = await packError(pack(app, { outDir: out, apiKey: KEY }));
    expect(error.code).toBe("SECRET_DETECTED");
    expect(error.file).toBe("data/blob.bin");
    expect(
      JSON.stringify({ message: error.message, stack: error.stack, file: error.file }),
    ).not.toContain(KEY);
    expect(await readdir(out)).toEqual([]);
    await expect(pack(app, { outDir: out })).resolves.toBeDefined();
  });

  it("refuses a symbolic link leaving the app dir but ignores it when an ignore rule excludes it", async () => {
    const outside = await tempDir();
    await writeFile(join(outside, "secret.txt"), "outside");
    const app = await makeApp();
    await symlink(join(outside, "secret.txt"), join(app, "linked.txt"));
    const error = await packError(pack(app, { outDir: await tempDir() }));
    expect(error.code).toBe("VALIDATION");
    expect(error.file).toBe("linked.txt");
    expect(error.message).toContain("symbolic link pointing outside the app directory");

    await writeFile(join(app, ".hostbridgeignore"), "linked.txt\n");
    const result = await pack(app, { outDir: await tempDir() });
    expect(result.files.find((file) => file.path === "linked.txt")?.included).toBe(false);
  });

  it("refuses a symbolic link to a directory outside the app", async () => {
    const outside = await tempDir();
    await writeFiles(outside, { "x.txt": "x" });
    const app = await makeApp();
    await symlink(outside, join(app, "shared"));
    await expect(pack(app, { outDir: await tempDir() })).rejects.toThrow(
      /shared: it is a symbolic link pointing outside/,
    );
  });

  it("stores symbolic links inside the app as the files they point to", async () => {
    const app = await makeApp({ "assets/real.css": "body{}" });
    await symlink("assets/real.css", join(app, "style.css"));
    await symlink("assets", join(app, "static"));
    const entries = await readZip((await pack(app, { outDir: await tempDir() })).path);
    const byName = Object.fromEntries(
      entries.map((entry) => [entry.name, entry.content.toString()]),
    );
    expect(byName["style.css"]).toBe("body{}");
    expect(byName["static/real.css"]).toBe("body{}");
    expect(entries.every((entry) => entry.mode === 0o100644)).toBe(true);
  });

  it("refuses a symbolic link cycle", async () => {
    const app = await makeApp({ "sub/file.txt": "x" });
    await symlink("..", join(app, "sub", "up"));
    await expect(pack(app, { outDir: await tempDir() })).rejects.toThrow(/cycle/);
  });

  it("requires app.json in the archive, and only warns about a missing entry page", async () => {
    const ignoredManifest = await makeApp({ ".hostbridgeignore": "app.json\n" });
    await expect(pack(ignoredManifest, { outDir: await tempDir() })).rejects.toThrow(
      /app\.json is excluded/,
    );
    const missingEntry = await makeApp({}, { name: "demo-app", entry: "start.html" });
    const archive = await pack(missingEntry, { outDir: await tempDir() });
    expect(findWarnings(archive)).toEqual([
      { path: "entry", message: expect.stringContaining("start.html does not exist") },
    ]);
  });

  it("names the archive after an app name that is not a safe file name", async () => {
    const app = await makeApp({}, { name: "My App/../x" });
    const archive = await pack(app, { outDir: await tempDir() });
    expect(archive.fileName).toMatch(/^My_App_.._x-[0-9a-f]{8}\.zip$/);
  });

  it("leaves an archive written into the app dir out of the next archive", async () => {
    const app = await makeApp();
    const outFile = join(app, "out", "app.zip");
    const first = await pack(app, { outFile });
    expect(first.path).toBe(outFile);
    const second = await pack(app, { outFile });
    expect(second.files.find((file) => file.path === "out/app.zip")?.rule).toBe("output archive");
    expect(second.sha256).toBe(first.sha256);
  });

  it("stops on an aborted signal and leaves no partial file", async () => {
    const app = await makeApp({ "big.bin": Buffer.alloc(2 * 1024 * 1024, 7) });
    const out = await tempDir();
    const controller = new AbortController();
    const promise = pack(app, { outDir: out, signal: controller.signal });
    controller.abort();
    const error = await packError(promise);
    expect(error.code).toBe("ABORTED");
    expect(await readdir(out)).toEqual([]);
  });

  it("lists without writing anything", async () => {
    const app = await makeApp();
    await mkdir(join(app, "empty"));
    const before = await readdir(app);
    const result = await listAppFiles(app);
    expect(result.manifest.name).toBe("demo-app");
    expect(await readdir(app)).toEqual(before);
  });
});
