// `deploy` / `publish` to the local platform (the `local` profile, or port 4000 on loopback) first
// make sure the server there is a HostBridge local platform and the one the key file belongs to,
// and only then send the key. Real loopback servers: a stranger answering 401 to everything, and
// real local platforms.
import { createServer } from "node:http";
import type { IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { makeApp } from "./helpers/apps";
import { cli, newKey } from "./helpers/cli";
import { onCleanup, startPlatform, tempDir } from "./helpers/platform";

/** An app whose `local` profile points at `baseUrl`. */
async function appFor(baseUrl: string): Promise<string> {
  return makeApp({
    "hostbridge.config.json": JSON.stringify({
      defaultProfile: "local",
      profiles: { local: { baseUrl, instanceIds: ["local-test"] } },
    }),
  });
}

/** A key file in a directory of its own (as `hostbridge platform` keeps it), with that key. */
async function keyFile(key: string): Promise<string> {
  const dir = await tempDir("hb-key-");
  await mkdir(dir, { recursive: true });
  const path = join(dir, "api-key");
  await writeFile(path, `${key}\n`, { mode: 0o600 });
  return path;
}

describe("the local platform, checked before the key is sent", { timeout: 30_000 }, () => {
  it("sends nothing to a server that is not a HostBridge local platform, and says what answered", async () => {
    const key = newKey("stranger");
    const seen: IncomingHttpHeaders[] = [];
    const stranger = createServer((req, res) => {
      seen.push(req.headers);
      req.resume();
      res.writeHead(401, { "Content-Type": "application/json", Server: "someone-else/1.0" });
      res.end('{"error":"unauthorized"}');
    });
    await new Promise<void>((resolve) => stranger.listen(0, "127.0.0.1", resolve));
    onCleanup(() => new Promise<void>((resolve) => stranger.close(() => resolve())));
    const url = `http://127.0.0.1:${(stranger.address() as AddressInfo).port}`;
    const app = await appFor(url);
    for (const command of [["deploy"], ["publish"]]) {
      const run = await cli([...command, "--api-key-file", await keyFile(key)], { cwd: app });
      expect(run.code, run.stderr).toBe(2);
      expect(run.stderr).toContain(
        `the server at ${url} is not a HostBridge local platform: GET /local/health answered 401 (Server: someone-else/1.0)`,
      );
      expect(run.stderr).toContain("Nothing was sent (the API key neither)");
    }
    expect(seen.length).toBeGreaterThan(0);
    expect(JSON.stringify(seen)).not.toContain(key);
  });

  it("sends nothing to another local platform than the one the key file belongs to, and says whose it is", async () => {
    const key = newKey("mine");
    const theirs = await startPlatform({ keys: [{ key: newKey("theirs") }] });
    const mine = await startPlatform({ keys: [{ key }] });
    const file = await keyFile(key);
    // (what `hostbridge platform` leaves beside its key file while it runs)
    await writeFile(
      join(file, "..", "listening.json"),
      JSON.stringify({ url: mine.url, pid: process.pid }),
    );
    const run = await cli(["deploy", "--api-key-file", file], { cwd: await appFor(theirs.url) });
    expect(run.code, run.stderr).toBe(2);
    expect(run.stderr).toContain(
      `the local platform at ${theirs.url} is not the one the key file ${file} belongs to: that one listens on ${mine.url}`,
    );
    expect(run.stderr).toContain(`Pass --base-url ${mine.url}`);
    expect(theirs.listApps()).toEqual([]);
  });

  it("deploys to the local platform the key file belongs to", async () => {
    const key = newKey("own");
    const platform = await startPlatform({ keys: [{ key }], instances: ["local-test"] });
    const file = await keyFile(key);
    await writeFile(
      join(file, "..", "listening.json"),
      JSON.stringify({ url: platform.url, pid: process.pid }),
    );
    const run = await cli(["deploy", "--api-key-file", file], { cwd: await appFor(platform.url) });
    expect(run.code, run.stderr).toBe(0);
    expect(platform.listApps().map((app) => app.name)).toEqual(["cli-demo"]);
  });

  it("`hostbridge platform` leaves that record beside its key file while it runs, and removes it", async () => {
    const dir = await tempDir("hb-platform-dir-");
    const stop = new AbortController();
    let record = "";
    const run = await cli(["platform", "--port", "0", "--dir", dir], {
      signal: stop.signal,
      onStdout: (text) => {
        if (!text.includes("JSON:")) return;
        void readFile(join(dir, "listening.json"), "utf8")
          .then((text) => (record = text))
          .finally(() => stop.abort());
      },
    });
    expect(run.code).toBe(0);
    const url = /local platform listening on (http:\/\/\S+)/.exec(run.stdout)![1];
    expect(JSON.parse(record)).toEqual({ url, pid: process.pid });
    expect(existsSync(join(dir, "listening.json"))).toBe(false);
  });
});
