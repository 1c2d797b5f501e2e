// `vite` with hostbridgeDev(): Vite serves the app with hot reload, the dev host runs around it on
// another origin, in Debian Chromium. Sibling packages are read from source (no prior build of them).
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer as createNetServer } from "node:net";
import type { Server } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright";
import type { Browser } from "playwright";
import { createServer, defaultClientConditions } from "vite";
import type { ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHROMIUM_ARGS, findChromium } from "../../../tooling/chromium.mjs";
import { hostbridgeDev } from "../src/index";
import type { HostbridgeDevOptions } from "../src/index";

const page = (greeting: string) =>
  `document.getElementById("app")!.textContent = ${JSON.stringify(greeting)};\n`;

let appDir: string;
let browser: Browser;

async function startVite(options: HostbridgeDevOptions): Promise<ViteDevServer> {
  const server = await createServer({
    root: appDir,
    configFile: false,
    logLevel: "silent",
    plugins: [hostbridgeDev({ platformUrl: false, ...options })],
    resolve: { conditions: ["@hostbridge/source", ...defaultClientConditions] },
    server: { port: 0 },
  });
  await server.listen();
  return server;
}

/** The dev host URL `vite` prints (the plugin replaces Vite's own URL lines with it). */
function printedUrl(server: ViteDevServer): string {
  const lines: string[] = [];
  const info = server.config.logger.info;
  server.config.logger.info = (line) => void lines.push(line);
  server.printUrls();
  server.config.logger.info = info;
  const url = /HostBridge dev host: (\S+)/.exec(lines.join("\n"))?.[1];
  if (!url) throw new Error(`no dev host URL printed: ${lines.join("\n")}`);
  return url;
}

beforeAll(async () => {
  appDir = await mkdtemp(join(tmpdir(), "hb-vite-plugin-"));
  await mkdir(join(appDir, "src"));
  await writeFile(
    join(appDir, "app.json"),
    JSON.stringify({ name: "plugin-app", version: "0.1.0", entry: "dist/index.html" }),
  );
  await writeFile(
    join(appDir, "index.html"),
    '<!doctype html><title>plugin app</title><div id="app"></div><script type="module" src="/src/main.ts"></script>',
  );
  await writeFile(join(appDir, "src", "main.ts"), page("first version"));
  const executablePath = findChromium();
  if (!executablePath) throw new Error("no Chromium found (see tooling/chromium.mjs)");
  browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  if (appDir) await rm(appDir, { recursive: true, force: true, maxRetries: 3 });
});

describe("vite with hostbridgeDev()", () => {
  it("prints one URL, the dev host, whose frame gets an edit of the app without reloading the page", async () => {
    const server = await startVite({ port: 0 });
    try {
      const url = printedUrl(server);
      const viteUrl = server.resolvedUrls!.local[0]!;
      expect(new URL(url).origin).not.toBe(new URL(viteUrl).origin);

      const tab = await browser.newPage();
      await tab.goto(url);
      const frame = tab.frameLocator("iframe");
      await expect
        .poll(() => frame.locator("#app").textContent(), { timeout: 20_000 })
        .toBe("first version");
      // A mark on the dev host page: it survives only if the page itself is not reloaded.
      await tab.evaluate(() => ((window as { hbMark?: number }).hbMark = 42));

      await writeFile(join(appDir, "src", "main.ts"), page("edited version"));
      await expect
        .poll(() => frame.locator("#app").textContent(), { timeout: 20_000 })
        .toBe("edited version");
      expect(await tab.evaluate(() => (window as { hbMark?: number }).hbMark)).toBe(42);
      await tab.close();

      await server.close();
      await expect(fetch(url)).rejects.toThrow();
    } finally {
      await server.close();
    }
  });

  it("stops with a message naming the busy port and the plugin's option", async () => {
    const busy: Server = createNetServer();
    await new Promise<void>((resolve) => busy.listen(0, "127.0.0.1", resolve));
    const { port } = busy.address() as { port: number };
    try {
      const failed = startVite({ port });
      await expect(failed).rejects.toThrow(
        new RegExp(
          `HostBridge dev host: port ${port} on 127.0.0.1 .*already in use.*hostbridgeDev\\(\\)`,
        ),
      );
    } finally {
      busy.close();
    }
  });

  it("prints the dev host's notes in Vite's terminal: a fixtures file's problems", async () => {
    const fixtures = join(appDir, "hostbridge.fixtures.json");
    await writeFile(fixtures, '{ "location": "nowhere" }');
    const lines: string[] = [];
    const record = (line: string) => void lines.push(line);
    const server = await createServer({
      root: appDir,
      configFile: false,
      customLogger: {
        info: record,
        warn: record,
        warnOnce: record,
        error: record,
        clearScreen: () => undefined,
        hasErrorLogged: () => false,
        hasWarned: false,
      },
      plugins: [hostbridgeDev({ platformUrl: false, port: 0 })],
      resolve: { conditions: ["@hostbridge/source", ...defaultClientConditions] },
      server: { port: 0 },
    });
    try {
      await server.listen();
      const printed = lines.join("\n");
      expect(printed).toMatch(/HostBridge dev host: .*error.*hostbridge\.fixtures\.json/);
      expect(printed).toContain("location");
    } finally {
      await server.close();
      await rm(fixtures, { force: true });
    }
  });
});
