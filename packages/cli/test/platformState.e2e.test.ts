// `hostbridge platform` run in an app directory while the app's Vite dev server watches it: the
// platform's state (every published version, unpacked) must not land where Vite watches, so a publish
// never reloads the app page in the browser.
import { readFile, realpath, writeFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { chromium } from "playwright";
import { createServer } from "vite";
import { describe, expect, it } from "vitest";
import { deploy } from "@hostbridge/deploy-client";
import { CHROMIUM_ARGS, findChromium } from "../../../tooling/chromium.mjs";
import { cli } from "./helpers/cli";
import { onCleanup, tempDir, waitFor } from "./helpers/platform";

/** A small Vite app: an entry page (at the root, as Vite serves it) that the platform also gets. */
async function makeViteApp(): Promise<string> {
  const appDir = await realpath(await tempDir("hb-vite-app-"));
  await writeFile(
    join(appDir, "app.json"),
    JSON.stringify({ name: "reload-probe", version: "1.0.0" }),
  );
  await writeFile(
    join(appDir, "index.html"),
    '<!doctype html><title>probe</title><p id="state">fresh</p><script type="module" src="/main.js"></script>',
  );
  await writeFile(
    join(appDir, "main.js"),
    'document.getElementById("state").textContent = "running";\n',
  );
  await writeFile(join(appDir, ".hostbridgeignore"), "node_modules\n");
  return appDir;
}

describe("hostbridge platform beside the app's Vite dev server", () => {
  it("keeps its state out of the app directory, so a publish reloads nothing", async () => {
    const appDir = await makeViteApp();
    const stateHome = await tempDir("hb-state-home-");
    const vite = await createServer({
      root: appDir,
      configFile: false,
      logLevel: "silent",
      server: { host: "127.0.0.1", port: 0, strictPort: false },
    });
    await vite.listen();
    onCleanup(() => vite.close());
    const watched: string[] = [];
    vite.watcher.on("all", (_event, path) => watched.push(path));

    const controller = new AbortController();
    let stdout = "";
    const running = cli(["platform", "--port", "0", "--instance", "local-test"], {
      cwd: appDir,
      env: { XDG_STATE_HOME: stateHome },
      signal: controller.signal,
      onStdout: (text) => (stdout = text),
    });
    onCleanup(async () => {
      controller.abort();
      await running;
    });
    const url = await waitFor(
      () => /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(stdout)?.[1],
      "the URL",
    );
    const stateDir = await waitFor(() => /state: +(\S+)/.exec(stdout)?.[1], "the state directory");
    const keyFile = await waitFor(() => /API key file: (\S+)/.exec(stdout)?.[1], "the key file");
    expect(relative(appDir, stateDir).startsWith("..")).toBe(true);

    const executablePath = findChromium();
    if (!executablePath) throw new Error("no Chromium found (see tooling/chromium.mjs)");
    const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
    onCleanup(() => browser.close());
    const page = await browser.newPage();
    let loads = 0;
    page.on("load", () => (loads += 1));
    await page.goto(vite.resolvedUrls!.local[0]!);
    await expect.poll(() => page.locator("#state").textContent()).toBe("running");
    await page.evaluate(() => {
      (window as unknown as { probe: string }).probe = "still here";
    });
    const before = watched.length;

    const result = await deploy({
      appDir,
      baseUrl: url,
      apiKey: (await readFile(keyFile, "utf8")).trim(),
      instanceIds: ["local-test"],
    });
    expect(result.release.version).toBe(1);
    // Vite notices a change within tens of milliseconds; give it well over that.
    await new Promise((resolve) => setTimeout(resolve, 1500));

    expect(watched.slice(before)).toEqual([]);
    expect(loads).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { probe?: string }).probe)).toBe(
      "still here",
    );
    // The app's own hot reload still works: the probe is not deaf.
    await writeFile(
      join(appDir, "index.html"),
      (await readFile(join(appDir, "index.html"), "utf8")) + "\n",
    );
    await expect.poll(() => loads, { timeout: 10_000 }).toBe(2);
  });
});
