// Hostile input the local platform refuses: archives that would unpack to far more than was uploaded
// (zip bombs), and requests addressed to a host name that is not this machine's (DNS rebinding).
import { request } from "node:http";
import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { LocalPlatform, LocalPlatformOptions } from "@hostbridge/local-platform";
import { resolveOptions } from "../src/options";
import { appFiles, buildZip } from "./helpers/zips";
import { json, publish, startPlatform, tempDir } from "./helpers/platform";

const MiB = 1024 * 1024;
const cleanups: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function platformWith(options: Partial<LocalPlatformOptions> = {}): Promise<LocalPlatform> {
  const temp = await tempDir();
  const platform = await startPlatform(temp.dir, options);
  cleanups.push(async () => {
    await platform.close();
    await temp.remove();
  });
  return platform;
}

describe("publish refuses archives that unpack far beyond what was uploaded", () => {
  it("refuses a file of zeros that deflates a thousandfold, naming the entry, and unpacks nothing", async () => {
    const platform = await platformWith();
    const bomb = await buildZip(
      appFiles("demo", "x", { "assets/zeros.bin": new Uint8Array(8 * MiB) }),
    );
    expect(bomb.length).toBeLessThan(64 * 1024);
    const response = await publish(platform, bomb);
    expect(response.status).toBe(400);
    const body = await json(response);
    expect(body.error.code).toBe("invalid_archive");
    expect(body.error.message).toMatch(
      /^The archive entry assets\/zeros\.bin unpacks to 8 MiB, \d+ times its packed size, beyond the ratio of 200 this platform accepts; it looks like a zip bomb\. If the files are real, raise maxCompressionRatio/,
    );
    expect(body.error.details[0]).toMatchObject({ path: "archive:assets/zeros.bin" });
    expect(platform.listApps()).toEqual([]);
    expect(await readdir(join(platform.dir, "tmp"))).toEqual([]);
    expect(await readdir(join(platform.dir, "apps"))).toEqual([]);
  });

  it("refuses many small files of zeros by the whole archive's ratio", async () => {
    const platform = await platformWith();
    const zeros = Object.fromEntries(
      Array.from({ length: 40 }, (_, index) => [
        `assets/part-${index}.bin`,
        new Uint8Array(512 * 1024),
      ]),
    );
    const response = await publish(platform, await buildZip(appFiles("demo", "x", zeros)));
    const body = await json(response);
    expect(response.status).toBe(400);
    expect(body.error.message).toMatch(
      /^The archive unpacks to 20 MiB, \d+ times its size of .* zip bomb/,
    );
    expect(platform.listApps()).toEqual([]);
  });

  it("accepts the same archive when maxCompressionRatio is raised, and ordinary text at the default", async () => {
    const raised = await platformWith({ maxCompressionRatio: "5000" });
    const bomb = await buildZip(
      appFiles("demo", "x", { "assets/zeros.bin": new Uint8Array(8 * MiB) }),
    );
    expect((await publish(raised, bomb)).status).toBe(201);

    const platform = await platformWith();
    const text = Array.from(
      { length: 60_000 },
      (_, index) => `row ${index}: value ${(index * 7919) % 10007}\n`,
    ).join("");
    const response = await publish(
      platform,
      await buildZip(appFiles("demo", "x", { "data.csv": text })),
    );
    expect(response.status).toBe(201);
  });

  it("limits the unpacked size to four times the upload limit unless told otherwise", async () => {
    const platform = await platformWith({ maxUploadBytes: "1MiB", maxCompressionRatio: 100_000 });
    const archive = await buildZip(appFiles("demo", "x", { "zeros.bin": new Uint8Array(5 * MiB) }));
    const body = await json(await publish(platform, archive));
    expect(body.error.code).toBe("invalid_archive");
    expect(body.error.message).toContain(
      "more than the 4 MiB this platform accepts; ship smaller files, or raise maxExtractedBytes (hostbridge platform --max-unpacked)",
    );
    const raised = await platformWith({
      maxUploadBytes: "1MiB",
      maxExtractedBytes: "6MiB",
      maxCompressionRatio: 100_000,
    });
    expect((await publish(raised, archive)).status).toBe(201);
  });

  it("resolves the limits: proportional default, explicit values, and a clear error for a bad ratio", () => {
    expect(resolveOptions({ dir: "s", maxUploadBytes: "10MiB" })).toMatchObject({
      maxExtractedBytes: 40 * MiB,
      maxCompressionRatio: 200,
    });
    expect(
      resolveOptions({ dir: "s", maxExtractedBytes: "1GiB", maxCompressionRatio: "50" }),
    ).toMatchObject({
      maxExtractedBytes: 1024 * MiB,
      maxCompressionRatio: 50,
    });
    expect(() => resolveOptions({ dir: "s", maxCompressionRatio: "lots" })).toThrow(
      /maxCompressionRatio must be a number from 1/,
    );
  });
});

/** A GET (or a body-less POST) with a Host header of our choosing; fetch() cannot set Host. */
function withHost(
  platform: LocalPlatform,
  host: string | undefined,
  path: string,
  method = "GET",
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port: platform.port,
        path,
        method,
        setHost: false,
        headers: host === undefined ? {} : { Host: host },
      },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on("error", reject);
    req.end();
  });
}

describe("the Host header check (DNS rebinding)", () => {
  it("answers 403 forbidden_host to a request addressed to another host name, on every endpoint", async () => {
    const platform = await platformWith();
    for (const [path, method] of [
      ["/local/apps", "GET"],
      ["/local/admin", "GET"],
      ["/local/rest", "GET"],
      ["/api/v1/apps/publish/INFO", "POST"],
      ["/api/v1/apps/demo/install/", "POST"],
    ] as const) {
      const answer = await withHost(platform, `attacker.example:${platform.port}`, path, method);
      expect(answer.status, path).toBe(403);
      expect(JSON.parse(answer.body)).toMatchObject({
        error: { code: "forbidden_host", message: expect.stringContaining("--allowed-host") },
      });
    }
    // Without a Host header node:http itself refuses an HTTP/1.1 request (400); it never reaches a route.
    expect([400, 403]).toContain((await withHost(platform, undefined, "/local/apps")).status);
  });

  it("answers loopback names, IP addresses and names allowed by option", async () => {
    const platform = await platformWith();
    for (const host of [
      "localhost",
      "127.0.0.1",
      "[::1]",
      "app.localhost",
      "LOCALHOST",
      "192.168.1.20",
    ]) {
      expect(
        (await withHost(platform, `${host}:${platform.port}`, "/local/health")).status,
        host,
      ).toBe(200);
    }
    const allowed = await platformWith({ allowedHosts: "dev.example.test" });
    expect((await withHost(allowed, "dev.example.test", "/local/health")).status).toBe(200);
    expect((await withHost(allowed, "other.example.test", "/local/health")).status).toBe(403);
    const any = await platformWith({ allowedHosts: true });
    expect((await withHost(any, "attacker.example", "/local/health")).status).toBe(200);
  });
});
