// React apps from the outside: @hostbridge/react installed from its tarball beside React 18 (the
// oldest peer it supports; the template and the unit tests use React 19), rendered on the server
// and built with Vite. (The react template itself, from a registry: quickStart.e2e.test.ts.)
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { installedNames, ok, writeProject } from "./helpers";
import { consumerWorkspace } from "./workspace";

const cliPkg = JSON.parse(
  await readFile(new URL("../../packages/cli/package.json", import.meta.url), "utf8"),
) as { devDependencies: Record<string, string> };

const ws = consumerWorkspace("hb-react-");

describe(
  "@hostbridge/react from its tarball, with React 18 as the peer",
  { timeout: 300_000 },
  () => {
    it("installs exactly its closure, renders on the server without window, and builds with Vite", async () => {
      const dir = join(ws.work, "react18");
      await writeProject(
        dir,
        {
          "@hostbridge/react": "*",
          "@hostbridge/ui-api": "*",
          react: "18.3.1",
          "react-dom": "18.3.1",
          vite: cliPkg.devDependencies.vite!,
        },
        ws.tarballs,
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
import { HostBridgeProvider, useHostEnv, useHostMessage, useHostRequest, useEnvironmentApi } from "@hostbridge/react";
import { useUi } from "@hostbridge/ui-api";
export function App() {
  const { loading } = useHostEnv();
  const data = useHostMessage("ui_app_set_data");
  const pick = useHostRequest(useEnvironmentApi(useUi).selectContent);
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
