// A Vue developer's view, from the packed tarballs: `@hostbridge/vue` installed with its `vue` peer
// into a fresh project (exactly the expected @hostbridge packages) and built into a real Vue app with
// Vite. (The `vue` template itself, from a registry: quickStart.e2e.test.ts.)
import { mkdir, readFile, readdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { installedNames, ok, writeProject } from "./helpers";
import { consumerWorkspace } from "./workspace";

const REPO = join(import.meta.dirname, "..", "..");
const vueAppPkg = JSON.parse(
  await readFile(join(REPO, "apps", "vue-app", "package.json"), "utf8"),
) as { dependencies: Record<string, string>; devDependencies: Record<string, string> };

const ws = consumerWorkspace("hb-vue-consumer-");

describe("@hostbridge/vue from its tarball", { timeout: 600_000 }, () => {
  it("installs with its vue peer and exactly the sdk's closure, and builds a Vue app with Vite", async () => {
    const dir = join(ws.work, "vue-consumer");
    await writeProject(
      dir,
      {
        "@hostbridge/vue": "*",
        vue: vueAppPkg.dependencies.vue!,
        vite: vueAppPkg.devDependencies.vite!,
        "@vitejs/plugin-vue": vueAppPkg.devDependencies["@vitejs/plugin-vue"]!,
      },
      ws.tarballs,
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
