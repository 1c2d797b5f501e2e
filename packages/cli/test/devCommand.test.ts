import { spawn } from "node:child_process";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { makeApp } from "./helpers/apps";
import { bundleBin, cli } from "./helpers/cli";
import { fakeDevHost } from "./helpers/devServer";
import { onCleanup, tempDir } from "./helpers/platform";

interface DevResult {
  url: string;
  appUrl: string;
  appOrigin: string;
  appSource: string;
  fixturesFile: string;
  platformUrl: string | null;
}

describe("hostbridge dev", { timeout: 30_000 }, () => {
  it("prints one JSON line with the URLs once it listens, and exits 0 when stopped", async () => {
    const appDir = await makeApp();
    const devHost = await fakeDevHost();
    const stop = new AbortController();
    let line: DevResult | undefined;
    let served = "";
    const run = cli(
      ["dev", appDir, "--port", "0", "--no-platform", "--dev-host-dir", devHost, "--json"],
      {
        signal: stop.signal,
        onStdout: (text) => {
          if (line || !text.endsWith("\n")) return;
          expect(text.split("\n")).toHaveLength(2);
          line = (JSON.parse(text) as { result: DevResult }).result;
          void fetch(line.appUrl)
            .then((response) => response.text())
            .then((body) => (served = body))
            .finally(() => stop.abort());
        },
      },
    );
    const done = await run;
    expect(done.code).toBe(0);
    expect(done.json<DevResult>()).toMatchObject({ ok: true, command: "dev" });
    expect(line).toMatchObject({
      appSource: "static",
      fixturesFile: join(appDir, "hostbridge.fixtures.json"),
      platformUrl: null,
    });
    expect(new URL(line!.url).origin).not.toBe(line!.appOrigin);
    expect(served).toContain("<title>v1</title>");
  });

  it("prints the dev host URL for people and notes on stderr", async () => {
    const appDir = await makeApp();
    const stop = new AbortController();
    const run = await cli(
      [
        "dev",
        "--port",
        "0",
        "--platform-url",
        "http://127.0.0.1:9/",
        "--dev-host-dir",
        await fakeDevHost(),
      ],
      {
        cwd: appDir,
        signal: stop.signal,
        onStdout: (text) => {
          if (text.includes("platform:")) stop.abort();
        },
      },
    );
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^hostbridge dev: open http:\/\/127\.0\.0\.1:\d+\/$/m);
    expect(run.stdout).toContain("none yet: the simulator's defaults");
    expect(run.stdout).toContain("platform: http://127.0.0.1:9");
    expect(run.stderr).toContain("press Ctrl-C to stop");
    expect(run.stderr).toContain("stopping (abort)");
  });

  it("refuses bad ports and an unbuilt app with usage errors", async () => {
    const appDir = await makeApp(
      { "vite.config.ts": "export default {}" },
      { name: "not-built", entry: "dist/index.html" },
    );
    const badPort = await cli(["dev", appDir, "--port", "http", "--json"]);
    expect(badPort.code).toBe(2);
    expect(badPort.json().error).toMatchObject({
      code: "USAGE",
      message: expect.stringContaining("--port must be a port number"),
    });
    const samePort = await cli(["dev", appDir, "--port", "4555", "--app-port", "4555"]);
    expect(samePort.code).toBe(2);
    expect(samePort.stderr).toContain("--app-port must differ from --port");
    const unbuilt = await cli([
      "dev",
      appDir,
      "--port",
      "0",
      "--dev-host-dir",
      await fakeDevHost(),
      "--json",
    ]);
    expect(unbuilt.code).toBe(2);
    expect(unbuilt.json().error?.message).toContain("npm run build");
  });

  it("refuses a --replay file that is not a scenario before it listens, saying what is wrong", async () => {
    const appDir = await makeApp();
    await writeFile(join(appDir, "old.scenario.json"), JSON.stringify({ version: 99, steps: [] }));
    const run = await cli(
      [
        ...["dev", appDir, "--port", "0", "--no-platform", "--replay", "old.scenario.json"],
        ...["--dev-host-dir", await fakeDevHost(), "--json"],
      ],
      { cwd: appDir },
    );
    expect(run.code).toBe(2);
    expect(run.stdout).not.toContain('"ok":true');
    expect(run.json().error).toMatchObject({
      code: "USAGE",
      message: expect.stringMatching(
        /^--replay: .*old\.scenario\.json has "version": 99; this release of HostBridge reads versions 1 to \d+: upgrade/,
      ),
    });
  });

  it("closes both servers and exits 0 on SIGINT and on SIGTERM in a real process", async () => {
    const bin = await bundleBin(await tempDir("hb-bin-"));
    const appDir = await makeApp();
    const devHost = await fakeDevHost();
    for (const signal of ["SIGINT", "SIGTERM"] as const) {
      const child = spawn(
        process.execPath,
        [bin, "dev", appDir, "--port", "0", "--no-platform", "--dev-host-dir", devHost, "--json"],
        {
          stdio: ["ignore", "pipe", "pipe"],
        },
      );
      onCleanup(async () => {
        if (child.exitCode === null) child.kill("SIGKILL");
      });
      let stdout = "";
      let stderr = "";
      child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
      const ready = new Promise<DevResult>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no ready line within 15 s; stderr: ${stderr}`)),
          15_000,
        );
        child.stdout.on("data", (chunk: Buffer) => {
          stdout += chunk.toString();
          if (stdout.includes("\n")) {
            clearTimeout(timer);
            resolve((JSON.parse(stdout.split("\n")[0]!) as { result: DevResult }).result);
          }
        });
      });
      const exited = new Promise<number | null>((resolve) =>
        child.once("exit", (code) => resolve(code)),
      );
      const urls = await ready;
      expect((await fetch(urls.url)).status).toBe(200);
      child.kill(signal);
      const code = await Promise.race([
        exited,
        new Promise<string>((resolve) =>
          setTimeout(() => resolve("still running after 10 s"), 10_000),
        ),
      ]);
      expect(code, `${signal}: ${stderr}`).toBe(0);
      await expect(fetch(urls.url)).rejects.toThrow();
      await expect(fetch(urls.appUrl)).rejects.toThrow();
      expect(stdout.trim().split("\n")).toHaveLength(1);
    }
  });
});
