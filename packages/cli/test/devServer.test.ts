import { request } from "node:http";
import { createServer } from "node:net";
import { mkdir, rm, symlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { deploy } from "@hostbridge/deploy-client";
import { contentTypeFor } from "@hostbridge/local-platform";
import { startDevServer } from "@hostbridge/dev-server";
import type { DevConfig } from "@hostbridge/dev-server";
import { makeApp } from "./helpers/apps";
import { newKey } from "./helpers/cli";
import { devServer, fakeDevHost, get, openEvents } from "./helpers/devServer";
import { startPlatform, tempDir } from "./helpers/platform";

const VALID_FIXTURES = {
  location: "admin",
  mode: "IOS",
  env: { device_locale: "de-DE" },
  operations: {
    ui_print_canvas: { kind: "answer", body: { success: true, job_id: "job-1" } },
  },
};

async function config(url: string): Promise<DevConfig> {
  const response = await fetch(new URL("__hostbridge/config", url));
  expect(response.headers.get("content-type")).toContain("application/json");
  return (await response.json()) as DevConfig;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as { port: number };
  await new Promise<void>((done) => server.close(() => done()));
  return port;
}

function rawGet(url: string, hostHeader: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { host: hostHeader } }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on("error", reject);
    req.end();
  });
}

describe("hostbridge dev server", { timeout: 20_000 }, () => {
  it("serves the dev host page and the app on two different loopback origins", async () => {
    const appDir = await makeApp({ "main.js": "console.log('app')" });
    const { server } = await devServer({ appDir });

    const page = new URL(server.url);
    const app = new URL(server.appUrl);
    expect(page.hostname).toBe("127.0.0.1");
    expect(app.hostname).toBe("127.0.0.1");
    expect(app.origin).not.toBe(page.origin);
    expect(server.appOrigin).toBe(app.origin);

    const hostPage = await get(server.url, "/");
    expect(hostPage.status).toBe(200);
    expect(hostPage.text).toContain("fake dev host");
    expect(hostPage.type).toContain("text/html");
    expect((await get(server.url, "/assets/page.js")).type).toContain("text/javascript");

    const entry = await get(server.appUrl, "");
    expect(entry.status).toBe(200);
    expect(entry.text).toContain("<title>v1</title>");
    expect((await get(server.appOrigin, "/main.js")).text).toContain("console.log('app')");
    // The app origin's root leads to the entry page; the dev host's endpoints are not on it.
    const root = await get(server.appOrigin, "/");
    expect(root.status).toBe(302);
    expect((await get(server.appOrigin, "/__hostbridge/config")).status).toBe(404);
  });

  it("serves the app's files with the local platform's content types", async () => {
    const appDir = await makeApp({
      "site.webmanifest": "{}",
      "notes.md": "# notes",
      "logo.svg": "<svg/>",
    });
    const { server } = await devServer({ appDir });
    for (const file of ["site.webmanifest", "notes.md", "logo.svg"]) {
      const served = await get(server.appOrigin, `/${file}`);
      expect(served.status).toBe(200);
      expect(served.type).toBe(contentTypeFor(file));
    }
    expect((await get(server.appOrigin, "/site.webmanifest")).type).toBe(
      "application/manifest+json; charset=utf-8",
    );
  });

  it("describes the app, its origin and the fixtures at /__hostbridge/config", async () => {
    const appDir = await makeApp(
      { "hostbridge.fixtures.json": JSON.stringify(VALID_FIXTURES) },
      { name: "cfg-app", display_name: "Config App", version: "2.0.0" },
    );
    const { server } = await devServer({ appDir });
    const answer = await config(server.url);
    expect(answer).toMatchObject({
      version: 1,
      appUrl: server.appUrl,
      appOrigin: server.appOrigin,
      appSource: "static",
      app: { name: "cfg-app", displayName: "Config App", version: "2.0.0" },
      fixturesFile: join(appDir, "hostbridge.fixtures.json"),
      fixtures: VALID_FIXTURES,
      fixturesError: null,
      revision: 0,
      platform: null,
    });
  });

  it("serves the entry named in app.json, and never hidden files, node_modules, secrets or paths outside the app", async () => {
    const outside = await tempDir("hb-outside-");
    await writeFile(join(outside, "secret.txt"), "outside secret");
    const appDir = await makeApp(
      {
        "dist/index.html": "<!doctype html><title>built</title>",
        "dist/assets/app.js": "export {}",
        ".env": "TOKEN=abc",
        ".git/config": "[core]",
        "node_modules/lib/index.js": "module.exports = 1",
        "deploy.pem": "-----BEGIN PRIVATE KEY-----",
        id_rsa: "key",
        "hostbridge.config.json": "{}",
      },
      { name: "built-app", entry: "dist/index.html" },
    );
    await symlink(join(outside, "secret.txt"), join(appDir, "dist", "leak.txt"));
    const { server } = await devServer({ appDir });
    expect(server.appUrl).toBe(`${server.appOrigin}/dist/index.html`);
    expect((await get(server.appUrl, "")).text).toContain("<title>built</title>");
    expect((await get(server.appOrigin, "/dist/assets/app.js")).status).toBe(200);
    for (const path of [
      "/.env",
      "/.git/config",
      "/node_modules/lib/index.js",
      "/deploy.pem",
      "/id_rsa",
      "/hostbridge.config.json",
      "/dist/leak.txt",
      "/%2e%2e/secret.txt",
      "/dist/..%2f..%2fetc%2fpasswd",
    ]) {
      const answer = await get(server.appOrigin, path);
      expect(answer.status, path).toBe(404);
      expect(answer.text).not.toMatch(/outside secret|TOKEN=|PRIVATE KEY|\[core\]/);
    }
  });

  it("reloads the fixtures when the file changes and tells the page over server-sent events", async () => {
    const appDir = await makeApp({
      "hostbridge.fixtures.json": JSON.stringify({ location: "ui" }),
    });
    const { server, log } = await devServer({ appDir });
    const events = await openEvents(server.url);
    await events.next("hello");

    await writeFile(
      join(appDir, "hostbridge.fixtures.json"),
      JSON.stringify({ location: "dsr", latencyMs: 250 }),
    );
    expect((await events.next("config")).data).toEqual({ revision: 1 });
    const answer = await config(server.url);
    expect(answer.revision).toBe(1);
    expect(answer.fixtures).toEqual({ location: "dsr", latencyMs: 250 });
    expect(log.map((event) => event.message)).toContain("hostbridge.fixtures.json reloaded");

    // Removing the file goes back to the simulator's defaults.
    await rm(join(appDir, "hostbridge.fixtures.json"));
    expect((await events.next("config")).data).toEqual({ revision: 2 });
    expect((await config(server.url)).fixtures).toBeNull();
  });

  it("reports a bad fixtures file with the path and rule of each problem, keeping the last valid one", async () => {
    const appDir = await makeApp({ "hostbridge.fixtures.json": JSON.stringify(VALID_FIXTURES) });
    const { server, log } = await devServer({ appDir });
    const events = await openEvents(server.url);
    await events.next("hello");

    await writeFile(
      join(appDir, "hostbridge.fixtures.json"),
      JSON.stringify({
        location: "desk",
        env: { mode: "PALM" },
        operations: {
          ui_print_canvas: { kind: "answer", body: { success: "yes" } },
          ui_select_content: { kind: "answer", body: {}, error: { message: "both" } },
          ui_teleport: { kind: "answer", body: {} },
        },
      }),
    );
    await events.next("config");
    const bad = await config(server.url);
    expect(bad.fixtures).toEqual(VALID_FIXTURES);
    expect(bad.fixturesError?.issues).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^location: must be one of "ui", "admin", "dsr", "impact"/),
      ]),
    );

    // Structure first; once it is right, the bodies are checked against the protocol's schemas.
    await writeFile(
      join(appDir, "hostbridge.fixtures.json"),
      JSON.stringify({
        env: { mode: "PALM" },
        data: { files: [{ name: "no id" }] },
        operations: {
          ui_print_canvas: { kind: "answer", body: { success: "yes" } },
          ui_teleport: { kind: "answer", body: {} },
          ui_toast: { kind: "fail", error: { message: "" } },
        },
      }),
    );
    await events.next("config");
    const issues = (await config(server.url)).fixturesError?.issues ?? [];
    expect(issues).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^operations\.ui_toast\.error\.message: must not be empty/),
      ]),
    );

    await writeFile(
      join(appDir, "hostbridge.fixtures.json"),
      JSON.stringify({
        env: { mode: "PALM" },
        data: { files: [{ name: "no id" }] },
        operations: {
          ui_print_canvas: { kind: "answer", body: { success: "yes" } },
          ui_teleport: { kind: "answer", body: {} },
        },
      }),
    );
    await events.next("config");
    const deep = (await config(server.url)).fixturesError?.issues ?? [];
    expect(deep).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^operations\.ui_print_canvas\.body\.success: must be a boolean/),
        expect.stringMatching(/^operations\.ui_teleport: is not an operation of the protocol/),
        expect.stringMatching(/^env\.mode: must be one of "WEB"/),
        expect.stringMatching(/^data\.files\[0\]\.id: /),
      ]),
    );
    expect(
      log.some(
        (event) =>
          event.level === "error" &&
          event.details?.some((detail) =>
            detail.startsWith("operations.ui_print_canvas.body.success"),
          ),
      ),
    ).toBe(true);

    await writeFile(
      join(appDir, "hostbridge.fixtures.json"),
      '{\n  "location": "ui",\n  "mode": WEB\n}',
    );
    await events.next("config");
    const syntax = (await config(server.url)).fixturesError;
    expect(syntax?.message).toMatch(/is not valid JSON \(line 3, column \d+\)/);

    // Fixed again: the error clears and the new content is used.
    await writeFile(join(appDir, "hostbridge.fixtures.json"), JSON.stringify({ mode: "ANDROID" }));
    await events.next("config");
    expect(await config(server.url)).toMatchObject({
      fixtures: { mode: "ANDROID" },
      fixturesError: null,
    });
  });

  it("starts with a bad fixtures file, reporting it instead of failing", async () => {
    const appDir = await makeApp({ "hostbridge.fixtures.json": "[]" });
    const { server, log } = await devServer({ appDir });
    const answer = await config(server.url);
    expect(answer.fixtures).toBeNull();
    expect(answer.fixturesError?.issues).toEqual([
      expect.stringMatching(/^\(file\): must be an object/),
    ]);
    expect(log[0]?.level).toBe("error");
  });

  it("tells the page when the app's files change, so it reloads the app", async () => {
    const appDir = await makeApp(
      { "dist/index.html": "<title>one</title>" },
      { name: "watched", entry: "dist/index.html" },
    );
    const { server } = await devServer({ appDir });
    const events = await openEvents(server.url);
    await events.next("hello");
    await writeFile(join(appDir, "dist", "index.html"), "<title>two</title>");
    await events.next("app");
    expect((await get(server.appUrl, "")).text).toContain("two");
    // A new folder in the build is watched as well.
    await mkdir(join(appDir, "dist", "assets"));
    await events.next("app");
    await writeFile(join(appDir, "dist", "assets", "late.js"), "export {}");
    await events.next("app");
  });

  it("loads the app from its own dev server with an app URL, and refuses the dev host's own origin", async () => {
    const appDir = await makeApp();
    const { server } = await devServer({ appDir, appUrl: "http://127.0.0.1:5173/" });
    expect(server.appSource).toBe("url");
    expect(server.appUrl).toBe("http://127.0.0.1:5173/");
    expect(server.appOrigin).toBe("http://127.0.0.1:5173");
    expect(server.appRoot).toBeUndefined();
    expect(await config(server.url)).toMatchObject({
      appSource: "url",
      appUrl: "http://127.0.0.1:5173/",
    });

    const port = await freePort();
    await expect(
      startDevServer({
        appDir,
        devHostDir: await fakeDevHost(),
        port,
        appUrl: `http://127.0.0.1:${port}/app/`,
      }),
    ).rejects.toThrow(/has the dev host's own origin/);
    // The refused start released its port.
    const again = await startDevServer({
      appDir,
      devHostDir: await fakeDevHost(),
      port,
      appPort: 0,
    });
    await again.close();
    await expect(
      startDevServer({ appDir, devHostDir: await fakeDevHost(), appUrl: "ftp://example.com/" }),
    ).rejects.toThrow(/http\(s\) URL/);
  });

  it("refuses to start without a built entry page, saying how to build it", async () => {
    const appDir = await makeApp(
      { "vite.config.ts": "export default {}" },
      { name: "unbuilt", entry: "dist/index.html" },
    );
    await expect(
      startDevServer({ appDir, devHostDir: await fakeDevHost(), port: 0, appPort: 0 }),
    ).rejects.toThrow(/entry page dist\/index\.html does not exist.*npm run build.*--app-url/);
    await expect(
      startDevServer({ appDir: join(appDir, "missing"), devHostDir: await fakeDevHost() }),
    ).rejects.toThrow(/does not exist/);
    await expect(startDevServer({ appDir, devHostDir: await tempDir() })).rejects.toThrow(
      /dev host page is missing/,
    );
  });

  it("refuses requests addressed to a host name other than its own (DNS rebinding)", async () => {
    const { server } = await devServer({ appDir: await makeApp() });
    const port = new URL(server.url).port;
    expect(await rawGet(server.url, `127.0.0.1:${port}`)).toBe(200);
    expect(await rawGet(server.url, `localhost:${port}`)).toBe(200);
    expect(await rawGet(server.url, `[::1]:${port}`)).toBe(200);
    expect(await rawGet(server.url, `192.168.1.20:${port}`)).toBe(200);
    expect(await rawGet(server.url, `attacker.example:${port}`)).toBe(403);
    expect(await rawGet(server.url, `127.0.0.1.attacker.example:${port}`)).toBe(403);
    expect(await rawGet(server.appUrl, "attacker.example")).toBe(403);
  });

  it("closes cleanly: event streams end and both ports are released", async () => {
    const appDir = await makeApp();
    const server = await startDevServer({
      appDir,
      devHostDir: await fakeDevHost(),
      port: 0,
      appPort: 0,
    });
    const events = await openEvents(server.url);
    await events.next("hello");
    const keepAlive = await fetch(server.url);
    expect(keepAlive.status).toBe(200);
    await server.close();
    await events.ended;
    await expect(fetch(server.url)).rejects.toThrow();
    await expect(fetch(server.appUrl)).rejects.toThrow();
    await server.close();
  });

  it("shows the versions a local platform has published and installed, and resolves an installed app's URL", async () => {
    const key = newKey("dev");
    const platform = await startPlatform({ keys: [{ key }], instances: ["local-test"] });
    const appDir = await makeApp(
      {
        "dist/index.html": "<title>installed build</title>",
        "dist/admin.html": "<title>installed admin</title>",
      },
      { name: "shown-app", entry: "dist/index.html" },
    );
    await deploy({ appDir, baseUrl: platform.url, apiKey: key, instanceIds: ["local-test"] });

    const { server } = await devServer({ appDir, platformUrl: platform.url });
    expect((await config(server.url)).platform).toEqual({ url: platform.url });
    const status = (await (
      await fetch(new URL("__hostbridge/platform", server.url))
    ).json()) as Record<string, unknown>;
    expect(status).toMatchObject({
      url: platform.url,
      available: true,
      apps: [expect.objectContaining({ name: "shown-app", latest_version: 1 })],
      installs: [
        expect.objectContaining({ instance_id: "local-test", app: "shown-app", version: 1 }),
      ],
    });
    const resolved = (await (
      await fetch(
        new URL("__hostbridge/platform/resolve?instance=local-test&app=shown-app", server.url),
      )
    ).json()) as { url: string };
    expect(resolved.url).toBe(platform.appUrl("local-test", "shown-app", "dist/index.html"));
    expect((await get(resolved.url, "")).text).toContain("installed build");
    const missing = await fetch(
      new URL("__hostbridge/platform/resolve?instance=other&app=shown-app", server.url),
    );
    expect(missing.status).toBe(404);
    // The page of the place the dev host shows, in the installed version.
    const resolvePage = (entry: string) =>
      fetch(
        new URL(
          `__hostbridge/platform/resolve?instance=local-test&app=shown-app&entry=${encodeURIComponent(entry)}`,
          server.url,
        ),
      );
    const admin = (await (await resolvePage("dist/admin.html")).json()) as { url: string };
    expect(admin.url).toBe(platform.appUrl("local-test", "shown-app", "dist/admin.html"));
    expect((await get(admin.url, "")).text).toContain("installed admin");
    const noPage = await resolvePage("dist/canvas.html");
    expect(noPage.status).toBe(404);
    expect(((await noPage.json()) as { error: string }).error).toContain(
      "shown-app on instance local-test has no page dist/canvas.html",
    );
    expect((await resolvePage("../outside.html")).status).toBe(400);

    await platform.close();
    const gone = (await (
      await fetch(new URL("__hostbridge/platform", server.url))
    ).json()) as Record<string, unknown>;
    expect(gone).toMatchObject({
      available: false,
      error: expect.stringMatching(/connection refused/),
    });
  });
});
