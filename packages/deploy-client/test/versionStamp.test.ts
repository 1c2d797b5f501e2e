import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DeployError, pack, resolveVersion, writeManifestVersion } from "@hostbridge/deploy-client";
import { makeApp, tempDir } from "./helpers/tempApp";
import { readZip } from "./helpers/zip";

const SOURCE = `{
\t"name": "demo-app",
\t"version": "1.0.0",
\t"module": { "ui_app": { "enabled": true, "entry": "index.html" } }
}
`;

async function packedManifest(path: string): Promise<string> {
  const entry = (await readZip(path)).find((item) => item.name === "app.json");
  return entry!.content.toString("utf8");
}

describe("--version: which version it means", () => {
  it("stamps the date and time in UTC as the platform's makers number versions", () => {
    expect(resolveVersion("stamp", "1.0.0", new Date("2025-03-04T05:06:07Z"))).toBe(
      "2025.03.04.05.06.07",
    );
  });

  it("increments the patch number, and takes an explicit semver or date stamp as it is", () => {
    expect(resolveVersion("increment", "1.4.9")).toBe("1.4.10");
    expect(resolveVersion("2.0.0", "1.4.9")).toBe("2.0.0");
    expect(resolveVersion("2025.03.04.05.06.07", undefined)).toBe("2025.03.04.05.06.07");
  });

  it("refuses what is not a version, and an increment with nothing to increment, saying what to pass", () => {
    for (const [spec, current, says] of [
      ["latest", "1.0.0", "stamp"],
      ["increment", undefined, "--version 1.0.0"],
      ["increment", "2025.03.04.05.06.07", "--version stamp"],
    ] as const) {
      const error = (() => {
        try {
          resolveVersion(spec, current);
        } catch (caught) {
          return caught;
        }
      })();
      expect(error).toBeInstanceOf(DeployError);
      expect((error as DeployError).code).toBe("CONFIG");
      expect((error as DeployError).message).toContain(says);
    }
  });
});

describe("pack with a version", () => {
  it("puts the version into the archive's app.json and leaves the app's own app.json as it was", async () => {
    const app = await makeApp({ "app.json": SOURCE });
    const out = await tempDir();
    const archive = await pack(app, { outDir: out, appVersion: "2025.03.04.05.06.07" });
    expect(archive.manifest.version).toBe("2025.03.04.05.06.07");
    expect(await packedManifest(archive.path)).toBe(
      SOURCE.replace('"version": "1.0.0"', '"version": "2025.03.04.05.06.07"').replace(
        '"module": { "ui_app": { "enabled": true, "entry": "index.html" } }',
        '"module": {\n\t\t"ui_app": {\n\t\t\t"enabled": true,\n\t\t\t"entry": "index.html"\n\t\t}\n\t}',
      ),
    );
    expect(await readFile(join(app, "app.json"), "utf8")).toBe(SOURCE);
    expect((await readdir(out)).filter((name) => name !== archive.fileName)).toEqual([]);
    expect(archive.files.find((file) => file.path === "app.json")?.size).toBe(
      Buffer.byteLength(await packedManifest(archive.path)),
    );
  });

  it("gives the same bytes for the same files and version, so a stamped release can be packed again", async () => {
    const app = await makeApp({ "app.json": SOURCE });
    const first = await pack(app, { outDir: await tempDir(), appVersion: "1.0.1" });
    const second = await pack(app, { outDir: await tempDir(), appVersion: "1.0.1" });
    const other = await pack(app, { outDir: await tempDir(), appVersion: "1.0.2" });
    expect(second.sha256).toBe(first.sha256);
    expect(other.sha256).not.toBe(first.sha256);
  });

  it("adds the version to an app.json that had none, after its other keys", async () => {
    const app = await makeApp({}, { name: "demo-app" });
    const archive = await pack(app, { outDir: await tempDir(), appVersion: "1.0.0" });
    expect(JSON.parse(await packedManifest(archive.path))).toEqual({
      name: "demo-app",
      version: "1.0.0",
    });
  });
});

describe("writing the published version back to app.json", () => {
  it("rewrites only the version, keeping the file's layout", async () => {
    const app = await makeApp({ "app.json": SOURCE });
    expect(await writeManifestVersion(app, "1.0.1", SOURCE)).toBe("written");
    const text = await readFile(join(app, "app.json"), "utf8");
    expect(JSON.parse(text)).toEqual({ ...JSON.parse(SOURCE), version: "1.0.1" });
    expect(text.startsWith('{\n\t"name": "demo-app",\n\t"version": "1.0.1",')).toBe(true);
    expect(text.endsWith("}\n")).toBe(true);
    expect((await readdir(app)).sort()).toEqual(["app.json", "index.html", "main.js"]);
  });

  it("writes nothing when app.json was edited since the version was chosen", async () => {
    const app = await makeApp({ "app.json": SOURCE });
    const edited = SOURCE.replace("demo-app", "demo-app-2");
    await writeFile(join(app, "app.json"), edited);
    expect(await writeManifestVersion(app, "1.0.1", SOURCE)).toBe("changed");
    expect(await readFile(join(app, "app.json"), "utf8")).toBe(edited);
  });
});
