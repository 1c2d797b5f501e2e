import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { tempDir } from "./platform";

/** Creates an app directory with app.json, index.html and `files`. */
export async function makeApp(
  files: Record<string, string | Buffer> = {},
  manifest: Record<string, unknown> = { name: "cli-demo", version: "1.0.0" },
): Promise<string> {
  const root = await tempDir("hb-app-");
  const all: Record<string, string | Buffer> = {
    "app.json": JSON.stringify(manifest),
    "index.html": "<!doctype html><title>v1</title>",
    ...files,
  };
  for (const [path, content] of Object.entries(all)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), content);
  }
  return root;
}
