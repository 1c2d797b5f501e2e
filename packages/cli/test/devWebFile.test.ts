// `hostbridge dev` on a web file (no app.json): the folder's page is the app's entry.
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { cli } from "./helpers/cli";
import { devServer, get } from "./helpers/devServer";
import { tempDir } from "./helpers/platform";

async function brochure(): Promise<string> {
  const dir = join(await tempDir(), "brochure");
  await mkdir(dir);
  await writeFile(join(dir, "spring.html"), "<!doctype html><title>Spring brochure</title>");
  await writeFile(join(dir, "style.css"), "body { margin: 0 }");
  return dir;
}

describe("hostbridge dev on a web file", () => {
  it("serves the folder's only page as the app's entry", async () => {
    const { server } = await devServer({ appDir: await brochure() });
    expect(server.appUrl).toMatch(/\/spring\.html$/);
    expect((await get(server.appUrl, "")).text).toContain("<title>Spring brochure</title>");
  });

  it("refuses a file that is not its folder's page, saying what to pass", async () => {
    const dir = await brochure();
    await writeFile(join(dir, "index.html"), "<!doctype html><title>cover</title>");
    const run = await cli(["dev", join(dir, "spring.html"), "--port", "0"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("a web file's folder opens index.html, not spring.html");
  });
});
