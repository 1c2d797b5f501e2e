// React apps from the outside: @hostbridge/react installed from its tarball beside React 18 (the
// oldest peer it supports; the template and the unit tests use React 19), rendered on the server
// and built with Vite; then the react template scaffolded with `init --template react --link`,
// installed, tested, built and loaded in the dev host in Chromium. One install per scenario.
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { chromium } from "playwright";
import type { Browser } from "playwright";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { packLocal } from "../../scripts/pack-local.mjs";
import { CHROMIUM_ARGS, findChromium } from "../../tooling/chromium.mjs";
import { installedNames, ok, start, writeProject } from "./helpers";

const CLI_BIN = resolve(import.meta.dirname, "../../packages/cli/dist/bin.js");
const cliPkg = JSON.parse(
  await readFile(new URL("../../packages/cli/package.json", import.meta.url), "utf8"),
) as { devDependencies: Record<string, string> };

let work: string;
let packsDir: string;
let tarballs: Map<string, string>;
let browser: Browser;
const cleanups: (() => Promise<unknown>)[] = [];

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), "hb-react-"));
  packsDir = join(work, "packs");
  tarballs = new Map(packLocal(packsDir, { quiet: true }).map((e) => [e.name, e.path]));
  const executablePath = findChromium();
  if (!executablePath) throw new Error("no Chromium found (see tooling/chromium.mjs)");
  browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
}, 600_000);

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  await browser?.close();
  if (work) await rm(work, { recursive: true, force: true, maxRetries: 3 });
});

describe(
  "@hostbridge/react from its tarball, with React 18 as the peer",
  { timeout: 300_000 },
  () => {
    it("installs exactly its closure, renders on the server without window, and builds with Vite", async () => {
      const dir = join(work, "react18");
      await writeProject(
        dir,
        {
          "@hostbridge/react": "*",
          "@hostbridge/ui-api": "*",
          react: "18.3.1",
          "react-dom": "18.3.1",
          vite: cliPkg.devDependencies.vite!,
        },
        tarballs,
        { type: "module" },
      );
      await ok("npm", ["install", "--no-audit", "--no-fund", "--prefer-offline"], dir);
      const names = await installedNames(dir);
      expect(names.filter((name) => name.startsWith("@hostbridge/"))).toEqual([
        "@hostbridge/peer-connectivity",
        "@hostbridge/protocol-types",
        "@hostbridge/react",
        "@hostbridge/transport",
        "@hostbridge/ui-api",
      ]);
      // One React (the app's), and the optional peers of /testing not pulled in.
      const lock = JSON.parse(await readFile(join(dir, "package-lock.json"), "utf8")) as {
        packages: Record<string, { version?: string }>;
      };
      expect(Object.keys(lock.packages).filter((p) => /node_modules\/react$/.test(p))).toEqual([
        "node_modules/react",
      ]);
      expect(lock.packages["node_modules/react"]?.version).toBe("18.3.1");
      expect(names).not.toContain("@testing-library/react");
      expect(names).not.toContain("zod");

      await writeFile(
        join(dir, "app.js"),
        `import { createElement as h } from "react";
import { HostBridgeProvider, useEnv, useMessage, useRequest, useEnvironmentApi } from "@hostbridge/react";
import { useUi } from "@hostbridge/ui-api";
export function App() {
  const { loading } = useEnv();
  const data = useMessage("ui_app_set_data");
  const pick = useRequest(useEnvironmentApi(useUi).selectContent);
  return h("p", { "data-view": "pushed" }, loading ? "loading" : "ready", data ? " data" : "", pick.pending ? " picking" : "");
}
export const Root = () => h(HostBridgeProvider, null, h(App));
`,
      );
      const guard =
        'Object.defineProperty(globalThis, "window", { get() { throw new Error("window was read on the server"); } });';
      const ssr = await ok(
        "node",
        [
          "--input-type=module",
          "-e",
          `${guard} const { renderToString } = await import("react-dom/server"); const { createElement } = await import("react"); const { Root } = await import("./app.js"); console.log(renderToString(createElement(Root)));`,
        ],
        dir,
      );
      expect(ssr.stdout.trim()).toBe('<p data-view="pushed">loading</p>');

      await mkdir(join(dir, "src"), { recursive: true });
      await writeFile(
        join(dir, "index.html"),
        '<!doctype html><div id="root"></div><script type="module" src="/src/main.js"></script>\n',
      );
      await writeFile(
        join(dir, "src", "main.js"),
        `import { createElement as h, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { Root } from "../app.js";
createRoot(document.getElementById("root")).render(h(StrictMode, null, h(Root)));
`,
      );
      await ok("npx", ["vite", "build", "--logLevel", "warn"], dir);
      const html = await readFile(join(dir, "dist", "index.html"), "utf8");
      expect(html).toMatch(/assets\/index-[\w-]+\.js/);
    });
  },
);

describe(
  "the react template, scaffolded, tested, built and run in the dev host",
  { timeout: 600_000 },
  () => {
    it("init --template react --link: installs, passes its tests, builds, and a host push shows in the page", async () => {
      const appDir = join(work, "react-app");
      await ok(
        "node",
        [CLI_BIN, "init", appDir, "--template", "react", "--link", packsDir, "--yes"],
        work,
      );
      const pkg = JSON.parse(await readFile(join(appDir, "package.json"), "utf8")) as {
        dependencies: Record<string, string>;
      };
      expect(pkg.dependencies["@hostbridge/react"]).toBe(
        `file:${tarballs.get("@hostbridge/react")}`,
      );
      await ok("npm", ["install", "--no-audit", "--no-fund", "--prefer-offline"], appDir);
      const tested = await ok("npm", ["test"], appDir);
      expect(tested.stdout).toMatch(/Tests\s+5 passed/);
      await ok("npm", ["run", "typecheck"], appDir);
      await ok("npm", ["run", "build"], appDir);
      await ok("npx", ["hostbridge", "validate"], appDir);

      const dev = start(
        join(appDir, "node_modules", ".bin", "hostbridge"),
        ["dev", "--port", "0", "--app-port", "0", "--json"],
        appDir,
      );
      cleanups.push(() => dev.stop());
      const { result } = await dev.json<{ result: { url: string } }>();
      const page = await browser.newPage();
      page.setDefaultTimeout(15_000);
      await page.goto(result.url);
      const app = page.frameLocator("iframe");
      await expect
        .poll(() => app.locator('[data-view="env"]').textContent(), { timeout: 15_000 })
        .toMatch(/ in WEB$/);
      // embeddableReady() makes the simulated canvas push ui_app_set_data: the page shows it.
      await expect
        .poll(() => app.locator('[data-view="pushed"]').textContent(), { timeout: 15_000 })
        .toMatch(/^Canvas: /);
      await page.close();
    });
  },
);
