import { chmod, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { isSecretKey } from "@hostbridge/protocol-types";
import { describe, expect, it } from "vitest";
import { makeApp } from "./helpers/apps";
import { cli, newKey } from "./helpers/cli";
import { startPlatform, tempDir } from "./helpers/platform";

const KEY = newKey("keys");

describe("API key handling", () => {
  it("rejects --api-key with exit 2, explains why, and never echoes the value", async () => {
    const app = await makeApp();
    for (const args of [
      ["publish", "--api-key", KEY],
      ["deploy", `--api-key=${KEY}`, "--json"],
    ]) {
      const run = await cli(args, { cwd: app });
      expect(run.code).toBe(2);
      const text = run.stdout + run.stderr;
      expect(text).toContain("--api-key is not accepted");
      expect(text).toContain("shell history");
      expect(text).toContain("HOSTBRIDGE_API_KEY");
    }
  });

  it("reads the key from a file and from standard input", async () => {
    const platform = await startPlatform({ keys: [{ key: KEY }] });
    const app = await makeApp();
    const dir = await tempDir();
    const file = join(dir, "key.txt");
    await writeFile(file, `${KEY}\n`);
    await chmod(file, 0o600);
    const fromFile = await cli(["publish", "--api-key-file", file, "--base-url", platform.url], {
      cwd: app,
    });
    expect(fromFile.code).toBe(0);
    const fromStdin = await cli(["publish", "--api-key-stdin", "--base-url", platform.url], {
      cwd: app,
      stdin: `${KEY}\r\n`,
    });
    expect(fromStdin.code).toBe(0);
    expect(platform.listApps()[0]?.versions).toHaveLength(2);
  });

  it("prefers --api-key-file over HOSTBRIDGE_API_KEY", async () => {
    const platform = await startPlatform({ keys: [{ key: KEY }] });
    const app = await makeApp();
    const dir = await tempDir();
    await writeFile(join(dir, "key"), KEY);
    const run = await cli(
      ["publish", "--api-key-file", join(dir, "key"), "--base-url", platform.url],
      {
        cwd: app,
        env: { HOSTBRIDGE_API_KEY: newKey("stale") },
      },
    );
    expect(run.code).toBe(0);
  });

  it("says how to give a key when there is none", async () => {
    const app = await makeApp();
    const run = await cli(["publish", "--base-url", "http://127.0.0.1:9", "--json"], { cwd: app });
    expect(run.code).toBe(2);
    expect(run.json().error?.message).toMatch(/no API key: set HOSTBRIDGE_API_KEY/);
  });

  it("refuses an empty key file", async () => {
    const app = await makeApp();
    const dir = await tempDir();
    await writeFile(join(dir, "key"), "\n");
    const run = await cli(
      ["publish", "--base-url", "http://127.0.0.1:9", "--api-key-file", join(dir, "key")],
      { cwd: app },
    );
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("is empty");
  });
});

describe("hostbridge.config.json profiles", () => {
  it("takes the base URL and instances from the profile, with flags over env over profile", async () => {
    const platform = await startPlatform({ keys: [{ key: KEY }] });
    const app = await makeApp({
      "hostbridge.config.json": JSON.stringify({
        defaultProfile: "test",
        profiles: {
          test: { baseUrl: platform.url, instanceIds: ["from-profile"] },
          production: { baseUrl: "http://127.0.0.1:9", instanceIds: ["prod-1"] },
        },
      }),
    });
    const byProfile = await cli(["deploy", "--json"], {
      cwd: app,
      env: { HOSTBRIDGE_API_KEY: KEY },
    });
    expect(byProfile.code).toBe(0);
    expect(
      byProfile.json<{ profile: string; results: { instanceId: string }[] }>().result,
    ).toMatchObject({
      profile: "test",
      results: [{ instanceId: "from-profile" }],
    });

    const byEnv = await cli(["install", "--json"], {
      cwd: app,
      env: { HOSTBRIDGE_API_KEY: KEY, HOSTBRIDGE_INSTANCE_IDS: "env-1, env-2" },
    });
    expect(
      byEnv
        .json<{ results: { instanceId: string }[] }>()
        .result?.results.map((item) => item.instanceId),
    ).toEqual(["env-1", "env-2"]);

    const byFlag = await cli(["install", "--instance", "flag-1", "--json"], {
      cwd: app,
      env: { HOSTBRIDGE_API_KEY: KEY, HOSTBRIDGE_INSTANCE_IDS: "env-1" },
    });
    expect(
      byFlag
        .json<{ results: { instanceId: string }[] }>()
        .result?.results.map((item) => item.instanceId),
    ).toEqual(["flag-1"]);

    const urlFlag = await cli(
      ["install", "--profile", "production", "--base-url", platform.url, "--json"],
      {
        cwd: app,
        env: { HOSTBRIDGE_API_KEY: KEY },
      },
    );
    expect(urlFlag.code).toBe(0);
    expect(
      urlFlag.json<{ results: { instanceId: string }[] }>().result?.results[0]?.instanceId,
    ).toBe("prod-1");
    expect(platform.getInstalledVersion("prod-1", "cli-demo")).toBe(1);
  });

  it("refuses a config that holds a secret, and never reads the rest", async () => {
    const app = await makeApp({
      "hostbridge.config.json": JSON.stringify({
        profiles: { test: { baseUrl: "https://x.example", apiKey: KEY } },
      }),
    });
    const run = await cli(["deploy", "--json"], { cwd: app, env: { HOSTBRIDGE_API_KEY: KEY } });
    expect(run.code).toBe(2);
    expect(run.json().error?.message).toContain(
      "hostbridge.config.json: profiles.test.apiKey: secrets do not belong in the config file",
    );
  });

  it.each(["X-Api-Key", "client_secret", "refreshToken", "sessionId", "Authorization"])(
    "refuses a config with a %s field, by the one list of credential keys the logs redact",
    async (field) => {
      expect(isSecretKey(field)).toBe(true);
      const app = await makeApp({
        "hostbridge.config.json": JSON.stringify({
          profiles: { test: { baseUrl: "https://x.example", [field]: "v" } },
        }),
      });
      const run = await cli(["deploy", "--json"], { cwd: app, env: { HOSTBRIDGE_API_KEY: KEY } });
      expect(run.code).toBe(2);
      expect(run.json().error?.message).toContain(`profiles.test.${field}: secrets do not belong`);
    },
  );

  it("names the known profiles when an unknown one is asked for", async () => {
    const app = await makeApp({
      "hostbridge.config.json": JSON.stringify({ profiles: { test: {}, production: {} } }),
    });
    const run = await cli(["deploy", "--profile", "staging"], {
      cwd: app,
      env: { HOSTBRIDGE_API_KEY: KEY },
    });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(
      'profile "staging" is not in hostbridge.config.json; known profiles: test, production',
    );
  });

  it("refuses plain http to a remote platform unless explicitly allowed", async () => {
    const app = await makeApp();
    const run = await cli(["publish", "--base-url", "http://platform.example.com", "--json"], {
      cwd: app,
      env: { HOSTBRIDGE_API_KEY: KEY },
    });
    expect(run.code).toBe(2);
    expect(run.json().error?.message).toContain("clear text");
  });
});
