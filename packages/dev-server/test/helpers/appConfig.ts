// The config the dev host page reads (`CONFIG_PATH`) for an app made of given files, from a dev server
// started on it (no watcher; a stand-in dev host page), closed and removed after each test.
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach } from "vitest";
import { CONFIG_PATH, startDevServer } from "../../src/index";
import type { DevConfig } from "../../src/index";

/** `configOf(files)` for each test of the file (files by name in the app's folder, beside dist/). */
export function appConfigPerTest(): (files: Record<string, string>) => Promise<DevConfig> {
  let dir: string;
  const closers: (() => Promise<void>)[] = [];
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), "hb-dev-config-"));
    await mkdir(join(dir, "host"));
    await writeFile(join(dir, "host", "index.html"), "<!doctype html><title>dev host page</title>");
  });
  afterEach(async () => {
    while (closers.length) await closers.pop()!();
    await rm(dir, { recursive: true, force: true });
  });
  return async (files) => {
    const app = join(dir, "app");
    await mkdir(join(app, "dist"), { recursive: true });
    for (const [name, text] of Object.entries(files)) await writeFile(join(app, name), text);
    const server = await startDevServer({
      ...{ appDir: app, devHostDir: join(dir, "host"), port: 0, appPort: 0, watch: false },
    });
    closers.push(server.close);
    return (await (await fetch(`${server.url}${CONFIG_PATH}`)).json()) as DevConfig;
  };
}
