import { describe, expect, it } from "vitest";
import { defaultPlatformDir } from "../src/platformDir";

describe("the local platform's default state directory", () => {
  it("is a per-user directory, never the directory the command runs in", () => {
    const cwd = "/work/my-app";
    expect(defaultPlatformDir({ env: { HOME: "/home/dana" }, cwd, os: "linux" })).toBe(
      "/home/dana/.local/state/hostbridge/platform",
    );
    expect(
      defaultPlatformDir({
        env: { HOME: "/home/dana", XDG_STATE_HOME: "/state" },
        cwd,
        os: "linux",
      }),
    ).toBe("/state/hostbridge/platform");
    // A relative XDG_STATE_HOME is invalid by the XDG spec and ignored.
    expect(
      defaultPlatformDir({ env: { HOME: "/home/dana", XDG_STATE_HOME: "rel" }, cwd, os: "linux" }),
    ).toBe("/home/dana/.local/state/hostbridge/platform");
    expect(defaultPlatformDir({ env: { HOME: "/Users/dana" }, cwd, os: "darwin" })).toBe(
      "/Users/dana/Library/Application Support/hostbridge/platform",
    );
    expect(defaultPlatformDir({ env: {}, cwd, os: "linux", home: "/home/x" })).toBe(
      "/home/x/.local/state/hostbridge/platform",
    );
  });

  it("follows HOSTBRIDGE_PLATFORM_DIR, relative to the working directory", () => {
    expect(
      defaultPlatformDir({
        env: { HOSTBRIDGE_PLATFORM_DIR: "../state", HOME: "/h" },
        cwd: "/work/app",
      }),
    ).toBe("/work/state");
  });
});
