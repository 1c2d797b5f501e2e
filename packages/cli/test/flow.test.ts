import { randomBytes } from "node:crypto";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { makeApp } from "./helpers/apps";
import { cli, newKey } from "./helpers/cli";
import { startPlatform } from "./helpers/platform";

const KEY = newKey("flow");
const EXPIRED = newKey("expired");

async function served(url: string): Promise<string> {
  const response = await fetch(url);
  return response.ok ? response.text() : `HTTP ${response.status}`;
}

describe("publish and install against a local platform", () => {
  it("publishes, then installs, and the instance serves the new version", async () => {
    const platform = await startPlatform({ keys: [{ key: KEY }] });
    const app = await makeApp();
    const env = { HOSTBRIDGE_API_KEY: KEY, HOSTBRIDGE_BASE_URL: platform.url };

    const published = await cli(["publish", "--json"], { cwd: app, env });
    expect(published.code).toBe(0);
    expect(
      published.json<{ release: { version: number; appName: string } }>().result?.release,
    ).toMatchObject({
      appName: "cli-demo",
      version: 1,
    });
    expect(platform.getInstalledVersion("test-1", "cli-demo")).toBeUndefined();

    const installed = await cli(["install", "--instance", "test-1", "--json"], { cwd: app, env });
    expect(installed.code).toBe(0);
    expect(installed.json().result).toEqual({
      app: "cli-demo",
      results: [
        {
          instanceId: "test-1",
          ok: true,
          outcome: "installed",
          version: 1,
          previousVersion: null,
          attempts: 1,
          platform_response: {
            status: 200,
            content_type: "application/json; charset=utf-8",
            body: expect.objectContaining({ version: 1 }),
          },
        },
      ],
    });
    expect(platform.getInstalledVersion("test-1", "cli-demo")).toBe(1);
    expect(await served(platform.appUrl("test-1", "cli-demo"))).toContain("<title>v1</title>");
  });

  it("leaves the instance on its old version when a new version is only published", async () => {
    const platform = await startPlatform({ keys: [{ key: KEY }] });
    const app = await makeApp();
    const env = {
      HOSTBRIDGE_API_KEY: KEY,
      HOSTBRIDGE_BASE_URL: platform.url,
      HOSTBRIDGE_INSTANCE_IDS: "test-1",
    };
    expect((await cli(["deploy"], { cwd: app, env })).code).toBe(0);

    await writeFile(join(app, "index.html"), "<!doctype html><title>v2</title>");
    const second = await cli(["publish"], { cwd: app, env });
    expect(second.code).toBe(0);
    expect(second.stdout).toContain("published cli-demo version 2");
    expect(second.stderr).toContain("nothing changes for users until it is installed");

    expect(platform.getInstalledVersion("test-1", "cli-demo")).toBe(1);
    expect(await served(platform.appUrl("test-1", "cli-demo"))).toContain("<title>v1</title>");
    expect(platform.listApps()[0]?.versions.map((version) => version.version)).toEqual([1, 2]);

    const pinned = await cli(["install", "--version", "2"], { cwd: app, env });
    expect(pinned.code).toBe(0);
    expect(pinned.stdout).toContain("test-1: version 2 (was 1)");
    expect(await served(platform.appUrl("test-1", "cli-demo"))).toContain("<title>v2</title>");
  });

  it("exits 7 with per-instance results when one of several instances fails", async () => {
    const platform = await startPlatform({ keys: [{ key: KEY }], instances: ["test-1", "test-2"] });
    const app = await makeApp();
    const env = { HOSTBRIDGE_API_KEY: KEY, HOSTBRIDGE_BASE_URL: platform.url };
    const run = await cli(
      ["deploy", "--instance", "test-1", "--instance", "ghost", "test-2", "--json"],
      { cwd: app, env },
    );
    expect(run.code).toBe(7);
    const envelope = run.json<{
      results: { instanceId: string; ok: boolean; error?: { code: string } }[];
      release: { version: number };
    }>();
    expect(envelope.ok).toBe(false);
    expect(envelope.error?.code).toBe("PARTIAL_FAILURE");
    expect(envelope.result?.release.version).toBe(1);
    expect(
      envelope.result?.results.map((item) => [item.instanceId, item.ok, item.error?.code]),
    ).toEqual([
      ["test-1", true, undefined],
      ["ghost", false, "NOT_FOUND"],
      ["test-2", true, undefined],
    ]);
    expect(platform.getInstalledVersion("test-2", "cli-demo")).toBe(1);
  });

  it("exits 6 when the only instance is unknown", async () => {
    const platform = await startPlatform({ keys: [{ key: KEY }], instances: ["test-1"] });
    const app = await makeApp();
    const env = { HOSTBRIDGE_API_KEY: KEY, HOSTBRIDGE_BASE_URL: platform.url };
    expect((await cli(["publish"], { cwd: app, env })).code).toBe(0);
    const run = await cli(["install", "--instance", "ghost"], { cwd: app, env });
    expect(run.code).toBe(6);
    expect(run.stdout).toContain("✗ ghost");
  });

  it("exits 4 for an unknown key and for an expired key, naming the local platform's key file", async () => {
    const platform = await startPlatform({
      keys: [{ key: KEY }, { key: EXPIRED, expiresAt: "2000-01-01T00:00:00Z" }],
    });
    const app = await makeApp();
    const unknown = newKey("unknown");
    const wrong = await cli(["publish", "--json"], {
      cwd: app,
      env: { HOSTBRIDGE_API_KEY: unknown, HOSTBRIDGE_BASE_URL: platform.url },
    });
    expect(wrong.code).toBe(4);
    expect(wrong.json().error?.code).toBe("AUTH");
    expect(wrong.json().error?.message).toContain("invalid_api_key");

    const expired = await cli(["publish"], {
      cwd: app,
      env: {
        HOSTBRIDGE_API_KEY: EXPIRED,
        HOSTBRIDGE_BASE_URL: platform.url,
        XDG_STATE_HOME: "/var/state-of-test",
      },
    });
    expect(expired.code).toBe(4);
    expect(expired.stderr).toContain("expired_api_key");
    // A local platform's key is in its key file: no admin console or CI secret store to rotate in.
    expect(expired.stderr).toContain(`the local platform at ${platform.url} refused the API key`);
    // ... the one `hostbridge platform` would create there by default (its per-user state directory).
    expect(expired.stderr).toContain("/var/state-of-test/hostbridge/platform/api-key");
    expect(expired.stderr).not.toMatch(/admin console|secret store/);
    expect(platform.listApps()).toEqual([]);
  });

  it("exits 6 when the archive is above the platform's upload limit", async () => {
    const platform = await startPlatform({ keys: [{ key: KEY }], maxUploadBytes: 64 * 1024 });
    const app = await makeApp({ "data.bin": randomBytes(256 * 1024) });
    const run = await cli(["publish", "--json"], {
      cwd: app,
      env: { HOSTBRIDGE_API_KEY: KEY, HOSTBRIDGE_BASE_URL: platform.url },
    });
    expect(run.code).toBe(6);
    expect(run.json().error?.code).toBe("TOO_LARGE");
    expect(platform.listApps()).toEqual([]);
  });

  it("exits 3 on a manifest error and sends nothing", async () => {
    const platform = await startPlatform({ keys: [{ key: KEY }] });
    const app = await makeApp({}, { name: "" });
    const env = {
      HOSTBRIDGE_API_KEY: KEY,
      HOSTBRIDGE_BASE_URL: platform.url,
      HOSTBRIDGE_INSTANCE_IDS: "test-1",
    };
    for (const command of ["validate", "pack", "publish", "deploy"]) {
      const run = await cli([command, "--json"], { cwd: app, env });
      expect(run.code, command).toBe(3);
      expect(run.json().error?.code).toBe("VALIDATION");
      expect(run.json().error?.message).toContain("app.json: name: must not be empty");
    }
    const health = await fetch(`${platform.url}/local/apps`);
    expect(await health.json()).toEqual({ apps: [] });
  });

  it("only warns about a name the spec allows, and fails on it with validate --strict", async () => {
    const app = await makeApp({}, { name: "Bad Name!", version: "v2" });
    const relaxed = await cli(["validate"], { cwd: app });
    expect(relaxed.code).toBe(0);
    expect(relaxed.stderr).toContain(
      "warning app.json: name: has characters outside a-z 0-9 . _ -",
    );
    expect(relaxed.stderr).toContain("warning app.json: version:");
    const json = await cli(["validate", "--json"], { cwd: app });
    expect(
      json.json<{ warnings: { path: string }[] }>().result?.warnings.map((w) => w.path),
    ).toEqual(["name", "version"]);
    const strict = await cli(["validate", "--strict", "--json"], { cwd: app });
    expect(strict.code).toBe(3);
    expect(strict.json().error?.message).toMatch(/^--strict: 2 warnings \(name: has characters/);
  });

  it("exits 3 when the app contains the API key, naming the file but not the key", async () => {
    const platform = await startPlatform({ keys: [{ key: KEY }] });
    const app = await makeApp({ "js/config.js": `window.KEY = "${KEY}";` });
    const run = await cli(["publish"], {
      cwd: app,
      env: { HOSTBRIDGE_API_KEY: KEY, HOSTBRIDGE_BASE_URL: platform.url },
    });
    expect(run.code).toBe(3);
    expect(run.stderr).toContain("refusing to pack js/config.js");
    expect(platform.listApps()).toEqual([]);
  });

  it("prints the exact requests for --dry-run with the key hidden, and sends nothing", async () => {
    const platform = await startPlatform({ keys: [{ key: KEY }] });
    const app = await makeApp();
    const env = {
      HOSTBRIDGE_API_KEY: KEY,
      HOSTBRIDGE_BASE_URL: platform.url,
      HOSTBRIDGE_INSTANCE_IDS: "a,b",
    };
    const run = await cli(["deploy", "--dry-run"], { cwd: app, env });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("dry run: nothing was sent");
    expect(run.stdout).toContain(`POST ${platform.url}/api/v1/apps/publish/`);
    expect(run.stdout).toContain("X-API-Key: ***");
    expect(run.stdout).toMatch(
      /part file: file cli-demo-[0-9a-f]{8}\.zip \(application\/zip, \d+ bytes, sha256 [0-9a-f]{64}\)/,
    );
    expect(run.stdout.match(/POST .*\/api\/v1\/apps\/cli-demo\/install\//g)).toHaveLength(2);
    // Pinning a version is a local-platform extension: deploy installs the latest, as the spec's call does.
    expect(run.stdout).not.toContain("part version");

    const json = await cli(["install", "--dry-run", "--json", "--instance", "x"], {
      cwd: app,
      env,
    });
    const requests = json.json<{
      requests: { headers: Record<string, string>; parts: unknown[] }[];
    }>().result!.requests;
    expect(requests).toHaveLength(1);
    expect(requests[0]!.headers["X-API-Key"]).toBe("***");
    expect(requests[0]!.parts).toEqual([{ name: "instance_ids", value: "x", size: 1 }]);
    expect(platform.listApps()).toEqual([]);
  });
});
