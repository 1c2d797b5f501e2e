import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  createLocalPlatform,
  DEFAULT_MAX_UPLOAD_BYTES,
  isLocalPlatformError,
  LOCAL_PLATFORM_ERROR_CODES,
  LocalPlatformError,
} from "@hostbridge/local-platform";
import type { LocalPlatformOptions } from "@hostbridge/local-platform";
import { formatBytes, parseByteSize } from "../src/byteSize";
import { resolveOptions } from "../src/options";

describe("options", () => {
  it("fill in defaults: 127.0.0.1, a random port, 512 MiB uploads, keys.json in the state dir", () => {
    const resolved = resolveOptions({ dir: "/tmp/hb-state" });
    expect(resolved).toMatchObject({
      dir: "/tmp/hb-state",
      host: "127.0.0.1",
      port: 0,
      maxUploadBytes: DEFAULT_MAX_UPLOAD_BYTES,
      keysFile: "/tmp/hb-state/keys.json",
      instances: undefined,
      apps: [],
    });
    expect(DEFAULT_MAX_UPLOAD_BYTES).toBe(512 * 1024 * 1024);
  });

  it("take command-line text as it comes: port, sizes and comma-separated lists", () => {
    const resolved = resolveOptions({
      dir: "state",
      port: "8080",
      maxUploadBytes: "10MB",
      maxExtractedBytes: "1GiB",
      maxArchiveEntries: "500",
      instances: "staging, prod,,staging",
      apps: "one,two",
      keysFile: "/etc/hb/keys.json",
    });
    expect(resolved.port).toBe(8080);
    expect(resolved.maxUploadBytes).toBe(10_000_000);
    expect(resolved.maxExtractedBytes).toBe(1024 ** 3);
    expect(resolved.maxArchiveEntries).toBe(500);
    expect([...resolved.instances!]).toEqual(["staging", "prod"]);
    expect(resolved.apps).toEqual(["one", "two"]);
    expect(resolved.keysFile).toBe("/etc/hb/keys.json");
  });

  it.each<[string, Partial<LocalPlatformOptions>, string]>([
    ["a missing dir", { dir: "" }, "dir is required"],
    ["a port out of range", { port: 70000 }, "port must be a whole number from 0 to 65535"],
    ["a port that is not a number", { port: "http" }, "port must be"],
    [
      "a size without a number",
      { maxUploadBytes: "lots" },
      "maxUploadBytes must be a positive whole number of bytes",
    ],
    ["a zero size", { maxUploadBytes: 0 }, "maxUploadBytes must be"],
    ["an unsafe app name", { apps: ["Bad Name"] }, 'apps: "Bad Name" is not a valid app name'],
    [
      "an entry count of zero",
      { maxArchiveEntries: 0 },
      "maxArchiveEntries must be a positive whole number",
    ],
    [
      "a clock that is not a function",
      { now: 5 as unknown as () => number },
      "now must be a function",
    ],
  ])("reject %s with INVALID_OPTIONS naming the field", (_label, patch, message) => {
    const attempt = () => resolveOptions({ dir: "state", ...patch });
    expect(attempt).toThrow(LocalPlatformError);
    expect(attempt).toThrow(message);
    try {
      attempt();
    } catch (error) {
      expect(isLocalPlatformError(error) && error.code).toBe(
        LOCAL_PLATFORM_ERROR_CODES.INVALID_OPTIONS,
      );
    }
  });

  it("rejects an invalid key expiry before touching the disk", async () => {
    const error = await createLocalPlatform({
      dir: "/tmp/hb-never-created",
      apiKeys: [{ key: "k", expiresAt: "soon" }],
    }).catch((caught: unknown) => caught);
    expect(isLocalPlatformError(error) && error.code).toBe(
      LOCAL_PLATFORM_ERROR_CODES.INVALID_OPTIONS,
    );
    expect((error as Error).message).toContain("expiresAt is not a valid date");
    expect(existsSync("/tmp/hb-never-created")).toBe(false);
  });
});

describe("byte sizes", () => {
  it.each<[string | number, number]>([
    [1048576, 1048576],
    ["1048576", 1048576],
    ["512MiB", 512 * 1024 ** 2],
    ["512m", 512 * 1024 ** 2],
    ["10MB", 10_000_000],
    ["1.5 KiB", 1536],
    ["2g", 2 * 1024 ** 3],
  ])("reads %s as %d bytes", (text, bytes) => {
    expect(parseByteSize(text, "size")).toBe(bytes);
  });

  it("formats byte counts for people", () => {
    expect([12, 1536, 512 * 1024 ** 2, 3 * 1024 ** 3].map(formatBytes)).toEqual([
      "12 B",
      "1.5 KiB",
      "512 MiB",
      "3 GiB",
    ]);
  });
});

describe("LocalPlatformError", () => {
  it("keeps code, name and cause", () => {
    const cause = new Error("EACCES");
    const error = new LocalPlatformError(
      LOCAL_PLATFORM_ERROR_CODES.STATE_DIR_UNAVAILABLE,
      "cannot write",
      { cause },
    );
    expect(error).toMatchObject({
      name: "LocalPlatformError",
      code: "STATE_DIR_UNAVAILABLE",
      cause,
    });
    expect(isLocalPlatformError(error)).toBe(true);
    expect(isLocalPlatformError(new Error("other"))).toBe(false);
    // (another copy of the package is known by the shared brand, not by a name and a code: see errors.test.ts)
    const lookalike = Object.assign(new Error("copy"), {
      name: "LocalPlatformError",
      code: "LISTEN_FAILED",
    });
    expect(isLocalPlatformError(lookalike)).toBe(false);
  });
});
