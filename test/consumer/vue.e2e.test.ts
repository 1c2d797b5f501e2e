// A Vue developer's view, from the packed tarballs: `@hostbridge/vue` installed with its `vue` peer
// into a fresh project (exactly the expected @hostbridge packages) and built into a real Vue app with
// Vite; and the `vue` template scaffolded with `init --template vue --link`, installed, tested,
// built and loaded in the dev host in Chromium, where the host's push visibly updates the page.
// One npm install per scenario.
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright";
import type { Browser } from "playwright";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { packLocal } from "../../scripts/pack-local.mjs";
import { CHROMIUM_ARGS, findChromium } from "../../tooling/chromium.mjs";
import { installedNames, ok, start, writeProject } from "./helpers";

const REPO = join(import.meta.dirname, "..", "..");
const vueAppPkg = JSON.parse(
  await readFile(join(REPO, "apps", "vue-app", "package.json"), "utf8"),
) as { dependencies: Record<string, string>; devDependencies: Record<string, string> };

let work: string;
let packsDir: string;
let tarballs: Map<string, string>;
let browser: Browser;
const cleanups: (() => Promise<unknown>)[] = [];

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), "hb-vue-consumer-"));
  packsDir = join(work, "packs");
  const packed = packLocal(packsDir, { quiet: true });
  tarballs = new Map(packed.map((entry) => [entry.name, entry.path]));
  const executablePath = findChromium();
  if (!executablePath) throw new Error("no Chromium found (see tooling/chromium.mjs)");
  browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
}, 600_000);

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  await browser?.close();
  if (work) await rm(work, { recursive: true, force: true, maxRetries: 3 });
});

describe("@hostbridge/vue from its tarball", { timeout: 600_000 }, () => {
  it("installs with its vue peer and exactly the sdk's closure, and builds a Vue app with Vite", async () => {
    const dir = join(work, "vue-consumer");
    await writeProject(
      dir,
      {
        "@hostbridge/vue": "*",
        vue: vueAppPkg.dependencies.vue!,
        vite: vueAppPkg.devDependencies.vite!,
        "@vitejs/plugin-vue": vueAppPkg.devDependencies["@vitejs/plugin-vue"]!,
      },
      tarballs,
      { type: "module", scripts: { build: "vite build" } },
    );
    await ok("npm", ["install", "--prefer-offline", "--no-audit", "--no-fund"], dir);
    const names = await installedNames(dir);
    expect(names.filter((name) => name.startsWith("@hostbridge/"))).toEqual([
      "@hostbridge/admin-api",
      "@hostbridge/dsr-api",
      "@hostbridge/peer-connectivity",
      "@hostbridge/protocol-types",
      "@hostbridge/sdk",
      "@hostbridge/transport",
      "@hostbridge/ui-api",
      "@hostbridge/vue",
    ]);
    expect(names).toContain("vue");
    expect(names).not.toContain("zod");
    expect(names).not.toContain("@vue/test-utils"); // an optional peer, for /testing only

    await mkdir(join(dir, "src"));
    await writeFile(
      join(dir, "index.html"),
      '<!doctype html><div id="app"></div><script type="module" src="/src/main.js"></script>\n',
    );
    await writeFile(
      join(dir, "vite.config.js"),
      'import vue from "@vitejs/plugin-vue";\nexport default { base: "./", plugins: [vue()] };\n',
    );
    await writeFile(
      join(dir, "src", "App.vue"),
      `<script setup>
import { useHostEnv, useHostMessage } from "@hostbridge/vue";
const { env, loading } = useHostEnv();
const start = useHostMessage("ui_app_set_data");
</script>
<template><p data-view="env">{{ loading ? "Loading" : env?.mode }}</p><p data-view="pushed">{{ start?.canvas.id }}</p></template>
`,
    );
    await writeFile(
      join(dir, "src", "main.js"),
      `import { createApp } from "vue";
import { createHostBridge } from "@hostbridge/vue";
import App from "./App.vue";
createApp(App).use(createHostBridge({ location: "ui" })).mount("#app");
`,
    );
    await ok("npm", ["run", "build"], dir);
    const assets = await readdir(join(dir, "dist", "assets"));
    const bundle = await readFile(
      join(
        dir,
        "dist",
        "assets",
        assets.find((f) => f.endsWith(".js"))!,
      ),
      "utf8",
    );
    expect(bundle).toContain("ui_app_set_data");
    expect(bundle).not.toMatch(/\bZodError\b/);
  });
});

describe("the vue template", { timeout: 600_000 }, () => {
  it("scaffolds, installs, passes its tests, builds, and shows the host's push in the dev host", async () => {
    const appDir = join(work, "vue-app");
    const cli = join(REPO, "packages", "cli", "dist", "bin.js");
    await ok("node", [cli, "init", appDir, "--template", "vue", "--link", packsDir, "--yes"], work);
    const pkg = JSON.parse(await readFile(join(appDir, "package.json"), "utf8")) as {
      dependencies: Record<string, string>;
    };
    expect(pkg.dependencies["@hostbridge/vue"]).toBe(`file:${tarballs.get("@hostbridge/vue")}`);
    expect(await readdir(join(appDir, "src"))).toContain("App.vue");

    await ok("npm", ["install", "--prefer-offline", "--no-audit", "--no-fund"], appDir);
    const tested = await ok("npm", ["test"], appDir);
    expect(tested.stdout).toMatch(/Tests\s+5 passed/);
    await ok("npm", ["run", "build"], appDir);

    const hostbridge = join(appDir, "node_modules", ".bin", "hostbridge");
    const dev = start(
      hostbridge,
      ["dev", "--port", "0", "--app-port", "0", "--no-platform", "--json"],
      appDir,
    );
    cleanups.push(() => dev.stop());
    const { result: devHost } = await dev.json<{ result: { url: string } }>();
    const page = await browser.newPage();
    page.setDefaultTimeout(15_000);
    await page.goto(devHost.url);
    const frame = page.frameLocator("iframe");
    await expect
      .poll(() => frame.locator('[data-view="env"]').textContent(), { timeout: 15_000 })
      .toMatch(/ in WEB$/);
    // The app said it is ready (embeddableReady): the simulated host pushes the start data.
    await expect
      .poll(() => frame.locator('[data-view="pushed"]').textContent(), { timeout: 15_000 })
      .toMatch(/^Canvas: /);
    await page.close();
  });
});
