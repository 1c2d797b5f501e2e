import { createServer } from "node:http";
import type { IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { makeApp } from "./helpers/apps";
import { cli, newKey } from "./helpers/cli";
import { onCleanup, startPlatform } from "./helpers/platform";
import { startProxy } from "./helpers/proxy";

const KEY = newKey("faults");

describe("faults between the CLI and the platform", () => {
  it("installs after the platform answered 503 twice", async () => {
    const platform = await startPlatform({ keys: [{ key: KEY }] });
    const app = await makeApp();
    expect(
      (
        await cli(["publish"], {
          cwd: app,
          env: { HOSTBRIDGE_API_KEY: KEY, HOSTBRIDGE_BASE_URL: platform.url },
        })
      ).code,
    ).toBe(0);
    let failures = 0;
    const proxy = await startProxy(platform.url, (req, res) => {
      if (!req.url?.includes("/install/") || failures >= 2) return "forward";
      failures += 1;
      req.resume();
      res.writeHead(503, { "Content-Type": "application/json", "Retry-After": "0" });
      res.end(JSON.stringify({ error: { code: "unavailable", message: "restarting" } }));
      return "handled";
    });
    const run = await cli(["install", "--instance", "test-1", "--json"], {
      cwd: app,
      env: { HOSTBRIDGE_API_KEY: KEY, HOSTBRIDGE_BASE_URL: proxy.url },
    });
    expect(run.code).toBe(0);
    expect(
      run.json<{ results: { attempts: number; version: number }[] }>().result?.results[0],
    ).toMatchObject({ attempts: 3, version: 1 });
    expect(proxy.seen.filter((request) => request.url.includes("/install/"))).toHaveLength(3);
    expect(platform.getInstalledVersion("test-1", "cli-demo")).toBe(1);
  });

  it("exits 5 'outcome unknown' when the answer to a publish is lost, after exactly one request", async () => {
    const platform = await startPlatform({ keys: [{ key: KEY }] });
    const app = await makeApp();
    const proxy = await startProxy(platform.url, (req) =>
      req.url?.includes("/publish/") ? "forward-then-drop" : "forward",
    );
    const run = await cli(["publish"], {
      cwd: app,
      env: { HOSTBRIDGE_API_KEY: KEY, HOSTBRIDGE_BASE_URL: proxy.url },
    });
    expect(run.code).toBe(5);
    expect(run.stderr).toContain("[OUTCOME_UNKNOWN]");
    expect(run.stderr).toMatch(/may or may not have created a new version/);
    expect(run.stderr).toMatch(/before publishing again/);
    expect(proxy.seen.filter((request) => request.url.includes("/publish/"))).toHaveLength(1);
    // The platform did create the version: retrying blindly would have made a second one.
    expect(platform.listApps()[0]?.versions).toHaveLength(1);
  });

  it("refuses a redirect and never sends the key to the redirect target", async () => {
    const seenByTarget: IncomingHttpHeaders[] = [];
    const target = createServer((req, res) => {
      seenByTarget.push(req.headers);
      req.resume();
      res.writeHead(201, { "Content-Type": "application/json" });
      res.end("{}");
    });
    await new Promise<void>((resolve) => target.listen(0, "127.0.0.1", resolve));
    onCleanup(() => new Promise<void>((resolve) => target.close(() => resolve())));
    const targetUrl = `http://127.0.0.1:${(target.address() as AddressInfo).port}`;

    const redirector = createServer((req, res) => {
      req.resume();
      res.writeHead(308, { Location: `${targetUrl}${req.url ?? "/"}`, Connection: "close" });
      res.end();
    });
    await new Promise<void>((resolve) => redirector.listen(0, "127.0.0.1", resolve));
    onCleanup(() => {
      redirector.closeAllConnections();
      return new Promise<void>((resolve) => redirector.close(() => resolve()));
    });
    const redirectorUrl = `http://127.0.0.1:${(redirector.address() as AddressInfo).port}`;

    const app = await makeApp();
    for (const command of [["publish"], ["install", "--instance", "a"]]) {
      const run = await cli([...command, "--json"], {
        cwd: app,
        env: { HOSTBRIDGE_API_KEY: KEY, HOSTBRIDGE_BASE_URL: redirectorUrl },
      });
      expect(run.code).toBe(2);
      expect(run.json().error?.code).toBe("REDIRECT_REFUSED");
      expect(run.json().error?.message).toContain(targetUrl);
    }
    expect(seenByTarget).toEqual([]);
  });

  it("exits 5 when nothing listens at the base URL", async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
    const port = (probe.address() as AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const app = await makeApp();
    const run = await cli(["install", "--instance", "a", "--timeout", "2"], {
      cwd: app,
      env: { HOSTBRIDGE_API_KEY: KEY, HOSTBRIDGE_BASE_URL: `http://127.0.0.1:${port}` },
    });
    // Checked before any request: nothing listens there, and a local platform is what to start.
    expect(run.code).toBe(5);
    expect(run.stderr).toContain(`cannot reach http://127.0.0.1:${port}`);
    expect(run.stderr).toContain("connection refused");
    expect(run.stderr).toContain(`hostbridge platform --port ${port}`);
  }, 60_000);
});
