// Web files: a folder with no app.json and one page at its root, as the platform's content library holds
// them. validate and pack take them; publish and deploy say the platform publishes apps only.
import { mkdir, readdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { cli } from "./helpers/cli";
import { tempDir } from "./helpers/platform";

async function webFolder(): Promise<string> {
  const dir = join(await tempDir(), "spring-brochure");
  await mkdir(join(dir, "img"), { recursive: true });
  await writeFile(
    join(dir, "brochure.html"),
    '<!doctype html><title>Spring</title><script src="https://cdn.jsdelivr.net/npm/@pitcher/js-api"></script><img src="img/cover.svg">',
  );
  await writeFile(join(dir, "img", "cover.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  return dir;
}

describe("a web file", () => {
  it("validates, --strict included, as a page for the content library", async () => {
    const dir = await webFolder();
    const run = await cli(["validate", "--strict", "--json"], { cwd: dir });
    expect(run.code).toBe(0);
    expect(run.json().result).toMatchObject({ kind: "web-file", entry: "brochure.html", files: 2 });
    const text = await cli(["validate"], { cwd: dir });
    expect(text.stdout).toContain(
      "spring-brochure is a web file (a page for the content library, no app.json): it opens brochure.html",
    );
  });

  it("packs into the folder's .hostbridge/, and lists its files", async () => {
    const dir = await webFolder();
    const run = await cli(["pack", "--json"], { cwd: dir });
    expect(run.code).toBe(0);
    const result = run.json<{ kind: string; fileName: string }>().result!;
    expect(result.kind).toBe("web-file");
    expect(result.fileName).toMatch(/^spring-brochure-[0-9a-f]{8}\.zip$/);
    expect(await readdir(join(dir, ".hostbridge"))).toContain(result.fileName);
    const listed = await cli(["pack", "--list"], { cwd: dir });
    expect(listed.stdout).toContain("brochure.html");
    expect(listed.stdout).toContain("img/cover.svg");
  });

  it("is not published as an app: publish says what it is and what to do", async () => {
    const dir = await webFolder();
    const run = await cli(["publish", "--base-url", "http://127.0.0.1:9", "--dry-run"], {
      cwd: dir,
    });
    expect(run.code).toBe(3);
    expect(run.stderr).toContain("The platform publishes apps only");
  });
});
