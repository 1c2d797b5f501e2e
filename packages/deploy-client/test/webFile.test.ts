import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DeployError, findWarnings, findWebFile, pack } from "@hostbridge/deploy-client";
import { tempDir, writeFiles } from "./helpers/tempApp";
import { readZip } from "./helpers/zip";

/** A folder named `deck` (the name a web file's archive takes) holding `files`. */
async function webFolder(files: Record<string, string>): Promise<string> {
  const dir = join(await tempDir("hb-web-"), "deck");
  await writeFiles(dir, files);
  return dir;
}

describe("web files (a page of the content library, no app.json)", () => {
  it("finds the page a folder opens, and is not fooled by an app or a folder of several pages", async () => {
    const brochure = await webFolder({ "brochure.html": "<!doctype html>", "style.css": "a{}" });
    expect(await findWebFile(brochure)).toMatchObject({ entry: "brochure.html" });
    expect(await findWebFile(await webFolder({ "app.json": "{}", "index.html": "" }))).toBe(
      undefined,
    );
    expect(await findWebFile(await webFolder({ "a.html": "", "b.html": "" }))).toBeUndefined();
  });

  it("packs the folder without an app.json, its page included, with no warnings", async () => {
    const dir = await webFolder({
      "index.html": "<!doctype html><title>Deck</title><script src='js/deck.js'></script>",
      "js/deck.js": "console.log(1);",
    });
    const archive = await pack(dir, { webFile: true, outDir: await tempDir() });
    expect((await readZip(archive.path)).map((entry) => entry.name)).toEqual([
      "index.html",
      "js/deck.js",
    ]);
    expect(archive.manifest).toEqual({ name: "deck", entry: "index.html" });
    expect(archive.fileName).toMatch(/^deck-[0-9a-f]{8}\.zip$/);
    expect(findWarnings({ ...archive, archiveSize: archive.size })).toEqual([]);
  });

  it("refuses a folder that is no web file, saying what one is", async () => {
    const dir = await webFolder({ "notes.txt": "x" });
    const error = await pack(dir, { webFile: true }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DeployError);
    expect((error as DeployError).message).toContain("one page at its root");
  });
});
