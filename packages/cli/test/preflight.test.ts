// What a new user trips over on the command line (issue 15): configuration checked before any work,
// hints for a local platform, missing files named, help with examples, a busy port, and Ctrl-C.
import { spawn } from "node:child_process";
import { mkdir, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import type { IncomingMessage } from "node:http";
import { createServer as createTcpServer } from "node:net";
import type { AddressInfo, Server } from "node:net";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { makeApp } from "./helpers/apps";
import { bundleBin, cli, newKey } from "./helpers/cli";
import { onCleanup, startPlatform, tempDir } from "./helpers/platform";

const KEY = newKey("preflight");

/** A port nothing listens on (bound, then released). */
async function freePort(): Promise<number> {
  const probe = createTcpServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

async function listening(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  onCleanup(
    () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        (server as { closeAllConnections?: () => void }).closeAllConnections?.();
      }),
  );
  return (server.address() as AddressInfo).port;
}

describe("checks before any work", () => {
  it("fails a publish to a base URL where nothing listens before packing, suggesting `hostbridge platform`", async () => {
    const port = await freePort();
    const app = await makeApp();
    const run = await cli(["publish", "--base-url", `http://127.0.0.1:${port}`], {
      cwd: app,
      env: { HOSTBRIDGE_API_KEY: KEY },
    });
    expect(run.code).toBe(5);
    expect(run.stderr).toContain(
      `cannot reach http://127.0.0.1:${port} (the base URL from --base-url): connection refused`,
    );
    expect(run.stderr).toContain("nothing was packed or sent");
    expect(run.stderr).toContain(`\`hostbridge platform --port ${port}\``);
    expect(run.stderr).not.toMatch(/packed cli-demo|uploading/);
  });

  it("checks the key source before the base URL, and the base URL before packing in deploy", async () => {
    const port = await freePort();
    const app = await makeApp();
    const noKey = await cli(
      ["deploy", "--base-url", `http://127.0.0.1:${port}`, "--instance", "a"],
      {
        cwd: app,
      },
    );
    expect(noKey.code).toBe(2);
    expect(noKey.stderr).toContain("no API key");
    const unreachable = await cli(
      ["deploy", "--base-url", `http://127.0.0.1:${port}`, "--instance", "a"],
      { cwd: app, env: { HOSTBRIDGE_API_KEY: KEY } },
    );
    expect(unreachable.code).toBe(5);
    expect(unreachable.stderr).toContain("nothing was packed or sent");
    expect(unreachable.stderr).not.toMatch(/validated app\.json|packed \d+ files/);
  });

  it("says the app directory given with -C does not exist", async () => {
    const root = await tempDir();
    const run = await cli(["deploy", "-C", "no-such-app", "--instance", "a"], {
      cwd: root,
      env: { HOSTBRIDGE_API_KEY: KEY, HOSTBRIDGE_BASE_URL: "http://127.0.0.1:9" },
    });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(
      `the app directory ${join(root, "no-such-app")} (-C no-such-app) does not exist`,
    );
    expect(run.stderr).not.toContain("no instance");
  });

  it("names a missing --api-key-file and says how to make one", async () => {
    const app = await makeApp();
    const run = await cli(
      ["publish", "--api-key-file", "keys/missing", "--base-url", "http://127.0.0.1:9"],
      {
        cwd: app,
      },
    );
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`the API key file ${join(app, "keys", "missing")} does not exist`);
    expect(run.stderr).toContain("Create it with the key on one line");
    expect(run.stderr).toContain("hostbridge platform");
    expect(run.stderr).not.toContain("ENOENT");
  });

  it("gives the line and column of a syntax error in app.json", async () => {
    const app = await makeApp({ "app.json": '{\n  "name": "demo",\n  "version": 1.0.0\n}' });
    for (const command of ["validate", "pack", "publish"]) {
      const run = await cli(
        [command, "--base-url", "http://127.0.0.1:9"].slice(0, command === "publish" ? 3 : 1),
        {
          cwd: app,
          env: { HOSTBRIDGE_API_KEY: KEY },
        },
      );
      expect(run.code, command).toBe(3);
      expect(run.stderr, command).toContain("app.json is not valid JSON (line 3, column 17)");
      expect(run.stderr, command).not.toContain("position");
    }
  });
});

describe("a local platform's refused key", () => {
  it("points at the key file of `hostbridge platform`, found in the app directory", async () => {
    const platform = await startPlatform({ keys: [{ key: KEY }] });
    const app = await makeApp();
    await mkdir(join(app, ".hostbridge", "platform"), { recursive: true });
    const stale = newKey("stale");
    await writeFile(join(app, ".hostbridge", "platform", "api-key"), `${stale}\n`);
    const run = await cli(["publish", "--base-url", platform.url], {
      cwd: app,
      env: { HOSTBRIDGE_API_KEY: newKey("wrong") },
    });
    expect(run.code).toBe(4);
    expect(run.stderr).toContain(
      `the local platform at ${platform.url} refused the API key (HTTP 401`,
    );
    expect(run.stderr).toContain(
      "Found one here: pass --api-key-file .hostbridge/platform/api-key",
    );
    expect(run.stderr).not.toMatch(/admin console|secret store/);
  });

  it("says the same when install is refused", async () => {
    const platform = await startPlatform({ keys: [{ key: KEY }], instances: ["acme", "beta"] });
    const app = await makeApp();
    const run = await cli(
      ["install", "--base-url", platform.url, "--instance", "acme", "--instance", "beta"],
      { cwd: app, env: { HOSTBRIDGE_API_KEY: newKey("wrong") } },
    );
    expect(run.code).toBe(4);
    expect(run.stderr).toContain(
      `the local platform at ${platform.url} refused the API key (HTTP 401`,
    );
    expect(run.stderr).toContain("hostbridge platform");
    expect(run.stderr).not.toMatch(/admin console|secret store/);
  });
});

describe("help", () => {
  it("shows examples for the program and for every command", async () => {
    const top = await cli(["--help"]);
    expect(top.code).toBe(0);
    expect(top.stdout).toContain("Examples:\n  $ npm create @hostbridge my-app");
    for (const command of [
      "init",
      "validate",
      "pack",
      "publish",
      "install",
      "deploy",
      "platform",
      "dev",
    ]) {
      const run = await cli([command, "--help"]);
      expect(run.code, command).toBe(0);
      // Before an app exists, init names the scoped package; inside an app, `npx hostbridge` runs its copy.
      const runner = command === "init" ? "npx @hostbridge/cli" : "npx hostbridge";
      expect(run.stdout, command).toMatch(
        new RegExp(`Examples:\\n  \\$ ${runner.replace("/", "\\/")} ${command}`),
      );
    }
  });

  it("fails `help <unknown command>` with exit 2, as `hostbridge <unknown command>` does", async () => {
    const help = await cli(["help", "nosuch"]);
    const direct = await cli(["nosuch"]);
    expect(help.code).toBe(2);
    expect(help.stderr).toContain("unknown command 'nosuch'");
    expect(help.stderr).toBe(direct.stderr);
    expect((await cli(["help", "publish"])).stdout).toContain("Usage: hostbridge publish");
  });

  it("says why pack and validate take an API key", async () => {
    for (const command of ["pack", "validate"]) {
      const run = await cli([command, "--help"]);
      // Commander wraps option descriptions to the terminal's width.
      expect(run.stdout.replace(/\s+/g, " "), command).toContain(
        "read only to search the app's files for it",
      );
    }
  });
});

describe("the local platform on a busy port", () => {
  it("names --port", async () => {
    const port = await listening(createTcpServer());
    const dir = await tempDir();
    const run = await cli(["platform", "--port", String(port), "--dir", join(dir, "state")], {
      cwd: dir,
    });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`port ${port} on 127.0.0.1 is already in use`);
    expect(run.stderr).toContain("--port <n>");
  });
});

describe("Ctrl-C during publish", () => {
  it("says nothing reached the platform when interrupted before the upload", async () => {
    const platform = await startPlatform({ keys: [{ key: KEY }] });
    const app = await makeApp();
    const controller = new AbortController();
    controller.abort("SIGINT");
    const run = await cli(["publish", "--base-url", platform.url], {
      cwd: app,
      env: { HOSTBRIDGE_API_KEY: KEY },
      signal: controller.signal,
    });
    expect(run.code).toBe(130);
    expect(run.stderr).toContain(
      `interrupted (Ctrl-C) before anything reached ${platform.url}: nothing was published`,
    );
    expect(platform.listApps()).toEqual([]);
  });

  it("says the outcome is unknown when interrupted after the archive was sent", async () => {
    const controller = new AbortController();
    // A platform that reads the whole upload and never answers; Ctrl-C comes once the body is in.
    const port = await listening(
      createServer((req: IncomingMessage) => {
        req.resume();
        req.on("end", () => controller.abort("SIGINT"));
      }),
    );
    const app = await makeApp();
    const run = await cli(["publish", "--base-url", `http://127.0.0.1:${port}`], {
      cwd: app,
      env: { HOSTBRIDGE_API_KEY: KEY },
      signal: controller.signal,
    });
    expect(run.code).toBe(130);
    expect(run.stderr).toContain(
      `interrupted (Ctrl-C) after the archive was sent to http://127.0.0.1:${port}: the outcome is unknown`,
    );
    expect(run.stderr).toContain("before publishing again");
  });

  it("in the real program: Ctrl-C after the upload exits 130 and says the outcome is unknown", async () => {
    const bin = await bundleBin(await tempDir("hb-bin-"));
    let uploaded: () => void = () => undefined;
    const bodyIn = new Promise<void>((resolve) => (uploaded = resolve));
    const port = await listening(
      createServer((req: IncomingMessage) => {
        req.resume();
        req.on("end", () => uploaded());
      }),
    );
    const app = await makeApp();
    const child = spawn(
      process.execPath,
      [bin, "publish", "--base-url", `http://127.0.0.1:${port}`],
      {
        cwd: app,
        env: { PATH: process.env.PATH ?? "", HOSTBRIDGE_API_KEY: KEY },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    onCleanup(async () => {
      if (child.exitCode === null) child.kill("SIGKILL");
    });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<number | null>((resolve) =>
      child.once("exit", (code) => resolve(code)),
    );
    await bodyIn;
    child.kill("SIGINT");
    expect(await exited, stderr).toBe(130);
    expect(stderr).toContain("the outcome is unknown");
    expect(stderr).not.toContain(KEY);
  }, 60_000);
});
