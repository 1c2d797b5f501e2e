import { spawn } from "node:child_process";
import { readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { makeApp } from "./helpers/apps";
import { bundleBin, cli } from "./helpers/cli";
import { runPlatformCommand, tempDir, waitFor } from "./helpers/platform";

describe("hostbridge platform", () => {
  it("serves publish and install until stopped, with a generated key file that is never printed", async () => {
    const root = await tempDir();
    const platform = await runPlatformCommand(["--port", "0", "--instance", "local-test"], {
      cwd: root,
      env: { XDG_STATE_HOME: join(root, "state") },
    });
    const { url } = platform;
    const stdout = platform.stdout();
    // Outside the app directory: a per-user state directory (here XDG_STATE_HOME), never <cwd>/.hostbridge.
    const keyFile = join(root, "state", "hostbridge", "platform", "api-key");
    expect(stdout).toContain(`API key file: ${keyFile} (created with a new random key)`);
    expect((await stat(keyFile)).mode & 0o777).toBe(0o600);
    const key = (await readFile(keyFile, "utf8")).trim();
    expect(stdout).not.toContain(key);

    expect(await (await fetch(`${url}/local/health`)).json()).toEqual({ ok: true });
    // the pages the package's documentation page shows, each a URL that answers
    expect(stdout).toContain(`Apps settings:  ${url}/local/admin`);
    expect(stdout).toContain(`REST reference: ${url}/local/rest`);
    for (const page of ["admin", "rest"]) {
      expect((await fetch(`${url}/local/${page}`)).status, page).toBe(200);
    }
    const app = await makeApp();
    const deployed = await cli(
      ["deploy", "--base-url", url, "--api-key-file", keyFile, "--instance", "local-test"],
      { cwd: app },
    );
    expect(deployed.code).toBe(0);
    expect(deployed.stdout + deployed.stderr).not.toContain(key);
    const unknown = await cli(
      ["install", "--base-url", url, "--api-key-file", keyFile, "--instance", "nope"],
      { cwd: app },
    );
    expect(unknown.code).toBe(6);

    const result = await platform.stop();
    expect(result.code).toBe(0);
    expect(result.stderr).toContain("POST /api/v1/apps/publish/ 201");
    expect(result.stderr).not.toContain(key);
    await expect(fetch(`${url}/local/health`)).rejects.toThrow();
  });

  it("prints one JSON envelope with the URL under --json", async () => {
    const root = await tempDir();
    const controller = new AbortController();
    let stdout = "";
    const running = cli(["platform", "--port", "0", "--dir", "state", "--json"], {
      cwd: root,
      signal: controller.signal,
      onStdout: (text) => (stdout = text),
    });
    await waitFor(() => (stdout.trim().endsWith("}") ? true : undefined), "the envelope");
    controller.abort();
    const run = await running;
    expect(run.json().result).toMatchObject({
      pages: {
        apps: expect.stringMatching(/\/local\/admin$/),
        rest: expect.stringMatching(/\/local\/rest$/),
      },
      dir: join(root, "state"),
      apiKeyFile: join(root, "state", "api-key"),
    });
  });

  it("runs as the built binary and stops on SIGTERM with exit 0", async () => {
    const work = await tempDir();
    const bundle = await bundleBin(work);
    expect((await readFile(bundle, "utf8")).startsWith("#!/usr/bin/env node")).toBe(true);
    const child = spawn(
      process.execPath,
      [bundle, "platform", "--port", "0", "--dir", join(work, "state")],
      {
        env: { PATH: process.env.PATH ?? "" },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (err += chunk.toString()));
    const exited = new Promise<number | null>((resolve) =>
      child.on("exit", (code) => resolve(code)),
    );
    try {
      const url = await waitFor(
        () => /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out)?.[1],
        "the binary's URL",
        20_000,
      );
      expect((await fetch(`${url}/local/health`)).status).toBe(200);
      child.kill("SIGTERM");
      expect(await exited).toBe(0);
      const key = (await readFile(join(work, "state", "api-key"), "utf8")).trim();
      expect(key.length).toBeGreaterThan(20);
      expect(out + err).not.toContain(key);
      expect(err).toContain("stopping (SIGTERM)");
    } finally {
      if (child.exitCode === null) child.kill("SIGKILL");
    }
  }, 40_000);
});
