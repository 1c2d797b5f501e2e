// Apps whose app.json is written from the platform's app.json reference and its apps guide: modules
// without a top-level entry, an app of hooks only (no index.html), an app type. Each is zipped from
// its folder under fixtures/docs-apps, published, installed and opened on a real local platform.
import { readdir, readFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { LocalPlatform } from "@hostbridge/local-platform";
import { buildZip } from "./helpers/zips";
import { install, json, publish, startPlatform, tempDir } from "./helpers/platform";

const FIXTURES = new URL("./fixtures/docs-apps/", import.meta.url).pathname;

let platform: LocalPlatform;
let removeDir: () => Promise<void>;

beforeEach(async () => {
  const temp = await tempDir();
  removeDir = temp.remove;
  platform = await startPlatform(temp.dir, { instances: ["test-instance"] });
});

afterEach(async () => {
  await platform.close();
  await removeDir();
});

/** The folder's files, name -> bytes, as a zip of its contents would hold them. */
async function folderZip(name: string): Promise<Buffer> {
  const root = join(FIXTURES, name);
  const entries: Record<string, Uint8Array> = {};
  const visit = async (dir: string) => {
    for (const item of await readdir(dir, { withFileTypes: true })) {
      const path = join(dir, item.name);
      if (item.isDirectory()) await visit(path);
      else entries[relative(root, path).split("\\").join("/")] = await readFile(path);
    }
  };
  await visit(root);
  return buildZip(entries);
}

async function publishAndOpen(folder: string, appName: string) {
  const published = await publish(platform, await folderZip(folder));
  const publishBody = await json(published);
  const installed = await install(platform, appName, ["test-instance"]);
  const page = await fetch(`${platform.url}/local/instances/test-instance/apps/${appName}/`);
  return { published, publishBody, installed, page, text: await page.text() };
}

describe("apps as the platform's docs write them", () => {
  it("publishes, installs and serves an app of modules with no top-level entry (its ui_app page)", async () => {
    const result = await publishAndOpen("modules-app", "product-configurator");
    expect(result.published.status).toBe(201);
    expect(result.installed.status).toBe(200);
    expect(result.text).toContain("<h1>Configure</h1>");
    const canvas = await fetch(
      `${platform.url}/local/instances/test-instance/apps/product-configurator/canvas.html`,
    );
    expect(await canvas.text()).toContain("canvas component");
  });

  it("publishes, installs and serves an app of hooks only, which has no index.html", async () => {
    const result = await publishAndOpen("hooks-only-app", "canvas-sync");
    expect([result.published.status, result.installed.status]).toEqual([201, 200]);
    expect(result.page.url).toContain("/hooks/");
    expect(result.text).toContain("<title>on_canvas_updated</title>");
  });

  it("publishes an app type whose page is its enabled module's entry, not a disabled one's", async () => {
    const result = await publishAndOpen("popup-app", "image-picker");
    expect([result.published.status, result.installed.status]).toEqual([201, 200]);
    expect(result.text).toContain("window.initialize");
  });

  it("still refuses an app whose declared page is missing, naming the field that declares it", async () => {
    const zip = await buildZip({
      "app.json": JSON.stringify({
        name: "broken-hooks",
        hooks: { on_canvas_updated: { entry: "hook.html" } },
      }),
      "other.html": "<!doctype html>",
    });
    const response = await publish(platform, zip);
    expect(response.status).toBe(400);
    expect((await json(response)).error.details).toEqual([
      {
        path: "app.json:hooks.on_canvas_updated.entry",
        message: 'names "hook.html", which is not a file in the archive',
      },
    ]);
  });
});
