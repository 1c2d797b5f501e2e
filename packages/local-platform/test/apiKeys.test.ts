import { readFile, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  createLocalPlatform,
  isLocalPlatformError,
  LOCAL_PLATFORM_ERROR_CODES,
} from "@hostbridge/local-platform";
import type { LocalPlatform, LocalPlatformLogEntry } from "@hostbridge/local-platform";
import { appFiles, buildZip } from "./helpers/zips";
import { API_KEY, install, json, publish, startPlatform, tempDir } from "./helpers/platform";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function start(options: Parameters<typeof startPlatform>[1] = {}): Promise<LocalPlatform> {
  const temp = await tempDir();
  cleanups.push(temp.remove);
  const platform = await startPlatform(temp.dir, options);
  cleanups.push(() => platform.close());
  return platform;
}

describe("authentication", () => {
  it("answers 401 missing_api_key without the header, on publish and install", async () => {
    const platform = await start();
    const zip = await buildZip(appFiles("demo", "v1"));
    const published = await publish(platform, zip, { key: null });
    expect(published.status).toBe(401);
    expect((await json(published)).error.code).toBe("missing_api_key");
    const installed = await install(platform, "demo", ["i"], { key: null });
    expect(installed.status).toBe(401);
    expect((await json(installed)).error.code).toBe("missing_api_key");
    expect(platform.listApps()).toEqual([]);
  });

  it("answers 401 invalid_api_key for a key the platform does not know", async () => {
    const platform = await start();
    const response = await publish(platform, await buildZip(appFiles("demo", "v1")), {
      key: "hb_not_a_known_key",
    });
    expect(response.status).toBe(401);
    expect((await json(response)).error.code).toBe("invalid_api_key");
  });

  it("answers 401 expired_api_key once the injected clock reaches expiresAt", async () => {
    let now = new Date("2025-05-31T23:59:59.000Z");
    const platform = await start({
      apiKeys: [{ key: API_KEY, name: "ci", expiresAt: "2025-06-01T00:00:00Z" }],
      now: () => now,
    });
    const zip = await buildZip(appFiles("demo", "v1"));
    expect((await publish(platform, zip)).status).toBe(201);

    now = new Date("2025-06-01T00:00:00.000Z");
    const expired = await publish(platform, zip);
    expect(expired.status).toBe(401);
    const body = await json(expired);
    expect(body.error.code).toBe("expired_api_key");
    expect(body.error.message).toContain('"ci"');
    expect((await install(platform, "demo", ["i"])).status).toBe(401);
  });

  it("answers 403 forbidden when a key limited to some apps acts on another", async () => {
    const platform = await start({
      apiKeys: [
        { key: API_KEY, name: "limited", apps: ["allowed"] },
        { key: "hb_admin_key_0001", name: "admin" },
      ],
    });
    const other = await publish(platform, await buildZip(appFiles("other", "v1")));
    expect(other.status).toBe(403);
    expect((await json(other)).error.code).toBe("forbidden");
    expect((await publish(platform, await buildZip(appFiles("allowed", "v1")))).status).toBe(201);
    expect(
      (
        await publish(platform, await buildZip(appFiles("other", "v1")), {
          key: "hb_admin_key_0001",
        })
      ).status,
    ).toBe(201);
    expect((await install(platform, "other", ["i"])).status).toBe(403);
    expect(platform.listApps().map((app) => app.name)).toEqual(["allowed", "other"]);
  });
});

describe("keys file", () => {
  it("reads keys, names and expiry dates from <dir>/keys.json", async () => {
    const temp = await tempDir();
    cleanups.push(temp.remove);
    await writeFile(
      join(temp.dir, "keys.json"),
      JSON.stringify({
        keys: [
          { key: "hb_file_key_active", name: "active" },
          { key: "hb_file_key_old", name: "old", expires_at: "2001-01-01T00:00:00Z" },
        ],
      }),
    );
    const platform = await createLocalPlatform({ dir: temp.dir });
    cleanups.push(() => platform.close());
    expect(platform.keysFile).toBe(join(temp.dir, "keys.json"));
    expect(platform.generatedKeysFile).toBe(false);
    const zip = await buildZip(appFiles("demo", "v1"));
    expect((await publish(platform, zip, { key: "hb_file_key_active" })).status).toBe(201);
    expect((await json(await publish(platform, zip, { key: "hb_file_key_old" }))).error.code).toBe(
      "expired_api_key",
    );
  });

  it("generates an owner-only keys file with a working key when no key is configured", async () => {
    const temp = await tempDir();
    cleanups.push(temp.remove);
    const first = await createLocalPlatform({ dir: temp.dir });
    expect(first.generatedKeysFile).toBe(true);
    const file = join(temp.dir, "keys.json");
    if (process.platform !== "win32") expect((await stat(file)).mode & 0o777).toBe(0o600);
    const key: string = JSON.parse(await readFile(file, "utf8")).keys[0].key;
    expect(key).toMatch(/^hb_local_[A-Za-z0-9_-]{32}$/);
    expect((await publish(first, await buildZip(appFiles("demo", "v1")), { key })).status).toBe(
      201,
    );
    await first.close();

    const second = await createLocalPlatform({ dir: temp.dir });
    cleanups.push(() => second.close());
    expect(second.generatedKeysFile).toBe(false);
    expect((await publish(second, await buildZip(appFiles("demo", "v2")), { key })).status).toBe(
      201,
    );
  });

  it("refuses a keys file of the wrong form without quoting its content", async () => {
    const temp = await tempDir();
    cleanups.push(temp.remove);
    await writeFile(
      join(temp.dir, "keys.json"),
      '{ "keys": [ { "key": "hb_secret_in_broken_file", ',
    );
    const error = await createLocalPlatform({ dir: temp.dir }).catch((caught: unknown) => caught);
    expect(isLocalPlatformError(error) && error.code).toBe(
      LOCAL_PLATFORM_ERROR_CODES.INVALID_KEYS_FILE,
    );
    expect(String((error as Error).message)).not.toContain("hb_secret_in_broken_file");
    expect((error as Error).cause).toBeUndefined();
  });

  it("refuses duplicate keys without naming their value", async () => {
    const temp = await tempDir();
    cleanups.push(temp.remove);
    const error = await createLocalPlatform({
      dir: temp.dir,
      apiKeys: [{ key: "hb_dup_value" }, { key: "hb_dup_value", name: "copy" }],
    }).catch((caught: unknown) => caught);
    expect(isLocalPlatformError(error) && error.code).toBe(
      LOCAL_PLATFORM_ERROR_CODES.INVALID_OPTIONS,
    );
    expect((error as Error).message).not.toContain("hb_dup_value");
  });
});

describe("secrecy", () => {
  it("never puts an API key in a response or a log line", async () => {
    const lines: string[] = [];
    const entries: LocalPlatformLogEntry[] = [];
    const wrongKey = "hb_wrong_key_looks_real_77";
    const platform = await start({
      instances: ["known"],
      logger: (line, entry) => {
        lines.push(line);
        entries.push(entry);
      },
    });
    const zip = await buildZip(appFiles("demo", "v1"));
    const responses = [
      await publish(platform, zip),
      await publish(platform, zip, { key: wrongKey }),
      await publish(platform, Buffer.from("not a zip")),
      await install(platform, "demo", ["known", "unknown"]),
      await install(platform, "demo", ["known"], { key: wrongKey }),
      await install(platform, "demo", ["known"], { version: 9 }),
      await install(platform, "ghost", ["known"]),
      await fetch(`${platform.url}/api/v1/apps/publish/INFO`, {
        headers: { "X-API-Key": API_KEY },
      }),
      await fetch(`${platform.url}/nowhere?api_key=${API_KEY}`, {
        headers: { "X-API-Key": API_KEY },
      }),
    ];
    expect(responses.map((response) => response.status)).toEqual([
      201, 401, 400, 207, 401, 409, 404, 405, 404,
    ]);
    for (const response of responses) {
      const everything = `${[...response.headers].join("\n")}\n${await response.text()}`;
      expect(everything).not.toContain(API_KEY);
      expect(everything).not.toContain(wrongKey);
    }
    await platform.close();
    expect(lines).toHaveLength(responses.length);
    const logged = `${lines.join("\n")}\n${JSON.stringify(entries)}`;
    expect(logged).not.toContain(API_KEY);
    expect(logged).not.toContain(wrongKey);
    expect(lines[0]).toMatch(
      /^POST \/api\/v1\/apps\/publish\/ 201 \d+ms key="test" app=demo version=1$/,
    );
    expect(entries[1]).toMatchObject({ status: 401, error: "invalid_api_key" });
    expect(entries[8]!.path).toBe("/nowhere");
  });
});
