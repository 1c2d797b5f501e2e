import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach } from "vitest";

const created: string[] = [];

afterEach(async () => {
  await Promise.all(created.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** A fresh temporary directory, removed after the test. */
export async function tempDir(prefix = "hb-test-"): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  created.push(dir);
  return dir;
}

/** Writes `files` (relative path -> content) below `root`, creating directories. */
export async function writeFiles(
  root: string,
  files: Record<string, string | Buffer>,
): Promise<void> {
  for (const [path, content] of Object.entries(files)) {
    const target = join(root, path);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, content);
  }
}

/** Creates an app directory with a valid app.json and index.html plus `files`. */
export async function makeApp(
  files: Record<string, string | Buffer> = {},
  manifest: Record<string, unknown> = { name: "demo-app", version: "1.0.0" },
): Promise<string> {
  const root = await tempDir("hb-app-");
  await writeFiles(root, {
    "app.json": JSON.stringify(manifest),
    "index.html": '<!doctype html><title>demo</title><script src="main.js"></script>',
    "main.js": "console.log('hello');\n",
    ...files,
  });
  return root;
}
