// What a consumer really receives: every publishable package built and packed as a release packs it
// (`pnpm pack`), installed with npm into fresh projects in a temp folder outside the workspace. Fails
// when a package's dependency closure grows, a `workspace:` range or a test file leaks into a tarball,
// or a new app cannot install, build, test, deploy and load.
import { mkdir, readFile, readdir, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import type { Server } from "node:http";
import { join, relative } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { installTemplate, installedNames, ok, run, start, writeProject } from "./helpers";
import { consumerWorkspace } from "./workspace";
import { tarballProblems } from "./tarballs";

/** The app-side packages, each with the whole dependency tree an app installing it alone gets. */
const APP_PACKAGES = {
  "@hostbridge/ui-api": [
    "@hostbridge/protocol-types",
    "@hostbridge/transport",
    "@hostbridge/ui-api",
  ],
  "@hostbridge/admin-api": [
    "@hostbridge/admin-api",
    "@hostbridge/protocol-types",
    "@hostbridge/transport",
  ],
  "@hostbridge/dsr-api": [
    "@hostbridge/dsr-api",
    "@hostbridge/protocol-types",
    "@hostbridge/transport",
  ],
  "@hostbridge/peer-connectivity": [
    "@hostbridge/peer-connectivity",
    "@hostbridge/protocol-types",
    "@hostbridge/transport",
  ],
  "@hostbridge/sdk": [
    "@hostbridge/admin-api",
    "@hostbridge/dsr-api",
    "@hostbridge/peer-connectivity",
    "@hostbridge/protocol-types",
    "@hostbridge/sdk",
    "@hostbridge/transport",
    "@hostbridge/ui-api",
  ],
} as const;
type AppPackage = keyof typeof APP_PACKAGES;
const APP_PACKAGE_NAMES = Object.keys(APP_PACKAGES) as AppPackage[];

/** Third-party tools the tools project installs from the registry (the versions the repository uses). */
const rootPkg = JSON.parse(
  await readFile(new URL("../../package.json", import.meta.url), "utf8"),
) as {
  devDependencies: Record<string, string>;
};
const cliPkg = JSON.parse(
  await readFile(new URL("../../packages/cli/package.json", import.meta.url), "utf8"),
) as { devDependencies: Record<string, string> };
const TOOLS = {
  typescript: rootPkg.devDependencies.typescript!,
  vite: cliPkg.devDependencies.vite!,
};

const ws = consumerWorkspace("hb-consumer-", { browser: true });

describe("the packed tarballs", () => {
  it("hold no workspace: range, no test file, and no source map reaching outside the package", () => {
    const problems: string[] = [];
    for (const [name, path] of ws.tarballs) problems.push(...tarballProblems(name, path));
    expect(problems).toEqual([]);
  });

  it("would catch a package packed with npm pack, which keeps its workspace: ranges", async () => {
    const npmPacked = join(ws.work, "npm-pack");
    await mkdir(npmPacked);
    const uiApi = join(import.meta.dirname, "..", "..", "packages", "ui-api");
    const packed = await ok("npm", ["pack", "--json", "--pack-destination", npmPacked], uiApi);
    const { filename } = (JSON.parse(packed.stdout) as { filename: string }[])[0]!;
    expect(tarballProblems("@hostbridge/ui-api", join(npmPacked, filename))).toEqual([
      '@hostbridge/ui-api: dependencies.@hostbridge/protocol-types is "workspace:^"',
      '@hostbridge/ui-api: dependencies.@hostbridge/transport is "workspace:^"',
    ]);
  });
});

describe("an app installing one environment package", { timeout: 300_000 }, () => {
  it.each(APP_PACKAGE_NAMES)(
    "%s: installs exactly its own closure (no zod) and imports in Node as ESM and CJS without touching window",
    async (name) => {
      const dir = join(ws.work, `only-${name.replace("@hostbridge/", "")}`);
      await writeProject(dir, { [name]: "*" }, ws.tarballs);
      await ok("npm", ["install", "--no-audit", "--no-fund", "--offline"], dir);
      expect(await installedNames(dir)).toEqual([...APP_PACKAGES[name]].sort());

      // `window` throws when read: importing must not look at it (SSR, tests, workers).
      const guard =
        'Object.defineProperty(globalThis, "window", { get() { throw new Error("window was read on import"); } });';
      const esm = await ok(
        "node",
        [
          "--input-type=module",
          "-e",
          `${guard} const m = await import(${JSON.stringify(name)}); console.log(Object.keys(m).length);`,
        ],
        dir,
      );
      const cjs = await ok(
        "node",
        [
          "-e",
          `${guard} const m = require(${JSON.stringify(name)}); console.log(Object.keys(m).length);`,
        ],
        dir,
      );
      expect(Number(esm.stdout)).toBeGreaterThan(0);
      expect(Number(cjs.stdout)).toBe(Number(esm.stdout));
    },
  );
});

describe("an app built with Vite and typed with TypeScript", { timeout: 300_000 }, () => {
  let dir: string;
  beforeAll(async () => {
    dir = join(ws.work, "tools");
    await writeProject(
      dir,
      { ...Object.fromEntries(APP_PACKAGE_NAMES.map((name) => [name, "*"])), ...TOOLS },
      ws.tarballs,
      { type: "module" },
    );
    await ok("npm", ["install", "--no-audit", "--no-fund", "--prefer-offline"], dir);
  }, 300_000);

  const usage: Record<AppPackage, string> = {
    "@hostbridge/ui-api":
      'import { useUi } from "@hostbridge/ui-api";\nexport const pick = () => useUi().selectContent({ content_type: "file" });',
    "@hostbridge/admin-api":
      'import { useAdmin } from "@hostbridge/admin-api";\nexport const files = () => useAdmin().getFiles({});',
    "@hostbridge/dsr-api":
      'import { useDsr } from "@hostbridge/dsr-api";\nexport const env = () => useDsr().getEnv();',
    "@hostbridge/peer-connectivity":
      'import { PEER_CONNECTIVITY_EVENT, createPeerConnectivityEvent } from "@hostbridge/peer-connectivity";\nexport const event = () => [PEER_CONNECTIVITY_EVENT, createPeerConnectivityEvent];',
    "@hostbridge/sdk":
      'import { getAvailableApis, useUi } from "@hostbridge/sdk";\nexport const start = () => [getAvailableApis(), useUi];',
  };

  it("builds each package's consumer with Vite, with no zod in the bundle", async () => {
    await mkdir(join(dir, "src"), { recursive: true });
    const input: Record<string, string> = {};
    for (const name of APP_PACKAGE_NAMES) {
      const file = join(dir, "src", `${name.replace("@hostbridge/", "")}.ts`);
      await writeFile(file, `${usage[name]}\n`);
      input[name.replace("@hostbridge/", "")] = file;
    }
    await writeFile(
      join(dir, "vite.config.js"),
      `export default { logLevel: "error", build: { outDir: "dist", minify: false, lib: { entry: ${JSON.stringify(input)}, formats: ["es"] } } };\n`,
    );
    await ok(join(dir, "node_modules", ".bin", "vite"), ["build"], dir);
    const built = await readdir(join(dir, "dist"));
    expect(built.filter((file) => file.endsWith(".js")).length).toBeGreaterThanOrEqual(
      APP_PACKAGE_NAMES.length,
    );
    for (const file of built.filter((name) => name.endsWith(".js")))
      expect(await readFile(join(dir, "dist", file), "utf8"), file).not.toMatch(
        /\bZodError\b|from "zod"/,
      );
  });

  /** One runtime export of each package, to type-check against. */
  const exported: Record<AppPackage, string> = {
    "@hostbridge/ui-api": "useUi",
    "@hostbridge/admin-api": "useAdmin",
    "@hostbridge/dsr-api": "useDsr",
    "@hostbridge/peer-connectivity": "createPeerConnectivityEvent",
    "@hostbridge/sdk": "getAvailableApis",
  };

  it.each(["bundler", "node16"] as const)(
    "resolves every package's types under moduleResolution %s",
    async (resolution) => {
      const typesDir = join(dir, `types-${resolution}`);
      await mkdir(typesDir, { recursive: true });
      // node16 checks both module kinds: .mts (import) and .cts (require).
      const extensions = resolution === "node16" ? [".mts", ".cts"] : [".ts"];
      for (const name of APP_PACKAGE_NAMES) {
        // Unread types would make the import `any`, and the @ts-expect-error below unused: an error.
        const text = `import { ${exported[name]} } from ${JSON.stringify(name)};\n// @ts-expect-error a function is not a number\nexport const wrong: number = ${exported[name]};\n`;
        for (const extension of extensions)
          await writeFile(join(typesDir, `${name.replace("@hostbridge/", "")}${extension}`), text);
      }
      await writeFile(
        join(typesDir, "tsconfig.json"),
        JSON.stringify({
          compilerOptions: {
            module: resolution === "node16" ? "node16" : "esnext",
            moduleResolution: resolution,
            target: "es2022",
            strict: true,
            noEmit: true,
            lib: ["es2022", "dom"],
            types: [],
          },
          include: ["*.ts", "*.mts", "*.cts"],
        }),
      );
      const tsc = await run(
        join(dir, "node_modules", ".bin", "tsc"),
        ["-p", "tsconfig.json"],
        typesDir,
      );
      expect(tsc.stdout + tsc.stderr).toBe("");
      expect(tsc.code).toBe(0);
    },
  );

  it("serves the installed sdk's script-tag build, which defines window.hostbridge in Chromium", async () => {
    const script = await readFile(
      join(dir, "node_modules", "@hostbridge", "sdk", "dist", "hostbridge.global.js"),
    );
    const server: Server = createServer((request, response) => {
      if (request.url === "/hostbridge.global.js") {
        response.writeHead(200, { "content-type": "text/javascript" }).end(script);
        return;
      }
      response
        .writeHead(200, { "content-type": "text/html" })
        .end('<!doctype html><script src="/hostbridge.global.js"></script><p>plain page</p>');
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    ws.cleanups.push(() => new Promise((resolve) => server.close(resolve)));
    const { port } = server.address() as { port: number };
    const page = await ws.browser.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(`http://127.0.0.1:${port}/?jsApiLocation=admin`);
    const seen = await page.evaluate(() => {
      const hb = (window as unknown as { hostbridge: Record<string, unknown> }).hostbridge;
      const apis = (hb.getAvailableApis as () => { location: string })();
      return { useUi: typeof hb.useUi, useAdmin: typeof hb.useAdmin, location: apis.location };
    });
    expect(seen).toEqual({ useUi: "function", useAdmin: "function", location: "admin" });
    expect(errors).toEqual([]);
    await page.close();
  });
});

interface Envelope<T> {
  ok: boolean;
  result: T;
}

describe(
  "a new app, from the CLI's tarball to a deployed app in the dev host",
  { timeout: 600_000 },
  () => {
    it("installs the CLI, inits a linked app, then the app installs, tests, builds, validates, packs, deploys and loads", async () => {
      const cliDir = join(ws.work, "cli");
      await writeProject(
        cliDir,
        { "@hostbridge/cli": "*", "@hostbridge/create": "*" },
        ws.tarballs,
      );
      await ok("npm", ["install", "--prefer-offline"], cliDir);
      const { version } = JSON.parse(
        await readFile(join(cliDir, "node_modules", "@hostbridge", "cli", "package.json"), "utf8"),
      ) as { version: string };
      expect((await ok("npx", ["hostbridge", "--version"], cliDir)).stdout.trim()).toBe(version);
      // `hostbridge dev` runs @hostbridge/dev-server: it comes with the CLI (from its tarball, as an override).
      expect(await installedNames(cliDir)).toContain("@hostbridge/dev-server");

      // `npm create @hostbridge` runs the create package's bin, which passes everything to init.
      await ok(
        "npx",
        ["create-hostbridge", "../full-app", "--template", "full", "--link", ws.packsDir, "--yes"],
        cliDir,
      );
      const full = JSON.parse(
        await readFile(join(ws.work, "full-app", "package.json"), "utf8"),
      ) as {
        dependencies: Record<string, string>;
      };
      // (relative to the app, as npm writes a tarball it installs)
      expect(full.dependencies["@hostbridge/sdk"]).toBe(
        `file:${relative(join(ws.work, "full-app"), ws.tarballs.get("@hostbridge/sdk")!)}`,
      );
      expect(await readdir(join(ws.work, "full-app", "src"))).toContain("uiView.ts");

      // The checkout's way to try init (README): --link to the tarballs, no registry for @hostbridge/*.
      await ok("npx", ["hostbridge", "init", "../my-app", "--link", ws.packsDir, "--yes"], cliDir);
      const appDir = join(ws.work, "my-app");
      const npx = async <T>(args: string[]) =>
        JSON.parse(
          (await ok("npx", ["hostbridge", ...args, "--json"], appDir)).stdout,
        ) as Envelope<T>;
      await installTemplate(appDir, ["--prefer-offline"]);
      const tested = await ok("npm", ["test"], appDir);
      expect(tested.stdout).toMatch(/Tests\s+5 passed/);
      await ok("npm", ["run", "build"], appDir);
      expect((await npx<{ files: number }>(["validate"])).ok).toBe(true);
      const packed = await npx<{ app: string; path: string }>(["pack"]);
      expect(packed.result.app).toBe("my-app");
      expect(packed.result.path.startsWith(join(appDir, ".hostbridge"))).toBe(true);

      const hostbridge = join(appDir, "node_modules", ".bin", "hostbridge");
      // Its state goes to the test's folder, not the per-user directory of the machine running the tests.
      const platform = start(
        hostbridge,
        ["platform", "--port", "0", "--dir", join(ws.work, "platform-state"), "--json"],
        appDir,
      );
      ws.cleanups.push(() => platform.stop());
      const { result: local } =
        await platform.json<Envelope<{ url: string; apiKeyFile: string }>>();
      const deployed = await npx([
        "deploy",
        "--base-url",
        local.url,
        "--api-key-file",
        local.apiKeyFile,
      ]);
      expect(deployed.ok).toBe(true);

      const dev = start(
        hostbridge,
        ["dev", "--port", "0", "--app-port", "0", "--platform-url", local.url, "--json"],
        appDir,
      );
      ws.cleanups.push(() => dev.stop());
      const { result: devHost } = await dev.json<Envelope<{ url: string }>>();
      const page = await ws.browser.newPage();
      page.setDefaultTimeout(15_000);
      await page.goto(devHost.url);
      await page.locator('button[data-tab="platform"]').click();
      await expect
        .poll(() => page.locator('[data-platform="content"]').textContent(), { timeout: 15_000 })
        .toContain("instance local-test runs version 1");
      await page.locator('button[data-platform-open="local-test"]').click();
      await expect
        .poll(
          () =>
            page
              .frames()
              .find((frame) => frame !== page.mainFrame())
              ?.url() ?? "",
          { timeout: 15_000 },
        )
        .toContain(`${local.url}/local/instances/local-test/apps/my-app/dist/index.html`);
      // The installed build asks the simulated host for the environment and shows it.
      await expect
        .poll(() => page.frameLocator("iframe").locator('[data-view="env"]').textContent(), {
          timeout: 15_000,
        })
        .toMatch(/ in WEB$/);
      await page.close();
    });
  },
);
